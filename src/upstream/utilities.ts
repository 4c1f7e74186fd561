/**
 * Utilities: `GET /utilities` (list or geo mode, UTIL-1..7) and `GET /utilities/{id}` (spec "Utility").
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import { listOf } from './shapes.js';

export interface RestUtility {
  id: number;
  name?: string;
  state?: string | null;
  stateName?: string | null;
  ownershipType?: string | null;
  holdingCompany?: string | null;
  address?: string | null;
  phone?: string | null;
  website?: string | null;
  hoursOfOperation?: string | null;
  isActive?: boolean;
  createdAt?: string;
  updatedAt?: string;
  custom?: Record<string, unknown>;
  [field: string]: unknown;
}

export function fetchUtilitiesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestUtility>(session, 'utilities', ids, (id) => `/utilities/${id}`);
}

/** UTIL-6: every utility serving a point. */
export function listUtilitiesAt(session: UpstreamSession, lat: number, lng: number): Promise<RestUtility[]> {
  return session.get<unknown>('utilities', '/utilities', { lat, lng }).then(listOf<RestUtility>('utilities'));
}

export interface UtilityListParams {
  q?: string | null;
  state?: string | null;
  ownershipType?: string | null;
  orderBy?: 'asc' | 'desc' | null;
  page: number;
  pageSize: number;
}

/** UTIL-1..5: the paged catalog list of active utilities. */
export function listUtilities(session: UpstreamSession, p: UtilityListParams): Promise<RestUtility[]> {
  return session
    .get<unknown>('utilities', '/utilities', {
      q: p.q ?? undefined,
      state: p.state ?? undefined,
      ownership_type: p.ownershipType ?? undefined,
      order_by: p.orderBy ?? undefined,
      page: p.page,
      page_size: p.pageSize,
    })
    .then(listOf<RestUtility>('utilities'));
}

/** GET /properties (PROP-1): property definitions of one record type. */
export interface RestPropertyDefinition {
  name: string;
  type: string;
  keyName: string;
  isMultiple?: boolean;
  options?: string[];
  defaultValue?: unknown[];
  isCustom?: boolean;
}

export function listPropertyDefinitions(session: UpstreamSession, recordType: 'ahj' | 'utility'): Promise<RestPropertyDefinition[]> {
  return session
    .get<Record<string, RestPropertyDefinition[]>>('properties', '/properties', { record_type: recordType })
    .then((byType) => (byType && Array.isArray(byType[recordType]) ? byType[recordType] : []));
}
