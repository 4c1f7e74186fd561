/**
 * Query parameters shared by `GET /accounts`, `/projects` and `/opportunities` (vendor reference):
 * paging, `updated_after`/`updated_before`, `order_by`, `include_archived`, full text `q` and the field
 * searches `title`, `address`, `primaryName`, `primaryPhone`, `primaryEmail`.
 */
import type { Query } from './client.js';
import { pageQuery, type PageParams, type SortDirection } from './batch.js';

export interface RecordListParams extends PageParams {
  q?: string;
  title?: string;
  address?: string;
  primaryName?: string;
  primaryPhone?: string;
  primaryEmail?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  orderBy?: SortDirection;
  includeArchived?: boolean;
}

export function recordListQuery(p: RecordListParams, extra?: Query): Query {
  return pageQuery(p, {
    q: p.q,
    title: p.title,
    address: p.address,
    primaryName: p.primaryName,
    primaryPhone: p.primaryPhone,
    primaryEmail: p.primaryEmail,
    updated_after: p.updatedAfter,
    updated_before: p.updatedBefore,
    order_by: p.orderBy,
    include_archived: p.includeArchived,
    ...extra,
  });
}

/** Paging of a per-account list served by `/…/search?prop1=accountId&op1=eq&value1=`. */
export interface ByAccountParams extends PageParams {
  accountId: number;
  orderBy?: SortDirection;
  includeArchived?: boolean;
}

/**
 * `GET /projects` and `/opportunities` have no `accountId` filter; the search endpoint does
 * ("Filter by parent account with `accountId`"), at the same price: one request per account and page.
 */
export function byAccountQuery(p: ByAccountParams, accountId = p.accountId): Query {
  return pageQuery(p, {
    prop1: 'accountId',
    op1: 'eq',
    value1: accountId,
    order_by: p.orderBy,
    include_archived: p.includeArchived,
  });
}
