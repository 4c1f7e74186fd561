/**
 * What the gateway requires of upstream data before it reaches loaders, REST paths and the schema: a
 * list is a list (null counts as empty), each entry a record with a positive integer id (a few lists key
 * by name), and a by-id answer is the record asked for. Anything else is the upstream's fault: an
 * UPSTREAM_ERROR naming the resource on the field that needed it, never a masked "Unexpected error." from
 * `loader.load(undefined)`, and never a request to `/projects/NaN/...`.
 */
import { UpstreamError } from './errors.js';

/** REST record ids are positive integers (client ids are checked on input, so a bad one came from upstream). */
export function isRestId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The error for upstream data that is not what the REST API describes: "contacts: the upstream API sent a record without an id". */
export function malformed(resource: string, what: string): UpstreamError {
  return new UpstreamError('UPSTREAM_ERROR', `${resource}: the upstream API sent ${what}`);
}

/** How the records of a list are keyed: REST ids (most), names (roles, API keys), or not at all. */
export type IdKind = 'integer' | 'string' | 'none';

function checkId(resource: string, id: unknown, kind: IdKind): void {
  if (kind === 'none') return;
  if (id === undefined || id === null) throw malformed(resource, 'a record without an id');
  if (kind === 'integer' ? !isRestId(id) : typeof id !== 'string' || !id)
    throw malformed(resource, `a record whose id is not ${kind === 'integer' ? 'a positive integer' : 'a name'}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A list answer, checked: null is an empty list; anything but an array of records with ids is refused. */
export function recordList<T>(resource: string, value: unknown, ids: IdKind = 'integer'): T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw malformed(resource, 'something other than a list');
  for (const entry of value) {
    if (!isRecord(entry)) throw malformed(resource, 'a list entry that is not a record');
    checkId(resource, entry.id, ids);
  }
  return value as T[];
}

/** `recordList` for a `.then()`: `session.get(...).then(listOf('accounts'))`. */
export function listOf<T>(resource: string, ids: IdKind = 'integer'): (value: unknown) => T[] {
  return (value) => recordList<T>(resource, value, ids);
}

/** A by-id answer, checked: a record carrying the id that was asked for. */
export function recordById<T>(resource: string, value: unknown, id: number): T {
  if (!isRecord(value)) throw malformed(resource, 'something other than a record');
  checkId(resource, value.id, 'integer');
  if (value.id !== id) throw malformed(resource, 'another record than the one asked for');
  return value as T;
}

/**
 * The id of a parent going into a REST path or query (`/projects/{id}/work-orders`, `value1={accountId}`).
 * Ids from clients are checked on input, so one that is not a positive integer came from upstream data.
 */
export function parentId(resource: string, id: unknown): number {
  if (!isRestId(id)) throw malformed(resource, 'a record without a usable id, so its list cannot be read');
  return id;
}

/**
 * An upstream row with fields added or replaced, as `{ ...row, ...fields }` reads. Written with the id first:
 * in Node 20's V8 a literal led by a spread and then extended gives every object a hidden class of its own,
 * and every resolver reading such rows goes megamorphic (test/repo/spread-literals.test.ts). Object.assign
 * would avoid that too, but would make a parsed row's own `__proto__` key the copy's prototype.
 */
export function withFields<R extends { id?: unknown }, F extends object>(row: R, fields: F): Omit<R, keyof F> & F {
  return { id: row.id, ...row, ...fields } as Omit<R, keyof F> & F;
}
