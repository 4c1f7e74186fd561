/**
 * `POST /_fieldgraph/invalidations`: where another instance tells this one of a change while Redis does
 * not answer (src/invalidation/peers.ts). Needs `Authorization: Bearer <INSTANCE_TOKEN>` (401 otherwise);
 * without INSTANCE_TOKEN the path does not exist (404). The body is `{ tags, stamp }`; whatever this
 * instance read before now and holds one of the tags is stale from then on, its live queries run again.
 * Answers 204. Not for the load balancer to route: only the instances call it.
 */
import type { Plugin } from 'graphql-yoga';
import type { Invalidations } from '../../invalidation/index.js';
import { PEER_PATH } from '../../invalidation/peers.js';
import { peerInvalidationsTotal } from '../../metrics.js';
import { bearerMatches } from './use-metrics.js';
import { receive } from './use-webhooks.js';

/** Largest body taken: a write's tags are a handful; a thousand are the most one sends. */
const MAX_BYTES = 256 * 1024;
const MAX_TAGS = 10_000;
const MAX_TAG_LENGTH = 300;

export function usePeerInvalidations(options: { token: string | undefined; invalidations: Invalidations }): Plugin {
  const { token, invalidations } = options;
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!token || url.pathname !== PEER_PATH) return;
      const reply = (status: number, message?: string) =>
        endResponse(
          message === undefined
            ? new fetchAPI.Response(null, { status })
            : new fetchAPI.Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } }),
        );
      if (request.method !== 'POST') return reply(405, 'Invalidations are POSTed');
      if (!bearerMatches(request.headers.get('authorization'), token)) {
        peerInvalidationsTotal.inc({ outcome: 'rejected' });
        return reply(401, 'Unknown instance token');
      }
      return receive(request, MAX_BYTES).then((read) => {
        if (!read.ok) return reply(read.status, read.reason);
        const { tags, stamp } = (read.body ?? {}) as { tags?: unknown; stamp?: unknown };
        const valid =
          Array.isArray(tags) &&
          tags.length > 0 &&
          tags.length <= MAX_TAGS &&
          tags.every((t) => typeof t === 'string' && t.length > 0 && t.length <= MAX_TAG_LENGTH && !t.includes(' '));
        if (!valid) return reply(400, `tags must be 1 to ${MAX_TAGS} strings without spaces`);
        if (typeof stamp !== 'number' || !Number.isFinite(stamp)) return reply(400, 'stamp must be a number');
        // This instance's clock may be behind the sender's or ahead: whatever it read before now is stale.
        invalidations.apply(tags as string[], Math.max(stamp, invalidations.now()));
        peerInvalidationsTotal.inc({ outcome: 'received' });
        return reply(204);
      });
    },
  };
}
