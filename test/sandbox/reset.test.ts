/**
 * POST /_sandbox/reset replaces the whole store, and every route must see the new one: no route may keep
 * the data it was registered with. Each domain gets one record created before the reset (gone after it)
 * and again after it (created, readable, and alone in its owner's lists even where ids are reused).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox, type ApiResponse } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 10, opportunities: 5, workOrders: 10, calls: 10 } });

type Json = any;

function ok(res: ApiResponse, what: string): Json {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

function upload(name: string): FormData {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(16).fill(7)], { type: 'text/plain' }), name);
  return fd;
}

/** How to find one created record again: a GET of it, or a list that must hold its id. */
interface Made {
  domain: string;
  path: string;
  /** The record is an item of a list (or of `field` of the answer) rather than the answer itself. */
  inList?: { id: number; field?: string };
}

async function found(m: Made): Promise<boolean> {
  const res = await h.api('GET', m.path);
  if (res.status === 404) return false;
  expect(res.status, `${m.domain} GET ${m.path}: ${JSON.stringify(res.body)}`).toBe(200);
  if (!m.inList) return true;
  const list = (m.inList.field ? res.body[m.inList.field] : res.body) as { id: number }[];
  expect(Array.isArray(list), `${m.domain} GET ${m.path} is a list: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(true);
  return list.some((x) => x.id === m.inList!.id);
}

/** One new record in every domain, on a new account, project and opportunity; the seed is left as it is. */
async function makeOneOfEach(): Promise<Made[]> {
  const made: Made[] = [];
  const add = (domain: string, path: string, inList?: Made['inList']) => made.push({ domain, path, inList });
  const users = ok(await h.api('GET', '/users'), 'users') as { id: number; isActive?: boolean }[];
  const userId = users[0]!.id;

  const contact = ok(await h.api('POST', '/contacts', { body: { name: 'Reset Contact', phones: ['+13035550111'] } }), 'contact');
  add('contacts', `/contacts/${contact.id}`);
  const account = ok(
    await h.api('POST', '/accounts', { body: { title: 'Reset Roofing LLC', address: ['1 Reset Rd, Denver, CO 80202'], contacts: [contact.id] } }),
    'account',
  );
  add('accounts', `/accounts/${account.id}`);
  const site = ok(
    await h.api('POST', '/sites', { body: { accountId: account.id, title: 'Reset yard', fullAddress: '4400 Brighton Blvd, Denver, CO 80216' } }),
    'site',
  );
  add('sites', `/sites/${site.id}`);
  const address = ['2100 Solar Way, Denver, CO 80205'];
  const project = ok(await h.api('POST', '/projects', { body: { title: 'Reset project', address, accountId: account.id } }), 'project');
  add('projects', `/projects/${project.id}`);
  const opp = ok(await h.api('POST', '/opportunities', { body: { title: 'Reset lead', address, accountId: account.id, trades: ['SOLAR'] } }), 'opportunity');
  add('opportunities', `/opportunities/${opp.id}`);

  // Files, folders, forms (src/sandbox/files): the routes of issue 15.
  const upAccount = ok(await h.api('POST', `/accounts/${account.id}/files/upload`, { body: upload('account.txt') }), 'account upload');
  add('account files', `/accounts/${account.id}/files/${upAccount.id}`);
  add('account file list', `/accounts/${account.id}/files`, { id: upAccount.id });
  const upProject = ok(await h.api('POST', `/projects/${project.id}/files/upload`, { body: upload('project.txt') }), 'project upload');
  add('files', `/files/${upProject.id}`);
  const fromUrl = ok(await h.api('POST', `/opportunities/${opp.id}/files`, { body: { url: 'https://example.com/plans/roof.pdf' } }), 'file from url');
  add('opportunity files', `/opportunities/${opp.id}/files/${fromUrl.id}`);
  const folder = ok(await h.api('POST', `/projects/${project.id}/folders`, { body: { name: 'Reset folder' } }), 'folder');
  add('folders', `/folders/${folder.id}`);
  add('project folders', `/projects/${project.id}/folders`, { id: folder.id });
  const templates = ok(await h.api('GET', '/form-templates'), 'form templates') as { id: number; isArchived: boolean }[];
  const template = templates.find((t) => !t.isArchived)!;
  const form = ok(await h.api('POST', `/projects/${project.id}/forms`, { body: { templateId: template.id, folderId: folder.id } }), 'form');
  add('forms', `/forms/${form.id}`);
  add('folder contents', `/folders/${folder.id}/contents`, { id: form.fileId ?? form.id });
  add('project forms', `/projects/${project.id}/forms`, { id: form.id });

  // Work orders, line items, notes, calls, reminders.
  const woTemplates = ok(await h.api('GET', '/work-orders/templates'), 'work order templates') as { id: number }[];
  const wo = ok(await h.api('POST', `/accounts/${account.id}/work-orders`, { body: { templateId: woTemplates[0]!.id } }), 'work order');
  add('work orders', `/work-orders/${wo.id}`);
  add('account work orders', `/accounts/${account.id}/work-orders`, { id: wo.id });
  ok(await h.api('PATCH', `/accounts/${account.id}/work-orders/${wo.id}`, { body: { title: 'Reset visit' } }), 'work order patch');
  const woNote = ok(await h.api('POST', `/work-orders/${wo.id}/notes`, { body: { body: 'on the roof' } }), 'work order note');
  add('work order notes', `/work-orders/${wo.id}/notes`, { id: woNote.id, field: 'notes' });
  const note = ok(await h.api('POST', `/accounts/${account.id}/notes`, { body: { body: 'fresh' } }), 'account note');
  add('notes', `/accounts/${account.id}/notes`, { id: note.id, field: 'notes' });
  const call = ok(
    await h.api('POST', `/accounts/${account.id}/calls`, {
      body: {
        fromNumber: '+13035550100',
        toNumber: '+17205550123',
        isInbound: false,
        outcome: 'ANSWERED',
        startTime: '2026-01-05T15:00:00Z',
        endTime: '2026-01-05T15:04:30Z',
        reason: 'Warranty claim',
        disposition: 'Visit scheduled',
      },
    }),
    'call',
  );
  add('calls', `/accounts/${account.id}/calls`, { id: call.id });
  const reminder = ok(await h.api('POST', `/accounts/${account.id}/reminders`, { body: { title: 'Call back', assigneeId: userId } }), 'reminder');
  add('reminders', `/reminders/${reminder.id}`);

  // Finance: catalog, invoices with a payment, bills, timesheets, labels.
  const item = ok(
    await h.api('POST', '/catalog-items', {
      body: {
        name: 'Reset Inverter',
        type: 'PRODUCT',
        category: 'MICROINVERTER',
        tradeGroup: 'ENERGY',
        cost: 100,
        price: 200,
        manufacturer: 'Enphase',
        sku: 'RST-1',
      },
    }),
    'catalog item',
  );
  add('catalog items', `/catalog-items/${item.id}`);
  const lineItems = [{ catalogItemId: item.id, quantity: 2, unitCost: 100, unitPrice: 200 }];
  const invoice = ok(
    await h.api('POST', '/invoices', {
      body: { recordId: project.id, calculationMethod: 'LINE_ITEMS', lineItems, status: 'SENT', issueDate: '2026-01-05T00:00:00Z' },
    }),
    'invoice',
  );
  add('invoices', `/invoices/${invoice.id}`);
  add('project invoices', `/projects/${project.id}/invoices`, { id: invoice.id, field: 'items' });
  const payment = ok(
    await h.api('POST', `/invoices/${invoice.id}/payments`, { body: { amount: 50, paymentMethod: 'CASH', paymentDate: '2026-01-06T00:00:00Z' } }),
    'payment',
  );
  add('payments', `/invoices/${invoice.id}/payments/${payment.id}`);
  const bill = ok(await h.api('POST', '/bills', { body: { recordId: project.id, calculationMethod: 'LINE_ITEMS', lineItems } }), 'bill');
  add('bills', `/bills/${bill.id}`);
  const timesheet = ok(
    await h.api('POST', '/timesheets', { body: { userId, projectId: project.id, startTime: '2026-01-05T14:00:00Z', endTime: '2026-01-05T16:00:00Z' } }),
    'timesheet',
  );
  add('timesheets', `/timesheets/${timesheet.id}`);
  const label = ok(await h.api('POST', '/labels', { body: { name: 'Reset label', color: '#80DEEA', type: 'WORK' } }), 'label');
  add('labels', `/labels/${label.id}`);

  // The vendor operations: quotes, assets, vendors, appointments.
  const quote = ok(await h.api('POST', '/quotes', { body: { opportunityId: opp.id, lineItems } }), 'quote');
  add('quotes', `/quotes/${quote.id}`);
  add('opportunity quotes', `/opportunities/${opp.id}/quotes`, { id: quote.id });
  const asset = ok(
    await h.api('POST', '/assets', {
      body: { accountId: account.id, siteId: site.id, type: 'OTHER', manufacturer: 'Tesla', model: 'Powerwall', serialNumber: 'RST0001' },
    }),
    'asset',
  );
  add('assets', `/assets/${asset.id}`);
  const vendor = ok(await h.api('POST', '/vendors', { body: { name: 'Reset Supply', vendorType: 'SUPPLIER' } }), 'vendor');
  add('vendors', `/vendors/${vendor.id}`);
  ok(await h.api('POST', `/projects/${project.id}/vendors/${vendor.id}`), 'project vendor link');
  const appointment = ok(
    await h.api('POST', `/opportunities/${opp.id}/appointments`, { body: { title: 'Site visit', assigneeId: userId, dueDate: '2030-01-01T10:00:00Z' } }),
    'appointment',
  );
  add('appointments', `/appointments/${appointment.id}`);
  return made;
}

describe('POST /_sandbox/reset', () => {
  it('every route sees the reset data: records made before are gone, the same records made after are found, alone', async () => {
    const before = await makeOneOfEach();
    for (const m of before) expect(await found(m), `${m.domain} before the reset`).toBe(true);

    await h.reset();
    for (const m of before) expect(await found(m), `${m.domain} is gone after the reset (${m.path})`).toBe(false);

    const after = await makeOneOfEach();
    for (const m of after) expect(await found(m), `${m.domain} made after the reset (${m.path})`).toBe(true);
    // The fresh store hands out the same ids again: the new account lists only its own new file.
    expect(after.map((m) => m.path)).toEqual(before.map((m) => m.path));
    const accountFiles = after.find((m) => m.domain === 'account file list')!;
    expect((await h.api('GET', accountFiles.path)).body).toHaveLength(1);
  });

  it('a new account after a reset takes an upload at once (the sequence of issue 15)', async () => {
    await h.reset();
    const account = ok(await h.api('POST', '/accounts', { body: { title: 'Upload After Reset', address: ['2 Reset Rd, Denver, CO 80202'] } }), 'account');
    const res = await h.api('POST', `/accounts/${account.id}/files/upload`, { body: upload('after.txt') });
    expect(res.status).toBe(200);
    expect((await h.api('GET', `/accounts/${account.id}/files`)).body.map((f: { id: number }) => f.id)).toEqual([res.body.id]);
  });
});
