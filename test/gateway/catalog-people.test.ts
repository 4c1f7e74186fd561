/**
 * Timesheets, labels, catalog lookups, taxes, users, roles, teams and workflows through the gateway
 * against the sandbox: data, upstream request counts (one request per distinct key, waves = dependent
 * levels) and errors.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import type { RestCatalogUnit, RestCatalogCategory, RestMeasurement, RestTax, RestCatalogItemLinks } from '../../src/upstream/catalog.js';
import type { RestCatalogItem } from '../../src/upstream/finance.js';
import type { RestLabel } from '../../src/upstream/labels.js';
import type { RestRole, RestTeam, RestWorkflow } from '../../src/upstream/people.js';
import type { RestProject } from '../../src/upstream/projects.js';
import type { RestTimesheet } from '../../src/upstream/timesheets.js';
import type { RestUser } from '../../src/upstream/users.js';
import type { RestWorkOrder } from '../../src/upstream/work-orders.js';

const h = useSandbox({ latency: roundsLatency, sizes: { accounts: 8, projects: 12, opportunities: 6, workOrders: 40, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

async function rest<T>(path: string): Promise<T> {
  const r = await h.api('GET', path);
  await h.resetStats();
  return r.body as T;
}

describe('timesheets', () => {
  it('a page of timesheets with user names (from the entry), project and work order titles: 1 list + 1 request per distinct project and work order, 2 waves', async () => {
    const rows = (await rest<RestTimesheet[]>('/timesheets?page=1&page_size=11')).slice(0, 10);
    expect(rows.length).toBe(10);
    const projects = new Set(rows.map((t) => t.projectId).filter(Boolean));
    const workOrders = new Set(rows.map((t) => t.workOrderId).filter(Boolean));
    const query = graphql(`query CatalogTimesheetsPage { timesheets(first: 10) { pageInfo { hasNextPage } nodes { databaseId startTime endTime duration notes
      user { databaseId firstName } project { databaseId title } workOrder { databaseId title } } } }`);
    // Warm the keep-alive pool first: opening 20 fresh sockets at once can split a wave on a busy machine.
    await g.gql(query);
    await h.resetStats();
    const r = await g.gql(query);
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.timesheets!.nodes;
    expect(nodes.map((n) => n.databaseId)).toEqual(rows.map((t) => t.id));
    nodes.forEach((n, i) => {
      expect(n.user).toEqual({ databaseId: rows[i].userId, firstName: rows[i].user!.firstName });
      expect(n.duration).toBe(rows[i].duration);
      expect(n.project?.databaseId ?? null).toBe(rows[i].projectId ?? null);
      expect(n.workOrder?.databaseId ?? null).toBe(rows[i].workOrderId ?? null);
    });
    expect(r.body.data!.timesheets!.pageInfo.hasNextPage).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/timesheets']).toBe(1);
    expect(stats.byRoute['GET /v1/projects/:projectId'] ?? 0).toBe(projects.size);
    expect(stats.byRoute['GET /v1/work-orders/:workOrderId'] ?? 0).toBe(workOrders.size);
    expect(stats.byRoute['GET /v1/users'] ?? 0).toBe(0);
    expect(roundsOf(stats)).toBe(2);
  });

  it('filter mirrors the REST parameters (user_id, project_id, start_date, end_date) and by id lookups read GET /timesheets/{id}', async () => {
    const all = await rest<RestTimesheet[]>('/timesheets?page=1&page_size=100');
    const one = all[3];
    const r = await g.gql(
      graphql(`query CatalogTimesheetsFilter($f: TimesheetFilter, $id: Int) { timesheets(first: 100, filter: $f, orderBy: { direction: ASC }) { nodes { databaseId user { databaseId } project { databaseId } startTime } }
        timesheet(databaseId: $id) { databaseId notes } }`),
      { f: { userId: one.userId, projectId: one.projectId, startDate: one.startTime, endDate: one.startTime }, id: one.id },
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.timesheets!.nodes;
    expect(nodes.map((n) => n.databaseId)).toContain(one.id);
    for (const n of nodes) {
      expect(n.user!.databaseId).toBe(one.userId);
      expect(n.project!.databaseId).toBe(one.projectId);
      expect(n.startTime).toBe(new Date(one.startTime!).toISOString());
    }
    expect(r.body.data!.timesheet).toEqual({ databaseId: one.id, notes: one.notes });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/timesheets': 1, 'GET /v1/timesheets/:timesheetId': 1 });
  });

  it('Project.timesheets and User.timesheets: one request per parent, all parents of a level in one wave', async () => {
    const rows = await rest<RestTimesheet[]>('/timesheets?page=1&page_size=100');
    const userIds = [...new Set(rows.map((t) => t.userId))].slice(0, 3);
    const r = await g.gql(
      graphql(`query CatalogUserTimesheets { users(first: 100) { nodes { databaseId timesheets(first: 2) { nodes { databaseId user { databaseId } } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const users = r.body.data!.users!.nodes;
    for (const u of users.filter((x) => userIds.includes(x.databaseId))) {
      expect(u.timesheets!.nodes.length).toBeGreaterThan(0);
      expect(u.timesheets!.nodes.every((t) => t.user!.databaseId === u.databaseId)).toBe(true);
    }
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/users']).toBe(1);
    expect(stats.byRoute['GET /v1/timesheets']).toBe(users.length);
    expect(roundsOf(stats)).toBe(2);
  });

  it('an unknown timesheet is NOT_FOUND with null data for that field', async () => {
    const r = await g.gql(graphql(`query CatalogUnknownTimesheet { timesheet(databaseId: 999999) { databaseId } }`));
    expect(r.body.data!.timesheet).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('labels', () => {
  it('WorkOrder.labels { name color } comes from the work order (no label request); type loads each distinct label once', async () => {
    const wos = (await rest<RestWorkOrder[]>('/work-orders?page=1&page_size=41')).slice(0, 40);
    const labelIds = new Set(wos.flatMap((w) => w.labels!.map((l) => l.label.id)));
    expect(labelIds.size).toBeGreaterThan(0);
    const cheap = await g.gql(graphql(`query CatalogWorkOrderLabels { workOrders(first: 40) { nodes { labels { id databaseId name color } } } }`));
    expect(cheap.body.errors).toBeUndefined();
    cheap.body.data!.workOrders!.nodes.forEach((n, i) => {
      expect(n.labels!.map((l) => [l.databaseId, l.name])).toEqual(wos[i].labels!.map((l) => [l.label.id, l.label.label]));
    });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/work-orders': 1 });
    await h.resetStats();

    const full = await g.gql(graphql(`query CatalogWorkOrderLabelTypes { workOrders(first: 40) { nodes { labels { name type createdAt } } } }`));
    expect(full.body.errors).toBeUndefined();
    expect(full.body.data!.workOrders!.nodes.flatMap((n) => n.labels).every((l) => l!.type === 'WORK')).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/labels/:labelId']).toBe(labelIds.size);
    expect(roundsOf(stats)).toBe(2);
  });

  it('labels(filter: { type }) is one list request; label(id:) and node(id:) with a listed global id share one GET /labels/{id}', async () => {
    const all = await rest<RestLabel[]>('/labels?page=1&page_size=100');
    const asset = all.filter((l) => l.type === 'ASSET');
    const r = await g.gql(graphql(`query CatalogAssetLabels { labels(first: 100, filter: { type: ASSET }) { nodes { id databaseId name type color } } }`));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.labels!.nodes.map((l) => l.databaseId)).toEqual(asset.map((l) => l.id));
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/labels': 1 });
    const id = r.body.data!.labels!.nodes[0]?.id;
    if (id) {
      await h.resetStats();
      const one = await g.gql(graphql(`query CatalogLabelById($id: ID!) { label(id: $id) { databaseId name } node(id: $id) { ... on Label { type } } }`), {
        id,
      });
      expect(one.body.errors).toBeUndefined();
      expect(one.body.data!.label!.databaseId).toBe(asset[0].id);
      // node(id:) is a Node: only a Label has `type`.
      expect(one.body.data!.node).toMatchObject({ type: 'ASSET' });
      expect((await h.stats()).byRoute).toEqual({ 'GET /v1/labels/:labelId': 1 });
    }
  });
});

describe('catalog lookups', () => {
  it('CatalogItem.unit and measurements from the item (no request); dimension and description load each distinct unit/measurement once', async () => {
    const items = await rest<(RestCatalogItem & RestCatalogItemLinks)[]>('/catalog-items');
    const withLinks = items.filter((i) => i.unitId && i.measurementIds!.length);
    expect(withLinks.length).toBeGreaterThan(0);
    const r = await g.gql(
      graphql(
        `query CatalogItemLinks { catalogItems(first: 100) { nodes { databaseId unit { databaseId name abbreviation } measurements { databaseId name unit { abbreviation } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.catalogItems!.nodes;
    const first = nodes.find((n) => n.databaseId === withLinks[0].id)!;
    expect(first.unit).toEqual({ databaseId: withLinks[0].unit!.id, name: withLinks[0].unit!.name, abbreviation: withLinks[0].unit!.abbreviation });
    expect(first.measurements!.map((m) => m.databaseId)).toEqual(withLinks[0].measurementIds);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/catalog-items': 1 });
    await h.resetStats();

    const units = new Set(
      items
        .slice(0, 100)
        .map((i) => i.unitId)
        .filter(Boolean),
    );
    const measurements = new Set(items.slice(0, 100).flatMap((i) => i.measurementIds));
    const deep = await g.gql(graphql(`query CatalogItemLinksDeep { catalogItems(first: 100) { nodes { unit { dimension } measurements { description } } } }`));
    expect(deep.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/catalog-units/:id']).toBe(units.size);
    expect(stats.byRoute['GET /v1/measurements/:id']).toBe(measurements.size);
    expect(roundsOf(stats)).toBe(2);
  });

  it('catalogUnits, measurements, catalogCategories(type), taxes: one request each, and the lists prime by-id reads', async () => {
    const units = await rest<RestCatalogUnit[]>('/catalog-units');
    const ms = await rest<RestMeasurement[]>('/measurements');
    const cats = await rest<RestCatalogCategory[]>('/catalog-categories?type=SERVICE');
    const taxes = await rest<RestTax[]>('/taxes?page=1&page_size=100');
    const r = await g.gql(
      graphql(`query CatalogLookups {
      catalogUnits(first: 100) { nodes { databaseId name abbreviation dimension } }
      measurements(first: 100) { nodes { databaseId name description unit { databaseId name } } }
      catalogCategories(type: SERVICE) { code name type tradeGroup }
      taxes(first: 100) { nodes { databaseId name rate isArchived } }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.catalogUnits!.nodes).toEqual(
      units.map((u) => ({ databaseId: u.id, name: u.name, abbreviation: u.abbreviation, dimension: u.dimension })),
    );
    expect(r.body.data!.measurements!.nodes.map((m) => [m.databaseId, m.unit!.databaseId])).toEqual(ms.map((m) => [m.id, m.unitId]));
    expect(r.body.data!.catalogCategories!.map((c) => c.code)).toEqual(cats.map((c) => c.code));
    expect(r.body.data!.catalogCategories!.every((c) => c.type === 'SERVICE' && c.tradeGroup === null)).toBe(true);
    expect(r.body.data!.taxes!.nodes).toEqual(taxes.map((t) => ({ databaseId: t.id, name: t.name, rate: t.rate, isArchived: false })));
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/catalog-units': 1, 'GET /v1/measurements': 1, 'GET /v1/catalog-categories': 1, 'GET /v1/taxes': 1 });
    await h.resetStats();
    const one = await g.gql(
      graphql(`query CatalogUnitAndMeasurement($u: Int, $m: Int) { catalogUnit(databaseId: $u) { name } measurement(databaseId: $m) { name } }`),
      {
        u: units[0].id,
        m: ms[0].id,
      },
    );
    expect(one.body.data).toEqual({ catalogUnit: { name: units[0].name }, measurement: { name: ms[0].name } });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/catalog-units/:id': 1, 'GET /v1/measurements/:id': 1 });
  });

  it('taxes(filter: { includeArchived: true }) forwards include_archived', async () => {
    const all = await rest<RestTax[]>('/taxes?page=1&page_size=100&include_archived=true');
    const r = await g.gql(graphql(`query CatalogArchivedTaxes { taxes(first: 100, filter: { includeArchived: true }) { nodes { databaseId isArchived } } }`));
    expect(r.body.data!.taxes!.nodes.map((t) => t.databaseId)).toEqual(all.map((t) => t.id));
  });
});

describe('people and workflows', () => {
  it('users connection: one directory request shared with User fields elsewhere in the operation; filter by email', async () => {
    const dir = await rest<(RestUser & { role: { name: string } })[]>('/users');
    const r = await g.gql(
      graphql(`query PeopleUsers($e: String, $id: Int!) { users(first: 100) { nodes { databaseId name email role phone } }
      one: users(first: 1, filter: { email: $e }) { nodes { databaseId } } user(databaseId: $id) { email role } }`),
      { e: dir[2].email, id: dir[1].id },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.users!.nodes.map((u) => u.databaseId)).toEqual(dir.map((u) => u.id));
    expect(r.body.data!.users!.nodes[0].role).toBe(dir[0].role.name);
    expect(r.body.data!.one!.nodes).toEqual([{ databaseId: dir[2].id }]);
    expect(r.body.data!.user).toEqual({ email: dir[1].email, role: dir[1].role.name });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/users': 2 });
  });

  it('roles and teams (members with isTeamLead, user fields from the team list): one request each', async () => {
    const roles = await rest<RestRole[]>('/roles');
    const teams = await rest<RestTeam[]>('/teams');
    const r = await g.gql(
      graphql(
        `query PeopleRolesTeams { roles { databaseId name active } teams { databaseId name workers { isTeamLead user { databaseId firstName role } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.roles).toEqual(roles.map((x) => ({ databaseId: x.id, name: x.name, active: x.active })));
    expect(r.body.data!.teams!.map((t) => [t.databaseId, t.workers!.map((w) => [w.user!.databaseId, w.isTeamLead])])).toEqual(
      teams.map((t) => [t.id, t.workers!.map((w) => [w.id, w.isTeamLead])]),
    );
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/roles': 1, 'GET /v1/teams': 1 });
  });

  it('workflows with their stages; Project.workflow loads each distinct workflow once, or none for databaseId', async () => {
    const wfs = await rest<RestWorkflow[]>('/workflows?page=1&page_size=100');
    const r = await g.gql(
      graphql(
        `query PeopleWorkflows { workflows(first: 100) { nodes { databaseId name type createdBy { firstName } stages { databaseId name redSla yellowSla } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.workflows!.nodes.map((w) => [w.databaseId, w.type, w.stages!.map((s) => s.databaseId)])).toEqual(
      wfs.map((w) => [w.id, w.type, w.phases!.map((p) => p.id)]),
    );
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/workflows': 1 });
    await h.resetStats();

    const projects = (await rest<RestProject[]>('/projects?page=1&page_size=11')).slice(0, 10);
    const distinct = new Set(projects.map((p) => p.workflowId).filter(Boolean));
    const cheap = await g.gql(graphql(`query PeopleProjectWorkflowIds { projects(first: 10) { nodes { workflow { databaseId } } } }`));
    expect(cheap.body.data!.projects!.nodes.map((p) => p.workflow?.databaseId ?? null)).toEqual(projects.map((p) => p.workflowId ?? null));
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects': 1 });
    await h.resetStats();
    const deep = await g.gql(graphql(`query PeopleProjectWorkflows { projects(first: 10) { nodes { workflow { name stages { name } } } } }`));
    expect(deep.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/workflows/:workflowId']).toBe(distinct.size);
    expect(roundsOf(stats)).toBe(2);
  });

  it('workflow(databaseId:) of an unknown id is NOT_FOUND', async () => {
    const r = await g.gql(graphql(`query PeopleUnknownWorkflow { workflow(databaseId: 987654) { name } }`));
    expect(r.body.data!.workflow).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
