/**
 * The GET retry policy (undici's retry callback, which transport.ts calls per attempt): jittered backoff, `Retry-After` honoured,
 * and a retry budget so a failing upstream gets only a share of extra load.
 */
import type { RetryHandler } from 'undici';
import { upstreamRetriesTotal } from '../metrics.js';

/** GET statuses worth repeating: the rate limit and the upstream being briefly unavailable. */
export const RETRY_STATUSES = [429, 502, 503, 504];
/** Transport failures worth repeating: resets, refused or dropped connections (undici's own list). */
const RETRY_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

/**
 * A retry budget: each first attempt earns `percent`/100 of a retry, plus `perSecond` retries a second,
 * so while the upstream fails wholesale the gateway adds at most that share of extra load.
 */
export class RetryBudget {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly percent: number,
    private readonly perSecond = 10,
    // The clock, injectable so a test's arithmetic does not depend on how busy the machine is.
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = perSecond;
    this.refilledAt = now();
  }

  /** Called once per first attempt. */
  deposit(): void {
    this.refill();
    this.tokens = Math.min(this.cap, this.tokens + this.percent / 100);
  }

  /** Takes one retry from the budget; false when it is spent. */
  trySpend(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private get cap(): number {
    return Math.max(this.perSecond, 100);
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.cap, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
  }
}

/** `Retry-After` in ms: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '') return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * undici's `retry` callback for GETs: equal-jitter exponential backoff, or the upstream's `Retry-After`
 * when it sent one. A wait longer than `maxMs` is not waited out: the caller gets RATE_LIMITED /
 * UPSTREAM_UNAVAILABLE with the retry time instead. Aborted requests (operation deadline) stop retrying.
 */
export function retryPolicy(options: { retries: number; minMs: number; maxMs: number; budget: RetryBudget }): RetryHandler.RetryCallback {
  return (err, { state, opts }, callback) => {
    const { statusCode, code, headers } = err as Error & { statusCode?: number; code?: string; headers?: Record<string, string | string[]> };
    const retryable =
      opts.method === 'GET' &&
      (statusCode !== undefined ? RETRY_STATUSES.includes(statusCode) : code === 'UND_ERR_REQ_RETRY' || (code !== undefined && RETRY_ERROR_CODES.has(code)));
    const signal = (opts as { signal?: AbortSignal }).signal;
    if (!retryable || state.counter > options.retries || signal?.aborted) return callback(err);
    const told = retryAfterMs(headers?.['retry-after']);
    if (told !== undefined && told > options.maxMs) return callback(err);
    if (!options.budget.trySpend()) return callback(err);
    upstreamRetriesTotal.inc({ reason: String(statusCode ?? code ?? 'unknown') });
    const backoff = Math.min(options.minMs * 2 ** (state.counter - 1), options.maxMs);
    const delay = told ?? backoff / 2 + Math.random() * (backoff / 2);
    setTimeout(() => callback(null), delay).unref();
  };
}
