/**
 * The benchmark's five screens (src/operations, bench/operations.ts) against the sandbox: the gateway
 * sends exactly the REST requests a client making the same screen directly would (route by route), in
 * exactly as many sequential round trips as that client's dependent levels, and as the direct client
 * makes. Round trips are counted by dependency: the sandbox answers in rounds (test/helpers/rounds.ts),
 * each closed when no request has arrived for 50 ms, so a request that needs an answer falls in a later
 * round, a client starting children early cannot hide one by overlapping unrelated requests, and a busy
 * machine cannot split a wide level into two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from 'undici';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { DirectClient } from '../../bench/direct.js';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { operations, type BenchInputs, type BenchOperation } from '../../bench/operations.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const h = useSandbox({ latency: roundsLatency, now });
const g = useGateway(h);
const agent = new Agent({ connections: 128 });
let inputs: BenchInputs;

const direct = async (op: BenchOperation) => {
  const url = new URL(h.url);
  const client = new DirectClient(agent, url.origin, url.pathname, h.key1);
  await op.direct(client, op.variables(inputs));
  return client.tally;
};
const latency = (options: object) =>
  fetch(`${h.origin}/_sandbox/latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options) });

beforeAll(async () => {
  // As bench/run.ts: the account whose screens touch the most records, chosen without latency.
  await latency({ ms: 0 });
  const accounts = (await h.api('GET', '/accounts?page=1&page_size=40')).body as { id: number }[];
  let best = { accountId: accounts[0].id, requests: -1 };
  for (const { id } of accounts) {
    inputs = { now, accountId: id };
    let requests = 0;
    for (const op of operations.filter((o) => o.name === 'Account360' || o.name === 'DeepChain')) requests += (await direct(op)).requests;
    if (requests > best.requests) best = { accountId: id, requests };
  }
  inputs = { now, accountId: best.accountId };
  await latency(roundsLatency);
}, 60_000);

afterAll(async () => {
  await agent.close();
});

/**
 * Dependent levels of each screen for the seeded data: the direct client's sequential round trips. The
 * account screen's lists need only the account's id, which the screen starts from, so they go with the
 * account: 2 levels, not 3.
 */
const levels: Record<string, number> = { TechnicianDay: 4, Account360: 2, AnalystProjects: 2, MobileWorkOrders: 1, DeepChain: 5 };

describe('the benchmark screens cost what the direct REST path costs', () => {
  it.each(operations.map((op) => [op.name, op] as const))('%s: same requests route by route, as many round trips as the direct client', async (_name, op) => {
    await g.gql(op.document, op.variables(inputs)); // warm: the first operation of a process opens its sockets
    await h.resetStats();
    const r = await g.gql(op.document, op.variables(inputs));
    expect(r.body.errors).toBeUndefined();
    const gateway = await h.stats();
    await h.resetStats();
    const tally = await direct(op);
    const rest = await h.stats();

    expect(tally.levels).toBe(levels[op.name]);
    expect(gateway.byRoute).toEqual(rest.byRoute);
    expect(gateway.total).toBe(tally.requests);
    // Waves by dependency: the gateway's round trips equal the direct client's, measured the same way.
    expect(roundsOf(rest)).toBe(tally.levels);
    expect(roundsOf(gateway)).toBe(roundsOf(rest));
  });

  it("account 360 shows each site's equipment (one GET /assets per site, beside the geo lookups); the technician's day an opportunity's appointments (one GET per opportunity parent)", async () => {
    const account = operations.find((o) => o.name === 'Account360')!;
    await h.resetStats();
    const a = await g.gql(account.document, account.variables(inputs));
    expect(a.body.errors).toBeUndefined();
    const sites = a.body.data.account.sites.nodes as { assets: { nodes: { serialNumber: string | null }[] } }[];
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.some((s) => s.assets.nodes.length > 0)).toBe(true);
    expect((await h.stats()).byRoute['GET /v1/assets']).toBe(sites.length);

    const day = operations.find((o) => o.name === 'TechnicianDay')!;
    await h.resetStats();
    const t = await g.gql(day.document, day.variables(inputs));
    expect(t.body.errors).toBeUndefined();
    const parents = (t.body.data.workOrders.nodes as { parent: { __typename: string; appointments?: { nodes: unknown[] } } | null }[]).map((w) => w.parent);
    const opportunities = parents.filter((p) => p?.__typename === 'Opportunity');
    for (const p of opportunities) expect(Array.isArray(p!.appointments?.nodes)).toBe(true);
    const reads = (await h.stats()).byRoute['GET /v1/opportunities/:opportunityId/appointments'] ?? 0;
    // One read per distinct opportunity parent: none without one, never more than the work orders on them.
    expect(reads > 0).toBe(opportunities.length > 0);
    expect(reads).toBeLessThanOrEqual(opportunities.length);
  });

  it("the cache-on rounds' clients each ask a screen of their own: a client's start of the day is a list request of its own, the same requests as the direct client's", async () => {
    const day = operations.find((o) => o.name === 'TechnicianDay')!;
    const mine: BenchInputs = { ...inputs, client: 15 };
    expect(day.variables(mine)).not.toEqual(day.variables(inputs));
    await h.resetStats();
    const r = await g.gql(day.document, day.variables(mine));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.workOrders.nodes.length).toBeGreaterThan(0);
    const gateway = await h.stats();
    await h.resetStats();
    const url = new URL(h.url);
    await day.direct(new DirectClient(agent, url.origin, url.pathname, h.key1), day.variables(mine));
    expect(gateway.byRoute).toEqual((await h.stats()).byRoute);
  });

  it('analyst list (LIST-1): 100 projects in one call of page_size 100; each distinct account read once where per-field reads would make one per project', async () => {
    const op = operations.find((o) => o.name === 'AnalystProjects')!;
    await h.resetStats();
    const r = await g.gql(op.document);
    expect(r.body.data.projects.nodes).toHaveLength(100);
    const stats = await h.stats();
    const accounts = new Set(r.body.data.projects.nodes.map((p: { account: { title: string } | null }) => p.account?.title));
    expect(stats.byRoute['GET /v1/projects']).toBe(1);
    expect(stats.byRoute['GET /v1/accounts/:accountId']).toBeGreaterThanOrEqual(accounts.size);
    expect((await direct(op)).perField).toBeGreaterThan(stats.total);
  });

  it('first: 100 reads the record past the page (a second call) only when the query asks for hasNextPage', async () => {
    await h.resetStats();
    const without = await g.gql('{ projects(first: 100) { nodes { databaseId } } }');
    expect(without.body.errors).toBeUndefined();
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects': 1 });
    await h.resetStats();
    const withNext = await g.gql('{ projects(first: 100) { pageInfo { hasNextPage endCursor } nodes { databaseId } } }');
    expect(withNext.body.data.projects.pageInfo.hasNextPage).toBe(true);
    expect(withNext.body.data.projects.nodes).toHaveLength(100);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects': 2 });
    const next = await g.gql('query ($after: String) { projects(first: 100, after: $after) { nodes { databaseId } } }', {
      after: withNext.body.data.projects.pageInfo.endCursor,
    });
    const ids = new Set([...withNext.body.data.projects.nodes, ...next.body.data.projects.nodes].map((p: { databaseId: number }) => p.databaseId));
    expect(ids.size).toBe(200);
  });
});
