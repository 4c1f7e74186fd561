/**
 * graphql-sse's own client in single-connection mode (issue 32 item 3), over real HTTP on loopback: it
 * reserves a stream with a PUT on /graphql/stream (it got 405 on /graphql), opens it with a GET carrying
 * the token, and sends each operation as a POST with the token; queries and a live subscription arrive on
 * the one stream. The endpoint's guards: a key on every request, and reservations that are bounded and
 * expire when nobody opens them.
 */
import { createClient, type Client } from 'graphql-sse';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { closeAll, moveProject, useEventGateway, waitFor } from '../events/harness.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 12, opportunities: 4, workOrders: 10, calls: 4 } });
const g = useEventGateway(h, {}, { webhook: true });
const clients: Client<true>[] = [];
afterEach(() => closeAll());
afterAll(() => {
  for (const c of clients) c.dispose();
});

/** A single-connection client that records every request it sends (method, path, token header present). */
function singleConnection(key: string | undefined = h.key1) {
  const requests: string[] = [];
  const client = createClient({
    url: `${g.origin}/graphql/stream`,
    singleConnection: true,
    headers: key ? { 'x-api-key': key } : {},
    retryAttempts: 0,
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const method = init?.method ?? 'GET';
      requests.push(
        `${method} ${url.pathname}${url.searchParams.has('token') || new Headers(init?.headers).has('x-graphql-event-stream-token') ? ' +token' : ''}`,
      );
      return fetch(input, init);
    },
  });
  clients.push(client);
  return { client, requests };
}

describe('graphql-sse single-connection mode', () => {
  it('a query: PUT reserves, GET opens the stream with the token, POST sends the operation; keys in document order', async () => {
    const { client, requests } = singleConnection();
    const results = [];
    for await (const r of client.iterate({ query: '{ projects(first: 2) { nodes { title databaseId id stage { name } account { title } createdAt } } }' })) {
      results.push(r);
    }
    expect(results).toHaveLength(1);
    expect(results[0]!.errors).toBeUndefined();
    const nodes = (results[0]!.data as { projects: { nodes: Record<string, unknown>[] } }).projects.nodes;
    expect(nodes).toHaveLength(2);
    for (const node of nodes) expect(Object.keys(node)).toEqual(['title', 'databaseId', 'id', 'stage', 'account', 'createdAt']);
    expect(requests.slice(0, 3)).toEqual(['PUT /graphql/stream', 'GET /graphql/stream +token', 'POST /graphql/stream +token']);
  });

  it('a subscription on the same stream receives a stage change, with the record read with the key', async () => {
    const { client, requests } = singleConnection();
    const received: Array<{ data?: any; errors?: unknown }> = [];
    const failures: unknown[] = [];
    const unsubscribe = client.subscribe(
      {
        query:
          'subscription { projectStageChanged { event { eventId currentStage { name } } record { databaseId title account { title } stage { name } createdAt } } }',
      },
      { next: (r) => void received.push(r), error: (e) => void failures.push(e), complete: () => undefined },
    );
    // The subscription is live once its POST is answered (202); then each move fires PROJECT_MOVEMENT.
    await waitFor(() => requests.includes('POST /graphql/stream +token'), 5000, 'the subscription POST');
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'the subscriber');
    await moveProject(h, 1, 0);
    await waitFor(() => received.length > 0, 5000, 'a stage change over graphql-sse');
    const event = received[0]!;
    expect(event.errors).toBeUndefined();
    expect(Object.keys(event.data.projectStageChanged)).toEqual(['event', 'record']);
    expect(Object.keys(event.data.projectStageChanged.record)).toEqual(['databaseId', 'title', 'account', 'stage', 'createdAt']);
    expect(event.data.projectStageChanged.record).toMatchObject({ stage: { name: event.data.projectStageChanged.event.currentStage.name } });
    expect(failures).toEqual([]);
    // Unsubscribing ends the operation on the stream: the gateway lets go of its subscriber.
    unsubscribe();
    await waitFor(() => g.gateway.events.stats.subscribers === 0, 5000, 'the subscriber to go');
    client.dispose();
  });

  it('errors carry the closed set of codes, as on /graphql; a document that does not validate is refused (400)', async () => {
    const { client } = singleConnection();
    const results = [];
    for await (const r of client.iterate({ query: '{ projects(first: 101) { nodes { title } } }' })) results.push(r);
    expect(results[0]!.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const put = await fetch(`${g.origin}/graphql/stream`, { method: 'PUT', headers: { 'x-api-key': h.key1 } });
    const token = await put.text();
    const invalid = await fetch(`${g.origin}/graphql/stream`, {
      method: 'POST',
      headers: { 'x-api-key': h.key1, 'x-graphql-event-stream-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ nope }', extensions: { operationId: 'a' } }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors[0]).toMatchObject({
      message: expect.stringContaining('Cannot query field "nope" on type "Query".'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the stream endpoint guards', () => {
  it('a reservation without a key is refused (401), and keeps nothing', async () => {
    const res = await fetch(`${g.origin}/graphql/stream`, { method: 'PUT' });
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('an operation POST must say its length and stay under the body limit', async () => {
    const put = await fetch(`${g.origin}/graphql/stream`, { method: 'PUT', headers: { 'x-api-key': h.key1 } });
    expect(put.status).toBe(201);
    const token = await put.text();
    const big = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(11 * 1024 * 1024)}` });
    const res = await fetch(`${g.origin}/graphql/stream`, {
      method: 'POST',
      headers: { 'x-api-key': h.key1, 'x-graphql-event-stream-token': token, 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
  });
});

describe('reservations are bounded and expire', () => {
  it('made-up keys hold at most a tenth of the reservations: a stranger cannot take the stream from users whose keys work', async () => {
    // key1 has been answered by the upstream here: a key that works.
    const known = await fetch(`${g.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
      body: '{"query":"{ projects(first: 1) { nodes { title } } }"}',
    });
    expect((await known.json()).errors).toBeUndefined();
    const put = (key: string) =>
      fetch(`${g.origin}/graphql/stream`, { method: 'PUT', headers: { 'x-api-key': key } }).then(async (r) => {
        await r.text();
        return r.status;
      });
    const junk = await Promise.all(Array.from({ length: 101 }, (_, i) => put(`made-up-key-${i}`)));
    // A tenth of the 1,000 reservations went to the made-up keys; the 101st is refused.
    expect(junk.filter((s) => s === 201)).toHaveLength(100);
    expect(junk.filter((s) => s === 503)).toHaveLength(1);
    expect(await put(h.key1)).toBe(201);
    // A working client still reserves a stream and is answered over it.
    const { client, requests } = singleConnection(h.key1);
    const results = [];
    for await (const r of client.iterate({ query: '{ projects(first: 1) { nodes { title } } }' })) results.push(r);
    expect(results[0]?.errors).toBeUndefined();
    expect(requests[0]).toBe('PUT /graphql/stream');
  });

  it('past the cap a PUT gets 503; one not opened in time is dropped, and its token opens nothing', async () => {
    const { createYoga } = await import('graphql-yoga');
    const { schema } = await import('../../src/schema/index.js');
    const { useSseSingleConnection } = await import('../../src/gateway/plugins/use-sse-single-connection.js');
    const yoga = createYoga({ schema, plugins: [useSseSingleConnection({ maxBodyBytes: 1024, maxPending: 2, reservationTtlMs: 100, knownKey: () => true })] });
    const put = () => yoga.fetch('http://gateway/graphql/stream', { method: 'PUT', headers: { 'x-api-key': 'k' } });
    try {
      const first = await put();
      expect(first.status).toBe(201);
      const token = await first.text();
      expect((await put()).status).toBe(201);
      const third = await put();
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      // Both expire unopened: room again, and the first token no longer names a stream.
      await waitFor(async () => (await put()).status === 201, 3_000, 'room again');
      const stale = await yoga.fetch(`http://gateway/graphql/stream?token=${token}`, { headers: { 'x-api-key': 'k', accept: 'text/event-stream' } });
      expect(stale.status).not.toBe(200);
    } finally {
      await yoga.dispose();
    }
  });
});
