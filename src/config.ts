/**
 * Every gateway setting, read from the environment once at start and validated, so a typo fails the
 * boot with a message naming the variable instead of surfacing later as a strange runtime error.
 */
import { fileURLToPath } from 'node:url';
import { SSE_KEEP_ALIVE_MS } from './limits.js';

export interface UpstreamConfig {
  /** REST base including `/v1` (`UPSTREAM_URL`); undefined = start the embedded sandbox. */
  url: string | undefined;
  /** TCP/TLS connect timeout in ms (`UPSTREAM_CONNECT_TIMEOUT_MS`). */
  connectTimeoutMs: number;
  /** Time to the response headers in ms (`UPSTREAM_HEADERS_TIMEOUT_MS`). */
  headersTimeoutMs: number;
  /** Max idle time between body chunks in ms (`UPSTREAM_BODY_TIMEOUT_MS`). */
  bodyTimeoutMs: number;
  /** Keep-alive sockets per upstream origin (`UPSTREAM_POOL_SIZE`, default 128: above the per-operation cap, so one operation's widest level never waits for a socket). */
  poolSize: number;
  /** How long an idle keep-alive socket is kept, ms (`UPSTREAM_KEEP_ALIVE_MS`). */
  keepAliveMs: number;
  /** Retries of a GET on 429/502/503/504 and connection resets (`UPSTREAM_RETRIES`); writes never retry. */
  retries: number;
  /** First retry delay in ms, doubled each time; `Retry-After` wins when sent (`UPSTREAM_RETRY_MIN_MS`). */
  retryMinMs: number;
  /** Upper bound of one retry delay, also caps `Retry-After` (`UPSTREAM_RETRY_MAX_MS`). */
  retryMaxMs: number;
  /** Upstream requests in flight per GraphQL operation (`UPSTREAM_MAX_CONCURRENCY`, default 100: a level fanned out from a full page goes in one wave). */
  maxConcurrencyPerOperation: number;
  /** Upstream requests one GraphQL operation may send in all (`UPSTREAM_MAX_REQUESTS_PER_OPERATION`). */
  maxRequestsPerOperation: number;
  /** Retries allowed as a percentage of recent first attempts, on top of 10 a second (`UPSTREAM_RETRY_BUDGET_PERCENT`). */
  retryBudgetPercent: number;
  /** Consecutive upstream failures (transport, 502/503/504) that open the circuit (`UPSTREAM_BREAKER_THRESHOLD`). */
  breakerThreshold: number;
  /** How long an open circuit fails fast before one trial request (`UPSTREAM_BREAKER_HALF_OPEN_MS`). */
  breakerHalfOpenMs: number;
  /** Largest upstream answer read, bytes (`UPSTREAM_MAX_ANSWER_BYTES`, default 32 MiB); larger fails that field with UPSTREAM_ERROR. */
  maxAnswerBytes: number;
  /** Keep upstream GET answers across operations, per API key (`UPSTREAM_CACHE`, default true). */
  cache: boolean;
  /** Bytes of answers kept in memory (`UPSTREAM_CACHE_MAX_BYTES`, default 64 MiB); with Redis, Redis's maxmemory bounds them. */
  cacheMaxBytes: number;
  /** How long records that change are kept: projects, work orders, invoices, accounts … (`UPSTREAM_CACHE_TTL_MS`, default 30 s). */
  cacheRecordTtlMs: number;
  /** How long catalogs are kept: AHJs, utilities, stages, workflows, catalog units, users … (`UPSTREAM_CACHE_CATALOG_TTL_MS`, default 10 min). */
  cacheCatalogTtlMs: number;
  /** Per-kind overrides by the path's first segment, `kind=ms,kind=ms` (`UPSTREAM_CACHE_TTLS`, e.g. `projects=5000,ahjs=0`; 0 = not cached). */
  cacheTtls: Record<string, number>;
  /** Cached answers go only to a key the upstream accepted within this many ms; older, the read goes upstream (`UPSTREAM_KEY_TRUST_MS`, default 60 s). */
  keyTrustMs: number;
  /** Upstream requests per second per API key; requests beyond it wait (`UPSTREAM_RATE_PER_SECOND`, default 100; 0 = no pacing). */
  ratePerSecond: number;
  /** Added to the one-second pacing window for network jitter, ms (`UPSTREAM_RATE_MARGIN_MS`, default 100). */
  rateMarginMs: number;
  /** Longest wait for a paced slot before the field fails with RATE_LIMITED, ms (`UPSTREAM_RATE_MAX_WAIT_MS`, default 5000). */
  rateMaxWaitMs: number;
  /** Requests of one key waiting for a slot at once; more fail at once with RATE_LIMITED (`UPSTREAM_RATE_MAX_QUEUE`, default 2000). */
  rateMaxQueue: number;
  /** The daily request budget of a key when the upstream does not report one (`UPSTREAM_DAILY_BUDGET`, default 5000). */
  dailyBudget: number;
  /** Share of the day's budget kept for writes: reads stop going upstream when only this much is left (`UPSTREAM_WRITE_RESERVE_PERCENT`, default 5). */
  writeReservePercent: number;
  /** Percent of the key's day one user's reads may spend (`UPSTREAM_USER_DAILY_PERCENT`, default 0: no share per user). */
  userDailyPercent: number;
  /** How long past its TTL a cached answer may still be served while the day's budget is spent, ms (`UPSTREAM_CACHE_STALE_MS`, default one day). */
  cacheStaleMs: number;
  /** Header naming the user behind a request, for fair shares of a key (`UPSTREAM_FAIRNESS_HEADER`, e.g. `x-client-id`; unset: the client address). */
  fairnessHeader: string | undefined;
  /** `Cache-Control: no-cache` operations each user may run per minute; beyond, cached answers are served (`UPSTREAM_REFRESHES_PER_MINUTE`, default 10). */
  refreshesPerMinute: number;
  /** Keep queries' whole answers, invalidated with the records they hold (`ANSWER_CACHE`, default true; only with `UPSTREAM_CACHE`). */
  answerCache: boolean;
}

export interface LimitsConfig {
  /** Max query cost, in upstream requests the query may imply (`GRAPHQL_MAX_COMPLEXITY`, default 1000). */
  maxComplexity: number;
  /** Max selection depth (`GRAPHQL_MAX_DEPTH`). */
  maxDepth: number;
  /** Max number of selected fields (`GRAPHQL_MAX_BREADTH`). */
  maxBreadth: number;
  /** Max aliases in one operation (`GRAPHQL_MAX_ALIASES`). */
  maxAliases: number;
  /** Max root fields in one operation (`GRAPHQL_MAX_ROOT_FIELDS`). */
  maxRootFields: number;
  /** Max lexical tokens in one document (`GRAPHQL_MAX_TOKENS`). */
  maxTokens: number;
  /** Max directives in one operation (`GRAPHQL_MAX_DIRECTIVES`). */
  maxDirectives: number;
  /** Max request body in bytes; multipart uploads included (`GRAPHQL_MAX_BODY_BYTES`). */
  maxBodyBytes: number;
  /** Whole-operation deadline in ms for queries and mutations (`GRAPHQL_OPERATION_DEADLINE_MS`). */
  operationDeadlineMs: number;
  /** Schema introspection allowed (`GRAPHQL_INTROSPECTION`; default off when NODE_ENV=production). */
  introspection: boolean;
  /** "Did you mean …" suggestions in validation errors (`GRAPHQL_FIELD_SUGGESTIONS`; default off in production). */
  fieldSuggestions: boolean;
}

/** Persisted operations (src/gateway/plugins/use-persisted.ts). */
export interface PersistedConfig {
  /** Accept only operations of the manifest, sent by hash (`PERSISTED_OPERATIONS_ONLY`, default false). */
  only: boolean;
  /** The persisted-documents manifest, `{ hash: document }` (`PERSISTED_OPERATIONS_MANIFEST`, default the one `npm run codegen` writes). */
  manifestPath: string;
}

/** Webhook receiver and subscriptions (src/events). */
export interface EventsConfig {
  /** The token accepted in `POST /webhooks/{token}` (`WEBHOOK_TOKEN`); unset = every delivery gets 401. */
  webhookToken: string | undefined;
  /** Largest webhook body accepted, bytes (`WEBHOOK_MAX_BYTES`, default 1 MiB); larger gets 413. */
  webhookMaxBytes: number;
  /** Window in which a repeated `eventId` is dropped, ms (`WEBHOOK_DEDUP_TTL_MS`, default 1 hour). */
  dedupTtlMs: number;
  /** Events kept for resuming subscribers (`EVENTS_REPLAY_MAX`, default 1000). */
  replayMaxEvents: number;
  /** Age limit of replayed events, ms (`EVENTS_REPLAY_MAX_AGE_MS`, default 1 hour). */
  replayMaxAgeMs: number;
  /** Bytes of events (their JSON) kept for resuming subscribers, in memory or in Redis (`EVENTS_REPLAY_MAX_BYTES`, default 8 MiB); the oldest go first. */
  replayMaxBytes: number;
  /** Events allowed to wait for one subscriber before it is told and dropped (`EVENTS_SUBSCRIBER_QUEUE`, default 100). */
  subscriberQueue: number;
  /** Time a dropped subscriber has to take the notice before its connection is cut, ms (`EVENTS_OVERFLOW_GRACE_MS`, default 5000). */
  overflowGraceMs: number;
  /** How long the upstream's verdict on a subscriber's key is remembered, ms (`EVENTS_KEY_CHECK_TTL_MS`, default 30000): a key costs at most one check request per period. */
  keyCheckTtlMs: number;
  /** Largest graphql-ws message a client may send, bytes (`EVENTS_WS_MAX_MESSAGE_BYTES`, default 256 KiB); beyond, the socket is closed (1009). */
  wsMaxMessageBytes: number;
  /** Least time between two updates of one live query, ms (`LIVE_QUERY_THROTTLE_MS`, default 250); a query's `@live(throttle:)` may ask for more. */
  liveThrottleMs: number;
  /** Live queries one API key may hold open at once on an instance (`LIVE_QUERIES_PER_KEY`, default 100). */
  livePerKey: number;
}

/** The gateway's node:http server (main.ts, src/http-server.ts): how long a client may hold a connection. */
export interface HttpConfig {
  /** Time for a whole request (headers and body) to arrive, ms (`HTTP_REQUEST_TIMEOUT_MS`, default 60000; Node's own is 300000). */
  requestTimeoutMs: number;
  /** Time for a new connection's request headers to arrive, ms (`HTTP_HEADERS_TIMEOUT_MS`, default 5000; at most the request timeout): a connection that sends nothing is closed then. */
  headersTimeoutMs: number;
  /**
   * A connection on which no byte moves either way for this long is closed, ms (`HTTP_IDLE_TIMEOUT_MS`,
   * default 60000): a reader that stopped reading no longer holds its answer in memory. Above the
   * operation deadline and the 12 s keep-alive of SSE subscriptions; WebSockets have their own pings.
   */
  idleTimeoutMs: number;
  /**
   * Open connections at most, WebSockets included (`HTTP_MAX_CONNECTIONS`, default 1000). A connection past
   * the cap waits, unread, up to the headers timeout: once it sends a request the longest-idle connection is
   * closed for it (or it goes in when one closes); one that stays silent is closed at the end of its wait.
   */
  maxConnections: number;
  /** Open connections per client address (`HTTP_MAX_CONNECTIONS_PER_ADDRESS`, default 256); past it a new one waits as above, and that address's longest-idle connection is the one closed for it. */
  maxConnectionsPerAddress?: number;
  /** Requests without an API key allowed per client address and second (`HTTP_KEYLESS_RATE_PER_SECOND`, default 20; 0 = no limit); more get 429. Webhooks and health checks are not counted. */
  keylessPerSecond?: number;
  /** Distinct API keys one client address may present a minute (`HTTP_KEYS_PER_ADDRESS_PER_MINUTE`, default 20; 0 = no limit); a request with one more gets 429. */
  keysPerAddressPerMinute?: number;
  /** How long the two refusals above (429) are held before they are sent, ms (`HTTP_REFUSAL_DELAY_MS`, default 1000, at most the Retry-After; 0 = at once): a client retrying at once gets one refusal per delay. */
  refusalDelayMs?: number;
}

/** How the gateway uses Redis when `REDIS_URL` is set (src/redis-guard.ts): every command on a request's path is bounded and falls back to memory. */
export interface RedisGuardConfig {
  /** Longest wait for one Redis command before the caller falls back to this instance's memory, ms (`REDIS_COMMAND_TIMEOUT_MS`, default 50). */
  commandTimeoutMs: number;
  /** Consecutive failed or slow commands that mark Redis degraded: later calls fall back at once (`REDIS_BREAKER_THRESHOLD`, default 3). */
  breakerThreshold: number;
  /** While degraded, how often Redis is tried again (and each instance's heartbeat is written), ms (`REDIS_RETRY_MS`, default 1000). */
  retryMs: number;
  /** While degraded, each instance paces a key to its rate divided by this (`REDIS_FALLBACK_INSTANCES`, default 0 = the instances seen alive in the last few seconds). */
  fallbackInstances: number;
  /** Percent of each key's rate kept out of the shared pacing while Redis is healthy, which each instance may send at once when it fails (`REDIS_OUTAGE_RESERVE_PERCENT`, default 10; 0 = send nothing new for a second). */
  outageReservePercent: number;
  /** `/readyz` answers 503 while a dependency is degraded (`READYZ_FAIL_WHEN_DEGRADED`, default false: the instance still serves). */
  failReadinessWhenDegraded: boolean;
}

/** Redis, shared by every instance when `REDIS_URL` is set: events, the upstream cache, invalidations, pacing and live queries. */
export interface RedisConfig extends RedisGuardConfig {
  /** Where Redis is (`REDIS_URL`, `redis://` or `rediss://`); unset = each instance keeps all of it in memory. */
  url: string | undefined;
  /** Prefix of every Redis key and channel (`REDIS_PREFIX`, default `fieldgraph:`). */
  prefix: string;
  /**
   * How the other instances reach this one (`INSTANCE_URL`, e.g. `http://10.0.0.5:4000`); with `instanceToken`,
   * a change made while Redis does not answer is told to the other instances directly. Unset = not told.
   */
  instanceUrl: string | undefined;
  /** The secret every instance sends and accepts on that path (`INSTANCE_TOKEN`, at least 16 characters). */
  instanceToken: string | undefined;
  /**
   * The other instances' origins, told directly until Redis first answers this instance (`REDIS_FALLBACK_PEERS`,
   * comma-separated; default none): an instance started while Redis is down still tells them of its writes.
   * Once Redis answers, the instances found through it replace this list.
   */
  fallbackPeers: readonly string[];
}

export interface GatewayConfig {
  /** `NODE_ENV=production`: GraphiQL, introspection and field suggestions off unless asked for, no prefilled key. */
  production: boolean;
  /** Gateway HTTP port (`PORT`, default 4000). */
  port: number;
  /** Listen address (`HOST`, default 0.0.0.0). */
  host: string;
  upstream: UpstreamConfig;
  limits: LimitsConfig;
  /** The key GraphiQL's header editor opens with (`DEMO_API_KEY`; main.ts sets it to the sandbox key); never in production. */
  demoApiKey: string | undefined;
  /** pino level (`LOG_LEVEL`, default info). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Serve GraphiQL on GET /graphql from a browser (`GRAPHIQL`, default true; false with NODE_ENV=production). */
  graphiql: boolean;
  /** Queries run as code compiled from their document (`GRAPHQL_COMPILED_QUERIES`, default true); false: the standard executor for all. */
  compiledQueries: boolean;
  /** Bearer token `GET /metrics` requires (`METRICS_TOKEN`); unset = open, for a scraper on a private network. */
  metricsToken: string | undefined;
  http: HttpConfig;
  /** Port of the embedded sandbox when UPSTREAM_URL is unset (`SANDBOX_PORT`, default 4010). */
  sandboxPort: number;
  /** On SIGTERM, how long in-flight requests may take before connections are closed (`SHUTDOWN_GRACE_MS`). */
  shutdownGraceMs: number;
  events: EventsConfig;
  redis: RedisConfig;
  persisted: PersistedConfig;
  /** Execution slots shared fairly between the users behind a key (src/gateway/fair-execution.ts). */
  execution: {
    /** Queries and mutations executing at once on this instance, those waiting for the upstream included (`EXECUTION_SLOTS`, e.g. 256; default 0: unbounded, no fair shares). */
    slots: number;
    /** While the event loop is busy, the slots the users active together share, at least one each (`EXECUTION_SLOTS_WHEN_BUSY`, default 4). */
    busySlots: number;
    /** Operations of one user that may wait for a slot; beyond, `RATE_LIMITED` (`EXECUTION_QUEUE_PER_USER`, default 1000). */
    queuePerUser: number;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** The manifest `npm run codegen` writes for src/operations/*.graphql (found from this file, not the cwd). */
const DEFAULT_PERSISTED_MANIFEST = fileURLToPath(new URL('./operations/generated/persisted-documents.json', import.meta.url));

/** An http:// or https:// origin: scheme, host and port, no path (INSTANCE_URL, REDIS_FALLBACK_PEERS). */
const ORIGIN = /^https?:\/\/[^/\s]+$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and validates every setting; throws one ConfigError listing all problems at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };

  let url = str('UPSTREAM_URL');
  if (url !== undefined) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      if (parsed.search || parsed.hash) throw new Error('query');
      url = url.replace(/\/+$/, '');
      if (!url.endsWith('/v1')) problems.push(`UPSTREAM_URL must be the REST base including /v1, e.g. http://127.0.0.1:4010/v1`);
    } catch {
      problems.push('UPSTREAM_URL must be an http(s) URL without query string, e.g. http://127.0.0.1:4010/v1');
    }
  }

  // Production hides the schema's shape from strangers unless told otherwise.
  const production = str('NODE_ENV') === 'production';
  const logLevel = (str('LOG_LEVEL') ?? 'info') as GatewayConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);

  const config: GatewayConfig = {
    port: int('PORT', 4000, 0, 65535),
    host: str('HOST') ?? '0.0.0.0',
    upstream: {
      url,
      connectTimeoutMs: int('UPSTREAM_CONNECT_TIMEOUT_MS', 2_000, 1, 60_000),
      headersTimeoutMs: int('UPSTREAM_HEADERS_TIMEOUT_MS', 10_000, 1, 300_000),
      bodyTimeoutMs: int('UPSTREAM_BODY_TIMEOUT_MS', 10_000, 1, 300_000),
      poolSize: int('UPSTREAM_POOL_SIZE', 128, 1, 4096),
      keepAliveMs: int('UPSTREAM_KEEP_ALIVE_MS', 30_000, 1, 600_000),
      retries: int('UPSTREAM_RETRIES', 2, 0, 10),
      retryMinMs: int('UPSTREAM_RETRY_MIN_MS', 100, 1, 60_000),
      retryMaxMs: int('UPSTREAM_RETRY_MAX_MS', 2_000, 1, 120_000),
      maxConcurrencyPerOperation: int('UPSTREAM_MAX_CONCURRENCY', 100, 1, 1024),
      maxRequestsPerOperation: int('UPSTREAM_MAX_REQUESTS_PER_OPERATION', 1_000, 1, 100_000),
      retryBudgetPercent: int('UPSTREAM_RETRY_BUDGET_PERCENT', 20, 0, 100),
      breakerThreshold: int('UPSTREAM_BREAKER_THRESHOLD', 10, 1, 10_000),
      breakerHalfOpenMs: int('UPSTREAM_BREAKER_HALF_OPEN_MS', 5_000, 1, 600_000),
      maxAnswerBytes: int('UPSTREAM_MAX_ANSWER_BYTES', 32 * 1024 * 1024, 1_024, 1024 * 1024 * 1024),
      cache: bool('UPSTREAM_CACHE', true),
      cacheMaxBytes: int('UPSTREAM_CACHE_MAX_BYTES', 64 * 1024 * 1024, 1_024, 16 * 1024 * 1024 * 1024),
      cacheRecordTtlMs: int('UPSTREAM_CACHE_TTL_MS', 30_000, 0, 86_400_000),
      cacheCatalogTtlMs: int('UPSTREAM_CACHE_CATALOG_TTL_MS', 600_000, 0, 86_400_000),
      cacheTtls: ttlTable(str('UPSTREAM_CACHE_TTLS'), problems),
      keyTrustMs: int('UPSTREAM_KEY_TRUST_MS', 60_000, 0, 86_400_000),
      ratePerSecond: int('UPSTREAM_RATE_PER_SECOND', 100, 0, 100_000),
      rateMarginMs: int('UPSTREAM_RATE_MARGIN_MS', 100, 0, 10_000),
      rateMaxWaitMs: int('UPSTREAM_RATE_MAX_WAIT_MS', 5_000, 0, 600_000),
      rateMaxQueue: int('UPSTREAM_RATE_MAX_QUEUE', 2_000, 0, 1_000_000),
      dailyBudget: int('UPSTREAM_DAILY_BUDGET', 5_000, 1, 1_000_000_000),
      writeReservePercent: int('UPSTREAM_WRITE_RESERVE_PERCENT', 5, 0, 100),
      userDailyPercent: int('UPSTREAM_USER_DAILY_PERCENT', 0, 0, 100),
      cacheStaleMs: int('UPSTREAM_CACHE_STALE_MS', 86_400_000, 0, 7 * 86_400_000),
      fairnessHeader: str('UPSTREAM_FAIRNESS_HEADER')?.toLowerCase(),
      refreshesPerMinute: int('UPSTREAM_REFRESHES_PER_MINUTE', 10, 0, 1_000_000),
      answerCache: bool('ANSWER_CACHE', true),
    },
    limits: {
      maxComplexity: int('GRAPHQL_MAX_COMPLEXITY', 1_000, 1, 1_000_000),
      maxDepth: int('GRAPHQL_MAX_DEPTH', 10, 1, 100),
      maxBreadth: int('GRAPHQL_MAX_BREADTH', 300, 1, 100_000),
      maxAliases: int('GRAPHQL_MAX_ALIASES', 15, 0, 10_000),
      maxRootFields: int('GRAPHQL_MAX_ROOT_FIELDS', 20, 1, 10_000),
      maxTokens: int('GRAPHQL_MAX_TOKENS', 2_000, 10, 1_000_000),
      maxDirectives: int('GRAPHQL_MAX_DIRECTIVES', 20, 0, 10_000),
      maxBodyBytes: int('GRAPHQL_MAX_BODY_BYTES', 10 * 1024 * 1024, 1_024, 1024 * 1024 * 1024),
      operationDeadlineMs: int('GRAPHQL_OPERATION_DEADLINE_MS', 30_000, 10, 600_000),
      introspection: bool('GRAPHQL_INTROSPECTION', !production),
      fieldSuggestions: bool('GRAPHQL_FIELD_SUGGESTIONS', !production),
    },
    production,
    // Production never shows a key to whoever opens GraphiQL.
    demoApiKey: production ? undefined : str('DEMO_API_KEY'),
    logLevel,
    graphiql: bool('GRAPHIQL', !production),
    compiledQueries: bool('GRAPHQL_COMPILED_QUERIES', true),
    metricsToken: str('METRICS_TOKEN'),
    http: {
      requestTimeoutMs: int('HTTP_REQUEST_TIMEOUT_MS', 60_000, 1_000, 3_600_000),
      headersTimeoutMs: int('HTTP_HEADERS_TIMEOUT_MS', 5_000, 500, 600_000),
      idleTimeoutMs: int('HTTP_IDLE_TIMEOUT_MS', 60_000, 1_000, 3_600_000),
      maxConnections: int('HTTP_MAX_CONNECTIONS', 1_000, 1, 1_000_000),
      maxConnectionsPerAddress: int('HTTP_MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
      keylessPerSecond: int('HTTP_KEYLESS_RATE_PER_SECOND', 20, 0, 1_000_000),
      keysPerAddressPerMinute: int('HTTP_KEYS_PER_ADDRESS_PER_MINUTE', 20, 0, 1_000_000),
      refusalDelayMs: int('HTTP_REFUSAL_DELAY_MS', 1_000, 0, 60_000),
    },
    redis: {
      url: str('REDIS_URL'),
      prefix: str('REDIS_PREFIX') ?? 'fieldgraph:',
      commandTimeoutMs: int('REDIS_COMMAND_TIMEOUT_MS', 50, 1, 60_000),
      breakerThreshold: int('REDIS_BREAKER_THRESHOLD', 3, 1, 1_000),
      retryMs: int('REDIS_RETRY_MS', 1_000, 50, 600_000),
      fallbackInstances: int('REDIS_FALLBACK_INSTANCES', 0, 0, 10_000),
      outageReservePercent: int('REDIS_OUTAGE_RESERVE_PERCENT', 10, 0, 50),
      failReadinessWhenDegraded: bool('READYZ_FAIL_WHEN_DEGRADED', false),
      instanceUrl: str('INSTANCE_URL')?.replace(/\/+$/, ''),
      instanceToken: str('INSTANCE_TOKEN'),
      fallbackPeers: (str('REDIS_FALLBACK_PEERS') ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    sandboxPort: int('SANDBOX_PORT', 4010, 0, 65535),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    events: {
      webhookToken: str('WEBHOOK_TOKEN'),
      webhookMaxBytes: int('WEBHOOK_MAX_BYTES', 1_048_576, 1_024, 67_108_864),
      dedupTtlMs: int('WEBHOOK_DEDUP_TTL_MS', 3_600_000, 1_000, 604_800_000),
      replayMaxEvents: int('EVENTS_REPLAY_MAX', 1_000, 0, 1_000_000),
      replayMaxAgeMs: int('EVENTS_REPLAY_MAX_AGE_MS', 3_600_000, 1_000, 604_800_000),
      replayMaxBytes: int('EVENTS_REPLAY_MAX_BYTES', 8_388_608, 0, 1_073_741_824),
      subscriberQueue: int('EVENTS_SUBSCRIBER_QUEUE', 100, 1, 100_000),
      overflowGraceMs: int('EVENTS_OVERFLOW_GRACE_MS', 5_000, 10, 600_000),
      keyCheckTtlMs: int('EVENTS_KEY_CHECK_TTL_MS', 30_000, 1_000, 3_600_000),
      wsMaxMessageBytes: int('EVENTS_WS_MAX_MESSAGE_BYTES', 262_144, 1_024, 67_108_864),
      liveThrottleMs: int('LIVE_QUERY_THROTTLE_MS', 250, 0, 3_600_000),
      livePerKey: int('LIVE_QUERIES_PER_KEY', 100, 1, 1_000_000),
    },
    persisted: {
      only: bool('PERSISTED_OPERATIONS_ONLY', false),
      manifestPath: str('PERSISTED_OPERATIONS_MANIFEST') ?? DEFAULT_PERSISTED_MANIFEST,
    },
    execution: {
      slots: int('EXECUTION_SLOTS', 0, 0, 100_000),
      busySlots: int('EXECUTION_SLOTS_WHEN_BUSY', 4, 1, 100_000),
      queuePerUser: int('EXECUTION_QUEUE_PER_USER', 1_000, 0, 1_000_000),
    },
  };
  if (config.redis.url !== undefined && !/^rediss?:\/\//.test(config.redis.url)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379');
  }
  const { instanceUrl, instanceToken } = config.redis;
  if (instanceUrl !== undefined) {
    if (!ORIGIN.test(instanceUrl)) problems.push('INSTANCE_URL must be an http:// or https:// origin, e.g. http://10.0.0.5:4000');
    if (config.redis.url === undefined) problems.push('INSTANCE_URL needs REDIS_URL: the instances find each other through Redis');
    if (instanceToken === undefined || instanceToken.length < 16) problems.push('INSTANCE_TOKEN must be set, at least 16 characters, when INSTANCE_URL is');
  }
  const notOrigins = config.redis.fallbackPeers.filter((origin) => !ORIGIN.test(origin));
  if (notOrigins.length > 0) {
    problems.push(`REDIS_FALLBACK_PEERS must list http:// or https:// origins, e.g. http://10.0.0.6:4000,http://10.0.0.7:4000 (not: ${notOrigins.join(', ')})`);
  }
  if (config.redis.fallbackPeers.length > 0 && instanceUrl === undefined) {
    problems.push('REDIS_FALLBACK_PEERS needs INSTANCE_URL and INSTANCE_TOKEN: the other instances accept only an instance with the token');
  }
  if (config.upstream.retryMinMs > config.upstream.retryMaxMs) {
    problems.push('UPSTREAM_RETRY_MIN_MS must not exceed UPSTREAM_RETRY_MAX_MS');
  }
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  // An idle connection is one waiting for an operation to finish too, or for the next SSE keep-alive.
  const busiest = Math.max(config.limits.operationDeadlineMs, SSE_KEEP_ALIVE_MS);
  if (config.http.idleTimeoutMs <= busiest) {
    problems.push(
      `HTTP_IDLE_TIMEOUT_MS must exceed GRAPHQL_OPERATION_DEADLINE_MS and the ${SSE_KEEP_ALIVE_MS} ms keep-alive of SSE subscriptions (${busiest}), got ${config.http.idleTimeoutMs}`,
    );
  }
  const faults = sandboxFaultsProblem(str('SANDBOX_FAULTS'));
  if (faults) problems.push(faults);
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** `UPSTREAM_CACHE_TTLS`: `kind=ms` pairs separated by commas. */
function ttlTable(raw: string | undefined, problems: string[]): Record<string, number> {
  const table: Record<string, number> = {};
  if (raw === undefined) return table;
  for (const pair of raw.split(',')) {
    const [, kind, ms] = /^\s*([a-z][a-z-]*)\s*=\s*(\d{1,9})\s*$/.exec(pair) ?? [];
    if (kind === undefined || ms === undefined) {
      problems.push(`UPSTREAM_CACHE_TTLS must be kind=ms pairs separated by commas (e.g. projects=5000,ahjs=0), got "${pair.trim()}"`);
      continue;
    }
    table[kind] = Number(ms);
  }
  return table;
}

/**
 * `SANDBOX_FAULTS` is read by the sandbox (sandbox/core/knobs.ts), which a deployment never loads: its
 * shape is checked here so that a typo fails the boot with the others, naming the variable.
 */
function sandboxFaultsProblem(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'SANDBOX_FAULTS must be a JSON array of fault rules, e.g. [{"route":"/v1/projects","status":503}]';
  }
  if (!Array.isArray(parsed)) return 'SANDBOX_FAULTS must be a JSON array of fault rules, e.g. [{"route":"/v1/projects","status":503}]';
  const bad = parsed.findIndex((r) => !r || typeof r !== 'object' || typeof (r as { route?: unknown }).route !== 'string');
  return bad >= 0 ? `SANDBOX_FAULTS[${bad}] must be an object with a "route" string` : undefined;
}

/**
 * A config for tests and embedding: the defaults with the given upstream URL and overrides, except
 * that the shared cache and the pacing are off unless asked for: most tests count the upstream
 * requests of one operation at a time, which a cache filled by the previous test would hide.
 */
export function testConfig(
  upstreamUrl: string,
  overrides: Partial<Omit<GatewayConfig, 'upstream' | 'events' | 'redis'>> & {
    upstream?: Partial<UpstreamConfig>;
    events?: Partial<EventsConfig>;
    redis?: Partial<RedisConfig>;
  } = {},
): GatewayConfig {
  const base = loadConfig({ UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'silent', UPSTREAM_CACHE: 'false', UPSTREAM_RATE_PER_SECOND: '0' });
  return {
    ...base,
    ...overrides,
    upstream: { ...base.upstream, ...overrides.upstream },
    events: { ...base.events, ...overrides.events },
    redis: { ...base.redis, ...overrides.redis },
  };
}
