/**
 * The list engine of accounts, projects and opportunities: the plain list's filters (`q`, field search,
 * `include_archived`, updated window, `order_by`, paging) and the `/…/search` endpoints' two filters
 * (`prop1/op1/value1`, `prop2/op2/value2`, `logic`), with the spec's error rules LIST-1..4.
 */
import { badRequest, pageOf, paginate, q, sortBy, updatedWindow } from './http.js';

type Query = Record<string, unknown>;

/** How a standard field compares: `list` fields (trades) only take equality and membership (LIST-3). */
export type FieldKind = 'text' | 'number' | 'date' | 'bool' | 'list';

export interface FieldDef<T> {
  kind: FieldKind;
  get(record: T): unknown;
}

export type FieldMap<T> = Record<string, FieldDef<T>>;

/**
 * Every standard field name of any searchable record type. A name here that the record type lacks is a
 * 400 naming it (LIST-2); a name not here is a custom property key (LIST-4).
 */
export const standardFieldNames: ReadonlySet<string> = new Set([
  'id',
  'title',
  'name',
  'description',
  'address',
  'isActive',
  'primaryEmail',
  'primaryPhone',
  'number',
  'createdAt',
  'updatedAt',
  'accountType',
  'type',
  'status',
  'trades',
  'value',
  'size',
  'confidence',
  'workflowId',
  'workflowName',
  'accountId',
  'clientId',
  'siteId',
  'stageId',
  'phaseId',
  'stage',
  'phase',
  'city',
  'state',
  'zipcode',
  'street',
  'uid',
  'ownerId',
  'salesRepId',
  'projectManagerId',
  'requestStatus',
  'lastActivity',
  'jurisdictionId',
]);

export const searchOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'in', 'nin', 'between'] as const;
export type SearchOperator = (typeof searchOperators)[number];

const listOperators: ReadonlySet<SearchOperator> = new Set(['eq', 'neq', 'in', 'nin']);

/** `in`/`nin`/`between` values: a JSON array, or CSV where double quotes protect commas (vendor formats). */
export function parseValueList(raw: string, param: string): string[] {
  const s = raw.trim();
  if (s.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(s);
    } catch {
      throw badRequest(param, `${param} is not a valid JSON array`);
    }
    if (!Array.isArray(parsed)) throw badRequest(param, `${param} must be a JSON array`);
    return parsed.map((v) => String(v));
  }
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '"') {
      if (quoted && s[i + 1] === '"') {
        cur += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (quoted) throw badRequest(param, `${param} has an unclosed quote`);
  out.push(cur.trim());
  return out;
}

const lower = (v: unknown) => String(v).toLowerCase();
const isNumeric = (s: string) => s.trim() !== '' && Number.isFinite(Number(s));

/** Compares one stored scalar with one query value; custom values match numerically or as text. */
function compareScalar(kind: FieldKind | 'custom', stored: unknown, value: string, param: string): number | null {
  if (stored === null || stored === undefined) return null;
  switch (kind) {
    case 'number': {
      if (!isNumeric(value)) throw badRequest(param, `${param} must be a number`);
      return Number(stored) - Number(value);
    }
    case 'date': {
      const t = Date.parse(value);
      if (Number.isNaN(t)) throw badRequest(param, `${param} must be an ISO 8601 date`);
      return Date.parse(String(stored)) - t;
    }
    case 'bool': {
      if (value !== 'true' && value !== 'false') throw badRequest(param, `${param} must be true or false`);
      return String(stored) === value ? 0 : 1;
    }
    case 'custom': {
      if (typeof stored === 'number' || typeof stored === 'boolean' || isNumeric(String(stored))) {
        if (isNumeric(value)) return Number(stored) - Number(value);
      }
      const a = lower(stored);
      const b = value.toLowerCase();
      return a < b ? -1 : a > b ? 1 : 0;
    }
    default: {
      const a = lower(Array.isArray(stored) ? stored.join(', ') : stored);
      const b = value.toLowerCase();
      return a < b ? -1 : a > b ? 1 : 0;
    }
  }
}

interface Condition {
  prop: string;
  op: SearchOperator;
  values: string[];
  kind: FieldKind | 'custom';
  get: (record: never) => unknown;
  valueParam: string;
}

/** One `propN/opN/valueN` triple, validated against the record type's fields. */
function readCondition<T>(query: Query, n: 1 | 2, fields: FieldMap<T>, custom: (r: T) => Record<string, unknown>): Condition | undefined {
  const prop = q.str(query, `prop${n}`);
  const opRaw = q.str(query, `op${n}`);
  const value = q.str(query, `value${n}`);
  if (n === 2 && prop === undefined && opRaw === undefined && value === undefined) return undefined;
  if (prop === undefined) throw badRequest(`prop${n}`, `prop${n} is required`);
  const op = q.enum(query, `op${n}`, searchOperators);
  if (op === undefined) throw badRequest(`op${n}`, `op${n} is required`);
  if (value === undefined) throw badRequest(`value${n}`, `value${n} is required`);
  const field = fields[prop];
  if (!field && standardFieldNames.has(prop)) {
    // LIST-2: a standard field of another record type is an error, not an empty result.
    throw badRequest(prop, `${prop} is not a searchable field of this record type`);
  }
  const kind: Condition['kind'] = field ? field.kind : 'custom';
  if (kind === 'list' && !listOperators.has(op)) {
    // LIST-3: ranges and substrings make no sense on a list of trades.
    throw badRequest(prop, `operator ${op} is not supported on the list field ${prop}; use eq, neq, in or nin`);
  }
  const values = op === 'in' || op === 'nin' || op === 'between' ? parseValueList(value, `value${n}`) : [value];
  if (op === 'between' && values.length !== 2) throw badRequest(`value${n}`, `value${n} must be "from,to" for between`);
  const get = field ? field.get : (r: T) => custom(r)[prop];
  const cond: Condition = { prop, op, values, kind, get: get as (r: never) => unknown, valueParam: `value${n}` };
  // Surface malformed values (a date that is not a date) as a 400 now, not only when a record has the field.
  for (const v of values) compareScalar(kind === 'list' ? 'text' : kind, kind === 'date' ? new Date(0).toISOString() : '0', v, cond.valueParam);
  return cond;
}

/** Whether one stored value (a list matches when any entry does) satisfies the condition. */
function matches(cond: Condition, stored: unknown): boolean {
  const entries = Array.isArray(stored) && cond.kind !== 'text' ? stored : [stored];
  const one = (v: string, entry: unknown) => compareScalar(cond.kind === 'list' ? 'text' : cond.kind, entry, v, cond.valueParam);
  const any = (test: (entry: unknown) => boolean) => entries.some(test);
  const [v, w] = cond.values;
  switch (cond.op) {
    case 'eq':
      return any((e) => one(v, e) === 0);
    case 'neq':
      return entries.some((e) => e !== null && e !== undefined) && !any((e) => one(v, e) === 0);
    case 'gt':
      return any((e) => (one(v, e) ?? -1) > 0);
    case 'gte':
      return any((e) => (one(v, e) ?? -1) >= 0);
    case 'lt':
      return any((e) => (one(v, e) ?? 1) < 0);
    case 'lte':
      return any((e) => (one(v, e) ?? 1) <= 0);
    case 'between':
      return any((e) => (one(v, e) ?? -1) >= 0 && (one(w, e) ?? 1) <= 0);
    case 'contains':
      return any((e) => e !== null && e !== undefined && lower(e).includes(v.toLowerCase()));
    case 'in':
      return any((e) => cond.values.some((x) => one(x, e) === 0));
    case 'nin':
      return entries.some((e) => e !== null && e !== undefined) && !any((e) => cond.values.some((x) => one(x, e) === 0));
  }
}

/** The predicate of a `/…/search` request: one or two conditions joined by `logic` (and, or). */
export function searchPredicate<T>(query: Query, fields: FieldMap<T>, custom: (r: T) => Record<string, unknown>): (r: T) => boolean {
  const first = readCondition(query, 1, fields, custom)!;
  const second = readCondition(query, 2, fields, custom);
  const logicRaw = q.str(query, 'logic')?.toLowerCase();
  if (logicRaw !== undefined && logicRaw !== 'and' && logicRaw !== 'or') throw badRequest('logic', 'logic must be and or or');
  const test = (c: Condition, r: T) => matches(c, (c.get as (r: T) => unknown)(r));
  if (!second) return (r) => test(first, r);
  return logicRaw === 'or' ? (r) => test(first, r) || test(second, r) : (r) => test(first, r) && test(second, r);
}

/** What the plain list's `q` and field search look at (vendor: title, address, primary contact). */
export interface TextFields<T> {
  title(r: T): string;
  address(r: T): string;
  primaryName(r: T): string;
  primaryPhone(r: T): string;
  primaryEmail(r: T): string;
  /** Everything `q` searches besides the above. */
  extra(r: T): string;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Phone search ignores formatting: "(303) 555-0100" finds "+13035550100". */
function phoneMatches(stored: string, wanted: string): boolean {
  const d = digits(wanted);
  return d !== '' ? digits(stored).includes(d) : stored.toLowerCase().includes(wanted.toLowerCase());
}

/** The predicate of the plain list's `q` and field-search parameters; undefined when none is given. */
export function textPredicate<T>(query: Query, f: TextFields<T>): ((r: T) => boolean) | undefined {
  const tests: ((r: T) => boolean)[] = [];
  const has = (name: string, get: (r: T) => string) => {
    const v = q.str(query, name)?.toLowerCase();
    if (v !== undefined) tests.push((r) => get(r).toLowerCase().includes(v));
  };
  has('title', f.title);
  has('address', f.address);
  has('primaryName', f.primaryName);
  has('primaryEmail', f.primaryEmail);
  const phone = q.str(query, 'primaryPhone');
  if (phone !== undefined) tests.push((r) => phoneMatches(f.primaryPhone(r), phone));
  const text = q.str(query, 'q');
  if (text !== undefined) {
    // Full text: every word must appear somewhere in the record's searchable text.
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    tests.push((r) => {
      const hay = [f.title(r), f.address(r), f.primaryName(r), f.primaryEmail(r), f.primaryPhone(r), f.extra(r)].join(' ').toLowerCase();
      return words.every((w) => hay.includes(w) || (digits(w) !== '' && digits(w) === w && digits(hay).includes(w)));
    });
  }
  if (tests.length === 0) return undefined;
  return (r) => tests.every((t) => t(r));
}

export interface Listable {
  id: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * A page of records: active only unless `include_archived=true`, the updated window, the extra predicate,
 * sorted by creation time (`order_by`, default per endpoint), then `page`/`page_size` (LIST-1).
 */
export function listPage<T extends Listable>(items: T[], query: Query, opts: { defaultOrder: 'asc' | 'desc'; where?: (r: T) => boolean }): T[] {
  const page = pageOf(query);
  const includeArchived = q.bool(query, 'include_archived');
  const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, opts.defaultOrder)!;
  let rows = includeArchived ? items : items.filter((r) => r.isActive);
  rows = updatedWindow(rows, query, (r) => r.updatedAt);
  if (opts.where) rows = rows.filter(opts.where);
  // Ties on creation time fall back to id, so pages never overlap.
  const sorted = sortBy(rows, (r) => `${r.createdAt}#${String(r.id).padStart(10, '0')}`, order);
  return paginate(sorted, page);
}
