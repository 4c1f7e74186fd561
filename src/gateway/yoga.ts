/**
 * `createGateway(config)` builds the Yoga instance (no listener: tests call `yoga.fetch`, main.ts
 * mounts it on node:http). One upstream client per gateway; one upstream session per operation.
 */
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createLogger } from '../logger.js';
import type { GatewayConfig } from '../config.js';
import { schema } from '../schema/index.js';
import type { Redis } from 'ioredis';
import { createUpstreamClient } from '../upstream/client.js';
import { openRedis, type RedisGuard } from '../redis-guard.js';
import { LocalInvalidations, RedisInvalidations, type Invalidations } from '../invalidation/index.js';
import { Peers } from '../peers.js';
import { tagsOfRecordChange } from '../upstream/tags.js';
import { errorCode } from '../errors.js';
import { maskError, upstreamCause } from './mask-error.js';
import type { WebhookEvent } from '../events/event.js';
import { createContextFactory, type GatewayContext } from './context.js';
import { GRAPHIQL_OPTIONS } from './graphiql.js';
import { renderGraphiQL } from './graphiql-assets.js';
import { useGraphiQLAssets } from './plugins/use-graphiql.js';
import { useAuthFailure } from './plugins/use-auth-failure.js';
import { useHealth, type HealthState } from './plugins/use-health.js';
import { useCompression } from './plugins/use-compression.js';
import { usePersisted } from './plugins/use-persisted.js';
import { useUploadLimit } from './plugins/use-upload-limit.js';
import { useArmor } from './plugins/use-armor.js';
import { useBodyLimit } from './plugins/use-body-limit.js';
import { useCost } from './plugins/use-cost.js';
import { useCsrf } from './plugins/use-csrf.js';
import { useOperationScope } from './plugins/use-operation-scope.js';
import { useIntrospection } from './plugins/use-introspection.js';
import { usePublicAnswers } from './plugins/use-public-answers.js';
import { useRootFields } from './plugins/use-root-fields.js';
import { useMetrics } from './plugins/use-metrics.js';
import { useUsage } from './plugins/use-usage.js';
import { useTracing } from './plugins/use-tracing.js';
import { tracingEnabled } from '../tracing.js';
import { useRequestId } from './plugins/use-request-id.js';
import { useErrorCodes } from './plugins/use-error-codes.js';
import { boundedParserCache } from './document-cache.js';
import { createEventHub, type EventHub } from '../events/hub.js';
import { useWebhooks } from './plugins/use-webhooks.js';
import { usePeers } from './plugins/use-peers.js';
import { useEventIds } from './plugins/use-event-ids.js';
import { useCompiledQueries } from './plugins/use-compiled-queries.js';
import { useAnswerCache } from './plugins/use-answer-cache.js';
import { useLiveQueries } from './plugins/use-live-queries.js';
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import { useHttpCaching } from './plugins/use-http-caching.js';
import { useSseSingleConnection } from './plugins/use-sse-single-connection.js';
import { FairExecution } from './fair-execution.js';
import { useFairExecution } from './plugins/use-fair-execution.js';

export type Gateway = YogaServerInstance<Record<string, never>, GatewayContext> & {
  /** Readiness flag read by /readyz; main.ts sets `draining` on shutdown. */
  health: HealthState;
  /** This instance's event hub (webhooks in, subscriptions out); `await events.ready()` before relying on Redis. */
  events: EventHub;
  /** The plugins' names by phase, in the order Yoga runs them. */
  pluginPhases: Record<string, string[]>;
  /** This instance's execution slots (`EXECUTION_SLOTS`; undefined: unbounded): operations running and waiting. */
  executions: FairExecution | undefined;
  /** Whether the upstream answered this API key lately, here (the HTTP server never counts such a key against an address). */
  knowsKey: (apiKey: string) => boolean;
};

export function createGateway(config: GatewayConfig, options: { logger?: Logger } = {}): Gateway {
  const upstreamUrl = config.upstream.url;
  if (!upstreamUrl) throw new Error('createGateway needs config.upstream.url (main.ts starts the sandbox when UPSTREAM_URL is unset)');
  const logger = options.logger ?? createLogger(config.logLevel);
  // With REDIS_URL, the upstream cache, its invalidations and the per-key pacing are shared by every instance.
  // Each command bounded and behind a breaker (src/redis-guard.ts): while Redis is slow or down, its users fall back to this instance.
  const { url: redisUrl, prefix: redisPrefix, instanceUrl, instanceToken, ...guardOptions } = config.redis;
  // Each heartbeat names how to reach this instance (INSTANCE_URL): what Redis cannot pass on, the instances tell each other.
  const shared = redisUrl
    ? openRedis(redisUrl, { ...guardOptions, role: 'shared', logger, heartbeatKey: `${redisPrefix}instances`, advertise: instanceUrl })
    : undefined;
  const redis = shared?.redis;
  const peers =
    shared && instanceUrl && instanceToken
      ? new Peers({
          peers: () => shared.guard.peers(),
          late: () => shared.guard.latePeers(),
          token: instanceToken,
          logger: logger.child({ component: 'peers' }),
        })
      : undefined;
  const invalidations = createInvalidations(config, shared, peers, logger);
  const client = createUpstreamClient(
    { ...config.upstream, url: upstreamUrl },
    logger.child({ component: 'upstream' }),
    invalidations,
    redis ? { redis, prefix: redisPrefix } : undefined,
  );
  const health: HealthState = {
    draining: false,
    failWhenDegraded: config.redis.failReadinessWhenDegraded,
    dependencies: () => {
      const open = client.breakers.notClosed();
      const guards = [shared?.guard, events.redisGuard].filter((g) => g !== undefined);
      return {
        redis: guards.length === 0 ? 'none' : guards.every((g) => g.healthy) ? 'ok' : 'degraded',
        upstream: { circuits: open.length ? 'open' : 'closed', open },
      };
    },
  };
  const yogaLog = logger.child({ component: 'yoga' });
  const executions = config.execution.slots ? new FairExecution(config.execution) : undefined;
  const events = createEventHub(config.events, logger.child({ component: 'events' }), {
    redis: config.redis,
    peers,
    // A change made outside the gateway: answers holding its record go before any subscriber re-reads it (a duplicate changes nothing).
    beforePublish: (event) =>
      invalidations
        .invalidate(tagsOfEvent(event))
        .then(() => undefined)
        .catch((err: Error) => logger.warn({ err: err.message }, 'webhook invalidation not shared with other instances')),
  });

  // The plugins by phase, in the order they run; test/gateway/plugin-order.test.ts pins it. A phase's
  // plugins act on the request in that phase (their other hooks may run later), and order within a phase
  // matters where a comment says so.
  const phases = {
    // The HTTP request, before any GraphQL: routes that are not GraphQL, encodings, body limits, CSRF.
    edge: {
      // First: its operation span is active around everything the other plugins do (only with tracing on).
      ...(tracingEnabled() ? { useTracing: useTracing() } : {}),
      useRequestId: useRequestId(logger),
      // Every error written over HTTP carries a code of the closed set (src/errors.ts).
      useErrorCodes: useErrorCodes(),
      useHealth: useHealth(health),
      useGraphiQLAssets: useGraphiQLAssets(config.graphiql),
      useCompression: useCompression(),
      // ETag and 304 for GETs of queries.
      useHttpCaching: useHttpCaching(),
      usePersisted: usePersisted(config.persisted),
      useMetrics: useMetrics({ token: config.metricsToken }),
      useUsage: useUsage(schema),
      useCsrf: useCsrf(),
      // Before useBodyLimit, so its body cap and error wrapping apply around the multipart parser.
      useUploadLimit: useUploadLimit(),
      // A body over the strangers' size is read for a key the upstream vouches for (answered lately, or accepts when asked).
      useBodyLimit: useBodyLimit(config.limits.maxBodyBytes, {
        keyVouched: (key) =>
          client.knowsKey(key) ||
          events.keys
            .verify(key, () => client.session(key))
            .then(
              () => true,
              (error: unknown) => errorCode(error) !== 'UNAUTHENTICATED',
            ),
      }),
      useWebhooks: useWebhooks({
        token: config.events.webhookToken,
        hub: events,
        maxBytes: config.events.webhookMaxBytes,
        logger: logger.child({ component: 'webhooks' }),
      }),
      // What another instance tells this one while Redis does not answer (with INSTANCE_TOKEN).
      usePeers: usePeers({ token: instanceToken, invalidations, events }),
      // graphql-sse's single-connection mode on /graphql/stream (its own route, keys and bounds).
      useSseSingleConnection: useSseSingleConnection({ maxBodyBytes: config.limits.maxBodyBytes, knownKey: (key) => client.knowsKey(key) }),
    },
    // The document, before anything runs: limits refused before the first upstream call. Depth, breadth and
    // cost are useCost's, once the caller is known (execution phase).
    admission: {
      useArmor: useArmor(config.limits),
      useRootFields: useRootFields(config.limits.maxRootFields),
      useIntrospection: useIntrospection(config.limits.introspection),
    },
    // The operation: its upstream scope, its price, who may run it, and the executor.
    execution: {
      useOperationScope: useOperationScope(config.limits.operationDeadlineMs),
      useAuthFailure: useAuthFailure(),
      // Prices the operation and refuses one over a limit before it runs; after useAuthFailure, so a stranger gets 401 whatever it asks.
      useCost: useCost(),
      // After every plugin that adds to a result: it may stop execution, which skips the onExecute hooks after it.
      usePublicAnswers: usePublicAnswers(config.limits.introspection),
      // After useCost (a hit still reports its cost: 0 upstream requests), before the executor it may skip.
      useAnswerCache: useAnswerCache(config.upstream.cache && config.upstream.answerCache),
      // @defer and @stream: their validation rules (the directives are in the schema); Yoga's executor delivers them.
      useDeferStream: useDeferStream() as Plugin,
      // Last to choose the executor: after useCost's price, and after every plugin that may stop or replace the execution.
      useCompiledQueries: useCompiledQueries(schema, config.compiledQueries),
      // A request's slot is taken before its body is read; operations that come another way (graphql-ws, live re-runs) take it around the executor useCompiledQueries chose.
      useFairExecution: useFairExecution(executions, { endpoint: '/graphql', userHeader: config.upstream.fairnessHeader }),
      // Last: once every answer is fixed, a live query's first answer becomes its stream.
      useLiveQueries: useLiveQueries({ invalidations, throttleMs: config.events.liveThrottleMs, perKey: config.events.livePerKey }),
    },
    // Results on their way out (subscription events over SSE and WebSocket).
    delivery: {
      useEventIds: useEventIds(),
    },
  } satisfies Record<string, Record<string, Plugin<GatewayContext> | Plugin>>;

  const yoga = createYoga<Record<string, never>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    context: createContextFactory(client, config.limits, logger, events, config.upstream.fairnessHeader),
    logging: {
      debug: (...args) => yogaLog.debug(args.map(String).join(' ')),
      info: (...args) => yogaLog.info(args.map(String).join(' ')),
      warn: (...args) => yogaLog.warn(args.map(String).join(' ')),
      // Unexpected (masked) errors land here: log the error itself, the client only sees "Unexpected error."
      // Upstream errors are mapped, not masked, and the upstream client has logged them already.
      error: (...args) => void (upstreamCause(args[0]) || yogaLog.error({ err: args[0] }, 'unexpected error')),
    },
    maskedErrors: { maskError },
    // Parsed documents cached by their text, bounded in bytes (Yoga's default: 1,000 of any size).
    parserAndValidationCache: boundedParserCache(),
    graphiql: config.graphiql
      ? {
          ...GRAPHIQL_OPTIONS,
          headers: JSON.stringify(config.demoApiKey ? { 'x-api-key': config.demoApiKey } : { 'x-api-key': '' }, null, 2),
        }
      : false,
    // GraphiQL from the installed package, its files served by useGraphiQLAssets: no CDN.
    renderGraphiQL,
    plugins: [
      ...Object.values(phases).flatMap((phase) => Object.values(phase)),
      {
        onDispose: () =>
          Promise.all([client.close(), events.close(), invalidations.close(), peers?.close(), redis?.quit().catch(() => undefined)]).then(() => undefined),
      },
    ],
  });
  const pluginPhases = Object.fromEntries(Object.entries(phases).map(([phase, plugins]) => [phase, Object.keys(plugins)]));
  return Object.assign(yoga, { health, events, pluginPhases, executions, knowsKey: (apiKey: string) => client.knowsKey(apiKey) });
}

const EVENT_KINDS: Record<string, string> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts', WorkOrder: 'work-orders' };

/** What a webhook event changes: its record and its kind's lists; a record of unknown kind, only that record. */
function tagsOfEvent(event: WebhookEvent): string[] {
  return tagsOfRecordChange(event.kind ? EVENT_KINDS[event.kind] : undefined, event.targetId);
}

/** Record-level invalidation, shared through Redis when there is one; stamps matter as long as anything is cached or trusted. */
function createInvalidations(
  config: GatewayConfig,
  shared: { redis: Redis; guard: RedisGuard } | undefined,
  peers: Peers | undefined,
  logger: Logger,
): Invalidations {
  const u = config.upstream;
  // Stamps matter as long as an answer is kept, its stale days included.
  const retentionMs = Math.max(u.cacheRecordTtlMs, u.cacheCatalogTtlMs, u.keyTrustMs, ...Object.values(u.cacheTtls)) + u.cacheStaleMs + 1_000;
  if (!shared) return new LocalInvalidations({ retentionMs });
  return new RedisInvalidations(shared.redis, config.redis.prefix, {
    retentionMs,
    guard: shared.guard,
    peers,
    onError: (err: NodeJS.ErrnoException) => logger.warn({ role: 'invalidations', code: err.code }, 'redis connection error'),
  });
}
