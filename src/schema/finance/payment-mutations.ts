/**
 * Payment writes: `invoicePaymentCreate` and `billPaymentCreate` (POST /invoices|bills/{id}/payments),
 * `paymentUpdate` (PATCH /payments/{id}, PAY-1 checked here) and `paymentDelete` (DELETE, irreversible).
 * Each recalculates the parent's `amountPaid` and `status` (INV-11): payloads re-read the parent after the
 * write. Processor payments take `notes` only and cannot be deleted: the API's 409 is a CONFLICT (PAY-2).
 * Payments are not Nodes (the API has no GET /payments/{id}); they are named by their global id
 * (`Payment.id`, unique across invoice and bill payments), or the deprecated REST `databaseId`.
 */
import type { ArgBuilder } from '@pothos/core';
import { builder, type Types } from '../builder.js';
import { InputChecks, mutate, payloadType, type Payload } from '../mutations.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { BillRef, InvoiceRef } from './refs.js';
import { PaymentRef } from './invoice.js';
import { createPayment, deletePayment, updatePayment, type PaymentWrite, type RestPaymentWritten } from '../../upstream/payment-writes.js';
import type { PAYMENT_METHODS } from '../../rest-enums.js';

const PaymentMethod = builder.enumType('PaymentMethod', {
  description: 'How a payment was made.',
  values: {
    CASH: { description: 'Cash.' },
    ACH: { description: 'Bank transfer (ACH).' },
    CREDIT_CARD: { description: 'Credit card.' },
    KLARNA: { description: 'Klarna financing.' },
    AFFIRM: { description: 'Affirm financing.' },
    CHECK: { description: 'Check.' },
  } as const satisfies Record<(typeof PAYMENT_METHODS)[number], { description: string }>,
});

const PaymentCreateInput = builder.inputType('PaymentCreateInput', {
  description: 'A payment to record (REST `POST /invoices/{id}/payments` or `POST /bills/{id}/payments`).',
  fields: (t) => ({
    // INV-10
    amount: t.float({ required: true, description: 'Amount paid, in US dollars with cents (e.g. 1250.5 is $1,250.50).' }),
    paymentMethod: t.field({ type: PaymentMethod, required: true, description: 'How it was paid.' }),
    paymentDate: t.field({ type: 'DateTime', required: true, description: 'When it was paid.' }),
    notes: t.string({ description: 'Notes on the payment.' }),
    paymentReference: t.string({ description: 'Reference of the payment (e.g. a check number).' }),
  }),
});

const PaymentUpdateInput = builder.inputType('PaymentUpdateInput', {
  // PAY-1, PAY-2
  description:
    'Changes to a payment (REST `PATCH /payments/{id}`): at least one field. Payments recorded by an external processor (`isExternal`) take `notes` only.',
  fields: (t) => ({
    amount: t.float({ description: 'New amount, in US dollars with cents.' }),
    paymentMethod: t.field({ type: PaymentMethod, description: 'New payment method.' }),
    paymentDate: t.field({ type: 'DateTime', description: 'New payment date.' }),
    // PAY-2
    notes: t.string({ description: "New notes; null clears them. The only change an external processor's payment accepts." }),
    paymentReference: t.string({ description: 'New reference; null clears it.' }),
  }),
});

type PaymentPayload = Payload<RestPaymentWritten>;

/** After a write the parent's amountPaid and status have changed (INV-11): drop what this operation loaded. */
function forgetParent(ctx: GatewayContext, payment: RestPaymentWritten): RestPaymentWritten {
  if (payment.invoiceId) InvoiceRef.getDataloader(ctx).clear(payment.invoiceId);
  if (payment.billId) BillRef.getDataloader(ctx).clear(payment.billId);
  return payment;
}

/** A payment payload with the parent(s) it can be on: the invoice, the bill, or (for changes) either. */
function paymentPayload(name: string, description: string, parents: { invoice: boolean; bill: boolean }) {
  const ref = payloadType<RestPaymentWritten>(name, description, 'payment', PaymentRef, 'The payment after the write; null when refused.');
  if (parents.invoice)
    builder.objectFields(ref, (t) => ({
      invoice: t.field({
        type: InvoiceRef,
        nullable: true,
        // INV-11
        description:
          'The invoice the payment is on, read again after the write so that its recalculated `amountPaid` and `status` show; null for bill payments.',
        resolve: (p: PaymentPayload) => (p.record?.invoiceId ? { id: p.record.invoiceId } : null),
      }),
    }));
  if (parents.bill)
    builder.objectFields(ref, (t) => ({
      bill: t.field({
        type: BillRef,
        nullable: true,
        // INV-11
        description:
          'The bill the payment is on, read again after the write so that its recalculated `amountPaid` and `status` show; null for invoice payments.',
        resolve: (p: PaymentPayload) => (p.record?.billId ? { id: p.record.billId } : null),
      }),
    }));
  return ref;
}

const InvoicePaymentCreatePayload = paymentPayload('InvoicePaymentCreatePayload', 'Result of invoicePaymentCreate.', { invoice: true, bill: false });
const BillPaymentCreatePayload = paymentPayload('BillPaymentCreatePayload', 'Result of billPaymentCreate.', { invoice: false, bill: true });
const PaymentUpdatePayload = paymentPayload('PaymentUpdatePayload', 'Result of paymentUpdate.', { invoice: true, bill: true });

const PaymentDeletePayload = payloadType<number>(
  'PaymentDeletePayload',
  'Result of paymentDelete.',
  'deletedPaymentId',
  'Int',
  'REST id of the deleted payment; null when refused.',
  'Use deletedId (the global id, as Payment.id).',
);
builder.objectFields(PaymentDeletePayload, (t) => ({
  deletedId: t.globalID({
    nullable: true,
    description: 'The global id the deleted payment had (its `Payment.id`): remove it from a client cache; null when refused.',
    resolve: (p: Payload<number>) => (p.record == null ? null : { type: PaymentRef, id: p.record }),
  }),
}));

const iso = (d: Date | null | undefined) => (d == null ? undefined : d.toISOString());

function createBody(input: {
  amount: number;
  paymentMethod: PaymentWrite['paymentMethod'];
  paymentDate: Date;
  notes?: string | null;
  paymentReference?: string | null;
}): PaymentWrite {
  return {
    amount: input.amount,
    paymentMethod: input.paymentMethod,
    paymentDate: input.paymentDate.toISOString(),
    notes: input.notes ?? undefined,
    paymentReference: input.paymentReference ?? undefined,
  };
}

/** The payment an update or delete names: its global `id`, or the deprecated REST `databaseId`; exactly one. */
function paymentTarget(checks: InputChecks, args: { id?: { id: string } | null; databaseId?: number | null }): { id: () => number; path: string[] } {
  if (args.id && args.databaseId != null) checks.add(['databaseId'], 'EXCLUSIVE', 'id and databaseId cannot be given together: pass id only');
  else if (!args.id && args.databaseId == null) checks.add(['id'], 'REQUIRED', 'id is required');
  return args.id
    ? { id: () => parseDatabaseId(args.id!.id), path: ['id'] }
    : { id: () => parseDatabaseId(args.databaseId!, 'databaseId'), path: ['databaseId'] };
}

const paymentIdArgs = (t: ArgBuilder<Types>) => ({
  id: t.globalID({ for: PaymentRef, description: 'The payment (`Payment.id`). Required unless the deprecated `databaseId` is given.' }),
  databaseId: t.int({ deprecationReason: 'Use id (the global id, as Payment.id).', description: 'The REST id of the payment (`Payment.databaseId`).' }),
});

builder.mutationFields((t) => ({
  invoicePaymentCreate: t.field({
    type: InvoicePaymentCreatePayload,
    // INV-11
    description: "Records a payment on an invoice (REST `POST /invoices/{id}/payments`); the invoice's `amountPaid` and `status` are recalculated.",
    args: {
      id: t.arg.globalID({ for: InvoiceRef, required: true, description: 'The invoice paid.' }),
      input: t.arg({ type: PaymentCreateInput, required: true, description: 'The payment.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      mutate(new InputChecks(), async () => forgetParent(ctx, await createPayment(ctx.upstream, 'invoices', parseDatabaseId(id.id), createBody(input)))),
  }),
  billPaymentCreate: t.field({
    type: BillPaymentCreatePayload,
    // INV-11
    description: "Records a payment on a bill (REST `POST /bills/{id}/payments`); the bill's `amountPaid` and `status` are recalculated.",
    args: {
      id: t.arg.globalID({ for: BillRef, required: true, description: 'The bill paid.' }),
      input: t.arg({ type: PaymentCreateInput, required: true, description: 'The payment.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      mutate(new InputChecks(), async () => forgetParent(ctx, await createPayment(ctx.upstream, 'bills', parseDatabaseId(id.id), createBody(input)))),
  }),
  paymentUpdate: t.field({
    type: PaymentUpdatePayload,
    // INV-11, PAY-2
    description:
      "Changes a payment (REST `PATCH /payments/{id}`); the invoice's or bill's `amountPaid` and `status` are recalculated. A payment recorded by an external processor takes `notes` only: other changes are a CONFLICT user error.",
    args: Object.assign({}, paymentIdArgs(t.arg), {
      input: t.arg({ type: PaymentUpdateInput, required: true, description: 'The changes: at least one field.' }),
    }),
    resolve: (_root, { input, ...ids }, ctx) => {
      const checks = new InputChecks([]);
      const target = paymentTarget(checks, ids);
      const editable = ['amount', 'paymentMethod', 'paymentDate', 'notes', 'paymentReference'] as const;
      const body: PaymentWrite = {
        amount: input.amount ?? undefined,
        paymentMethod: input.paymentMethod ?? undefined,
        paymentDate: iso(input.paymentDate),
        notes: input.notes,
        paymentReference: input.paymentReference,
      };
      // PAY-1 on what is sent: an explicit null clears notes or the reference, but null amount, method or date are left out.
      if (!editable.some((k) => body[k] !== undefined)) checks.add(['input'], 'REQUIRED', `At least one of ${editable.join(', ')} is required`);
      return mutate(checks, async () => forgetParent(ctx, await updatePayment(ctx.upstream, target.id(), body)), undefined, target.path);
    },
  }),
  paymentDelete: t.field({
    type: PaymentDeletePayload,
    // INV-11, PAY-2
    description:
      "Deletes a payment (REST `DELETE /payments/{id}`); irreversible. The invoice's or bill's `amountPaid` and `status` are recalculated. A payment recorded by an external processor cannot be deleted (a CONFLICT user error): refund it there instead.",
    args: paymentIdArgs(t.arg),
    resolve: (_root, ids, ctx) => {
      const checks = new InputChecks([]);
      const target = paymentTarget(checks, ids);
      return mutate(
        checks,
        async () => {
          const id = target.id();
          await deletePayment(ctx.upstream, id);
          return id;
        },
        undefined,
        target.path,
      );
    },
  }),
}));
