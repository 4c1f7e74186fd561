/**
 * Calls (spec "Call (company-wide list item)" and the older per-record `Call`): `GET /calls`,
 * `GET /calls/classification-options`, `GET /projects|opportunities|accounts/{id}/calls` and the
 * vendor's `POST` on those paths to log a call. There is no `GET /calls/{id}` (neither spec nor vendor).
 */
import type { UpstreamSession } from './client.js';
import { pageQuery, type PageParams, type SortDirection } from './batch.js';
import { listOf, parentId } from './shapes.js';
import type { CallOptionType, CallOutcome, CallResolution } from '../rest-enums.js';

export type RestCallOutcome = CallOutcome;

/** The older per-record shape: the company-wide fields up to `missedCount`, legacy enums (CALL-8). */
export interface RestLegacyCall {
  id: number;
  fromNumber: string;
  toNumber: string;
  isInbound: boolean;
  createdAt: string;
  updatedAt: string;
  outcome: RestCallOutcome | null;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
  disposition: string | null;
  note: string | null;
  recordingUrl: string | null;
  transcriptUrl: string | null;
  missedCount: number | null;
}

/** The company-wide list item (GET /calls). */
export interface RestCall extends RestLegacyCall {
  summary: string | null;
  transcriptText: string | null;
  classificationNote: string | null;
  resolution: CallResolution | null;
  projectId: number | null;
  opportunityId: number | null;
  accountId: number | null;
}

export type CallOwnerPath = 'projects' | 'opportunities' | 'accounts';

export interface CallListParams extends PageParams {
  orderBy?: SortDirection;
  outcome?: RestCallOutcome;
  reason?: string;
  disposition?: string;
  updatedAfter?: string;
  updatedBefore?: string;
}

export function listCalls(session: UpstreamSession, p: CallListParams): Promise<RestCall[]> {
  return session
    .get<unknown>(
      'calls',
      '/calls',
      pageQuery(p, {
        order_by: p.orderBy,
        outcome: p.outcome,
        reason: p.reason,
        disposition: p.disposition,
        updated_after: p.updatedAfter,
        updated_before: p.updatedBefore,
      }),
    )
    .then(listOf<RestCall>('calls'));
}

/** A record's calls, older shape, newest first; the endpoint has no paging (CALL-8). */
export async function listCallsOf(session: UpstreamSession, owner: CallOwnerPath, id: number): Promise<RestLegacyCall[]> {
  return session.get<unknown>('calls', `/${owner}/${parentId('calls', id)}/calls`).then(listOf<RestLegacyCall>('calls'));
}

export type { CallOptionType };

/** A reason or disposition option (response shape not shown in the spec; the sandbox's). */
export interface RestCallOption {
  id: number;
  type: CallOptionType;
  name: string;
  isDefault?: boolean | null;
}

/** CALL-10: `type` omitted returns both kinds. */
export function listCallOptions(session: UpstreamSession, type?: CallOptionType): Promise<RestCallOption[]> {
  return session
    .get<unknown>('call classification options', '/calls/classification-options', { type })
    .then(listOf<RestCallOption>('call classification options'));
}

/** The vendor's CallCreate body (reason and disposition: company-defined names, LIM-1). */
export interface CallWrite {
  fromNumber: string;
  toNumber: string;
  isInbound?: boolean;
  startTime: string;
  endTime: string;
  reason: string;
  disposition: string;
  outcome?: RestCallOutcome;
  note?: string | null;
  recordingUrl?: string | null;
  transcriptUrl?: string | null;
}

/** Logs a call on a record; answers 201 with the older shape. */
export function logCall(session: UpstreamSession, owner: CallOwnerPath, id: number, body: CallWrite): Promise<RestLegacyCall> {
  return session.write<RestLegacyCall>('POST', 'calls', `/${owner}/${id}/calls`, { body });
}
