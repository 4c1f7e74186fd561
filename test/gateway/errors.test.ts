/**
 * Errors as a client sees them: upstream status → `extensions.code` (+ `extensions.upstream`), one
 * failing nested field nulls only that field, a bad key fails the operation with UNAUTHENTICATED and
 * no further upstream calls, input errors cost no call, and nothing leaks the upstream URL or a key.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 8, opportunities: 4, workOrders: 2, calls: 2 } });
const g = useGateway(h);
// A second gateway with short timeouts and no retries, for transport failures.
const impatient = useGateway(h, { upstream: { headersTimeoutMs: 150, retries: 0 } });

const ACCOUNT_TITLES = graphql(`query ErrorsAccountTitles { accounts(first: 2) { nodes { title } } }`);

beforeEach(async () => {
  await h.resetStats();
});
afterEach(() => {
  h.sandbox.ctx.faults.set([]);
});

/** Nothing in a response may reveal where upstream lives or which key was used. */
function expectNoLeak(text: string) {
  const origin = new URL(h.url);
  expect(text).not.toContain(origin.host);
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain('/v1/');
  expect(text).not.toContain(h.key1);
  expect(text).not.toContain(h.key2);
}

describe('upstream errors through GraphQL', () => {
  it('one failing nested list (500 on one GET /sites) nulls only that field; the rest of the data stays', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/sites', status: 500, times: 1 }]);
    const r = await g.gql(graphql(`query ErrorsAccountSites { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }`));
    expect(r.status).toBe(200);
    const nodes = r.body.data!.accounts!.nodes;
    expect(nodes).toHaveLength(3);
    expect(nodes.every((a) => typeof a.title === 'string')).toBe(true);
    expect(nodes.filter((a) => a.sites === null)).toHaveLength(1);
    expect(nodes.filter((a) => a.sites !== null)).toHaveLength(2);
    expect(r.body.errors).toHaveLength(1);
    const [error] = r.body.errors!;
    expect(error.path).toEqual(['accounts', 'nodes', nodes.findIndex((a) => a.sites === null), 'sites']);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 500 } });
    expectNoLeak(r.text);
  });

  it('NOT_FOUND for an unknown id: null field, code NOT_FOUND, the upstream status and code', async () => {
    const r = await g.gql(graphql(`query ErrorsUnknownAccount { account(databaseId: 999999) { title } }`));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ account: null });
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404, code: 'NOT_FOUND' } });
    expectNoLeak(r.text);
  });

  it("AUTH-12: company 2 cannot read company 1's account (NOT_FOUND, not its data)", async () => {
    const list = await h.api<Array<{ id: number }>>('GET', '/accounts?page=1&page_size=1');
    const r = await g.gql(graphql(`query ErrorsAccountOfCompany1($id: Int!) { account(databaseId: $id) { title } }`), { id: list.body[0].id }, { key: h.key2 });
    expect(r.body.data!.account).toBeNull();
    expect(r.body.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('AUTH-2: a bad key → one UNAUTHENTICATED error, HTTP 401, and no upstream call after the first rejection', async () => {
    const bad = 'fg_not_a_real_key_123456789';
    const r = await g.gql(
      graphql(`query ErrorsBadKey { accounts(first: 2) { nodes { title sites { nodes { title } } } } projects(first: 2) { nodes { title } } }`),
      {},
      { key: bad },
    );
    expect(r.status).toBe(401);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // At most the two root lists, which start together; nothing is sent after their 401s.
    expect((await h.stats()).total).toBeLessThanOrEqual(2);
    expectNoLeak(r.text);
    expect(r.text).not.toContain(bad);
  });

  it('AUTH-2: a missing or malformed key → UNAUTHENTICATED without any upstream call', async () => {
    for (const key of [null, 'has spaces in it']) {
      const r = await g.gql(ACCOUNT_TITLES, {}, { key });
      expect(r.status).toBe(401);
      expect(r.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    expect((await h.stats()).total).toBe(0);
  });

  it('LIST-1: first above 100 → BAD_USER_INPUT before any upstream call', async () => {
    const r = await g.gql(graphql(`query ErrorsFirstTooLarge { accounts(first: 101) { nodes { title } } }`));
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect((await h.stats()).total).toBe(0);
  });

  it('a global id of another type is rejected before any upstream call', async () => {
    const siteId = Buffer.from('Site:50001').toString('base64');
    const r = await g.gql(graphql(`query ErrorsAccountByGlobalId($id: ID!) { account(id: $id) { title } }`), { id: siteId });
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.data?.account ?? null).toBeNull();
    expect((await h.stats()).total).toBe(0);
  });

  it('a too expensive query → QUERY_TOO_COMPLEX before any upstream call', async () => {
    const r = await g.gql(graphql(`query ErrorsTooExpensive { accounts(first: 100) { nodes { projects(first: 100) { nodes { account { title } } } } } }`));
    expect(r.body.errors![0].extensions!.code).toBe('QUERY_TOO_COMPLEX');
    expect((await h.stats()).total).toBe(0);
  });

  it('a 503 on a GET is retried (Retry-After honoured) and the caller sees data', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 503, times: 1, retryAfter: 0 }]);
    const r = await g.gql(ACCOUNT_TITLES);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.accounts!.nodes).toHaveLength(2);
    expect((await h.stats()).byRoute['GET /v1/accounts']).toBe(2);
  });

  it('429 after the retries → RATE_LIMITED with the upstream status', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 429, retryAfter: 0 }]);
    const r = await impatient.gql(ACCOUNT_TITLES);
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED', upstream: { status: 429 } });
  });

  it('an upstream that does not answer in time → UPSTREAM_UNAVAILABLE, without URL or key', async () => {
    // undici's timers are coarse (up to ~1 s), hence a delay well past the 150 ms headers timeout.
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', delayMs: 2500, times: 1 }]);
    const r = await impatient.gql(ACCOUNT_TITLES);
    expect(r.body.data).toEqual({ accounts: null });
    expect(r.body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoLeak(r.text);
  });
});
