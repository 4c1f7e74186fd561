/**
 * Which records and lists an upstream answer holds, and which a write or a webhook event changes, as
 * invalidation tags (src/invalidation): `projects#5` is project 5 wherever it appears (its own answer,
 * a row of a list, a work order's project summary, a contact's projects), `projects` is every list or
 * search of projects. An answer is tagged with the records its path names, the records found inside
 * its body, and the list it is; a write invalidates the records its path, its body's references and
 * its answer name, plus the lists of the kinds it writes.
 */
import { LRUCache } from 'lru-cache';
import type { Tag } from '../invalidation/index.js';

/** The REST path aliases of the spec: `/clients` is `/accounts`, `/requests` is `/opportunities`. */
const ALIASES: Record<string, string> = { clients: 'accounts', requests: 'opportunities' };

/** Path segments that act on the kind before them rather than naming a kind (`/projects/search`). */
const ACTIONS = new Set(['search', 'move', 'send', 'archive', 'pdf', 'contents', 'fields', 'classification-options', 'templates']);

/** The kind of a record found under a property of an answer, where the property's name is not the kind's. */
const PROPERTY_KINDS: Record<string, string> = {
  client: 'accounts',
  request: 'opportunities',
  deal: 'opportunities',
  primaryContact: 'contacts',
  createdBy: 'users',
  updatedBy: 'users',
  owner: 'users',
  salesRep: 'users',
  projectManager: 'users',
  assignee: 'users',
  collaborators: 'users',
  author: 'users',
  completedBy: 'users',
  archivedBy: 'users',
  uploadedBy: 'users',
  inspector: 'users',
  jurisdiction: 'ahjs',
  jurisdictions: 'ahjs',
  ahj: 'ahjs',
  parentFolder: 'folders',
  template: 'templates',
};

/** Record types named by a `type` property (a work order's parent, a note's record). */
const RECORD_TYPES: Record<string, string> = {
  PROJECT: 'projects',
  OPPORTUNITY: 'opportunities',
  REQUEST: 'opportunities',
  DEAL: 'opportunities',
  ACCOUNT: 'accounts',
  CLIENT: 'accounts',
  project: 'projects',
  opportunity: 'opportunities',
  request: 'opportunities',
  account: 'accounts',
  client: 'accounts',
};

/**
 * Reference fields of a write's body or answer whose record the write changes as it shows (a payment
 * changes its invoice's balance, a contact shows inside its account, a file inside its folder). A
 * `recordId` may name a project, an opportunity or an account.
 */
const REFERENCES: Record<string, readonly string[]> = {
  accountId: ['accounts'],
  projectId: ['projects'],
  opportunityId: ['opportunities'],
  workOrderId: ['work-orders'],
  invoiceId: ['invoices'],
  billId: ['bills'],
  folderId: ['folders'],
  formId: ['forms'],
  siteId: ['sites'],
  quoteId: ['quotes'],
  recordId: ['projects', 'opportunities', 'accounts'],
  accountIds: ['accounts'],
  projectIds: ['projects'],
  opportunityIds: ['opportunities'],
  contactIds: ['contacts'],
  contacts: ['contacts'],
};

/** Records whose content an answer shows while naming them only by id: a form shows its template's layout. */
const SHOWN_BY_REFERENCE: Record<string, Record<string, string>> = {
  forms: { templateId: 'form-templates' },
};

/** Writes of one kind that change what other kinds' lists show: a payment moves its invoice between open and paid. */
const ALSO_CHANGES_LISTS: Record<string, readonly string[]> = {
  payments: ['invoices', 'bills'],
  'line-items': ['invoices', 'work-orders'],
};

/** The tag of one record. */
export const recordTag = (kind: string, id: number | string): Tag => `${kind}#${id}`;

/** Every answer holding any record of `kind`, whichever: what a write that changes records it cannot name invalidates. */
export const anyRecordTag = (kind: string): Tag => `${kind}#*`;

/**
 * Writes that change records they do not name, by the kind they write: the kinds whose records (and lists)
 * they may change. A site moved to another account takes its opportunities, projects, work orders, forms,
 * services, systems, assets and financial documents with it (SITE-3), and the answer names none of them.
 */
const SITE_MOVE_CHANGES: readonly string[] = [
  'accounts',
  'opportunities',
  'projects',
  'work-orders',
  'forms',
  'services',
  'systems',
  'assets',
  'invoices',
  'bills',
  'quotes',
];
/** A payment changes its invoice's or bill's `amountPaid` and `status` (INV-11); a DELETE's answer names neither. */
const PAYMENT_PARENTS: readonly string[] = ['invoices', 'bills'];

/** Every key's trust (a key was revoked, which one is not known): each key confirms itself upstream again. */
export const ALL_KEYS_TAG: Tag = '@keys';
/** One key's trust and cached answers, by its hash. */
export const keyTag = (scope: string): Tag => `@key:${scope}`;

interface PathParts {
  /** The records the path names, in order. */
  records: Array<{ kind: string; id: string }>;
  /** Every kind the path names. */
  kinds: string[];
  /** The kind of what the path answers with. */
  leaf: string | undefined;
  /** Whether it answers with a list of `leaf` (the path does not end in an id). */
  list: boolean;
}

function parsePath(route: string): PathParts {
  const segments = route.split('/').filter(Boolean);
  const parts: PathParts = { records: [], kinds: [], leaf: undefined, list: false };
  for (const [i, segment] of segments.entries()) {
    if (isId(segment)) continue;
    if (ACTIONS.has(segment)) continue;
    const kind = ALIASES[segment] ?? segment;
    if (!parts.kinds.includes(kind)) parts.kinds.push(kind);
    const next = segments[i + 1];
    if (next !== undefined && isId(next)) parts.records.push({ kind, id: next });
    parts.leaf = kind;
  }
  const last = segments.at(-1);
  parts.list = last !== undefined && !isId(last);
  return parts;
}

const isId = (segment: string) => /^\d+$/.test(segment);

/** The route of a request path: its base and query string removed. */
const routeOf = (path: string, basePath: string) => (path.startsWith(basePath) ? path.slice(basePath.length) : path).split('?', 1)[0] ?? '';

/** Parsed routes read lately (a route with a record id is one entry per record). */
const partsByRoute = new LRUCache<string, PathParts>({ max: 2_000 });

function partsOf(path: string, basePath: string): PathParts {
  const route = routeOf(path, basePath);
  let parts = partsByRoute.get(route);
  if (!parts) {
    parts = parsePath(route);
    partsByRoute.set(route, parts);
  }
  return parts;
}

/** The first kind a path names (`/projects/5/work-orders`: projects): what its TTL is chosen by. */
export function firstKindOf(path: string, basePath = ''): string | undefined {
  return partsOf(path, basePath).kinds[0];
}

/** What a GET's path alone says its answer holds: the records it names and, for a list, the list. */
export function tagsOfPath(path: string, basePath = ''): Tag[] {
  const { records, leaf, list } = partsOf(path, basePath);
  const tags: Tag[] = [];
  for (const r of records) tags.push(recordTag(r.kind, r.id), anyRecordTag(r.kind));
  if (list && leaf !== undefined) tags.push(leaf);
  return tags;
}

/** Most tags one answer is filed under; an answer holding more records is not kept. */
export const MAX_TAGS_PER_ANSWER = 5_000;

/**
 * The tags of a GET's answer: its path's, and every record found in its body. The rows of a list are
 * of the path's kind; a record elsewhere is of the kind its `type` or its property names (`account`,
 * `projects`, `primaryContact` → contacts, `createdBy` → users). Undefined when there are more than
 * MAX_TAGS_PER_ANSWER.
 */
export function tagsOfAnswer(path: string, basePath: string, body: unknown): Tag[] | undefined {
  const { leaf } = partsOf(path, basePath);
  const tags = new Set<Tag>(tagsOfPath(path, basePath));
  const kinds = leaf === undefined ? NO_KIND : [leaf];
  const rows = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.items) ? body.items : undefined;
  if (rows) for (const row of rows) walk(row, kinds, tags);
  else walk(body, kinds, tags);
  return tags.size > MAX_TAGS_PER_ANSWER ? undefined : [...tags];
}

function walk(value: unknown, kinds: readonly string[], tags: Set<Tag>, depth = 0): void {
  if (depth > 32 || tags.size > MAX_TAGS_PER_ANSWER) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, kinds, tags, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const id = value.id;
  if (typeof id === 'number' || (typeof id === 'string' && isId(id))) {
    // A `type` names the record's kind only where the property does not (a parent, a note's record).
    const typed =
      (kinds.length === 0 || kinds[0] === 'parents' || kinds[0] === 'records') && typeof value.type === 'string' ? RECORD_TYPES[value.type] : undefined;
    if (typed !== undefined) tags.add(recordTag(typed, id)).add(anyRecordTag(typed));
    else for (const kind of kinds) tags.add(recordTag(kind, id)).add(anyRecordTag(kind));
    for (const kind of kinds) {
      const shown = SHOWN_BY_REFERENCE[kind];
      if (shown)
        for (const [field, other] of Object.entries(shown))
          if (typeof value[field] === 'number') tags.add(recordTag(other, value[field] as number)).add(anyRecordTag(other));
    }
  }
  for (const key in value) {
    const child = value[key];
    if (child === null || typeof child !== 'object') continue;
    walk(child, kindsOfProperty(key), tags, depth + 1);
  }
}

/** A work order's `project` is its parent's summary whatever the parent's kind. */
const ANY_RECORD: readonly string[] = ['projects', 'opportunities', 'accounts'];
const NO_KIND: readonly string[] = [];

/** Property names seen, with the kinds they stand for. */
const kindsByProperty = new Map<string, readonly string[]>();

function kindsOfProperty(name: string): readonly string[] {
  let kinds = kindsByProperty.get(name);
  if (kinds === undefined) {
    const kind = name === 'project' ? undefined : kindOfProperty(name);
    kinds = name === 'project' ? ANY_RECORD : kind === undefined ? NO_KIND : [kind];
    if (kindsByProperty.size < 10_000) kindsByProperty.set(name, kinds);
  }
  return kinds;
}

/** `account` → accounts, `workOrders` → work-orders, `primaryContact` → contacts, `utility` → utilities. */
export function kindOfProperty(name: string): string | undefined {
  // A name that is no identifier (a custom field's label) names no kind.
  return PROPERTY_KINDS[name] ?? (/^[a-z][A-Za-z0-9]{0,63}$/.test(name) ? plural(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)) : undefined);
}

function plural(name: string): string {
  if (name.endsWith('s')) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/**
 * What a write changes: the records its path names, the record it writes (its answer's id), the
 * records its body or answer refers to (`accountId`, `invoiceId` …), the lists of every kind its path
 * names, and the lists a write of that kind shows in (a payment, its invoices).
 */
export function tagsOfWrite(method: string, path: string, basePath: string, requestBody?: unknown, answer?: unknown): Tag[] {
  const { records, kinds, leaf } = partsOf(path, basePath);
  const tags = new Set<Tag>(records.map((r) => recordTag(r.kind, r.id)));
  // A key deleted or an API user archived: which keys stop working is not known here, so every key confirms itself again.
  if ((method === 'DELETE' && kinds.includes('api-keys')) || (kinds.includes('api-users') && routeOf(path, basePath).endsWith('/archive')))
    tags.add(ALL_KEYS_TAG);
  for (const kind of kinds) {
    tags.add(kind);
    for (const other of ALSO_CHANGES_LISTS[kind] ?? []) tags.add(other);
  }
  if (leaf !== undefined && isObject(answer) && (typeof answer.id === 'number' || typeof answer.id === 'string')) tags.add(recordTag(leaf, answer.id));
  for (const value of [requestBody, answer]) if (isObject(value)) addReferences(value, tags);
  for (const kind of unnamedChanges(path, basePath, kinds, tags)) tags.add(anyRecordTag(kind)).add(kind);
  return [...tags];
}

/** The kinds a write changes records of without naming them (so every answer holding one is stale), if any. */
function unnamedChanges(path: string, basePath: string, kinds: readonly string[], tags: ReadonlySet<Tag>): readonly string[] {
  if (kinds[0] === 'sites' && routeOf(path, basePath).endsWith('/move')) return SITE_MOVE_CHANGES;
  // A payment written with its parent named (in the path, the body or the answer) changes that one only.
  if (kinds.includes('payments') && ![...tags].some((tag) => PAYMENT_PARENTS.some((kind) => tag.startsWith(`${kind}#`)))) return PAYMENT_PARENTS;
  return NO_KIND;
}

function addReferences(body: Record<string, unknown>, tags: Set<Tag>): void {
  for (const [field, kinds] of Object.entries(REFERENCES)) {
    const value = body[field];
    const ids = Array.isArray(value) ? value : [value];
    for (const id of ids) {
      if (typeof id !== 'number' && !(typeof id === 'string' && isId(id))) continue;
      for (const kind of kinds) tags.add(recordTag(kind, id));
    }
  }
}

/**
 * What a change to one record made outside the gateway (a webhook event) changes: that record and its
 * kind's lists. A record of unknown kind is the project, opportunity or account of that id (the kinds
 * a record event can be about), and no lists; an event naming no record changes nothing known.
 */
export function tagsOfRecordChange(kind: string | undefined, id: number | null | undefined): Tag[] {
  if (id === null || id === undefined) return [];
  if (kind === undefined) return ['projects', 'opportunities', 'accounts'].map((k) => recordTag(k, id));
  return [recordTag(kind, id), kind];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
