/**
 * Work orders through the gateway against the sandbox: data and upstream request counts (one request
 * per distinct key, waves = dependent levels).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { getIntrospectionQuery, type IntrospectionObjectType, type IntrospectionQuery } from 'graphql';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({
  latency: roundsLatency,
  sizes: { accounts: 6, projects: 10, opportunities: 6, workOrders: 30, calls: 2 },
});
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

describe('work orders', () => {
  it('20 work orders with project title and assignee name: 1 list request, 0 by-id (summaries suffice), 1 wave', async () => {
    const rest = await h.api('GET', '/work-orders?page=1&page_size=21');
    const rows = (rest.body as Array<{ project: { title: string } | null; assignee: { firstName: string } | null }>).slice(0, 20);
    expect(rows).toHaveLength(20);
    expect(rows.some((w) => w.project && w.assignee)).toBe(true);
    await h.resetStats();

    const r = await g.gql(
      graphql(`query WorkOrdersPage {
      workOrders(first: 20) {
        nodes { databaseId title isActive status { id label } visits { databaseId } workItems { type }
          parentSummary { databaseId title } assignee { firstName lastName } collaborators { firstName } labels { name color } }
      }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.workOrders!.nodes;
    expect(nodes).toHaveLength(20);
    nodes.forEach((n, i) => {
      expect(n.parentSummary?.title ?? null).toBe(rows[i]!.project?.title ?? null);
      expect(n.assignee?.firstName ?? null).toBe(rows[i]!.assignee?.firstName ?? null);
      expect(Array.isArray(n.visits)).toBe(true);
    });
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/work-orders': 1 });
    expect(roundsOf(stats)).toBe(1);
  });

  it('a project field outside the summary: each distinct parent is loaded once to learn its kind (work-order-parents.test.ts), and the project fields come from that read', async () => {
    const rest = await h.api('GET', '/work-orders?page=1&page_size=21');
    const parentIds = [
      ...new Set(
        (rest.body as Array<{ project: { id: number } | null }>)
          .slice(0, 20)
          .map((w) => w.project?.id)
          .filter((x) => x != null),
      ),
    ];
    await h.resetStats();
    const r = await g.gql(graphql(`query WorkOrdersProjectTitles { workOrders(first: 20) { nodes { project { title createdAt } } } }`));
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/work-orders']).toBe(1);
    // Project, opportunity or account: at least one by-id read per distinct parent, never one per work order.
    const byId = Object.entries(stats.byRoute)
      .filter(([k]) => k !== 'GET /v1/work-orders')
      .reduce((n, [, v]) => n + (v as number), 0);
    expect(byId).toBeGreaterThanOrEqual(parentIds.length);
    expect(byId).toBeLessThanOrEqual(2 * parentIds.length);
    expect(r.body.data!.workOrders!.nodes).toHaveLength(20);
  });

  it('DEP-1: isArchived is deprecated in the schema (use isActive) and is the negation of isActive', async () => {
    const r = await g.gql<IntrospectionQuery>(getIntrospectionQuery());
    const wo = r.body.data!.__schema.types.find((t) => t.name === 'WorkOrder') as IntrospectionObjectType;
    const f = wo.fields.find((x) => x.name === 'isArchived')!;
    expect(f.isDeprecated).toBe(true);
    expect(f.deprecationReason).toBe('Use isActive.');
    await h.resetStats();
    const q = await g.gql(graphql(`query WorkOrdersActiveFlags { workOrders(first: 5) { nodes { isActive isArchived } } }`));
    for (const n of q.body.data!.workOrders!.nodes) expect(n.isArchived).toBe(!n.isActive);
  });

  it('workOrder by databaseId: one GET /work-orders/:id; WO-10 workItems is a list discriminated by type', async () => {
    const list = await h.api('GET', '/work-orders?page=1&page_size=1');
    const id = list.body[0].id as number;
    await h.resetStats();
    const r = await g.gql(
      graphql(`query WorkOrdersWorkItems($id: Int!) { workOrder(databaseId: $id) { databaseId title workItems { __typename type databaseId } } }`),
      { id },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.workOrder!.databaseId).toBe(id);
    expect(Array.isArray(r.body.data!.workOrder!.workItems)).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/work-orders/:workOrderId': 1 });
  });

  it("projects' workOrders: 1 project list + one work order list per project, 2 waves", async () => {
    const r = await g.gql(
      graphql(
        `query WorkOrdersOfProjects { projects(first: 5) { nodes { databaseId workOrders(first: 100) { nodes { databaseId title project { databaseId } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const projects = r.body.data!.projects!.nodes;
    expect(projects).toHaveLength(5);
    for (const p of projects) for (const w of p.workOrders!.nodes) expect(w.project!.databaseId).toBe(p.databaseId);
    expect(projects.reduce((n, p) => n + p.workOrders!.nodes.length, 0)).toBeGreaterThan(0);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/projects/:projectId/work-orders': 5 });
    expect(roundsOf(stats)).toBe(2);
    // Matches the REST list of the first project.
    const rest = await h.api('GET', `/projects/${projects[0].databaseId}/work-orders?page=1&page_size=100`);
    expect(projects[0].workOrders!.nodes.map((w) => w.databaseId)).toEqual((rest.body as Array<{ id: number }>).map((w) => w.id));
  });

  it("accounts' and opportunities' workOrders: one request per parent, one wave for the level", async () => {
    const r = await g.gql(
      graphql(`query WorkOrdersOfAccounts { accounts(first: 3) { nodes { workOrders { nodes { databaseId lineItems { totalPrice } } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts': 1, 'GET /v1/accounts/:accountId/work-orders': 3 });
    expect(roundsOf(stats)).toBe(2);
  });
});
