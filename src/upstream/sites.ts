/** Sites: `GET /sites` (filters `accountId`, `state`, `city`, `zipcode`), `GET /sites/{id}` (vendor reference). */
import type { UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams } from './batch.js';
import { listOf, parentId } from './shapes.js';

export interface RestSite {
  id: number;
  accountId: number;
  title?: string | null;
  fullAddress?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  /** 'lat,lng' (SITE-4). */
  geoLocation?: string | null;
  /** IANA zone name (SITE-4). */
  timezone?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface SiteListParams extends PageParams {
  accountId?: number;
  state?: string;
  city?: string;
  zipcode?: string;
}

export function fetchSitesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestSite>(session, 'sites', ids, (id) => `/sites/${id}`);
}

export async function listSites(session: UpstreamSession, p: SiteListParams): Promise<RestSite[]> {
  const accountId = p.accountId === undefined ? undefined : parentId('sites', p.accountId);
  return session.get<unknown>('sites', '/sites', pageQuery(p, { accountId, state: p.state, city: p.city, zipcode: p.zipcode })).then(listOf<RestSite>('sites'));
}
