/**
 * What the other instances are told directly when Redis, their usual channel, does not answer. Each
 * instance writes its URL (INSTANCE_URL) with its heartbeat (src/redis-guard.ts), so every instance knows
 * the others' as of the last heartbeat Redis answered. Meanwhile:
 * - an invalidation (a write or a webhook through this instance) is POSTed to `PEER_PATHS.invalidations`,
 *   and the write that made it waits for their answers (bounded), so that a user who reads through
 *   another instance right after never gets the record as it was;
 * - a webhook event is POSTed to `PEER_PATHS.events`, so the subscribers of every instance still get it.
 * The receiving side is src/gateway/plugins/use-peers.ts, with the shared INSTANCE_TOKEN.
 */
import { Agent, request } from 'undici';
import type { Logger } from 'pino';
import { peerMessagesTotal } from './metrics.js';

export const PEER_PATHS = { invalidations: '/_fieldgraph/invalidations', events: '/_fieldgraph/events' } as const;
export type PeerMessage = keyof typeof PEER_PATHS;

/** Longest wait for the other instances to take a message, ms: a write waits this long at most. */
const PEER_TIMEOUT_MS = 500;

export interface PeerOptions {
  /** The other instances' origins (RedisGuard.peers). */
  peers: () => readonly string[];
  token: string;
  logger?: Logger;
}

export class Peers {
  private readonly agent = new Agent({ connections: 4, headersTimeout: PEER_TIMEOUT_MS, bodyTimeout: PEER_TIMEOUT_MS, connect: { timeout: PEER_TIMEOUT_MS } });

  constructor(private readonly options: PeerOptions) {}

  /** Tells every other instance; resolves when each answered or gave up. Never rejects. */
  async tell(kind: PeerMessage, payload: unknown): Promise<void> {
    const peers = this.options.peers();
    if (peers.length === 0) return;
    const body = JSON.stringify(payload);
    await Promise.all(peers.map((origin) => this.tellOne(origin, kind, body)));
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async tellOne(origin: string, kind: PeerMessage, body: string): Promise<void> {
    try {
      const res = await request(`${origin}${PEER_PATHS[kind]}`, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
        body,
        signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
      });
      await res.body.dump();
      peerMessagesTotal.inc({ kind, outcome: res.statusCode === 204 ? 'sent' : 'refused' });
      if (res.statusCode !== 204) this.options.logger?.warn({ kind, status: res.statusCode }, 'another instance refused a message');
    } catch (error) {
      peerMessagesTotal.inc({ kind, outcome: 'failed' });
      // The origin is the operator's own setting, not an upstream URL or a secret.
      this.options.logger?.warn(
        { kind, peer: origin, code: (error as NodeJS.ErrnoException).code ?? (error as Error).name },
        'another instance did not take a message',
      );
    }
  }
}
