/**
 * `nodes(ids:)` is priced by its ids (each may be one upstream request, times what each record
 * selects) and takes at most 100 of them: more is BAD_USER_INPUT naming `ids`, refused before any
 * upstream request.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 6, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

const NODE_IDS = graphql(`query NodesLimitIds($ids: [ID!]!) { nodes(ids: $ids) { id } }`);

beforeEach(async () => {
  await h.resetStats();
});

/** Global ids of the first `n` accounts, repeated up to `count` entries (distinct ids are not needed to cost). */
async function accountIds(count: number): Promise<string[]> {
  const r = await g.gql(graphql(`query NodesLimitAccountIds { accounts(first: 5) { nodes { id } } }`));
  const ids: string[] = r.body.data!.accounts!.nodes.map((n) => n.id);
  await h.resetStats();
  return Array.from({ length: count }, (_, i) => ids[i % ids.length]!);
}

describe('nodes(ids:)', () => {
  it('is priced by the number of ids, times what each record selects', async () => {
    const ids = await accountIds(40);
    const r = await g.gql(graphql(`query NodesLimitCost($ids: [ID!]!) { nodes(ids: $ids) { id } rateLimit { cost } }`), { ids });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.nodes).toHaveLength(40);
    expect(r.body.data!.rateLimit!.cost).toBe(40);
    // Each account also reads its sites page: 40 + 40 × 1.
    const deeper = await g.gql(
      graphql(`query NodesLimitDeeperCost($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 1) { nodes { title } } } } rateLimit { cost } }`),
      {
        ids,
      },
    );
    expect(deeper.body.data!.rateLimit!.cost).toBe(80);
  });

  it('a cost above GRAPHQL_MAX_COMPLEXITY through nodes is refused before any upstream request', async () => {
    const ids = await accountIds(100);
    // 100 + 100 × (1 + 20 × 1) = 2,200 > 1,000.
    const r = await g.gql(
      graphql(`query NodesLimitTooExpensive($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 20) { nodes { account { title } } } } } }`),
      {
        ids,
      },
    );
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity' });
    expect((await h.stats()).total).toBe(0);
  });

  it('more than 100 ids (101, 2,000) → BAD_USER_INPUT naming ids, 0 upstream requests', async () => {
    for (const count of [101, 2_000]) {
      const ids = await accountIds(count);
      const r = await g.gql(NODE_IDS, { ids });
      expect(r.body.data?.nodes ?? null).toBeNull();
      expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
      expect(r.body.errors?.[0]?.message).toMatch(/at most 100/);
      expect((await h.stats()).total).toBe(0);
    }
    // Exactly 100 is fine.
    const ids = await accountIds(100);
    const ok = await g.gql(NODE_IDS, { ids });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.nodes).toHaveLength(100);
  });
});
