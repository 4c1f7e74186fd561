/**
 * GET /properties (PROP-1): property definitions keyed by record type, in the vendor's `Property` shape.
 * AHJ and utility definitions are this domain's; account, opportunity and project definitions are read
 * from the shared `recordProperties` table that the core records seed, so one route serves every type.
 */
import type { Db } from '../core/db.js';
import { badRequest } from '../core/http.js';
import { propertyDefs, type GeoRecordType } from './properties.js';

export interface PropertyOut {
  name: string;
  type: string;
  keyName: string;
  isMultiple: boolean;
  options: string[];
  defaultValue: unknown[];
  isCustom: boolean;
}

/** Accepted `record_type` values; `client` and `request` are the deprecated aliases (vendor /properties). */
const aliases: Record<string, string[]> = {
  account: ['account', 'client'],
  client: ['account', 'client'],
  opportunity: ['opportunity', 'request'],
  request: ['opportunity', 'request'],
  project: ['project'],
  vendor: ['vendor'],
  ahj: ['ahj'],
  utility: ['utility'],
};
const allKeys = ['account', 'client', 'opportunity', 'request', 'project', 'vendor', 'ahj', 'utility'];
const canonical: Record<string, string> = { client: 'account', request: 'opportunity' };

interface StoredProperty {
  id: number;
  recordType: string;
  name: string;
  keyName: string;
  type: string;
  isMultiple?: boolean;
  options?: string[];
  defaultValue?: unknown[];
  isCustom?: boolean;
}

function render(p: StoredProperty): PropertyOut {
  return {
    name: p.name,
    type: p.type,
    keyName: p.keyName,
    isMultiple: p.isMultiple ?? false,
    options: p.options ?? [],
    defaultValue: p.defaultValue ?? [],
    isCustom: p.isCustom ?? true,
  };
}

function definitionsOf(db: Db, companyId: number, key: string): PropertyOut[] {
  const type = canonical[key] ?? key;
  if (type === 'ahj' || type === 'utility') return propertyDefs(db, companyId, type as GeoRecordType).map(render);
  return db
    .table<StoredProperty>('recordProperties')
    .all(companyId)
    .filter((p) => p.recordType === type)
    .map(render);
}

/** `record_type` may be omitted (every key), comma-separated, or repeated; an unknown type is a 400. */
export function listProperties(db: Db, companyId: number, recordType: unknown): Record<string, PropertyOut[]> {
  const requested = (Array.isArray(recordType) ? recordType : recordType === undefined ? [] : [recordType])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  for (const r of requested) {
    if (!aliases[r]) throw badRequest('record_type', `record_type must be one of ${Object.keys(aliases).join(', ')}`);
  }
  const keys = requested.length ? allKeys.filter((k) => requested.some((r) => aliases[r].includes(k))) : allKeys;
  return Object.fromEntries(keys.map((k) => [k, definitionsOf(db, companyId, k)]));
}
