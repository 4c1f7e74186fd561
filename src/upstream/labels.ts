/** Labels (vendor `GET /labels`, `/labels/{id}`): WORK labels for work orders, ASSET labels for assets; paged. */
import type { UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams } from './batch.js';
import { listOf } from './shapes.js';
import type { LabelType } from '../rest-enums.js';

export type RestLabelType = LabelType;

export interface RestLabel {
  id: number;
  name?: string;
  color?: string | null;
  type?: RestLabelType | null;
  createdAt?: string;
  updatedAt?: string;
}

export function fetchLabelsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestLabel>(session, 'labels', ids, (id) => `/labels/${id}`);
}

export function listLabels(session: UpstreamSession, p: PageParams & { type?: RestLabelType }): Promise<RestLabel[]> {
  return session.get<unknown>('labels', '/labels', pageQuery(p, { type: p.type })).then(listOf<RestLabel>('labels'));
}
