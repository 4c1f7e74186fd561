/**
 * Whole answers from the cache: a repeated screen is answered without executing and without an upstream
 * request, until a write or a webhook changes a record it holds (then the next answer is fresh: see also
 * read-your-writes.test.ts, whose two instances run with it on); a GET of a query gets an ETag and 304;
 * two companies sending the same document never get each other's answers.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { operations, type BenchInputs } from '../../bench/operations.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const h = useSandbox({ now, sizes: { accounts: 20, projects: 30, opportunities: 10, workOrders: 60, calls: 10 } });
const g = useGateway(h, { upstream: { cache: true, cacheRecordTtlMs: 600_000 } });
const TOKEN_FREE = 'query Titles { projects(first: 3) { nodes { databaseId title } } }';
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function upstream<T>(run: () => Promise<T>): Promise<{ requests: number; value: T }> {
  await h.resetStats();
  const value = await run();
  return { requests: (await h.stats()).total, value };
}

async function hits(): Promise<number> {
  const text = await (await g.gateway.fetch('http://gateway/metrics')).text();
  return Number(/^fieldgraph_answer_cache_total\{result="hit"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

describe('whole answers from the cache', () => {
  it.each(operations.map((op) => [op.name, op] as const))('%s: a repeated screen is answered whole, with no upstream request', async (_name, op) => {
    const accounts = (await h.api('GET', '/accounts?page=1&page_size=1')).body as Array<{ id: number }>;
    const inputs: BenchInputs = { now, accountId: accounts[0]!.id };
    const run = () => g.gql(op.document, op.variables(inputs));
    const first = await run();
    expect(first.body.errors).toBeUndefined();
    const before = await hits();
    const again = await upstream(run);
    expect(again.requests).toBe(0);
    expect(again.value.body.data).toEqual(first.body.data);
    expect(again.value.body.extensions?.cache).toEqual({ answer: 'hit' });
    expect(again.value.body.extensions?.cost?.upstreamRequests).toBe(0);
    expect(await hits()).toBe(before + 1);
  });

  it('a write to a record an answer holds makes the next answer fresh; other answers stay', async () => {
    const first = await g.gql(TOKEN_FREE);
    // Served whole once before the write, so the answer handed out then is the one the write must replace.
    expect((await g.gql(TOKEN_FREE)).body.extensions?.cache).toEqual({ answer: 'hit' });
    const other = 'query One($id: Int!) { project(databaseId: $id) { title } }';
    const rows = first.body.data.projects.nodes as Array<{ databaseId: number; title: string }>;
    const outside = (await h.api('GET', '/projects?page=2&page_size=3')).body[0].id as number;
    await g.gql(other, { id: outside });
    await g.gql('mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Whole answer, fresh" }) { userErrors { message } } }', {
      id: gid('Project', rows[1]!.databaseId),
    });
    const after = await upstream(() => g.gql(TOKEN_FREE));
    expect(after.value.body.data.projects.nodes[1].title).toBe('Whole answer, fresh');
    expect(after.value.body.extensions?.cache).toBeUndefined();
    expect(after.requests).toBeGreaterThan(0);
    // The fresh answer is the one kept: the next repeat is whole from the cache, with the new title.
    const again = await g.gql(TOKEN_FREE);
    expect(again.body.extensions?.cache).toEqual({ answer: 'hit' });
    expect(again.body.data).toEqual(after.value.body.data);
    const untouched = await upstream(() => g.gql(other, { id: outside }));
    expect(untouched.requests).toBe(0);
    expect(untouched.value.body.extensions?.cache).toEqual({ answer: 'hit' });
  });

  it('is never used for Cache-Control: no-cache, and never across companies', async () => {
    await g.gql(TOKEN_FREE);
    const refreshed = await upstream(() => g.gql(TOKEN_FREE, {}, { headers: { 'cache-control': 'no-cache' } }));
    expect(refreshed.requests).toBeGreaterThan(0);
    expect(refreshed.value.body.extensions?.cache).toBeUndefined();
    const mine = await g.gql(TOKEN_FREE);
    const theirs = await g.gql(TOKEN_FREE, {}, { key: h.key2 });
    expect(theirs.body.extensions?.cache).toBeUndefined();
    expect(theirs.body.data.projects.nodes).not.toEqual(mine.body.data.projects.nodes);
    const theirsAgain = await g.gql(TOKEN_FREE, {}, { key: h.key2 });
    expect(theirsAgain.body.data).toEqual(theirs.body.data);
    const mineAgain = await g.gql(TOKEN_FREE);
    expect(mineAgain.body.extensions?.cache).toEqual({ answer: 'hit' });
    expect(mineAgain.body.data).toEqual(mine.body.data);
  });
});

describe('whole answers and what no invalidation follows', () => {
  it('a refresh that finds a record changed upstream without a webhook replaces the kept whole answer too', async () => {
    const Q = 'query Refreshed($id: Int!) { project(databaseId: $id) { title } }';
    const id = (await h.api('GET', '/projects?page=4&page_size=1')).body[0].id as number;
    const before = (await g.gql(Q, { id })).body.data.project.title as string;
    expect((await g.gql(Q, { id })).body.extensions?.cache).toEqual({ answer: 'hit' });
    await h.api('PATCH', `/projects/${id}`, { body: { title: 'Changed behind the cache' } });
    // Nothing told the gateway: the kept answer stands until the user asks for a fresh one.
    expect((await g.gql(Q, { id })).body.data.project.title).toBe(before);
    const refreshed = await g.gql(Q, { id }, { headers: { 'cache-control': 'no-cache' } });
    expect(refreshed.body.data.project.title).toBe('Changed behind the cache');
    const next = await g.gql(Q, { id });
    expect(next.body.data.project.title).toBe('Changed behind the cache');
    expect(next.body.extensions?.cache).toBeUndefined();
  });

  it("an answer that shows the key's budget is never kept whole: its figures move with every request", async () => {
    const Q = 'query Budget($id: Int!) { project(databaseId: $id) { title } rateLimit { remainingToday } }';
    const ids = ((await h.api('GET', '/projects?page=5&page_size=3')).body as Array<{ id: number }>).map((p) => p.id);
    const first = await g.gql(Q, { id: ids[0] });
    for (const id of ids.slice(1)) await g.gql('query Spend($id: Int!) { project(databaseId: $id) { title } }', { id });
    const second = await g.gql(Q, { id: ids[0] });
    expect(second.body.extensions?.cache).toBeUndefined();
    expect(second.body.data.rateLimit.remainingToday).toBeLessThan(first.body.data.rateLimit.remainingToday);
  });
});

describe('HTTP caching of GET queries', () => {
  const get = (headers: Record<string, string> = {}) =>
    g.gateway.fetch(`http://gateway/graphql?query=${encodeURIComponent(TOKEN_FREE)}`, {
      headers: { accept: 'application/json', 'x-api-key': h.key1, ...headers },
    });

  it('answers with a strong ETag, 304 to If-None-Match, and a new ETag once a record it shows changed', async () => {
    // Kept whole first: an executed answer and a kept one differ in `extensions.cache`, and so in their ETags.
    await get();
    const first = await get();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('x-api-key');
    const body = await first.json();

    const unchanged = await get({ 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    await g.gql('mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Changed under an ETag" }) { userErrors { message } } }', {
      id: gid('Project', body.data.projects.nodes[0].databaseId),
    });
    const changed = await get({ 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json()).data.projects.nodes[0].title).toBe('Changed under an ETag');
  });
});
