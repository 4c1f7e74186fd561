/**
 * OpenTelemetry tracing, off unless the standard variables ask for it: `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) exports OTLP/HTTP JSON there, `OTEL_TRACES_EXPORTER=console` prints
 * spans, `OTEL_TRACES_EXPORTER=none` or `OTEL_SDK_DISABLED=true` turns it off. `startTracing` must run
 * before the gateway is built (main.ts): the transport and the Yoga plugin are wired only when it is on,
 * so with tracing off not one call is added to a request.
 *
 * Spans: one per GraphQL operation (gateway/plugins/use-tracing.ts, under the caller's W3C `traceparent`),
 * one per upstream request (`withUpstreamSpans`, around the transport's send, whose `traceparent` it
 * sends upstream), one per webhook delivery and per subscription event. Attributes hold route templates,
 * operation names, codes and counts: never a key, a header value, a variable or a URL.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { RetryHandler } from 'undici';
import { routeTemplate } from './metrics.js';

/** What main.ts and the tests hold to flush and stop the exporter. */
export interface Tracing {
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

let enabled = false;

/** Whether `startTracing` turned tracing on in this process. */
export function tracingEnabled(): boolean {
  return enabled;
}

/** The tracer of the gateway's own spans (a no-op one until `startTracing` registers a provider). */
export const tracer = () => trace.getTracer('fieldgraph');

/**
 * Starts the SDK when the environment asks for it (see the file's comment); undefined when it does not.
 * `OTEL_SERVICE_NAME` names the service (default `fieldgraph`); `OTEL_TRACES_SAMPLER` and the exporter's
 * `OTEL_EXPORTER_OTLP_HEADERS`/`_TIMEOUT` are read by the SDK itself. The default sampler follows the
 * caller's sampled flag, and samples every operation that comes without one.
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (enabled) throw new Error('startTracing was already called in this process');
  if (/^true$/i.test(env.OTEL_SDK_DISABLED ?? '')) return undefined;
  const exporterName = (env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase();
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ||
    (env.OTEL_EXPORTER_OTLP_ENDPOINT ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` : undefined);
  let exporter: SpanExporter;
  if (exporterName === 'none') return undefined;
  if (exporterName === 'console') exporter = new ConsoleSpanExporter();
  else if (tracesUrl || exporterName === 'otlp') exporter = new OTLPTraceExporter(tracesUrl ? { url: tracesUrl } : {});
  else return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'fieldgraph' }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // Sets the global provider, the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  enabled = true;
  return {
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** A fetch `Headers` as the propagator reads it. */
export const headersGetter = {
  get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
  keys: (carrier: Headers) => [...carrier.keys()],
};

/** The caller's trace context from its `traceparent`/`tracestate` headers (none: a new trace). */
export function callerContext(headers: Headers): Context {
  return propagation.extract(context.active(), headers, headersGetter);
}

/** Runs `fn` with `span` as the active span, so that what it starts (upstream requests) becomes its children. */
export function withSpan<T>(parent: Context, span: Span, fn: () => T): T {
  return context.with(trace.setSpan(parent, span), fn);
}

/** An upstream request and answer, as far as their spans are concerned (upstream/transport.ts's WireRequest and WireAnswer). */
type UpstreamRequest = { method: string; path: string; headers: Record<string, string>; resource: string; pacedMs?: number };
type UpstreamAnswer = { status: number };

/** Retries of the request sent with these headers, counted by `countRetries` (the transport passes them along). */
const retriesByHeaders = new WeakMap<object, { count: number }>();

/**
 * The transport, each request of which is a CLIENT span named by its route template (`GET /projects/:id`),
 * child of the span active where it was sent (the operation), and carries that span's `traceparent`
 * upstream. The transport itself when tracing is off.
 */
export function withUpstreamSpans<T extends { basePath: string; send(request: never): Promise<UpstreamAnswer> }>(transport: T): T {
  if (!enabled) return transport;
  const send = transport.send.bind(transport) as unknown as <R extends UpstreamRequest>(request: R) => Promise<UpstreamAnswer>;
  const traced = async <R extends UpstreamRequest>(request: R): Promise<UpstreamAnswer> => {
    const query = request.path.indexOf('?');
    const route = routeTemplate((query < 0 ? request.path : request.path.slice(0, query)).slice(transport.basePath.length));
    const span = tracer().startSpan(`${request.method} ${route}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'url.template': route,
        'fieldgraph.upstream.resource': request.resource,
        'fieldgraph.upstream.source': 'sent',
        // How long it waited for its place under the key's rate.
        'fieldgraph.upstream.paced_wait_ms': request.pacedMs ?? 0,
      },
    });
    const headers = { ...request.headers };
    propagation.inject(trace.setSpan(context.active(), span), headers);
    const retries = { count: 0 };
    retriesByHeaders.set(headers, retries);
    try {
      const answer = await send(Object.assign({}, request, { headers }));
      span.setAttribute('http.response.status_code', answer.status);
      if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return answer;
    } catch (error) {
      const failure = error as { code?: unknown; details?: { reason?: unknown; status?: unknown } };
      // The error's code and reason (UPSTREAM_UNAVAILABLE, circuit_open …), never its message: it may name a resource id.
      span.setAttribute('error.type', String(failure.details?.reason ?? failure.code ?? 'transport'));
      if (typeof failure.details?.status === 'number') span.setAttribute('http.response.status_code', failure.details.status);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      if (retries.count > 0) span.setAttribute('http.request.resend_count', retries.count);
      span.end();
    }
  };
  return Object.assign(Object.create(transport) as T, { send: traced });
}

/**
 * An upstream read that sent no request of its own, as a span like a sent one's (route template,
 * resource) with `fieldgraph.upstream.source`: `cache` (the shared cache), `stale` (the cache past its
 * time to live, the day's budget being spent) or `shared` (a request another operation had in flight).
 */
export function recordUnsentRead(path: string, basePath: string, resource: string, source: 'cache' | 'stale' | 'shared'): void {
  if (!enabled) return;
  const query = path.indexOf('?');
  const route = routeTemplate((query < 0 ? path : path.slice(0, query)).slice(basePath.length));
  tracer()
    .startSpan(`GET ${route}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': 'GET', 'url.template': route, 'fieldgraph.upstream.resource': resource, 'fieldgraph.upstream.source': source },
    })
    .end();
}

/** Sets an attribute on the operation's span (the span active where the operation runs), with tracing on. */
export function noteOnOperation(key: string, value: string | number | boolean): void {
  if (enabled) trace.getActiveSpan()?.setAttribute(key, value);
}

/** undici's retry callback, counting each retry it grants on the traced request's span (the callback itself when tracing is off). */
export function countRetries(policy: RetryHandler.RetryCallback): RetryHandler.RetryCallback {
  if (!enabled) return policy;
  return (err, state, callback) =>
    policy(err, state, (error) => {
      if (error == null) {
        const retries = retriesByHeaders.get(state.opts.headers as object);
        if (retries) retries.count++;
      }
      callback(error);
    });
}
