/**
 * Project and opportunity writes (vendor `ProjectCreate`/`ProjectUpdate`/`OpportunityUpsert`):
 * `POST /projects|opportunities` with the match options (ACC-9, ACC-10) and `PATCH …/{id}`
 * (archive = `isActive: false`, ARCH-1; `stageId` moves the record between stages).
 */
import type { UpstreamSession } from './client.js';
import type { RestProject } from './projects.js';
import type { RestOpportunity } from './opportunities.js';
import type { AccountCreateOptions } from './account-writes.js';
import type { ProjectStatus } from '../rest-enums.js';

export type WorkRecordPath = 'projects' | 'opportunities';

/** The JSON body of POST and PATCH; undefined fields are left out, null clears. */
export interface WorkRecordWrite {
  title?: string;
  address?: string[];
  description?: string | null;
  trades?: string[];
  accountId?: number;
  workflowId?: number;
  stageId?: number;
  value?: number | null;
  size?: number | null;
  status?: ProjectStatus;
  confidence?: number | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  /** The record's own contacts (ACC-5), the first the primary (ACC-3). */
  contacts?: number[];
  ownerId?: number | null;
  salesRepId?: number | null;
  projectManagerId?: number | null;
  custom?: Record<string, unknown>;
  isActive?: boolean;
}

export type RecordOf<P extends WorkRecordPath> = P extends 'projects' ? RestProject : RestOpportunity;

/** 201 = created, 200 = an existing record matched (ACC-9). */
export async function createWorkRecord<P extends WorkRecordPath>(session: UpstreamSession, path: P, body: WorkRecordWrite, o: AccountCreateOptions = {}) {
  const res = await session.writeResponse<RecordOf<P>>('POST', path, `/${path}`, {
    body,
    query: { match_by: o.matchBy, match_found_strategy: o.matchFoundStrategy, allow_new_options: o.allowNewOptions },
  });
  return { record: res.body, created: res.status === 201 };
}

export function updateWorkRecord<P extends WorkRecordPath>(
  session: UpstreamSession,
  path: P,
  id: number,
  body: WorkRecordWrite,
  o: { allowNewOptions?: boolean } = {},
) {
  return session.write<RecordOf<P>>('PATCH', path, `/${path}/${id}`, { body, query: { allow_new_options: o.allowNewOptions } });
}
