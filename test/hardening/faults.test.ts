/**
 * A failing upstream, driven by the sandbox's fault injection: retries (GETs only, jittered,
 * `Retry-After` honoured, within a budget), RATE_LIMITED with the retry time, the operation deadline,
 * and the circuit breaker that fails fast and recovers by itself. Every response keeps the fields that
 * did not depend on the failing call, and the process stays healthy.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type GqlResponse } from '../helpers/gateway.js';
import { waitFor } from '../helpers/wait.js';
import { graphql } from '../generated/index.js';
import type { FaultsBothListsQuery } from '../generated/graphql.js';
import { RetryBudget, retryAfterMs } from '../../src/upstream/retry.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 6, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h, { upstream: { retryMinMs: 20, retryMaxMs: 2_000 } });
const fast = useGateway(h, { limits: { ...limits(), operationDeadlineMs: 400 } });
const fragile = useGateway(h, { upstream: { retries: 0, breakerThreshold: 3, breakerHalfOpenMs: 400 } });

function limits() {
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

const BOTH = graphql(`query FaultsBothLists { accounts(first: 2) { nodes { title } } projects(first: 2) { nodes { title } } }`);
const ACCOUNTS = graphql(`query FaultsAccounts { accounts(first: 2) { nodes { title } } }`);

beforeEach(async () => {
  await h.resetStats();
});
afterEach(() => {
  h.sandbox.ctx.faults.set([]);
});

/** The other root list is intact and the failing one is null with one error of `code`. */
function expectOnlyAccountsFailed(r: GqlResponse<FaultsBothListsQuery>, code: string) {
  expect(r.body.data!.projects!.nodes).toHaveLength(2);
  expect(r.body.data!.accounts).toBeNull();
  expect(r.body.errors).toHaveLength(1);
  expect(r.body.errors![0].path).toEqual(['accounts']);
  expect(r.body.errors![0].extensions!.code).toBe(code);
}

describe('retries (GET only)', () => {
  it('a 503 with Retry-After: 1 is retried after about a second and the caller sees data', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 503, times: 1, retryAfter: 1 }]);
    const started = Date.now();
    const r = await g.gql(BOTH);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.accounts!.nodes).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await h.stats()).byRoute['GET /v1/accounts']).toBe(2);
  });

  it('a 502 and a connection reset are retried', async () => {
    h.sandbox.ctx.faults.set([
      { route: '/v1/accounts', status: 502, times: 1 },
      { route: '/v1/projects', reset: true, times: 1 },
    ]);
    const r = await g.gql(BOTH);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.projects!.nodes).toHaveLength(2);
    const byRoute = (await h.stats()).byRoute;
    expect(byRoute['GET /v1/accounts']).toBe(2);
    expect(byRoute['GET /v1/projects']).toBe(2);
  });

  it('a 429 whose Retry-After is beyond UPSTREAM_RETRY_MAX_MS is not waited out: RATE_LIMITED with the retry time, other fields intact', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 429, retryAfter: 30 }]);
    const started = Date.now();
    const r = await g.gql(BOTH);
    expect(Date.now() - started).toBeLessThan(1_500);
    expectOnlyAccountsFailed(r, 'RATE_LIMITED');
    expect(r.body.errors![0].extensions!.upstream).toMatchObject({ status: 429, retryAfter: 30 });
    expect((await h.stats()).byRoute['GET /v1/accounts']).toBe(1);
  });

  it('a 429 that persists through the retries → RATE_LIMITED with the retry time', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 429, retryAfter: 0 }]);
    const r = await g.gql(BOTH);
    expectOnlyAccountsFailed(r, 'RATE_LIMITED');
    expect(r.body.errors![0].extensions!.upstream).toMatchObject({ status: 429, retryAfter: 0 });
    // The first attempt and UPSTREAM_RETRIES (2) retries.
    expect((await h.stats()).byRoute['GET /v1/accounts']).toBe(3);
  });

  it('a write is never retried: one POST on 503, the error is top-level', async () => {
    h.sandbox.ctx.faults.set([{ method: 'POST', route: '/v1/accounts', status: 503 }]);
    const r = await g.gql(
      graphql(`mutation FaultsAccountCreate($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } userErrors { message } } }`),
      {
        input: { title: 'Retry Test Co', address: '1 Main St, Denver, CO 80202' },
      },
    );
    expect(r.body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/accounts': 1 });
  });

  it('a write whose connection is reset is not repeated: one POST, and the caller is told the outcome is unknown', async () => {
    h.sandbox.ctx.faults.set([{ method: 'POST', route: '/v1/accounts', reset: true }]);
    const r = await g.gql(graphql(`mutation FaultsAccountCreateReset($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } } }`), {
      input: { title: 'Reset Test Co', address: '2 Main St, Denver, CO 80202' },
    });
    expect(r.body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(r.body.errors![0].message).toMatch(/outcome of the write is unknown/);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/accounts': 1 });
  });

  it('the retry budget: 10 retries a second plus a share of first attempts, then failures pass straight through', () => {
    let clock = 1_000;
    const budget = new RetryBudget(20, 10, () => clock);
    let granted = 0;
    for (let i = 0; i < 50; i++) if (budget.trySpend()) granted++;
    expect(granted).toBe(10);
    for (let i = 0; i < 10; i++) budget.deposit();
    expect(budget.trySpend()).toBe(true);
    expect(budget.trySpend()).toBe(false);
    // A second later the budget holds its 10 retries again (plus what was left of a token).
    clock += 1_000;
    granted = 0;
    for (let i = 0; i < 50; i++) if (budget.trySpend()) granted++;
    expect(granted).toBeGreaterThanOrEqual(10);
    expect(granted).toBeLessThanOrEqual(11);
  });

  it('Retry-After as delta seconds or an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs(new Date(Date.now() + 5_000).toUTCString())).toBeGreaterThan(3_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

describe('deadlines', () => {
  it('GRAPHQL_OPERATION_DEADLINE_MS: a slow call is abandoned; the operation answers in time with everything else', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', delayMs: 3_000 }]);
    const started = Date.now();
    const r = await fast.gql(BOTH);
    expect(Date.now() - started).toBeLessThan(1_500);
    expectOnlyAccountsFailed(r, 'UPSTREAM_UNAVAILABLE');
    expect(r.body.errors![0].message).toMatch(/deadline/);
    // The next operation has its own deadline.
    h.sandbox.ctx.faults.set([]);
    expect((await fast.gql(BOTH)).body.errors).toBeUndefined();
  });
});

describe('circuit breaker', () => {
  it('opens after 3 consecutive failures, fails fast without calling upstream, and closes by itself once upstream is back', async () => {
    // The whole upstream answers 503.
    h.sandbox.ctx.faults.set([{ route: '/v1', status: 503 }]);
    for (let i = 0; i < 3; i++) {
      const r = await fragile.gql(ACCOUNTS);
      expect(r.body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    }
    expect((await h.stats()).byRoute['GET /v1/accounts']).toBe(3);
    await h.resetStats();
    // Open for that route: accounts reach no upstream; the error says when to retry; fields without upstream stay.
    const open = await fragile.gql(graphql(`query FaultsAccountsAndCost { accounts(first: 2) { nodes { title } } rateLimit { cost } }`));
    expect(open.body.data).toEqual({ accounts: null, rateLimit: { cost: 1 } });
    expect(open.body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(open.body.errors![0].message).toMatch(/paused/);
    expect(open.body.errors![0].extensions!.upstream.retryAfter).toBeGreaterThanOrEqual(1);
    expect((await h.stats()).total).toBe(0);
    // The upstream recovers; after the half-open pause one trial succeeds and the circuit closes.
    h.sandbox.ctx.faults.set([]);
    const trial = await waitFor(
      async () => {
        const r = await fragile.gql(ACCOUNTS);
        return r.body.errors === undefined && r;
      },
      3_000,
      'a trial through the half-open circuit',
    );
    expect(trial.body.data!.accounts!.nodes.length).toBeGreaterThan(0);
    expect(fragile.gateway.health).toBeDefined();
    const after = await fragile.gql(BOTH);
    expect(after.body.errors).toBeUndefined();
  });

  it('one failing route does not stop the others: GET /projects open, accounts of any company still answer (issue 12, finding 14)', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/projects', status: 503 }]);
    for (let i = 0; i < 3; i++)
      expect((await fragile.gql(graphql(`query FaultsProjects { projects(first: 2) { nodes { title } } }`))).body.errors![0].extensions!.code).toBe(
        'UPSTREAM_UNAVAILABLE',
      );
    await h.resetStats();
    const r = await fragile.gql(BOTH);
    expect(r.body.data!.accounts!.nodes.length).toBeGreaterThan(0);
    expect(r.body.data!.projects).toBeNull();
    expect(r.body.errors!.map((e) => e.message).join()).toMatch(/paused/);
    const other = await fragile.gql(ACCOUNTS, undefined, { key: h.key2 });
    expect(other.body.errors).toBeUndefined();
    // Only the accounts reads reached upstream; the open projects route sent nothing.
    expect((await h.stats()).byRoute['GET /v1/projects']).toBeUndefined();
    h.sandbox.ctx.faults.set([]);
    await waitFor(async () => (await fragile.gql(BOTH)).body.errors === undefined, 3_000, 'the projects circuit to close');
  });

  it('4xx answers and 500s on one route do not open the circuit', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 500 }]);
    for (let i = 0; i < 4; i++) expectOnlyAccountsFailed(await fragile.gql(BOTH), 'UPSTREAM_ERROR');
    expect((await h.stats()).byRoute['GET /v1/accounts']).toBe(4);
  });
});

describe('the process stays healthy', () => {
  it('after every fault above: /healthz and /readyz answer 200 and a query works', async () => {
    for (const path of ['/healthz', '/readyz']) expect((await g.gateway.fetch(`http://gateway${path}`)).status).toBe(200);
    const r = await g.gql(BOTH);
    expect(r.body.errors).toBeUndefined();
  });
});
