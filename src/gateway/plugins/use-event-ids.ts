/**
 * Subscription results on their way out: every result gets `extensions.eventId` (the webhook event it
 * carries; a graphql-ws client passes it back as `afterEventId`), and over SSE the gateway's own writer
 * (events/sse.ts) puts it on an `id:` line, so a reconnecting EventSource sends it back as
 * `Last-Event-ID` by itself. A result nested too deep to serialise safely (JSON from outside that
 * escaped the earlier checks) becomes an error for that one event, on either transport.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { locatedError, type ExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../../errors.js';
import { MAX_JSON_DEPTH, valueDepth } from '../../json.js';
import { sseResponse } from '../../events/sse.js';
import { SSE_KEEP_ALIVE_MS } from '../../limits.js';

/**
 * Deepest result sent: far above what a query within the depth limit plus bounded JSON produces, far
 * below the thousands of levels at which JSON.stringify's recursion overflows the stack.
 */
export const RESULT_MAX_DEPTH = 8 * MAX_JSON_DEPTH;

export function useEventIds(): Plugin {
  /** Requests whose operation is a subscription, with the logger of their context. */
  const subscriptions = new WeakMap<Request, Logger>();
  return {
    onSubscribe({ args }) {
      const context = args.contextValue as Partial<GatewayContext> & { request?: Request };
      const link = context.events;
      if (!link) return;
      if (context.request && context.logger) subscriptions.set(context.request, context.logger.child({ requestId: context.requestId }));
      return {
        onSubscribeResult: () => ({
          onNext({ result, setResult }) {
            // Results of one subscription are produced one at a time, so the link holds this result's event.
            const eventId = link.currentEventId ?? undefined;
            let next: ExecutionResult = result;
            if (valueDepth(result.data, RESULT_MAX_DEPTH) > RESULT_MAX_DEPTH) {
              context.logger?.warn({ requestId: context.requestId, eventId, maxDepth: RESULT_MAX_DEPTH }, 'subscription result too deep to send');
              next = tooDeep(result);
            }
            if (eventId) next = Object.assign({}, next, { extensions: Object.assign({}, next.extensions, { eventId }) });
            if (next !== result) setResult(next);
          },
        }),
      };
    },
    onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
      // A subscription's stream can only go out as SSE (Yoga picked its SSE writer): ours replaces it.
      const logger = subscriptions.get(request);
      if (!logger || !resultProcessor || !isAsyncIterable(result)) return;
      setResultProcessor(
        (results, fetchAPI) =>
          sseResponse(results as AsyncIterable<ExecutionResult>, fetchAPI, {
            pingMs: SSE_KEEP_ALIVE_MS,
            onUnserialisable: (error, eventId) => logger.error({ err: error, eventId }, 'subscription result could not be serialised'),
          }),
        'text/event-stream',
      );
    },
  };
}

/** The event's root fields become null, each with an error naming it; the stream goes on. */
function tooDeep(result: ExecutionResult): ExecutionResult {
  const fields = Object.keys(result.data ?? {});
  const message = `This event could not be sent: its data (from the upstream API) is nested deeper than ${RESULT_MAX_DEPTH} levels`;
  return {
    data: Object.fromEntries(fields.map((f) => [f, null])),
    errors: fields.map((f) => locatedError(gatewayError('UPSTREAM_ERROR', message), undefined, [f])),
  };
}
