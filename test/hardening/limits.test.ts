/**
 * Operation limits: each is rejected before any upstream request, with `extensions.code`
 * QUERY_TOO_COMPLEX and `extensions.limit` naming it; the cost is reported in `extensions.cost` and by
 * the `rateLimit` field; introspection, field suggestions and CSRF prevention.
 */
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 6, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);
const small = useGateway(h, {
  limits: { ...baseLimits(), maxRootFields: 3, maxBodyBytes: 1_024, introspection: false, fieldSuggestions: false },
  upstream: { maxRequestsPerOperation: 2 },
});

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

beforeEach(async () => {
  await h.resetStats();
});

async function expectLimit(r: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }, limit: string) {
  expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit });
  expect((await h.stats()).total).toBe(0);
}

describe('operation limits, before any upstream request', () => {
  it('depth above 10 → limit depth', async () => {
    const r = await g.gql(
      `{ accounts(first: 1) { nodes { sites(first: 1) { nodes { account { sites(first: 1) { nodes { account { sites(first: 1) { nodes { title } } } } } } } } } } }`,
    );
    await expectLimit(r, 'depth');
  });

  it('16 aliases (max 15) → limit aliases', async () => {
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: rateLimit { cost }`).join(' ');
    await expectLimit(await g.gql(`{ ${fields} }`), 'aliases');
  });

  it('more root fields than GRAPHQL_MAX_ROOT_FIELDS → limit rootFields (fragments counted)', async () => {
    const r = await small.gql(`query { a: __typename ...F } fragment F on Query { b: __typename c: __typename d: __typename }`);
    await expectLimit(r, 'rootFields');
    expect((await small.gql(`{ a: __typename b: __typename c: __typename }`)).body.errors).toBeUndefined();
  });

  it('a document of more than 2000 tokens → limit tokens', async () => {
    const r = await g.gql(`{ accounts(first: 1) { nodes { ${'title '.repeat(2_100)} } } }`);
    await expectLimit(r, 'tokens');
  });

  it('21 directives (max 20) → limit directives', async () => {
    await expectLimit(await g.gql(`{ __typename ${'@include(if: true) '.repeat(21)} }`), 'directives');
  });

  it('a cost above GRAPHQL_MAX_COMPLEXITY (lists weighted by first) → limit complexity', async () => {
    const r = await g.gql(graphql(`query LimitsTooExpensive { accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }`));
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity', max: 1000 });
    expect((await h.stats()).total).toBe(0);
  });

  it('a document priced within the limits is still refused when other variables put it over them (the price is kept per variables)', async () => {
    const doc = graphql(
      `query LimitsPricedPerVariables($a: Int, $p: Int) { accounts(first: $a) { nodes { projects(first: $p) { nodes { account { title } } } } } }`,
    );
    const cheap = await g.gql(doc, { a: 2, p: 2 });
    expect(cheap.body.errors).toBeUndefined();
    expect(cheap.body.data!.accounts!.nodes.length).toBeGreaterThan(0);
    await h.resetStats();
    for (let i = 0; i < 2; i++) {
      const costly = await g.gql(doc, { a: 40, p: 25 });
      expect(costly.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity', max: 1000 });
      expect(costly.body.extensions?.cost?.estimated).toBeGreaterThan(1000);
    }
    expect((await h.stats()).total).toBe(0);
    // And the cheap variables, priced before, still run.
    expect((await g.gql(doc, { a: 2, p: 2 })).body.errors).toBeUndefined();
  });

  it('LIST-1: first outside 1..100 on a connection → BAD_USER_INPUT on first', async () => {
    for (const first of [0, 101]) {
      const r = await g.gql(graphql(`query LimitsProjectsFirst($n: Int) { projects(first: $n) { nodes { title } } }`), { n: first });
      expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    }
    expect((await h.stats()).total).toBe(0);
  });

  it('UPSTREAM_MAX_REQUESTS_PER_OPERATION caps the requests one operation sends', async () => {
    const r = await small.gql(graphql(`query LimitsUpstreamCap { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }`));
    expect(r.body.data!.accounts!.nodes).toHaveLength(3);
    const capped = r.body.errors!.filter((e) => e.extensions?.limit === 'upstreamRequests');
    expect(capped.length).toBeGreaterThan(0);
    expect(capped[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', max: 2 });
    expect((await h.stats()).total).toBe(2);
    expect(r.body.extensions?.cost?.upstreamRequests).toBe(4);
  });

  it('a body above GRAPHQL_MAX_BODY_BYTES → 413, declared or chunked, without reading it all', async () => {
    const body = JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(2_000) } });
    const headers = { 'content-type': 'application/json', 'x-api-key': h.key1 };
    const declared = await small.gateway.fetch('http://gateway/graphql', { method: 'POST', headers, body });
    expect(declared.status).toBe(413);
    expect((await declared.json()).errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'bodyBytes', max: 1024 });
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(body));
        c.close();
      },
    });
    const chunked = await small.gateway.fetch('http://gateway/graphql', { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    const fine = await small.gql(`{ __typename }`);
    expect(fine.body.data).toEqual({ __typename: 'Query' });
  });

  it('a gzip body (Content-Encoding) is held to GRAPHQL_MAX_BODY_BYTES once decoded, whatever its declared length', async () => {
    const body = gzipSync(JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(200_000) } }));
    expect(body.length).toBeLessThan(1_024);
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(body.length), 'x-api-key': h.key1 };
    const r = await small.gateway.fetch('http://gateway/graphql', { method: 'POST', headers, body });
    expect(r.status).toBe(413);
    expect((await r.json()).errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'bodyBytes', max: 1024 });
    // A small compressed body still works.
    const ok = gzipSync(JSON.stringify({ query: `{ __typename }` }));
    const fine = await small.gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { ...headers, 'content-length': String(ok.length) },
      body: ok,
    });
    expect((await fine.json()).data).toEqual({ __typename: 'Query' });
  });
});

describe('cost reporting', () => {
  it("extensions.cost and rateLimit { cost limit remaining } report the estimate and the key's upstream budget", async () => {
    const q = graphql(
      `query LimitsCostReport { accounts(first: 2) { nodes { title sites(first: 3) { nodes { title } } } } rateLimit { cost maxCost limit remaining } }`,
    );
    const first = await g.gql(q);
    expect(first.body.errors).toBeUndefined();
    // 1 for the accounts page + 2 × (1 for each sites page).
    expect(first.body.data!.rateLimit!.cost).toBe(3);
    expect(first.body.data!.rateLimit!.maxCost).toBe(1000);
    expect(first.body.extensions!.cost).toMatchObject({ estimated: 3, max: 1000, upstreamRequests: (await h.stats()).total });
    const second = await g.gql(graphql(`query LimitsRateLimit { rateLimit { cost limit remaining } }`));
    // As the sandbox last reported it for this key: 5,000 a day, some of it spent.
    expect(second.body.data!.rateLimit).toMatchObject({ cost: 0, limit: 5000 });
    expect(second.body.data!.rateLimit!.remaining).toBeLessThan(5000);
    expect(second.body.extensions!.cost).toMatchObject({ upstreamRequests: 0, upstreamLimit: 5000 });
    // Another key has its own budget: the gateway's configured daily figure until the upstream reports one, none of it spent.
    const other = await g.gql(graphql(`query LimitsRateLimitOtherKey { rateLimit { limit remaining reportedAt } }`), {}, { key: h.key2 });
    expect(other.body.data!.rateLimit).toEqual({ limit: 5000, remaining: 5000, reportedAt: null });
  });
});

describe('production switches and CSRF', () => {
  it('GRAPHQL_INTROSPECTION=false refuses __schema and __type but keeps __typename', async () => {
    const r = await small.gql(`{ __schema { queryType { name } } }`);
    expect(r.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await small.gql(`{ __typename }`)).body.data).toEqual({ __typename: 'Query' });
    expect((await g.gql(graphql(`query LimitsIntrospection { __schema { queryType { name } } }`))).body.data!.__schema.queryType.name).toBe('Query');
  });

  it('GRAPHQL_FIELD_SUGGESTIONS=false hides "Did you mean"', async () => {
    expect((await g.gql(`{ acounts { nodes { title } } }`)).body.errors?.[0]?.message).toMatch(/Did you mean/);
    const r = await small.gql(`{ acounts { nodes { title } } }`);
    expect(r.body.errors?.[0]?.message).not.toMatch(/Did you mean|accounts/);
  });

  it('CSRF: a browser-"simple" request (GET or text/plain/form POST) without a preflight header → 403', async () => {
    const get = await g.gateway.fetch('http://gateway/graphql?query=%7B__typename%7D');
    expect(get.status).toBe(403);
    const form = await g.gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBe(403);
    const withKey = await g.gateway.fetch('http://gateway/graphql?query=%7B__typename%7D', { headers: { 'x-api-key': h.key1 } });
    expect(withKey.status).toBe(200);
  });
});
