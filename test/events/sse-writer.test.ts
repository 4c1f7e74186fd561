/**
 * The SSE writer of subscription streams and the result guard (use-event-ids.ts, events/sse.ts), on a
 * tiny schema whose subscription yields what no real path should let through any more: a value nested
 * 5,000 deep and a value JSON cannot serialise. Each becomes an error for its event; the stream and the
 * process go on. (Before: Yoga's writer threw a RangeError outside any resolver and the process exited.)
 */
import { GraphQLObjectType, GraphQLScalarType, GraphQLSchema, GraphQLString } from 'graphql';
import { createYoga } from 'graphql-yoga';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useEventIds } from '../../src/gateway/plugins/use-event-ids.js';

const Raw = new GraphQLScalarType({ name: 'Raw', serialize: (v) => v });
const deep = (n: number): unknown => JSON.parse('['.repeat(n) + ']'.repeat(n));

function yogaYielding(values: Array<[string, unknown]>) {
  const link = { currentEventId: null as string | null };
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        tick: {
          type: Raw,
          subscribe: async function* () {
            for (const [eventId, value] of values) {
              link.currentEventId = eventId;
              yield { tick: value };
            }
          },
        },
      },
    }),
  });
  return createYoga({ schema, plugins: [useEventIds()], context: () => ({ events: link, logger: pino({ level: 'silent' }) }), logging: false });
}

async function sseBlocks(yoga: ReturnType<typeof yogaYielding>): Promise<string[]> {
  const res = await yoga.fetch('http://yoga/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: 'subscription { tick }' }),
  });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  return (await res.text()).split('\n\n').filter((b) => b && b !== ':');
}

describe('subscription results that cannot be written', () => {
  it('a result nested 5,000 deep becomes an UPSTREAM_ERROR for its event, an unserialisable one an INTERNAL error; the next event goes out', async () => {
    const blocks = await sseBlocks(
      yogaYielding([
        ['e1', deep(5000)],
        ['e2', 10n],
        ['e3', { fine: true }],
      ]),
    );
    const parsed = blocks.map((b) => {
      const lines = b.split('\n');
      return {
        event: lines[0],
        id: lines.find((l) => l.startsWith('id: '))?.slice(4),
        data: lines
          .find((l) => l.startsWith('data:'))!
          .slice(5)
          .trim(),
      };
    });
    expect(parsed.map((p) => [p.event, p.id])).toEqual([
      ['event: next', 'e1'],
      ['event: next', 'e2'],
      ['event: next', 'e3'],
      ['event: complete', undefined],
    ]);
    const [e1, e2, e3] = parsed.slice(0, 3).map((p) => JSON.parse(p.data));
    expect(e1).toEqual({
      data: { tick: null },
      errors: [
        {
          message: 'This event could not be sent: its data (from the upstream API) is nested deeper than 512 levels',
          path: ['tick'],
          extensions: { code: 'UPSTREAM_ERROR' },
        },
      ],
      extensions: { eventId: 'e1' },
    });
    expect(e2).toEqual({
      errors: [{ message: 'This event could not be sent: its result cannot be serialised as JSON', extensions: { code: 'INTERNAL' } }],
      extensions: { eventId: 'e2' },
    });
    expect(e3).toEqual({ data: { tick: { fine: true } }, extensions: { eventId: 'e3' } });
  });
});
