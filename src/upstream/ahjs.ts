/**
 * Authorities having jurisdiction: `GET /ahjs/{id}` (spec: exists, shape per "AHJ"). Records carry an
 * AHJ summary (`jurisdiction { id, name, uuid }`); the full record is fetched only for other fields.
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import { listOf } from './shapes.js';
import type { AhjType } from '../rest-enums.js';

export interface RestAhjSummary {
  id: number;
  name?: string;
  uuid?: string | null;
}

export interface RestAhj extends RestAhjSummary {
  type?: AhjType | null;
  country?: string;
  state?: string | null;
  stateName?: string | null;
  isActive?: boolean;
  isPrivate?: boolean | null;
  website?: string | null;
  portal?: string | null;
  turnaround?: number | null;
  custom?: Record<string, unknown>;
  [field: string]: unknown;
}

export function fetchAhjsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestAhj>(session, 'ahjs', ids, (id) => `/ahjs/${id}`);
}

/** AHJ-6: every AHJ covering a point (`GET /ahjs?lat=&lng=`), ordered city, county, state by the API. */
export function listAhjsAt(session: UpstreamSession, lat: number, lng: number): Promise<RestAhj[]> {
  return session.get<unknown>('ahjs', '/ahjs', { lat, lng }).then(listOf<RestAhj>('ahjs'));
}

export interface AhjListParams {
  q?: string | null;
  state?: string | null;
  type?: string | null;
  country?: string | null;
  orderBy?: 'asc' | 'desc' | null;
  page: number;
  pageSize: number;
}

/** AHJ-6: the paged catalog list of active AHJs. */
export function listAhjs(session: UpstreamSession, p: AhjListParams): Promise<RestAhj[]> {
  return session
    .get<unknown>('ahjs', '/ahjs', {
      q: p.q ?? undefined,
      state: p.state ?? undefined,
      type: p.type ?? undefined,
      country: p.country ?? undefined,
      order_by: p.orderBy ?? undefined,
      page: p.page,
      page_size: p.pageSize,
    })
    .then(listOf<RestAhj>('ahjs'));
}
