/**
 * Upstream GET answers kept across operations, per API key: a key only ever reads what was fetched
 * with that key (the scope is the key's hash). Every entry's key holds the generations of what its
 * path depends on (`kindsOf`: the records and lists it names); a write or a webhook event bumps the
 * generations of the record it changes and of its kind's lists, so every answer that may hold the
 * changed record is out of reach at once, on every instance, for every key, while the other records
 * of the kind stay cached. A GET that started before
 * the bump stores its answer under the old generation, where no later read looks.
 *
 * In memory: lru-cache, bounded in bytes (the one well-kept LRU with a byte budget and per-entry TTL).
 * With Redis: values are keys with a TTL and the generations one hash, read with the value in one Lua
 * call; Redis's own `maxmemory` policy bounds the bytes.
 */
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import './redis-commands.js';
import { upstreamCacheTotal } from '../metrics.js';

export interface CacheConfig {
  /** Total bytes of cached answer text (memory store). */
  maxBytes: number;
  /** Time-to-live of records that change (projects, work orders, invoices …), ms. */
  recordTtlMs: number;
  /** Time-to-live of catalogs (AHJs, utilities, stages, workflows, catalog units, users …), ms. */
  catalogTtlMs: number;
  /** Per-kind overrides, by the first path segment (`projects`, `ahjs` …), ms; 0 = never cached. */
  ttls: Record<string, number>;
}

/** Kinds that change rarely: kept for `catalogTtlMs`. */
export const CATALOG_KINDS: ReadonlySet<string> = new Set([
  'ahjs',
  'utilities',
  'stages',
  'workflows',
  'catalog-units',
  'catalog-categories',
  'catalog-items',
  'measurements',
  'taxes',
  'users',
  'roles',
  'teams',
  'labels',
  'form-templates',
]);

/**
 * Writes to one kind change what other kinds' answers show: a payment changes its invoice's balance,
 * a contact shows inside its account, project and opportunity, a file inside its folder's contents.
 */
const ALSO_CHANGES: Record<string, readonly string[]> = {
  payments: ['invoices', 'bills'],
  contacts: ['accounts', 'projects', 'opportunities'],
  files: ['folders', 'phases'],
  folders: ['files', 'phases'],
  forms: ['work-orders', 'folders', 'phases'],
  'line-items': ['work-orders', 'invoices'],
  clients: ['accounts'],
  // A form shows its template's layout; a file attached to a form field from a URL joins the record's files.
  'form-templates': ['forms'],
  'file-from-url': ['files', 'folders'],
};

/** The REST path aliases of the spec: `/clients` is `/accounts`. */
const ALIASES: Record<string, string> = { clients: 'accounts' };

/**
 * What an answer depends on, as generation names: per kind of record its path names, `kind*` (every
 * answer of that kind), and either `kind#id` (that one record, for `/projects/5`) or `kind` (the
 * kind's lists and searches, for `/projects?…`). `/projects/5/work-orders` depends on `projects*`,
 * `projects#5`, `work-orders*` and `work-orders`.
 */
export function kindsOf(path: string, basePath = ''): readonly string[] {
  // Every GET asks (the key under which identical GETs in flight are shared holds their generation),
  // and a gateway reads the same few hundred routes over and over: their kinds are kept.
  const route = path.slice(basePath.length).split('?', 1)[0] ?? '';
  const known = kindsByRoute.get(route);
  if (known) return known;
  const names: string[] = [];
  for (const { kind, id } of pathKinds(route, '')) {
    push(names, `${kind}*`);
    push(names, id === undefined ? kind : `${kind}#${id}`);
  }
  kindsByRoute.set(route, Object.freeze(names));
  return names;
}

/** Kinds of the routes read lately (a route with a record id is one entry per record). */
const kindsByRoute = new LRUCache<string, readonly string[]>({ max: 2_000 });

/**
 * The generations a write to `path` bumps: the record it names (`kind#id`) and its kind's lists
 * (`kind`), so other records of the kind stay cached; and, for the kinds whose answers show it
 * (a contact inside its account), everything of those kinds (`kind*`).
 */
export function kindsChangedBy(path: string, basePath = ''): string[] {
  const names: string[] = [];
  for (const { kind, id } of pathKinds(path, basePath)) {
    if (id !== undefined) push(names, `${kind}#${id}`);
    push(names, kind);
    for (const other of ALSO_CHANGES[kind] ?? []) push(names, `${other}*`);
  }
  return names;
}

/** What a change to one record (a webhook event) bumps: that record and its kind's lists; with no id, the whole kind. */
export function kindsOfRecord(kind: string, id: number | null | undefined): string[] {
  return id === null || id === undefined ? [`${kind}*`] : [`${kind}#${id}`, kind];
}

function pathKinds(path: string, basePath: string): Array<{ kind: string; id?: string }> {
  const [route = ''] = path.slice(basePath.length).split('?', 1);
  const segments = route.split('/').filter(Boolean);
  const kinds: Array<{ kind: string; id?: string }> = [];
  for (const [i, segment] of segments.entries()) {
    if (/^\d+$/.test(segment)) continue;
    const next = segments[i + 1];
    kinds.push({ kind: ALIASES[segment] ?? segment, id: next !== undefined && /^\d+$/.test(next) ? next : undefined });
  }
  return kinds;
}

const push = (names: string[], name: string) => {
  if (!names.includes(name)) names.push(name);
};

export interface CacheLookup {
  /** The generation of the path's kinds; the key under which an answer fetched now is stored. */
  generation: string;
  /** The cached answer, when there is one and `fresh` was not asked for. */
  text: string | undefined;
}

export interface SharedCache {
  lookup(scope: string, path: string, kinds: readonly string[], fresh: boolean): Promise<CacheLookup>;
  store(scope: string, path: string, generation: string, text: string, ttlMs: number): Promise<void>;
  /** Makes every cached answer depending on one of `kinds` unreachable, for every key and instance. */
  evict(kinds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** How long an answer depending on `kinds` (from `kindsOf`) is kept, by the first kind its path names; 0 = not at all. */
export function ttlFor(config: CacheConfig, kinds: readonly string[]): number {
  const first = kinds[0]?.replace(/\*$/, '');
  if (first === undefined) return 0;
  return config.ttls[first] ?? (CATALOG_KINDS.has(first) ? config.catalogTtlMs : config.recordTtlMs);
}

/** Record generations kept in memory before they are folded into their kind's (which evicts the kind once). */
const MAX_RECORD_GENERATIONS = 100_000;

/** Generation counters in this process. */
export class Generations {
  private readonly counters = new Map<string, number>();
  private records = 0;
  /** Bumped with any counter: a generation worked out before it is stale. */
  private version = 0;
  /** The last generation worked out per kinds array (kindsOf keeps one array per route), with the version it was worked out at. */
  private readonly known = new WeakMap<readonly string[], { version: number; generation: string }>();

  of(kinds: readonly string[]): string {
    const known = this.known.get(kinds);
    if (known?.version === this.version) return known.generation;
    const generation = kinds.map((k) => this.counters.get(k) ?? 0).join('.');
    this.known.set(kinds, { version: this.version, generation });
    return generation;
  }

  bump(kinds: readonly string[]): void {
    this.version++;
    for (const k of kinds) {
      const n = this.counters.get(k);
      if (n === undefined && k.includes('#')) this.records++;
      this.counters.set(k, (n ?? 0) + 1);
    }
    if (this.records > MAX_RECORD_GENERATIONS) this.fold();
  }

  /** Forgetting a record's counter would bring its old answers back: its whole kind is bumped instead. */
  private fold(): void {
    for (const k of [...this.counters.keys()]) {
      if (!k.includes('#')) continue;
      const all = `${k.slice(0, k.indexOf('#'))}*`;
      this.counters.set(all, (this.counters.get(all) ?? 0) + 1);
      this.counters.delete(k);
    }
    this.records = 0;
  }
}

export class MemoryCache implements SharedCache {
  private readonly generations = new Generations();
  private readonly entries: LRUCache<string, string>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, string>({
      maxSize: maxBytes,
      // An answer larger than an eighth of the budget would push out too much; it is not kept.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (text, key) => text.length + key.length,
    });
  }

  async lookup(scope: string, path: string, kinds: readonly string[], fresh: boolean): Promise<CacheLookup> {
    const generation = this.generations.of(kinds);
    const text = fresh ? undefined : this.entries.get(entryKey(scope, generation, path));
    upstreamCacheTotal.inc({ result: fresh ? 'bypass' : text === undefined ? 'miss' : 'hit' });
    return { generation, text };
  }

  async store(scope: string, path: string, generation: string, text: string, ttlMs: number): Promise<void> {
    this.entries.set(entryKey(scope, generation, path), text, { ttl: ttlMs });
  }

  async evict(kinds: readonly string[]): Promise<void> {
    this.generations.bump(kinds);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/** KEYS[1] = generations hash; ARGV = value-key prefix, path, fresh flag, kinds…; answers {generation, text|nil}. */
const LOOKUP = `
local gens = redis.call('HMGET', KEYS[1], unpack(ARGV, 4))
local parts = {}
for i = 1, #gens do parts[i] = gens[i] or '0' end
local gen = table.concat(parts, '.')
if ARGV[3] == '1' then return {gen} end
return {gen, redis.call('GET', ARGV[1] .. gen .. '|' .. ARGV[2])}
`;

export class RedisCache implements SharedCache {
  private readonly generationsKey: string;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.generationsKey = `${prefix}cache:gen`;
    redis.defineCommand('fieldgraphCacheLookup', { numberOfKeys: 1, lua: LOOKUP });
  }

  async lookup(scope: string, path: string, kinds: readonly string[], fresh: boolean): Promise<CacheLookup> {
    const [generation, text] = await this.redis.fieldgraphCacheLookup(
      this.generationsKey,
      `${this.prefix}cache:v|${scope}|`,
      path,
      fresh ? '1' : '0',
      ...kinds,
    );
    const found = text ?? undefined;
    upstreamCacheTotal.inc({ result: fresh ? 'bypass' : found === undefined ? 'miss' : 'hit' });
    return { generation, text: found };
  }

  async store(scope: string, path: string, generation: string, text: string, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}cache:v|${scope}|${generation}|${path}`, text, 'PX', ttlMs);
  }

  async evict(kinds: readonly string[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const k of kinds) pipeline.hincrby(this.generationsKey, k, 1);
    await pipeline.exec();
  }

  async close(): Promise<void> {}
}

const entryKey = (scope: string, generation: string, path: string) => `${scope}|${generation}|${path}`;
