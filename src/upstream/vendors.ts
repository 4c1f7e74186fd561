/**
 * Vendors (vendor `/vendors`): `GET /vendors` (active only unless `include_archived`; `vendor_type`,
 * the updated window, `include_contacts`), `GET /vendors/search` (two conditions), `GET /vendors/{id}`.
 * A vendor names its projects (`projectIds`); no REST list gives a project's vendors.
 */
import type { Query, UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import { fetchAllPages } from './paging.js';
import { listOf } from './shapes.js';
import type { RestContactRef } from './contacts.js';
import { searchQuery, type SearchParams } from './search.js';

export interface RestVendor {
  id: number;
  number?: number | null;
  name?: string | null;
  description?: string | null;
  address?: string[] | string | null;
  isActive?: boolean | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  vendorType?: string | null;
  website?: string | null;
  projectIds?: number[] | null;
  custom?: Record<string, unknown> | null;
  contacts?: RestContactRef[] | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface VendorListParams extends PageParams {
  orderBy?: SortDirection;
  vendorType?: string;
  includeArchived?: boolean;
  updatedAfter?: string;
  updatedBefore?: string;
}

export function fetchVendorsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestVendor>(session, 'vendors', ids, (id) => `/vendors/${id}`, { include_contacts: true });
}

export function listVendors(session: UpstreamSession, p: VendorListParams): Promise<RestVendor[]> {
  const query: Query = pageQuery(p, {
    order_by: p.orderBy,
    vendor_type: p.vendorType,
    include_archived: p.includeArchived,
    updated_after: p.updatedAfter,
    updated_before: p.updatedBefore,
    include_contacts: true,
  });
  return session.get<unknown>('vendors', '/vendors', query).then(listOf<RestVendor>('vendors'));
}

/** One page of `GET /vendors/search` (no order or updated window there: only paging and `include_archived`). */
export function searchVendors(session: UpstreamSession, p: SearchParams): Promise<RestVendor[]> {
  const query = searchQuery({ page: p.page, pageSize: p.pageSize, conditions: p.conditions, logic: p.logic, includeArchived: p.includeArchived });
  return session.get<unknown>('vendors', '/vendors/search', query).then(listOf<RestVendor>('vendors'));
}

/** Every vendor of the company, archived ones too (all pages, up to 1,000): the source of a project's vendors. */
export function listAllVendors(session: UpstreamSession): Promise<RestVendor[]> {
  return fetchAllPages(async (page, pageSize) => ({ items: await listVendors(session, { page, pageSize, orderBy: 'asc', includeArchived: true }) }));
}
