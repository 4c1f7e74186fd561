/**
 * An answer's keys come in the document's order (issue 32 item 1), on a document's first run (the standard
 * executor), on its later runs (compiled by graphql-jit) and with compiled queries off, through fragments,
 * aliases and @include/@skip. Yoga's default executor wrote an object's async fields as they resolved
 * (pothos#1511): `title, databaseId, stage, createdAt, id, account` for the document below on its first run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type GatewayHarness } from '../helpers/gateway.js';
import { executionsTotal } from '../../src/metrics.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 12, opportunities: 4, workOrders: 12, calls: 4 } });
const compiled = useGateway(h);
const standard = useGateway(h, { compiledQueries: false });
let projectId: number;
let accountId: number;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  projectId = ((await h.api('GET', '/projects?page=1&page_size=1')).body as { id: number }[])[0].id;
  accountId = ((await h.api('GET', '/accounts?page=1&page_size=1')).body as { id: number }[])[0].id;
});

/** Operations run compiled so far, all gateways of this file together. */
const compiledRuns = async () => (await executionsTotal.get()).values.find((v) => v.labels.executor === 'compiled')?.value ?? 0;

/** Runs the document `times` times; the last run must be compiled (or not). */
async function runs(gateway: GatewayHarness, times: number, query: string, variables?: Record<string, unknown>) {
  const answers = [];
  for (let i = 0; i < times; i++) {
    const before = await compiledRuns();
    const r = await gateway.gql(query, variables);
    expect(r.body.errors).toBeUndefined();
    answers.push({ body: r.body, compiled: (await compiledRuns()) - before === 1 });
  }
  return answers;
}

/** Every object of the answer with the path it sits at, so a failure names where the order broke. */
function objects(value: unknown, path = 'data'): Array<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => objects(v, `${path}.${i}`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return [[path, record], ...Object.entries(record).flatMap(([k, v]) => objects(v, `${path}.${k}`))];
}

/** The keys of each object at a path of the answer, e.g. `projects.nodes.*`. */
function keysAt(data: unknown, pattern: string): string[][] {
  const re = new RegExp(`^data\\.${pattern.replaceAll('.', '\\.').replaceAll('*', '\\d+')}$`);
  return objects(data)
    .filter(([path]) => re.test(path))
    .map(([, o]) => Object.keys(o));
}

const cases: Array<[string, () => GatewayHarness, number, boolean]> = [
  ['first run (standard executor)', () => compiled, 1, false],
  ['second and third runs (compiled)', () => compiled, 3, true],
  ['compiled queries off', () => standard, 2, false],
];

describe('keys in the order of the document', () => {
  it.each(cases)('a project list with async links between leaves: %s', async (_name, gateway, times, lastCompiled) => {
    // A fresh document per case (the comment differs), so the first case really is its first run.
    const query = `{ projects(first: 3) { nodes { title databaseId id stage { name databaseId } account { title databaseId } createdAt } } } # ${_name}`;
    const answers = await runs(gateway(), times, query);
    expect(answers.at(-1)!.compiled).toBe(lastCompiled);
    for (const r of answers) {
      expect(Object.keys(r.body)).toEqual(['data', 'extensions']);
      const nodes = keysAt(r.body.data, 'projects.nodes.*');
      expect(nodes.length).toBe(3);
      for (const keys of nodes) expect(keys).toEqual(['title', 'databaseId', 'id', 'stage', 'account', 'createdAt']);
      for (const keys of keysAt(r.body.data, 'projects.nodes.*.stage')) expect(keys).toEqual(['name', 'databaseId']);
      for (const keys of keysAt(r.body.data, 'projects.nodes.*.account')) expect(keys).toEqual(['title', 'databaseId']);
    }
  });

  it.each(cases)('fragments, aliases, @include/@skip and an abstract list: %s', async (_name, gateway, times, lastCompiled) => {
    const query = `query Shapes($ids: [ID!]!, $yes: Boolean!) {
      nodes(ids: $ids) {
        __typename
        ... on Project { stage { name } t: title createdAt @include(if: $yes) acct: account { title } }
        ...Named
        id
        ... on Project { databaseId updatedAt @skip(if: $yes) }
      }
      later: projects(first: 1) { nodes { account { title } id } }
      early: rateLimit { cost }
    }
    fragment Named on Account { createdAt title databaseId }
    # ${_name}`;
    const variables = { ids: [gid('Project', projectId), gid('Account', accountId)], yes: true };
    const answers = await runs(gateway(), times, query, variables);
    expect(answers.at(-1)!.compiled).toBe(lastCompiled);
    for (const r of answers) {
      expect(Object.keys(r.body.data)).toEqual(['nodes', 'later', 'early']);
      const [project, account] = keysAt(r.body.data, 'nodes.*');
      expect(project).toEqual(['__typename', 'stage', 't', 'createdAt', 'acct', 'id', 'databaseId']);
      expect(account).toEqual(['__typename', 'createdAt', 'title', 'databaseId', 'id']);
      expect(keysAt(r.body.data, 'later.nodes.*')).toEqual([['account', 'id']]);
    }
  });

  it('a mutation payload keeps its order too (mutations run on the standard executor)', async () => {
    const r = await compiled.gql(
      `mutation { accountCreate(input: { title: "Key Order Dental", address: "1200 Main St, Durango, CO 81301" }) {
        userErrors { code } account { title contacts { name } id databaseId } matchedExisting } }`,
    );
    expect(r.body.errors).toBeUndefined();
    expect(Object.keys(r.body.data.accountCreate)).toEqual(['userErrors', 'account', 'matchedExisting']);
    expect(Object.keys(r.body.data.accountCreate.account)).toEqual(['title', 'contacts', 'id', 'databaseId']);
  });
});
