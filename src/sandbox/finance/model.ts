/**
 * Finance records of the sandbox as stored: catalog (items, units, measurements, taxes), invoices and bills
 * with their sections and line items, payments, timesheets. Documents are stored in an internal shape and
 * rendered on the way out (documents.ts), so titles of linked records and catalog items stay current.
 */
import type { Db } from '../core/db.js';
import type { CatalogItemType, CatalogTradeGroup, InvoiceCalculationMethod, InvoiceStatus, PaymentMethod, WasteFactorMode } from '../../rest-enums.js';

export interface CatalogUnit {
  id: number;
  name: string;
  abbreviation: string;
  /** What the unit measures: COUNT, LENGTH, AREA, POWER, ENERGY, TIME. */
  dimension: string;
}

export interface Measurement {
  id: number;
  name: string;
  description: string | null;
  unitId: number;
}

/** Stored catalog item; the work-orders domain reads `id`, `name`, `sku`, `type`, `manufacturer` (contract). */
export interface CatalogItem {
  id: number;
  name: string;
  sku: string | null;
  type: CatalogItemType | null;
  manufacturer: string | null;
  catalog: CatalogTradeGroup | null;
  category: string;
  code: string | null;
  cost: number | null;
  price: number | null;
  description: string | null;
  isArchived: boolean;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
  preferredVendorId: number | null;
  unitId: number | null;
  measurementIds: number[];
  /** How much of the measurement one unit covers (e.g. 33.3 sq ft per bundle). */
  coverage: number | null;
  wasteFactorMode: WasteFactorMode | null;
  wasteFactorValue: number | null;
}

export interface CompanyTax {
  id: number;
  name: string;
  rate: string;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface DocSection {
  id: number;
  name: string | null;
}

export interface DocLineItem {
  id: number;
  sectionId: number;
  catalogItemId: number;
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description: string | null;
}

/** What invoices and bills share. `number` is rendered as `invoiceNumber` or `billNumber`. */
export interface FinanceDoc {
  id: number;
  number: number;
  status: InvoiceStatus;
  calculationMethod: InvoiceCalculationMethod;
  percentage: number | null;
  baseAmount: number | null;
  amount: number;
  amountPaid: number;
  description: string | null;
  basedOnId: number | null;
  basedOnUid: number | null;
  issueDate: string | null;
  dueDate: string;
  isArchived: boolean;
  recordType: 'PROJECT' | 'ACCOUNT';
  recordId: number;
  sections: DocSection[];
  lineItems: DocLineItem[];
  createdAt: string;
  updatedAt: string;
}

export interface Invoice extends FinanceDoc {
  sharedWithPortal: boolean;
  /** Sent as the vendor's OpenAPI names the number: `uid`, not `invoiceNumber`. */
  vendorShape?: boolean;
}

export type Bill = FinanceDoc;

export interface Payment {
  id: number;
  parentType: 'INVOICE' | 'BILL';
  parentId: number;
  amount: number;
  status: string;
  paymentMethod: PaymentMethod;
  paymentDate: string | null;
  paymentReference: string | null;
  notes: string | null;
  /** MANUAL for recorded payments; an external processor's name (STRIPE) otherwise (PAY-2). */
  source: 'MANUAL' | 'STRIPE';
  createdBy: { id: number; firstName: string | null; lastName: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface Timesheet {
  id: number;
  userId: number;
  projectId: number | null;
  workOrderId: number | null;
  startTime: string;
  endTime: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Per-company document number sequences, so numbers are never reused after a delete (INV-10). */
interface Sequence {
  id: number;
  invoice: number;
  bill: number;
}

export const catalogItemsTable = (db: Db) => db.table<CatalogItem>('catalogItems', 80001);
export const unitsTable = (db: Db) => db.table<CatalogUnit>('catalogUnits', 401);
export const measurementsTable = (db: Db) => db.table<Measurement>('measurements', 501);
export const taxesTable = (db: Db) => db.table<CompanyTax>('taxes', 701);
export const invoicesTable = (db: Db) => db.table<Invoice>('invoices', 110001);
export const billsTable = (db: Db) => db.table<Bill>('bills', 120001);
export const paymentsTable = (db: Db) => db.table<Payment>('payments', 130001);
export const timesheetsTable = (db: Db) => db.table<Timesheet>('timesheets', 160001);
/** Id sources only: line items and sections live inside their document. */
export const lineItemIds = (db: Db) => db.table<{ id: number }>('financeLineItemIds', 140001);
export const sectionIds = (db: Db) => db.table<{ id: number }>('financeSectionIds', 150001);
const sequences = (db: Db) => db.table<Sequence>('financeSequences', 1);

/** The next invoice or bill number of a company. */
export function nextNumber(db: Db, companyId: number, kind: 'invoice' | 'bill'): number {
  let seq = sequences(db).get(companyId, companyId);
  if (!seq) seq = sequences(db).insert(companyId, { id: companyId, invoice: 1000 * companyId + 1, bill: 500 * companyId + 1 });
  return seq[kind]++;
}

/** Dollars rounded to cents (INV-10). */
export const cents = (n: number) => Math.round(n * 100);
export const dollars = (c: number) => Math.round(c) / 100;
export const round2 = (n: number) => dollars(cents(n));
