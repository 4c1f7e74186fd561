/**
 * Bills (vendor costs on a project), per the vendor description: like invoices, but raised on projects
 * only, with strictly positive unit costs, and `issueDate` and `status` set together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, nowIso, pageOf, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { idParams } from '../core/schemas.js';
import { projectsTable } from '../records/model.js';
import {
  baseAmountOf,
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
import { plusDays } from './invoices.js';
import { documentListQuery, documentSchemas } from './schemas.js';
import { billsTable, nextNumber, paymentsTable, type Bill } from './model.js';
import { bodyOf, bool, forbid, int, iso, nullableStr, num, oneOf, required, sent, type Body } from './validate.js';
import { INVOICE_CALCULATION_METHODS, INVOICE_STATUSES, type InvoiceStatus } from '../../rest-enums.js';

const billFinalStatuses = ['SENT', 'PARTIALLY_PAID', 'PAID'] as const;

export const renderBill = (ctx: SandboxContext, companyId: number, bill: Bill) => renderDoc(ctx.db, companyId, bill, 'billNumber');

export function registerBillRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const table = () => billsTable(ctx.db);
  const find = (req: FastifyRequest) => mustFind(table().get(pathId(req.params, 'billId'), req.companyId), 'Bill');
  const schemas = documentSchemas('bill', 'billId');

  const list = (req: FastifyRequest, keep: (b: Bill) => boolean) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const status = q.enum(query, 'status', INVOICE_STATUSES);
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
    let items = table()
      .all(req.companyId)
      .filter((b) => keep(b) && (!status || b.status === status));
    items = updatedWindow(items, query, (b) => b.updatedAt);
    items = sortBy(items, (b) => `${b.createdAt}#${String(b.id).padStart(9, '0')}`, order);
    return envelope(
      items.map((b) => renderBill(ctx, req.companyId, b)),
      page,
    );
  };

  app.get('/bills', { config: { errorCode: 'UNAUTHORIZED' }, schema: { querystring: documentListQuery() } }, async (req) => list(req, () => true));

  app.get(
    '/projects/:projectId/bills',
    { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('projectId'), querystring: documentListQuery() } },
    async (req) => {
      const id = pathId(req.params, 'projectId');
      mustFind(projectsTable(ctx.db).get(id, req.companyId), 'Project');
      return list(req, (b) => b.recordId === id);
    },
  );

  app.get('/bills/:billId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => renderBill(ctx, req.companyId, find(req)));

  app.post('/bills', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const bill = createBill(ctx, req.companyId, bodyOf(req.body));
    return reply.code(201).send(renderBill(ctx, req.companyId, bill));
  });

  app.patch('/bills/:billId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    return renderBill(ctx, req.companyId, updateBill(ctx, req.companyId, find(req), bodyOf(req.body)));
  });

  // Vendor: the bill is archived, then deleted; its payments go with it.
  app.delete('/bills/:billId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req) => {
    const bill = find(req);
    for (const p of paymentsOf(ctx.db, req.companyId, 'BILL', bill.id)) paymentsTable(ctx.db).delete(p.id);
    table().delete(bill.id);
    return { id: bill.id, deleted: true };
  });
}

/** `issueDate` and a non-DRAFT `status` come together or not at all (vendor BillCreate/BillUpdate). */
function readIssue(body: Body): { status: InvoiceStatus; issueDate: string } | null {
  const hasStatus = sent(body, 'status') && body.status !== null && body.status !== 'DRAFT';
  const hasIssue = sent(body, 'issueDate') && body.issueDate !== null;
  if (!hasStatus && !hasIssue) {
    if (sent(body, 'status') && body.status !== null) oneOf(body.status, 'status', ['DRAFT', ...billFinalStatuses]);
    return null;
  }
  if (!hasStatus) throw badRequest('status', 'status (SENT, PARTIALLY_PAID or PAID) is required with issueDate');
  const status = oneOf(body.status, 'status', billFinalStatuses);
  if (!hasIssue) throw badRequest('issueDate', `issueDate is required when status is ${status}`);
  return { status, issueDate: iso(body.issueDate, 'issueDate') };
}

function createBill(ctx: SandboxContext, companyId: number, body: Body): Bill {
  const db = ctx.db;
  const recordId = int(required(body, 'recordId'), 'recordId', { min: 1 });
  resolveRecord(db, companyId, recordId, false);
  const method = oneOf(required(body, 'calculationMethod'), 'calculationMethod', INVOICE_CALCULATION_METHODS);
  const createdAt = nowIso();
  const base = {
    number: nextNumber(db, companyId, 'bill'),
    status: 'DRAFT' as InvoiceStatus,
    calculationMethod: method,
    percentage: null as number | null,
    baseAmount: null as number | null,
    amount: 0,
    amountPaid: 0,
    description: sent(body, 'description') ? nullableStr(body.description, 'description') : null,
    basedOnId: null,
    basedOnUid: null,
    issueDate: null as string | null,
    dueDate: '',
    isArchived: false,
    recordType: 'PROJECT' as const,
    recordId,
    sections: [] as Bill['sections'],
    lineItems: [] as Bill['lineItems'],
    createdAt,
    updatedAt: createdAt,
  };
  if (method === 'LINE_ITEMS') {
    forbid(body, ['percentage'], 'is only allowed when calculationMethod is PERCENTAGE');
    const issue = readIssue(body);
    if (issue) Object.assign(base, issue);
    if (!sent(body, 'lineItems') && !sent(body, 'sections'))
      throw badRequest('lineItems', 'lineItems or sections is required when calculationMethod is LINE_ITEMS');
    Object.assign(base, parseItems(db, companyId, body, { kind: 'bill' }));
    base.amount = lineItemsAmount(base.lineItems);
  } else {
    forbid(body, ['issueDate', 'status', 'lineItems', 'sections'], 'must be omitted when calculationMethod is PERCENTAGE');
    base.percentage = num(required(body, 'percentage'), 'percentage', { exclusiveMin: 0, max: 100 });
    base.baseAmount = baseAmountOf(db, companyId, 'PROJECT', recordId);
    base.amount = percentageAmount(base.baseAmount, base.percentage);
  }
  base.dueDate = sent(body, 'dueDate') && body.dueDate !== null ? iso(body.dueDate, 'dueDate') : plusDays(base.issueDate ?? createdAt, 30);
  return billsTable(db).insert(companyId, base);
}

function updateBill(ctx: SandboxContext, companyId: number, bill: Bill, body: Body): Bill {
  forbid(body, ['calculationMethod'], 'cannot be changed after creation');
  const next: Bill = { ...bill };
  let amountChanged = false;
  if (bill.calculationMethod === 'PERCENTAGE') {
    // Vendor: only description, dueDate and percentage change on a PERCENTAGE bill.
    forbid(body, ['lineItems', 'sections', 'issueDate', 'status'], 'cannot be set on a PERCENTAGE bill');
    if (sent(body, 'percentage')) {
      next.percentage = num(body.percentage, 'percentage', { exclusiveMin: 0, max: 100 });
      next.amount = percentageAmount(next.baseAmount ?? 0, next.percentage);
      amountChanged = true;
    }
  } else {
    forbid(body, ['percentage'], 'cannot be set on a LINE_ITEMS bill');
    if (sent(body, 'lineItems') || sent(body, 'sections')) {
      Object.assign(next, parseItems(ctx.db, companyId, body, { kind: 'bill', existing: bill }));
      next.amount = lineItemsAmount(next.lineItems);
      amountChanged = true;
    }
    const issue = readIssue(body);
    if (issue) Object.assign(next, issue);
  }
  if (sent(body, 'dueDate')) next.dueDate = iso(body.dueDate, 'dueDate');
  if (sent(body, 'description')) next.description = nullableStr(body.description, 'description');
  if (sent(body, 'isArchived')) next.isArchived = bool(body.isArchived, 'isArchived');
  if (!sent(body, 'status') && amountChanged && bill.amountPaid > 0) recalculate(next, paymentsOf(ctx.db, companyId, 'BILL', bill.id));
  if (['status', 'lineItems', 'sections', 'percentage', 'dueDate', 'description', 'issueDate', 'isArchived'].some((k) => sent(body, k)))
    next.updatedAt = nowIso();
  return billsTable(ctx.db).put(next);
}
