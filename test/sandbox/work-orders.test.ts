import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { accountsTable, projectsTable, usersTable } from '../../src/sandbox/records/model.js';
import { catalogItemsTable, workOrdersTable } from '../../src/sandbox/work-orders/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 60, calls: 20 } });

type Json = Record<string, any>;
let templates: Json[] = [];
let fieldTemplate: Json;
let officeTemplate: Json;
let accountId: number;
let projectId: number;

beforeAll(async () => {
  templates = (await h.api('GET', '/work-orders/templates')).body;
  fieldTemplate = templates.find((t) => t.type === 'FIELD' && t.checklists.length >= 3)!;
  officeTemplate = templates.find((t) => t.type === 'OFFICE')!;
  accountId = accountsTable(h.sandbox.ctx.db).all(1)[0].id;
  projectId = projectsTable(h.sandbox.ctx.db).all(1)[0].id;
});

/** A fresh work order on a parent, created over HTTP, then read back whole. */
async function create(parent: 'accounts' | 'projects' | 'opportunities', id: number, template: Json): Promise<Json> {
  const res = await h.api('POST', `/${parent}/${id}/work-orders`, { body: { templateId: template.id } });
  expect(res.status).toBe(201);
  return (await h.api('GET', `/work-orders/${res.body.id}`)).body;
}

const patchAccount = (woId: number, body: unknown, key?: string | null) => h.api('PATCH', `/accounts/${accountId}/work-orders/${woId}`, { body, key });

async function allWorkOrders(key?: string): Promise<Json[]> {
  const res = await h.api('GET', '/work-orders?page_size=100', { key });
  expect(res.status).toBe(200);
  return res.body;
}

describe('work order seed and reads', () => {
  it('lists the company-wide work orders with paging and order_by', async () => {
    const all = await allWorkOrders();
    expect(all).toHaveLength(60);
    const page2 = (await h.api('GET', '/work-orders?page=2&page_size=25')).body;
    expect(page2.map((w: Json) => w.id)).toEqual(all.slice(25, 50).map((w) => w.id));
    const desc = (await h.api('GET', '/work-orders?page_size=100&order_by=desc')).body;
    expect(desc.map((w: Json) => w.id)).toEqual(all.map((w) => w.id).reverse());
    const bad = await h.api('GET', '/work-orders?page_size=101');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('page_size');
  });

  it('filters the list by updated_after/updated_before', async () => {
    const all = await allWorkOrders();
    const cut = [...all].map((w) => w.updatedAt).sort()[30];
    const after = (await h.api('GET', `/work-orders?page_size=100&updated_after=${cut}`)).body as Json[];
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((w) => w.updatedAt > cut)).toBe(true);
    expect(after.length).toBe(all.filter((w) => w.updatedAt > cut).length);
  });

  it('DEP-1: every work order returns isArchived, the negation of isActive where both come; a few send isArchived only (the vendor OpenAPI shape)', async () => {
    const all = await allWorkOrders();
    for (const w of all) {
      expect(typeof w.isArchived).toBe('boolean');
      if ('isActive' in w) expect(w.isArchived).toBe(!w.isActive);
    }
    expect(all.some((w) => !('isActive' in w))).toBe(true);
    expect(all.filter((w) => 'isActive' in w).length).toBeGreaterThan(all.length / 2);
  });

  it('WO-5: only field work orders have visits', async () => {
    const all = await allWorkOrders();
    expect(all.some((w) => w.isField && w.visits.visits.length > 0)).toBe(true);
    for (const w of all.filter((x) => !x.isField)) expect(w.visits).toEqual({ visits: [] });
  });

  it('WO-10: workItems is [] when none, FILE_REQUEST items otherwise', async () => {
    const all = await allWorkOrders();
    expect(all.every((w) => Array.isArray(w.workItems))).toBe(true);
    expect(all.some((w) => w.workItems.length === 0)).toBe(true);
    const items = all.flatMap((w) => w.workItems);
    expect(items.length).toBeGreaterThan(0);
    for (const it of items) {
      expect(['FORM', 'FILE_REQUEST']).toContain(it.type);
      expect(typeof it.id).toBe('number');
    }
  });

  it('WO-11: uid is unique within each project', async () => {
    for (const p of projectsTable(h.sandbox.ctx.db).all(1)) {
      const res = await h.api('GET', `/projects/${p.id}/work-orders?page_size=100`);
      expect(res.status).toBe(200);
      const uids = res.body.map((w: Json) => w.uid);
      expect(new Set(uids).size).toBe(uids.length);
      for (const w of res.body) expect(w.project.id).toBe(p.id);
    }
    const before = (await h.api('GET', `/projects/${projectId}/work-orders?page_size=100`)).body as Json[];
    const made = await create('projects', projectId, fieldTemplate);
    expect(made.uid).toBe(Math.max(0, ...before.map((w) => w.uid)) + 1);
  });

  it('has a technician schedule today: field work orders with visits today, assigned', async () => {
    const day = h.sandbox.ctx.options.now.toISOString().slice(0, 10);
    const today = (await allWorkOrders()).filter((w) => w.visits.visits.some((v: Json) => v.startDate?.startsWith(day)));
    expect(today.length).toBeGreaterThanOrEqual(3);
    for (const w of today) {
      expect(w.isField).toBe(true);
      expect(w.assignee).not.toBeNull();
    }
  });

  it('returns one work order, the templates, and 404 for an unknown id', async () => {
    const [first] = await allWorkOrders();
    const one = await h.api('GET', `/work-orders/${first.id}`);
    expect(one.body).toMatchObject({ id: first.id, uid: first.uid, status: first.status });
    const missing = await h.api('GET', '/work-orders/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect(templates.length).toBeGreaterThan(5);
    expect(fieldTemplate.checklists[0]).toMatchObject({ id: expect.any(Number), detail: expect.any(String) });
  });
});

describe('PATCH /accounts/{a}/work-orders/{w}', () => {
  it('WO-1: a partial update changes only the fields sent', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const res = await patchAccount(wo.id, { title: 'Replace failed microinverter', priority: 1 });
    expect(res.status).toBe(200);
    const { title, priority, updatedAt, ...rest } = res.body;
    expect(title).toBe('Replace failed microinverter');
    expect(priority).toBe(1);
    const { title: _t, priority: _p, updatedAt: _u, ...restBefore } = wo;
    expect(stripLive(rest)).toEqual(stripLive(restBefore));
  });

  it('WO-2: isActive archives and unarchives, independently of the other fields sent', async () => {
    const wo = await create('accounts', accountId, officeTemplate);
    const archived = await patchAccount(wo.id, { isActive: false, description: 'Customer asked to wait', status: 'On hold' });
    expect(archived.body).toMatchObject({ isActive: false, isArchived: true, description: 'Customer asked to wait', status: { label: 'On hold' } });
    const kept = await patchAccount(wo.id, { title: 'Still archived' });
    expect(kept.body).toMatchObject({ isActive: false, title: 'Still archived' });
    const restored = await patchAccount(wo.id, { isActive: true });
    expect(restored.body).toMatchObject({ isActive: true, isArchived: false, title: 'Still archived', description: 'Customer asked to wait' });
    const untouched = await patchAccount(wo.id, { isActive: null });
    expect(untouched.body.isActive).toBe(true);
  });

  it('WO-3: a status label becomes the current status and is appended to statuses', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const startLen = wo.statuses.length;
    const working = await patchAccount(wo.id, { status: 'Working' });
    expect(working.body.status).toEqual({ id: 'WORKING', label: 'Working' });
    expect(working.body.statuses).toHaveLength(startLen + 1);
    expect(working.body.statuses.at(-1)).toMatchObject({ status: 'WORKING', count: '1' });
    await patchAccount(wo.id, { status: 'Waiting' });
    const again = await patchAccount(wo.id, { status: 'Working' });
    const history = again.body.statuses as Json[];
    expect(history.map((s) => s.status).slice(-3)).toEqual(['WORKING', 'WAITING', 'WORKING']);
    expect(history.at(-1)!.count).toBe('2');
    expect(history.at(-2)!.endedAt).toBe(history.at(-1)!.startedAt);
    const done = await patchAccount(wo.id, { status: 'Completed' });
    expect(done.body).toMatchObject({ isCompleted: true, status: { label: 'Completed' } });
    expect(done.body.completedAt).not.toBeNull();
    // The status set is not shown in the spec: a label outside the company's list is kept, with a null id.
    const custom = await patchAccount(wo.id, { status: 'Awaiting permit' });
    expect(custom.body).toMatchObject({ status: { id: null, label: 'Awaiting permit' }, isCompleted: false, completedAt: null });
  });

  it('EVT-3: a status update fires the work order status automation', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const before = h.sandbox.automations.fired.length;
    await patchAccount(wo.id, { status: 'Dispatched' });
    const fired = h.sandbox.automations.fired.slice(before);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({
      companyId: 1,
      record: { id: wo.id, status: { label: 'Dispatched' } },
      event: {
        recordId: wo.id,
        triggerKey: 'TASK_STATUS_MOVEMENT',
        previousStage: null,
        currentStage: null,
        previousStatus: wo.status.label,
        currentStatus: 'Dispatched',
        eventId: expect.any(Number),
        firedAt: expect.any(String),
      },
    });
    await patchAccount(wo.id, { title: 'No status change' });
    await patchAccount(wo.id, { status: 'Dispatched' });
    expect(h.sandbox.automations.fired.length).toBe(before + 1);
  });

  it('WO-4: sending visits replaces the set (with id updated, without id created, missing removed)', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const two = await patchAccount(wo.id, {
      visits: [
        { startDate: '2030-03-04T15:00:00Z', endDate: '2030-03-04T18:00:00Z', description: 'Day 1' },
        { startDate: '2030-03-05T15:00:00Z', endDate: '2030-03-05T18:00:00Z', description: 'Day 2' },
      ],
    });
    expect(two.status).toBe(200);
    const [v1, v2] = two.body.visits.visits as Json[];
    expect(v1.id).not.toBe(v2.id);
    const next = await patchAccount(wo.id, {
      visits: [{ id: v2.id, startDate: '2030-03-06T15:00:00Z', endDate: '2030-03-06T19:00:00Z', isCompleted: true }, { description: 'Return trip' }],
    });
    expect(next.status).toBe(200);
    const visits = next.body.visits.visits as Json[];
    expect(visits).toHaveLength(2);
    expect(visits[0]).toMatchObject({
      id: v2.id,
      description: 'Day 2',
      startDate: '2030-03-06T15:00:00.000Z',
      endDate: '2030-03-06T19:00:00.000Z',
      isCompleted: true,
    });
    expect(visits[1]).toMatchObject({ description: 'Return trip', isCompleted: false });
    expect(visits.map((v) => v.id)).not.toContain(v1.id);
    const unknown = await patchAccount(wo.id, { visits: [{ id: v1.id }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('visits.0.id');
    const cleared = await patchAccount(wo.id, { visits: [] });
    expect(cleared.body.visits).toEqual({ visits: [] });
  });

  it('WO-5: visits on a non-field work order are rejected', async () => {
    const wo = await create('accounts', accountId, officeTemplate);
    expect(wo.isField).toBe(false);
    const res = await patchAccount(wo.id, { title: 'Not applied', visits: [{ startDate: '2030-01-01T10:00:00Z' }] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('visits');
    expect((await h.api('GET', `/work-orders/${wo.id}`)).body.title).toBe(wo.title);
  });

  it('WO-6: visit startDateAllDay/endDateAllDay default to false', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const allDay = await patchAccount(wo.id, { visits: [{ startDate: '2030-05-01T00:00:00Z', startDateAllDay: true, endDateAllDay: true }] });
    const v = allDay.body.visits.visits[0];
    expect(v).toMatchObject({ startDateAllDay: true, endDateAllDay: true });
    const res = await patchAccount(wo.id, { visits: [{ id: v.id }, { description: 'New' }] });
    for (const visit of res.body.visits.visits) expect(visit).toMatchObject({ startDateAllDay: false, endDateAllDay: false });
  });

  it('WO-7: sending checklist replaces the set; items without id are ignored', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const [a, b] = wo.checklist as Json[];
    expect(wo.checklist.length).toBeGreaterThanOrEqual(3);
    const res = await patchAccount(wo.id, {
      checklist: [{ id: b.id, isCompleted: true }, { detail: 'Brand new item' }, { id: a.id, detail: 'Renamed' }],
    });
    expect(res.status).toBe(200);
    const list = res.body.checklist as Json[];
    expect(list.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(list[0]).toMatchObject({ detail: b.detail, isCompleted: true, completedAt: expect.any(String) });
    expect(list[1]).toMatchObject({ detail: 'Renamed', isCompleted: false, completedAt: null });
    const bad = await patchAccount(wo.id, { checklist: [{ id: 'abc' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('checklist.0.id');
    const foreign = await patchAccount(wo.id, { checklist: [{ id: 1 }] });
    expect(foreign.body.field).toBe('checklist.0.id');
  });

  it('WO-8/WO-9: line items only via PUT, shown only on account work orders that have some', async () => {
    const db = h.sandbox.ctx.db;
    // The catalog belongs to another seeder; make sure there is an item without assuming its id.
    if (catalogItemsTable(db).all(1).length === 0) {
      catalogItemsTable(db).insert(1, { name: 'Microinverter IQ8+', sku: 'IQ8PLUS', type: 'PRODUCT', manufacturer: 'Enphase' });
    }
    const item = catalogItemsTable(db).all(1)[0];
    const wo = await create('accounts', accountId, officeTemplate);
    await patchAccount(wo.id, { lineItems: [] });
    const put = await h.api('PUT', `/work-orders/${wo.id}/line-items`, {
      body: { lineItems: [{ catalogItemId: item.id, quantity: 2, unitCost: 120.5, unitPrice: 189.99, description: 'Swap unit' }] },
    });
    expect(put.status).toBe(200);
    expect(put.body[0]).toMatchObject({ quantity: 2, unitCost: 120.5, totalCost: 241, unitPrice: 189.99, totalPrice: 379.98, catalogItem: { id: item.id } });
    const withItems = await patchAccount(wo.id, { title: 'Inverter swap', lineItems: [] });
    expect(withItems.body.lineItems).toHaveLength(1);
    const cleared = await h.api('PUT', `/work-orders/${wo.id}/line-items`, { body: { lineItems: [] } });
    expect(cleared.body).toEqual([]);
    expect('lineItems' in (await h.api('GET', `/work-orders/${wo.id}`)).body).toBe(false);
    const both = await h.api('PUT', `/work-orders/${wo.id}/line-items`, { body: { lineItems: [], sections: [] } });
    expect(both.status).toBe(400);
    const onProject = await create('projects', projectId, fieldTemplate);
    const rejected = await h.api('PUT', `/work-orders/${onProject.id}/line-items`, {
      body: { lineItems: [{ catalogItemId: item.id, quantity: 1, unitCost: 1, unitPrice: 2 }] },
    });
    expect(rejected.status).toBe(400);
    const notOnAccount = new Set(
      workOrdersTable(db)
        .all(1)
        .filter((w) => w.accountId === null)
        .map((w) => w.id),
    );
    for (const w of await allWorkOrders()) if (notOnAccount.has(w.id)) expect('lineItems' in w).toBe(false);
  });

  it('validates the body with 400 naming the field, changing nothing', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const cases: [unknown, string][] = [
      [{ priority: 'high' }, 'priority'],
      [{ title: '' }, 'title'],
      [{ startDate: 'tomorrow' }, 'startDate'],
      [{ assigneeId: 999999 }, 'assigneeId'],
      [{ collaborators: [101, 'x'] }, 'collaborators.1'],
      [{ isActive: 'no' }, 'isActive'],
      [{ visits: [{ startDate: 'soon' }] }, 'visits.0.startDate'],
      [{ visits: [{ startDate: '2030-01-02T09:00:00Z', endDate: '2030-01-01T09:00:00Z' }] }, 'visits.0.endDate'],
      [{ title: 'Changed', checklist: [{ id: wo.checklist[0].id, isCompleted: 'yes' }] }, 'checklist.0.isCompleted'],
    ];
    for (const [body, field] of cases) {
      const res = await patchAccount(wo.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(stripLive((await h.api('GET', `/work-orders/${wo.id}`)).body)).toEqual(stripLive(wo));
  });

  it('WO-12: errors are 400, 401, 404, all with code NOT_FOUND', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    const bad = await patchAccount(wo.id, { priority: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('NOT_FOUND');
    const unauth = await patchAccount(wo.id, { title: 'x' }, null);
    expect(unauth.status).toBe(401);
    expect(unauth.body.code).toBe('NOT_FOUND');
    const missing = await patchAccount(999999, { title: 'x' });
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const otherAccount = accountsTable(h.sandbox.ctx.db).all(1)[1].id;
    const wrongParent = await h.api('PATCH', `/accounts/${otherAccount}/work-orders/${wo.id}`, { body: { title: 'x' } });
    expect(wrongParent.status).toBe(404);
    expect(wrongParent.body.code).toBe('NOT_FOUND');
  });

  it('AUTH-12: another company cannot read, list or patch the work order', async () => {
    const wo = await create('accounts', accountId, fieldTemplate);
    expect((await h.api('GET', `/work-orders/${wo.id}`, { key: h.key2 })).status).toBe(404);
    expect((await patchAccount(wo.id, { title: 'Hijacked' }, h.key2)).status).toBe(404);
    const theirs = await allWorkOrders(h.key2);
    expect(theirs.some((w) => w.id === wo.id)).toBe(false);
    expect((await h.api('GET', `/accounts/${accountId}/work-orders`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', `/work-orders/${wo.id}`)).body.title).toBe(wo.title);
  });
});

describe('other work order endpoints', () => {
  it('creates on an opportunity and a project, patches and deletes there', async () => {
    const opp = h.sandbox.ctx.db.table<{ id: number }>('opportunities').all(1)[0];
    const wo = await create('opportunities', opp.id, fieldTemplate);
    expect(wo.project.id).toBe(opp.id);
    const assignee = usersTable(h.sandbox.ctx.db).all(1)[3];
    const res = await h.api('PATCH', `/opportunities/${opp.id}/work-orders/${wo.id}`, { body: { assigneeId: assignee.id, collaborators: [assignee.id] } });
    expect(res.body.assignee).toEqual({ id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName, email: assignee.email });
    expect(res.body.collaborators[0].id).toBe(assignee.id);
    expect((await h.api('GET', `/opportunities/${opp.id}/work-orders`)).body.some((w: Json) => w.id === wo.id)).toBe(true);
    expect((await h.api('DELETE', `/projects/${projectId}/work-orders/${wo.id}`)).status).toBe(404);
    expect((await h.api('DELETE', `/opportunities/${opp.id}/work-orders/${wo.id}`)).status).toBe(200);
    expect((await h.api('GET', `/work-orders/${wo.id}`)).status).toBe(404);
    const noTemplate = await h.api('POST', `/projects/${projectId}/work-orders`, { body: {} });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.field).toBe('templateId');
  });

  it('lists, creates and reads labels', async () => {
    const work = (await h.api('GET', '/labels?type=WORK&page_size=100')).body as Json[];
    expect(work.length).toBeGreaterThan(3);
    expect(work.every((l) => l.type === 'WORK')).toBe(true);
    const made = await h.api('POST', '/labels', { body: { name: 'Snow Load Check', color: '#80DEEA', type: 'WORK' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Snow Load Check', color: '#80DEEA', type: 'WORK' });
    expect((await h.api('GET', `/labels/${made.body.id}`)).body.name).toBe('Snow Load Check');
    expect((await h.api('GET', `/labels/${made.body.id}`, { key: h.key2 })).status).toBe(404);
    const bad = await h.api('POST', '/labels', { body: { name: 'X', color: 'teal', type: 'WORK' } });
    expect(bad.body.field).toBe('color');
  });

  it("lists and replaces a project's line items", async () => {
    const db = h.sandbox.ctx.db;
    if (catalogItemsTable(db).all(1).length === 0) {
      catalogItemsTable(db).insert(1, { name: 'Racking kit', sku: null, type: 'PRODUCT', manufacturer: 'IronRidge' });
    }
    const item = catalogItemsTable(db).all(1)[0];
    const res = await h.api('GET', `/projects/${projectId}/line-items`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const put = await h.api('PUT', `/projects/${projectId}/line-items`, {
      body: { sections: [{ name: 'Adders', lineItems: [{ catalogItemId: item.id, quantity: 1, unitCost: 0, unitPrice: -250 }] }] },
    });
    expect(put.status).toBe(200);
    expect(put.body).toHaveLength(1);
    expect(put.body[0]).toMatchObject({ sectionName: 'Adders', unitPrice: -250, totalPrice: -250, catalogItem: { id: item.id } });
    expect((await h.api('GET', `/projects/${projectId}/line-items`)).body).toEqual(put.body);
    const twice = { catalogItemId: item.id, quantity: 1, unitCost: 1, unitPrice: 1 };
    expect((await h.api('PUT', `/projects/${projectId}/line-items`, { body: { lineItems: [twice, twice] } })).status).toBe(400);
    expect((await h.api('GET', '/projects/999999/line-items')).status).toBe(404);
  });
});

/** Drops what moves by itself: the open status stint is measured to the time of the request. */
function stripLive(wo: Json): Json {
  const { statuses, updatedAt: _u, ...rest } = wo;
  return { ...rest, statuses: (statuses as Json[]).map(({ endedAt: _e, spentTime: _s, ...s }) => s) };
}
