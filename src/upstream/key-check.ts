/**
 * Does the upstream accept this API key? Asked once per key and period with one cheap GET, so that
 * long-lived work started with a key (a subscription) can be refused at its start instead of paying an
 * upstream 401 per event, and so that code elsewhere can ask whether a key was accepted recently.
 * Remembered by a hash of the key (never the key), bounded in entries, for `ttlMs`; concurrent checks
 * of one key share one request. Only a 401 counts as "rejected"; a 403/404 on the probe means the key
 * is good but may not read that list. Other failures (upstream down, rate limited) are not remembered:
 * the caller gets that error and the next check asks again. A verdict is a few bytes (the error a
 * rejected key gets is made when it is thrown), so a flood of wrong keys costs at most `maxKeys` of them.
 */
import type { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import { errorCode, gatewayError } from '../errors.js';
import type { UpstreamSession } from './client.js';
import { hashKey } from './pacer.js';

export interface KeyCheckOptions {
  /** How long an answer is remembered, ms. */
  ttlMs: number;
  /** Keys remembered at most (least recently used dropped first). */
  maxKeys?: number;
  /** The probe: one cheap GET with the key's session. Default: the workspace roles, a short list every key reads. */
  probe?: (session: UpstreamSession) => Promise<unknown>;
}

interface Verdict {
  accepted: boolean;
  /** When the upstream answered (ms since epoch). */
  at: number;
}

const defaultProbe = (session: UpstreamSession) => session.get('API key check', '/roles');

export class KeyCheck {
  private readonly verdicts: LRUCache<string, Verdict>;
  private readonly pending = new Map<string, Promise<Verdict>>();
  private readonly probe: (session: UpstreamSession) => Promise<unknown>;
  constructor(options: KeyCheckOptions) {
    this.verdicts = new LRUCache<string, Verdict>({ max: options.maxKeys ?? 10_000, ttl: options.ttlMs });
    this.probe = options.probe ?? defaultProbe;
  }

  /**
   * Resolves when the upstream accepts `apiKey` (remembered, or asked now through a session `session()`
   * makes, bound to that key); rejects with an UNAUTHENTICATED error when it does not, or with the probe's
   * own error when the upstream could not tell (UPSTREAM_UNAVAILABLE, RATE_LIMITED …).
   */
  async verify(apiKey: string, session: () => UpstreamSession): Promise<void> {
    const hash = hashKey(apiKey);
    const known = this.verdicts.get(hash);
    const verdict = known ?? (await this.ask(hash, session));
    if (!verdict.accepted) throw rejected();
  }

  /** True when the upstream accepted `apiKey` within the last `ms` milliseconds (as far as this process knows). */
  acceptedWithin(apiKey: string, ms: number): boolean {
    const verdict = this.verdicts.get(hashKey(apiKey));
    return !!verdict?.accepted && Date.now() - verdict.at <= ms;
  }

  /** Records an answer seen elsewhere (e.g. a 401 on a later request): the next check uses it. */
  record(apiKey: string, accepted: boolean): void {
    this.verdicts.set(hashKey(apiKey), { accepted, at: Date.now() });
  }

  private ask(hash: string, session: () => UpstreamSession): Promise<Verdict> {
    let pending = this.pending.get(hash);
    if (!pending) {
      pending = this.probe(session())
        .then(
          () => ({ accepted: true, at: Date.now() }),
          (error: unknown): Verdict => {
            const code = errorCode(error);
            if (code === 'UNAUTHENTICATED') return { accepted: false, at: Date.now() };
            if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return { accepted: true, at: Date.now() };
            throw error;
          },
        )
        .then((verdict) => {
          this.verdicts.set(hash, verdict);
          return verdict;
        })
        .finally(() => this.pending.delete(hash));
      this.pending.set(hash, pending);
    }
    return pending;
  }
}

function rejected(): GraphQLError {
  return gatewayError('UNAUTHENTICATED', 'The API key is missing or invalid');
}
