/**
 * What a subscription resolver needs from its request, built by the context factory: the hub, fresh
 * upstream sessions for the same caller (each delivered event is re-read with a new one, so nothing is
 * served from an earlier event's cache), the SSE `Last-Event-ID`, and a way to cut the connection of a
 * subscriber that stopped reading.
 */
import { createHash } from 'node:crypto';
import type { UpstreamSession } from '../upstream/client.js';
import type { EventHub } from './hub.js';

export interface SubscriberLink {
  hub: EventHub | undefined;
  freshUpstream(): UpstreamSession;
  /** False when the request carries no x-api-key (a subscription is refused at once). */
  hasKey: boolean;
  /**
   * Resolves when the upstream accepts the caller's key (asked at most once per key and period, see
   * upstream/key-check.ts); rejects with UNAUTHENTICATED when it does not, or with the upstream's error
   * when it could not tell.
   */
  verifyKey(): Promise<void>;
  /** The upstream has just rejected the caller's key (a re-read got 401): later checks know at once. */
  keyRejected(): void;
  /** A hash of the caller's key: who may share a re-read with whom (never the key itself). */
  callerId(): string;
  /** `Last-Event-ID` sent by a reconnecting EventSource (SSE); null otherwise. */
  lastEventId: string | null;
  /** Cuts the caller's connection: the SSE response, or the WebSocket. */
  disconnect(): void;
  /** Runs `listener` when an SSE client goes away, so its subscription ends now, not at the next keep-alive ping. */
  onClientGone(listener: () => void): void;
  /** The event the subscription is delivering right now (for the SSE `id:` line and `extensions.eventId`). */
  currentEventId: string | null;
}

interface Destroyable {
  destroy?: () => void;
  terminate?: () => void;
  once?: (event: 'close', listener: () => void) => void;
}

/** `server` is Yoga's server context: `res` on node:http, `socket` for graphql-ws (see websocket.ts). */
export function subscriberLink(
  hub: EventHub | undefined,
  freshUpstream: () => UpstreamSession,
  request: Request,
  server: { res?: unknown; socket?: unknown },
): SubscriberLink {
  let callerId: string | undefined;
  const key = request.headers.get('x-api-key') ?? '';
  return {
    hub,
    freshUpstream,
    hasKey: !!key,
    verifyKey: async () => {
      if (hub) await hub.keys.verify(key, freshUpstream);
    },
    keyRejected: () => hub?.keys.record(key, false),
    callerId: () => (callerId ??= createHash('sha256').update(key).digest('base64url')),
    lastEventId: request.headers.get('last-event-id'),
    disconnect() {
      const socket = server.socket as Destroyable | undefined;
      const res = server.res as Destroyable | undefined;
      if (typeof socket?.terminate === 'function') socket.terminate();
      else if (typeof res?.destroy === 'function') res.destroy();
    },
    onClientGone(listener) {
      // graphql-ws ends its subscriptions on close itself; node:http needs telling for SSE.
      const res = server.res as Destroyable | undefined;
      if (typeof res?.once === 'function') res.once('close', listener);
    },
    currentEventId: null,
  };
}
