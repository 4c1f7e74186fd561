/**
 * Quote writes (vendor `QuoteCreate`/`QuoteUpdate`): `POST /quotes`, `PATCH|DELETE /quotes/{id}`,
 * `POST /quotes/{id}/send` (e-mails it; DRAFT becomes SENT), and `GET /quotes/{id}/pdf` (the document
 * as base64 JSON; a read, but one that renders a document, so it sits with the actions).
 */
import type { UpstreamSession } from './client.js';
import type { RestQuote, RestQuotePdf } from './quotes.js';

export interface QuoteLineItemWrite {
  /** An existing line item of the quote to keep (updates only). */
  id?: number;
  catalogItemId: number;
  quantity: number;
  /** Dollars, cent precision. */
  unitCost: number;
  unitPrice: number;
  description?: string | null;
}

export interface QuoteSectionWrite {
  id?: number;
  name?: string | null;
  lineItems: QuoteLineItemWrite[];
}

/** The JSON body of POST and PATCH /quotes; undefined fields are left out. `opportunityId`, `title`, `siteId` only on POST. */
export interface QuoteWrite {
  opportunityId?: number;
  title?: string;
  siteId?: number;
  sections?: QuoteSectionWrite[];
  lineItems?: QuoteLineItemWrite[];
  discountType?: string;
  discountValue?: number;
  taxId?: number | null;
  issueDate?: string;
  status?: string;
  description?: string | null;
  sharedWithPortal?: boolean;
  isArchived?: boolean;
}

export function createQuote(session: UpstreamSession, body: QuoteWrite) {
  return session.write<RestQuote>('POST', 'quotes', '/quotes', { body });
}

export function updateQuote(session: UpstreamSession, id: number, body: QuoteWrite) {
  return session.write<RestQuote>('PATCH', 'quotes', `/quotes/${id}`, { body });
}

export async function deleteQuote(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'quotes', `/quotes/${id}`);
}

export function sendQuote(session: UpstreamSession, id: number) {
  return session.write<RestQuote>('POST', 'quotes', `/quotes/${id}/send`);
}

export function fetchQuotePdf(session: UpstreamSession, id: number) {
  return session.get<RestQuotePdf>('quotes', `/quotes/${id}/pdf`);
}
