/**
 * `GET /healthz` (the process is alive) and `GET /readyz` (it takes traffic; 503 while draining at
 * shutdown, so a load balancer stops sending requests before the listener closes). `/readyz` answers
 * JSON naming each dependency: Redis `ok`, `degraded` (slow or down: this instance serves from its own
 * memory) or `none`, and the upstream's circuits (`closed`, or the routes failing fast). A degraded
 * dependency keeps the instance ready unless `failWhenDegraded` (READYZ_FAIL_WHEN_DEGRADED) is set.
 */
import type { Plugin } from 'graphql-yoga';

export interface Dependencies {
  redis: 'ok' | 'degraded' | 'none';
  upstream: { circuits: 'closed' | 'open'; open: Array<{ route: string; state: 'open' | 'half-open' }> };
}

export interface HealthState {
  /** Set by the shutdown path: /readyz answers 503 from then on. */
  draining: boolean;
  /** The dependencies' state now (the gateway fills it in). */
  dependencies?: () => Dependencies;
  /** A degraded dependency makes /readyz answer 503 (READYZ_FAIL_WHEN_DEGRADED). */
  failWhenDegraded?: boolean;
}

/** A new object per answer: the Response keeps the object it is given and writes its length into it. */
const jsonHeaders = () => ({ 'content-type': 'application/json', 'cache-control': 'no-store' });

export function useHealth(state: HealthState): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname === '/healthz') {
        endResponse(new fetchAPI.Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: jsonHeaders() }));
      } else if (url.pathname === '/readyz') {
        const dependencies = state.dependencies?.();
        const degraded = dependencies ? dependencies.redis === 'degraded' || dependencies.upstream.circuits === 'open' : false;
        const ready = !state.draining && !(degraded && state.failWhenDegraded);
        const body = dependencies ? { ready, degraded, dependencies } : { ready };
        endResponse(new fetchAPI.Response(JSON.stringify(body), { status: ready ? 200 : 503, headers: jsonHeaders() }));
      }
    },
  };
}
