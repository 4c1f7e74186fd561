/**
 * Invoice writes: `POST /invoices` (INV-1..10, INV-12) and `PATCH /invoices/{id}` (vendor InvoiceUpdate:
 * status, lineItems/sections or percentage, dates, description, `isArchived`).
 */
import type { UpstreamSession } from './client.js';
import type { RestDocumentStatus, RestInvoice } from './finance.js';
import type { InvoiceCalculationMethod } from '../rest-enums.js';

/** A line of an invoice, bill or work order body; `id` 0 or absent = a new line (INV-9). */
export interface LineItemWrite {
  id?: number;
  catalogItemId: number;
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description?: string | null;
}

/** A section; `name` null or absent = unnamed (INV-8). */
export interface SectionWrite {
  id?: number;
  name?: string | null;
  lineItems: LineItemWrite[];
}

/** The JSON body of POST and PATCH /invoices; undefined fields are left out. */
export interface InvoiceWrite {
  recordId?: number;
  calculationMethod?: InvoiceCalculationMethod;
  lineItems?: LineItemWrite[];
  sections?: SectionWrite[];
  percentage?: number;
  status?: RestDocumentStatus;
  issueDate?: string | null;
  dueDate?: string;
  description?: string | null;
  isArchived?: boolean;
}

export function createInvoice(session: UpstreamSession, body: InvoiceWrite): Promise<RestInvoice> {
  return session.write<RestInvoice>('POST', 'invoices', '/invoices', { body });
}

export function updateInvoice(session: UpstreamSession, id: number, body: InvoiceWrite): Promise<RestInvoice> {
  return session.write<RestInvoice>('PATCH', 'invoices', `/invoices/${id}`, { body });
}
