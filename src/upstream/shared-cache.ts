/**
 * Upstream GET answers kept across operations, per API key: a key only ever reads what was fetched
 * with that key (the scope is the key's hash). Each answer is kept with the time it was read and its
 * tags (upstream/tags.ts: the records and lists it holds); a lookup serves it only while no tag has
 * been invalidated since (src/invalidation), so a write or a webhook event makes stale exactly the
 * answers that hold the changed record, on every instance, and no other.
 *
 * A lookup also says whether the key is trusted (accepted by the upstream lately, and not revoked
 * since): an untrusted key reads upstream, which confirms or refuses it.
 *
 * In memory: lru-cache, bounded in bytes (the one well-kept LRU with a byte budget and per-entry TTL).
 * With Redis: one key per answer with its TTL, checked against the tags' stamps in one Lua call; Redis's
 * own `maxmemory` policy bounds the bytes.
 */
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import './redis-commands.js';
import { upstreamCacheTotal } from '../metrics.js';
import { FLOOR_TAG, type Invalidations, type Tag, tagKey } from '../invalidation/index.js';
import type { RedisGuard } from '../redis-guard.js';
import { ALL_KEYS_TAG, keyTag } from './tags.js';

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

/** How long an answer whose path first names `kind` is kept; 0 = not at all. */
export function ttlFor(config: CacheConfig, kind: string | undefined): number {
  if (kind === undefined) return 0;
  return config.ttls[kind] ?? (CATALOG_KINDS.has(kind) ? config.catalogTtlMs : config.recordTtlMs);
}

/** A kept answer: its status (2xx, or 404 for a record that does not exist) and body text. */
export interface CachedAnswer {
  status: number;
  text: string;
  /** The records it holds and when it was read (on a lookup's answer): what a whole answer built on it is filed under. */
  tags?: readonly Tag[];
  readAt?: number;
  /** Until when it is served as it is. */
  freshUntil?: number;
}

export interface LookupOptions {
  /** Read upstream whatever is kept (`Cache-Control: no-cache`). */
  fresh: boolean;
  /** When the upstream last accepted the key, on the invalidation clock (0 = not known). */
  acceptedAt: number;
  /** How long an acceptance is trusted, ms. */
  trustMs: number;
  /** An answer past its time to live will do (the day's budget is spent), as long as nothing it holds changed since. */
  stale?: boolean;
}

export interface CacheLookup {
  /** The time of this lookup, on the invalidation clock: an answer fetched now is stored as read at it. */
  readAt: number;
  /** The latest invalidation anywhere: GETs in flight are shared only by readers that saw the same (undefined: not known, share none). */
  epoch: number | undefined;
  /** Whether the key may read kept answers (accepted lately, and not revoked since). */
  trusted: boolean;
  /** The kept answer, when there is a fresh one (or, asked for, a stale one) and the key is trusted. */
  answer: CachedAnswer | undefined;
  /** How long ago the kept answer was read, ms (with `stale`). */
  ageMs?: number;
}

export interface SharedCache {
  lookup(scope: string, path: string, options: LookupOptions): Promise<CacheLookup>;
  store(scope: string, path: string, readAt: number, answer: CachedAnswer, tags: readonly Tag[], ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The tags whose invalidation ends a key's trust. */
const trustTags = (scope: string): Tag[] => [ALL_KEYS_TAG, keyTag(scope)];

interface MemoryEntry extends CachedAnswer {
  readAt: number;
  /** Until then the answer is served as it is; after, only when the day's budget is spent (stale). */
  freshUntil: number;
  tags: readonly Tag[];
}

export class MemoryCache implements SharedCache {
  private readonly entries: LRUCache<string, MemoryEntry>;

  constructor(
    maxBytes: number,
    private readonly invalidations: Invalidations,
    /** How long past its time to live an answer is kept for a spent day, ms. */
    private readonly staleMs = 0,
  ) {
    this.entries = new LRUCache<string, MemoryEntry>({
      maxSize: maxBytes,
      // An answer larger than an eighth of the budget would push out too much; it is not kept.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (entry, key) => entry.text.length + key.length + entry.tags.length * 24,
    });
  }

  async lookup(scope: string, path: string, options: LookupOptions): Promise<CacheLookup> {
    const inv = this.invalidations;
    const readAt = inv.now();
    const trusted = options.acceptedAt > 0 && readAt - options.acceptedAt <= options.trustMs && inv.isFresh(trustTags(scope), options.acceptedAt);
    let answer: CachedAnswer | undefined;
    if (trusted && !options.fresh) {
      const key = entryKey(scope, path);
      const entry = this.entries.get(key);
      if (entry && !inv.isFresh(entry.tags, entry.readAt)) this.entries.delete(key);
      else if (entry && (options.stale || readAt < entry.freshUntil)) answer = entry;
      if (answer && options.stale) {
        countLookup(false, answer, true);
        return { readAt, epoch: inv.last, trusted, answer, ageMs: readAt - entry!.readAt };
      }
    }
    countLookup(options.fresh || !trusted, answer);
    return { readAt, epoch: inv.last, trusted, answer };
  }

  async store(scope: string, path: string, readAt: number, answer: CachedAnswer, tags: readonly Tag[], ttlMs: number): Promise<void> {
    // Already stale (a write landed while it was read): keeping it would only cost memory.
    if (!this.invalidations.isFresh(tags, readAt)) return;
    this.entries.set(
      entryKey(scope, path),
      { status: answer.status, text: answer.text, readAt, freshUntil: readAt + ttlMs, tags },
      { ttl: ttlMs + this.staleMs },
    );
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/**
 * ARGV: entry key, tag-key prefix, fresh flag, acceptedAt, trust ms, the key's trust tag, stale flag.
 * Answers {now, last invalidation, trusted} and, for a kept answer, its status, text and readAt. An entry
 * is `readAt status freshUntil tag tag …\n<text>`; it holds while every tag's stamp, and the floor's, is
 * below its readAt, and is served until freshUntil (after, with the stale flag only).
 */
const LOOKUP = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local p = ARGV[2]
local last = tonumber(redis.call('GET', p .. '@last') or '0')
local since = tonumber(ARGV[4])
local trusted = 0
if since > 0 and now - since <= tonumber(ARGV[5]) then
  trusted = 1
  local revoked = redis.call('MGET', p .. '${ALL_KEYS_TAG}', p .. ARGV[6])
  for i = 1, #revoked do if revoked[i] and tonumber(revoked[i]) >= since then trusted = 0 end end
end
if ARGV[3] == '1' or trusted == 0 then return {now, last, trusted} end
local v = redis.call('GET', ARGV[1])
if not v then return {now, last, trusted} end
local nl = string.find(v, '\\n', 1, true)
if not nl then return {now, last, trusted} end
local readAt, status, freshUntil
local keys = {}
local i = 0
for word in string.gmatch(string.sub(v, 1, nl - 1), '%S+') do
  i = i + 1
  if i == 1 then readAt = tonumber(word) elseif i == 2 then status = word elseif i == 3 then freshUntil = tonumber(word) else keys[#keys + 1] = p .. word end
end
if ARGV[7] ~= '1' and now >= freshUntil then return {now, last, trusted} end
keys[#keys + 1] = p .. '${FLOOR_TAG}'
for s = 1, #keys, 500 do
  local stamps = redis.call('MGET', unpack(keys, s, math.min(s + 499, #keys)))
  for j = 1, #stamps do
    if stamps[j] and tonumber(stamps[j]) >= readAt then
      redis.call('DEL', ARGV[1])
      return {now, last, trusted}
    end
  end
end
return {now, last, trusted, status, string.sub(v, nl + 1), string.sub(v, 1, nl - 1)}
`;

export class RedisCache implements SharedCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** How long past its time to live an answer is kept for a spent day, ms. */
    private readonly staleMs = 0,
  ) {
    redis.defineCommand('fieldgraphCacheLookup', { numberOfKeys: 0, lua: LOOKUP });
  }

  async lookup(scope: string, path: string, options: LookupOptions): Promise<CacheLookup> {
    const [now, last, trusted, status, text, head] = await this.redis.fieldgraphCacheLookup(
      this.valueKey(scope, path),
      tagKey(this.prefix, ''),
      options.fresh ? '1' : '0',
      String(options.acceptedAt),
      String(options.trustMs),
      keyTag(scope),
      options.stale ? '1' : '0',
    );
    // The entry's head: readAt status freshUntil tag tag …
    const words = head ? head.split(' ') : [];
    const readAt = Number(words[0]);
    const answer =
      text === undefined || text === null ? undefined : { status: Number(status), text, readAt, freshUntil: Number(words[2]), tags: words.slice(3) };
    countLookup(options.fresh || trusted !== 1, answer, options.stale);
    const found = { readAt: Number(now), epoch: Number(last), trusted: trusted === 1, answer };
    return options.stale && answer ? Object.assign(found, { ageMs: Number(now) - Number(readAt) }) : found;
  }

  async store(scope: string, path: string, readAt: number, answer: CachedAnswer, tags: readonly Tag[], ttlMs: number): Promise<void> {
    await this.redis.set(
      this.valueKey(scope, path),
      `${readAt} ${answer.status} ${readAt + ttlMs} ${tags.join(' ')}\n${answer.text}`,
      'PX',
      ttlMs + this.staleMs,
    );
  }

  async close(): Promise<void> {}

  private valueKey(scope: string, path: string): string {
    return `${this.prefix}cache|${scope}|${path}`;
  }
}

/**
 * With Redis: the shared store while Redis answers in time, this instance's memory while it does not
 * (src/redis-guard.ts), so a slow or dead Redis costs upstream requests, never an answer.
 */
export class GuardedCache implements SharedCache {
  constructor(
    private readonly shared: SharedCache,
    private readonly local: SharedCache,
    private readonly guard: RedisGuard,
    private readonly invalidations: Invalidations,
  ) {}

  /**
   * While Redis does not answer in time, this instance's memory answers: every answer is kept there too
   * (bounded in bytes), and checked against this instance's view of the invalidations, which every
   * instance's changes reach through Redis's pub/sub. Such a lookup knows no latest invalidation, so its
   * read joins no GET already in flight.
   */
  lookup(scope: string, path: string, options: LookupOptions): Promise<CacheLookup> {
    return this.guard.run(
      async () => {
        const found = await this.shared.lookup(scope, path, options);
        const kept = found.answer;
        // A change this instance knows of may not be in Redis yet (made or told while Redis was out, and
        // sent to it only when it is back): what Redis kept from before it is not served.
        if (kept?.tags && kept.readAt !== undefined && !this.invalidations.isFresh(kept.tags, kept.readAt))
          return Object.assign({}, found, { answer: undefined });
        // What Redis answered is kept here too, so that this instance still has it should Redis stall.
        if (kept?.tags && kept.readAt !== undefined && kept.freshUntil !== undefined && found.ageMs === undefined) {
          void this.local.store(scope, path, kept.readAt, kept, kept.tags, kept.freshUntil - kept.readAt);
        }
        return found;
      },
      async () => Object.assign({}, await this.local.lookup(scope, path, options), { epoch: undefined }),
    );
  }

  store(scope: string, path: string, readAt: number, answer: CachedAnswer, tags: readonly Tag[], ttlMs: number): Promise<void> {
    void this.local.store(scope, path, readAt, answer, tags, ttlMs);
    return this.guard.run(
      () => this.shared.store(scope, path, readAt, answer, tags, ttlMs),
      () => undefined,
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}

function countLookup(bypass: boolean, answer: CachedAnswer | undefined, stale = false): void {
  upstreamCacheTotal.inc({ result: bypass ? 'bypass' : answer === undefined ? 'miss' : stale ? 'stale' : 'hit' });
}

const entryKey = (scope: string, path: string) => `${scope}|${path}`;
