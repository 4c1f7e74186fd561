import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { accountsTable, projectsTable } from '../../src/sandbox/records/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 20, calls: 20 } });

let projectId: number;
let accountId: number;
let otherCompanyProjectId: number;
let catalog: { id: number; price: number; cost: number }[];

beforeAll(async () => {
  // Ids of core records come from the store: their routes belong to another domain.
  const db = h.sandbox.ctx.db;
  projectId = projectsTable(db).all(1)[0].id;
  accountId = accountsTable(db).all(1)[0].id;
  otherCompanyProjectId = projectsTable(db).all(2)[0].id;
  catalog = (await h.api('GET', '/catalog-items')).body;
});

const item = (i: number, extra: Record<string, unknown> = {}) => ({ catalogItemId: catalog[i].id, quantity: 2, unitCost: 10, unitPrice: 25, ...extra });
const create = (body: Record<string, unknown>) =>
  h.api('POST', '/invoices', { body: { recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [item(0)], ...body } });
const expect400 = (res: { status: number; body: any }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.code).toBe('UNAUTHORIZED');
  expect(typeof res.body.message).toBe('string');
};
async function allInvoices(key?: string) {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const res = await h.api('GET', `/invoices?page=${page}&page_size=100`, { key });
    out.push(...res.body.items);
    if (!res.body.has_more) return out;
  }
}

describe('POST /invoices: status and issueDate', () => {
  it('INV-1: status omitted or DRAFT gives DRAFT and ignores issueDate', async () => {
    const omitted = await create({ issueDate: '2025-01-10T00:00:00Z' });
    expect(omitted.status).toBe(201);
    expect(omitted.body.status).toBe('DRAFT');
    expect(omitted.body.issueDate).toBeNull();
    const draft = await create({ status: 'DRAFT', issueDate: 'not a date' });
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe('DRAFT');
    expect(draft.body.issueDate).toBeNull();
  });

  it('INV-2: SENT, PARTIALLY_PAID and PAID with issueDate keep that status and finalize', async () => {
    for (const status of ['SENT', 'PARTIALLY_PAID', 'PAID']) {
      const res = await create({ status, issueDate: '2025-03-01T12:00:00Z' });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe(status);
      expect(res.body.issueDate).toBe('2025-03-01T12:00:00.000Z');
    }
  });

  it('INV-3: SENT, PARTIALLY_PAID or PAID without issueDate is rejected', async () => {
    for (const status of ['SENT', 'PARTIALLY_PAID', 'PAID']) expect400(await create({ status }), 'issueDate');
    expect400(await create({ status: 'SENT', issueDate: 'yesterday' }), 'issueDate');
  });

  it('INV-4: DECLINED and OVERDUE cannot be set at creation', async () => {
    for (const status of ['DECLINED', 'OVERDUE']) expect400(await create({ status, issueDate: '2025-03-01T12:00:00Z' }), 'status');
    expect400(await create({ status: 'ARCHIVED' }), 'status');
  });
});

describe('POST /invoices: record and body rules', () => {
  it('INV-5: recordId must be an existing project or account of the caller', async () => {
    expect400(await create({ recordId: 999_999 }), 'recordId');
    expect400(await create({ recordId: otherCompanyProjectId }), 'recordId');
    expect400(await h.api('POST', '/invoices', { body: { calculationMethod: 'LINE_ITEMS', lineItems: [item(0)] } }), 'recordId');
    const onProject = await create({});
    expect(onProject.body.record).toMatchObject({ id: projectId });
    const onAccount = await create({ recordId: accountId });
    expect(onAccount.status).toBe(201);
    expect(onAccount.body.account.id).toBe(accountId);
    expect(onAccount.body.record).toBeNull();
  });

  it('INV-6: LINE_ITEMS needs lineItems or sections; PERCENTAGE needs percentage', async () => {
    expect400(await h.api('POST', '/invoices', { body: { recordId: projectId, calculationMethod: 'LINE_ITEMS' } }), 'lineItems');
    expect400(await h.api('POST', '/invoices', { body: { recordId: projectId, calculationMethod: 'PERCENTAGE' } }), 'percentage');
    expect400(await h.api('POST', '/invoices', { body: { recordId: projectId, calculationMethod: 'FIXED' } }), 'calculationMethod');
    expect400(await create({ lineItems: [] }), 'lineItems');
    const both = await create({ sections: [{ name: 'Equipment', lineItems: [item(1)] }] });
    expect(both.status).toBe(201);
    expect(both.body.lineItems).toHaveLength(2);
    const pct = await h.api('POST', '/invoices', { body: { recordId: projectId, calculationMethod: 'PERCENTAGE', percentage: 25 } });
    expect(pct.status).toBe(201);
    expect(pct.body.calculationMethod).toBe('PERCENTAGE');
    expect(pct.body.percentage).toBe(25);
    expect(pct.body.amount).toBe(Math.round(pct.body.baseAmount * 25) / 100);
    expect400(
      await h.api('POST', '/invoices', { body: { recordId: projectId, calculationMethod: 'PERCENTAGE', percentage: 25, lineItems: [item(0)] } }),
      'lineItems',
    );
  });

  it('INV-7: bare lineItems are grouped into one unnamed section', async () => {
    const res = await create({ lineItems: [item(0), item(1), item(2)] });
    expect(res.body.sections).toHaveLength(1);
    expect(res.body.sections[0].name).toBeNull();
    const ids = new Set(res.body.lineItems.map((li: any) => li.sectionId));
    expect([...ids]).toEqual([res.body.sections[0].id]);
    const mixed = await create({ lineItems: [item(0)], sections: [{ name: 'Storage', lineItems: [item(1)] }] });
    expect(mixed.body.sections.map((s: any) => s.name)).toEqual([null, 'Storage']);
  });

  it('INV-8: a section needs at least one line item and a 1..500-character name or none', async () => {
    const sections = (s: Record<string, unknown>) => create({ lineItems: undefined, sections: [{ name: 'Ok', lineItems: [item(0)] }, s] });
    expect400(await sections({ name: 'Empty', lineItems: [] }), 'sections.1.lineItems');
    expect400(await sections({ name: 'Missing' }), 'sections.1.lineItems');
    expect400(await sections({ name: '', lineItems: [item(1)] }), 'sections.1.name');
    expect400(await sections({ name: 'x'.repeat(501), lineItems: [item(1)] }), 'sections.1.name');
    expect400(await sections({ name: 7, lineItems: [item(1)] }), 'sections.1.name');
    const ok = await create({
      lineItems: undefined,
      sections: [{ name: 'x'.repeat(500), lineItems: [item(0)] }, { name: null, lineItems: [item(1)] }, { lineItems: [item(2)] }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.sections.map((s: any) => s.name)).toEqual(['x'.repeat(500), null, null]);
  });

  it('INV-9: line item fields are required, unitPrice may be negative, id 0 or absent is new', async () => {
    const bad = async (li: Record<string, unknown>, field: string) => expect400(await create({ lineItems: [item(0), li] }), field);
    await bad({ quantity: 1, unitCost: 1, unitPrice: 1 }, 'lineItems.1.catalogItemId');
    await bad({ catalogItemId: catalog[1].id, unitCost: 1, unitPrice: 1 }, 'lineItems.1.quantity');
    await bad(item(1, { quantity: 1.5 }), 'lineItems.1.quantity');
    await bad(item(1, { unitCost: undefined }), 'lineItems.1.unitCost');
    await bad(item(1, { unitPrice: undefined }), 'lineItems.1.unitPrice');
    await bad(item(1, { unitPrice: '12' }), 'lineItems.1.unitPrice');
    await bad(item(1, { catalogItemId: 1 }), 'lineItems.1.catalogItemId');
    await bad(item(1, { id: 12345 }), 'lineItems.1.id');
    expect400(
      await create({ lineItems: undefined, sections: [{ lineItems: [item(0), { catalogItemId: catalog[1].id }] }] }),
      'sections.0.lineItems.1.quantity',
    );
    const res = await create({ lineItems: [item(0, { id: 0 }), item(1), item(2, { quantity: 1, unitPrice: -150, description: 'Referral credit' })] });
    expect(res.status).toBe(201);
    const ids = res.body.lineItems.map((li: any) => li.id);
    expect(ids.every((id: number) => id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(res.body.lineItems[2]).toMatchObject({ unitPrice: -150, description: 'Referral credit', catalogItem: { id: catalog[2].id } });
    expect(res.body.amount).toBe(25 * 2 + 25 * 2 - 150);
  });

  it('INV-10: invoice numbers are unique and amounts are dollars with cent precision', async () => {
    const res = await create({ lineItems: [item(0, { quantity: 3, unitPrice: 0.1 }), item(1, { quantity: 1, unitPrice: 19.999, unitCost: 5.005 })] });
    expect(res.body.amount).toBe(20.3);
    expect(res.body.lineItems[1].unitPrice).toBe(20);
    const all = await allInvoices();
    // One invoice in ten is vendor-shaped, numbered by `uid` instead of `invoiceNumber`: unique either way.
    const numbers = all.map((inv) => inv.invoiceNumber ?? inv.uid);
    expect(numbers.every((n) => n !== undefined && n !== null && n !== '')).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const centsOnly = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
    for (const inv of all) {
      expect(centsOnly(inv.amount) && centsOnly(inv.amountPaid)).toBe(true);
      for (const li of inv.lineItems) expect(centsOnly(li.unitPrice) && centsOnly(li.unitCost)).toBe(true);
    }
  });

  it('INV-12: POST /invoices errors are 400 and 401, both with code UNAUTHORIZED', async () => {
    const noKey = await h.api('POST', '/invoices', { key: null, body: {} });
    expect(noKey.status).toBe(401);
    expect(noKey.body.code).toBe('UNAUTHORIZED');
    const badKey = await h.api('POST', '/invoices', { key: 'fg_wrong', body: {} });
    expect(badKey.status).toBe(401);
    expect(badKey.body.code).toBe('UNAUTHORIZED');
    expect400(await h.api('POST', '/invoices', { body: [] }), 'body');
  });
});

describe('seeded invoices and the list endpoints', () => {
  it('INV-10: seeded payments sum to amountPaid and statuses agree with them', async () => {
    const all = await allInvoices();
    expect(all.length).toBeGreaterThan(5);
    const paid = all.filter((inv) => inv.status === 'PAID' || inv.status === 'PARTIALLY_PAID').slice(0, 8);
    expect(paid.length).toBeGreaterThan(0);
    for (const inv of paid) {
      const payments = (await h.api('GET', `/invoices/${inv.id}/payments`)).body as any[];
      const sum = payments.reduce((s, p) => s + Math.round(p.amount * 100), 0) / 100;
      expect(sum).toBe(inv.amountPaid);
    }
    expect(all.some((inv) => inv.sections.some((s: any) => s.name))).toBe(true);
  });

  it('lists use the vendor envelope and filter by status, record and owner record', async () => {
    const page = await h.api('GET', '/invoices?page=1&page_size=3');
    expect(Object.keys(page.body).sort()).toEqual(['has_more', 'items', 'page', 'page_size']);
    expect(page.body.items).toHaveLength(3);
    const drafts = await h.api('GET', '/invoices?status=DRAFT&page_size=100');
    expect(drafts.body.items.every((i: any) => i.status === 'DRAFT')).toBe(true);
    const byProject = await h.api('GET', `/projects/${projectId}/invoices?page_size=100`);
    expect(byProject.body.items.length).toBeGreaterThan(0);
    expect(byProject.body.items.every((i: any) => i.record?.id === projectId)).toBe(true);
    const byAccount = await h.api('GET', `/accounts/${accountId}/invoices?page_size=100`);
    expect(byAccount.body.items.every((i: any) => i.account?.id === accountId)).toBe(true);
    const missing = await h.api('GET', '/projects/999999/invoices');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    const badPage = await h.api('GET', '/invoices?page_size=101');
    expect(badPage.status).toBe(400);
    expect(badPage.body.field).toBe('page_size');
  });

  it('PATCH replaces line items keeping ids, rejects calculationMethod, and DELETE removes', async () => {
    const inv = (await create({ lineItems: [item(0), item(1)] })).body;
    const keep = inv.lineItems[0];
    const patched = await h.api('PATCH', `/invoices/${inv.id}`, {
      body: { lineItems: [{ ...item(0), id: keep.id, quantity: 5 }, item(3)], description: 'Revised' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.lineItems.map((li: any) => li.id)[0]).toBe(keep.id);
    expect(patched.body.lineItems).toHaveLength(2);
    expect(patched.body.amount).toBe(5 * 25 + 2 * 25);
    expect(patched.body.description).toBe('Revised');
    const method = await h.api('PATCH', `/invoices/${inv.id}`, { body: { calculationMethod: 'PERCENTAGE' } });
    expect(method.status).toBe(400);
    expect(method.body).toMatchObject({ field: 'calculationMethod', code: 'NOT_FOUND' });
    const sent = await h.api('PATCH', `/invoices/${inv.id}`, { body: { status: 'SENT' } });
    expect(sent.body.field).toBe('issueDate');
    const declined = await h.api('PATCH', `/invoices/${inv.id}`, { body: { status: 'DECLINED', issueDate: '2025-04-01T00:00:00Z' } });
    expect(declined.body.status).toBe('DECLINED');
    const archived = await h.api('PATCH', `/invoices/${inv.id}`, { body: { isArchived: true } });
    expect(archived.body.isArchived).toBe(true);
    expect((await h.api('DELETE', `/invoices/${inv.id}`)).status).toBe(200);
    expect((await h.api('GET', `/invoices/${inv.id}`)).status).toBe(404);
  });
});

describe('payments', () => {
  const pay = (invoiceId: number, amount: number) =>
    h.api('POST', `/invoices/${invoiceId}/payments`, {
      body: { amount, paymentMethod: 'CHECK', paymentDate: '2025-04-02T15:00:00Z', paymentReference: 'Check #1042' },
    });

  it('INV-11: creating, changing and deleting payments recalculates amountPaid and status', async () => {
    const inv = (
      await create({
        status: 'SENT',
        issueDate: '2025-04-01T00:00:00Z',
        dueDate: '2099-01-01T00:00:00Z',
        lineItems: [item(0, { quantity: 4, unitPrice: 250 })],
      })
    ).body;
    expect(inv.amount).toBe(1000);
    const first = await pay(inv.id, 400.5);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 400.5, paymentMethod: 'CHECK', isExternal: false, invoiceId: inv.id });
    let now = (await h.api('GET', `/invoices/${inv.id}`)).body;
    expect(now).toMatchObject({ amountPaid: 400.5, status: 'PARTIALLY_PAID' });
    await h.api('PATCH', `/payments/${first.body.id}`, { body: { amount: 1000 } });
    now = (await h.api('GET', `/invoices/${inv.id}`)).body;
    expect(now).toMatchObject({ amountPaid: 1000, status: 'PAID' });
    expect((await h.api('DELETE', `/payments/${first.body.id}`)).status).toBe(200);
    now = (await h.api('GET', `/invoices/${inv.id}`)).body;
    expect(now).toMatchObject({ amountPaid: 0, status: 'SENT' });
    expect((await h.api('GET', `/invoices/${inv.id}/payments/${first.body.id}`)).status).toBe(404);
    const badAmount = await pay(inv.id, 0);
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.field).toBe('amount');
  });

  it('INV-11: bill payments recalculate the bill', async () => {
    const bill = await h.api('POST', '/bills', {
      body: {
        recordId: projectId,
        calculationMethod: 'LINE_ITEMS',
        status: 'SENT',
        issueDate: '2025-04-01T00:00:00Z',
        lineItems: [item(0, { quantity: 2, unitCost: 100, unitPrice: 100 })],
      },
    });
    expect(bill.status).toBe(201);
    expect(bill.body).toMatchObject({ amount: 200, status: 'SENT', billNumber: expect.any(Number) });
    const p = await h.api('POST', `/bills/${bill.body.id}/payments`, { body: { amount: 200, paymentMethod: 'ACH', paymentDate: '2025-04-03T00:00:00Z' } });
    expect(p.body.billId).toBe(bill.body.id);
    expect((await h.api('GET', `/bills/${bill.body.id}`)).body).toMatchObject({ amountPaid: 200, status: 'PAID' });
    await h.api('PATCH', `/payments/${p.body.id}`, { body: { amount: 50 } });
    expect((await h.api('GET', `/bills/${bill.body.id}`)).body).toMatchObject({ amountPaid: 50, status: 'PARTIALLY_PAID' });
    const list = await h.api('GET', `/projects/${projectId}/bills`);
    expect(list.body.items.some((b: any) => b.id === bill.body.id)).toBe(true);
    const zeroCost = await h.api('POST', '/bills', { body: { recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [item(0, { unitCost: 0 })] } });
    expect(zeroCost.body.field).toBe('lineItems.0.unitCost');
    const onAccount = await h.api('POST', '/bills', { body: { recordId: accountId, calculationMethod: 'LINE_ITEMS', lineItems: [item(0)] } });
    expect(onAccount.body.field).toBe('recordId');
  });

  it('PAY-1: PATCH /payments needs at least one of amount, paymentMethod, paymentDate, notes, paymentReference', async () => {
    const inv = (await create({ status: 'SENT', issueDate: '2025-04-01T00:00:00Z' })).body;
    const p = (await pay(inv.id, 10)).body;
    for (const body of [{}, { status: 'VOID' }]) {
      const res = await h.api('PATCH', `/payments/${p.id}`, { body });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('body');
    }
    const bad = await h.api('PATCH', `/payments/${p.id}`, { body: { paymentMethod: 'BITCOIN' } });
    expect(bad.body.field).toBe('paymentMethod');
    for (const body of [
      { notes: 'Left at front desk' },
      { paymentReference: 'Check #77' },
      { paymentDate: '2025-04-05T00:00:00Z' },
      { paymentMethod: 'CASH' },
      { amount: 12.34 },
    ]) {
      const res = await h.api('PATCH', `/payments/${p.id}`, { body });
      expect(res.status).toBe(200);
    }
    expect((await h.api('GET', `/invoices/${inv.id}/payments/${p.id}`)).body).toMatchObject({
      notes: 'Left at front desk',
      paymentReference: 'Check #77',
      paymentMethod: 'CASH',
      amount: 12.34,
    });
  });

  it('PAY-2: processor payments take PATCH of notes only and refuse DELETE (409)', async () => {
    let external: any;
    for (const inv of await allInvoices()) {
      if (inv.amountPaid === 0) continue;
      external = (await h.api('GET', `/invoices/${inv.id}/payments`)).body.find((p: any) => p.isExternal);
      if (external) break;
    }
    expect(external).toMatchObject({ source: 'STRIPE', isExternal: true });
    for (const body of [{ amount: 1 }, { notes: 'x', paymentMethod: 'CASH' }, { paymentReference: null }]) {
      const res = await h.api('PATCH', `/payments/${external.id}`, { body });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
    }
    const notes = await h.api('PATCH', `/payments/${external.id}`, { body: { notes: 'Customer asked for a receipt' } });
    expect(notes.status).toBe(200);
    expect(notes.body.notes).toBe('Customer asked for a receipt');
    expect(notes.body.amount).toBe(external.amount);
    const del = await h.api('DELETE', `/payments/${external.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toMatch(/refund/);
  });
});

describe('AUTH-12 for finance records', () => {
  it("AUTH-12: company 2's key cannot read or change company 1's invoices and payments", async () => {
    const inv = (await create({ status: 'SENT', issueDate: '2025-04-01T00:00:00Z' })).body;
    const p = (await h.api('POST', `/invoices/${inv.id}/payments`, { body: { amount: 5, paymentMethod: 'CASH', paymentDate: '2025-04-02T00:00:00Z' } })).body;
    const read = await h.api('GET', `/invoices/${inv.id}`, { key: h.key2 });
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('NOT_FOUND');
    expect((await h.api('GET', `/invoices/${inv.id}/payments`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('PATCH', `/invoices/${inv.id}`, { key: h.key2, body: { description: 'x' } })).status).toBe(404);
    expect((await h.api('PATCH', `/payments/${p.id}`, { key: h.key2, body: { notes: 'x' } })).status).toBe(404);
    expect((await h.api('DELETE', `/payments/${p.id}`, { key: h.key2 })).status).toBe(404);
    expect((await allInvoices(h.key2)).some((i) => i.id === inv.id)).toBe(false);
    expect((await h.api('GET', `/projects/${projectId}/invoices`, { key: h.key2 })).status).toBe(404);
  });
});
