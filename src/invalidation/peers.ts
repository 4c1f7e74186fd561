/**
 * Invalidations told to the other instances directly, for when Redis (their usual channel) does not
 * answer: each instance writes its URL (INSTANCE_URL) with its heartbeat, so every instance knows the
 * others' as of the last heartbeat Redis answered. A change made meanwhile is POSTed to each of them at
 * `PEER_PATH` with the shared INSTANCE_TOKEN, and the write that made it waits for their answers (bounded),
 * so that a user who reads through another instance right after never gets the record as it was.
 */
import { Agent, request } from 'undici';
import type { Logger } from 'pino';
import { peerInvalidationsTotal } from '../metrics.js';

/** Where an instance takes the invalidations another one sends it. */
export const PEER_PATH = '/_fieldgraph/invalidations';

/** Longest wait for the other instances to take an invalidation, ms: a write waits this long at most. */
const PEER_TIMEOUT_MS = 500;

export interface PeerOptions {
  /** The other instances' origins (RedisGuard.peers). */
  peers: () => readonly string[];
  token: string;
  logger?: Logger;
}

export class PeerInvalidations {
  private readonly agent = new Agent({ connections: 4, headersTimeout: PEER_TIMEOUT_MS, bodyTimeout: PEER_TIMEOUT_MS, connect: { timeout: PEER_TIMEOUT_MS } });

  constructor(private readonly options: PeerOptions) {}

  /** Tells every other instance; resolves when each answered or gave up. Never rejects. */
  async send(tags: readonly string[], stamp: number): Promise<void> {
    const peers = this.options.peers();
    if (peers.length === 0 || tags.length === 0) return;
    const body = JSON.stringify({ tags, stamp });
    await Promise.all(peers.map((origin) => this.sendTo(origin, body)));
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async sendTo(origin: string, body: string): Promise<void> {
    try {
      const res = await request(`${origin}${PEER_PATH}`, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
        body,
        signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
      });
      await res.body.dump();
      peerInvalidationsTotal.inc({ outcome: res.statusCode === 204 ? 'sent' : 'refused' });
      if (res.statusCode !== 204) this.options.logger?.warn({ status: res.statusCode }, 'another instance refused an invalidation');
    } catch (error) {
      peerInvalidationsTotal.inc({ outcome: 'failed' });
      // The origin is the operator's own setting, not an upstream URL or a secret.
      this.options.logger?.warn(
        { peer: origin, code: (error as NodeJS.ErrnoException).code ?? (error as Error).name },
        'another instance did not take an invalidation',
      );
    }
  }
}
