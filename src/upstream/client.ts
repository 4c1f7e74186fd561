/**
 * The only code that speaks to the REST API. The client is shared by every operation: it spends each
 * key's budget once (answers reused from the shared cache per key, identical GETs in flight sharing one
 * request, every request paced to the key's limit). Each operation speaks through its own
 * `UpstreamSession` (session.ts). Errors are `UpstreamError`s; `gateway/mask-error.ts` maps them.
 */
import type { Logger } from 'pino';
import type { UpstreamConfig } from '../config.js';
import { LocalInvalidations, type Invalidations } from '../invalidation/index.js';
import type { UpstreamBreakers } from './breaker.js';
import { CachePolicy, createCache, type SharedStore } from './cache-policy.js';
import { Flights } from './flights.js';
import { MemoryPacer, RedisPacer, hashKey } from './pacer.js';
import type { Query, UpstreamAuth } from './request-path.js';
import { UpstreamSession, type CacheNotes, type SessionOptions, type Shared, type UpstreamRateLimit } from './session.js';
import { createTransport } from './transport.js';
import type { WriteMethod, WriteOptions } from './writes.js';

export { UpstreamSession };
export type { CacheNotes, Query, SessionOptions, SharedStore, UpstreamAuth, UpstreamRateLimit, WriteMethod, WriteOptions };

export interface UpstreamClient {
  /**
   * A session for one GraphQL operation, bound to the caller's key (undefined = none was sent) and,
   * for key management only, the caller's `Authorization: Basic …` header.
   */
  session(apiKey: string | undefined, basicAuth?: string, options?: SessionOptions): UpstreamSession;
  /** Whether the upstream accepted `apiKey` lately on this instance (answered it with anything but a 401). */
  knowsKey(apiKey: string): boolean;
  /** Record-level invalidation: what the client's writes change, and what it checks its cached answers against. */
  readonly invalidations: Invalidations;
  close(): Promise<void>;
  /** One circuit per route: open while that route is failing; requests fail fast until a trial succeeds. */
  readonly breakers: UpstreamBreakers;
}

export function createUpstreamClient(
  config: UpstreamConfig & { url: string },
  logger: Logger,
  invalidations: Invalidations = new LocalInvalidations({
    retentionMs: Math.max(config.cacheRecordTtlMs, config.cacheCatalogTtlMs, config.keyTrustMs) + config.cacheStaleMs,
  }),
  store?: SharedStore,
): UpstreamClient {
  const transport = createTransport(config, logger);
  const pacerConfig = {
    perSecond: config.ratePerSecond,
    marginMs: config.rateMarginMs,
    maxWaitMs: config.rateMaxWaitMs,
    maxQueue: config.rateMaxQueue,
    perDay: config.dailyBudget,
    writeReservePercent: config.writeReservePercent,
    userDailyPercent: config.userDailyPercent,
  };
  const shared: Shared = {
    config,
    transport,
    logger,
    policy: new CachePolicy(config.cache ? createCache(config, invalidations, store) : undefined, config, invalidations, transport.basePath),
    pacer: store ? new RedisPacer(pacerConfig, store.redis, store.prefix) : new MemoryPacer(pacerConfig),
    invalidations,
    flights: new Flights(),
  };
  return {
    session: (apiKey, basicAuth, options) => new UpstreamSession(shared, apiKey, basicAuth, options),
    knowsKey: (apiKey) => shared.pacer.knows(hashKey(apiKey)),
    invalidations,
    // Called at shutdown after in-flight operations had their grace period: whatever is left is abandoned.
    close: async () => {
      await shared.policy.cache?.close();
      await transport.close();
    },
    breakers: transport.breakers,
  };
}
