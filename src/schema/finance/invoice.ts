/**
 * Invoices (spec "Invoice (response)"), their payments and line items, and bills:
 * `GET /invoices`, `/invoices/{id}`, `/projects|accounts/{id}/invoices`, `/invoices/{id}/payments`,
 * `GET /bills`, `/bills/{id}`. Amounts are Float dollars with cent precision (INV-10); catalog items
 * are in ../catalog/.
 */
import { eachKey } from '../../upstream/batch.js';
import { builder, type Types } from '../builder.js';
import { AccountRef, ProjectRef } from '../refs.js';
import { primeAll, reader, whenRead, type HasLoader, type Rec } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { typenameOf, type Typed } from '../typename.js';
import { parentListConnection, parentListLoader } from '../parent-lists.js';
import { connectionOf } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { dateTime, oneOf } from '../lenient.js';
import { BillRef, InvoiceRef } from './refs.js';
import { CatalogItemRef } from '../catalog/refs.js';
import {
  listBills,
  listInvoicePayments,
  listInvoices,
  listInvoicesOf,
  type RestBill,
  type RestFinanceDoc,
  type RestInvoice,
  type RestLineItem,
  type RestPayment,
} from '../../upstream/finance.js';
import { INVOICE_STATUSES } from '../../rest-enums.js';

const getInvoice = reader<RestInvoice>(InvoiceRef);
const getBill = reader<RestBill>(BillRef);

export const InvoiceStatus = builder.enumType('InvoiceStatus', {
  description: 'Status of an invoice or a bill.',
  values: {
    // INV-1, INV-3
    DRAFT: { description: 'Not yet issued; has no issue date.' },
    // INV-2
    SENT: { description: 'Issued to the customer; has an issue date.' },
    DECLINED: { description: 'Declined by the customer.' },
    PAID: { description: 'Fully paid.' },
    PARTIALLY_PAID: { description: 'Paid in part.' },
    OVERDUE: { description: 'Past its due date and not fully paid.' },
  } as const satisfies Record<(typeof INVOICE_STATUSES)[number], { description: string }>,
});

const statusOf = (s: unknown) => oneOf(INVOICE_STATUSES, s);

const LineItemRef = builder.objectRef<RestLineItem>('InvoiceLineItem');
LineItemRef.implement({
  description: 'A line of an invoice or bill.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the line item.' }),
    quantity: t.exposeInt('quantity', { description: 'Quantity sold.' }),
    unitCost: t.exposeFloat('unitCost', { description: 'Cost per unit, in US dollars with cents.' }),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Price per unit, in US dollars with cents; negative on a discount line.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description of the line.' }),
    sectionName: t.exposeString('sectionName', { nullable: true, description: 'Name of the section holding the line.' }),
    catalogItem: t.field({
      type: CatalogItemRef,
      nullable: true,
      description:
        'The catalog item sold. `name`, `sku`, `manufacturer` and `type` come with the line; other fields cost one upstream request per distinct item, fetched together.',
      resolve: (l) => l.catalogItem ?? (l.catalogItemId ? { id: l.catalogItemId } : null),
    }),
  }),
});

export const PaymentRef = builder.objectRef<RestPayment>('Payment');
PaymentRef.implement({
  description: 'A payment recorded on an invoice or a bill.',
  fields: (t) => ({
    // Not a Node: the REST API has no GET /payments/{id}. Payment ids are one sequence for invoice and
    // bill payments (PATCH /payments/{id} serves both), so `Payment:<id>` is unique across the schema.
    id: t.globalID({
      nullable: false,
      description:
        'Globally unique id of the payment: the key for client caches, and what `paymentUpdate` and `paymentDelete` take. `node(id:)` cannot fetch a payment (the REST API only lists the payments of an invoice or a bill); read it again through `Invoice.payments`.',
      resolve: (p) => ({ type: PaymentRef, id: p.id }),
    }),
    databaseId: t.exposeInt('id', { description: 'The REST id of the payment.' }),
    // INV-10
    amount: t.exposeFloat('amount', { description: 'Amount paid, in US dollars with cents (e.g. 1250.5 is $1,250.50).' }),
    status: t.exposeString('status', { nullable: true, description: 'Status of the payment (e.g. COMPLETED).' }),
    paymentMethod: t.exposeString('paymentMethod', { nullable: true, description: 'How it was paid: CASH, ACH, CREDIT_CARD, KLARNA, AFFIRM or CHECK.' }),
    paymentDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the payment was made; null when not recorded.',
      resolve: (p) => dateTime(p.paymentDate),
    }),
    paymentReference: t.exposeString('paymentReference', { nullable: true, description: 'Reference of the payment (e.g. a check number).' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Notes on the payment.' }),
    isExternal: t.exposeBoolean('isExternal', {
      nullable: true,
      description: 'True when an external processor (e.g. Stripe) recorded it: such a payment takes only `notes` changes and cannot be deleted.',
    }),
    source: t.exposeString('source', { nullable: true, description: 'MANUAL, or the external processor (e.g. STRIPE).' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When the payment was recorded.', resolve: (p) => dateTime(p.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the payment was last changed.', resolve: (p) => dateTime(p.updatedAt) }),
  }),
});

/** What `Invoice.record` hands the union: the invoice's project or account summary, naming its type. */
type InvoiceRecordValue = Typed<'Project', { id: number; uid?: number; title: string | null }> | Typed<'Account', { id: number; title: string | null }>;

export const InvoiceRecord = builder.unionType('InvoiceRecord', {
  description: 'The record an invoice is raised on: a project or an account.',
  types: [ProjectRef, AccountRef],
  resolveType: (value) => (typenameOf(value) === 'Project' ? ProjectRef : AccountRef),
});

/** The fields invoices and bills share, read through the type's own loader. */
function docFields<T extends RestFinanceDoc>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Rec<T>>, ref: HasLoader<Rec<T>>, noun: string) {
  const get = reader<RestFinanceDoc>(ref);
  const date = (key: 'issueDate' | 'dueDate' | 'createdAt' | 'updatedAt', description: string) =>
    t.field({ type: 'DateTime', nullable: true, description, resolve: get(key, dateTime) });
  return {
    databaseId: t.int({ description: `The REST id of the ${noun}.`, resolve: (d) => d.id }),
    status: t.field({
      type: InvoiceStatus,
      nullable: true,
      description: `Status of the ${noun}; null when the stored value is not one this schema knows.`,
      resolve: get('status', statusOf),
    }),
    // INV-10
    amount: t.float({ nullable: true, description: 'Total, in US dollars with cents (e.g. 1250.5 is $1,250.50).', resolve: get('amount') }),
    // INV-10, INV-11
    amountPaid: t.float({
      nullable: true,
      description: 'Sum of the recorded payments, in US dollars with cents; kept up to date when a payment is recorded, changed or deleted.',
      resolve: get('amountPaid'),
    }),
    calculationMethod: t.string({ nullable: true, description: 'How the amount is computed: LINE_ITEMS or PERCENTAGE.', resolve: get('calculationMethod') }),
    percentage: t.float({
      nullable: true,
      description: 'Percentage of the base amount, e.g. 25 for 25% (PERCENTAGE method only).',
      resolve: get('percentage'),
    }),
    baseAmount: t.float({
      nullable: true,
      description: 'Base amount the percentage applies to, in US dollars with cents (PERCENTAGE method only).',
      resolve: get('baseAmount'),
    }),
    description: t.string({ nullable: true, description: `Description of the ${noun}.`, resolve: get('description') }),
    basedOnId: t.int({ nullable: true, description: `REST id of the record this ${noun} is based on.`, resolve: get('basedOnId') }),
    basedOnUid: t.int({ nullable: true, description: `Number of the record this ${noun} is based on.`, resolve: get('basedOnUid') }),
    issueDate: date('issueDate', `When the ${noun} was issued; null for drafts.`),
    dueDate: date('dueDate', `When the ${noun} is due; null when no due date is set.`),
    isArchived: t.boolean({ nullable: true, description: `True once the ${noun} is archived.`, resolve: get('isArchived') }),
    createdAt: date('createdAt', `When the ${noun} was created.`),
    updatedAt: date('updatedAt', `When the ${noun} was last changed.`),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: `The account the ${noun} belongs to (its own or its project's). \`title\` comes with the ${noun}; other fields cost one upstream request per distinct account, fetched together.`,
      resolve: async (d, a, c) => {
        const acc = await get('account')(d, a, c);
        return acc && typeof acc.id === 'number' ? { id: acc.id, title: acc.title ?? null } : null;
      },
    }),
    lineItems: t.field({
      type: [LineItemRef],
      description: `Lines of the ${noun} (LINE_ITEMS method).`,
      resolve: get('lineItems', (v) => v ?? []),
    }),
  };
}

const paymentsOfInvoice = parentListLoader<number, RestPayment>((ids, ctx) => eachKey(ids, (id) => listInvoicePayments(ctx.upstream, id)));
const PaymentConnection = connectionOf(PaymentRef, 'Payment', 'payment', 'payments', '. The list is read whole, so there is no totalCount.');

InvoiceRef.implement({
  description: 'An invoice raised on a project or an account (REST `/invoices`).',
  fields: (t) =>
    Object.assign({}, docFields(t, InvoiceRef, 'invoice'), {
      invoiceNumber: t.int({
        nullable: true,
        description: 'Number of the invoice, unique in the company.',
        // The vendor's records send it as `uid`.
        resolve: (i, a, c) => whenRead(getInvoice('invoiceNumber')(i, a, c), (n) => n ?? whenRead(getInvoice('uid')(i, a, c), (uid) => uid ?? null)),
      }),
      sharedWithPortal: t.boolean({
        nullable: true,
        description: 'True when the invoice is shared on the customer portal.',
        resolve: getInvoice('sharedWithPortal'),
      }),
      record: t.field({
        type: InvoiceRecord,
        nullable: true,
        description:
          'The record the invoice is raised on: the project, or for an invoice on an account, the account. `id` and `title` come with the invoice; other fields cost one upstream request per distinct record, fetched together.',
        resolve: async (inv, a, c): Promise<InvoiceRecordValue | null> => {
          const r = await getInvoice('record')(inv, a, c);
          if (r && typeof r.id === 'number') return { __typename: 'Project', id: r.id, uid: r.uid ?? undefined, title: r.title ?? null };
          const acc = await getInvoice('account')(inv, a, c);
          return acc && typeof acc.id === 'number' ? { __typename: 'Account', id: acc.id, title: acc.title ?? null } : null;
        },
      }),
      payments: t.connection(
        {
          type: PaymentRef,
          description:
            'Payments recorded on the invoice. The REST API does not page this list: it is read whole, and any page of it is served from that read. Cost: one upstream request per invoice, whatever the page; invoices of one page are fetched together.',
          ...parentListConnection((id, ctx) => paymentsOfInvoice(ctx).load(id)),
        },
        PaymentConnection,
      ),
    }),
});

BillRef.implement({
  description: 'A bill: a vendor cost raised on a project (REST `/bills`).',
  fields: (t) =>
    Object.assign({}, docFields(t, BillRef, 'bill'), {
      billNumber: t.int({ nullable: true, description: 'Number of the bill.', resolve: getBill('billNumber') }),
      project: t.field({
        type: ProjectRef,
        nullable: true,
        description:
          'The project the bill is raised on. `title` comes with the bill; other fields cost one upstream request per distinct project, fetched together.',
        resolve: async (b, a, c) => {
          const r = await getBill('record')(b, a, c);
          return r && typeof r.id === 'number' ? { id: r.id, uid: r.uid ?? undefined, title: r.title ?? null } : null;
        },
      }),
    }),
});

export const DocumentFilter = builder.inputType('InvoiceFilter', {
  description: 'Filters of the invoice and bill lists (REST query parameters).',
  fields: (t) => ({
    status: t.field({ type: InvoiceStatus, description: 'Only documents in this status (REST `status`).' }),
  }),
});

const InvoiceConnection = connectionOf(InvoiceRef, 'Invoice', 'invoice', 'invoices', '; no totalCount.');
const BillConnection = connectionOf(BillRef, 'Bill', 'bill', 'bills', '; no totalCount.');

builder.queryFields((t) => ({
  invoice: recordLookupField(t, InvoiceRef, 'an invoice'),
  invoices: t.connection(
    restConnection(t, {
      type: InvoiceRef,
      description: 'Invoices of your company, oldest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /invoices`).',
      args: { filter: t.arg({ type: DocumentFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: ORDER_BY,
      pages: (args, ctx) => (page) => listInvoices(ctx.upstream, { status: args.filter?.status, ...page }).then((env) => env.items ?? []),
    }),
    InvoiceConnection,
  ),
  bill: recordLookupField(t, BillRef, 'a bill'),
  bills: t.connection(
    restConnection(t, {
      type: BillRef,
      description: 'Bills of your company, oldest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /bills`).',
      args: { filter: t.arg({ type: DocumentFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: ORDER_BY,
      pages: (args, ctx) => (page) => listBills(ctx.upstream, { status: args.filter?.status, ...page }).then((env) => env.items ?? []),
    }),
    BillConnection,
  ),
}));

/** A parent's invoices: one request per distinct parent and 100 invoices, one wave; primes the invoice loader. */
function invoicesOf(parent: 'projects' | 'accounts') {
  const loader = parentListLoader<number, RestInvoice>((ids, ctx) =>
    eachKey(
      ids,
      (id) => listInvoicesOf(ctx.upstream, parent, id),
      (invoices) => primeAll(InvoiceRef, ctx, invoices),
    ),
  );
  return { needsOnlyId: true, ...parentListConnection((id, ctx) => loader(ctx).load(id)) };
}

const WHOLE_LIST = 'The list is read whole (up to 1,000 invoices) and any page of it is served from that read.';

builder.objectFields(ProjectRef, (t) => ({
  invoices: t.connection(
    {
      type: InvoiceRef,
      description: `The project's invoices. ${WHOLE_LIST} Cost: one upstream request per project and 100 invoices, whatever the page; projects of one page are fetched together.`,
      ...invoicesOf('projects'),
    },
    InvoiceConnection,
  ),
}));
builder.objectFields(AccountRef, (t) => ({
  invoices: t.connection(
    {
      type: InvoiceRef,
      description: `The account's invoices, including those on its projects. ${WHOLE_LIST} Cost: one upstream request per account and 100 invoices, whatever the page; accounts of one page are fetched together.`,
      ...invoicesOf('accounts'),
    },
    InvoiceConnection,
  ),
}));
