/**
 * Quotes (vendor `/quotes`): `GET /quotes` (paged; `status`, `order_by`, the updated window),
 * `GET /opportunities/{id}/quotes` (a record's quotes, paged), `GET /quotes/{id}`. Amounts are dollars;
 * `taxRate` is a percentage. The record and account come as `{ id, title }` summaries, each line item
 * with a summary of its catalog item.
 */
import type { Query, UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import { fetchAllPages } from './paging.js';
import { listOf, parentId } from './shapes.js';

export interface RestQuoteLineItem {
  id: number;
  quantity?: number | null;
  description?: string | null;
  unitCost?: number | null;
  totalCost?: number | null;
  unitPrice?: number | null;
  totalPrice?: number | null;
  sectionName?: string | null;
  catalogItem?: { id: number; name?: string | null; sku?: string | null; type?: string | null; manufacturer?: string | null } | null;
}

export interface RestQuote {
  id: number;
  quoteNumber?: number | null;
  description?: string | null;
  status?: string | null;
  amount?: number | null;
  discountType?: string | null;
  discountValue?: number | null;
  taxId?: number | null;
  issueDate?: string | null;
  subtotal?: number | null;
  taxRate?: number | null;
  isArchived?: boolean | null;
  sharedWithPortal?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  account?: { id: number; title?: string | null } | null;
  record?: { id: number; title?: string | null; type?: string | null } | null;
  lineItems?: RestQuoteLineItem[] | null;
}

export interface RestQuotePdf {
  pdfBase64: string;
  contentType?: string | null;
}

export interface QuoteListParams extends PageParams {
  orderBy?: SortDirection;
  status?: string;
  updatedAfter?: string;
  updatedBefore?: string;
}

export function fetchQuotesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestQuote>(session, 'quotes', ids, (id) => `/quotes/${id}`);
}

export function listQuotes(session: UpstreamSession, p: QuoteListParams): Promise<RestQuote[]> {
  const query: Query = pageQuery(p, { order_by: p.orderBy, status: p.status, updated_after: p.updatedAfter, updated_before: p.updatedBefore });
  return session.get<unknown>('quotes', '/quotes', query).then(listOf<RestQuote>('quotes'));
}

/** Every quote of one record (all pages, up to 1,000), oldest first. */
export function listQuotesOf(session: UpstreamSession, recordId: number): Promise<RestQuote[]> {
  const path = `/opportunities/${parentId('quotes', recordId)}/quotes`;
  return fetchAllPages(async (page, pageSize) => ({
    items: await session.get<unknown>('quotes', path, { page, page_size: pageSize, order_by: 'asc' }).then(listOf<RestQuote>('quotes')),
  }));
}
