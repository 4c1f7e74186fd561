/** Opportunities: `GET /opportunities`, `/opportunities/search`, `/opportunities/{id}` (vendor reference). */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import type { RestRecordBase, RestStage } from './projects.js';
import { byAccountQuery, recordListQuery, type ByAccountParams, type RecordListParams } from './record-lists.js';
import { listOf, parentId } from './shapes.js';

export interface RestOpportunity extends RestRecordBase {
  /** Deal confidence, 0–100. */
  confidence?: number | null;
  imageUrl?: string | null;
  streetViewUrl?: string | null;
  lastActivity?: string | null;
  /** Workflows 2.0 phase summary (`{ id, name, type }`). */
  phase?: RestStage | null;
}

/** By id, archived opportunities too (the vendor hides them without `include_archived=true`). */
export function fetchOpportunitiesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestOpportunity>(session, 'opportunities', ids, (id) => `/opportunities/${id}`, { include_archived: true });
}

export function listOpportunities(session: UpstreamSession, p: RecordListParams): Promise<RestOpportunity[]> {
  return session.get<unknown>('opportunities', '/opportunities', recordListQuery(p)).then(listOf<RestOpportunity>('opportunities'));
}

export async function listOpportunitiesOfAccount(session: UpstreamSession, p: ByAccountParams): Promise<RestOpportunity[]> {
  return session
    .get<unknown>('opportunities', '/opportunities/search', byAccountQuery(p, parentId('opportunities', p.accountId)))
    .then(listOf<RestOpportunity>('opportunities'));
}
