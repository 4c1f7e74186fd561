/**
 * Input values a client can send that a lenient parser would quietly turn into something else.
 * Numbers: graphql-js reads the literal `1e400` (and JSON.parse the variable `1e400`) as Infinity, which
 * `JSON.stringify` sends upstream as `null`, erasing the stored value; every Float and every number
 * inside a JSON scalar must be finite, refused as BAD_USER_INPUT naming the field, with zero upstream
 * requests. Dates: see the second part.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type GqlResponse } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let project: { id: number; value: number | null; custom: Record<string, unknown> };

beforeAll(async () => {
  const first = (await h.api('GET', '/projects?page=1&page_size=1')).body[0];
  project = (await h.api('GET', `/projects/${first.id}`)).body;
});
beforeEach(async () => {
  await h.resetStats();
});

/** Posts a raw JSON body, so variables can hold number text JSON.stringify cannot write (1e400). */
async function raw(body: string): Promise<GqlResponse> {
  const res = await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': h.key1 }, body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

/** One BAD_USER_INPUT error naming `field`, no data, and not a single upstream request. */
async function expectRefused(r: GqlResponse, field: string) {
  expect(r.body.errors, r.text).toHaveLength(1);
  expect(r.body.errors![0].extensions?.code, r.text).toBe('BAD_USER_INPUT');
  expect(r.body.errors![0].message).toContain(field);
  expect(r.body.data ?? null).toBeNull();
  expect((await h.stats()).total).toBe(0);
}

describe('non-finite numbers are refused, never sent upstream as null', () => {
  const update = (value: string) =>
    `mutation { projectUpdate(id: "${gid('Project', project.id)}", input: { value: ${value} }) { project { value } userErrors { field message } } }`;

  it.each(['1e400', '-1e400', '1.7976931348623157e309'])(
    'projectUpdate(input: { value: %s }) literal: BAD_USER_INPUT on input.value, 0 requests, the stored value intact',
    async (literal) => {
      const r = await g.gql(update(literal));
      await expectRefused(r, 'input.value');
      expect(r.body.errors![0].extensions!.field).toBe('input.value');
      expect(r.body.errors![0].message).toContain(literal);
      expect((await h.api('GET', `/projects/${project.id}`)).body.value).toBe(project.value);
    },
  );

  it('the same through a JSON variable (JSON.parse reads 1e400 as Infinity)', async () => {
    const query = `mutation ($input: ProjectUpdateInput!) { projectUpdate(id: "${gid('Project', project.id)}", input: $input) { project { value } } }`;
    const r = await raw(`{"query":${JSON.stringify(query)},"variables":{"input":{"value":1e400}}}`);
    await expectRefused(r, 'input.value');
    expect(r.body.errors![0].message).toMatch(/not a finite number/);
    expect((await h.api('GET', `/projects/${project.id}`)).body.value).toBe(project.value);
  });

  it('the largest finite Float still goes through', async () => {
    const r = await g.gql(update('1.7976931348623157e308'));
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data.projectUpdate.project.value).toBe(1.7976931348623157e308);
    await h.api('PATCH', `/projects/${project.id}`, { body: { value: project.value } });
  });

  it('nested input objects and lists name the path: invoice line items, catalog prices, a geo point in a filter', async () => {
    const invoice = await g.gql(`mutation { invoiceCreate(input: { recordId: "${gid('Project', project.id)}", calculationMethod: LINE_ITEMS, lineItems: [
      { catalogItemId: "${gid('CatalogItem', 1)}", quantity: 1, unitCost: 1, unitPrice: 2 },
      { catalogItemId: "${gid('CatalogItem', 1)}", quantity: 1, unitCost: 1e400, unitPrice: 2 } ] }) { invoice { id } } }`);
    await expectRefused(invoice, 'input.lineItems.1.unitCost');
    const catalog = await g.gql(
      `mutation { catalogItemCreate(input: { name: "Panel", category: "Solar", type: PRODUCT, price: -1e999, cost: 1 }) { catalogItem { id } } }`,
    );
    await expectRefused(catalog, 'input.price');
    const near = await g.gql(`{ ahjs(filter: { near: { lat: 1e400, lng: 0 } }) { nodes { name } } }`);
    await expectRefused(near, 'filter.near.lat');
  });

  it('a variable nested in a list of input objects is refused with its path', async () => {
    const query = `mutation ($items: [InvoiceLineItemInput!]) { invoiceCreate(input: { recordId: "${gid('Project', project.id)}", calculationMethod: LINE_ITEMS, lineItems: $items }) { invoice { id } } }`;
    const r = await raw(
      `{"query":${JSON.stringify(query)},"variables":{"items":[{"catalogItemId":"${gid('CatalogItem', 1)}","quantity":1,"unitCost":1,"unitPrice":-1e400}]}}`,
    );
    await expectRefused(r, 'items[0].unitPrice');
  });

  it('a JSON scalar (custom properties) refuses a non-finite number anywhere inside, literal or variable', async () => {
    const literal = await g.gql(
      `mutation { projectUpdate(id: "${gid('Project', project.id)}", input: { custom: { a: { b: [1, 1e400] } } }) { project { id } } }`,
    );
    await expectRefused(literal, 'input.custom');
    const query = `mutation ($input: ProjectUpdateInput!) { projectUpdate(id: "${gid('Project', project.id)}", input: $input) { project { id } } }`;
    const variable = await raw(`{"query":${JSON.stringify(query)},"variables":{"input":{"custom":{"x":-1e400}}}}`);
    await expectRefused(variable, 'input.custom');
    expect((await h.api('GET', `/projects/${project.id}`)).body.custom).toEqual(project.custom);
  });

  it('a JSON variable nested 6,000 deep is refused naming the field, before anything walks it; 0 requests, the process answers on', async () => {
    const query = `mutation ($input: ProjectUpdateInput!) { projectUpdate(id: "${gid('Project', project.id)}", input: $input) { project { id } } }`;
    const deep = `${'['.repeat(6_000)}${']'.repeat(6_000)}`;
    const r = await raw(`{"query":${JSON.stringify(query)},"variables":{"input":{"custom":{"x":${deep}}}}}`);
    await expectRefused(r, 'input.custom');
    expect(r.body.errors![0].message).toContain('Nested deeper than 64 levels');
    expect((await h.api('GET', `/projects/${project.id}`)).body.custom).toEqual(project.custom);
  });

  it('introspection says so: Float is finite only (the name and the printed schema are unchanged)', async () => {
    const r = await g.gql(`{ __type(name: "Float") { name kind description } }`);
    expect(r.body.data.__type).toMatchObject({ name: 'Float', kind: 'SCALAR' });
    expect(r.body.data.__type.description).toMatch(/Finite only/);
  });
});

/**
 * Dates: a day that does not exist (2025-02-30) is refused, never rolled over into March; a date-time
 * must carry its time zone (Z or an offset), never read in whatever zone the server runs in. The same
 * rule for the DateTime scalar (BAD_USER_INPUT naming the field) and for the text date fields of the
 * mutations (a userError on the field), all with zero upstream requests. A date alone stays allowed
 * where a field takes one (a reminder's dueDate, a work order's start and end).
 */
describe('dates that do not exist, and date-times without a zone', () => {
  let userId: string;
  let accountId: number;
  beforeAll(async () => {
    const users = (await h.api('GET', '/users')).body as Array<{ id: number; isActive?: boolean }>;
    userId = gid('User', users.find((u) => u.isActive !== false)!.id);
    accountId = (await h.api('GET', '/accounts?page=1&page_size=1')).body[0].id;
  });

  const REMINDER = `mutation ($input: ReminderCreateInput!) { reminderCreate(input: $input) { reminder { databaseId dueDate } userErrors { field message code } } }`;
  const reminder = (dueDate: string) => g.gql(REMINDER, { input: { recordId: gid('Account', accountId), title: 'Call back', assigneeId: userId, dueDate } });

  it.each([
    ['2025-02-30T10:00:00Z', /February 2025 has 28 days/],
    ['2025-02-29', /February 2025 has 28 days/],
    ['2025-04-31T09:00:00+02:00', /April 2025 has 30 days/],
    ['2025-13-01', /month that does not exist/],
    ['2025-03-01T24:30:00Z', /time of day that does not exist/],
    ['2025-03-01T10:00:00', /needs a time zone/],
    ['2025-03-01 10:00', /needs a time zone/],
  ])('REM-1: reminderCreate(dueDate: %s) is a userError on input.dueDate with zero upstream requests', async (dueDate, why) => {
    const r = await reminder(dueDate);
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data.reminderCreate.reminder).toBeNull();
    expect(r.body.data.reminderCreate.userErrors).toEqual([{ field: ['input', 'dueDate'], message: expect.stringMatching(why), code: 'INVALID' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('a leap day, an offset and a date alone are kept as the instant they name', async () => {
    const leap = await reminder('2024-02-29T23:30:00-07:00');
    expect(leap.body.data.reminderCreate.userErrors).toEqual([]);
    expect(leap.body.data.reminderCreate.reminder.dueDate).toBe('2024-03-01T06:30:00.000Z');
    const day = await reminder('2031-05-04');
    expect(day.body.data.reminderCreate.reminder.dueDate).toBe('2031-05-04T00:00:00.000Z');
  });

  it('callCreate: a zoneless startTime and an impossible endTime are userErrors on their fields, zero upstream requests', async () => {
    const r = await g.gql(`mutation ($input: CallCreateInput!) { callCreate(input: $input) { call { id } userErrors { field message } } }`, {
      input: {
        recordId: gid('Account', accountId),
        reason: 'Sales',
        disposition: 'Done',
        fromNumber: '+15550100',
        toNumber: '+15550101',
        startTime: '2025-03-01T10:00:00',
        endTime: '2025-02-30T10:05:00Z',
      },
    });
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data.callCreate.userErrors).toEqual([
      { field: ['input', 'startTime'], message: expect.stringMatching(/^startTime needs a time zone/) },
      { field: ['input', 'endTime'], message: expect.stringMatching(/^endTime names a day that does not exist/) },
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('workOrderUpdate: start and visit dates follow the same rule (paths into the visits list)', async () => {
    const r = await g.gql(
      `mutation ($id: ID!, $input: WorkOrderUpdateInput!) { workOrderUpdate(id: $id, input: $input) { workOrder { id } userErrors { field message } } }`,
      {
        id: gid('WorkOrder', 70001),
        input: { startDate: '2023-02-29', visits: [{ description: 'Survey', startDate: '2025-06-01T08:00:00Z', endDate: '2025-06-31T09:00:00Z' }] },
      },
    );
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data.workOrderUpdate.userErrors.map((e: { field: string[] }) => e.field)).toEqual([
      ['input', 'startDate'],
      ['input', 'visits', '0', 'endDate'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it.each([
    ['2025-02-30T10:00:00Z', /names a day that does not exist: February 2025 has 28 days/],
    ['2025-03-01T10:00:00', /needs a time zone/],
    ['2025-03-01', /must be an ISO 8601 date-time with a time zone/],
  ])('DateTime literal %s in a filter: BAD_USER_INPUT naming filter.updatedAfter, zero upstream requests', async (value, why) => {
    const r = await g.gql(`{ projects(first: 1, filter: { updatedAfter: "${value}" }) { nodes { title } } }`);
    await expectRefused(r, 'filter.updatedAfter');
    expect(r.body.errors![0].message).toMatch(why);
    expect(r.body.errors![0].extensions!.field).toBe('filter.updatedAfter');
  });

  it('DateTime through a variable: BAD_USER_INPUT naming the variable path', async () => {
    const r = await g.gql(`mutation ($input: TimesheetCreateInput!) { timesheetCreate(input: $input) { timesheet { id } } }`, {
      input: { userId, startTime: '2025-02-29T08:00:00Z' },
    });
    await expectRefused(r, 'input.startTime');
    expect(r.body.errors![0].message).toMatch(/February 2025 has 28 days/);
    const zoneless = await g.gql(`query ($after: DateTime) { projects(first: 1, filter: { updatedAfter: $after }) { nodes { title } } }`, {
      after: '2025-03-01T10:00:00',
    });
    await expectRefused(zoneless, '$after');
    expect(zoneless.body.errors![0].message).toMatch(/needs a time zone/);
  });

  it('the DateTime description says what a zoneless value means (refused), in plain words', async () => {
    const r = await g.gql(`{ __type(name: "DateTime") { description } }`);
    expect(r.body.data.__type.description).toMatch(/without a zone is refused/);
  });
});
