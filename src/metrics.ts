/**
 * The process's Prometheus metrics, served by `GET /metrics` (gateway/plugins/use-metrics.ts). One
 * registry per process: Prometheus scrapes a process, and several gateways in one test process simply
 * add up. Every other module records into these; none defines its own.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
// CPU, memory, event-loop lag and GC: the figures a soak test reads for leaks. The lag is sampled every
// 100 ms, not prom-client's 10: each sample wakes an idle process, and on a virtual machine a wake-up
// costs ~75 µs of CPU, so 10 ms sampling alone kept an idle gateway at 0.75% of a core (7.5 ms/s). A
// stall still shows: the sample after it measures its whole length (test/hardening/production.test.ts).
// What 100 ms costs: each scrape resets the histogram, which then measures from its first sample on, so
// a stall within 100 ms (10 ms before) of a scrape goes unseen.
collectDefaultMetrics({ register: registry, prefix: 'fieldgraph_', eventLoopMonitoringPrecision: 100 });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** GraphQL operations by name, type and outcome (`ok`, `partial` = data with errors, `error`). */
export const operationsTotal = new Counter({
  name: 'fieldgraph_operations_total',
  help: 'GraphQL operations handled, by operation name, type and outcome.',
  labelNames: ['operation', 'type', 'outcome'] as const,
  registers: [registry],
});

export const operationDuration = new Histogram({
  name: 'fieldgraph_operation_duration_seconds',
  help: 'Time from the start of execution to the result, by operation name and type.',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** Upstream requests one operation sent: the cost a caller's key really paid. */
export const operationUpstreamRequests = new Histogram({
  name: 'fieldgraph_operation_upstream_requests',
  help: 'Upstream requests sent per GraphQL operation, by operation name.',
  labelNames: ['operation'] as const,
  buckets: [0, 1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000],
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'fieldgraph_upstream_request_duration_seconds',
  help: 'Upstream request latency (retries included), by method, route template and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** Upstream answers that were not 2xx, and requests that got no answer (`status` = `transport`, `circuit_open`, …). */
export const upstreamErrorsTotal = new Counter({
  name: 'fieldgraph_upstream_errors_total',
  help: 'Failed upstream requests, by method, route template and status (or failure kind).',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const upstreamRetriesTotal = new Counter({
  name: 'fieldgraph_upstream_retries_total',
  help: 'GET retries sent upstream, by reason (status code or error code).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** 0 closed, 1 half-open, 2 open. */
export const upstreamCircuitState = new Gauge({
  name: 'fieldgraph_upstream_circuit_state',
  help: 'Upstream circuit breaker state: 0 closed, 1 half-open, 2 open.',
  registers: [registry],
});

/** Open GraphQL subscriptions; the subscription transport increments it on start and decrements on end. */
export const subscriptionsActive = new Gauge({
  name: 'fieldgraph_subscriptions_active',
  help: 'GraphQL subscriptions currently open, by transport.',
  labelNames: ['transport'] as const,
  registers: [registry],
});

/** REST path → route template for labels: ids become `:id`, so label values stay few. */
export function routeTemplate(path: string): string {
  return path.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|[A-Za-z0-9_-]{32,})(?=\/|$)/g, '/:id');
}

/** Upstream GETs answered from the shared cache (`hit`), fetched (`miss`) or refreshed on request (`bypass`). */
export const liveQueriesOpen = new Gauge({
  name: 'fieldgraph_live_queries_open',
  help: 'Live queries (@live) open on this instance.',
  registers: [registry],
});

export const liveUpdatesTotal = new Counter({
  name: 'fieldgraph_live_updates_total',
  help: 'Live queries executed again after a change: sent (a new answer went out), unchanged (the answer was the same), failed.',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const answerCacheTotal = new Counter({
  name: 'fieldgraph_answer_cache_total',
  help: 'Whole answers: hit (served without executing), stored, not_kept (an answer with a read outside the shared cache, a write, or too many records).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const upstreamCacheTotal = new Counter({
  name: 'fieldgraph_upstream_cache_total',
  help: 'Shared upstream cache lookups, by result: hit, stale (past its TTL, served while the day budget is spent), miss, bypass (Cache-Control: no-cache or an unconfirmed key).',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Upstream requests paced per key: sent at once, sent after waiting, or refused (RATE_LIMITED). */
export const upstreamPacedTotal = new Counter({
  name: 'fieldgraph_upstream_paced_total',
  help: 'Upstream requests through the per-key pacer, by outcome: sent, waited, refused.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Per API key (labelled by the first 12 characters of its SHA-256, never the key): requests the upstream answered. */
export const upstreamKeyRequests = new Counter({
  name: 'fieldgraph_upstream_key_requests_total',
  help: "Upstream requests answered per API key (key = first 12 characters of the key's SHA-256, base64url).",
  labelNames: ['key'] as const,
  registers: [registry],
});

/** Per API key: what the upstream last reported left of the day's budget. */
export const upstreamKeyRemaining = new Gauge({
  name: 'fieldgraph_upstream_key_remaining_today',
  help: 'Upstream requests left today per API key, as the upstream last reported (key = first 12 characters of its SHA-256).',
  labelNames: ['key'] as const,
  registers: [registry],
});

/** Operations executed, by executor: `compiled` (a query compiled from its document, use-compiled-queries.ts) or `standard`. */
export const executionsTotal = new Counter({
  name: 'fieldgraph_executions_total',
  help: 'GraphQL operations executed, by executor: compiled (a query run as code compiled from its document) or standard.',
  labelNames: ['executor'] as const,
  registers: [registry],
});

/** What the execution slots (EXECUTION_SLOTS) hold at scrape time; set by the gateway that has them. */
let executionSlots: (() => { running: number; waiting: number }) | undefined;
export function watchExecutionSlots(stats: () => { running: number; waiting: number }): void {
  executionSlots = stats;
}

export const executionSlotsRunning = new Gauge({
  name: 'fieldgraph_execution_slots_running',
  help: 'Requests holding one of the execution slots (EXECUTION_SLOTS) now.',
  registers: [registry],
  collect() {
    this.set(executionSlots?.().running ?? 0);
  },
});

export const executionSlotsWaiting = new Gauge({
  name: 'fieldgraph_execution_slots_waiting',
  help: "Requests waiting for an execution slot now, their users' turns to come.",
  registers: [registry],
  collect() {
    this.set(executionSlots?.().waiting ?? 0);
  },
});

export const executionQueueRefusedTotal = new Counter({
  name: 'fieldgraph_execution_queue_refused_total',
  help: 'Requests refused with RATE_LIMITED because their user already had EXECUTION_QUEUE_PER_USER requests waiting for a slot.',
  registers: [registry],
});

/** Operations of public fields only (introspection, `__typename`): run, or answered from memory (use-introspection.ts). */
export const publicAnswersTotal = new Counter({
  name: 'fieldgraph_public_answers_total',
  help: 'Operations selecting only public fields (schema introspection, __typename), by whether they ran or were answered from memory.',
  labelNames: ['from'] as const,
  registers: [registry],
});

/** 1 while the Redis connection (`role`: `shared` for the upstream cache and pacing, `events`) answers in time, 0 while its callers fall back to memory. */
export const redisHealthy = new Gauge({
  name: 'fieldgraph_redis_healthy',
  help: 'Whether a Redis connection answers in time (1) or its callers fall back to this instance (0), by role.',
  labelNames: ['role'] as const,
  registers: [registry],
});

/** Redis turning degraded (`to`=degraded) or back (`to`=ok): one per transition. */
export const redisTransitionsTotal = new Counter({
  name: 'fieldgraph_redis_transitions_total',
  help: 'Redis connection state changes, by role and the state reached (degraded, ok).',
  labelNames: ['role', 'to'] as const,
  registers: [registry],
});

/** Redis calls answered from this instance's memory instead: Redis was degraded, slow or failed. */
export const redisFallbacksTotal = new Counter({
  name: 'fieldgraph_redis_fallbacks_total',
  help: 'Redis calls answered from memory instead, by role and reason (degraded, timeout, error).',
  labelNames: ['role', 'reason'] as const,
  registers: [registry],
});

/** Messages between instances while Redis does not answer (src/peers.ts). */
export const peerMessagesTotal = new Counter({
  name: 'fieldgraph_peer_messages_total',
  help: 'Invalidations and webhook events told directly between instances while Redis does not answer, by kind and outcome: sent, refused, failed or skipped (an instance that failed lately; sending), received or rejected (receiving).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** Connections the HTTP server closed to protect the others: an idle one to make room, or a new one at a cap with none idle. */
export const httpConnectionsShedTotal = new Counter({
  name: 'fieldgraph_http_connections_shed_total',
  help: 'Client connections closed by the gateway to keep room for others, by reason: idle_evicted (an idle one closed for a waiting request), waited (a connection past a cap that found no room within the headers timeout), address_cap or full (a new one closed at once, the waiting room being full).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Requests without an API key refused with 429 because their address sent too many. */
export const httpKeylessLimitedTotal = new Counter({
  name: 'fieldgraph_http_keyless_limited_total',
  help: 'Requests without an API key refused with 429 (too many from one client address).',
  registers: [registry],
});

export const httpKeysPerAddressLimitedTotal = new Counter({
  name: 'fieldgraph_http_keys_per_address_limited_total',
  help: 'Requests refused with 429 because their address presented too many different API keys this minute.',
  registers: [registry],
});

/**
 * Schema usage: per operation, each schema coordinate it selects (`Project.title`, an argument as
 * `Project.workOrders(first:)`) by client name (gateway/plugins/use-usage.ts). Counted in plain numbers on
 * the hot path (an operation selects dozens of coordinates) and copied into the counter at each scrape.
 * Coordinates are a finite set (the schema's); client names are capped by the plugin.
 */
export interface UsageCell {
  count: number;
}
const fieldUsageCells = new Map<string, { labels: { coordinate: string; client: string }; cell: UsageCell }>();

/** The count cell of one coordinate and client, made on first use. */
export function fieldUsageCell(coordinate: string, client: string): UsageCell {
  const key = `${client}\u0000${coordinate}`;
  let entry = fieldUsageCells.get(key);
  if (!entry) {
    entry = { labels: { coordinate, client }, cell: { count: 0 } };
    fieldUsageCells.set(key, entry);
  }
  return entry.cell;
}

export const fieldUsageTotal = new Counter({
  name: 'fieldgraph_field_usage_total',
  help: 'GraphQL operations that selected a schema coordinate (Type.field, or Type.field(arg:) for an argument), by coordinate and client name.',
  labelNames: ['coordinate', 'client'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { labels, cell } of fieldUsageCells.values()) if (cell.count > 0) this.inc(labels, cell.count);
  },
});

/** Operations by client name (`x-client-name` or `apollographql-client-name`; `unknown` when unsent, `other` past the cap). */
export const clientOperationsTotal = new Counter({
  name: 'fieldgraph_client_operations_total',
  help: 'GraphQL operations executed, by client name (x-client-name or apollographql-client-name header) and operation type.',
  labelNames: ['client', 'type'] as const,
  registers: [registry],
});
