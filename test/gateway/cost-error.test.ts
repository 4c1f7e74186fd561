/**
 * The cost refusal (QUERY_TOO_COMPLEX, `limit: complexity`) says where the cost comes from (issue 32 item 7):
 * the path of fields that holds most of it, in the message and as `extensions.costliestPath`, so a client
 * knows which list to ask fewer records of. No request is sent upstream for a refused operation.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 6, opportunities: 2, workOrders: 6, calls: 2 } });
const g = useGateway(h);

describe('the cost error names the costliest path', () => {
  it('a list of lists: the inner list and its linked record, with aliases and fragments followed', async () => {
    await h.resetStats();
    const r = await g.gql(`query Heavy {
      cheap: projects(first: 2) { nodes { title } }
      heavy: projects(first: 100) { nodes { ...Work account { title } } }
    }
    fragment Work on Project { workOrders(first: 100) { nodes { title who: assignee { firstName } } } }`);
    const error = r.body.errors![0]!;
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity', max: 1000, costliestPath: 'heavy.nodes.workOrders.nodes.who' });
    expect(error.message).toBe(
      `Query exceeds the maximum complexity (complexity: ${error.extensions!.value}, max: 1000); most of it comes from heavy.nodes.workOrders.nodes.who (10101)`,
    );
    expect(error.message).toBe(error.message.trim());
    expect((await h.stats()).total).toBe(0);
  });

  it('spread over many fields, it names the root field that costs most and stops there', async () => {
    const r = await g.gql(
      `{ a: projects(first: 100) { nodes { account { title } stage { name } workflow { name } owner { name } site { fullAddress } jurisdiction { name } createdBy { name } updatedBy { name } projectManager: owner { email } salesRep: owner { phone } extra: account { primaryPhone } } } }`,
    );
    const error = r.body.errors![0]!;
    expect(error.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(error.extensions?.costliestPath).toBe('a.nodes');
    expect(error.message).toMatch(/; most of it comes from a\.nodes \(\d+\)$/);
  });

  it('depth and breadth refusals keep their message', async () => {
    const deep = await g.gql(
      '{ projects(first: 1) { nodes { account { projects(first: 1) { nodes { account { projects(first: 1) { nodes { account { projects(first: 1) { nodes { title } } } } } } } } } } } }',
    );
    expect(deep.body.errors![0]!.message).toMatch(/^Query exceeds the maximum depth \(depth: \d+, max: 10\)$/);
    expect(deep.body.errors![0]!.extensions?.costliestPath).toBeUndefined();
  });
});

describe('an operation over a limit is refused before anything runs', () => {
  it('a query: no data (not even its cheap root field), one error, its price in extensions.cost, 0 upstream requests', async () => {
    await h.resetStats();
    const r = await g.gql(`{ rateLimit { cost } heavy: projects(first: 100) { nodes { workOrders(first: 100) { nodes { assignee { firstName } } } } } }`);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0]!.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'complexity',
      costliestPath: 'heavy.nodes.workOrders.nodes.assignee',
    });
    expect(r.body.extensions?.cost).toMatchObject({ max: 1000, upstreamRequests: 0 });
    expect(r.body.extensions?.cost?.estimated).toBeGreaterThan(1000);
    expect((await h.stats()).total).toBe(0);
  });

  it('a mutation: the write is not sent, the record is unchanged', async () => {
    const list = await g.gql(`{ accounts(first: 1) { nodes { id databaseId description } } }`);
    const { id, databaseId, description } = list.body.data.accounts.nodes[0];
    await h.resetStats();
    const r = await g.gql(
      `mutation ($id: ID!) { accountUpdate(id: $id, input: { description: "priced out" }) { account { projects(first: 100) { nodes { workOrders(first: 100) { nodes { assignee { firstName } } } } } } } }`,
      { id },
    );
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity' });
    expect((await h.stats()).total).toBe(0);
    expect((await h.api('GET', `/accounts/${databaseId}`)).body.description).toBe(description);
  });
});
