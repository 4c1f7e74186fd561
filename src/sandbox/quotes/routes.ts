/**
 * Quotes (vendor, relative to /v1): `GET|POST /quotes`, `GET /opportunities/{id}/quotes`,
 * `GET|PATCH|DELETE /quotes/{id}`, `GET /quotes/{id}/pdf` (base64 JSON), `POST /quotes/{id}/send`
 * (DRAFT → SENT). An issue date goes only with a status past DRAFT, and a quote leaving DRAFT needs one.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, forbidden, notFound, nowIso, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { sitesTable } from '../records/model.js';
import { taxesTable } from '../finance/model.js';
import { bodyOf, bool, forbid, int, iso, nullableStr, num, oneOf, sent, str, type Body } from '../finance/validate.js';
import { renderPdf } from '../files/pdf.js';
import { nextQuoteNumber, parseQuoteItems, quoteRecordOf, quotesTable, quoteTotals, renderQuote, type Quote } from './model.js';
import { QUOTE_DISCOUNT_TYPES, QUOTE_STATUSES } from '../../rest-enums.js';

const ISSUED: readonly string[] = ['SENT', 'APPROVED'];

const quoteParams = idParams('quoteId');
/** `order_by`, paging and the updated window, shared by both lists. */
const pageFields = {
  order_by: field('asc or desc, by creation time; default desc'),
  page: listQueryFields.page,
  page_size: listQueryFields.page_size,
  updated_after: listQueryFields.updated_after,
  updated_before: listQueryFields.updated_before,
};
/** The items and terms of a quote create or update body (`parseQuoteItems`, `readTerms`). */
const quoteFields = {
  lineItems: field('the line items; this or sections is required on create'),
  sections: field('sections of line items'),
  discountType: field(`${QUOTE_DISCOUNT_TYPES.join(', ')} or null`),
  discountValue: field('a number, at least 0 (at most 100 for PERCENTAGE), or null'),
  taxId: field('an active tax (an id) or null'),
  issueDate: field('ISO 8601 timestamp; only with status SENT or APPROVED'),
  status: field(QUOTE_STATUSES.join(', ')),
  description: field('string or null'),
};
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: { querystring: querySchema({ status: field(QUOTE_STATUSES.join(', ')), ...pageFields }) },
  opportunityList: { params: idParams('opportunityId'), querystring: querySchema(pageFields) },
  get: { params: quoteParams },
  create: {
    body: bodySchema({
      opportunityId: field('the opportunity, project or account (an id); required'),
      ...quoteFields,
      siteId: field("a site (an id) of the record's account, or null"),
      servicePlanInstanceId: field('an id or null'),
      title: field('1..500 characters; default Quote'),
    }),
  },
  update: {
    params: quoteParams,
    body: bodySchema({
      ...quoteFields,
      sharedWithPortal: field('true or false'),
      isArchived: field('true or false'),
      opportunityId: field('cannot be changed after creation'),
      siteId: field('cannot be changed after creation'),
    }),
  },
  byId: { params: quoteParams },
};

export function registerQuoteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const quotes = () => quotesTable(ctx.db);
  const find = (companyId: number, params: unknown) => {
    const quote = quotes().get(pathId(params, 'quoteId'), companyId);
    if (!quote) throw notFound('Quote');
    return quote;
  };
  const render = (companyId: number, quote: Quote) => renderQuote(ctx.db, companyId, quote);

  /** Paging, the updated window and `order_by` (default newest first), shared by both lists. */
  const page = (rows: Quote[], query: Record<string, unknown>) => {
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'desc')!;
    const p = pageOf(query);
    const sorted = sortBy(
      updatedWindow(rows, query, (r) => r.updatedAt),
      (r) => `${r.createdAt}#${String(r.id).padStart(10, '0')}`,
      order,
    );
    return paginate(sorted, p);
  };

  /** Discount, tax, description and status/issue date fields of a create or update body. */
  const readTerms = (companyId: number, b: Body) => {
    const discountType = sent(b, 'discountType') ? oneOf(b.discountType, 'discountType', QUOTE_DISCOUNT_TYPES) : undefined;
    const discountValue = sent(b, 'discountValue') ? num(b.discountValue, 'discountValue', { min: 0 }) : undefined;
    let taxId: number | null | undefined;
    if (sent(b, 'taxId')) {
      taxId = b.taxId === null ? null : int(b.taxId, 'taxId', { min: 1 });
      const tax = taxId === null ? undefined : taxesTable(ctx.db).get(taxId, companyId);
      if (taxId !== null && (!tax || tax.isArchived)) throw badRequest('taxId', `taxId ${taxId} is not an active tax of the company`);
    }
    return {
      discountType,
      discountValue,
      taxId,
      issueDate: sent(b, 'issueDate') ? iso(b.issueDate, 'issueDate') : undefined,
      status: sent(b, 'status') ? oneOf(b.status, 'status', QUOTE_STATUSES) : undefined,
      description: sent(b, 'description') ? nullableStr(b.description, 'description') : undefined,
    };
  };

  const checkDiscount = (type: string | null, value: number | null) => {
    if (type === 'PERCENTAGE' && value !== null && value > 100)
      throw badRequest('discountValue', 'discountValue must be at most 100 for a PERCENTAGE discount');
    if (type !== null && value === null) throw badRequest('discountValue', 'discountValue is required with discountType');
  };

  app.get('/quotes', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const status = q.enum(query, 'status', QUOTE_STATUSES);
    const rows = quotes()
      .all(req.companyId)
      .filter((x) => status === undefined || x.status === status);
    return page(rows, query).map((x) => render(req.companyId, x));
  });

  // Only 200 and 401 are declared: a record without quotes, or no such record, is an empty list.
  app.get('/opportunities/:opportunityId/quotes', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.opportunityList }, async (req) => {
    const id = pathId(req.params, 'opportunityId');
    const rows = quotes()
      .all(req.companyId)
      .filter((x) => x.recordId === id);
    return page(rows, req.query as Record<string, unknown>).map((x) => render(req.companyId, x));
  });

  app.get('/quotes/:quoteId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) =>
    render(req.companyId, find(req.companyId, req.params)),
  );

  app.post('/quotes', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const b = bodyOf(req.body);
    if (!sent(b, 'opportunityId') || b.opportunityId === null) throw badRequest('opportunityId', 'opportunityId is required');
    const recordId = int(b.opportunityId, 'opportunityId', { min: 1 });
    const record = quoteRecordOf(ctx.db, req.companyId, recordId);
    if (!record) throw badRequest('opportunityId', `opportunityId ${recordId} is not an existing opportunity, project or account`);
    if (!sent(b, 'lineItems') && !sent(b, 'sections')) throw badRequest('lineItems', 'lineItems or sections is required');
    const items = parseQuoteItems(ctx.db, req.companyId, b);
    const terms = readTerms(req.companyId, b);
    const status = terms.status ?? 'DRAFT';
    if (terms.issueDate !== undefined && !ISSUED.includes(status)) throw badRequest('issueDate', 'issueDate is only allowed with status SENT or APPROVED');
    checkDiscount(terms.discountType ?? null, terms.discountValue ?? null);
    let siteId: number | null = null;
    if (sent(b, 'siteId') && b.siteId !== null) {
      siteId = int(b.siteId, 'siteId', { min: 1 });
      const site = sitesTable(ctx.db).get(siteId, req.companyId);
      if (!site || (record.accountId !== null && site.accountId !== record.accountId))
        throw badRequest('siteId', `siteId ${siteId} is not a site of the record's account`);
    }
    if (sent(b, 'servicePlanInstanceId') && b.servicePlanInstanceId !== null) int(b.servicePlanInstanceId, 'servicePlanInstanceId', { min: 1 });
    const title = sent(b, 'title') ? str(b.title, 'title', { min: 1, max: 500 }) : 'Quote';
    const now = nowIso();
    const quote = quotes().insert(req.companyId, {
      quoteNumber: nextQuoteNumber(ctx.db, req.companyId),
      title,
      description: terms.description ?? null,
      status,
      discountType: terms.discountType ?? null,
      discountValue: terms.discountType ? (terms.discountValue ?? null) : null,
      taxId: terms.taxId ?? null,
      issueDate: terms.issueDate ?? (ISSUED.includes(status) ? now : null),
      isArchived: false,
      sharedWithPortal: false,
      recordType: record.type,
      recordId,
      siteId,
      sections: items.sections,
      lineItems: items.lineItems,
      createdAt: now,
      updatedAt: now,
    });
    return reply.code(201).send(render(req.companyId, quote));
  });

  app.patch('/quotes/:quoteId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const quote = find(req.companyId, req.params);
    const b = bodyOf(req.body);
    forbid(b, ['opportunityId', 'siteId'], 'cannot be changed after creation');
    // Everything is read and checked before anything changes, so a 400 leaves the quote as it was.
    const items = sent(b, 'lineItems') || sent(b, 'sections') ? parseQuoteItems(ctx.db, req.companyId, b, quote) : undefined;
    const terms = readTerms(req.companyId, b);
    const sharedWithPortal = sent(b, 'sharedWithPortal') ? bool(b.sharedWithPortal, 'sharedWithPortal') : undefined;
    const isArchived = sent(b, 'isArchived') ? bool(b.isArchived, 'isArchived') : undefined;
    const status = terms.status ?? quote.status;
    const issueDate = terms.issueDate ?? quote.issueDate;
    if (terms.status !== undefined && status !== 'DRAFT' && !issueDate) throw badRequest('issueDate', `issueDate is required to move a quote to ${status}`);
    const discountType = terms.discountType ?? quote.discountType;
    const discountValue = terms.discountValue ?? quote.discountValue;
    checkDiscount(discountType, discountValue);
    const before = JSON.stringify(quote);
    if (items) Object.assign(quote, items);
    Object.assign(quote, { status, issueDate, discountType, discountValue });
    if (terms.taxId !== undefined) quote.taxId = terms.taxId;
    if (terms.description !== undefined) quote.description = terms.description;
    if (sharedWithPortal !== undefined) quote.sharedWithPortal = sharedWithPortal;
    if (isArchived !== undefined) quote.isArchived = isArchived;
    if (JSON.stringify(quote) !== before) quote.updatedAt = nowIso();
    return render(req.companyId, quote);
  });

  app.delete('/quotes/:quoteId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.byId }, async (req, reply) => {
    const quote = find(req.companyId, req.params);
    quotes().delete(quote.id);
    return reply.code(200).send();
  });

  app.get('/quotes/:quoteId/pdf', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.byId }, async (req) => {
    const quote = find(req.companyId, req.params);
    if (quote.isArchived) throw forbidden('An archived quote has no PDF');
    const view = render(req.companyId, quote) as {
      record: { title: string | null } | null;
      lineItems: { quantity: number; unitPrice: number; totalPrice: number; catalogItem: { name: string } | null; description: string | null }[];
    };
    const totals = quoteTotals(ctx.db, req.companyId, quote);
    const money = (n: number) => `$${n.toFixed(2)}`;
    const lines = [
      `Quote #${quote.quoteNumber} - ${quote.status}`,
      `For: ${view.record?.title ?? ''}`,
      quote.issueDate ? `Issued: ${quote.issueDate.slice(0, 10)}` : 'Draft',
      '',
      ...view.lineItems.map((li) => `${li.quantity} x ${li.catalogItem?.name ?? li.description ?? 'Item'} @ ${money(li.unitPrice)} = ${money(li.totalPrice)}`),
      '',
      `Subtotal: ${money(totals.subtotal)}`,
      ...(totals.discount > 0 ? [`Discount: -${money(totals.discount)}`] : []),
      ...(totals.taxRate !== null ? [`Tax (${totals.taxRate}%): ${money(totals.tax)}`] : []),
      `Total: ${money(totals.amount)}`,
    ];
    return { pdfBase64: renderPdf(quote.title, lines).toString('base64'), contentType: 'application/pdf' };
  });

  app.post('/quotes/:quoteId/send', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.byId }, async (req) => {
    const quote = find(req.companyId, req.params);
    if (quote.status === 'DRAFT') {
      const now = nowIso();
      quote.status = 'SENT';
      quote.issueDate ??= now;
      quote.updatedAt = now;
    }
    return render(req.companyId, quote);
  });
}
