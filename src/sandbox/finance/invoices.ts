/**
 * Invoices: POST /invoices with the spec's status/issueDate table and body rules (INV-1..9, INV-12), the
 * vendor's list envelope, read, partial update, delete, and the per-project and per-account lists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, nowIso, pageOf, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { field, idParams } from '../core/schemas.js';
import { accountsTable, projectsTable } from '../records/model.js';
import {
  baseAmountOf,
  accountIdOf,
  envelope,
  lineItemsAmount,
  mustFind,
  parseItems,
  paymentsOf,
  percentageAmount,
  recalculate,
  renderDoc,
  resolveRecord,
} from './documents.js';
import { invoicesTable, nextNumber, paymentsTable, type Invoice } from './model.js';
import { bodyOf, bool, forbid, int, iso, nullableStr, num, oneOf, required, sent } from './validate.js';
import { documentListQuery, documentSchemas } from './schemas.js';
import { INVOICE_CALCULATION_METHODS, INVOICE_STATUSES, type InvoiceStatus } from '../../rest-enums.js';

const finalStatuses: InvoiceStatus[] = ['SENT', 'PARTIALLY_PAID', 'PAID'];
const NET_DAYS = 30;

/**
 * An invoice as the REST API answers it. A vendor-shaped one also carries its number as `uid`, as the
 * vendor's OpenAPI names it; every invoice carries `invoiceNumber`, which the spec makes required.
 */
export function renderInvoice(ctx: SandboxContext, companyId: number, inv: Invoice) {
  if (!inv.vendorShape) return renderDoc(ctx.db, companyId, inv, 'invoiceNumber', { sharedWithPortal: inv.sharedWithPortal });
  return renderDoc(ctx.db, companyId, inv, 'uid', { invoiceNumber: inv.number, sharedWithPortal: inv.sharedWithPortal });
}

export function registerInvoiceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const table = () => invoicesTable(ctx.db);
  const find = (req: FastifyRequest) => mustFind(table().get(pathId(req.params, 'invoiceId'), req.companyId), 'Invoice');
  const schemas = documentSchemas('invoice', 'invoiceId');
  const listQuery = documentListQuery({ record_id: field('only the invoices of this record (an id)') });

  const list = (req: FastifyRequest, keep: (inv: Invoice) => boolean) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const status = q.enum(query, 'status', INVOICE_STATUSES);
    const recordId = q.int(query, 'record_id', { min: 1 });
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
    let items = table()
      .all(req.companyId)
      .filter((inv) => keep(inv) && (!status || inv.status === status) && (!recordId || inv.recordId === recordId));
    items = updatedWindow(items, query, (inv) => inv.updatedAt);
    items = sortBy(items, (inv) => `${inv.createdAt}#${String(inv.id).padStart(9, '0')}`, order);
    return envelope(
      items.map((inv) => renderInvoice(ctx, req.companyId, inv)),
      page,
    );
  };

  // Vendor: list errors carry UNAUTHORIZED; reads and writes of one invoice carry NOT_FOUND.
  app.get('/invoices', { config: { errorCode: 'UNAUTHORIZED' }, schema: { querystring: listQuery } }, async (req) => list(req, () => true));

  app.get(
    '/projects/:projectId/invoices',
    { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('projectId'), querystring: listQuery } },
    async (req) => {
      const id = pathId(req.params, 'projectId');
      mustFind(projectsTable(ctx.db).get(id, req.companyId), 'Project');
      return list(req, (inv) => inv.recordType === 'PROJECT' && inv.recordId === id);
    },
  );

  // An account's invoices include those raised on its projects.
  app.get(
    '/accounts/:accountId/invoices',
    { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('accountId'), querystring: listQuery } },
    async (req) => {
      const id = pathId(req.params, 'accountId');
      mustFind(accountsTable(ctx.db).get(id, req.companyId), 'Account');
      return list(req, (inv) => accountIdOf(ctx.db, req.companyId, inv) === id);
    },
  );

  app.get('/invoices/:invoiceId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => renderInvoice(ctx, req.companyId, find(req)));

  // INV-12: every error body of POST /invoices carries code UNAUTHORIZED.
  app.post('/invoices', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const inv = createInvoice(ctx, req.companyId, bodyOf(req.body));
    return reply.code(201).send(renderInvoice(ctx, req.companyId, inv));
  });

  app.patch('/invoices/:invoiceId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    return renderInvoice(ctx, req.companyId, updateInvoice(ctx, req.companyId, find(req), bodyOf(req.body)));
  });

  app.delete('/invoices/:invoiceId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req) => {
    const inv = find(req);
    for (const p of paymentsOf(ctx.db, req.companyId, 'INVOICE', inv.id)) paymentsTable(ctx.db).delete(p.id);
    table().delete(inv.id);
    return { id: inv.id, deleted: true };
  });
}

export function createInvoice(ctx: SandboxContext, companyId: number, body: Record<string, unknown>): Invoice {
  const db = ctx.db;
  const recordId = int(required(body, 'recordId'), 'recordId', { min: 1 });
  const recordType = resolveRecord(db, companyId, recordId, true);
  const method = oneOf(required(body, 'calculationMethod'), 'calculationMethod', INVOICE_CALCULATION_METHODS);

  // INV-1..4: the status/issueDate table of the spec.
  let status: InvoiceStatus = 'DRAFT';
  if (sent(body, 'status') && body.status !== null) {
    const s = oneOf(body.status, 'status', INVOICE_STATUSES);
    if (s === 'DECLINED' || s === 'OVERDUE') throw badRequest('status', `status ${s} cannot be set at creation; use DRAFT, SENT, PARTIALLY_PAID or PAID`);
    status = s;
  }
  let issueDate: string | null = null;
  if (finalStatuses.includes(status)) {
    if (!sent(body, 'issueDate') || body.issueDate === null) throw badRequest('issueDate', `issueDate is required when status is ${status}`);
    issueDate = iso(body.issueDate, 'issueDate');
  }
  const createdAt = nowIso();
  const dueDate = sent(body, 'dueDate') && body.dueDate !== null ? iso(body.dueDate, 'dueDate') : plusDays(issueDate ?? createdAt, NET_DAYS);
  const description = sent(body, 'description') ? nullableStr(body.description, 'description') : null;

  let sections: Invoice['sections'] = [];
  let lineItems: Invoice['lineItems'] = [];
  let percentage: number | null = null;
  let baseAmount: number | null = null;
  let amount: number;
  if (method === 'LINE_ITEMS') {
    forbid(body, ['percentage'], 'is only allowed when calculationMethod is PERCENTAGE');
    // INV-6: LINE_ITEMS needs lineItems or sections (both may be sent).
    if (!sent(body, 'lineItems') && !sent(body, 'sections'))
      throw badRequest('lineItems', 'lineItems or sections is required when calculationMethod is LINE_ITEMS');
    ({ sections, lineItems } = parseItems(db, companyId, body, { kind: 'invoice' }));
    amount = lineItemsAmount(lineItems);
  } else {
    forbid(body, ['lineItems', 'sections'], 'must be omitted when calculationMethod is PERCENTAGE');
    percentage = num(required(body, 'percentage'), 'percentage', { exclusiveMin: 0, max: 100 });
    baseAmount = baseAmountOf(db, companyId, recordType, recordId);
    amount = percentageAmount(baseAmount, percentage);
  }
  return invoicesTable(db).insert(companyId, {
    number: nextNumber(db, companyId, 'invoice'),
    status,
    calculationMethod: method,
    percentage,
    baseAmount,
    amount,
    // A status given at creation stands as given; amountPaid follows recorded payments only (INV-11).
    amountPaid: 0,
    description,
    basedOnId: null,
    basedOnUid: null,
    issueDate,
    dueDate,
    isArchived: false,
    sharedWithPortal: false,
    recordType,
    recordId,
    sections,
    lineItems,
    createdAt,
    updatedAt: createdAt,
  });
}

/** Vendor InvoiceUpdate: status, lineItems/sections or percentage, dueDate, description (+ issueDate). */
function updateInvoice(ctx: SandboxContext, companyId: number, inv: Invoice, body: Record<string, unknown>): Invoice {
  forbid(body, ['calculationMethod'], 'cannot be changed after creation');
  const next: Invoice = { ...inv };
  let amountChanged = false;
  if (inv.calculationMethod === 'PERCENTAGE') {
    forbid(body, ['lineItems', 'sections'], 'cannot be set on a PERCENTAGE invoice');
    if (sent(body, 'percentage')) {
      next.percentage = num(body.percentage, 'percentage', { exclusiveMin: 0, max: 100 });
      next.amount = percentageAmount(next.baseAmount ?? 0, next.percentage);
      amountChanged = true;
    }
  } else {
    forbid(body, ['percentage'], 'cannot be set on a LINE_ITEMS invoice');
    if (sent(body, 'lineItems') || sent(body, 'sections')) {
      Object.assign(next, parseItems(ctx.db, companyId, body, { kind: 'invoice', existing: inv }));
      next.amount = lineItemsAmount(next.lineItems);
      amountChanged = true;
    }
  }
  if (sent(body, 'dueDate')) next.dueDate = iso(body.dueDate, 'dueDate');
  if (sent(body, 'description')) next.description = nullableStr(body.description, 'description');
  if (sent(body, 'issueDate')) next.issueDate = body.issueDate === null ? null : iso(body.issueDate, 'issueDate');
  // Invoices archive through `isArchived` (spec: "some resources still use isArchived").
  if (sent(body, 'isArchived')) next.isArchived = bool(body.isArchived, 'isArchived');
  if (sent(body, 'status')) {
    next.status = oneOf(body.status, 'status', INVOICE_STATUSES);
    // Keeps INV-2/INV-3 true after creation: a finalized invoice has an issue date, a draft none.
    if (next.status === 'DRAFT') next.issueDate = null;
    else if (!next.issueDate) throw badRequest('issueDate', `issueDate is required when status is ${next.status}`);
  } else if (amountChanged && inv.amountPaid > 0) {
    recalculate(next, paymentsOf(ctx.db, companyId, 'INVOICE', inv.id));
  }
  const touched = ['status', 'lineItems', 'sections', 'percentage', 'dueDate', 'description', 'issueDate', 'isArchived'].some((k) => sent(body, k));
  if (touched) next.updatedAt = nowIso();
  return invoicesTable(ctx.db).put(next);
}

export function plusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(isoDate) + days * 86_400_000).toISOString();
}
