/**
 * Projects: `GET /projects`, `/projects/search`, `/projects/{id}`. Fields: vendor reference (the spec
 * shows them only in the webhook payload and the work order summary).
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import type { RestContactRef } from './contacts.js';
import type { RestUserSummary } from './users.js';
import type { RestAhjSummary } from './ahjs.js';
import type { RestRecordCommon } from './records.js';
import { byAccountQuery, recordListQuery, type ByAccountParams, type RecordListParams } from './record-lists.js';
import { listOf, parentId } from './shapes.js';
import type { ProjectStatus } from '../rest-enums.js';

/** Workflows 1.0 stage of a project (vendor `ProjectStage`; spec "Project stage"). */
export interface RestStage {
  id: number;
  name: string;
  type?: string | null;
  scope?: string | null;
  redSla?: number | null;
  yellowSla?: number | null;
  timeInStageDays?: number | null;
  slaStatus?: 'VIOLATED' | 'NON_VIOLATED' | null;
}

/** Fields shared by projects and opportunities. */
export interface RestRecordBase extends RestRecordCommon {
  /** The record number as older records send it; the vendor's records send `number`. */
  uid?: number;
  trades?: string[];
  value?: number | null;
  size?: number | null;
  workflowId?: number | null;
  workflowName?: string | null;
  accountId?: number | null;
  jurisdiction?: RestAhjSummary | null;
  stage?: RestStage | null;
  geoLocation?: string[] | string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  ownerId?: number | null;
  owner?: RestUserSummary | null;
  salesRep?: RestUserSummary | null;
  projectManager?: RestUserSummary | null;
  /** The record's own contacts (ACC-5), primary first, ≤ 20. */
  contacts?: RestContactRef[];
}

/** Workflows 2.0 phase of a project (vendor `ProjectPhase`): sent instead of `stage` on the phase engine. */
export interface RestProjectPhase {
  instanceId?: number | null;
  templateId?: number | null;
  name?: string | null;
  status?: string | null;
  type?: string | null;
  redSla?: number | null;
  yellowSla?: number | null;
  timeInStageDays?: number | null;
  slaStatus?: string | null;
}

export interface RestProject extends RestRecordBase {
  phase?: RestProjectPhase | null;
  status?: ProjectStatus | null;
  requestStatus?: string | null;
}

/** By id, archived projects too (the vendor hides them without `include_archived=true`). */
export function fetchProjectsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestProject>(session, 'projects', ids, (id) => `/projects/${id}`, { include_archived: true });
}

export function listProjects(session: UpstreamSession, p: RecordListParams): Promise<RestProject[]> {
  return session.get<unknown>('projects', '/projects', recordListQuery(p)).then(listOf<RestProject>('projects'));
}

export async function listProjectsOfAccount(session: UpstreamSession, p: ByAccountParams): Promise<RestProject[]> {
  return session.get<unknown>('projects', '/projects/search', byAccountQuery(p, parentId('projects', p.accountId))).then(listOf<RestProject>('projects'));
}
