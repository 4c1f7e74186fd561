/**
 * Finance writes through GraphQL against the sandbox: invoices (INV-1..10), payments (PAY-1, PAY-2,
 * INV-11) and catalog items (CAT-1, CAT-2). Input rules the gateway checks cost zero upstream requests;
 * every write is checked with a follow-up query.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import type { FinanceMeasurementsQuery, FinanceProjectsQuery } from '../generated/graphql.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 6, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let projectId: string;
let accountId: string;
let items: NonNullable<FinanceProjectsQuery['catalogItems']>['nodes'];

beforeAll(async () => {
  const r = await g.gql(
    graphql(
      `query FinanceProjects { projects(first: 1) { nodes { id } } accounts(first: 1) { nodes { id } } catalogItems(first: 5) { nodes { id databaseId } } }`,
    ),
  );
  projectId = r.body.data!.projects!.nodes[0].id;
  accountId = r.body.data!.accounts!.nodes[0].id;
  items = r.body.data!.catalogItems!.nodes;
});

beforeEach(async () => {
  await h.resetStats();
});

// A string: the tests send inputs the InvoiceCreateInput type would refuse (a line without quantity), and
// Record<string, unknown> inputs the rules check at run time.
const CREATE = `mutation ($input: InvoiceCreateInput!) {
  invoiceCreate(input: $input) {
    invoice { id databaseId invoiceNumber status amount issueDate sections { databaseId name } lineItems { quantity unitPrice sectionName } record { __typename } }
    userErrors { message field code }
  }
}`;

const line = (i: number, extra: Record<string, unknown> = {}) => ({ catalogItemId: items[i]!.id, quantity: 1, unitCost: 5, unitPrice: 10, ...extra });

async function refused(input: Record<string, unknown>) {
  const r = await g.gql(CREATE, { input });
  expect(r.body.errors).toBeUndefined();
  expect(r.body.data!.invoiceCreate!.invoice).toBeNull();
  expect((await h.stats()).total).toBe(0);
  return r.body.data!.invoiceCreate!.userErrors as { field: string[]; code: string; message: string }[];
}

describe('invoiceCreate: rules checked in the gateway (zero upstream requests)', () => {
  it('INV-3: SENT without issueDate → REQUIRED on input.issueDate', async () => {
    const errors = await refused({ recordId: projectId, calculationMethod: 'LINE_ITEMS', status: 'SENT', lineItems: [line(0)] });
    expect(errors).toEqual([{ field: ['input', 'issueDate'], code: 'REQUIRED', message: 'issueDate is required when status is SENT' }]);
  });

  it('INV-4: DECLINED or OVERDUE at creation → INVALID on input.status', async () => {
    for (const status of ['DECLINED', 'OVERDUE']) {
      const errors = await refused({ recordId: projectId, calculationMethod: 'LINE_ITEMS', status, issueDate: '2026-01-05T00:00:00Z', lineItems: [line(0)] });
      expect(errors.map((e) => [e.field, e.code])).toEqual([[['input', 'status'], 'INVALID']]);
    }
  });

  it('INV-6: LINE_ITEMS without lines, PERCENTAGE without percentage or with lines', async () => {
    expect((await refused({ recordId: projectId, calculationMethod: 'LINE_ITEMS' })).map((e) => e.field)).toEqual([['input', 'lineItems']]);
    expect((await refused({ recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [], sections: [] })).map((e) => e.field)).toEqual([
      ['input', 'lineItems'],
    ]);
    expect(await refused({ recordId: projectId, calculationMethod: 'PERCENTAGE' })).toEqual([
      { field: ['input', 'percentage'], code: 'REQUIRED', message: 'percentage is required' },
    ]);
    const both = await refused({ recordId: projectId, calculationMethod: 'PERCENTAGE', percentage: 20, sections: [{ lineItems: [line(0)] }] });
    expect(both.map((e) => [e.field, e.code])).toEqual([[['input', 'sections'], 'INVALID']]);
  });

  it('INV-8: a section without lines, an empty name and a 501-character name, each with its path', async () => {
    const errors = await refused({
      recordId: projectId,
      calculationMethod: 'LINE_ITEMS',
      sections: [
        { name: 'Panels', lineItems: [] },
        { name: '', lineItems: [line(0)] },
        { name: 'x'.repeat(501), lineItems: [line(1)] },
      ],
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      [['input', 'sections', '0', 'lineItems'], 'REQUIRED'],
      [['input', 'sections', '1', 'name'], 'INVALID'],
      [['input', 'sections', '2', 'name'], 'TOO_LONG'],
    ]);
  });

  it('INV-9: a new invoice cannot name existing line ids; a missing quantity is refused by the input type', async () => {
    const errors = await refused({
      recordId: projectId,
      calculationMethod: 'LINE_ITEMS',
      sections: [{ lineItems: [line(0), line(1, { databaseId: 140001 })] }],
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([[['input', 'sections', '0', 'lineItems', '1', 'databaseId'], 'INVALID']]);
    const { quantity: _q, ...noQuantity } = line(0);
    const r = await g.gql(CREATE, { input: { recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [noQuantity] } });
    expect(r.body.errors?.[0]?.message).toMatch(/quantity/);
    expect((await h.stats()).total).toBe(0);
  });
});

describe('invoiceCreate: results', () => {
  it('INV-1, INV-7, INV-10: a draft ignores issueDate; bare lines form one unnamed section; amounts are cents; a follow-up query reads it', async () => {
    const r = await g.gql(CREATE, {
      input: {
        recordId: projectId,
        calculationMethod: 'LINE_ITEMS',
        issueDate: '2026-01-05T00:00:00Z',
        lineItems: [line(0, { quantity: 3, unitPrice: 10.005 }), line(1, { unitPrice: -5 })],
        description: 'Deposit',
      },
    });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.invoiceCreate;
    expect(p!.userErrors).toEqual([]);
    expect(p!.invoice).toMatchObject({ status: 'DRAFT', issueDate: null, record: { __typename: 'Project' } });
    expect(p!.invoice!.sections).toHaveLength(1);
    expect(p!.invoice!.sections![0].name).toBeNull();
    expect(p!.invoice!.lineItems!.map((l: { sectionName: string | null }) => l.sectionName)).toEqual([null, null]);
    // 3 × 10.01 (10.005 kept to the cent) − 5 = 25.03; unitPrice may be negative (INV-9).
    expect(p!.invoice!.amount).toBe(25.03);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/invoices': 1 });

    const again = await g.gql(graphql(`query FinanceInvoice($id: ID!) { invoice(id: $id) { status amount description sections { name } } }`), {
      id: p!.invoice!.id,
    });
    expect(again.body.data!.invoice).toEqual({ status: 'DRAFT', amount: 25.03, description: 'Deposit', sections: [{ name: null }] });

    const second = await g.gql(CREATE, { input: { recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [line(0)] } });
    expect(second.body.data!.invoiceCreate!.invoice!.invoiceNumber).not.toBe(p!.invoice!.invoiceNumber);
  });

  it('INV-2, INV-5: SENT with issueDate on an account → SENT; sections and bare lines together', async () => {
    const r = await g.gql(CREATE, {
      input: {
        recordId: accountId,
        calculationMethod: 'LINE_ITEMS',
        status: 'SENT',
        issueDate: '2026-02-01T00:00:00Z',
        lineItems: [line(0)],
        sections: [{ name: 'Labour', lineItems: [line(1, { quantity: 2 })] }],
      },
    });
    const inv = r.body.data!.invoiceCreate!.invoice;
    expect(inv).toMatchObject({ status: 'SENT', issueDate: '2026-02-01T00:00:00.000Z', amount: 30, record: { __typename: 'Account' } });
    expect(inv!.sections!.map((s: { name: string | null }) => s.name)).toEqual([null, 'Labour']);
  });

  it("INV-5: a record that does not exist is the API's 400, a REJECTED userError on input.recordId", async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Project', 999999), calculationMethod: 'PERCENTAGE', percentage: 10 } });
    expect(r.body.data!.invoiceCreate).toMatchObject({ invoice: null, userErrors: [{ field: ['input', 'recordId'], code: 'REJECTED' }] });
    expect(r.text).not.toContain('127.0.0.1');
  });

  it('INV-12: without an API key the create is a top-level UNAUTHENTICATED error, not a userError, and no request is made', async () => {
    const r = await g.gql(CREATE, { input: { recordId: projectId, calculationMethod: 'PERCENTAGE', percentage: 10 } }, { key: null });
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(r.body.data?.invoiceCreate ?? null).toBeNull();
    expect((await h.stats()).total).toBe(0);
  });

  it('an upstream 400 on a line maps onto the input path (quantity 0 → input.lineItems.0.quantity)', async () => {
    const r = await g.gql(CREATE, { input: { recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [line(0, { quantity: 0 })] } });
    expect(r.body.data!.invoiceCreate!.userErrors).toMatchObject([{ field: ['input', 'lineItems', '0', 'quantity'], code: 'REJECTED' }]);
  });
});

describe('invoiceUpdate', () => {
  it('archives with isArchived and changes the description; a follow-up query shows it', async () => {
    const c = await g.gql(CREATE, { input: { recordId: projectId, calculationMethod: 'PERCENTAGE', percentage: 10 } });
    const id = c.body.data!.invoiceCreate!.invoice!.id;
    const r = await g.gql(
      graphql(
        `mutation FinanceInvoiceUpdate($id: ID!) { invoiceUpdate(id: $id, input: { isArchived: true, description: "void" }) { invoice { isArchived description } userErrors { field } } }`,
      ),
      { id },
    );
    expect(r.body.data!.invoiceUpdate).toEqual({ invoice: { isArchived: true, description: 'void' }, userErrors: [] });
    const after = await g.gql(graphql(`query FinanceInvoice2($id: ID!) { invoice(id: $id) { isArchived } }`), { id });
    expect(after.body.data!.invoice!.isArchived).toBe(true);
  });

  it('INV-8 on update: an empty section name is refused before any call', async () => {
    const r = await g.gql(
      graphql(
        `mutation FinanceInvoiceUpdate2($id: ID!, $s: [InvoiceSectionInput!]) { invoiceUpdate(id: $id, input: { sections: $s }) { invoice { id } userErrors { field code } } }`,
      ),
      {
        id: gid('Invoice', 110001),
        s: [{ name: '', lineItems: [line(0)] }],
      },
    );
    expect(r.body.data!.invoiceUpdate).toEqual({ invoice: null, userErrors: [{ field: ['input', 'sections', '0', 'name'], code: 'INVALID' }] });
    expect((await h.stats()).total).toBe(0);
  });

  it('INV-6 on update: a percentage and lines together are refused before any call', async () => {
    const r = await g.gql(
      graphql(
        `mutation FinanceInvoiceUpdate3($id: ID!, $l: [InvoiceLineItemInput!]) { invoiceUpdate(id: $id, input: { percentage: 10, lineItems: $l }) { invoice { id } userErrors { field code } } }`,
      ),
      {
        id: gid('Invoice', 110001),
        l: [line(0)],
      },
    );
    expect(r.body.data!.invoiceUpdate).toEqual({ invoice: null, userErrors: [{ field: ['input', 'percentage'], code: 'EXCLUSIVE' }] });
    expect((await h.stats()).total).toBe(0);
  });

  it('an unknown invoice is a NOT_FOUND userError on id', async () => {
    const r = await g.gql(
      graphql(`mutation FinanceInvoiceUpdate4($id: ID!) { invoiceUpdate(id: $id, input: { description: "x" }) { userErrors { field code } } }`),
      {
        id: gid('Invoice', 999999),
      },
    );
    expect(r.body.data!.invoiceUpdate!.userErrors).toEqual([{ field: ['id'], code: 'NOT_FOUND' }]);
  });
});

const PAYMENT = `payment { id databaseId amount notes paymentMethod source }`;
const PAYMENT_FIELDS = `${PAYMENT} invoice { amountPaid status } bill { amountPaid status } userErrors { message field code }`;

async function sentInvoice(amount: number): Promise<string> {
  const r = await g.gql(CREATE, {
    input: {
      recordId: projectId,
      calculationMethod: 'LINE_ITEMS',
      status: 'SENT',
      issueDate: '2026-03-01T00:00:00Z',
      dueDate: '2099-01-01T00:00:00Z',
      lineItems: [line(2, { unitPrice: amount })],
    },
  });
  await h.resetStats();
  return r.body.data!.invoiceCreate!.invoice!.id;
}

const payInvoice = (id: string, input: Record<string, unknown>) =>
  g.gql(
    `mutation ($id: ID!, $input: PaymentCreateInput!) { invoicePaymentCreate(id: $id, input: $input) { ${PAYMENT} invoice { amountPaid status } userErrors { message field code } } }`,
    { id, input },
  );
/** Payments are named by their global id (`Payment.id`); `databaseId` numbers are turned into one here. */
const updatePayment = (payment: number | string, input: Record<string, unknown>) =>
  g.gql(`mutation ($id: ID!, $input: PaymentUpdateInput!) { paymentUpdate(id: $id, input: $input) { ${PAYMENT_FIELDS} } }`, {
    id: typeof payment === 'number' ? gid('Payment', payment) : payment,
    input,
  });
const deletePayment = (payment: number | string) =>
  g.gql(graphql(`mutation FinancePaymentDelete($id: ID!) { paymentDelete(id: $id) { deletedId userErrors { message field code } } }`), {
    id: typeof payment === 'number' ? gid('Payment', payment) : payment,
  });
const invoiceState = async (id: string) =>
  (await g.gql(graphql(`query FinanceInvoice3($id: ID!) { invoice(id: $id) { amountPaid status payments { nodes { id databaseId amount notes } } } }`), { id }))
    .body.data!.invoice;

describe('payments', () => {
  it('INV-11: create, change and delete a payment; the payload and a follow-up query show amountPaid and status recalculated', async () => {
    const id = await sentInvoice(100);
    const created = await payInvoice(id, { amount: 40, paymentMethod: 'CHECK', paymentDate: '2026-03-02T00:00:00Z', paymentReference: 'Check #1001' });
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.invoicePaymentCreate;
    expect(p).toMatchObject({
      payment: { amount: 40, paymentMethod: 'CHECK', source: 'MANUAL' },
      invoice: { amountPaid: 40, status: 'PARTIALLY_PAID' },
      userErrors: [],
    });
    // The write, then one fresh read of the invoice for its recalculated fields.
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/invoices/:invoiceId/payments': 1, 'GET /v1/invoices/:invoiceId': 1 });
    // A global id a normalised cache can key the payment by: the same in the payload and in Invoice.payments.
    const paymentId = p.payment.id as string;
    expect(paymentId).toBe(gid('Payment', p.payment.databaseId));

    const changed = await updatePayment(paymentId, { amount: 100 });
    expect(changed.body.data.paymentUpdate).toMatchObject({
      payment: { id: paymentId, amount: 100 },
      invoice: { amountPaid: 100, status: 'PAID' },
      userErrors: [],
    });
    expect(await invoiceState(id)).toMatchObject({ amountPaid: 100, status: 'PAID', payments: { nodes: [{ id: paymentId, amount: 100 }] } });

    const deleted = await deletePayment(paymentId);
    expect(deleted.body.data!.paymentDelete).toEqual({ deletedId: paymentId, userErrors: [] });
    expect(await invoiceState(id)).toEqual({ amountPaid: 0, status: 'SENT', payments: { nodes: [] } });
  });

  it('PAY-1: an update with no field is refused before any call, with zero upstream requests', async () => {
    const r = await updatePayment(130001, {});
    expect(r.body.data.paymentUpdate).toMatchObject({ payment: null, userErrors: [{ field: ['input'], code: 'REQUIRED' }] });
    expect(r.body.data.paymentUpdate.userErrors[0].message).toMatch(/amount, paymentMethod, paymentDate, notes, paymentReference/);
    expect((await h.stats()).total).toBe(0);
  });

  it('PAY-1: nulls for amount, paymentMethod and paymentDate change nothing (they are not sent), so they are refused before any call', async () => {
    const r = await updatePayment(130001, { amount: null, paymentMethod: null, paymentDate: null });
    expect(r.body.data.paymentUpdate).toMatchObject({ payment: null, userErrors: [{ field: ['input'], code: 'REQUIRED' }] });
    expect((await h.stats()).total).toBe(0);
  });

  it('PAY-1: clearing notes with an explicit null counts as a change', async () => {
    const id = await sentInvoice(50);
    const created = await payInvoice(id, { amount: 5, paymentMethod: 'CASH', paymentDate: '2026-03-02T00:00:00Z', notes: 'tip' });
    const r = await updatePayment(created.body.data.invoicePaymentCreate.payment.id, { notes: null });
    expect(r.body.data.paymentUpdate).toMatchObject({ payment: { notes: null }, userErrors: [] });
    expect((await invoiceState(id))!.payments!.nodes[0].notes).toBeNull();
  });

  it('PAY-2: a processor payment takes notes only and cannot be deleted (CONFLICT userErrors); a follow-up query shows it unchanged', async () => {
    const list = await h.api('GET', '/invoices?page=1&page_size=100');
    let stripe: { id: number; amount: number; invoiceId: number } | undefined;
    for (const inv of (list.body as { items: { id: number; amountPaid: number }[] }).items.filter((i) => i.amountPaid > 0)) {
      const pays = (await h.api('GET', `/invoices/${inv.id}/payments`)).body as { id: number; amount: number; source: string; invoiceId: number }[];
      stripe = pays.find((x) => x.source === 'STRIPE');
      if (stripe) break;
    }
    expect(stripe).toBeDefined();
    await h.resetStats();
    const amountChange = await updatePayment(stripe!.id, { amount: 1, notes: 'x' });
    expect(amountChange.body.errors).toBeUndefined();
    expect(amountChange.body.data.paymentUpdate).toMatchObject({ payment: null, invoice: null, userErrors: [{ field: null, code: 'CONFLICT' }] });
    expect(amountChange.body.data.paymentUpdate.userErrors[0].message).toMatch(/only notes/);

    const notes = await updatePayment(stripe!.id, { notes: 'Refund requested' });
    expect(notes.body.data.paymentUpdate).toMatchObject({ payment: { notes: 'Refund requested', source: 'STRIPE', amount: stripe!.amount }, userErrors: [] });

    const del = await deletePayment(stripe!.id);
    expect(del.body.data!.paymentDelete).toMatchObject({ deletedId: null, userErrors: [{ code: 'CONFLICT' }] });
    const after = await invoiceState(gid('Invoice', stripe!.invoiceId));
    expect(after!.payments!.nodes.find((x) => x.databaseId === stripe!.id)).toMatchObject({
      amount: stripe!.amount,
      notes: 'Refund requested',
    });
  });

  it('INV-11 on bills: billPaymentCreate recalculates the bill; a follow-up query reads it', async () => {
    // No bill mutation is in scope, so the bill is made over REST.
    const project = (await g.gql(graphql(`query FinanceNode($id: ID!) { node(id: $id) { ... on Project { databaseId } } }`), { id: projectId })).body.data!
      .node!.databaseId;
    const made = await h.api('POST', '/bills', {
      body: {
        recordId: project,
        calculationMethod: 'LINE_ITEMS',
        status: 'SENT',
        issueDate: '2026-03-01T00:00:00Z',
        dueDate: '2099-01-01T00:00:00Z',
        lineItems: [{ catalogItemId: items[0]!.databaseId, quantity: 2, unitCost: 5, unitPrice: 5 }],
      },
    });
    expect(made.status).toBe(201);
    const bill = { id: gid('Bill', made.body.id) };
    const r = await g.gql(
      `mutation ($id: ID!, $input: PaymentCreateInput!) { billPaymentCreate(id: $id, input: $input) { __typename ${PAYMENT} bill { amountPaid status } userErrors { message field code } } }`,
      { id: bill.id, input: { amount: 1, paymentMethod: 'ACH', paymentDate: '2026-03-02T00:00:00Z' } },
    );
    // Its own payload type (invoicePaymentCreate answers InvoicePaymentCreatePayload).
    expect(r.body.data.billPaymentCreate).toMatchObject({
      __typename: 'BillPaymentCreatePayload',
      bill: { amountPaid: 1, status: 'PARTIALLY_PAID' },
      userErrors: [],
    });
    expect(r.body.data.billPaymentCreate.payment.id).toBe(gid('Payment', r.body.data.billPaymentCreate.payment.databaseId));
    const after = await g.gql(graphql(`query FinanceBill($id: ID!) { bill(id: $id) { amountPaid status } }`), { id: bill.id });
    expect(after.body.data!.bill).toEqual({ amountPaid: 1, status: 'PARTIALLY_PAID' });
  });

  it('an unknown payment is a NOT_FOUND userError on id', async () => {
    const r = await updatePayment(999999, { notes: 'x' });
    expect(r.body.data.paymentUpdate.userErrors).toEqual([expect.objectContaining({ field: ['id'], code: 'NOT_FOUND' })]);
    const d = await deletePayment(999999);
    expect(d.body.data!.paymentDelete!.userErrors).toEqual([expect.objectContaining({ field: ['id'], code: 'NOT_FOUND' })]);
  });

  it('the deprecated databaseId argument still names a payment; with id as well, or with neither, it is a userError before any call', async () => {
    const id = await sentInvoice(30);
    const created = (await payInvoice(id, { amount: 3, paymentMethod: 'CASH', paymentDate: '2026-03-02T00:00:00Z' })).body.data.invoicePaymentCreate.payment;
    await h.resetStats();
    const byRestId = await g.gql(
      graphql(
        `mutation FinancePaymentUpdate($n: Int) { paymentUpdate(databaseId: $n, input: { notes: "old client" }) { payment { id notes } userErrors { field } } }`,
      ),
      { n: created.databaseId },
    );
    expect(byRestId.body.data!.paymentUpdate).toEqual({ payment: { id: created.id, notes: 'old client' }, userErrors: [] });
    expect(
      (await g.gql(graphql(`mutation FinancePaymentUpdate2{ paymentUpdate(databaseId: 999999, input: { notes: "x" }) { userErrors { field code } } }`))).body
        .data!.paymentUpdate!.userErrors,
    ).toEqual([{ field: ['databaseId'], code: 'NOT_FOUND' }]);
    await h.resetStats();
    const both = await g.gql(
      graphql(`mutation FinancePaymentDelete2($id: ID!, $n: Int) { paymentDelete(id: $id, databaseId: $n) { deletedId userErrors { field code } } }`),
      {
        id: created.id,
        n: created.databaseId,
      },
    );
    expect(both.body.data!.paymentDelete).toEqual({ deletedId: null, userErrors: [{ field: ['databaseId'], code: 'EXCLUSIVE' }] });
    const neither = await g.gql(graphql(`mutation FinancePaymentDelete3{ paymentDelete { deletedId userErrors { field code } } }`));
    expect(neither.body.data!.paymentDelete).toEqual({ deletedId: null, userErrors: [{ field: ['id'], code: 'REQUIRED' }] });
    expect((await h.stats()).total).toBe(0);
  });

  it('an id of another type is refused before any call', async () => {
    const r = await updatePayment(gid('Invoice', 1), { notes: 'x' });
    expect(r.body.data?.paymentUpdate ?? null).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await h.stats()).total).toBe(0);
  });
});

const ITEM_FIELDS = `catalogItem { id databaseId name type category price wasteFactorMode wasteFactorValue measurements { databaseId } } userErrors { message field code }`;
const createItem = (input: Record<string, unknown>) =>
  g.gql(`mutation ($input: CatalogItemCreateInput!) { catalogItemCreate(input: $input) { ${ITEM_FIELDS} } }`, { input });
const updateItem = (id: string, input: Record<string, unknown>) =>
  g.gql(`mutation ($id: ID!, $input: CatalogItemUpdateInput!) { catalogItemUpdate(id: $id, input: $input) { ${ITEM_FIELDS} } }`, { id, input });
const itemState = async (id: string) =>
  (
    await g.gql(
      graphql(`query FinanceCatalogItem($id: ID!) { catalogItem(id: $id) { name price wasteFactorMode wasteFactorValue measurements { databaseId } } }`),
      { id },
    )
  ).body;

describe('catalog items', () => {
  let measurements: NonNullable<FinanceMeasurementsQuery['measurements']>['nodes'];
  beforeAll(async () => {
    measurements = (await g.gql(graphql(`query FinanceMeasurements { measurements(first: 3) { nodes { id databaseId } } }`))).body.data!.measurements!.nodes;
  });
  const panel = { name: 'Roof shingle bundle', type: 'PRODUCT', category: 'ROOF_COVERING', tradeGroup: 'ENVELOPE', cost: 30, price: 45 };

  it('CAT-2: one of the waste factor pair alone is refused before any call, on create and on update', async () => {
    const c = await createItem({ ...panel, wasteFactorMode: 'PERCENTAGE' });
    expect(c.body.data.catalogItemCreate).toEqual({
      catalogItem: null,
      userErrors: [
        {
          field: ['input', 'wasteFactorValue'],
          code: 'REQUIRED',
          message: 'wasteFactorMode and wasteFactorValue must be set together: wasteFactorValue is missing',
        },
      ],
    });
    const u = await updateItem(items[0]!.id, { wasteFactorValue: 10 });
    expect(u.body.data.catalogItemUpdate.userErrors.map((e: { field: string[] }) => e.field)).toEqual([['input', 'wasteFactorMode']]);
    const half = await updateItem(items[0]!.id, { wasteFactorMode: null, wasteFactorValue: 10 });
    expect(half.body.data.catalogItemUpdate.userErrors).toMatchObject([{ field: ['input', 'wasteFactorMode'], code: 'INVALID' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('a measurement id of another type is refused with its path before any call', async () => {
    const r = await createItem({ ...panel, measurementIds: [measurements[0]!.id, projectId] });
    expect(r.body.data.catalogItemCreate.userErrors).toMatchObject([{ field: ['input', 'measurementIds', '1'], code: 'INVALID' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('CAT-1, CAT-2: create with measurements and a waste factor; update replaces the links, [] clears them, both-null clears the pair; follow-up queries read each state', async () => {
    const [m0, m1, m2] = measurements;
    const c = await createItem({ ...panel, measurementIds: [m0!.id, m1!.id], wasteFactorMode: 'PERCENTAGE', wasteFactorValue: 12.5 });
    expect(c.body.errors).toBeUndefined();
    const item = c.body.data.catalogItemCreate.catalogItem;
    expect(item).toMatchObject({
      name: panel.name,
      type: 'PRODUCT',
      wasteFactorMode: 'PERCENTAGE',
      wasteFactorValue: 12.5,
      measurements: [{ databaseId: m0!.databaseId }, { databaseId: m1!.databaseId }],
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/catalog-items': 1 });

    const replaced = await updateItem(item.id, { measurementIds: [m2!.id], price: 47.5 });
    expect(replaced.body.data.catalogItemUpdate.catalogItem.measurements).toEqual([{ databaseId: m2!.databaseId }]);
    expect((await itemState(item.id)).data!.catalogItem).toMatchObject({
      price: 47.5,
      measurements: [{ databaseId: m2!.databaseId }],
      wasteFactorMode: 'PERCENTAGE',
    });

    const cleared = await updateItem(item.id, { measurementIds: [], wasteFactorMode: null, wasteFactorValue: null });
    expect(cleared.body.data.catalogItemUpdate.userErrors).toEqual([]);
    expect((await itemState(item.id)).data!.catalogItem).toEqual({
      name: panel.name,
      price: 47.5,
      wasteFactorMode: null,
      wasteFactorValue: null,
      measurements: [],
    });
  });

  it('an upstream 400 (a service with a product category) is a REJECTED userError on input.category', async () => {
    const r = await createItem({ ...panel, type: 'SERVICE', tradeGroup: undefined });
    expect(r.body.data.catalogItemCreate).toMatchObject({ catalogItem: null, userErrors: [{ field: ['input', 'category'], code: 'REJECTED' }] });
  });

  it('catalogItemDelete archives the item: a follow-up query no longer finds it', async () => {
    const c = await createItem({ ...panel, name: 'Temporary item' });
    const id = c.body.data.catalogItemCreate.catalogItem.id;
    const d = await g.gql(graphql(`mutation FinanceCatalogItemDelete($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { code } } }`), {
      id,
    });
    expect(d.body.data!.catalogItemDelete).toEqual({ deletedCatalogItemId: id, userErrors: [] });
    const after = await itemState(id);
    expect(after.data!.catalogItem).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const again = await g.gql(
      graphql(`mutation FinanceCatalogItemDelete2($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { field code } } }`),
      { id },
    );
    expect(again.body.data!.catalogItemDelete).toEqual({ deletedCatalogItemId: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
  });
});
