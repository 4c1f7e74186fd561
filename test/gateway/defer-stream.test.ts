/**
 * Incremental delivery: `@defer` sends the fast part of a screen first while a slow list is still being
 * read upstream, and `@stream` sends a list's first items before the rest. Read over the event stream
 * (`Accept: text/event-stream`), part by part, as a client would.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 10, opportunities: 5, workOrders: 20, calls: 5 } });
const g = useGateway(h);

/** Each part of an incremental answer as it arrives, with what the sandbox had still in flight at that moment. */
async function parts(query: string, variables: Record<string, unknown> = {}) {
  const res = await g.gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': h.key1 },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const received: Array<{ payload: any; inFlight: number }> = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('');
      if (event.includes('event: next') && data) received.push({ payload: JSON.parse(data), inFlight: (await h.stats()).inFlight });
    }
  }
  return received;
}

const faults = (rules: unknown[]) =>
  fetch(`${h.origin}/_sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });

describe('@defer and @stream', () => {
  it('@defer: the account comes first, while its slow invoices are still being read; they follow in a later part', async () => {
    const accountId = ((await h.api('GET', '/accounts?page=1&page_size=1')).body as Array<{ id: number }>)[0]!.id;
    await faults([{ route: '/v1/accounts/:accountId/invoices', method: 'GET', delayMs: 1_500 }]);
    try {
      const got = await parts(
        'query Deferred($id: Int!) { account(databaseId: $id) { title ... @defer(label: "money") { invoices { nodes { invoiceNumber } } } } }',
        { id: accountId },
      );
      expect(got.length).toBeGreaterThanOrEqual(2);
      const [first, ...rest] = got;
      expect(first!.payload.data.account.title).toEqual(expect.any(String));
      expect(first!.payload.data.account.invoices).toBeUndefined();
      expect(first!.payload.hasNext).toBe(true);
      // The invoices request was still upstream when the first part reached the client.
      expect(first!.inFlight).toBeGreaterThanOrEqual(1);
      const deferred = rest.flatMap((p) => p.payload.incremental ?? []);
      expect(deferred.find((i: any) => i.label === 'money')?.data.invoices.nodes).toEqual(expect.any(Array));
      expect(got.at(-1)!.payload.hasNext).toBe(false);
    } finally {
      await faults([]);
    }
  });

  it("@stream: a list's first item comes with the answer, the others after it", async () => {
    const got = await parts('query Streamed { workOrders(first: 5) { nodes @stream(initialCount: 1) { databaseId title } } }');
    const [first, ...rest] = got;
    expect(first!.payload.data.workOrders.nodes).toHaveLength(1);
    expect(first!.payload.hasNext).toBe(true);
    const later = rest.flatMap((p) => (p.payload.incremental ?? []).flatMap((i: any) => i.items ?? []));
    expect(later).toHaveLength(4);
    const all = [first!.payload.data.workOrders.nodes[0], ...later].map((n: any) => n.databaseId);
    expect(new Set(all).size).toBe(5);
  });

  it('keeps keys in the document order in every part: the first, each deferred one and each streamed item', async () => {
    const got = await parts(`{
      projects(first: 2) {
        nodes { title databaseId stage { name } id account { title } createdAt ... @defer { jurisdiction { name } title2: title account2: account { title primaryPhone } } }
      }
      workOrders(first: 3) { nodes @stream(initialCount: 1) { title startDate databaseId id isCompleted } }
    }`);
    const first = got[0]!.payload.data;
    expect(Object.keys(first)).toEqual(['projects', 'workOrders']);
    for (const node of first.projects.nodes) expect(Object.keys(node)).toEqual(['title', 'databaseId', 'stage', 'id', 'account', 'createdAt']);
    expect(Object.keys(first.workOrders.nodes[0])).toEqual(['title', 'startDate', 'databaseId', 'id', 'isCompleted']);
    const incremental = got.slice(1).flatMap((p) => p.payload.incremental ?? []);
    const deferred = incremental.filter((i: any) => i.data);
    expect(deferred).toHaveLength(2);
    for (const part of deferred) {
      expect(Object.keys(part.data)).toEqual(['jurisdiction', 'title2', 'account2']);
      expect(Object.keys(part.data.account2)).toEqual(['title', 'primaryPhone']);
    }
    const items = incremental.flatMap((i: any) => i.items ?? []);
    expect(items).toHaveLength(2);
    for (const item of items) expect(Object.keys(item)).toEqual(['title', 'startDate', 'databaseId', 'id', 'isCompleted']);
  });

  it('keeps the cost limits: a deferred fragment is priced like any other', async () => {
    const got = await parts(
      '{ projects(first: 100) { nodes { ... @defer { account { title } workOrders(first: 100) { nodes { title parent { __typename } } } invoices(first: 100) { nodes { invoiceNumber } } } } } }',
    );
    expect(got[0]!.payload.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(got[0]!.payload.data?.projects ?? null).toBeNull();
    expect(got[0]!.payload.extensions.cost.upstreamRequests).toBe(0);
  });
});
