/**
 * Assets (vendor `/assets`): installed equipment on a site. `GET /assets` (filters `account_id`,
 * `site_id`, `status`, `type`, `manufacturer`, `is_archived`, the updated window), `GET /assets/{id}`.
 */
import type { Query, UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import { fetchAllPages } from './paging.js';
import { listOf, parentId } from './shapes.js';

export interface RestAssetLabel {
  id: number;
  name?: string | null;
  color?: string | null;
  type?: string | null;
}

export interface RestAsset {
  id: number;
  uid?: number | null;
  name?: string | null;
  type?: string | null;
  status?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  serialNumber?: string | null;
  siteId?: number | null;
  accountId?: number | null;
  size?: number | null;
  labels?: RestAssetLabel[] | null;
  /** YYYY-MM-DD. */
  installDate?: string | null;
  manufacturingDate?: string | null;
  /** Years. */
  expectedLifetime?: number | null;
  description?: string | null;
  coverImageFileId?: number | null;
  nameplateImageFileId?: number | null;
  isArchived?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface AssetListParams extends PageParams {
  orderBy?: SortDirection;
  accountId?: number;
  siteId?: number;
  status?: string;
  type?: string;
  manufacturer?: string;
  isArchived?: boolean;
  updatedAfter?: string;
  updatedBefore?: string;
}

export function fetchAssetsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestAsset>(session, 'assets', ids, (id) => `/assets/${id}`);
}

export function listAssets(session: UpstreamSession, p: AssetListParams): Promise<RestAsset[]> {
  const query: Query = pageQuery(p, {
    order_by: p.orderBy,
    account_id: p.accountId,
    site_id: p.siteId,
    status: p.status,
    type: p.type,
    manufacturer: p.manufacturer,
    is_archived: p.isArchived,
    updated_after: p.updatedAfter,
    updated_before: p.updatedBefore,
  });
  return session.get<unknown>('assets', '/assets', query).then(listOf<RestAsset>('assets'));
}

/** Every asset of one site or account (all pages, up to 1,000), oldest first. */
export function listAssetsOf(session: UpstreamSession, by: 'site' | 'account', id: number): Promise<RestAsset[]> {
  const key = by === 'site' ? { siteId: parentId('assets', id) } : { accountId: parentId('assets', id) };
  return fetchAllPages(async (page, pageSize) => ({ items: await listAssets(session, { page, pageSize, orderBy: 'asc', ...key }) }));
}
