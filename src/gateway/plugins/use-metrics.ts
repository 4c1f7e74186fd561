/**
 * `GET /metrics` in the Prometheus text format (the registry in src/metrics.ts), and the per-operation
 * figures: operations by name and outcome, their duration, and the upstream requests each one sent.
 * With a `token` (METRICS_TOKEN), a scrape needs `Authorization: Bearer <token>`, else 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { operationDuration, operationUpstreamRequests, operationsTotal, registry, subscriptionsActive } from '../../metrics.js';
import type { GatewayContext } from '../context.js';

/** Operation names are chosen by callers: past this many distinct ones, new names count as `other`. */
const MAX_OPERATION_NAMES = 200;

export interface MetricsOptions {
  /** Bearer token a scrape must send; undefined = `/metrics` is open (default). */
  token?: string;
}

export function useMetrics(options: MetricsOptions = {}): Plugin<GatewayContext> {
  const names = new Set<string>();
  const label = (name: string | undefined) => {
    if (!name) return 'anonymous';
    const clean = name.slice(0, 64);
    if (names.has(clean)) return clean;
    if (names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(clean);
    return clean;
  };
  return {
    // Not async: a hook that answers a promise turns every later onRequest hook of every request into a
    // promise chain; only a scrape waits for the registry.
    onRequest({ url, request, endResponse, fetchAPI }) {
      if (url.pathname !== '/metrics' || request.method !== 'GET') return;
      if (options.token !== undefined && !bearerMatches(request.headers.get('authorization'), options.token)) {
        endResponse(new fetchAPI.Response('Send Authorization: Bearer <METRICS_TOKEN>\n', { status: 401, headers: { 'www-authenticate': 'Bearer' } }));
        return;
      }
      return registry.metrics().then((text) => endResponse(new fetchAPI.Response(text, { status: 200, headers: { 'content-type': registry.contentType } })));
    },
    onValidate: () => countInvalid,
    onSubscribe({ args }) {
      // graphql-ws passes its socket in the server context (websocket.ts); SSE does not.
      const transport = (args.contextValue as { socket?: unknown }).socket ? 'ws' : 'sse';
      return {
        onSubscribeResult({ result }) {
          if (!result || typeof result !== 'object' || !(Symbol.asyncIterator in result)) return;
          subscriptionsActive.inc({ transport });
          return { onEnd: () => subscriptionsActive.dec({ transport }) };
        },
      };
    },
    onExecute({ args }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const name = label(operation?.name?.value);
      const type = operation?.operation ?? 'unknown';
      const context = args.contextValue;
      return {
        onExecuteDone({ result }) {
          if (!isSingle(result)) return;
          const outcome = !result.errors?.length ? 'ok' : result.data ? 'partial' : 'error';
          operationsTotal.inc({ operation: name, type, outcome });
          operationDuration.observe({ operation: name, type }, (performance.now() - started) / 1000);
          operationUpstreamRequests.observe({ operation: name }, context.upstream?.requestCount ?? 0);
        },
      };
    },
  };
}

/** After validation: one function for every request, not a closure made per request. */
const countInvalid = ({ valid }: { valid: boolean }) => {
  if (!valid) operationsTotal.inc({ operation: 'invalid', type: 'unknown', outcome: 'rejected' });
};

export function bearerMatches(header: string | null, token: string): boolean {
  const sent = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

function isSingle(result: unknown): result is ExecutionResult {
  return !!result && typeof result === 'object' && !(Symbol.asyncIterator in result);
}
