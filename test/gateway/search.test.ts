/**
 * The typed `where:` on accounts, projects and opportunities, read through `GET /…/search` against the
 * sandbox: data, upstream request counts and the errors (checked by the gateway or by the upstream).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 12, projects: 30, opportunities: 12, workOrders: 10, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

interface RestProject {
  id: number;
  status: string;
  city: string | null;
  trades: string[];
  createdAt: string;
}

async function allProjects(): Promise<RestProject[]> {
  const r = await h.api('GET', '/projects?page=1&page_size=100&order_by=asc');
  await h.resetStats();
  return r.body as RestProject[];
}

const searchRoutes = (byRoute: Record<string, number>) => Object.fromEntries(Object.entries(byRoute).filter(([k]) => k.includes('/search')));

describe('where: (the /…/search endpoints)', () => {
  it('one condition maps onto prop1/op1/value1: status EQ ACTIVE returns exactly the active projects, 1 request', async () => {
    const rest = await allProjects();
    const active = rest.filter((p) => p.status === 'ACTIVE').map((p) => p.id);
    expect(active.length).toBeGreaterThan(0);
    const r = await g.gql(
      graphql(
        `query SearchActiveProjects { projects(first: 100, where: { conditions: [{ field: "status", operator: EQ, value: "ACTIVE" }] }) { nodes { databaseId status } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.projects!.nodes;
    expect(nodes.map((n) => n.databaseId).sort()).toEqual([...active].sort());
    expect(nodes.every((n) => n.status === 'ACTIVE')).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects/search': 1 });
  });

  it('two conditions with combine OR and IN values (JSON array): the union, 1 request; fields of the rows cost nothing more', async () => {
    const rest = await allProjects();
    const city = rest.find((p) => p.city)!.city!;
    const expected = rest.filter((p) => p.status === 'ON_HOLD' || p.status === 'CANCELLED' || p.city === city).map((p) => p.id);
    const r = await g.gql(graphql(`query SearchProjectsOr($w: RecordSearch) { projects(first: 100, where: $w) { nodes { databaseId title status } } }`), {
      w: {
        combine: 'OR',
        conditions: [
          { field: 'status', operator: 'IN', values: ['ON_HOLD', 'CANCELLED'] },
          { field: 'city', operator: 'EQ', value: city },
        ],
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.projects!.nodes.map((n) => n.databaseId).sort()).toEqual(expected.sort());
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/search': 1 });
  });

  it('combine AND narrows: status IN and createdAt BETWEEN; paging over the search keeps hasNextPage exact', async () => {
    const rest = await allProjects();
    const from = rest[0]!.createdAt;
    const to = rest[rest.length - 1]!.createdAt;
    const expected = rest.filter((p) => p.status === 'ACTIVE' || p.status === 'COMPLETED').map((p) => p.id);
    const r = await g.gql(
      graphql(`query SearchProjectsAnd($w: RecordSearch) { projects(first: 2, where: $w) { pageInfo { hasNextPage } nodes { databaseId } } }`),
      {
        w: {
          conditions: [
            { field: 'status', operator: 'IN', values: ['ACTIVE', 'COMPLETED'] },
            { field: 'createdAt', operator: 'BETWEEN', values: [from, to] },
          ],
        },
      },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.projects!.nodes.map((n) => n.databaseId)).toEqual(expected.slice(0, 2));
    expect(r.body.data!.projects!.pageInfo.hasNextPage).toBe(expected.length > 2);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/search': 1 });
  });

  it('LIST-3: EQ on trades matches when any entry equals the value (upstream answers)', async () => {
    const rest = await allProjects();
    const trade = rest.find((p) => p.trades.length > 1)?.trades[1] ?? rest.find((p) => p.trades.length)!.trades[0]!;
    const expected = rest.filter((p) => p.trades.some((t) => t.toLowerCase() === trade.toLowerCase())).map((p) => p.id);
    const r = await g.gql(
      graphql(
        `query SearchProjectsTrade($v: String) { projects(first: 100, where: { conditions: [{ field: "trades", operator: EQ, value: $v }] }) { nodes { databaseId } } }`,
      ),
      { v: trade },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.projects!.nodes.map((n) => n.databaseId).sort()).toEqual(expected.sort());
  });

  it.each(['CONTAINS', 'GT', 'BETWEEN'])('LIST-3: %s on trades is BAD_USER_INPUT naming the operator, with zero upstream calls', async (op) => {
    const cond = op === 'BETWEEN' ? `values: ["A", "B"]` : `value: "Solar"`;
    const r = await g.gql(`{ opportunities(first: 5, where: { conditions: [{ field: "trades", operator: ${op}, ${cond} }] }) { nodes { databaseId } } }`);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.extensions?.field).toBe('where.conditions.0.operator');
    expect(r.body.errors?.[0]?.message).toMatch(/trades/);
    expect((await h.stats()).total).toBe(0);
  });

  it('LIST-2: a standard field that does not apply (value on an account) is the upstream 400, surfaced as BAD_USER_INPUT naming the condition', async () => {
    const r = await g.gql(
      graphql(
        `query SearchAccountsStandardField { accounts(first: 5, where: { conditions: [{ field: "title", operator: CONTAINS, value: "a" }, { field: "value", operator: GT, value: "10" }] }) { nodes { databaseId } } }`,
      ),
    );
    expect(r.body.data?.accounts ?? null).toBeNull();
    const e = r.body.errors?.[0];
    expect(e?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(e?.extensions?.field).toBe('where.conditions.1.field');
    expect(e?.extensions?.upstream?.field).toBe('value');
    expect(e?.message).toMatch(/value/);
    expect(e?.message).not.toMatch(/http|\/v1/);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/accounts/search': 1 });
  });

  it('LIST-4: an unknown field is a custom property: an empty result, not an error', async () => {
    const r = await g.gql(
      graphql(
        `query SearchAccountsCustomProperty { accounts(first: 5, where: { conditions: [{ field: "no_such_property_key", operator: EQ, value: "x" }] }) { nodes { databaseId } pageInfo { hasNextPage } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.accounts!.nodes).toEqual([]);
    expect(r.body.data!.accounts!.pageInfo.hasNextPage).toBe(false);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/accounts/search': 1 });
  });

  it("accounts: a search hit carries the account's contacts (include_contacts), so contacts cost no second request", async () => {
    const rest = (await h.api('GET', '/accounts?page=1&page_size=1&include_contacts=true')).body as {
      id: number;
      title: string;
      contacts: { name: string }[];
    }[];
    await h.resetStats();
    const account = rest[0]!;
    const r = await g.gql(
      graphql(
        `query SearchAccountContacts($id: String) { accounts(first: 5, where: { conditions: [{ field: "id", operator: EQ, value: $id }] }) { nodes { databaseId title contacts { name } } } }`,
      ),
      { id: String(account.id) },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.accounts!.nodes).toEqual([{ databaseId: account.id, title: account.title, contacts: account.contacts.map((c) => ({ name: c.name })) }]);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/accounts/search': 1 });
  });

  it('the gateway checks what it can before any call: condition count, value shapes, text filters with where (zero upstream calls)', async () => {
    const cases: [string, string][] = [
      [`conditions: []`, 'where.conditions'],
      [
        `conditions: [{ field: "a", operator: EQ, value: "1" }, { field: "b", operator: EQ, value: "2" }, { field: "c", operator: EQ, value: "3" }]`,
        'where.conditions',
      ],
      [`conditions: [{ field: "status", operator: IN, value: "ACTIVE" }]`, 'where.conditions.0.value'],
      [`conditions: [{ field: "status", operator: IN, values: [] }]`, 'where.conditions.0.values'],
      [`conditions: [{ field: "value", operator: BETWEEN, values: ["1"] }]`, 'where.conditions.0.values'],
      [`conditions: [{ field: "status", operator: EQ }]`, 'where.conditions.0.value'],
      [`conditions: [{ field: "  ", operator: EQ, value: "x" }]`, 'where.conditions.0.field'],
    ];
    for (const [where, field] of cases) {
      const r = await g.gql(`{ projects(first: 5, where: { ${where} }) { nodes { databaseId } } }`);
      expect(r.body.errors?.[0]?.extensions?.code, where).toBe('BAD_USER_INPUT');
      expect(r.body.errors?.[0]?.extensions?.field, where).toBe(field);
    }
    const r = await g.gql(
      graphql(
        `query SearchProjectsTextAndWhere { projects(first: 5, filter: { q: "solar" }, where: { conditions: [{ field: "status", operator: EQ, value: "ACTIVE" }] }) { nodes { databaseId } } }`,
      ),
    );
    expect(r.body.errors?.[0]?.extensions?.field).toBe('filter.q');
    // An operator outside the enum is rejected by validation.
    const bad = await g.gql(`{ projects(first: 5, where: { conditions: [{ field: "status", operator: LIKE, value: "x" }] }) { nodes { databaseId } } }`);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect((await h.stats()).total).toBe(0);
  });

  it('LIST-1: first above 100 is refused before the search is called', async () => {
    const r = await g.gql(
      graphql(
        `query SearchOpportunitiesFirstTooLarge { opportunities(first: 101, where: { conditions: [{ field: "confidence", operator: GTE, value: "0" }] }) { nodes { databaseId } } }`,
      ),
    );
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await h.stats()).total).toBe(0);
  });

  it('without where the plain list is read, never the search endpoint', async () => {
    const r = await g.gql(graphql(`query SearchPlainLists { projects(first: 3) { nodes { databaseId } } opportunities(first: 3) { nodes { databaseId } } }`));
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(searchRoutes(stats.byRoute)).toEqual({});
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/opportunities': 1 });
  });
});
