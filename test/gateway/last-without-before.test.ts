/**
 * `last: N` without `before` (absent, or `before: null` as Relay sends it on a backward list's first load)
 * answers the last N records (issue 32 item 2). The REST lists carry no total (LIST-1: `page` and
 * `page_size` ≤ 100 only), so the gateway reads the list to its end, 100 records a request, and cuts the
 * window from that read; the cost estimate prices that read (11 requests at most, for up to 1,000 records).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { resolveRestConnection } from '../../src/schema/pagination.js';

const h = useSandbox({ sizes: { accounts: 8, projects: 130, opportunities: 4, workOrders: 10, calls: 1005 } });
const g = useGateway(h);
let projectIds: number[];

const PROJECTS = `query Backward($last: Int, $before: String) {
  projects(last: $last, before: $before) {
    edges { cursor node { databaseId } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;

beforeAll(async () => {
  const pages = await Promise.all([1, 2].map((p) => h.api('GET', `/projects?page=${p}&page_size=100`)));
  projectIds = pages.flatMap((p) => (p.body as { id: number }[]).map((r) => r.id));
});

describe('last without before', () => {
  it.each([
    ['before absent', { last: 3 }],
    ['before: null, as Relay sends it', { last: 3, before: null }],
  ])('LIST-1: the last 3 of some 130 projects, %s, read to the end of the list in 100s', async (_name, variables) => {
    // Between 100 and 200 (the seed keeps a few of its 130 aside): the end is on page 2.
    expect(projectIds.length).toBeGreaterThan(100);
    expect(projectIds.length).toBeLessThan(200);
    await h.resetStats();
    const r = await g.gql(PROJECTS, variables);
    expect(r.body.errors).toBeUndefined();
    const page = r.body.data.projects;
    expect(page.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual(projectIds.slice(-3));
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    // Page 1 of 100 was full, page 2 of 100 was not: the end of the list, in two requests.
    const urls = (await h.stats()).requests.map((q) => q.url);
    expect(urls).toEqual(['/v1/projects?page=1&page_size=100', '/v1/projects?page=2&page_size=100']);
    expect(r.body.extensions?.cost.upstreamRequests).toBe(2);
  });

  it('its cursors are the list offsets: paging back from its startCursor gives the 3 before', async () => {
    const last = (await g.gql(PROJECTS, { last: 3, before: null })).body.data.projects;
    const earlier = await g.gql(PROJECTS, { last: 3, before: last.pageInfo.startCursor });
    expect(earlier.body.errors).toBeUndefined();
    expect(earlier.body.data.projects.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual(projectIds.slice(-6, -3));
    expect(earlier.body.data.projects.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('is priced as the read to the end (11 requests for the list, not 1)', async () => {
    const first = await g.gql('{ projects(first: 3) { nodes { title } } }');
    const last = await g.gql('{ projects(last: 3) { nodes { title } } }');
    expect(first.body.extensions?.cost.estimated).toBe(1);
    expect(last.body.extensions?.cost.estimated).toBe(11);
    expect(last.body.extensions?.cost.upstreamRequests).toBeLessThanOrEqual(last.body.extensions?.cost.estimated);
    // Each record's own requests are counted as for `first`.
    const linked = await g.gql('{ projects(last: 3) { nodes { account { title } } } }');
    expect(linked.body.extensions?.cost.estimated).toBe(11 + 3);
  });

  it('a list of more than 1,000 records is refused with what to do instead, after 11 requests', async () => {
    await h.resetStats();
    const r = await g.gql('{ calls(last: 2) { nodes { id } } }');
    expect(r.body.data.calls).toBeNull();
    expect(r.body.errors?.[0]).toMatchObject({
      message: 'last without before reads the whole list, and this one holds more than 1000 records: pass before (a cursor) or page with first',
      path: ['calls'],
      extensions: { code: 'BAD_USER_INPUT', field: 'last' },
    });
    expect((await h.stats()).total).toBe(11);
  });

  it('a list the REST API serves whole answers its last records from the one read', async () => {
    const all = await g.gql('{ users(first: 100) { nodes { databaseId } } }');
    const ids = all.body.data.users.nodes.map((u: { databaseId: number }) => u.databaseId);
    expect(ids.length).toBeGreaterThan(2);
    const r = await g.gql('query($before: String) { users(last: 2, before: $before) { nodes { databaseId } pageInfo { hasPreviousPage hasNextPage } } }', {
      before: null,
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.users.nodes.map((u: { databaseId: number }) => u.databaseId)).toEqual(ids.slice(-2));
    expect(r.body.data.users.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
  });
});

describe('reading to the end of a paged list', () => {
  /** A REST list of `total` records (their offsets), counting the pages asked for. */
  const restList = (total: number) => {
    const calls: string[] = [];
    const fetchPage = async (page: number, pageSize: number) => {
      calls.push(`${page}x${pageSize}`);
      const start = (page - 1) * pageSize;
      return Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    };
    return { calls, fetchPage };
  };
  const nodes = (c: { edges: ReadonlyArray<{ node: number } | null> }) => c.edges.map((e) => e?.node);

  it('LIST-1: a list of exactly 200 needs the empty page 3 to know it ended', async () => {
    const list = restList(200);
    const c = await resolveRestConnection({ last: 2 }, list.fetchPage);
    expect(nodes(c)).toEqual([198, 199]);
    expect(list.calls).toEqual(['1x100', '2x100', '3x100']);
  });

  it('an empty list: an empty page without cursors; a list shorter than last: all of it', async () => {
    const empty = await resolveRestConnection({ last: 3 }, restList(0).fetchPage);
    expect(empty).toMatchObject({ edges: [], pageInfo: { startCursor: null, endCursor: null, hasPreviousPage: false, hasNextPage: false } });
    const short = await resolveRestConnection({ last: 5, before: null }, restList(3).fetchPage);
    expect(nodes(short)).toEqual([0, 1, 2]);
    expect(short.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
  });

  it('after with last and no before: the last records after the cursor', async () => {
    const list = restList(50);
    const first = await resolveRestConnection({ first: 45 }, list.fetchPage);
    const c = await resolveRestConnection({ last: 10, after: first.pageInfo.endCursor }, list.fetchPage);
    expect(nodes(c)).toEqual([45, 46, 47, 48, 49]);
  });
});
