/**
 * How reads use the shared cache: a kept answer goes only to a key the upstream accepted lately and that
 * was not revoked since; a store never holds up an answer; while the day's budget is spent, answers past
 * their time to live serve; a record's 404 is kept like an answer.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { UpstreamConfig } from '../config.js';
import type { Invalidations } from '../invalidation/index.js';
import { DEFAULT_GUARD, RedisGuard } from '../redis-guard.js';
import { GuardedCache, MemoryCache, RedisCache, ttlFor, type CacheConfig, type CacheLookup, type CachedAnswer, type SharedCache } from './shared-cache.js';
import { firstKindOf, keyTag, tagsOfPath } from './tags.js';
import type { WireAnswer } from './transport.js';

/** Where the client keeps what it shares: in this process, or in Redis for every instance. */
export interface SharedStore {
  redis: Redis;
  prefix: string;
}

const MAX_TRACKED_KEYS = 10_000;

export class CachePolicy {
  /** When the upstream last accepted each key (by hash, on the invalidation clock): cached answers go only to recently accepted keys. */
  private readonly accepted = new LRUCache<string, number>({ max: MAX_TRACKED_KEYS });
  /** `Cache-Control: no-cache` operations per key and user and minute. */
  private readonly refreshes: RateLimiterMemory;
  private readonly cacheConfig: CacheConfig;

  constructor(
    readonly cache: SharedCache | undefined,
    private readonly config: UpstreamConfig,
    private readonly invalidations: Invalidations,
    private readonly basePath: string,
  ) {
    this.refreshes = new RateLimiterMemory({ points: Math.max(1, config.refreshesPerMinute), duration: 60 });
    this.cacheConfig = { maxBytes: config.cacheMaxBytes, recordTtlMs: config.cacheRecordTtlMs, catalogTtlMs: config.cacheCatalogTtlMs, ttls: config.cacheTtls };
  }

  /** How long an answer of `url` is kept, ms; 0 when none is. */
  ttl(url: string): number {
    return this.cache ? ttlFor(this.cacheConfig, firstKindOf(url, this.basePath)) : 0;
  }

  /** When the upstream last accepted the key (0: not lately), on the invalidation clock. */
  acceptedAt(scope: string): number {
    return this.accepted.get(scope) ?? 0;
  }

  /** The upstream answered the key (not a 401, not a 5xx) for a request sent at `sentAt`. */
  accept(scope: string, sentAt: number): void {
    this.accepted.set(scope, sentAt);
  }

  /**
   * The upstream rejected the key: it reads no cached answer here, and (`shared`: some instance may trust
   * it) on no other instance either. A key no instance had accepted is not announced, so made-up keys leave
   * no stamp behind: none would outlive the day in Redis or fill an instance's table of stamps.
   */
  revoke(scope: string, log: Logger, shared = true): void {
    this.accepted.delete(scope);
    if (!shared) return;
    this.invalidations.invalidate([keyTag(scope)]).catch((err: Error) => log.warn({ err: err.message }, 'key revocation not shared with other instances'));
  }

  /** `no-cache` is honoured for a user's first refreshes of the minute. */
  refreshAllowed(scope: string, user: string): Promise<boolean> {
    return this.refreshes.consume(`${scope}|${user}`).then(
      () => true,
      () => false,
    );
  }

  /**
   * The kept answer of `url` if the key is trusted, with the latest invalidation and the read time a
   * request sent now is filed under; undefined when the store fails (that costs requests, not answers).
   */
  async lookup(scope: string, url: string, fresh: boolean, log: Logger): Promise<CacheLookup | undefined> {
    try {
      // A key the upstream has not accepted lately (or that was revoked since) reads upstream: it gets no cached data.
      return await this.cache!.lookup(scope, url, { fresh, acceptedAt: this.acceptedAt(scope), trustMs: this.config.keyTrustMs });
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'upstream cache lookup failed');
      return undefined;
    }
  }

  /** A kept answer past its time to live but never invalidated, with its age; for when the day's budget is spent. */
  async stale(scope: string, url: string): Promise<{ answer: CachedAnswer; ageMs: number } | undefined> {
    try {
      const found = await this.cache!.lookup(scope, url, {
        fresh: false,
        acceptedAt: this.acceptedAt(scope),
        // A spent day confirms no key upstream: one accepted within the stale window (and not revoked since) still reads.
        trustMs: Math.max(this.config.keyTrustMs, this.config.cacheStaleMs),
        stale: true,
      });
      return found.answer && found.ageMs !== undefined ? { answer: found.answer, ageMs: found.ageMs } : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A refresh (`Cache-Control: no-cache`) read `text` for `url`. When the answer kept for it differs, the
   * upstream changed without a webhook: the records of both answers are invalidated on every instance, so
   * no whole answer or kept read built on the old one is served after the refresh. A lookup or an
   * invalidation that fails is logged; the refresh still answers.
   */
  async refreshed(scope: string, url: string, text: string, tags: readonly string[], log: Logger): Promise<void> {
    try {
      const found = await this.cache!.lookup(scope, url, { fresh: false, acceptedAt: this.acceptedAt(scope), trustMs: this.config.keyTrustMs });
      if (!found.answer || found.answer.text === text) return;
      await this.invalidations.invalidate([...new Set([...tags, ...(found.answer.tags ?? [])])]);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'a refreshed answer could not invalidate the one it replaces');
    }
  }

  /** Stores an answer without waiting: a store that fails costs a later request, not this answer. */
  keep(scope: string, url: string, readAt: number, answer: WireAnswer, tags: readonly string[], ttl: number, log: Logger): void {
    this.cache!.store(scope, url, readAt, { status: answer.status, text: answer.text }, tags, ttl).catch((error: Error) =>
      log.warn({ err: error.message }, 'upstream cache store failed'),
    );
  }

  /** Keeps a record's 404 (a missing list is not kept); the tags it is filed under, or undefined. */
  keepNotFound(scope: string, url: string, readAt: number, answer: WireAnswer, ttl: number, log: Logger): string[] | undefined {
    if (answer.status !== 404 || isList(url)) return undefined;
    const tags = tagsOfPath(url, this.basePath);
    this.keep(scope, url, readAt, answer, tags, ttl, log);
    return tags;
  }
}

/** Whether a GET path reads a list (its last segment is not an id). */
const isList = (url: string) => !/\/\d+$/.test(url.split('?', 1)[0] ?? '');

/** The shared cache: in memory, or in Redis with this instance's memory while Redis does not answer in time. */
export function createCache(config: UpstreamConfig, invalidations: Invalidations, store: SharedStore | undefined): SharedCache {
  const memory = new MemoryCache(config.cacheMaxBytes, invalidations, config.cacheStaleMs);
  if (!store) return memory;
  return new GuardedCache(
    new RedisCache(store.redis, store.prefix, config.cacheStaleMs),
    memory,
    RedisGuard.of(store.redis) ?? new RedisGuard(store.redis, { ...DEFAULT_GUARD, role: 'shared' }),
    invalidations,
  );
}
