/**
 * A context lets go of its HTTP exchange (Yoga's request, params, node's req and res, the subscriber link)
 * once the response has closed, and keeps what the operation's own code reads (its session, its cost).
 * The loaders Pothos keeps after an operation close over its context; what the context still reaches is
 * copied by every young GC (bench/results-notes.md: 980 → 700 KB alive per young GC on the account screen).
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { releaseExchangeOnClose } from '../../src/gateway/context.js';

function exchange() {
  const res = new EventEmitter();
  const session = { name: 'session' };
  const context: Record<string, unknown> = {
    request: { url: 'http://gateway/graphql' },
    params: { query: '{ __typename }' },
    req: { socket: {} },
    res,
    events: { lastEventId: null },
    upstream: session,
    cost: { estimated: 1, max: 100 },
  };
  return { res, session, context };
}

describe('a context and its HTTP exchange', () => {
  it('lets go of the exchange when the response closes, and keeps the rest', () => {
    const { res, session, context } = exchange();
    releaseExchangeOnClose(context);
    expect(context.request).toBeDefined();
    res.emit('close');
    for (const field of ['request', 'params', 'req', 'res', 'events']) expect(context[field], field).toBeUndefined();
    expect(context.upstream).toBe(session);
    expect(context.cost).toEqual({ estimated: 1, max: 100 });
  });

  it('watches a response once however many times the context executes', () => {
    const { res, context } = exchange();
    releaseExchangeOnClose(context);
    releaseExchangeOnClose(context);
    expect(res.listenerCount('close')).toBe(1);
  });

  it('leaves a context without a node response as it is (Yoga fetch, graphql-ws)', () => {
    const context: Record<string, unknown> = { request: {}, params: {}, events: {} };
    releaseExchangeOnClose(context);
    expect(context.request).toBeDefined();
    expect(context.events).toBeDefined();
  });
});
