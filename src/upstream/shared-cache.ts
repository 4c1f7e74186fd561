/**
 * Upstream GET answers kept across operations, per API key: a key only ever reads what was fetched
 * with that key (the scope is the key's hash). Entries are grouped by the kinds of record their path
 * names (`/projects/5/work-orders` → projects, work-orders); a write or a webhook event bumps the
 * generation of its kinds, which is part of every entry's key, so every answer that may hold the
 * changed record is out of reach at once, on every instance, for every key. A GET that started before
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
};

/** The REST path aliases of the spec: `/clients` is `/accounts`. */
const ALIASES: Record<string, string> = { clients: 'accounts' };

/** The kinds of record a REST path names: its non-numeric segments (`/v1` left out). */
export function kindsOf(path: string, basePath = ''): string[] {
  const kinds: string[] = [];
  for (const segment of path.slice(basePath.length).split('?')[0].split('/')) {
    if (!segment || /^\d+$/.test(segment)) continue;
    const kind = ALIASES[segment] ?? segment;
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds;
}

/** The kinds a write to `path` changes: the ones it names and the ones that show them. */
export function kindsChangedBy(path: string, basePath = ''): string[] {
  const kinds = kindsOf(path, basePath);
  for (const kind of [...kinds]) for (const other of ALSO_CHANGES[kind] ?? []) if (!kinds.includes(other)) kinds.push(other);
  return kinds;
}

export interface CacheLookup {
  /** The generation of the path's kinds; the key under which an answer fetched now is stored. */
  generation: string;
  /** The cached answer, when there is one and `fresh` was not asked for. */
  text: string | undefined;
}

export interface SharedCache {
  lookup(scope: string, path: string, kinds: readonly string[], fresh: boolean): Promise<CacheLookup>;
  store(scope: string, path: string, generation: string, text: string, ttlMs: number): Promise<void>;
  /** Makes every cached answer naming one of `kinds` unreachable, for every key and instance. */
  evict(kinds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** How long an answer of `path` is kept (0 = not at all). */
export function ttlFor(config: CacheConfig, kinds: readonly string[]): number {
  const first = kinds[0];
  if (first === undefined) return 0;
  return config.ttls[first] ?? (CATALOG_KINDS.has(first) ? config.catalogTtlMs : config.recordTtlMs);
}

export class MemoryCache implements SharedCache {
  private readonly generations = new Map<string, number>();
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
    const generation = kinds.map((k) => this.generations.get(k) ?? 0).join('.');
    const text = fresh ? undefined : this.entries.get(entryKey(scope, generation, path));
    upstreamCacheTotal.inc({ result: fresh ? 'bypass' : text === undefined ? 'miss' : 'hit' });
    return { generation, text };
  }

  async store(scope: string, path: string, generation: string, text: string, ttlMs: number): Promise<void> {
    this.entries.set(entryKey(scope, generation, path), text, { ttl: ttlMs });
  }

  async evict(kinds: readonly string[]): Promise<void> {
    for (const k of kinds) this.generations.set(k, (this.generations.get(k) ?? 0) + 1);
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
    const [generation, text] = await this.redis.fieldgraphCacheLookup(this.generationsKey, `${this.prefix}cache:v|${scope}|`, path, fresh ? '1' : '0', ...kinds);
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
