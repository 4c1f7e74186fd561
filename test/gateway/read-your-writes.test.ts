/**
 * Record-level invalidation across two instances sharing Redis: every screen of src/operations, after a
 * write through either instance that changes a field it shows (wherever the record appears: its own
 * answer, a list's rows, a contact's projects, a work order's parent), shows the new value on both
 * instances at the next read, with the cache on. Webhooks invalidate exactly the record they name; a
 * duplicate delivery invalidates nothing; a deleted key reads nothing more on any instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox, demoBasic } from '../helpers/sandbox.js';
import { haveRedis, startRedis, type RunningRedis } from '../helpers/redis.js';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { operations, type BenchInputs } from '../../bench/operations.js';
import { hashKey } from '../../src/upstream/pacer.js';
import { waitFor } from '../helpers/wait.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const h = useSandbox({ now, sizes: { accounts: 30, projects: 40, opportunities: 20, workOrders: 120, calls: 20 } });
const TOKEN = 'read-your-writes-token';
let redis: RunningRedis;
let a: Gateway;
let b: Gateway;
let inputs: BenchInputs;

type Body = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }>; extensions?: Record<string, any> };

async function gql(g: Gateway, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = { 'x-api-key': h.key1 }) {
  const res = await g.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

async function upstream(run: () => Promise<unknown>): Promise<number> {
  await h.resetStats();
  await run();
  return (await h.stats()).total;
}

const screen = (name: string) => {
  const op = operations.find((o) => o.name === name)!;
  return (g: Gateway) => gql(g, op.document, op.variables(inputs));
};

/** Runs a mutation on `g`; fails the test on any error or userError. */
async function write(g: Gateway, query: string, variables: Record<string, unknown>) {
  const { body } = await gql(g, query, variables);
  expect(body.errors).toBeUndefined();
  const payload = Object.values(body.data ?? {})[0] as { userErrors?: unknown[] };
  expect(payload.userErrors ?? []).toEqual([]);
  return body.data;
}

/** The screen's answer on both instances, after each has it cached. */
async function warm(run: (g: Gateway) => Promise<{ body: Body }>) {
  for (const g of [a, b, a, b]) expect((await run(g)).body.errors).toBeUndefined();
}

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  if (!haveRedis) return;
  redis = await startRedis();
  const instance = () =>
    createGateway(
      testConfig(h.url, {
        upstream: { cache: true, ratePerSecond: 0, cacheRecordTtlMs: 600_000 },
        events: { webhookToken: TOKEN },
        redis: { url: redis.url, prefix: 'ryw:' },
      }),
    );
  a = instance();
  b = instance();
  await Promise.all([a.events.ready(), b.events.ready()]);
  // The account whose screens touch the most records (contacts with projects, sites, invoices), as the bench picks it.
  const accounts = (await h.api('GET', '/accounts?page=1&page_size=30')).body as { id: number }[];
  let best = { id: accounts[0]!.id, projects: -1 };
  for (const { id } of accounts) {
    const account = (await h.api('GET', `/accounts/${id}?include_contacts=true`)).body as { contacts?: Array<{ id: number }> };
    let projects = 0;
    for (const c of account.contacts ?? []) projects += ((await h.api('GET', `/contacts/${c.id}`)).body.projects ?? []).length;
    if (projects > best.projects) best = { id, projects };
  }
  inputs = { now, accountId: best.id };
}, 60_000);

afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
  redis?.stop();
});

describe.skipIf(!haveRedis)('read-your-writes: no answer contradicts a write just made, on either instance', () => {
  it('DeepChain: a project renamed shows in the contacts’ projects of the account (an embedded copy)', async () => {
    const run = screen('DeepChain');
    await warm(run);
    const projectId = (await findContactProject()).id;
    await write(a, 'mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Renamed through A" }) { userErrors { message } } }', {
      id: gid('Project', projectId),
    });
    for (const g of [a, b]) {
      const titles = (await run(g)).body.data.account.contacts.flatMap((c: any) => c.projects.map((p: any) => p.title));
      expect(titles).toContain('Renamed through A');
    }
  });

  it('DeepChain: the account renamed through B shows on A', async () => {
    const run = screen('DeepChain');
    await warm(run);
    await write(b, 'mutation($id: ID!) { accountUpdate(id: $id, input: { title: "Account renamed on B" }) { userErrors { message } } }', {
      id: gid('Account', inputs.accountId),
    });
    for (const g of [a, b]) expect((await run(g)).body.data.account.title).toBe('Account renamed on B');
  });

  it('Account360: a contact’s name, a site’s address, an asset’s model and a project’s stage show after their writes', async () => {
    const run = screen('Account360');
    await warm(run);
    const account = (await h.api('GET', `/accounts/${inputs.accountId}?include_contacts=true`)).body;
    const contactId = account.contacts[0].id as number;
    await write(a, 'mutation($id: ID!) { contactUpdate(id: $id, input: { name: "Contact renamed" }) { userErrors { message } } }', {
      id: gid('Contact', contactId),
    });
    for (const g of [a, b]) expect((await run(g)).body.data.account.contacts.map((c: any) => c.name)).toContain('Contact renamed');

    const ids = (
      await gql(a, 'query($id: Int!) { account(databaseId: $id) { sites(first: 10) { nodes { databaseId assets { nodes { databaseId } } } } } }', {
        id: inputs.accountId,
      })
    ).body.data.account.sites.nodes as Array<{ databaseId: number; assets: { nodes: Array<{ databaseId: number }> } }>;
    const site = ids.find((s) => s.assets.nodes.length > 0);
    expect(site, 'the chosen account has a site with equipment').toBeDefined();
    await write(b, 'mutation($id: ID!) { siteUpdate(id: $id, input: { fullAddress: "1 Written Way, Denver, CO 80202" }) { userErrors { message } } }', {
      id: gid('Site', site!.databaseId),
    });
    await write(a, 'mutation($id: ID!) { assetUpdate(id: $id, input: { model: "Model renamed" }) { userErrors { message } } }', {
      id: gid('Asset', site!.assets.nodes[0]!.databaseId),
    });
    for (const g of [a, b]) {
      const sites = (await run(g)).body.data.account.sites.nodes as any[];
      expect(sites.map((x) => x.fullAddress)).toContain('1 Written Way, Denver, CO 80202');
      expect(sites.flatMap((x) => x.assets.nodes.map((y: any) => y.model))).toContain('Model renamed');
    }

    const project = (await gql(a, 'query($id: Int!) { account(databaseId: $id) { projects(first: 1) { nodes { id } } } }', { id: inputs.accountId })).body.data
      .account.projects.nodes[0];
    await write(b, 'mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Project retitled on B" }) { userErrors { message } } }', {
      id: project.id,
    });
    for (const g of [a, b]) expect((await run(g)).body.data.account.projects.nodes.map((p: any) => p.title)).toContain('Project retitled on B');
  });

  it('AnalystProjects: an account renamed shows in every project row of that account (a list’s embedded copy)', async () => {
    const run = screen('AnalystProjects');
    await warm(run);
    const row = (await run(a)).body.data.projects.nodes[0];
    const project = (await h.api('GET', `/projects/${row.databaseId}`)).body;
    await write(a, 'mutation($id: ID!) { accountUpdate(id: $id, input: { title: "Analyst sees this" }) { userErrors { message } } }', {
      id: gid('Account', project.accountId),
    });
    for (const g of [a, b]) {
      const again = (await run(g)).body.data.projects.nodes.find((n: any) => n.databaseId === row.databaseId);
      expect(again.account.title).toBe('Analyst sees this');
    }
    await write(b, 'mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Row retitled" }) { userErrors { message } } }', {
      id: gid('Project', row.databaseId),
    });
    for (const g of [a, b]) expect((await run(g)).body.data.projects.nodes.find((n: any) => n.databaseId === row.databaseId).title).toBe('Row retitled');
  });

  it('MobileWorkOrders and TechnicianDay: a work order’s title and its parent project’s title show after their writes', async () => {
    const mobile = screen('MobileWorkOrders');
    const day = screen('TechnicianDay');
    await warm(mobile);
    await warm(day);
    const row = (await mobile(a)).body.data.workOrders.nodes[0];
    await write(b, 'mutation($id: ID!) { workOrderUpdate(id: $id, input: { title: "Work order retitled" }) { userErrors { message } } }', {
      id: gid('WorkOrder', row.databaseId),
    });
    for (const g of [a, b])
      expect((await mobile(g)).body.data.workOrders.nodes.find((n: any) => n.databaseId === row.databaseId).title).toBe('Work order retitled');

    const nodes = (await day(a)).body.data.workOrders.nodes as any[];
    const withProject = nodes.find((n) => n.parent?.__typename === 'Project');
    expect(withProject, 'a work order of the day hangs on a project').toBeDefined();
    const parent = (await h.api('GET', `/work-orders/${withProject.databaseId}`)).body.project;
    await write(a, 'mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Parent retitled" }) { userErrors { message } } }', {
      id: gid('Project', parent.id),
    });
    for (const g of [a, b]) {
      const again = ((await day(g)).body.data.workOrders.nodes as any[]).find((n) => n.databaseId === withProject.databaseId);
      expect(again.parent.title).toBe('Parent retitled');
    }
  });

  it('Account360: a payment shows in its invoice’s amount paid; a new call shows in the account’s calls; the account’s phone shows', async () => {
    const run = screen('Account360');
    await warm(run);
    const ids = (await gql(a, 'query($id: Int!) { account(databaseId: $id) { id invoices { nodes { id amount amountPaid } } } }', { id: inputs.accountId }))
      .body.data.account;
    const open = (ids.invoices.nodes as Array<{ id: string; amount: number; amountPaid: number }>).find((i) => i.amount - i.amountPaid >= 1);
    if (open) {
      await write(
        b,
        'mutation($id: ID!) { invoicePaymentCreate(id: $id, input: { amount: 1, paymentDate: "2026-05-30T12:00:00Z", paymentMethod: CASH }) { userErrors { message } } }',
        {
          id: open.id,
        },
      );
      for (const g of [a, b]) {
        const paid = (await run(g)).body.data.account.invoices.nodes.map((i: any) => i.amountPaid);
        expect(paid).toContain(Math.round((open.amountPaid + 1) * 100) / 100);
      }
    }
    await write(a, 'mutation($id: ID!) { accountUpdate(id: $id, input: { primaryPhone: "+13035550199" }) { userErrors { message } } }', {
      id: ids.id,
    });
    await write(
      a,
      `mutation($record: ID!) { callCreate(input: { recordId: $record, fromNumber: "+13035550123", toNumber: "+13035550100", startTime: "2026-05-31T10:00:00Z",
        endTime: "2026-05-31T10:05:00Z", reason: "Written", disposition: "Answered" }) { userErrors { message } } }`,
      { record: ids.id },
    );
    for (const g of [a, b]) {
      const account = (await run(g)).body.data.account;
      expect(account.primaryPhone).toBe('+13035550199');
      expect(account.calls.nodes.map((c: any) => c.fromNumber)).toContain('+13035550123');
    }
  });

  it('an invoice seen paid shows unpaid on both instances after its payment is deleted (INV-11: the DELETE names no invoice)', async () => {
    const setup = (await gql(a, '{ projects(first: 1) { nodes { id } } catalogItems(first: 1) { nodes { id } } }')).body.data;
    const created = await write(a, `mutation($input: InvoiceCreateInput!) { invoiceCreate(input: $input) { invoice { id } userErrors { message } } }`, {
      input: {
        recordId: setup.projects.nodes[0].id,
        calculationMethod: 'LINE_ITEMS',
        status: 'SENT',
        issueDate: '2026-05-01T00:00:00Z',
        dueDate: '2099-01-01T00:00:00Z',
        lineItems: [{ catalogItemId: setup.catalogItems.nodes[0].id, quantity: 1, unitCost: 5, unitPrice: 100 }],
      },
    });
    const id = created.invoiceCreate.invoice.id as string;
    const paid = await write(
      a,
      `mutation($id: ID!) { invoicePaymentCreate(id: $id, input: { amount: 100, paymentMethod: CASH, paymentDate: "2026-05-02T00:00:00Z" }) { payment { id } userErrors { message } } }`,
      { id },
    );
    const INVOICE = 'query Invoice($id: ID!) { invoice(id: $id) { amountPaid status } }';
    for (const g of [a, b, a, b]) expect((await gql(g, INVOICE, { id })).body.data.invoice).toEqual({ amountPaid: 100, status: 'PAID' });
    await write(b, 'mutation($id: ID!) { paymentDelete(id: $id) { deletedId userErrors { message } } }', { id: paid.invoicePaymentCreate.payment.id });
    for (const g of [a, b]) expect((await gql(g, INVOICE, { id })).body.data.invoice).toEqual({ amountPaid: 0, status: 'SENT' });
  });

  it('a project seen on its site shows the new site and account on both instances after the site moves (SITE-1, SITE-3)', async () => {
    const accounts = (await gql(a, '{ accounts(first: 2) { nodes { id databaseId } } }')).body.data.accounts.nodes;
    const [from, to] = accounts;
    const site = (
      await write(
        a,
        `mutation($a: ID!) { siteCreate(input: { accountId: $a, title: "Moving roof", fullAddress: "2100 Solar Way, Denver, CO 80205" }) { site { id databaseId } userErrors { message } } }`,
        { a: from.id },
      )
    ).siteCreate.site;
    const project = (
      await write(
        a,
        `mutation($a: ID!) { projectCreate(input: { title: "Moving roof install", address: "2100 Solar Way, Denver, CO 80205", accountId: $a }) { project { id } userErrors { message } } }`,
        { a: from.id },
      )
    ).projectCreate.project;
    const PROJECT = 'query Project($id: ID!) { project(id: $id) { site { databaseId } account { databaseId } } }';
    for (const g of [a, b, a, b]) {
      expect((await gql(g, PROJECT, { id: project.id })).body.data.project).toEqual({
        site: { databaseId: site.databaseId },
        account: { databaseId: from.databaseId },
      });
    }
    const moved = (
      await write(b, 'mutation($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { databaseId } userErrors { message } } }', {
        id: site.id,
        to: to.id,
      })
    ).siteMove.site;
    for (const g of [a, b]) {
      const after = await gql(g, PROJECT, { id: project.id });
      expect(after.body.errors).toBeUndefined();
      expect(after.body.data.project).toEqual({ site: { databaseId: moved.databaseId }, account: { databaseId: to.databaseId } });
    }
  });

  it('TechnicianDay and MobileWorkOrders: a work order’s status, visits, checklist and completion show after its write', async () => {
    const day = screen('TechnicianDay');
    const mobile = screen('MobileWorkOrders');
    await warm(day);
    await warm(mobile);
    const nodes = (await day(a)).body.data.workOrders.nodes as any[];
    const wo = nodes.find((n) => n.checklist.length > 0 && n.visits.length > 0) ?? nodes[0];
    const rest = (await h.api('GET', `/work-orders/${wo.databaseId}`)).body;
    const visit = rest.visits?.visits?.[0];
    const item = (rest.checklist ?? rest.checkList ?? [])[0];
    const input: Record<string, unknown> = { status: 'ON_HOLD' };
    if (visit) input.visits = [{ id: visit.id, startDate: '2026-05-31T08:00:00Z', endDate: '2026-05-31T09:00:00Z', isCompleted: true }];
    if (item) input.checklist = [{ id: item.id, isCompleted: !item.isCompleted }];
    await write(b, 'mutation($id: ID!, $input: WorkOrderUpdateInput!) { workOrderUpdate(id: $id, input: $input) { userErrors { message } } }', {
      id: gid('WorkOrder', wo.databaseId),
      input,
    });
    const expected = (
      await gql(
        a,
        'query($id: Int!) { workOrder(databaseId: $id) { status { label } } }',
        { id: wo.databaseId },
        { 'x-api-key': h.key1, 'cache-control': 'no-cache' },
      )
    ).body.data.workOrder.status.label;
    for (const g of [a, b]) {
      const again = ((await day(g)).body.data.workOrders.nodes as any[]).find((n) => n.databaseId === wo.databaseId);
      expect(again.status.label).toBe(expected);
      if (visit) expect(again.visits.map((v: any) => v.isCompleted)).toContain(true);
      if (item) expect(again.checklist.map((c: any) => c.isCompleted)).toContain(!item.isCompleted);
    }
    const row = (await mobile(a)).body.data.workOrders.nodes[1];
    await write(a, 'mutation($id: ID!) { workOrderUpdate(id: $id, input: { startDate: "2026-05-29T07:00:00Z" }) { userErrors { message } } }', {
      id: gid('WorkOrder', row.databaseId),
    });
    for (const g of [a, b]) {
      const again = ((await mobile(g)).body.data.workOrders.nodes as any[]).find((n) => n.databaseId === row.databaseId);
      expect(again.startDate).toBe('2026-05-29T07:00:00.000Z');
    }
  });

  it('TechnicianDay: an appointment of an opportunity a work order hangs on shows its new title', async () => {
    const day = screen('TechnicianDay');
    await warm(day);
    const nodes = (await day(a)).body.data.workOrders.nodes as any[];
    const onSale = nodes.find((n) => n.parent?.__typename === 'Opportunity' && n.parent.appointments.nodes.length > 0);
    if (!onSale) return;
    const oppId = (await h.api('GET', `/work-orders/${onSale.databaseId}`)).body.project.id as number;
    const appointment = (await gql(a, 'query($id: Int!) { opportunity(databaseId: $id) { appointments { nodes { id } } } }', { id: oppId })).body.data
      .opportunity.appointments.nodes[0];
    await write(b, 'mutation($id: ID!) { appointmentUpdate(id: $id, input: { title: "Appointment retitled" }) { userErrors { message } } }', {
      id: appointment.id,
    });
    for (const g of [a, b]) {
      const again = ((await day(g)).body.data.workOrders.nodes as any[]).find((n) => n.databaseId === onSale.databaseId);
      expect(again.parent.appointments.nodes.map((x: any) => x.title)).toContain('Appointment retitled');
    }
  });

  it('a repeated technician’s day costs no upstream request (not-found answers of parent probes are kept too)', async () => {
    const day = screen('TechnicianDay');
    await warm(day);
    expect(await upstream(() => day(a))).toBe(0);
    expect(await upstream(() => day(b))).toBe(0);
  });

  it('a webhook naming one project leaves other projects’ cached answers in place; a duplicate delivery invalidates nothing', async () => {
    const projects = (await h.api('GET', '/projects?page=1&page_size=2')).body as Array<{ id: number }>;
    const read = (g: Gateway, id: number) => gql(g, 'query($id: Int!) { project(databaseId: $id) { title stage { name } } }', { id });
    for (const g of [a, b, a, b]) for (const p of projects) await read(g, p.id);
    const event = {
      event: { eventId: `evt-ryw-${Date.now()}`, recordId: projects[0]!.id, triggerKey: 'PROJECT_UPDATED', firedAt: new Date().toISOString() },
      record: { type: 'PROJECT', id: projects[0]!.id },
    };
    const deliver = () =>
      b.fetch(`http://gateway/webhooks/${TOKEN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect((await deliver()).status).toBe(202);
    expect(await upstream(() => read(a, projects[1]!.id))).toBe(0);
    expect(await upstream(() => read(a, projects[0]!.id))).toBe(1);
    expect(await upstream(() => read(b, projects[0]!.id))).toBe(0);
    // The same delivery again (as the upstream may send it): nothing is read again.
    await deliver();
    expect(await upstream(() => Promise.all([read(a, projects[0]!.id), read(b, projects[0]!.id)]))).toBe(0);
  });

  it('a webhook with an unknown trigger invalidates only its record', async () => {
    const projects = (await h.api('GET', '/projects?page=1&page_size=2')).body as Array<{ id: number }>;
    const read = (g: Gateway, id: number) => gql(g, 'query($id: Int!) { project(databaseId: $id) { title } }', { id });
    for (const g of [a, a]) for (const p of projects) await read(g, p.id);
    const res = await a.fetch(`http://gateway/webhooks/${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: { eventId: `evt-unknown-${Date.now()}`, recordId: projects[0]!.id, triggerKey: 'SOMETHING_NEW', firedAt: new Date().toISOString() },
      }),
    });
    expect(res.status).toBe(202);
    expect(await upstream(() => read(b, projects[1]!.id))).toBe(0);
    expect(await upstream(() => read(b, projects[0]!.id))).toBe(1);
  });

  it('after apiKeyDelete through A, the key’s next read is UNAUTHENTICATED on both instances', async () => {
    const issued = await gql(a, 'mutation { apiKeyCreate(input: { companyId: 1 }) { apiKey { token } userErrors { message } } }', {}, demoBasic(0));
    expect(issued.body.errors).toBeUndefined();
    const key = issued.body.data.apiKeyCreate.apiKey.token as string;
    const listed = await gql(a, '{ apiKeys(companyId: 1) { id keyPreview } }', {}, demoBasic(0));
    const id = listed.body.data.apiKeys.find((k: { keyPreview: string }) => key.endsWith(k.keyPreview)).id;
    const read = (g: Gateway) => gql(g, '{ projects(first: 3) { nodes { title } } }', {}, { 'x-api-key': key });
    for (const g of [a, b, a, b]) expect((await read(g)).body.errors).toBeUndefined();
    const deleted = await gql(a, 'mutation($id: ID!) { apiKeyDelete(id: $id, companyId: 1) { deletedApiKeyId userErrors { message } } }', { id }, demoBasic(0));
    expect(deleted.body.data.apiKeyDelete.deletedApiKeyId).toBe(id);
    for (const g of [b, a]) {
      const res = await read(g);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
  it('a key refused upstream stops reading the cache of the instance that had it accepted; a made-up key leaves no stamp behind', async () => {
    const madeUp = 'fg_live_made_up_00000000000000000000000001';
    const refusedOnA = await gql(a, '{ projects(first: 3) { nodes { title } } }', {}, { 'x-api-key': madeUp });
    expect(refusedOnA.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A key used on B only (its answers kept there), then deleted at the upstream directly: only a 401 tells.
    const issued = await gql(a, 'mutation { apiKeyCreate(input: { companyId: 1 }) { apiKey { token } userErrors { message } } }', {}, demoBasic(0));
    const key = issued.body.data.apiKeyCreate.apiKey.token as string;
    const listed = await gql(a, '{ apiKeys(companyId: 1) { id keyPreview } }', {}, demoBasic(0));
    const id = listed.body.data.apiKeys.find((k: { keyPreview: string }) => key.endsWith(k.keyPreview)).id as string;
    const read = (g: Gateway) => gql(g, '{ projects(first: 3) { nodes { title } } }', {}, { 'x-api-key': key });
    expect((await read(b)).body.errors).toBeUndefined();
    expect((await read(b)).body.extensions?.cache).toEqual({ answer: 'hit' });
    const removed = await h.api('DELETE', `/api-keys/${encodeURIComponent(id)}?company_id=1`, { key: null, headers: demoBasic(0) });
    expect(removed.status).toBe(200);
    // A has never had the key accepted, but B counted it today: A's 401 is announced, and B stops serving it at once.
    expect((await read(a)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await waitFor(async () => (await read(b)).body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED', 5_000, 'B refusing the key');
    // Announced in Redis with the stamp of the refused key; none for the made-up key, refused before it (one Redis connection, in order).
    expect(await redis.client.exists(`ryw:inv|@key:${hashKey(key)}`)).toBe(1);
    expect(await redis.client.exists(`ryw:inv|@key:${hashKey(madeUp)}`)).toBe(0);
  });
});

/** A project shown in the DeepChain screen: one of the account's contacts' projects. */
async function findContactProject(): Promise<{ id: number }> {
  const account = (await h.api('GET', `/accounts/${inputs.accountId}?include_contacts=true`)).body;
  for (const c of account.contacts) {
    const projects = (await h.api('GET', `/contacts/${c.id}`)).body.projects ?? [];
    if (projects.length > 0) return projects[0];
  }
  throw new Error('no contact of the account has a project');
}
