/**
 * What a caller without a key can make the gateway compute: `__typename`, and the schema's
 * introspection when it is enabled, bounded by its shape (one pass over the schema at most), so that
 * neither aliases nor nested expansions turn a few KB of request into megabytes of answer. Anything
 * else without a key is refused before it runs.
 */
import { getIntrospectionQuery } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);
const closed = useGateway(h, { limits: { ...baseLimits(), introspection: false } });
/** A gateway no test above has sent key2 through. */
const fresh = useGateway(h);

function baseLimits() {
  return {
    maxComplexity: 1_000,
    maxDepth: 10,
    maxBreadth: 300,
    maxAliases: 15,
    maxRootFields: 20,
    maxTokens: 2_000,
    maxDirectives: 20,
    maxBodyBytes: 10 * 1024 * 1024,
    operationDeadlineMs: 30_000,
    introspection: true,
    fieldSuggestions: true,
  };
}

/** The gateway's count of public-only operations, run and answered from memory (GET /metrics). */
async function publicAnswers(): Promise<{ executed: number; memory: number }> {
  const text = await (await g.gateway.fetch('http://gateway/metrics')).text();
  const read = (from: string) => Number(new RegExp(`^fieldgraph_public_answers_total\\{from="${from}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { executed: read('executed'), memory: read('memory') };
}

beforeEach(async () => {
  await h.resetStats();
});

/** GraphiQL's introspection query (graphql-js's, every option on). */
const FULL = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});
const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }';

describe('introspection, bounded by its shape', () => {
  it("GraphiQL's full introspection query is answered, with the demo key and without a key", async () => {
    for (const key of [h.key1, null]) {
      const r = await g.gql(FULL, {}, { key });
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.__schema.queryType.name).toBe('Query');
      expect(r.text.length).toBeLessThan(2_000_000);
    }
  });

  it('a type reference chain 14 deep (fields → type → ofType …) is one object per level: accepted', async () => {
    const r = await g.gql(`{ __schema { types { fields { type { ${TYPE_REF} } } } } }`, {}, { key: null });
    expect(r.body.errors).toBeUndefined();
  });

  it('15 aliases of a large introspection selection → QUERY_TOO_COMPLEX (introspection), before execution, key or not', async () => {
    const one = `__schema { types { name fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } }`;
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${one}`).join(' ')} }`;
    expect(aliased.length).toBeLessThan(10_000);
    for (const key of [h.key1, null]) {
      const r = await g.gql(aliased, {}, { key });
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'introspection' });
      expect(r.text.length).toBeLessThan(2_000);
    }
    // Aliases further down, and through a fragment, are the same.
    const nested = await g.gql(`{ __schema { a: types { name } b: types { name } } }`, {}, { key: null });
    expect(nested.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'introspection' });
    const viaFragment = await g.gql(
      `{ ...A ...B } fragment A on Query { a: __type(name: "Account") { name } } fragment B on Query { b: __type(name: "Project") { name } }`,
      {},
      { key: null },
    );
    expect(viaFragment.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'introspection' });
  });

  it('expanding a type reached from another type (types → fields → type → fields …) → QUERY_TOO_COMPLEX (introspection)', async () => {
    const shapes = [
      `{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }`,
      `{ __schema { types { interfaces { fields { name } } } } }`,
      `{ __type(name: "Query") { fields { type { ofType { ...Expand } } } } } fragment Expand on __Type { possibleTypes { name } }`,
    ];
    for (const query of shapes) {
      const r = await g.gql(query, {}, { key: null });
      expect(r.body.errors?.[0]?.extensions, query).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'introspection' });
    }
  });

  it('the same introspection runs once, then is answered from memory: same answer and extensions, key or not, comments and spacing aside', async () => {
    // An operation name of its own, so no earlier test has run this document.
    const query = FULL.replace('query IntrospectionQuery', 'query FromMemory');
    const before = await publicAnswers();
    const first = await g.gql(query, {}, { key: null });
    expect(first.body.extensions?.cost).toMatchObject({ upstreamRequests: 0 });
    const again = await Promise.all([g.gql(query, {}, { key: h.key1 }), g.gql(`# GraphiQL\n${query.replace(/\n/g, '\n  ')}`, {}, { key: null })]);
    for (const r of again) expect(r.text).toBe(first.text);
    const after = await publicAnswers();
    expect(after.executed - before.executed).toBe(1);
    expect(after.memory - before.memory).toBe(2);
    // Another document is another answer, run once.
    const other = await g.gql(`{ __type(name: "Project") { name description } }`, {}, { key: null });
    expect(other.body.data.__type.name).toBe('Project');
    expect((await publicAnswers()).executed - after.executed).toBe(1);
  });

  it("with GRAPHQL_INTROSPECTION=false, __schema and __type are FORBIDDEN (graphql-js's rule); __typename works", async () => {
    const r = await closed.gql(`{ __type(name: "Query") { name } }`);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(r.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await closed.gql(`{ __typename }`, {}, { key: null })).body.data).toEqual({ __typename: 'Query' });
  });
});

describe('without a key, nothing but the public surface runs', () => {
  it('an operation selecting anything but __typename or introspection → 401 UNAUTHENTICATED before it runs, 0 upstream requests', async () => {
    for (const query of [
      `{ rateLimit { cost maxCost } }`,
      `{ __typename rateLimit { cost } }`,
      `{ ...F } fragment F on Query { rateLimit { cost } }`,
      `{ accounts(first: 1) { nodes { title } } }`,
    ]) {
      const r = await g.gql(query, {}, { key: null });
      expect(r.status, query).toBe(401);
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(r.body.errors?.[0]?.message).toMatch(/x-api-key/);
    }
    const mutation = await g.gql(`mutation { accountCreate(input: { title: "", address: "" }) { userErrors { field message } } }`, {}, { key: null });
    expect(mutation.status).toBe(401);
    expect((await h.stats()).total).toBe(0);
  });

  it('a body over 64 KB without a key → 413 before it is read or parsed, where a key allows up to GRAPHQL_MAX_BODY_BYTES', async () => {
    const padded = JSON.stringify({ query: `# ${'x'.repeat(9 * 1024 * 1024)}\n{ __typename }` });
    const stranger = await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: padded });
    expect(stranger.status).toBe(413);
    const body = await stranger.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'bodyBytes', max: 65_536 });
    expect(body.errors[0].message).toMatch(/without an API key/);
    const keyed = await g.gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
      body: padded,
    });
    expect(keyed.status).toBe(200);
    expect((await keyed.json()).data).toEqual({ __typename: 'Query' });
  });

  it('a body over 64 KB with a made-up key is refused (401) after one small upstream check, unread; a working key new to the gateway is answered', async () => {
    const padded = JSON.stringify({ query: `# ${'x'.repeat(1024 * 1024)}\n{ __typename }` });
    const post = (headers: Record<string, string>) =>
      fresh.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: padded });
    await h.resetStats();
    const madeUp = await post({ 'x-api-key': 'fg_live_made_up_0000000000000000000000042' });
    expect(madeUp.status).toBe(401);
    expect((await madeUp.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The one check (remembered): the same key again costs no upstream request.
    expect((await h.stats()).total).toBe(1);
    expect((await post({ 'x-api-key': 'fg_live_made_up_0000000000000000000000042' })).status).toBe(401);
    expect((await h.stats()).total).toBe(1);
    // key2 has not been used on this gateway: it is checked once, then its body is read and answered.
    const works = await post({ 'x-api-key': h.key2 });
    expect(works.status).toBe(200);
    expect((await works.json()).data).toEqual({ __typename: 'Query' });
    // Basic credentials alone (key management, small bodies) are held to the strangers' size.
    expect((await post({ authorization: 'Basic bm90OmEta2V5' })).status).toBe(413);
  });

  it('__typename alone, inline fragments included, needs no key', async () => {
    expect((await g.gql(`{ __typename ... on Query { t: __typename } }`, {}, { key: null })).body.data).toEqual({ __typename: 'Query', t: 'Query' });
  });
});
