/**
 * A webhook delivery (spec "Events": `{record, event}`) checked and reduced to what subscribers need.
 * The `record` section is deliberately dropped: it is not authorised for any subscriber, and every
 * subscriber re-reads the record with its own key anyway (EVT-6). Trigger keys beyond PROJECT_MOVEMENT
 * keep their extra `event` fields in `details` (EVT-3), bounded in depth and size: they are buffered
 * for replay and sent to every subscriber.
 */
import { createHash } from 'node:crypto';
import { valueDepth } from '../json.js';

/** The record types an event can point at, named as the GraphQL types are. */
export type EventRecordKind = 'Project' | 'Opportunity' | 'Account' | 'WorkOrder';

export interface EventStage {
  id: number;
  name: string | null;
  type: string | null;
}

export interface WebhookEvent {
  /** The upstream `eventId`, as a string (the spec says integer; any id shape is kept verbatim). */
  eventId: string;
  recordId: number | null;
  triggerKey: string;
  triggerName: string | null;
  firedAt: string | null;
  previousStage: EventStage | null;
  currentStage: EventStage | null;
  /** Every other field of the `event` section (e.g. workOrderId, previousStatus, currentStatus). */
  details: Record<string, unknown>;
  /** Which record type the event is about, and its REST id; null kind = unknown (then never delivered). */
  kind: EventRecordKind | null;
  targetId: number | null;
  /** Gateway clock (ms since epoch) when the delivery was received; for latency figures. */
  receivedAt: number;
  /**
   * A hash of the whole `event` section and the record's identity (id, type, company where sent): a
   * repeated delivery has the same, an event forged with a real event's id does not. Dedup goes by
   * `eventId` and this together, so a forged id cannot make the real event look like a duplicate.
   */
  fingerprint: string;
}

export const PROJECT_MOVEMENT = 'PROJECT_MOVEMENT';
/** The trigger of a work order status change (vendor webhook catalogue; the sandbox fires it too). */
export const WORK_ORDER_STATUS_MOVEMENT = 'TASK_STATUS_MOVEMENT';

const KNOWN = new Set(['eventId', 'recordId', 'triggerKey', 'triggerName', 'firedAt', 'previousStage', 'currentStage']);
const MAX_TEXT = 200;
/** Nesting allowed in `details` (the object itself is level 1); the vendor's extra fields are flat. */
export const DETAILS_MAX_DEPTH = 8;
/** Serialised size allowed for `details`, in bytes. */
export const DETAILS_MAX_BYTES = 16_384;

export type ParseResult = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

/** Validates a parsed JSON body; the reason names the offending field for the 400 answer. */
export function parseWebhookBody(body: unknown, receivedAt = Date.now()): ParseResult {
  if (!isObject(body)) return fail('the body must be a JSON object with `record` and `event` sections');
  const e = body.event;
  if (!isObject(e)) return fail('`event` must be an object');
  if (body.record !== undefined && body.record !== null && !isObject(body.record)) return fail('`record` must be an object');
  const record = isObject(body.record) ? body.record : {};

  const eventId = e.eventId;
  if (!(isId(eventId) || (typeof eventId === 'string' && eventId.length > 0 && eventId.length <= MAX_TEXT))) {
    return fail('`event.eventId` must be a non-negative integer or a non-empty string');
  }
  if (typeof e.triggerKey !== 'string' || !e.triggerKey || e.triggerKey.length > MAX_TEXT) return fail('`event.triggerKey` must be a non-empty string');
  if (e.triggerName != null && typeof e.triggerName !== 'string') return fail('`event.triggerName` must be a string');
  if (e.recordId != null && !isId(e.recordId)) return fail('`event.recordId` must be a non-negative integer');
  if (e.firedAt != null && (typeof e.firedAt !== 'string' || Number.isNaN(Date.parse(e.firedAt)))) return fail('`event.firedAt` must be an ISO 8601 timestamp');
  const previousStage = stage(e.previousStage);
  if (previousStage === undefined) return fail('`event.previousStage` must be null or an object with an integer `id`');
  const currentStage = stage(e.currentStage);
  if (currentStage === undefined) return fail('`event.currentStage` must be null or an object with an integer `id`');
  if (e.triggerKey === PROJECT_MOVEMENT) {
    if (e.recordId == null) return fail('`event.recordId` is required for PROJECT_MOVEMENT');
    if (!currentStage) return fail('`event.currentStage` is required for PROJECT_MOVEMENT');
  }

  // fromEntries defines own properties: a `__proto__` field stays a field instead of becoming the prototype.
  const details: Record<string, unknown> = Object.fromEntries(Object.entries(e).filter(([k]) => !KNOWN.has(k)));
  if (valueDepth(details, DETAILS_MAX_DEPTH) > DETAILS_MAX_DEPTH) {
    return fail(`the other \`event\` fields (details) are nested deeper than ${DETAILS_MAX_DEPTH} levels`);
  }
  if (Buffer.byteLength(JSON.stringify(details)) > DETAILS_MAX_BYTES) {
    return fail(`the other \`event\` fields (details) take more than ${DETAILS_MAX_BYTES} bytes`);
  }
  const recordId = e.recordId == null ? null : (e.recordId as number);
  const { kind, targetId } = target(e.triggerKey, recordId, details, record);
  return {
    ok: true,
    event: {
      eventId: String(eventId),
      recordId,
      triggerKey: e.triggerKey,
      triggerName: (e.triggerName as string | null | undefined) ?? null,
      firedAt: (e.firedAt as string | null | undefined) ?? null,
      previousStage,
      currentStage,
      details,
      kind,
      targetId,
      receivedAt,
      fingerprint: fingerprintOf(e, record),
    },
  };
}

/** The key dedup and the subscriber streams tell deliveries apart by. */
export function deliveryKey(event: Pick<WebhookEvent, 'eventId' | 'fingerprint'>): string {
  return `${event.eventId}:${event.fingerprint}`;
}

function fingerprintOf(event: Record<string, unknown>, record: Record<string, unknown>): string {
  const identity = { id: record.id ?? null, type: record.type ?? null, companyId: record.companyId ?? null };
  return createHash('sha256')
    .update(canonicalJson({ event, record: identity }))
    .digest('base64url')
    .slice(0, 32);
}

/** JSON with object keys sorted, so that the same content hashes the same whatever the sender's key order (depth is bounded by the body check). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The record an event is about. Work order triggers carry `workOrderId`; record triggers name their
 * type in the trigger key (PROJECT_…, REQUEST_…/DEAL_…) or in `record.type`.
 */
function target(
  triggerKey: string,
  recordId: number | null,
  details: Record<string, unknown>,
  record: Record<string, unknown>,
): { kind: EventRecordKind | null; targetId: number | null } {
  if (isId(details.workOrderId) || triggerKey.startsWith('TASK_')) {
    const id = isId(details.workOrderId) ? details.workOrderId : recordId;
    return { kind: id == null ? null : 'WorkOrder', targetId: id };
  }
  if (recordId == null) return { kind: null, targetId: null };
  const type = typeof record.type === 'string' ? record.type.toUpperCase() : '';
  if (triggerKey.startsWith('PROJECT_') || type === 'PROJECT') return { kind: 'Project', targetId: recordId };
  if (/^(REQUEST|DEAL)_/.test(triggerKey) || type === 'REQUEST' || type === 'DEAL' || type === 'OPPORTUNITY')
    return { kind: 'Opportunity', targetId: recordId };
  if (type === 'ACCOUNT' || type === 'CLIENT') return { kind: 'Account', targetId: recordId };
  return { kind: null, targetId: recordId };
}

/** undefined = malformed; null = absent. */
function stage(value: unknown): EventStage | null | undefined {
  if (value == null) return null;
  if (!isObject(value) || !isId(value.id)) return undefined;
  return {
    id: value.id,
    name: typeof value.name === 'string' ? value.name : null,
    type: typeof value.type === 'string' ? value.type : null,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function isId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function fail(reason: string): ParseResult {
  return { ok: false, reason };
}
