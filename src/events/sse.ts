/**
 * The SSE writer of subscription streams, set by use-event-ids.ts through Yoga's `onResultProcess` in
 * place of Yoga's own. Same wire format (`:` pings, `event: next` + `data:`, `event: complete`), plus:
 * - an `id:` line for each result carrying `extensions.eventId`, so a reconnecting EventSource sends it
 *   back as `Last-Event-ID` by itself;
 * - a result that cannot be serialised becomes an error message for that one event: the stream, its
 *   other events and the process go on (Yoga's writer rejects the response stream, unhandled).
 * Pull-based: the next result is taken only when the client has read the last, so a slow client holds
 * its subscription back, which is what bounds its queue (events/subscriber.ts).
 */
import type { ExecutionResult } from 'graphql';
import { gatewayError } from '../errors.js';
import { publicResult } from './wire.js';

type FetchAPI = { ReadableStream: typeof ReadableStream; TextEncoder: typeof TextEncoder; Response: typeof Response };

export interface SseOptions {
  /** Comment line sent this often so that proxies keep the connection open. */
  pingMs: number;
  /** Told about a result that could not be serialised (logged by the caller). */
  onUnserialisable(error: unknown, eventId: string | undefined): void;
}

export function sseResponse(results: AsyncIterable<ExecutionResult>, fetchAPI: FetchAPI, options: SseOptions): Response {
  const iterator = results[Symbol.asyncIterator]();
  const encoder = new fetchAPI.TextEncoder();
  let ping: NodeJS.Timeout | undefined;
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(controller) {
      // A first chunk at once: some clients wait for one before they report the response.
      controller.enqueue(encoder.encode(':\n\n'));
      ping = setInterval(() => {
        if (!controller.desiredSize) return;
        controller.enqueue(encoder.encode(':\n\n'));
      }, options.pingMs);
      ping.unref();
    },
    async pull(controller) {
      let step: IteratorResult<ExecutionResult>;
      try {
        step = await iterator.next();
      } catch (error) {
        clearInterval(ping);
        controller.error(error);
        return;
      }
      if (!step.done && step.value != null) controller.enqueue(encoder.encode(sseMessage(step.value, options)));
      if (step.done) {
        clearInterval(ping);
        controller.enqueue(encoder.encode('event: complete\ndata:\n\n'));
        controller.close();
      }
    },
    async cancel() {
      clearInterval(ping);
      await iterator.return?.();
    },
  });
  return new fetchAPI.Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', connection: 'keep-alive', 'cache-control': 'no-cache', 'content-encoding': 'none' },
  });
}

/** One `next` message: the `id:` line when the result carries an event id, then the result as `data:`. */
function sseMessage(result: ExecutionResult, options: SseOptions): string {
  const eventId = typeof result.extensions?.eventId === 'string' ? result.extensions.eventId : undefined;
  let data: string;
  try {
    data = JSON.stringify(publicResult(result));
  } catch (error) {
    options.onUnserialisable(error, eventId);
    const failure = gatewayError('INTERNAL', 'This event could not be sent: its result cannot be serialised as JSON');
    data = JSON.stringify(publicResult({ errors: [failure], extensions: eventId ? { eventId } : undefined }));
  }
  // A line break would end the field early; ids are the upstream's, so strip them rather than trust them.
  const id = eventId === undefined ? '' : `id: ${eventId.replace(/[\r\n]/g, '')}\n`;
  return `event: next\n${id}data: ${data}\n\n`;
}
