/**
 * A circuit breaker per upstream route (cockatiel): fails fast while the route is down and lets one trial
 * request through after a pause. The GET retry policy is in retry.ts.
 */
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, IsolatedCircuitError, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import { upstreamCircuitState } from '../metrics.js';
import { UpstreamError } from './errors.js';

/** Statuses that say the upstream (or a proxy before it) is down, as opposed to refusing one request. */
const DOWN_STATUSES = new Set([502, 503, 504]);

/** Thrown inside the breaker for an answer that counts as the upstream being down; unwrapped by the client. */
export class UpstreamDownAnswer extends Error {
  constructor(public readonly response: { statusCode: number }) {
    super(`upstream answered ${response.statusCode}`);
  }
}

/** An answer that says the upstream is down fails the attempt inside the breaker (unwrapped again by `execute`). */
function throwIfDown<R extends { statusCode: number }>(response: R): R {
  if (DOWN_STATUSES.has(response.statusCode)) throw new UpstreamDownAnswer(response);
  return response;
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

/** `now`: the clock of the retry time an open circuit reports (cockatiel's own cool-down reads Date.now). */
export function createBreakers(options: { threshold: number; halfOpenAfterMs: number; now?: () => number }): UpstreamBreakers {
  const now = options.now ?? Date.now;
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
      entry.openedAt = now();
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
    // Promise chains, not async functions: every upstream request passes here, and each async frame is a
    // promise and a suspended frame more per request.
    execute<R extends { statusCode: number }>(route: string, resource: string, request: () => Promise<R>): Promise<R> {
      const c = circuit(route);
      return c.policy
        .execute(() => request().then(throwIfDown))
        .catch((error: unknown) => {
          if (error instanceof UpstreamDownAnswer) return error.response as R;
          if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
            const retryAfter = Math.max(1, Math.ceil((c.openedAt + options.halfOpenAfterMs - now()) / 1000));
            throw new UpstreamError('UPSTREAM_UNAVAILABLE', `${resource}: the upstream API is failing; requests are paused, retry in ${retryAfter} s`, {
              retryAfter,
              reason: 'circuit_open',
            });
          }
          throw error;
        });
    },
  };
}
