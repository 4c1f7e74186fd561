/**
 * Payments on invoices and bills. Every change (create, PATCH, DELETE) recalculates the parent's
 * `amountPaid` and `status` (INV-11). PATCH needs at least one editable field (PAY-1). Payments from an
 * external processor take PATCH of `notes` only and refuse DELETE (PAY-2): we answer 409 Conflict, since
 * the request is well-formed but the payment's origin forbids it (the spec leaves the status open).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { SandboxError, badRequest, nowIso, pathId } from '../core/http.js';
import { idParams, leadingIdParams } from '../core/schemas.js';
import { apiUsersTable } from '../auth/model.js';
import { mustFind, paymentsOf, recalculate } from './documents.js';
import { billsTable, invoicesTable, paymentsTable, type FinanceDoc, type Payment } from './model.js';
import { bodyOf, iso, money, nullableStr, oneOf, required, sent, type Body } from './validate.js';
import { paymentBody } from './schemas.js';
import { PAYMENT_METHODS } from '../../rest-enums.js';

const editable = ['amount', 'paymentMethod', 'paymentDate', 'notes', 'paymentReference'] as const;

type Parent = { type: Payment['parentType']; doc: FinanceDoc };

export function renderPayment(p: Payment, parent: FinanceDoc) {
  const isInvoice = p.parentType === 'INVOICE';
  return {
    id: p.id,
    [isInvoice ? 'invoiceId' : 'billId']: p.parentId,
    [isInvoice ? 'invoiceNumber' : 'billNumber']: parent.number,
    amount: p.amount,
    status: p.status,
    paymentMethod: p.paymentMethod,
    paymentDate: p.paymentDate,
    paymentReference: p.paymentReference,
    notes: p.notes,
    isExternal: p.source !== 'MANUAL',
    source: p.source,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    createdBy: p.createdBy,
  };
}

/** Re-derives the parent's amountPaid and status from its payments and stores it (INV-11). */
export function refreshParent(ctx: SandboxContext, companyId: number, parent: Parent): void {
  const doc = { ...parent.doc };
  recalculate(doc, paymentsOf(ctx.db, companyId, parent.type, doc.id));
  doc.updatedAt = nowIso();
  (parent.type === 'INVOICE' ? invoicesTable(ctx.db) : billsTable(ctx.db)).put(doc as never);
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const parentOf = (req: FastifyRequest, type: Payment['parentType']): Parent => {
    if (type === 'INVOICE') return { type, doc: mustFind(invoicesTable(ctx.db).get(pathId(req.params, 'invoiceId'), req.companyId), 'Invoice') };
    return { type, doc: mustFind(billsTable(ctx.db).get(pathId(req.params, 'billId'), req.companyId), 'Bill') };
  };
  const paymentOn = (req: FastifyRequest, parent: Parent) => {
    const p = paymentsTable(ctx.db).get(pathId(req.params, 'paymentId'), req.companyId);
    if (!p || p.parentType !== parent.type || p.parentId !== parent.doc.id) throw new SandboxError(404, 'Payment not found');
    return p;
  };

  for (const [type, base] of [
    ['INVOICE', '/invoices/:invoiceId'],
    ['BILL', '/bills/:billId'],
  ] as const) {
    const config = { errorCode: 'NOT_FOUND' };
    // The parent's id is checked; the payment's, read after the parent is found (404), is only documented.
    const param = type === 'INVOICE' ? 'invoiceId' : 'billId';
    const params = idParams(param);
    app.get(`${base}/payments`, { config, schema: { params } }, async (req) => {
      const parent = parentOf(req, type);
      return paymentsOf(ctx.db, req.companyId, type, parent.doc.id)
        .sort((a, b) => (a.paymentDate ?? '').localeCompare(b.paymentDate ?? '') || a.id - b.id)
        .map((p) => renderPayment(p, parent.doc));
    });
    app.get(`${base}/payments/:paymentId`, { config, schema: { params: leadingIdParams([param], ['paymentId']) } }, async (req) => {
      const parent = parentOf(req, type);
      return renderPayment(paymentOn(req, parent), parent.doc);
    });
    app.post(`${base}/payments`, { config, schema: { params, body: paymentBody } }, async (req, reply) => {
      const parent = parentOf(req, type);
      const body = bodyOf(req.body);
      const user = apiUsersTable(ctx.db).get(req.apiUserId, req.companyId);
      const now = nowIso();
      const payment = paymentsTable(ctx.db).insert(req.companyId, {
        parentType: type,
        parentId: parent.doc.id,
        amount: money(required(body, 'amount'), 'amount', { exclusiveMin: 0 }),
        status: 'COMPLETED',
        paymentMethod: oneOf(required(body, 'paymentMethod'), 'paymentMethod', PAYMENT_METHODS),
        paymentDate: iso(required(body, 'paymentDate'), 'paymentDate'),
        notes: sent(body, 'notes') ? nullableStr(body.notes, 'notes') : null,
        paymentReference: sent(body, 'paymentReference') ? nullableStr(body.paymentReference, 'paymentReference') : null,
        // Payments recorded through the API are manual; processor payments arrive on their own.
        source: 'MANUAL',
        createdBy: user ? { id: user.id, firstName: user.name, lastName: null } : null,
        createdAt: now,
        updatedAt: now,
      });
      refreshParent(ctx, req.companyId, parent);
      return reply.code(201).send(renderPayment(payment, parent.doc));
    });
  }

  const findAny = (req: FastifyRequest): { payment: Payment; parent: Parent } => {
    const payment = mustFind(paymentsTable(ctx.db).get(pathId(req.params, 'paymentId'), req.companyId), 'Payment');
    const table = payment.parentType === 'INVOICE' ? invoicesTable(ctx.db) : billsTable(ctx.db);
    const doc = mustFind<FinanceDoc>(table.get(payment.parentId, req.companyId), 'Payment');
    return { payment, parent: { type: payment.parentType, doc } };
  };

  app.patch('/payments/:paymentId', { schema: { params: idParams('paymentId'), body: paymentBody } }, async (req) => {
    const { payment, parent } = findAny(req);
    const body = bodyOf(req.body);
    const given = editable.filter((k) => sent(body, k));
    // PAY-1: at least one of the editable fields.
    if (given.length === 0) throw badRequest('body', `At least one of ${editable.join(', ')} is required`);
    const locked = given.filter((k) => k !== 'notes');
    if (payment.source !== 'MANUAL' && locked.length > 0) {
      throw new SandboxError(
        409,
        `Payment ${payment.id} came from ${payment.source}: only notes can be changed (${locked.join(', ')} cannot); issue a refund instead`,
      );
    }
    const next: Payment = { ...payment, updatedAt: nowIso() };
    applyEdits(next, body);
    paymentsTable(ctx.db).put(next);
    refreshParent(ctx, req.companyId, parent);
    return renderPayment(next, parent.doc);
  });

  app.delete('/payments/:paymentId', { schema: { params: idParams('paymentId') } }, async (req) => {
    const { payment, parent } = findAny(req);
    if (payment.source !== 'MANUAL') {
      throw new SandboxError(409, `Payment ${payment.id} came from ${payment.source} and cannot be deleted; issue a refund instead`);
    }
    paymentsTable(ctx.db).delete(payment.id);
    refreshParent(ctx, req.companyId, parent);
    return { id: payment.id, deleted: true };
  });
}

function applyEdits(p: Payment, body: Body): void {
  if (sent(body, 'amount')) p.amount = money(body.amount, 'amount', { exclusiveMin: 0 });
  if (sent(body, 'paymentMethod')) p.paymentMethod = oneOf(body.paymentMethod, 'paymentMethod', PAYMENT_METHODS);
  if (sent(body, 'paymentDate')) p.paymentDate = iso(body.paymentDate, 'paymentDate');
  if (sent(body, 'notes')) p.notes = nullableStr(body.notes, 'notes');
  if (sent(body, 'paymentReference')) p.paymentReference = nullableStr(body.paymentReference, 'paymentReference');
}
