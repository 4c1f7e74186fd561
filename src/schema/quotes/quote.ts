/**
 * Quote: a priced proposal on an opportunity, project or account (`GET /quotes`, `GET /quotes/{id}`,
 * `GET /opportunities/{id}/quotes`), with catalog line items, an optional discount and a tax. The
 * account, the record and each line's catalog item come as summaries inside the quote, so their ids and
 * names cost no request. `Opportunity.quotes`: one request per opportunity, one wave.
 */
import { builder } from '../builder.js';
import { parentListConnection, parentListLoader } from '../parent-lists.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { CatalogItemRef } from '../catalog/refs.js';
import { primeAll, reader, whenRead } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { typenameOf, type Typed } from '../typename.js';
import { dateTime, oneOf } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { QuoteRef } from './refs.js';
import { TaxRef, taxById } from '../catalog/catalog.js';
import { eachKey } from '../../upstream/batch.js';
import { listQuotes, listQuotesOf, type RestQuote, type RestQuoteLineItem } from '../../upstream/quotes.js';
import { QUOTE_DISCOUNT_TYPES, QUOTE_STATUSES } from '../../rest-enums.js';

const get = reader<RestQuote>(QuoteRef);

export const QuoteStatus = builder.enumType('QuoteStatus', {
  description: 'Where a quote is in its negotiation.',
  values: {
    DRAFT: { description: 'Being prepared; not shown to the customer.' },
    SENT: { description: 'Sent to the customer, awaiting an answer.' },
    APPROVED: { description: 'Accepted by the customer.' },
    CHANGES_REQUESTED: { description: 'The customer asked for changes.' },
    DECLINED: { description: 'Turned down by the customer.' },
  } as const satisfies Record<(typeof QUOTE_STATUSES)[number], { description: string }>,
});

export const QuoteDiscountType = builder.enumType('QuoteDiscountType', {
  description: "How a quote's discount is expressed.",
  values: {
    PERCENTAGE: { description: '`discountValue` is a percentage of the subtotal (0 to 100).' },
    FIXED: { description: '`discountValue` is an amount in dollars.' },
  } as const satisfies Record<(typeof QUOTE_DISCOUNT_TYPES)[number], { description: string }>,
});

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export const QuoteRecordUnion = builder.unionType('QuoteRecord', {
  description: 'The record a quote is made on: an opportunity, a project or an account.',
  types: [OpportunityRef, ProjectRef, AccountRef],
  resolveType: (value) => {
    const kind = typenameOf(value);
    return kind === 'Project' ? ProjectRef : kind === 'Account' ? AccountRef : OpportunityRef;
  },
});

function recordKind(type: unknown): 'Project' | 'Opportunity' | 'Account' | null {
  const t = typeof type === 'string' ? type.toUpperCase() : '';
  if (t === 'PROJECT') return 'Project';
  if (t === 'OPPORTUNITY' || t === 'DEAL' || t === 'REQUEST') return 'Opportunity';
  if (t === 'ACCOUNT' || t === 'CLIENT') return 'Account';
  return null;
}

const QuoteLineItemRef = builder.objectRef<RestQuoteLineItem>('QuoteLineItem').implement({
  description: 'One line of a quote: a catalog item, its quantity and prices. Amounts in dollars with cent precision.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the line (pass it back in quoteUpdate to keep the line).' }),
    quantity: t.int({ nullable: true, description: 'How many units.', resolve: (l) => num(l.quantity) }),
    description: t.exposeString('description', { nullable: true, description: "Line text shown to the customer; null to use the catalog item's name." }),
    unitCost: t.float({ nullable: true, description: 'What one unit costs the company, in dollars.', resolve: (l) => num(l.unitCost) }),
    totalCost: t.float({ nullable: true, description: 'Quantity × unit cost, in dollars.', resolve: (l) => num(l.totalCost) }),
    unitPrice: t.float({ nullable: true, description: 'What one unit is sold for, in dollars.', resolve: (l) => num(l.unitPrice) }),
    totalPrice: t.float({ nullable: true, description: 'Quantity × unit price, in dollars.', resolve: (l) => num(l.totalPrice) }),
    sectionName: t.exposeString('sectionName', { nullable: true, description: 'Name of the section the line is grouped in; null for ungrouped lines.' }),
    catalogItem: t.field({
      type: CatalogItemRef,
      nullable: true,
      description: 'The catalog item sold. Name, SKU, type and manufacturer come with the quote; other fields cost one upstream request per distinct item.',
      resolve: (l) => (l.catalogItem && typeof l.catalogItem.id === 'number' ? l.catalogItem : null),
    }),
  }),
});

QuoteRef.implement({
  description:
    'A quote: the priced proposal before a sale, on an opportunity (or a project or account). Amount = subtotal − discount + tax, in dollars with cent precision.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the quote.' }),
    quoteNumber: t.int({
      nullable: true,
      description: 'Quote number shown to the customer; null on older records.',
      resolve: get('quoteNumber', num),
    }),
    description: t.string({ nullable: true, description: 'Description shown on the quote.', resolve: get('description') }),
    status: t.field({
      type: QuoteStatus,
      nullable: true,
      description: 'Where the quote stands; null for a status this schema does not know.',
      resolve: get('status', (s) => oneOf(QUOTE_STATUSES, s)),
    }),
    amount: t.float({
      nullable: true,
      description: 'Total to pay, in dollars: subtotal − discount + tax.',
      resolve: get('amount', num),
    }),
    subtotal: t.float({
      nullable: true,
      description: "Sum of the lines' total prices, in dollars, before discount and tax.",
      resolve: get('subtotal', num),
    }),
    discountType: t.field({
      type: QuoteDiscountType,
      nullable: true,
      description: 'How the discount is expressed; null without a discount.',
      resolve: get('discountType', (d) => oneOf(QUOTE_DISCOUNT_TYPES, d)),
    }),
    discountValue: t.float({
      nullable: true,
      description: 'The discount: a percentage (PERCENTAGE) or dollars (FIXED); null without a discount.',
      resolve: get('discountValue', num),
    }),
    taxRate: t.float({
      nullable: true,
      description: 'Tax rate applied after the discount, as a percentage (8.81 = 8.81 %); null without a tax.',
      resolve: get('taxRate', num),
    }),
    taxId: t.int({
      nullable: true,
      description: 'REST id of the company tax applied (see `taxes`); null without a tax.',
      resolve: get('taxId', num),
    }),
    tax: t.field({
      type: TaxRef,
      nullable: true,
      description:
        "The company tax applied: its name and rate as the company's tax list holds them now (`taxRate` is the rate the quote was priced with); null without a tax. Cost: one upstream request per operation and 100 taxes, shared by every quote.",
      resolve: (q, a, c) => whenRead(get('taxId')(q, a, c), (taxId) => taxById(num(taxId), c)),
    }),
    issueDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the quote was issued to the customer; null while a draft.',
      resolve: get('issueDate', dateTime),
    }),
    isArchived: t.boolean({ nullable: true, description: 'True when the quote is archived (reversible with quoteUpdate).', resolve: get('isArchived') }),
    sharedWithPortal: t.boolean({
      nullable: true,
      description: 'True when the customer can see the quote on the client portal.',
      resolve: get('sharedWithPortal'),
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: 'The customer account. `title` comes with the quote; other fields cost one upstream request per distinct account.',
      resolve: async (q, a, c) => {
        const acc = await get('account')(q, a, c);
        return acc && typeof acc.id === 'number' ? { id: acc.id, title: acc.title ?? undefined } : null;
      },
    }),
    record: t.field({
      type: QuoteRecordUnion,
      nullable: true,
      description:
        'The opportunity, project or account the quote is made on; null when the REST API does not say which. `id` and `databaseId` come with the quote; other fields cost one upstream request per distinct record.',
      resolve: async (q, a, ctx): Promise<Typed<'Project' | 'Opportunity' | 'Account', { id: number }> | null> => {
        const r = await get('record')(q, a, ctx);
        const kind = r && typeof r.id === 'number' ? recordKind(r.type) : null;
        return r && kind ? { __typename: kind, id: r.id } : null;
      },
    }),
    lineItems: t.field({
      type: [QuoteLineItemRef],
      // Lines come with the quote; only their catalog items may load.
      complexity: { field: 0, multiplier: 20 },
      description: 'The lines of the quote, grouped lines after ungrouped ones as the REST API orders them.',
      resolve: async (q, a, c) => {
        const lines = await get('lineItems')(q, a, c);
        return Array.isArray(lines) ? lines.filter((l) => l && typeof l.id === 'number') : [];
      },
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the quote was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the quote last changed.',
      resolve: get('updatedAt', dateTime),
    }),
  }),
});

export const QuoteConnection = connectionOf(QuoteRef, 'Quote', 'quote', 'quotes', NO_TOTALS);

const QuoteFilter = builder.inputType('QuoteFilter', {
  description: 'Filters of the quote list (the query parameters of REST `GET /quotes`).',
  fields: (t) => ({
    status: t.field({ type: QuoteStatus, description: 'Only quotes in this status (REST `status`).' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only quotes changed after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only quotes changed before this time (REST `updated_before`).' }),
  }),
});

builder.queryFields((t) => ({
  quote: recordLookupField(t, QuoteRef, 'a quote', { includes: 'with its lines' }),
  quotes: t.connection(
    restConnection(t, {
      type: QuoteRef,
      description: 'Quotes of your company, newest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /quotes`).',
      args: { filter: t.arg({ type: QuoteFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: 'Sort direction by creation time (REST `order_by`).',
      pages: (args, ctx) => (page) =>
        listQuotes(ctx.upstream, {
          status: args.filter?.status ?? undefined,
          updatedAfter: args.filter?.updatedAfter?.toISOString(),
          updatedBefore: args.filter?.updatedBefore?.toISOString(),
          ...page,
        }),
    }),
    QuoteConnection,
  ),
}));

const quotesOfOpportunity = parentListLoader<number, RestQuote>((ids, ctx) =>
  eachKey(
    ids,
    (id) => listQuotesOf(ctx.upstream, id),
    (rows) => primeAll(QuoteRef, ctx, rows),
  ),
);

builder.objectFields(OpportunityRef, (t) => ({
  quotes: t.connection(
    {
      type: QuoteRef,
      description:
        'Quotes made on the opportunity, oldest first, archived included (up to 1,000). The list is read whole and any page of it is served from that read. Cost: one upstream request per opportunity and 100 quotes, whatever the page; opportunities of one page are fetched together.',
      ...parentListConnection((id, ctx) => quotesOfOpportunity(ctx).load(id)),
    },
    QuoteConnection,
  ),
}));
