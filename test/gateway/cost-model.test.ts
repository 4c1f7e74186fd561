/**
 * Issue 3's acceptance queries against the cost model (docs/architecture.md): every upstream request is
 * for a distinct (resource, key) — no URL is ever requested twice in one operation — and the round
 * trips equal the query's dependent levels (the sandbox answers in rounds, test/helpers/rounds.ts, so a
 * busy machine cannot split a level). Counts are derived from what the REST API answers, so the test
 * holds for any seed.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({
  latency: roundsLatency,
  sizes: { accounts: 10, projects: 30, opportunities: 8, workOrders: 120, calls: 40 },
});
const g = useGateway(h);

/** Runs an operation twice and answers the second run, counted from a reset: the first opens the upstream sockets a wide level needs. */
async function measured<T>(document: TypedDocumentNode<T, { [key: string]: never }>) {
  await g.gql(document);
  await h.resetStats();
  return g.gql(document);
}

interface LoggedRequest {
  method: string;
  route: string;
  url: string;
  status: number;
}

async function requests(): Promise<LoggedRequest[]> {
  const body = (await h.stats()) as unknown as { requests: LoggedRequest[] };
  return body.requests;
}

const distinct = <T>(xs: T[]) => [...new Set(xs)];

beforeEach(async () => {
  await h.resetStats();
});

describe('issue 3 acceptance: request counts and round trips', () => {
  it('50 work orders with project and account titles: 1 list + one GET per distinct parent + one per distinct account, 3 round trips, never 101', async () => {
    const r = await measured(graphql(`query CostModelParentTitles { workOrders(first: 50) { nodes { title project { title account { title } } } } }`));
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.workOrders!.nodes;
    expect(nodes).toHaveLength(50);
    const withProject = nodes.filter((n) => n.project);
    expect(withProject.length).toBeGreaterThan(10);

    const log = await requests();
    const stats = await h.stats();
    // No (resource, key) twice: the loaders dedup every by-id read.
    expect(log.map((x) => `${x.method} ${x.url}`)).toEqual(distinct(log.map((x) => `${x.method} ${x.url}`)));
    expect(stats.byRoute['GET /v1/work-orders']).toBe(1);

    // Expected from REST itself: each distinct project parent once, each distinct account of those once.
    const rest = (await h.api('GET', '/work-orders?page=1&page_size=51')).body as Array<{ project: { id: number } | null }>;
    const parentIds = distinct(
      rest
        .slice(0, 50)
        .map((w) => w.project?.id)
        .filter((id): id is number => id != null),
    );
    const projectParents: Array<{ id: number; accountId: number | null }> = [];
    for (const id of parentIds) {
      const p = await h.api('GET', `/projects/${id}?include_archived=true`);
      if (p.status === 200) projectParents.push(p.body);
    }
    const projectGets = log.filter((x) => x.route === '/v1/projects/:projectId');
    expect(projectGets.filter((x) => x.status === 200)).toHaveLength(projectParents.length);
    const projectAccounts = distinct(projectParents.map((p) => p.accountId).filter((id): id is number => id != null));
    const accountGets = log.filter((x) => x.route === '/v1/accounts/:accountId').map((x) => Number(/accounts\/(\d+)/.exec(x.url)![1]));
    for (const id of projectAccounts) expect(accountGets).toContain(id);
    // Parents that are not projects cost at most one more read each (their kind is checked by id).
    expect(stats.total).toBeLessThanOrEqual(1 + 2 * parentIds.length + projectAccounts.length);
    expect(stats.total).toBeLessThan(101);
    expect(roundsOf(stats)).toBe(3);
  });

  it('depth five across work orders, projects, invoices, calls, accounts, sites and utilities: 4 round trips, no key twice', async () => {
    const r = await measured(
      graphql(`query CostModelDepthFive {
      workOrders(first: 8) {
        nodes {
          title
          visits { startDate }
          project {
            title
            invoices { nodes { invoiceNumber status } }
            calls { nodes { outcome reason } }
            account {
              title
              calls { nodes { outcome } }
              sites(first: 2) { nodes { fullAddress utilities { name } } }
            }
          }
        }
      }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.workOrders!.nodes;
    expect(nodes).toHaveLength(8);
    const withSites = nodes.filter((n) => n.project?.account?.sites?.nodes.length);
    expect(withSites.length).toBeGreaterThan(0);
    expect(withSites.some((n) => n.project!.account!.sites!.nodes.some((s) => s.utilities!.length > 0))).toBe(true);

    const log = await requests();
    expect(log.map((x) => `${x.method} ${x.url}`)).toEqual(distinct(log.map((x) => `${x.method} ${x.url}`)));
    const stats = await h.stats();
    // list → parent project → {account with its calls and sites, invoices, calls} → utilities: the
    // account's lists need only its id, which the project holds, so they go with the account's read.
    expect(roundsOf(stats)).toBe(4);
    const routes = Object.keys(stats.byRoute);
    for (const route of ['GET /v1/work-orders', 'GET /v1/projects/:projectId', 'GET /v1/accounts/:accountId', 'GET /v1/sites', 'GET /v1/utilities']) {
      expect(routes).toContain(route);
    }
    // One site list per distinct account, one utility lookup per distinct site point.
    const accounts = distinct(nodes.map((n) => n.project?.account?.title).filter(Boolean));
    expect(stats.byRoute['GET /v1/sites']).toBe(accounts.length);
  });
});
