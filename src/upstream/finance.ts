/**
 * Finance (spec "Invoice (response)"; bills, payments and catalog items per the vendor reference):
 * `GET /invoices`, `/invoices/{id}`, `/projects|accounts/{id}/invoices`, `/invoices/{id}/payments`,
 * `GET /bills`, `/bills/{id}`, `GET /catalog-items`, `/catalog-items/{id}`. Amounts are dollars (INV-10).
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import { fetchAllPages } from './paging.js';
import { listOf, malformed, parentId, recordList } from './shapes.js';
import type { CatalogItemType, InvoiceStatus } from '../rest-enums.js';

export type RestDocumentStatus = InvoiceStatus;

export interface RestCatalogItemSummary {
  id: number;
  name: string;
  manufacturer?: string | null;
  sku?: string | null;
  type?: CatalogItemType | null;
}

export interface RestLineItem {
  id: number;
  catalogItemId: number;
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description?: string | null;
  catalogItem?: RestCatalogItemSummary | null;
  sectionId?: number | null;
  sectionName?: string | null;
}

/** What invoices and bills share. */
export interface RestFinanceDoc {
  id: number;
  status?: RestDocumentStatus;
  amount?: number;
  amountPaid?: number;
  calculationMethod?: string;
  percentage?: number | null;
  baseAmount?: number | null;
  description?: string | null;
  basedOnId?: number | null;
  basedOnUid?: number | null;
  issueDate?: string | null;
  dueDate?: string | null;
  isArchived?: boolean;
  account?: { id: number; title?: string | null } | null;
  record?: { id: number; uid?: number | null; title?: string | null } | null;
  lineItems?: RestLineItem[];
  createdAt?: string;
  updatedAt?: string;
}

export interface RestInvoice extends RestFinanceDoc {
  invoiceNumber?: number;
  /** The invoice number as the vendor's records name it. */
  uid?: number;
  sharedWithPortal?: boolean;
}

export interface RestBill extends RestFinanceDoc {
  billNumber?: number;
}

export interface RestPayment {
  id: number;
  amount: number;
  status: string;
  paymentMethod: string;
  paymentDate: string | null;
  paymentReference: string | null;
  notes: string | null;
  isExternal: boolean;
  source: string;
  createdAt: string;
  updatedAt: string;
}

export interface RestCatalogItem extends RestCatalogItemSummary {
  catalog?: string | null;
  category?: string | null;
  code?: string | null;
  cost?: number | null;
  price?: number | null;
  description?: string | null;
  isArchived?: boolean;
  coverage?: number | null;
  createdAt?: string;
  updatedAt?: string;
}

/** The vendor's list envelope for invoices and bills. */
export interface Envelope<T> {
  items: T[];
  page: number;
  page_size: number;
  has_more: boolean;
}

/** An envelope answer, checked: an object whose `items` is a list of records with ids (null items: none). */
function envelopeOf<T>(resource: string): (value: Envelope<T>) => Envelope<T> {
  return (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw malformed(resource, 'something other than a page of records');
    // Object.assign, not a literal led by a spread (shapes.ts withFields says why); an envelope has no id to lead with.
    return Object.assign({}, value, { items: recordList<T>(resource, value.items) });
  };
}

export interface DocListParams {
  page: number;
  pageSize: number;
  status?: RestDocumentStatus | null;
  orderBy?: 'asc' | 'desc' | null;
}

const docQuery = (p: DocListParams) => ({
  page: p.page,
  page_size: p.pageSize,
  status: p.status ?? undefined,
  order_by: p.orderBy ?? undefined,
});

export function fetchInvoicesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestInvoice>(session, 'invoices', ids, (id) => `/invoices/${id}`);
}

export function listInvoices(session: UpstreamSession, p: DocListParams): Promise<Envelope<RestInvoice>> {
  return session.get<Envelope<RestInvoice>>('invoices', '/invoices', docQuery(p)).then(envelopeOf('invoices'));
}

/** A project's or account's invoices: every page while `has_more` says so (up to MAX_LIST_ITEMS). */
export async function listInvoicesOf(session: UpstreamSession, parent: 'projects' | 'accounts', id: number): Promise<RestInvoice[]> {
  return fetchAllPages(async (page, pageSize) => {
    const env = envelopeOf<RestInvoice>('invoices')(
      await session.get<Envelope<RestInvoice>>('invoices', `/${parent}/${parentId('invoices', id)}/invoices`, { page, page_size: pageSize }),
    );
    return { items: env.items, hasMore: env.has_more === true };
  });
}

export async function listInvoicePayments(session: UpstreamSession, invoiceId: number): Promise<RestPayment[]> {
  return session.get<unknown>('payments', `/invoices/${parentId('payments', invoiceId)}/payments`).then(listOf<RestPayment>('payments'));
}

export function fetchBillsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestBill>(session, 'bills', ids, (id) => `/bills/${id}`);
}

export function listBills(session: UpstreamSession, p: DocListParams): Promise<Envelope<RestBill>> {
  return session.get<Envelope<RestBill>>('bills', '/bills', docQuery(p)).then(envelopeOf('bills'));
}

export function fetchCatalogItemsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestCatalogItem>(session, 'catalog-items', ids, (id) => `/catalog-items/${id}`);
}

/** The whole catalog (the vendor list is not paged). */
export function listCatalogItems(session: UpstreamSession): Promise<RestCatalogItem[]> {
  return session.get<unknown>('catalog-items', '/catalog-items').then(listOf<RestCatalogItem>('catalog-items'));
}
