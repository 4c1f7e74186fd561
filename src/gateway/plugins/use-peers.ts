/**
 * Where another instance tells this one what Redis cannot while it does not answer (src/peers.ts):
 * - `POST /_fieldgraph/invalidations` `{ tags, stamp }`: whatever this instance read before now and holds
 *   one of the tags is stale from then on (caches, whole answers), and its live queries run again;
 * - `POST /_fieldgraph/events` (a webhook event as the other instance received it): deduplicated, kept for
 *   resuming subscribers, and handed to this instance's subscribers.
 * Both need `Authorization: Bearer <INSTANCE_TOKEN>` (401 otherwise) and answer 204; without INSTANCE_TOKEN
 * the paths do not exist (404). Not for the load balancer to route: only the instances call them.
 */
import type { Plugin } from 'graphql-yoga';
import type { EventHub } from '../../events/hub.js';
import type { WebhookEvent } from '../../events/event.js';
import type { Invalidations } from '../../invalidation/index.js';
import { peerMessagesTotal } from '../../metrics.js';
import { PEER_PATHS, type PeerMessage } from '../../peers.js';
import { bearerMatches } from './use-metrics.js';
import { receive } from './use-webhooks.js';

/** Largest body taken: a write's tags are a handful, an event a few KiB. */
const MAX_BYTES = 256 * 1024;
const MAX_TAGS = 10_000;
const MAX_TAG_LENGTH = 300;

const KINDS = new Map<string, PeerMessage>(Object.entries(PEER_PATHS).map(([kind, path]) => [path, kind as PeerMessage]));

export function usePeers(options: { token: string | undefined; invalidations: Invalidations; events: EventHub }): Plugin {
  const { token, invalidations, events } = options;
  /** Takes one message: undefined when applied, else why it was refused (400). */
  const take: Record<PeerMessage, (body: Record<string, unknown>) => Promise<string | undefined>> = {
    async invalidations({ tags, stamp }) {
      const valid =
        Array.isArray(tags) &&
        tags.length > 0 &&
        tags.length <= MAX_TAGS &&
        tags.every((t) => typeof t === 'string' && t.length > 0 && t.length <= MAX_TAG_LENGTH && !t.includes(' '));
      if (!valid) return `tags must be 1 to ${MAX_TAGS} strings without spaces`;
      if (typeof stamp !== 'number' || !Number.isFinite(stamp)) return 'stamp must be a number';
      // This instance's clock may be behind the sender's or ahead: whatever it read before now is stale.
      invalidations.apply(tags as string[], Math.max(stamp, invalidations.now()));
      return undefined;
    },
    async events(event) {
      const { eventId, fingerprint, triggerKey, receivedAt } = event;
      if (typeof eventId !== 'string' || typeof fingerprint !== 'string' || typeof triggerKey !== 'string' || typeof receivedAt !== 'number') {
        return 'an event needs eventId, fingerprint, triggerKey and receivedAt';
      }
      await events.receivedFromPeer(event as unknown as WebhookEvent);
      return undefined;
    },
  };
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      const kind = token ? KINDS.get(url.pathname) : undefined;
      if (!kind || !token) return;
      const reply = (status: number, message?: string) =>
        endResponse(
          message === undefined
            ? new fetchAPI.Response(null, { status })
            : new fetchAPI.Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } }),
        );
      if (request.method !== 'POST') return reply(405, 'Messages are POSTed');
      if (!bearerMatches(request.headers.get('authorization'), token)) {
        peerMessagesTotal.inc({ kind, outcome: 'rejected' });
        return reply(401, 'Unknown instance token');
      }
      return receive(request, MAX_BYTES).then(async (read) => {
        if (!read.ok) return reply(read.status, read.reason);
        if (!read.body || typeof read.body !== 'object' || Array.isArray(read.body)) return reply(400, 'The body must be a JSON object');
        const refused = await take[kind](read.body as Record<string, unknown>);
        if (refused) return reply(400, refused);
        peerMessagesTotal.inc({ kind, outcome: 'received' });
        return reply(204);
      });
    },
  };
}
