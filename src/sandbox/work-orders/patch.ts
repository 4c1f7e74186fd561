/**
 * PATCH of a work order (spec "PATCH /accounts/{account_id}/work-orders/{work_order_id}", WO-1..8): the
 * body is validated whole before anything changes, so a 400 leaves the work order untouched.
 */
import type { Db } from '../core/db.js';
import { badRequest } from '../core/http.js';
import { usersTable } from '../records/model.js';
import { statusFor, visitIds, type ChecklistItem, type Visit, type WorkOrder } from './model.js';

type Body = Record<string, unknown>;

export function isObject(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const has = (o: Body, k: string) => Object.hasOwn(o, k) && o[k] !== undefined;

export function str(o: Body, k: string, field: string, opts: { nullable?: boolean; nonEmpty?: boolean } = {}): string | null | undefined {
  if (!has(o, k)) return undefined;
  const v = o[k];
  if (v === null && opts.nullable) return null;
  if (typeof v !== 'string') throw badRequest(field, `${field} must be a string`);
  if (opts.nonEmpty && v.trim() === '') throw badRequest(field, `${field} must not be empty`);
  return v;
}

export function bool(o: Body, k: string, field: string): boolean | undefined {
  if (!has(o, k)) return undefined;
  if (typeof o[k] !== 'boolean') throw badRequest(field, `${field} must be true or false`);
  return o[k] as boolean;
}

export function int(o: Body, k: string, field: string, nullable = false): number | null | undefined {
  if (!has(o, k)) return undefined;
  const v = o[k];
  if (v === null && nullable) return null;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw badRequest(field, `${field} must be an integer`);
  return v;
}

/** An ISO 8601 timestamp, normalised; null clears the date. */
export function date(o: Body, k: string, field: string): string | null | undefined {
  const v = str(o, k, field, { nullable: true });
  if (v === undefined || v === null) return v;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw badRequest(field, `${field} must be an ISO 8601 timestamp`);
  return new Date(t).toISOString();
}

function list(o: Body, k: string, field: string): unknown[] | undefined {
  if (!has(o, k)) return undefined;
  if (!Array.isArray(o[k])) throw badRequest(field, `${field} must be a list`);
  return o[k] as unknown[];
}

function checkOrder(start: string | null | undefined, end: string | null | undefined, field: string): void {
  if (start && end && Date.parse(end) < Date.parse(start)) throw badRequest(field, `${field} must not be before the start date`);
}

export interface PatchResult {
  /** The status before, when the request changed it (EVT-3). */
  statusChange?: { previous: string | null; current: string };
  changed: boolean;
}

/** Validates `body` and applies it to `wo` in place. */
export function applyWorkOrderPatch(db: Db, companyId: number, wo: WorkOrder, raw: unknown, now = new Date().toISOString()): PatchResult {
  const body: Body = raw === undefined || raw === null ? {} : (raw as Body);
  if (!isObject(body)) throw badRequest('body', 'The request body must be a JSON object');
  const users = usersTable(db);

  const title = str(body, 'title', 'title', { nonEmpty: true });
  const description = str(body, 'description', 'description', { nullable: true });
  const priority = int(body, 'priority', 'priority');
  const startDate = date(body, 'startDate', 'startDate');
  const endDate = date(body, 'endDate', 'endDate');
  checkOrder(startDate, endDate, 'endDate');
  const startDateAllDay = bool(body, 'startDateAllDay', 'startDateAllDay');
  const endDateAllDay = bool(body, 'endDateAllDay', 'endDateAllDay');
  const status = str(body, 'status', 'status', { nonEmpty: true });
  const assigneeId = int(body, 'assigneeId', 'assigneeId', true);
  if (typeof assigneeId === 'number' && !users.get(assigneeId, companyId)) throw badRequest('assigneeId', `No user ${assigneeId}`);
  const collaborators = list(body, 'collaborators', 'collaborators')?.map((v, i) => {
    const id = int({ v }, 'v', `collaborators.${i}`) as number;
    if (!users.get(id, companyId)) throw badRequest(`collaborators.${i}`, `No user ${id}`);
    return id;
  });
  // ARCH-1: `isActive` is nullable; null leaves the archive state as it is.
  const isActive = has(body, 'isActive') && body.isActive === null ? undefined : bool(body, 'isActive', 'isActive');
  const visits = parseVisits(wo, list(body, 'visits', 'visits'));
  const checklist = parseChecklist(wo, list(body, 'checklist', 'checklist'));

  // Everything is valid: apply. Line items are never touched here (WO-8).
  const before = JSON.stringify(wo);
  if (title !== undefined) wo.title = title!;
  if (description !== undefined) wo.description = description ?? '';
  if (priority !== undefined) wo.priority = priority!;
  if (startDate !== undefined) wo.startDate = startDate;
  if (endDate !== undefined) wo.endDate = endDate;
  if (startDateAllDay !== undefined) wo.startDateAllDay = startDateAllDay;
  if (endDateAllDay !== undefined) wo.endDateAllDay = endDateAllDay;
  if (assigneeId !== undefined) wo.assigneeId = assigneeId;
  if (collaborators !== undefined) wo.collaboratorIds = [...new Set(collaborators)];
  // WO-2: archive state applies independently of whatever else the request carries.
  if (isActive !== undefined) wo.isActive = isActive;
  if (visits) wo.visits = visits.map((v) => ({ ...v, id: v.id ?? visitIds(db).allocateId() }));
  if (checklist) wo.checklist = checklist(now);

  const result: PatchResult = { changed: false };
  if (status !== undefined) {
    const next = statusFor(status!);
    const last = wo.statusHistory[wo.statusHistory.length - 1];
    // WO-3: a new status label closes the open stint and is appended to the history.
    if (!last || last.label !== next.label) {
      if (last) last.endedAt = now;
      wo.statusHistory.push({ id: next.id, label: next.label, startedAt: now, endedAt: null });
      result.statusChange = { previous: last?.label ?? null, current: next.label };
      wo.isCompleted = next.id === 'COMPLETED';
      wo.completedAt = wo.isCompleted ? now : null;
    }
  }
  result.changed = JSON.stringify(wo) !== before;
  if (result.changed) wo.updatedAt = now;
  return result;
}

type VisitDraft = Omit<Visit, 'id'> & { id?: number };

/** WO-4..6: the full new set of visits; ids must be this work order's, booleans default to false. */
function parseVisits(wo: WorkOrder, items: unknown[] | undefined): VisitDraft[] | undefined {
  if (items === undefined) return undefined;
  if (!wo.isField) throw badRequest('visits', 'Visits exist only on field work orders');
  const seen = new Set<number>();
  return items.map((item, i) => {
    const f = `visits.${i}`;
    if (!isObject(item)) throw badRequest(f, `${f} must be an object`);
    const id = item.id === null ? undefined : int(item, 'id', `${f}.id`);
    const existing = id === undefined || id === null ? undefined : wo.visits.find((v) => v.id === id);
    if (typeof id === 'number') {
      if (!existing) throw badRequest(`${f}.id`, `Work order ${wo.id} has no visit ${id}`);
      if (seen.has(id)) throw badRequest(`${f}.id`, `Visit ${id} is listed twice`);
      seen.add(id);
    }
    const description = str(item, 'description', `${f}.description`, { nullable: true });
    const startDate = date(item, 'startDate', `${f}.startDate`);
    const endDate = date(item, 'endDate', `${f}.endDate`);
    const start = startDate !== undefined ? startDate : (existing?.startDate ?? null);
    const end = endDate !== undefined ? endDate : (existing?.endDate ?? null);
    checkOrder(start, end, `${f}.endDate`);
    return {
      id: existing?.id,
      description: description !== undefined ? description : (existing?.description ?? null),
      startDate: start,
      endDate: end,
      // WO-6: the all-day flags default to false whenever they are left out.
      startDateAllDay: bool(item, 'startDateAllDay', `${f}.startDateAllDay`) ?? false,
      endDateAllDay: bool(item, 'endDateAllDay', `${f}.endDateAllDay`) ?? false,
      isCompleted: bool(item, 'isCompleted', `${f}.isCompleted`) ?? existing?.isCompleted ?? false,
    };
  });
}

/** WO-7: the items kept (those with an id), updated in place; items without an id are ignored. */
function parseChecklist(wo: WorkOrder, items: unknown[] | undefined): ((now: string) => ChecklistItem[]) | undefined {
  if (items === undefined) return undefined;
  const seen = new Set<number>();
  const updates = items.flatMap((item, i) => {
    const f = `checklist.${i}`;
    if (!isObject(item)) throw badRequest(f, `${f} must be an object`);
    if (item.id === undefined || item.id === null) return [];
    const id = int(item, 'id', `${f}.id`) as number;
    const existing = wo.checklist.find((c) => c.id === id);
    if (!existing) throw badRequest(`${f}.id`, `Work order ${wo.id} has no checklist item ${id}`);
    if (seen.has(id)) throw badRequest(`${f}.id`, `Checklist item ${id} is listed twice`);
    seen.add(id);
    const detail = str(item, 'detail', `${f}.detail`, { nonEmpty: true }) as string | undefined;
    const isCompleted = bool(item, 'isCompleted', `${f}.isCompleted`);
    return [{ existing, detail, isCompleted }];
  });
  return (now) =>
    updates.map(({ existing, detail, isCompleted }) => {
      const done = isCompleted ?? existing.isCompleted;
      return {
        id: existing.id,
        detail: detail ?? existing.detail,
        isCompleted: done,
        completedAt: done ? (existing.isCompleted ? existing.completedAt : now) : null,
      };
    });
}
