/**
 * Work order writes through GraphQL against the sandbox: create on a parent, the partial PATCH through
 * the parent's path (WO-1..7, WO-12), and the replace-all of line items (WO-8, WO-9). Rules that need no
 * upstream state cost zero upstream requests; every resulting state is read back with a follow-up query.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 6, opportunities: 3, workOrders: 6, calls: 2 } });
const g = useGateway(h);

type Json = Record<string, any>;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let fieldTemplate: Json;
let officeTemplate: Json;
let accountTemplate: Json;
let catalogItemIds: number[];
let project: { id: string; databaseId: number };
let opportunity: { id: string; databaseId: number };
let account: { id: string; databaseId: number };

beforeAll(async () => {
  const templates = (await h.api('GET', '/work-orders/templates')).body as Json[];
  fieldTemplate = templates.find((t) => t.type === 'FIELD' && t.checklists.length >= 3)!;
  officeTemplate = templates.find((t) => t.type === 'OFFICE')!;
  accountTemplate = templates.find((t) => t.title === 'EV Charger Install') ?? fieldTemplate;
  catalogItemIds = ((await h.api('GET', '/catalog-items?page_size=3')).body as Json[]).map((c) => c.id);
  const d = (
    await g.gql(
      `{ projects(first: 1) { nodes { id databaseId } } opportunities(first: 1) { nodes { id databaseId } } accounts(first: 1) { nodes { id databaseId } } }`,
    )
  ).body.data;
  [project, opportunity, account] = [d.projects.nodes[0], d.opportunities.nodes[0], d.accounts.nodes[0]];
});

beforeEach(async () => {
  await h.resetStats();
});

async function ok<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await g.gql(query, variables);
  expect(r.body.errors).toBeUndefined();
  return r.body.data as T;
}

const WO = `id databaseId title description priority isActive isField startDate endDate
  status { id label } statuses { status } checklist { databaseId detail isCompleted completedAt }
  visits { databaseId description startDate endDate startDateAllDay endDateAllDay isCompleted }`;

async function createOn(parentId: string, templateId: number): Promise<Json> {
  const d = await ok(`mutation ($input: WorkOrderCreateInput!) { workOrderCreate(input: $input) { workOrder { ${WO} } userErrors { field code } } }`, {
    input: { parentId, templateId },
  });
  expect(d.workOrderCreate.userErrors).toEqual([]);
  return d.workOrderCreate.workOrder;
}

const UPDATE = `mutation ($id: ID!, $input: WorkOrderUpdateInput!) { workOrderUpdate(id: $id, input: $input) { workOrder { ${WO} } userErrors { message field code } } }`;
const update = (id: string, input: Json) => ok(UPDATE, { id, input }).then((d) => d.workOrderUpdate);
const read = (id: string) => ok(`query ($id: ID!) { workOrder(id: $id) { ${WO} } }`, { id }).then((d) => d.workOrder);

describe('workOrderCreate', () => {
  it('WO-10, WO-11: creates from a template on a project: one POST and one GET of the new work order; the project lists it', async () => {
    const d = await ok(
      `mutation ($input: WorkOrderCreateInput!) { workOrderCreate(input: $input) { workOrder { databaseId uid title isField workItems { type } parent { __typename ... on Project { databaseId } } } userErrors { field } } }`,
      { input: { parentId: project.id, templateId: fieldTemplate.id } },
    );
    const wo = d.workOrderCreate.workOrder;
    expect(wo).toMatchObject({ title: fieldTemplate.title, isField: true, workItems: [], parent: { __typename: 'Project', databaseId: project.databaseId } });
    // The parent kind comes from the create path: no verification read of the project.
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/work-orders': 1, 'GET /v1/work-orders/:workOrderId': 1 });
    const listed = await ok(`query ($id: ID!) { project(id: $id) { workOrders(first: 100) { nodes { databaseId uid } } } }`, { id: project.id });
    expect(listed.project.workOrders.nodes.map((w: Json) => w.databaseId)).toContain(wo.databaseId);
    const uids = listed.project.workOrders.nodes.map((w: Json) => w.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('creates on an opportunity and an account; a bad templateId is refused before any call, an unknown one upstream', async () => {
    const onOpp = await createOn(opportunity.id, fieldTemplate.id);
    const onAccount = await createOn(account.id, accountTemplate.id);
    const parents = await ok(`query ($a: ID!, $b: ID!) { a: workOrder(id: $a) { parent { __typename } } b: workOrder(id: $b) { parent { __typename } } }`, {
      a: onOpp.id,
      b: onAccount.id,
    });
    expect(parents).toEqual({ a: { parent: { __typename: 'Opportunity' } }, b: { parent: { __typename: 'Account' } } });
    await h.resetStats();
    const zero = await ok(`mutation ($p: ID!) { workOrderCreate(input: { parentId: $p, templateId: 0 }) { workOrder { id } userErrors { field code } } }`, {
      p: project.id,
    });
    expect(zero.workOrderCreate.userErrors).toEqual([{ field: ['input', 'templateId'], code: 'OUT_OF_RANGE' }]);
    expect((await h.stats()).total).toBe(0);
    // The parent's type is checked by the id itself: a contact cannot hold work orders.
    const wrongType = await g.gql(`mutation ($p: ID!) { workOrderCreate(input: { parentId: $p, templateId: 1 }) { workOrder { id } } }`, {
      p: gid('Contact', 5),
    });
    expect(wrongType.body.errors?.[0].message).toMatch(/not of type: Project, Opportunity, Account/);
    expect((await h.stats()).total).toBe(0);
    const unknown = await ok(
      `mutation ($p: ID!) { workOrderCreate(input: { parentId: $p, templateId: 99999 }) { workOrder { id } userErrors { field code } } }`,
      { p: project.id },
    );
    expect(unknown.workOrderCreate.userErrors).toEqual([{ field: ['input', 'templateId'], code: 'REJECTED' }]);
    const noParent = await ok(
      `mutation ($p: ID!) { workOrderCreate(input: { parentId: $p, templateId: ${fieldTemplate.id} }) { workOrder { id } userErrors { field code } } }`,
      {
        p: gid('Project', 999999),
      },
    );
    expect(noParent.workOrderCreate.userErrors).toEqual([{ field: ['input', 'parentId'], code: 'NOT_FOUND' }]);
  });
});

describe('workOrderUpdate', () => {
  it('WO-1: a partial update changes only what is sent; the payload and a follow-up read agree', async () => {
    const wo = await createOn(project.id, fieldTemplate.id);
    await h.resetStats();
    const p = await update(wo.id, { title: 'Survey, north roof' });
    expect(p.userErrors).toEqual([]);
    expect(p.workOrder).toMatchObject({ title: 'Survey, north roof', description: wo.description, priority: wo.priority, checklist: wo.checklist });
    // Found through its parent: the work order is read once before the PATCH, its parent verified once.
    expect((await h.stats()).byRoute).toEqual({
      'GET /v1/work-orders/:workOrderId': 1,
      'GET /v1/projects/:projectId': 1,
      'PATCH /v1/projects/:projectId/work-orders/:workOrderId': 1,
    });
    expect(await read(wo.id)).toMatchObject({ title: 'Survey, north roof', description: wo.description, priority: wo.priority });
  });

  it('WO-2, ARCH-1: isActive false archives alongside other fields; true unarchives without touching them', async () => {
    const wo = await createOn(opportunity.id, fieldTemplate.id);
    const archived = await update(wo.id, { isActive: false, priority: 1 });
    expect(archived.workOrder).toMatchObject({ isActive: false, priority: 1 });
    expect(await read(wo.id)).toMatchObject({ isActive: false, priority: 1 });
    const restored = await update(wo.id, { isActive: true });
    expect(restored.workOrder).toMatchObject({ isActive: true, priority: 1, title: wo.title });
    expect((await read(wo.id)).isActive).toBe(true);
  });

  it('WO-3: a status label becomes the current status and is appended to statuses', async () => {
    const wo = await createOn(account.id, accountTemplate.id);
    const p = await update(wo.id, { status: 'Working' });
    expect(p.workOrder.status).toEqual({ id: 'WORKING', label: 'Working' });
    expect(p.workOrder.statuses.map((s: Json) => s.status)).toEqual([...wo.statuses.map((s: Json) => s.status), 'WORKING']);
    const after = await read(wo.id);
    expect(after.status.label).toBe('Working');
    expect(after.statuses).toHaveLength(wo.statuses.length + 1);
  });

  it('WO-4, WO-6: visits replace the set: created without id (all-day flags false), updated with id, removed when left out', async () => {
    const wo = await createOn(project.id, fieldTemplate.id);
    const first = await update(wo.id, {
      visits: [
        { description: 'Measure', startDate: '2026-12-01T15:00:00Z', endDate: '2026-12-01T17:00:00Z' },
        { description: 'Photos', startDate: '2026-12-02', startDateAllDay: true },
      ],
    });
    expect(first.userErrors).toEqual([]);
    const [measure, photos] = first.workOrder.visits;
    expect(measure).toMatchObject({ description: 'Measure', startDateAllDay: false, endDateAllDay: false, isCompleted: false });
    expect(photos).toMatchObject({ description: 'Photos', startDateAllDay: true, endDateAllDay: false });

    const second = await update(wo.id, {
      visits: [{ id: measure.databaseId, description: 'Measure again', isCompleted: true }, { description: 'Inspection' }],
    });
    expect(second.workOrder.visits).toMatchObject([
      { databaseId: measure.databaseId, description: 'Measure again', isCompleted: true, startDate: measure.startDate },
      { description: 'Inspection', startDateAllDay: false },
    ]);
    expect(second.workOrder.visits.map((v: Json) => v.databaseId)).not.toContain(photos.databaseId);
    const after = await read(wo.id);
    expect(after.visits).toEqual(second.workOrder.visits);
  });

  it('WO-5: visits on an office work order are refused after the read, with no PATCH', async () => {
    const wo = await createOn(project.id, officeTemplate.id);
    expect(wo.isField).toBe(false);
    await h.resetStats();
    const p = await update(wo.id, { visits: [{ description: 'No' }] });
    expect(p).toMatchObject({ workOrder: null, userErrors: [{ field: ['input', 'visits'], code: 'INVALID' }] });
    const routes = Object.keys((await h.stats()).byRoute);
    expect(routes.some((r) => r.startsWith('PATCH'))).toBe(false);
    expect((await read(wo.id)).visits).toEqual([]);
  });

  it("WO-7: the checklist replaces the set (items left out removed); the input type requires each item's id", async () => {
    const wo = await createOn(project.id, fieldTemplate.id);
    const [a, b, c] = wo.checklist;
    expect(c).toBeDefined();
    const p = await update(wo.id, {
      checklist: [
        { id: a.databaseId, isCompleted: true },
        { id: b.databaseId, detail: 'Check the attic too' },
      ],
    });
    expect(p.userErrors).toEqual([]);
    expect(p.workOrder.checklist).toMatchObject([
      { databaseId: a.databaseId, detail: a.detail, isCompleted: true },
      { databaseId: b.databaseId, detail: 'Check the attic too', isCompleted: false, completedAt: null },
    ]);
    expect(p.workOrder.checklist[0].completedAt).toEqual(expect.any(String));
    expect((await read(wo.id)).checklist).toEqual(p.workOrder.checklist);

    await h.resetStats();
    const noId = await g.gql(UPDATE, { id: wo.id, input: { checklist: [{ detail: 'new item' }] } });
    expect(noId.body.errors?.[0].message).toMatch(/id/);
    expect((await h.stats()).total).toBe(0);
  });

  it('WO-1, WO-4, WO-7: blank title, non-ISO and reversed dates, repeated ids are refused with their paths and zero upstream requests', async () => {
    const p = await update(gid('WorkOrder', 70001), {
      title: ' ',
      startDate: 'tomorrow',
      visits: [
        { id: 5, startDate: '2026-12-02T10:00:00Z', endDate: '2026-12-01T10:00:00Z' },
        { id: 5, endDate: '12/03/2026' },
      ],
      checklist: [{ id: 9 }, { id: 9, detail: '' }],
    });
    expect(p.workOrder).toBeNull();
    expect(p.userErrors.map((e: Json) => [e.field.join('.'), e.code])).toEqual([
      ['input.title', 'REQUIRED'],
      ['input.startDate', 'INVALID'],
      ['input.visits.0.endDate', 'INVALID'],
      ['input.visits.1.endDate', 'INVALID'],
      ['input.visits.1.id', 'INVALID'],
      ['input.checklist.1.id', 'INVALID'],
      ['input.checklist.1.detail', 'REQUIRED'],
    ]);
    const order = await update(gid('WorkOrder', 70001), { startDate: '2026-12-02', endDate: '2026-12-01' });
    expect(order.userErrors).toMatchObject([{ field: ['input', 'endDate'], code: 'INVALID' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('WO-12: an unknown work order is NOT_FOUND on id; an upstream 400 is REJECTED at the GraphQL input path', async () => {
    const nf = await update(gid('WorkOrder', 999999), { title: 'x' });
    expect(nf).toMatchObject({ workOrder: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
    const wo = await createOn(project.id, fieldTemplate.id);
    const bad = await update(wo.id, { title: 'kept?', visits: [{ id: 999999, description: 'not mine' }] });
    expect(bad).toMatchObject({ workOrder: null, userErrors: [{ field: ['input', 'visits', '0', 'id'], code: 'REJECTED' }] });
    expect(bad.userErrors[0].message).not.toMatch(/127\.0\.0\.1|http/);
    expect((await read(wo.id)).title).toBe(wo.title);
  });

  it('a missing API key is a top-level UNAUTHENTICATED error with zero upstream requests', async () => {
    const r = await g.gql(UPDATE, { id: gid('WorkOrder', 70001), input: { title: 'x' } }, { key: null });
    expect(r.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.stats()).total).toBe(0);
  });
});

describe('workOrderLineItemsReplace', () => {
  const REPLACE = `mutation ($id: ID!, $input: WorkOrderLineItemsReplaceInput!) { workOrderLineItemsReplace(id: $id, input: $input) {
    workOrder { title lineItems { databaseId quantity unitPrice totalPrice sectionName catalogItem { databaseId } } } userErrors { field code } } }`;
  const item = (i: number, extra: Json = {}) => ({
    catalogItemId: gid('CatalogItem', catalogItemIds[i]!),
    quantity: 2,
    unitCost: 10,
    unitPrice: 25.5,
    ...extra,
  });

  it('WO-8, WO-9: replaces the set on an account work order; a later PATCH leaves the line items alone', async () => {
    const wo = await createOn(account.id, accountTemplate.id);
    const d = await ok(REPLACE, { id: wo.id, input: { lineItems: [item(0), item(1, { quantity: 1, unitPrice: 100 })] } });
    expect(d.workOrderLineItemsReplace.userErrors).toEqual([]);
    const items = d.workOrderLineItemsReplace.workOrder.lineItems;
    expect(items).toMatchObject([
      { quantity: 2, unitPrice: 25.5, totalPrice: 51, catalogItem: { databaseId: catalogItemIds[0] } },
      { quantity: 1, unitPrice: 100, totalPrice: 100, catalogItem: { databaseId: catalogItemIds[1] } },
    ]);
    // Keep the first (by id), drop the second, add one in a section.
    const kept = await ok(REPLACE, {
      id: wo.id,
      input: { sections: [{ name: 'Parts', lineItems: [item(0, { id: items[0].databaseId, quantity: 3 }), item(2)] }] },
    });
    expect(kept.workOrderLineItemsReplace.workOrder.lineItems).toMatchObject([
      { databaseId: items[0].databaseId, quantity: 3, sectionName: 'Parts' },
      { catalogItem: { databaseId: catalogItemIds[2] }, sectionName: 'Parts' },
    ]);
    const patched = await update(wo.id, { title: 'Charger, garage' });
    expect(patched.userErrors).toEqual([]);
    const after = await ok(`query ($id: ID!) { workOrder(id: $id) { title lineItems { databaseId quantity } } }`, { id: wo.id });
    expect(after.workOrder.title).toBe('Charger, garage');
    expect(after.workOrder.lineItems).toEqual(
      kept.workOrderLineItemsReplace.workOrder.lineItems.map((l: Json) => ({ databaseId: l.databaseId, quantity: l.quantity })),
    );
  });

  it('WO-9: a project work order has no line items and refuses them (REJECTED on id); it still shows none', async () => {
    const wo = await createOn(project.id, fieldTemplate.id);
    const d = await ok(REPLACE, { id: wo.id, input: { lineItems: [item(0)] } });
    expect(d.workOrderLineItemsReplace).toEqual({ workOrder: null, userErrors: [{ field: ['id'], code: 'REJECTED' }] });
    expect((await ok(`query ($id: ID!) { workOrder(id: $id) { lineItems { databaseId } } }`, { id: wo.id })).workOrder.lineItems).toBeNull();
  });

  it('WO-8: both lists, quantity below 1, sub-cent and negative amounts, an empty section are refused with zero upstream requests', async () => {
    const id = gid('WorkOrder', 70001);
    const both = await ok(REPLACE, { id, input: { lineItems: [item(0)], sections: [{ name: 'A', lineItems: [item(0)] }] } });
    expect(both.workOrderLineItemsReplace.userErrors).toEqual([{ field: ['input', 'sections'], code: 'EXCLUSIVE' }]);
    const none = await ok(REPLACE, { id, input: {} });
    expect(none.workOrderLineItemsReplace.userErrors).toEqual([{ field: ['input', 'lineItems'], code: 'REQUIRED' }]);
    const bad = await ok(REPLACE, {
      id,
      input: {
        sections: [
          { name: '', lineItems: [item(0, { quantity: 0, unitPrice: 1.234, unitCost: -1 })] },
          { name: 'B', lineItems: [] },
        ],
      },
    });
    expect(bad.workOrderLineItemsReplace.userErrors).toEqual([
      { field: ['input', 'sections', '0', 'name'], code: 'INVALID' },
      { field: ['input', 'sections', '0', 'lineItems', '0', 'quantity'], code: 'OUT_OF_RANGE' },
      { field: ['input', 'sections', '0', 'lineItems', '0', 'unitCost'], code: 'OUT_OF_RANGE' },
      { field: ['input', 'sections', '0', 'lineItems', '0', 'unitPrice'], code: 'INVALID' },
      { field: ['input', 'sections', '1', 'lineItems'], code: 'REQUIRED' },
    ]);
    expect((await h.stats()).total).toBe(0);
  });
});
