/**
 * Calls and reminders as the sandbox stores them, and the two call shapes rendered from one record:
 * the company-wide list item (spec "Call (company-wide list item)") and the older per-record `Call`.
 */
import type { Db } from '../core/db.js';
import type { CallOptionType, CallOutcome, CallResolution, ReminderType } from '../../rest-enums.js';

/** The company-wide Call, field for field as the spec lists it. */
export interface Call {
  id: number;
  fromNumber: string;
  toNumber: string;
  isInbound: boolean;
  createdAt: string;
  updatedAt: string;
  outcome: CallOutcome | null;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
  disposition: string | null;
  note: string | null;
  summary: string | null;
  transcriptText: string | null;
  recordingUrl: string | null;
  transcriptUrl: string | null;
  missedCount: number | null;
  classificationNote: string | null;
  resolution: CallResolution | null;
  projectId: number | null;
  opportunityId: number | null;
  accountId: number | null;
}

/** The stored call: the company-wide shape plus when its custom property values last changed (CALL-2). */
export interface CallRecord extends Call {
  customUpdatedAt: string | null;
}

export type LegacyOutcome = 'ANSWERED' | 'MISSED';

/** The older per-record shape: fields up to `missedCount`, legacy enums (CALL-8). */
export interface LegacyCall {
  id: number;
  fromNumber: string;
  toNumber: string;
  isInbound: boolean;
  createdAt: string;
  updatedAt: string;
  outcome: LegacyOutcome | null;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
  disposition: string | null;
  note: string | null;
  recordingUrl: string | null;
  transcriptUrl: string | null;
  missedCount: number | null;
}

/** A company's reason or disposition option (the response shape is not shown; this is the sandbox's). */
export interface ClassificationOption {
  id: number;
  type: CallOptionType;
  name: string;
  isDefault: boolean;
}

export interface Reminder {
  id: number;
  title: string;
  description: string | null;
  type: ReminderType | null;
  dueDate: string | null;
  isCompleted: boolean;
  completedAt: string | null;
  assigneeId: number | null;
  projectId: number | null;
  opportunityId: number | null;
  accountId: number | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export const callsTable = (db: Db) => db.table<CallRecord>('calls', 700001);
export const callOptionsTable = (db: Db) => db.table<ClassificationOption>('callOptions', 601);
export const remindersTable = (db: Db) => db.table<Reminder>('reminders', 900001);

/** Default option names and the legacy enum value each one replaced (spec, CALL-5). */
export const defaultReasons: [string, string][] = [
  ['Product', 'PRODUCT'],
  ['Process', 'PROCESS'],
  ['Service', 'SERVICE'],
  ['Accounting', 'ACCOUNTING'],
  ['Revenue opportunity', 'REVENUE_OPPORTUNITY'],
  ['Feedback', 'FEEDBACK'],
  ['Other', 'OTHER'],
];
export const defaultDispositions: [string, string][] = [
  ['Info provided', 'INFO_PROVIDED'],
  ['Visit scheduled', 'VISIT_SCHEDULED'],
  ['Issue resolved', 'ISSUE_RESOLVED'],
  ['Follow up', 'FOLLOW_UP'],
  ['Escalation', 'ESCALATION'],
  ['No action', 'NO_ACTION'],
  ['Unresponsive', 'UNRESPONSIVE'],
  ['Other', 'OTHER'],
];

const legacyByName = (pairs: [string, string][]) => new Map(pairs.map(([name, legacy]) => [name, legacy]));
const legacyReasonByName = legacyByName(defaultReasons);
const legacyDispositionByName = legacyByName(defaultDispositions);
const legacyReasons = new Set(defaultReasons.map(([, v]) => v));
const legacyDispositions = new Set(defaultDispositions.map(([, v]) => v));

/** A stored value in the older enum: legacy values as they are, default names mapped back, others OTHER. */
function toLegacy(value: string | null, byName: Map<string, string>, legacy: Set<string>): string | null {
  if (value === null) return null;
  if (legacy.has(value)) return value;
  return byName.get(value) ?? 'OTHER';
}

export function legacyReason(value: string | null): string | null {
  return toLegacy(value, legacyReasonByName, legacyReasons);
}

export function legacyDisposition(value: string | null): string | null {
  return toLegacy(value, legacyDispositionByName, legacyDispositions);
}

/** The company-wide list item (GET /calls). */
export function renderCall(c: CallRecord): Call {
  const { customUpdatedAt: _internal, ...call } = c;
  return call;
}

/** The older per-record shape: VOICEMAIL reads as MISSED, names as the legacy enums (CALL-8). */
export function renderLegacyCall(c: CallRecord): LegacyCall {
  return {
    id: c.id,
    fromNumber: c.fromNumber,
    toNumber: c.toNumber,
    isInbound: c.isInbound,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    outcome: c.outcome === null ? null : c.outcome === 'ANSWERED' ? 'ANSWERED' : 'MISSED',
    startTime: c.startTime,
    endTime: c.endTime,
    reason: legacyReason(c.reason),
    disposition: legacyDisposition(c.disposition),
    note: c.note,
    recordingUrl: c.recordingUrl,
    transcriptUrl: c.transcriptUrl,
    missedCount: c.missedCount,
  };
}

/** Newest first by creation time, id breaking ties so pages never overlap. */
export function byCreation(direction: 'asc' | 'desc'): (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => sign * (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id);
}
