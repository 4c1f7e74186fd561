/**
 * Company-defined custom properties of the global AHJ and utility catalogs. The records are shared by
 * every company, so both the definitions and the values belong to a company and are kept beside the
 * records, never in them: company 2 never sees company 1's keys or values (AUTH-12).
 */
import type { Db } from '../core/db.js';
import { badRequest, laterIso } from '../core/http.js';

export const GEO_RECORD_TYPES = ['ahj', 'utility'] as const;
export type GeoRecordType = (typeof GEO_RECORD_TYPES)[number];

export type PropertyType = 'DROPDOWN' | 'NUMERIC' | 'BOOLEAN' | 'TEXT' | 'LONG_TEXT' | 'DATE' | 'LINK';

/** A property definition, stored in the shape `GET /properties` returns (vendor `Property`) plus its type. */
export interface GeoPropertyDefinition {
  id: number;
  recordType: GeoRecordType;
  name: string;
  keyName: string;
  type: PropertyType;
  isMultiple: boolean;
  options: string[];
  defaultValue: unknown[];
  isCustom: boolean;
}

export const geoPropertiesTable = (db: Db) => db.table<GeoPropertyDefinition>('geoProperties', 801);

interface CustomEntry {
  values: Record<string, unknown>;
  updatedAt: string;
}

const stores = new WeakMap<Db, Map<string, CustomEntry>>();

function store(db: Db): Map<string, CustomEntry> {
  let s = stores.get(db);
  if (!s) {
    s = new Map();
    stores.set(db, s);
  }
  return s;
}

const keyOf = (companyId: number, recordType: GeoRecordType, id: number) => `${companyId}:${recordType}:${id}`;

export function propertyDefs(db: Db, companyId: number, recordType: GeoRecordType): GeoPropertyDefinition[] {
  return geoPropertiesTable(db)
    .all(companyId)
    .filter((p) => p.recordType === recordType);
}

/** One value checked against its definition; new dropdown options are collected, not yet added. */
function checkValue(def: GeoPropertyDefinition, value: unknown, allowNewOptions: boolean, newOptions: string[]): unknown {
  const field = `custom.${def.keyName}`;
  switch (def.type) {
    case 'TEXT':
    case 'LONG_TEXT':
      if (typeof value !== 'string') throw badRequest(field, `${def.keyName} must be a string`);
      return value;
    case 'LINK':
      if (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value)) throw badRequest(field, `${def.keyName} must be an http(s) URL`);
      return value;
    case 'NUMERIC':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(field, `${def.keyName} must be a number`);
      return value;
    case 'BOOLEAN':
      if (typeof value !== 'boolean') throw badRequest(field, `${def.keyName} must be true or false`);
      return value;
    case 'DATE':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value))) {
        throw badRequest(field, `${def.keyName} must be an ISO 8601 date`);
      }
      return value;
    case 'DROPDOWN': {
      const list = def.isMultiple ? (Array.isArray(value) ? value : [value]) : [value];
      if (!def.isMultiple && Array.isArray(value)) throw badRequest(field, `${def.keyName} takes a single option`);
      for (const v of list) {
        if (typeof v !== 'string' || v === '') throw badRequest(field, `${def.keyName} options are non-empty strings`);
        if (def.options.includes(v) || newOptions.includes(v)) continue;
        // AHJ-3: a value outside the options is an error unless the caller allows new options.
        if (!allowNewOptions) {
          throw badRequest(field, `"${v}" is not an option of ${def.keyName}; pass allow_new_options=true to create it`);
        }
        newOptions.push(v);
      }
      return def.isMultiple ? list : list[0];
    }
  }
}

/**
 * Applies a `custom` patch for one company (AHJ-2, UTIL-8): every key must be one of the company's
 * keyNames, `null` clears. All keys are checked before anything changes, so a 400 leaves no trace.
 */
export function patchCustom(db: Db, companyId: number, recordType: GeoRecordType, id: number, custom: unknown, allowNewOptions: boolean, now: string): void {
  if (custom === undefined) throw badRequest('custom', 'custom is required');
  if (custom === null || typeof custom !== 'object' || Array.isArray(custom)) throw badRequest('custom', 'custom must be an object keyed by property keyName');
  const defs = new Map(propertyDefs(db, companyId, recordType).map((d) => [d.keyName, d]));
  const changes: [string, unknown][] = [];
  const added = new Map<GeoPropertyDefinition, string[]>();
  for (const [key, value] of Object.entries(custom)) {
    const def = defs.get(key);
    if (!def) {
      throw badRequest(`custom.${key}`, `Unknown custom property "${key}"; valid keys come from GET /properties?record_type=${recordType}`);
    }
    if (value === null) {
      changes.push([key, null]);
      continue;
    }
    const fresh = added.get(def) ?? [];
    changes.push([key, checkValue(def, value, allowNewOptions, fresh)]);
    added.set(def, fresh);
  }
  for (const [def, options] of added) if (options.length) geoPropertiesTable(db).put({ ...def, options: [...def.options, ...options] });
  if (changes.length === 0) return;
  const s = store(db);
  const k = keyOf(companyId, recordType, id);
  const values = { ...(s.get(k)?.values ?? {}) };
  for (const [key, value] of changes) {
    if (value === null) delete values[key];
    else values[key] = value;
  }
  s.set(k, { values, updatedAt: now });
}

/** Seeds a value directly (no validation: the seeder writes only values its definitions allow). */
export function seedCustom(db: Db, companyId: number, recordType: GeoRecordType, id: number, values: Record<string, unknown>, at: string): void {
  store(db).set(keyOf(companyId, recordType, id), { values, updatedAt: at });
}

/**
 * The record as `companyId` sees it: its own custom values (only keys it still defines), and an
 * `updatedAt` that moves when those values change.
 */
export function withCustom<T extends { id: number; updatedAt: string; custom: Record<string, unknown> }>(
  db: Db,
  companyId: number,
  recordType: GeoRecordType,
  record: T,
): T {
  const entry = store(db).get(keyOf(companyId, recordType, record.id));
  if (!entry) return { ...record, custom: {} };
  const keys = new Set(propertyDefs(db, companyId, recordType).map((d) => d.keyName));
  const custom = Object.fromEntries(Object.entries(entry.values).filter(([k]) => keys.has(k)));
  const updatedAt = laterIso(record.updatedAt, entry.updatedAt);
  return { ...record, custom, updatedAt };
}
