/**
 * A request id per HTTP request: the caller's `x-request-id` when it looks like one, a new UUID
 * otherwise. It is echoed in the response header, carried by every log line of the request (the
 * upstream calls included), and one access line is logged per request. Headers, variables and keys are
 * never logged.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

const ID_SHAPE = /^[A-Za-z0-9._:-]{1,128}$/;

export function useRequestId(logger: Logger): Plugin<GatewayContext> {
  const requests = new WeakMap<Request, { id: string; started: number; operation?: string }>();
  return {
    onRequest({ request }) {
      const sent = request.headers.get('x-request-id');
      requests.set(request, { id: sent && ID_SHAPE.test(sent) ? sent : randomUUID(), started: performance.now() });
    },
    onContextBuilding({ context, extendContext }) {
      const entry = requests.get(context.request);
      if (!entry) return;
      // The id goes on each line logged for the request; no child logger is made up front (two pino
      // children per request were a fifth of an operation's fixed cost, and most requests never log).
      context.upstream?.useRequestId(entry.id);
      extendContext({ requestId: entry.id });
    },
    onExecute({ args }) {
      const entry = requests.get(args.contextValue.request);
      if (entry) entry.operation = args.operationName ?? undefined;
    },
    onResponse({ request, response }) {
      const entry = requests.get(request);
      if (!entry) return;
      response.headers.set('x-request-id', entry.id);
      if (!logger.isLevelEnabled('info')) return;
      // The webhook token is a secret carried in the path (EVT-5): it never reaches a log line.
      const path = new URL(request.url).pathname.replace(/^\/webhooks\/.+/, '/webhooks/[token]');
      // Probes and scrapes would drown the access log.
      if (path === '/healthz' || path === '/readyz' || path === '/metrics') return;
      logger.info(
        {
          requestId: entry.id,
          method: request.method,
          path,
          operation: entry.operation,
          status: response.status,
          ms: Math.round((performance.now() - entry.started) * 10) / 10,
        },
        'request',
      );
    },
  };
}
