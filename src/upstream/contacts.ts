/** Contacts: `GET /contacts`, `GET /contacts/{id}` (vendor reference); ContactRef is spec "Resources". */
import type { Query, UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import { listOf } from './shapes.js';

/** A contact as it appears inside an account, project or opportunity (ACC-3: primary first, ≤ 20). */
export interface RestContactRef {
  id: number;
  name: string;
  title?: string | null;
  description?: string | null;
  emails?: string[];
  phones?: string[];
  isPrimary?: boolean;
}

export interface RestContact extends RestContactRef {
  createdAt?: string | null;
  updatedAt?: string | null;
  createdByUser?: { id: number } | null;
  accounts?: Array<{ id: number; title?: string }>;
  projects?: Array<{ id: number; title?: string }>;
}

export interface ContactListParams extends PageParams {
  q?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  orderBy?: SortDirection;
}

export function fetchContactsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestContact>(session, 'contacts', ids, (id) => `/contacts/${id}`);
}

export function listContacts(session: UpstreamSession, p: ContactListParams): Promise<RestContact[]> {
  const query: Query = pageQuery(p, { q: p.q, updated_after: p.updatedAfter, updated_before: p.updatedBefore, order_by: p.orderBy });
  return session.get<unknown>('contacts', '/contacts', query).then(listOf<RestContact>('contacts'));
}
