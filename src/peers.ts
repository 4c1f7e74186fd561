/**
 * What the other instances are told directly when Redis, their usual channel, does not answer. Each
 * instance writes its URL (INSTANCE_URL) with its heartbeat (src/redis-guard.ts), so every instance knows
 * the others' as of the last heartbeat Redis answered. Meanwhile:
 * - an invalidation (a write or a webhook through this instance) is POSTed to `PEER_PATHS.invalidations`,
 *   and the write that made it waits for their answers (bounded), so that a user who reads through
 *   another instance right after never gets the record as it was;
 * - a webhook event is POSTed to `PEER_PATHS.events`, so the subscribers of every instance still get it.
 * While Redis answers here, the same goes to the instances whose heartbeat is late only (`tellLate`): one
 * cut off from Redis alone hears nothing through it.
 * The receiving side is src/gateway/plugins/use-peers.ts, with the shared INSTANCE_TOKEN.
 */
import { Agent, request } from 'undici';
import type { Logger } from 'pino';
import { peerMessagesTotal } from './metrics.js';

export const PEER_PATHS = { invalidations: '/_fieldgraph/invalidations', events: '/_fieldgraph/events' } as const;
export type PeerMessage = keyof typeof PEER_PATHS;

/** Longest wait for the other instances to take a message, ms: a write waits this long at most. */
const PEER_TIMEOUT_MS = 500;
/** An instance that did not take a message is not asked again for this long, ms: a stopped one costs one wait. */
const DOWN_MS = 10_000;

export interface PeerOptions {
  /** The other instances' origins (RedisGuard.peers). */
  peers: () => readonly string[];
  /** Those of them that may not hear Redis (RedisGuard.latePeers). */
  late: () => readonly string[];
  token: string;
  logger?: Logger;
  /** The clock, injectable for tests. */
  now?: () => number;
}

export class Peers {
  /** Instances that failed to take a message lately, until when they are skipped (ms since epoch). */
  private readonly down = new Map<string, number>();
  private readonly agent = new Agent({ connections: 4, headersTimeout: PEER_TIMEOUT_MS, bodyTimeout: PEER_TIMEOUT_MS, connect: { timeout: PEER_TIMEOUT_MS } });

  constructor(private readonly options: PeerOptions) {}

  /** Tells every other instance; resolves when each answered or gave up. Never rejects. */
  async tell(kind: PeerMessage, payload: unknown): Promise<void> {
    return this.tellSome(this.options.peers(), kind, payload);
  }

  /** Tells the other instances whose heartbeat is late, while Redis tells the rest. Never rejects. */
  async tellLate(kind: PeerMessage, payload: unknown): Promise<void> {
    return this.tellSome(this.options.late(), kind, payload);
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async tellSome(peers: readonly string[], kind: PeerMessage, payload: unknown): Promise<void> {
    if (peers.length === 0) return;
    const body = JSON.stringify(payload);
    await Promise.all(peers.map((origin) => this.tellOne(origin, kind, body)));
  }

  private async tellOne(origin: string, kind: PeerMessage, body: string): Promise<void> {
    const skipUntil = this.down.get(origin);
    const now = this.options.now ?? Date.now;
    if (skipUntil !== undefined && skipUntil > now()) {
      peerMessagesTotal.inc({ kind, outcome: 'skipped' });
      return;
    }
    try {
      const res = await request(`${origin}${PEER_PATHS[kind]}`, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
        body,
        signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
      });
      await res.body.dump();
      this.down.delete(origin);
      peerMessagesTotal.inc({ kind, outcome: res.statusCode === 204 ? 'sent' : 'refused' });
      if (res.statusCode !== 204) this.options.logger?.warn({ kind, status: res.statusCode }, 'another instance refused a message');
    } catch (error) {
      this.down.set(origin, now() + DOWN_MS);
      peerMessagesTotal.inc({ kind, outcome: 'failed' });
      // The origin is the operator's own setting, not an upstream URL or a secret.
      this.options.logger?.warn(
        { kind, peer: origin, code: (error as NodeJS.ErrnoException).code ?? (error as Error).name },
        'another instance did not take a message',
      );
    }
  }
}
