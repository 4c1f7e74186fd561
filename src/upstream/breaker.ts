/**
 * What the upstream client does when the upstream struggles: a circuit breaker per upstream (cockatiel)
 * that fails fast while it is down and lets one trial request through after a pause, and the GET retry
 * policy handed to undici's retry interceptor (jittered backoff, `Retry-After` honoured, a retry budget).
 */
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, IsolatedCircuitError, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { RetryHandler } from 'undici';
import { upstreamCircuitState, upstreamRetriesTotal } from '../metrics.js';
import { UpstreamError } from './errors.js';

/** Statuses that say the upstream (or a proxy before it) is down, as opposed to refusing one request. */
const DOWN_STATUSES = new Set([502, 503, 504]);
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

/** Thrown inside the breaker for an answer that counts as the upstream being down; unwrapped by the client. */
export class UpstreamDownAnswer extends Error {
  constructor(public readonly response: { statusCode: number }) {
    super(`upstream answered ${response.statusCode}`);
  }
}

/** A request the gateway gave up on itself (operation deadline): not the upstream's fault. */
const isOwnAbort = (error: Error) =>
  error instanceof UpstreamError || error.name === 'AbortError' || error.name === 'TimeoutError' || (error as { code?: string }).code === 'UND_ERR_ABORTED';

export interface UpstreamBreakers {
  /**
   * Runs one upstream request through the breaker of its route (`GET /projects/:id`); rejects with an
   * UpstreamError at once while that route's circuit is open. One circuit per route, so one failing
   * endpoint does not stop the others (another company's healthy reads keep going).
   */
  execute<R extends { statusCode: number }>(route: string, resource: string, request: () => Promise<R>): Promise<R>;
  /** The state of one route's circuit (closed when it never failed). */
  state(route: string): CircuitState;
  /** The routes whose circuit is not closed now (open or half-open), for /readyz. */
  notClosed(): Array<{ route: string; state: 'open' | 'half-open' }>;
}

/** Routes are templates (`:id`), so they are few; the cap only guards against a surprise. */
const MAX_ROUTES = 1_000;

export function createBreakers(options: { threshold: number; halfOpenAfterMs: number }): UpstreamBreakers {
  const circuits = new Map<string, { policy: CircuitBreakerPolicy; openedAt: number }>();
  const open = new Set<string>();
  const circuit = (route: string) => {
    const c = circuits.get(route);
    if (c) return c;
    if (circuits.size >= MAX_ROUTES) {
      const oldest = circuits.keys().next().value!;
      circuits.delete(oldest);
      open.delete(oldest);
    }
    const policy = circuitBreaker(
      handleWhen((error) => error instanceof UpstreamDownAnswer || !isOwnAbort(error)),
      { halfOpenAfter: options.halfOpenAfterMs, breaker: new ConsecutiveBreaker(options.threshold) },
    );
    const entry = { policy, openedAt: 0 };
    policy.onBreak(() => {
      entry.openedAt = Date.now();
    });
    policy.onStateChange((state) => {
      if (state === CircuitState.Closed) open.delete(route);
      else open.add(route);
      // The gauge shows the worst circuit: 0 all closed, 1 one half-open, 2 one open.
      let worst = 0;
      for (const r of open) worst = Math.max(worst, circuits.get(r)?.policy.state === CircuitState.Open ? 2 : 1);
      upstreamCircuitState.set(worst);
    });
    circuits.set(route, entry);
    return entry;
  };
  return {
    state: (route) => circuits.get(route)?.policy.state ?? CircuitState.Closed,
    notClosed: () =>
      [...open].map((route) => ({ route, state: circuits.get(route)?.policy.state === CircuitState.HalfOpen ? ('half-open' as const) : ('open' as const) })),
    async execute<R extends { statusCode: number }>(route: string, resource: string, request: () => Promise<R>): Promise<R> {
      const c = circuit(route);
      try {
        return await c.policy.execute(async () => {
          const response = await request();
          if (DOWN_STATUSES.has(response.statusCode)) throw new UpstreamDownAnswer(response);
          return response;
        });
      } catch (error) {
        if (error instanceof UpstreamDownAnswer) return error.response as R;
        if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
          const retryAfter = Math.max(1, Math.ceil((c.openedAt + options.halfOpenAfterMs - Date.now()) / 1000));
          throw new UpstreamError('UPSTREAM_UNAVAILABLE', `${resource}: the upstream API is failing; requests are paused, retry in ${retryAfter} s`, {
            retryAfter,
            reason: 'circuit_open',
          });
        }
        throw error;
      }
    },
  };
}

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
