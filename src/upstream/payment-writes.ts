/**
 * Payment writes: `POST /invoices/{id}/payments`, `POST /bills/{id}/payments`, `PATCH /payments/{id}`
 * (PAY-1) and `DELETE /payments/{id}`. Each recalculates the parent's `amountPaid` and `status` (INV-11);
 * processor payments take `notes` only and refuse DELETE, a 409 (PAY-2).
 */
import type { UpstreamSession } from './client.js';
import type { RestPayment } from './finance.js';
import type { PaymentMethod } from '../rest-enums.js';

export type PaymentMethodValue = PaymentMethod;

/** A payment as a write returns it: with the parent's id (`invoiceId` or `billId`). */
export interface RestPaymentWritten extends RestPayment {
  invoiceId?: number;
  billId?: number;
}

/** The JSON body of POST and PATCH; undefined fields are left out, null clears. */
export interface PaymentWrite {
  amount?: number;
  paymentMethod?: PaymentMethodValue;
  paymentDate?: string;
  notes?: string | null;
  paymentReference?: string | null;
}

export function createPayment(session: UpstreamSession, parent: 'invoices' | 'bills', parentId: number, body: PaymentWrite): Promise<RestPaymentWritten> {
  return session.write<RestPaymentWritten>('POST', 'payments', `/${parent}/${parentId}/payments`, { body });
}

export function updatePayment(session: UpstreamSession, id: number, body: PaymentWrite): Promise<RestPaymentWritten> {
  return session.write<RestPaymentWritten>('PATCH', 'payments', `/payments/${id}`, { body });
}

export function deletePayment(session: UpstreamSession, id: number): Promise<{ id: number; deleted: boolean }> {
  return session.write<{ id: number; deleted: boolean }>('DELETE', 'payments', `/payments/${id}`);
}
