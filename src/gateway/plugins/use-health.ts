/**
 * `GET /healthz` (the process is alive) and `GET /readyz` (it takes traffic; 503 while draining at
 * shutdown, so a load balancer stops sending requests before the listener closes).
 */
import type { Plugin } from 'graphql-yoga';

export interface HealthState {
  /** Set by the shutdown path: /readyz answers 503 from then on. */
  draining: boolean;
}

export function useHealth(state: HealthState): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname === '/healthz') {
        endResponse(new fetchAPI.Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } }));
      } else if (url.pathname === '/readyz') {
        const ready = !state.draining;
        endResponse(new fetchAPI.Response(JSON.stringify({ ready }), { status: ready ? 200 : 503, headers: { 'content-type': 'application/json' } }));
      }
    },
  };
}
