/**
 * Summary-first records. A parent often holds part of a linked record already (a project's
 * `jurisdiction { id, name }`, a record's `createdBy` user summary, a contact's `accounts [{ id,
 * title }]`). Record types take such a partial as their parent and read every field through `reader`:
 * a field the partial holds costs nothing; any other field loads the full record once through the
 * type's per-request DataLoader (shared by all fields and all parents asking for that id).
 */
import type DataLoader from 'dataloader';
import type { GatewayContext } from '../gateway/context.js';
import { upstreamRecordId } from './ids.js';

/** A record or a summary of it: the id, and whatever else the parent had. */
export type Rec<T extends { id: number }> = Pick<T, 'id'> & Partial<T>;

const FULL = Symbol('fullRecord');

/** Marks a record as complete (read by id or from a list), so absent keys mean "upstream omitted it". */
export function markFull<T extends object>(record: T): T {
  if (record && typeof record === 'object') Object.defineProperty(record, FULL, { value: true, enumerable: false });
  return record;
}

export function isFull(record: object): boolean {
  return (record as { [FULL]?: boolean })[FULL] === true;
}

export interface HasLoader<T> {
  getDataloader(ctx: GatewayContext): DataLoader<number, T>;
}

/**
 * What reading needs of a ref: its by-id loader's `load`. Only read, never primed, so it is covariant: a
 * `Project` ref reads the fields projects share with other records (`Rec<RestRecordBase>`) as it is.
 */
export interface ReadsRecords<T> {
  getDataloader(ctx: GatewayContext): Pick<DataLoader<number, T>, 'load'>;
}

/** A resolver reading one key of a record (or a summary of it), as `reader` makes them. */
export type KeyResolver<T extends { id: number }, R> = (parent: Rec<T>, _args: unknown, ctx: GatewayContext) => R | Promise<R>;

/** The GraphQL type a loader ref stands for, to name it in an error (refs are Pothos refs with a name). */
const typeName = (ref: object) => (ref as { name?: unknown }).name?.toString() ?? 'record';

/**
 * Returns `get(key)`: a resolver reading `key` from the parent, loading the full record if needed, and
 * `get(key, map)`, the same with the value passed through `map` (`get('trades', stringList)`). A loader
 * may answer null for a record that is linked but not listed (a deactivated user is absent from
 * `GET /users`): its other fields are then unknown, so they read as absent (null), not as an error.
 */
export function reader<T extends { id: number }>(ref: ReadsRecords<Rec<T>>) {
  function get<K extends keyof T>(key: K): KeyResolver<T, T[K] | undefined>;
  function get<K extends keyof T, R>(key: K, map: (value: T[K] | undefined) => R): KeyResolver<T, R>;
  function get<K extends keyof T, R>(key: K, map?: (value: T[K] | undefined) => R): KeyResolver<T, T[K] | undefined | R> {
    return (parent, _args, ctx) => {
      const value = readKey(ref, parent, key, ctx);
      return map ? whenRead(value, map) : value;
    };
  }
  return get;
}

/**
 * `fn` of a value a reader answered: called at once when the parent held it, once it loaded otherwise. A
 * field computed from a held value makes no promise (a list of 20 rows read four such fields each: 80 fewer).
 */
export function whenRead<V, R>(value: V | Promise<V>, fn: (value: V) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}

function readKey<T extends { id: number }, K extends keyof T>(ref: ReadsRecords<Rec<T>>, parent: Rec<T>, key: K, ctx: GatewayContext) {
  if (key in parent || isFull(parent)) return parent[key] as T[K] | undefined;
  return ref
    .getDataloader(ctx)
    .load(upstreamRecordId(parent, typeName(ref)))
    .then((full) => (full ? (full[key] as T[K] | undefined) : undefined));
}

/** Read several keys the same way (one load at most), for fields computed from more than one key. */
export async function readAll<T extends { id: number }, K extends keyof T>(
  ref: ReadsRecords<Rec<T>>,
  parent: Rec<T>,
  keys: readonly K[],
  ctx: GatewayContext,
): Promise<Pick<Partial<T>, K>> {
  if (isFull(parent) || keys.every((k) => k in parent)) return parent as Pick<Partial<T>, K>;
  return ((await ref.getDataloader(ctx).load(upstreamRecordId(parent, typeName(ref)))) ?? {}) as Pick<Partial<T>, K>;
}

/** Puts list results into the by-id loader, so a later by-id read of the same record costs nothing. */
export function primeAll<T extends { id: number }>(ref: HasLoader<Rec<T>>, ctx: GatewayContext, records: readonly T[]): T[] {
  const loader = ref.getDataloader(ctx);
  const list = Array.isArray(records) ? records : [];
  for (const r of list) {
    if (r && typeof r.id === 'number') loader.prime(r.id, markFull(r));
  }
  return list as T[];
}

/** Wraps a batch fetch so every record it returns counts as complete. */
export function fullRecords<T extends object>(fetch: Promise<(T | null | Error)[]>): Promise<(T | null | Error)[]> {
  return fetch.then((rows) => rows.map((r) => (r && !(r instanceof Error) ? markFull(r) : r)));
}
