/**
 * `createGateway(config)` builds the Yoga instance (no listener: tests call `yoga.fetch`, main.ts
 * mounts it on node:http). One upstream client per gateway; one upstream session per operation.
 */
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createLogger } from '../logger.js';
import type { GatewayConfig } from '../config.js';
import { schema } from '../schema/index.js';
import { createUpstreamClient } from '../upstream/client.js';
import { openRedis } from '../redis-guard.js';
import { kindsOfRecord } from '../upstream/shared-cache.js';
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
import { useCostReport } from './plugins/use-cost-report.js';
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
import { useEventIds } from './plugins/use-event-ids.js';
import { useCompiledQueries } from './plugins/use-compiled-queries.js';

export type Gateway = YogaServerInstance<Record<string, never>, GatewayContext> & {
  /** Readiness flag read by /readyz; main.ts sets `draining` on shutdown. */
  health: HealthState;
  /** This instance's event hub (webhooks in, subscriptions out); `await events.ready()` before relying on Redis. */
  events: EventHub;
};

export function createGateway(config: GatewayConfig, options: { logger?: Logger } = {}): Gateway {
  const upstreamUrl = config.upstream.url;
  if (!upstreamUrl) throw new Error('createGateway needs config.upstream.url (main.ts starts the sandbox when UPSTREAM_URL is unset)');
  const logger = options.logger ?? createLogger(config.logLevel);
  // With REDIS_URL, the upstream cache, its invalidations and the per-key pacing are shared by every instance.
  // Each command bounded and behind a breaker (src/redis-guard.ts): while Redis is slow or down, its users fall back to this instance.
  const shared = config.events.redisUrl
    ? openRedis(config.events.redisUrl, { ...config.redis, role: 'shared', logger, heartbeatKey: `${config.events.redisPrefix}instances` })
    : undefined;
  const redis = shared?.redis;
  const client = createUpstreamClient(
    { ...config.upstream, url: upstreamUrl },
    logger.child({ component: 'upstream' }),
    redis ? { redis, prefix: config.events.redisPrefix } : undefined,
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
  const events = createEventHub(config.events, logger.child({ component: 'events' }), { redis: config.redis });
  // A change made outside the gateway: its record's cached answers go before any subscriber re-reads it.
  const webhookHub: EventHub = Object.create(events, {
    publish: {
      value: async (event: WebhookEvent) => {
        await client.evict(kindsOfEvent(event));
        return events.publish(event);
      },
    },
  });

  const yoga = createYoga<Record<string, never>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    context: createContextFactory(client, config.limits, logger, events),
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
      // First: its operation span is active around everything the other plugins do (only with tracing on).
      ...(tracingEnabled() ? [useTracing()] : []),
      useRequestId(logger),
      // Every error written over HTTP carries a code of the closed set (src/errors.ts).
      useErrorCodes(),
      useHealth(health),
      useGraphiQLAssets(config.graphiql),
      useCompression(),
      usePersisted(config.persisted),
      useMetrics({ token: config.metricsToken }),
      useUsage(schema),
      // Operation limits, all before the first upstream call; depth, breadth and cost are plugin-complexity's (schema/builder.ts).
      useCsrf(),
      // Before useBodyLimit, so its body cap and error wrapping apply around the multipart parser.
      useUploadLimit(),
      useBodyLimit(config.limits.maxBodyBytes),
      useArmor(config.limits),
      useRootFields(config.limits.maxRootFields),
      useIntrospection(config.limits.introspection),
      useOperationScope(config.limits.operationDeadlineMs),
      useCostReport(),
      useAuthFailure(),
      // After every plugin that adds to a result: it may stop execution, which skips the onExecute hooks after it.
      usePublicAnswers(config.limits.introspection),
      useWebhooks({
        token: config.events.webhookToken,
        hub: webhookHub,
        maxBytes: config.events.webhookMaxBytes,
        logger: logger.child({ component: 'webhooks' }),
      }),
      useEventIds(),
      // Last: after useCostReport's price, and after every plugin that may stop or replace the execution.
      useCompiledQueries(schema, config.compiledQueries),
      { onDispose: () => Promise.all([client.close(), events.close(), redis?.quit().catch(() => undefined)]).then(() => undefined) },
    ],
  });
  return Object.assign(yoga, { health, events });
}

/** What a webhook event changes: its record and its kind's lists (an unknown kind: every kind an event can be about). */
function kindsOfEvent(event: WebhookEvent): string[] {
  switch (event.kind) {
    case 'Project':
      return kindsOfRecord('projects', event.targetId);
    case 'Opportunity':
      return kindsOfRecord('opportunities', event.targetId);
    case 'Account':
      return kindsOfRecord('accounts', event.targetId);
    case 'WorkOrder':
      return kindsOfRecord('work-orders', event.targetId);
    default:
      return ['projects*', 'opportunities*', 'accounts*', 'work-orders*'];
  }
}
