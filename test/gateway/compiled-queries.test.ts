/**
 * Queries sent again run as code compiled from their document (graphql-jit): the same answers, errors and
 * upstream requests as the standard executor, side by side on one sandbox (GRAPHQL_COMPILED_QUERIES=false
 * is the standard executor for everything); a document's first run, mutations, operations over a limit,
 * refused variables and variable defaults keep the standard executor, so their errors read as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type GatewayHarness } from '../helpers/gateway.js';
import { operations, type BenchInputs } from '../../bench/operations.js';
import { executionsTotal } from '../../src/metrics.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const h = useSandbox({ now, sizes: { accounts: 6, projects: 110, opportunities: 6, workOrders: 20, calls: 6 } });
const compiled = useGateway(h);
const standard = useGateway(h, { compiledQueries: false });
let inputs: BenchInputs;
let projectId: number;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  const accounts = (await h.api('GET', '/accounts?page=1&page_size=1')).body as { id: number }[];
  inputs = { now, accountId: accounts[0].id };
  projectId = ((await h.api('GET', '/projects?page=1&page_size=1')).body as { id: number }[])[0].id;
});

const executions = async () => {
  const values = (await executionsTotal.get()).values;
  const of = (executor: string) => values.find((v) => v.labels.executor === executor)?.value ?? 0;
  return { compiled: of('compiled'), standard: of('standard') };
};

/** One operation on a gateway: its body, the REST requests it made (method and URL, in order of arrival sorted), and which executor ran it. */
async function run(g: GatewayHarness, query: string, variables?: Record<string, unknown>) {
  await h.resetStats();
  const before = await executions();
  const r = await g.gql(query, variables);
  const after = await executions();
  const requests = (await h.stats()).requests.map((q) => `${q.method} ${q.url}`).sort();
  return { status: r.status, body: r.body, requests, compiled: after.compiled - before.compiled, standard: after.standard - before.standard };
}

/**
 * Runs on both gateways (on the compiling one twice: a document is compiled on its second run); the answers
 * and the upstream requests must be the same. Returns the compiling gateway's second run.
 */
async function same(query: string, variables?: Record<string, unknown>) {
  await run(compiled, query, variables);
  const a = await run(compiled, query, variables);
  const b = await run(standard, query, variables);
  // What the upstream last said of the key's daily budget moves between the two runs.
  const { upstreamRemaining: _a, ...costA } = a.body.extensions?.cost ?? {};
  const { upstreamRemaining: _b, ...costB } = b.body.extensions?.cost ?? {};
  expect({ ...a.body, extensions: { cost: costA } }).toEqual({ ...b.body, extensions: { cost: costB } });
  expect(a.requests).toEqual(b.requests);
  expect(a.status).toBe(b.status);
  expect(b, JSON.stringify(b.body.errors)).toMatchObject({ compiled: 0, standard: 1 });
  return a;
}

describe('compiled queries answer as the standard executor does', () => {
  it.each(operations.map((op) => [op.name, op] as const))('the %s screen: the same data and the same upstream requests', async (_name, op) => {
    const a = await same(op.document, op.variables(inputs));
    expect(a.body.errors).toBeUndefined();
    expect(a.requests.length).toBeGreaterThan(0);
    expect(a).toMatchObject({ compiled: 1, standard: 0 });
  });

  it('fragments on interfaces, inline fragments, aliases, @include and @skip by variable, __typename', async () => {
    const ids = [gid('Project', projectId), gid('Account', inputs.accountId), gid('Project', 999_999_999)];
    const query = `query Shapes($ids: [ID!]!, $withTitle: Boolean!, $skipStage: Boolean!) {
      nodes(ids: $ids) { __typename id ...Named ... on Project { stage @skip(if: $skipStage) { name } t: title @include(if: $withTitle) } }
      first: projects(first: 2) { nodes { databaseId } }
    }
    fragment Named on Account { title databaseId }`;
    for (const [withTitle, skipStage] of [
      [true, false],
      [false, true],
    ]) {
      const a = await same(query, { ids, withTitle, skipStage });
      expect(a.body.errors).toEqual([
        expect.objectContaining({ path: ['nodes', 2], locations: [{ line: 2, column: 7 }], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
      ]);
      expect(a.compiled).toBe(1);
      const nodes = a.body.data.nodes as Array<Record<string, unknown> | null>;
      expect(nodes[2]).toBeNull();
      expect(nodes[0]!.__typename).toBe('Project');
      expect('t' in nodes[0]!).toBe(withTitle);
      expect('stage' in nodes[0]!).toBe(!skipStage);
      expect(nodes[1]!.title).toBeTruthy();
    }
  });

  it('first: 100 asks for the record past the page only when hasNextPage is selected, compiled as well', async () => {
    const without = await same('{ projects(first: 100) { nodes { databaseId } } }');
    const withNext = await same('{ projects(first: 100) { pageInfo { hasNextPage endCursor } nodes { databaseId } } }');
    expect(without.compiled).toBe(1);
    expect(withNext.requests.length).toBe(without.requests.length + 1);
    expect(withNext.body.data.projects.pageInfo.hasNextPage).toBe(true);
  });

  it('a record the upstream does not have: null and the same error, at the same path', async () => {
    const a = await same(`{ a: account(databaseId: ${inputs.accountId}) { title } b: project(databaseId: 999999999) { title account { title } } }`);
    expect(a.compiled).toBe(1);
    expect(a.body.data.b).toBeNull();
    expect(a.body.errors![0]).toMatchObject({ path: ['b'], locations: [{ line: 1, column: expect.any(Number) }] });
  });
});

describe('what is compiled, and when', () => {
  it("a document's first run takes the standard executor, its second the compiled one", async () => {
    const query = `{ account(databaseId: ${inputs.accountId}) { title firstRun: databaseId } }`;
    expect(await run(compiled, query)).toMatchObject({ compiled: 0, standard: 1 });
    expect(await run(compiled, query)).toMatchObject({ compiled: 1, standard: 0 });
  });

  it('each operation of a document with several runs its own compiled code, priced as itself', async () => {
    const document = `query Titles($n: Int!) { accounts(first: $n) { nodes { projects(first: 25) { nodes { account { title } } } } } }
      query One($n: Int!) { account(databaseId: $n) { title } }`;
    const titles = { query: document, operationName: 'Titles', variables: { n: 1 } };
    const one = { query: document, operationName: 'One', variables: { n: inputs.accountId } };
    const post = async (body: object) => {
      await h.resetStats();
      const res = await compiled.gateway.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
        body: JSON.stringify(body),
      });
      return {
        body: (await res.json()) as { data?: Record<string, any>; errors?: Array<{ extensions?: Record<string, unknown> }> },
        requests: (await h.stats()).total,
      };
    };
    for (let i = 0; i < 2; i++) {
      expect((await post(titles)).body.data!.accounts.nodes).toHaveLength(1);
      expect((await post(one)).body.data).toEqual({ account: { title: expect.any(String) } });
    }
    // `One` with 40 is cheap; `Titles` with 40 is over the cost limit and must not run in One's place.
    const cheap = await post({ ...one, variables: { n: 40 } });
    expect(cheap.body.data).toEqual({ account: null });
    expect(cheap.requests).toBe(1);
    const costly = await post({ ...titles, variables: { n: 40 } });
    expect(costly.body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity' });
    expect(costly.requests).toBe(0);
  });

  it('a variable with a default (a DateTime) keeps the standard executor, and its value reaches the field as a date', async () => {
    const query = 'query ($after: DateTime = "2020-01-01T00:00:00Z") { projects(first: 2, filter: { updatedAfter: $after }) { nodes { databaseId } } }';
    const a = await same(query);
    expect(a.body.errors).toBeUndefined();
    expect(a.body.data.projects.nodes).toHaveLength(2);
    expect(a).toMatchObject({ compiled: 0, standard: 1 });
  });
});

describe('what keeps the standard executor', () => {
  it('a mutation', async () => {
    const r = await run(compiled, `mutation { projectUpdate(id: "${gid('Project', projectId)}", input: { title: "Compiled or not" }) { project { title } } }`);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.projectUpdate.project.title).toBe('Compiled or not');
    expect(r).toMatchObject({ compiled: 0, standard: 1 });
  });

  it('a variable the scalar refuses: its message names the field, as before', async () => {
    const r = await run(compiled, 'query ($after: DateTime) { projects(first: 1, filter: { updatedAfter: $after }) { nodes { title } } }', {
      after: '2026-01-01T10:00:00',
    });
    expect(r.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors![0].message).toMatch(/time zone/);
    expect(r.requests).toEqual([]);
    expect(r).toMatchObject({ compiled: 0, standard: 1 });
  });

  it('an operation over the cost limit is refused before anything is compiled, executed or sent', async () => {
    const r = await run(compiled, '{ accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }');
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity' });
    expect(r.requests).toEqual([]);
    expect(r).toMatchObject({ compiled: 0, standard: 0 });
  });
});
