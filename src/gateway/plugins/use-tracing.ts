/**
 * OpenTelemetry spans of the GraphQL side (registered only when tracing is on, src/tracing.ts):
 * - one SERVER span per operation (over HTTP or graphql-ws), child of the caller's `traceparent` (a new
 *   trace without one), named `query AccountWalk`, active while the operation runs so that its upstream
 *   requests are its children;
 *   it records the operation's type and name, its estimated cost, the upstream requests it sent and the
 *   codes of its errors;
 * - one span per webhook delivery (`POST /webhooks/:token`: the token is never recorded), with its status;
 * - one span per subscription event delivered, child of the subscription's span; the upstream requests of
 *   an event (its record's re-read) run in the subscription's context, so they are its children too.
 * No attribute holds a key, a header value, a variable or the document's text.
 */
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type SpanContext } from '@opentelemetry/api';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { callerContext, tracer, withSpan } from '../../tracing.js';
import type { GatewayContext } from '../context.js';

export function useTracing(): Plugin<GatewayContext> {
  const webhookSpans = new WeakMap<Request, Span>();
  return {
    instrumentation: {
      request({ request }, wrapped) {
        if (!new URL(request.url).pathname.startsWith('/webhooks/')) return wrapped();
        const parent = callerContext(request.headers);
        const span = tracer().startSpan(
          `${request.method} /webhooks/:token`,
          { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': '/webhooks/:token' } },
          parent,
        );
        webhookSpans.set(request, span);
        return ended(span, withSpan(parent, span, wrapped));
      },
      operation({ request }, wrapped) {
        const parent = callerContext(request.headers);
        const span = tracer().startSpan('graphql.operation', { kind: SpanKind.SERVER }, parent);
        return ended(span, withSpan(parent, span, wrapped));
      },
      // graphql-ws runs operations through getEnveloped, outside Yoga's `operation` phase: they get their span here.
      execute: ({ context: initial }, wrapped) => ownSpan(initial, wrapped),
      subscribe: ({ context: initial }, wrapped) => ownSpan(initial, wrapped),
    },
    onResponse({ request, response }) {
      const span = webhookSpans.get(request);
      if (!span) return;
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    },
    onExecute({ args }) {
      const span = trace.getActiveSpan();
      if (!span) return;
      name(span, args.document, args.operationName);
      const context = args.contextValue;
      return {
        onExecuteDone({ result }) {
          if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
          if (context.cost?.estimated !== undefined) span.setAttribute('fieldgraph.cost.estimated', context.cost.estimated);
          span.setAttribute('fieldgraph.upstream.requests', context.upstream?.requestCount ?? 0);
          errorCodes(span, result as ExecutionResult);
        },
      };
    },
    onSubscribe({ args }) {
      const span = trace.getActiveSpan();
      if (!span) return;
      const operation = name(span, args.document, args.operationName);
      const subscription = span.spanContext();
      const active = context.active();
      return {
        onSubscribeResult({ result, setResult }) {
          // The transport pulls events outside any context: each event's work (its record's re-read) runs in the subscription's.
          if (isAsyncIterable(result)) setResult(inContext(result, active));
          return { onNext: ({ result: event }) => eventSpan(subscription, operation, event) };
        },
      };
    },
  };
}

/** An operation span of its own when none is active (an operation over graphql-ws), else `wrapped` as it is. */
function ownSpan(initial: object, wrapped: () => void | Promise<void>): void | Promise<void> {
  if (trace.getActiveSpan()) return wrapped();
  const request = (initial as { request?: Request }).request;
  const parent = request ? callerContext(request.headers) : context.active();
  const span = tracer().startSpan('graphql.operation', { kind: SpanKind.SERVER }, parent);
  return ended(span, withSpan(parent, span, wrapped));
}

/** Names the operation's span `query AccountWalk` and records type and name; returns the name. */
function name(span: Span, document: Parameters<typeof getOperationAST>[0], operationName?: string | null): string {
  const operation = getOperationAST(document, operationName);
  const type = operation?.operation ?? 'unknown';
  const opName = operation?.name?.value ?? 'anonymous';
  span.updateName(`${type} ${opName}`);
  span.setAttributes({ 'graphql.operation.type': type, 'graphql.operation.name': opName });
  return opName;
}

/** The codes of a result's errors (a closed set, src/errors.ts), never their messages. */
function errorCodes(span: Span, result: ExecutionResult): void {
  if (!result.errors?.length) return;
  const codes = new Set(result.errors.map((error) => String(error.extensions?.code ?? 'INTERNAL')));
  span.setAttributes({ 'fieldgraph.error.codes': [...codes].sort(), 'fieldgraph.errors': result.errors.length });
  if (!result.data) span.setStatus({ code: SpanStatusCode.ERROR });
}

/** One event delivered to a subscriber: a span in the subscription's trace. */
function eventSpan(subscription: SpanContext, operation: string, result: ExecutionResult): void {
  const span = tracer().startSpan(
    `subscription event ${operation}`,
    { kind: SpanKind.PRODUCER, attributes: { 'graphql.operation.type': 'subscription', 'graphql.operation.name': operation } },
    trace.setSpanContext(ROOT_CONTEXT, subscription),
  );
  errorCodes(span, result);
  span.end();
}

const isAsyncIterable = <T>(value: unknown): value is AsyncIterable<T> => !!value && typeof value === 'object' && Symbol.asyncIterator in value;

/** `iterable`, each step of which runs with `active` as the context. */
function inContext<T>(iterable: AsyncIterable<T>, active: Context): AsyncIterableIterator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  const wrapped: AsyncIterableIterator<T> = {
    next: () => context.with(active, () => iterator.next()),
    return: (value?: unknown) => (iterator.return ? iterator.return(value) : Promise.resolve({ done: true as const, value: value as T })),
    throw: (error?: unknown) => (iterator.throw ? iterator.throw(error) : Promise.reject(error)),
    [Symbol.asyncIterator]: () => wrapped,
  };
  return wrapped;
}

/** Ends `span` when `work` settles; a thrown error marks it failed (by its name, not its message). */
function ended<T>(span: Span, work: T | Promise<T>): T | Promise<T> {
  if (!(work instanceof Promise)) {
    span.end();
    return work;
  }
  return work.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', (error as Error)?.name ?? 'Error');
      span.end();
      throw error;
    },
  );
}
