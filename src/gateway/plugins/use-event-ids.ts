/**
 * Resumable subscriptions: every subscription result gets `extensions.eventId` (the webhook event it
 * carries; a graphql-ws client passes it back as `afterEventId`), and on SSE each such message gets an
 * `id:` line, so a reconnecting EventSource sends it back as `Last-Event-ID` by itself.
 */
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

export function useEventIds(): Plugin {
  return {
    onSubscribe({ args }) {
      const link = (args.contextValue as Partial<GatewayContext>).events;
      if (!link) return;
      return {
        onSubscribeResult: () => ({
          onNext({ result, setResult }) {
            // Results of one subscription are produced one at a time, so the link holds this result's event.
            const eventId = link.currentEventId;
            if (eventId) setResult({ ...result, extensions: { ...result.extensions, eventId } });
          },
        }),
      };
    },
    onResponse({ response, setResponse, fetchAPI }) {
      if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
      setResponse(new fetchAPI.Response(withIdLines(response.body, fetchAPI), { status: response.status, headers: response.headers }));
    },
  };
}

type Fetch = { TextDecoder: typeof TextDecoder; TextEncoder: typeof TextEncoder; ReadableStream: typeof ReadableStream };

/**
 * Each SSE `data:` line whose result has an `extensions.eventId` gets an `id:` line before it. Pull-based
 * (reads a chunk only when the client took the last), so a slow client still holds back the
 * subscription, which is what bounds its queue (no pipeThrough: the server's stream ponyfill reads ahead).
 */
function withIdLines(body: ReadableStream<Uint8Array>, fetchAPI: Fetch): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new fetchAPI.TextDecoder();
  const encoder = new fetchAPI.TextEncoder();
  return new fetchAPI.ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        const text = decoder.decode(value, { stream: true });
        if (!text.includes('data: {')) return controller.enqueue(encoder.encode(text));
        // Yoga writes a whole `data:` line (one JSON result) per chunk, possibly after `event: next`.
        const withIds = text.replace(/^data: (\{.*)$/gm, (line, json: string) => {
          const eventId = eventIdOf(json);
          return eventId ? `id: ${eventId.replace(/[\r\n]/g, '')}\n${line}` : line;
        });
        controller.enqueue(encoder.encode(withIds));
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function eventIdOf(json: string): string | undefined {
  try {
    const id = (JSON.parse(json) as { extensions?: { eventId?: unknown } }).extensions?.eventId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
