/**
 * `POST /webhooks/{token}`: the receiver of the upstream's automation webhooks (spec "Events"). The
 * token in the URL is the only authentication a delivery carries (EVT-5): a wrong one gets 401 and
 * publishes nothing. The body is size- and depth-limited and validated (400 with the reason); a good delivery is
 * deduplicated by eventId (EVT-4), buffered and published, then answered 202 without waiting for any
 * subscriber; a repeat gets 200. Any trigger key is accepted (EVT-3).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { parseWebhookBody } from '../../events/event.js';
import type { EventHub } from '../../events/hub.js';
import { JsonTooDeepError, MAX_JSON_DEPTH, parseBoundedJson } from '../../json.js';

export interface WebhooksOptions {
  /** The accepted token; undefined = the receiver accepts nothing (401). */
  token: string | undefined;
  hub: EventHub;
  /** Largest body accepted, in bytes (413 beyond). */
  maxBytes: number;
  logger: Logger;
}

const PREFIX = '/webhooks/';

export function useWebhooks(options: WebhooksOptions): Plugin {
  const { hub, maxBytes, logger } = options;
  const expected = options.token ? Buffer.from(options.token) : undefined;
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(PREFIX)) return;
      const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
        endResponse(new fetchAPI.Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
      if (request.method !== 'POST') return reply(405, { message: 'Deliveries are POSTed' }, { allow: 'POST' });
      if (!tokenMatches(url.pathname.slice(PREFIX.length), expected)) {
        return reply(401, { message: 'Unknown webhook token' });
      }
      return receive(request, maxBytes).then(async (read) => {
        if (!read.ok) return reply(read.status, { message: read.reason });
        const parsed = parseWebhookBody(read.body);
        if (!parsed.ok) return reply(400, { message: parsed.reason });
        try {
          const outcome = await hub.publish(parsed.event);
          logger.debug({ eventId: parsed.event.eventId, triggerKey: parsed.event.triggerKey, outcome }, 'webhook');
          return outcome === 'duplicate' ? reply(200, { status: 'duplicate' }) : reply(202, { status: 'accepted' });
        } catch (err) {
          // The store is unreachable: a non-2xx makes the upstream retry later instead of losing the event.
          logger.error({ err: (err as Error).message, eventId: parsed.event.eventId }, 'webhook not published');
          return reply(503, { message: 'Event store unavailable; retry later' }, { 'retry-after': '1' });
        }
      });
    },
  };
}

function tokenMatches(raw: string, expected: Buffer | undefined): boolean {
  if (!expected) return false;
  let given: string;
  try {
    given = decodeURIComponent(raw);
  } catch {
    return false;
  }
  const g = Buffer.from(given);
  return g.length === expected.length && timingSafeEqual(g, expected);
}

export type ReadResult = { ok: true; body: unknown } | { ok: false; status: number; reason: string };

/** Reads at most `maxBytes` (whatever Content-Length claims) and parses JSON nested at most MAX_JSON_DEPTH deep. */
export async function receive(request: Request, maxBytes: number): Promise<ReadResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) return { ok: false, status: 415, reason: 'Content-Type must be application/json' };
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) return { ok: false, status: 413, reason: `Body larger than ${maxBytes} bytes` };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, reason: `Body larger than ${maxBytes} bytes` };
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, body: parseBoundedJson(Buffer.concat(chunks).toString('utf8'), MAX_JSON_DEPTH) };
  } catch (error) {
    if (error instanceof JsonTooDeepError) return { ok: false, status: 400, reason: `Body is JSON nested deeper than ${error.maxDepth} levels` };
    return { ok: false, status: 400, reason: 'Body is not valid JSON' };
  }
}
