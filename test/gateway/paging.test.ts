/**
 * The pagination helper: a Relay window maps onto REST page/page_size with the fewest calls, and
 * `hasNextPage` is exact because the window asks for one record more than it shows (LIST-1: page is
 * 1-based, page_size ≤ 100).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSchema, isNonNullType } from 'graphql';
import { readFileSync } from 'node:fs';
import { fetchAllPages, fetchWindow, planPages } from '../../src/upstream/paging.js';
import { resolveListConnection, resolveRestConnection } from '../../src/schema/pagination.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const cursor = (text: string) => Buffer.from(text).toString('base64');

/** A fake REST list of `total` items that records each page call. */
function restList(total: number) {
  const calls: Array<{ page: number; pageSize: number }> = [];
  const fetchPage = async (page: number, pageSize: number) => {
    calls.push({ page, pageSize });
    const start = (page - 1) * pageSize;
    return Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
  };
  return { calls, fetchPage };
}

describe('planPages', () => {
  it('aligned window: first 20 from the start is one call of page_size 21 (20 + 1 to know hasNextPage)', () => {
    expect(planPages(0, 21)).toEqual({ pageSize: 21, firstPage: 1, pageCount: 1, skip: 0 });
  });

  it('unaligned window: 21 items from offset 20 still take one call (page 1 of size 41)', () => {
    expect(planPages(20, 21)).toEqual({ pageSize: 41, firstPage: 1, pageCount: 1, skip: 20 });
  });

  it('unaligned window far in: 21 items from offset 90 take one call (page 2 of size 56)', () => {
    const plan = planPages(90, 21);
    expect(plan.pageCount).toBe(1);
    expect((plan.firstPage - 1) * plan.pageSize + plan.skip).toBe(90);
    expect(plan.pageSize - plan.skip).toBeGreaterThanOrEqual(21);
  });

  it('first 100 needs 101 items: two calls, since page_size is capped at 100', () => {
    const plan = planPages(0, 101);
    expect(plan.pageCount).toBe(2);
    expect(plan.pageSize).toBeLessThanOrEqual(100);
    expect(plan.pageSize * plan.pageCount).toBeGreaterThanOrEqual(101);
  });

  it('never plans a page_size above 100, and always covers the window', () => {
    for (const offset of [0, 1, 7, 19, 20, 99, 100, 101, 250, 999]) {
      for (const limit of [1, 2, 11, 21, 51, 100, 101]) {
        const p = planPages(offset, limit);
        expect(p.pageSize).toBeLessThanOrEqual(100);
        const start = (p.firstPage - 1) * p.pageSize;
        expect(start).toBeLessThanOrEqual(offset);
        expect(start + p.pageSize * p.pageCount).toBeGreaterThanOrEqual(offset + limit);
        expect(p.pageCount).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('fetchWindow', () => {
  it('returns exactly the window, with the calls of the plan', async () => {
    const list = restList(500);
    const items = await fetchWindow(90, 21, list.fetchPage);
    expect(items).toEqual(Array.from({ length: 21 }, (_, i) => 90 + i));
    expect(list.calls).toHaveLength(1);
  });

  it('a window past the end of the list returns what exists', async () => {
    const list = restList(25);
    expect(await fetchWindow(20, 21, list.fetchPage)).toEqual([20, 21, 22, 23, 24]);
  });
});

describe('fetchAllPages (per-parent lists served whole: Project.workOrders, Project.invoices)', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);
  const pager = (all: number[], withHasMore = false) => {
    const calls: Array<[number, number]> = [];
    const fetchPage = async (page: number, size: number) => {
      calls.push([page, size]);
      const items = all.slice((page - 1) * size, page * size);
      return withHasMore ? { items, hasMore: all.length > page * size } : { items };
    };
    return { calls, fetchPage };
  };

  it('a list of up to 100 items is one call of page_size 100', async () => {
    const p = pager(list(37));
    expect(await fetchAllPages(p.fetchPage)).toEqual(list(37));
    expect(p.calls).toEqual([[1, 100]]);
  });

  it('a list of 250 items takes three pages; exactly 200 items takes a third call that comes back empty without has_more', async () => {
    const p = pager(list(250));
    expect(await fetchAllPages(p.fetchPage)).toEqual(list(250));
    expect(p.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    const q = pager(list(200));
    expect(await fetchAllPages(q.fetchPage)).toHaveLength(200);
    expect(q.calls).toHaveLength(3);
  });

  it('has_more stops at the last full page without an extra call', async () => {
    const p = pager(list(200), true);
    expect(await fetchAllPages(p.fetchPage)).toHaveLength(200);
    expect(p.calls).toHaveLength(2);
  });

  it('stops at maxItems (1,000 by default): a runaway list costs at most 10 calls', async () => {
    const p = pager(list(5000));
    expect(await fetchAllPages(p.fetchPage)).toHaveLength(1000);
    expect(p.calls).toHaveLength(10);
  });

  it("has_more is not trusted blindly: a server that keeps saying it with empty pages costs one more call, not the operation's cap", async () => {
    const calls: number[] = [];
    const records = (page: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: (page - 1) * 100 + i + 1 }));
    const emptyAfterOne = await fetchAllPages(async (page) => {
      calls.push(page);
      return { items: page === 1 ? records(1, 30) : [], hasMore: true };
    });
    expect(emptyAfterOne).toHaveLength(30);
    expect(calls).toEqual([1, 2]);
    calls.length = 0;
    expect(
      await fetchAllPages(async (page) => {
        calls.push(page);
        return { items: [], hasMore: true };
      }),
    ).toEqual([]);
    expect(calls).toEqual([1]);
  });

  it('a server that ignores page (the same records on every page, has_more true) is read twice, its records kept once', async () => {
    let calls = 0;
    const same = Array.from({ length: 100 }, (_, i) => ({ id: i + 1 }));
    const got = await fetchAllPages(async () => {
      calls++;
      return { items: same, hasMore: true };
    });
    expect(got).toEqual(same);
    expect(calls).toBe(2);
  });

  it('pages of one new record each with has_more true stop at 11 calls (what 1,000 records take at full size)', async () => {
    let calls = 0;
    const got = await fetchAllPages(async (page) => {
      calls++;
      return { items: [{ id: page }], hasMore: true };
    });
    expect(got).toHaveLength(11);
    expect(calls).toBe(11);
  });
});

describe('resolveRestConnection', () => {
  const ids = (c: { edges: ReadonlyArray<{ node: number }> }) => c.edges.map((e) => e.node);

  it('aligned: first 20 → one call (page 1, page_size 21), hasNextPage true', async () => {
    const list = restList(45);
    const c = await resolveRestConnection({ first: 20 }, list.fetchPage);
    expect(list.calls).toEqual([{ page: 1, pageSize: 21 }]);
    expect(ids(c)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(c.pageInfo.hasNextPage).toBe(true);
    expect(c.pageInfo.hasPreviousPage).toBe(false);
  });

  it('unaligned: first 20 after the 20th record → one call, then the last page reports hasNextPage false', async () => {
    const list = restList(45);
    const page1 = await resolveRestConnection({ first: 20 }, list.fetchPage);
    const page2 = await resolveRestConnection({ first: 20, after: page1.pageInfo.endCursor! }, list.fetchPage);
    expect(ids(page2)).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
    expect(page2.pageInfo.hasNextPage).toBe(true);
    const page3 = await resolveRestConnection({ first: 20, after: page2.pageInfo.endCursor! }, list.fetchPage);
    expect(ids(page3)).toEqual([40, 41, 42, 43, 44]);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    expect(page3.pageInfo.hasPreviousPage).toBe(true);
    expect(list.calls).toHaveLength(3);
  });

  it('hasNextPage is exact when the list ends right at the page boundary', async () => {
    const list = restList(20);
    const c = await resolveRestConnection({ first: 20 }, list.fetchPage);
    expect(ids(c)).toHaveLength(20);
    expect(c.pageInfo.hasNextPage).toBe(false);
  });

  it('first 100 → one call of 100; the record past it (a second call) is read only when hasNextPage is', async () => {
    const list = restList(101);
    const c = await resolveRestConnection({ first: 100 }, list.fetchPage);
    expect(list.calls).toEqual([{ page: 1, pageSize: 100 }]);
    expect(ids(c)).toHaveLength(100);
    expect(await c.pageInfo.hasNextPage).toBe(true);
    expect(list.calls).toHaveLength(2);
    const exact = restList(100);
    expect(await (await resolveRestConnection({ first: 100 }, exact.fetchPage)).pageInfo.hasNextPage).toBe(false);
    // A short page already says there is no next page: no probe at all.
    const short = restList(60);
    const s = await resolveRestConnection({ first: 100 }, short.fetchPage);
    expect(s.pageInfo.hasNextPage).toBe(false);
    expect(short.calls).toHaveLength(1);
  });

  it('last/before pages backwards', async () => {
    const list = restList(45);
    const page2 = await resolveRestConnection(
      { first: 20, after: (await resolveRestConnection({ first: 20 }, list.fetchPage)).pageInfo.endCursor! },
      list.fetchPage,
    );
    const back = await resolveRestConnection({ last: 5, before: page2.pageInfo.startCursor! }, list.fetchPage);
    expect(ids(back)).toEqual([15, 16, 17, 18, 19]);
  });

  it('rejects first outside 1..100 and a cursor it did not issue, before any call', async () => {
    const list = restList(10);
    for (const args of [{ first: 0 }, { first: 101 }, { first: 5, after: 'not-a-cursor' }]) {
      await expect(resolveRestConnection(args, list.fetchPage)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(list.calls).toHaveLength(0);
  });
});

describe('empty windows and forged cursors', () => {
  const ids = (c: { edges: ReadonlyArray<{ node: number }> }) => c.edges.map((e) => e.node);

  it('last: 1 before the first record is an empty page with hasPreviousPage false and no cursors, without a call (it crashed in planPages)', async () => {
    const list = restList(45);
    const c = await resolveRestConnection({ last: 1, before: cursor('OffsetConnection:0') }, list.fetchPage);
    expect(c.edges).toEqual([]);
    expect(c.pageInfo).toEqual({ startCursor: null, endCursor: null, hasPreviousPage: false, hasNextPage: false });
    expect(list.calls).toHaveLength(0);
  });

  it('first before the first record, and after at or past before, are empty pages too', async () => {
    const list = restList(45);
    expect((await resolveRestConnection({ first: 5, before: cursor('OffsetConnection:0') }, list.fetchPage)).edges).toEqual([]);
    const crossed = await resolveRestConnection({ first: 5, after: cursor('OffsetConnection:10'), before: cursor('OffsetConnection:5') }, list.fetchPage);
    expect(crossed.edges).toEqual([]);
    expect(crossed.pageInfo.hasPreviousPage).toBe(true);
    expect(list.calls).toHaveLength(0);
    // One record between them still works.
    expect(ids(await resolveRestConnection({ first: 5, after: cursor('OffsetConnection:3'), before: cursor('OffsetConnection:5') }, list.fetchPage))).toEqual([
      4,
    ]);
  });

  it('a page past the end has no cursors (plugin-relay gave it OffsetConnection:-1)', async () => {
    const c = await resolveRestConnection({ first: 5 }, restList(0).fetchPage);
    expect(c.pageInfo.endCursor).toBeNull();
    const l = await resolveListConnection({ first: 5, after: cursor('OffsetConnection:9') }, async () => [1, 2, 3]);
    expect(l.edges).toEqual([]);
    expect(l.pageInfo.startCursor).toBeNull();
  });

  it.each([
    ['OffsetConnection:-5', 'after'],
    ['OffsetConnection:-1', 'before'],
    ['OffsetConnection:abc', 'after'],
    ['OffsetConnection:1e3', 'after'],
    ['OffsetConnection: 5', 'before'],
    ['OffsetConnection:99999999999999999999', 'after'],
    ['ArrayConnection:5', 'before'],
  ])('the forged cursor %s as %s is BAD_USER_INPUT naming the argument, before any call', async (text, name) => {
    const list = restList(45);
    const args = name === 'after' ? { first: 2, after: cursor(text) } : { last: 2, before: cursor(text) };
    const error = await resolveRestConnection(args, list.fetchPage).catch((e: unknown) => e);
    expect(error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: name } });
    expect((error as Error).message).toMatch(new RegExp(`^${name} is not a cursor of this list`));
    await expect(resolveListConnection(args, async () => [1, 2])).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: name } });
    expect(list.calls).toHaveLength(0);
  });

  it('a cursor that is not base64 at all is refused the same way', async () => {
    await expect(resolveRestConnection({ first: 2, after: '%%%' }, restList(3).fetchPage)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });
});

/**
 * Over HTTP, every root list that takes `before`: the cursor of its first record as `before` (what a
 * Relay client sends paging backwards from the top) answers an empty page with hasPreviousPage false,
 * and a forged cursor answers BAD_USER_INPUT naming the argument; neither costs an upstream request.
 */
describe('backward paging on every root connection (gateway over the sandbox)', () => {
  const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
  const g = useGateway(h);
  const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
  const lists = Object.values(schema.getQueryType()!.getFields())
    .filter((f) => f.args.some((a) => a.name === 'before') && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  beforeEach(async () => {
    await h.resetStats();
  });

  it('finds the root connections to try', () => {
    expect(lists).toEqual(expect.arrayContaining(['accounts', 'projects', 'opportunities', 'contacts', 'invoices', 'workOrders', 'users']));
  });

  it('projects(last: 1, before: <first cursor>) is an empty page, no error, no request', async () => {
    const first = await g.gql(graphql(`query PagingFirstCursor { projects(first: 1) { edges { cursor } } }`));
    expect(first.body.data!.projects!.edges[0].cursor).toBe('T2Zmc2V0Q29ubmVjdGlvbjow');
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query PagingBeforeFirst { projects(last: 1, before: "T2Zmc2V0Q29ubmVjdGlvbjow") { nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }`,
      ),
    );
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data!.projects).toEqual({ nodes: [], pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null } });
    expect((await h.stats()).total).toBe(0);
  });

  it('every root connection: the same empty page, then a forged cursor refused naming after or before', async () => {
    for (const list of lists) {
      const back = await g.gql(`{ ${list}(last: 1, before: "T2Zmc2V0Q29ubmVjdGlvbjow") { edges { cursor } pageInfo { hasPreviousPage } } }`);
      expect(back.body.errors, `${list}: ${back.text}`).toBeUndefined();
      expect(back.body.data[list], list).toEqual({ edges: [], pageInfo: { hasPreviousPage: false } });
      for (const [name, window] of [
        ['after', 'first: 1'],
        ['before', 'last: 1'],
      ] as const) {
        const forged = await g.gql(`{ ${list}(${window}, ${name}: "${cursor('OffsetConnection:-5')}") { edges { cursor } } }`);
        expect(forged.body.errors?.[0]?.extensions?.code, `${list} ${name}: ${forged.text}`).toBe('BAD_USER_INPUT');
        expect(forged.body.errors![0].message).toContain(name);
      }
    }
    const stats = await h.stats();
    expect(stats.byRoute, JSON.stringify(stats.byRoute)).toEqual({});
  });
});
