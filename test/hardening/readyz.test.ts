/**
 * Dependency health as a platform team reads it: /readyz names Redis (none here) and the upstream's
 * circuits, the route whose circuit opened included, and /metrics has the same as gauges. An open circuit
 * keeps the instance ready (it still serves every other route) unless READYZ_FAIL_WHEN_DEGRADED is set.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 5, opportunities: 2, workOrders: 5, calls: 2 } });
const g = useGateway(h, { upstream: { breakerThreshold: 2, breakerHalfOpenMs: 600_000, retries: 0 } });

const readyz = async () => {
  const res = await g.gateway.fetch('http://gateway/readyz');
  const text = await res.text();
  // The length declared is this answer's: a stale one cuts the JSON short over HTTP and desynchronises the connection.
  expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  // A probe's answer is never kept, not even by the prober.
  expect(res.headers.get('cache-control')).toBe('no-store');
  return {
    status: res.status,
    body: JSON.parse(text) as { ready: boolean; dependencies: { redis: string; upstream: { circuits: string; open: Array<{ route: string }> } } },
  };
};

describe('/readyz and its gauges', () => {
  it('names Redis and the upstream circuits; a failing route opens its circuit, shown by route, and the instance stays ready', async () => {
    const before = await readyz();
    expect(before.status).toBe(200);
    expect(before.body.dependencies).toEqual({ redis: 'none', upstream: { circuits: 'closed', open: [] } });

    h.sandbox.ctx.faults.set([{ route: '/v1/projects', method: 'GET', status: 503, times: 100 }]);
    try {
      for (let i = 0; i < 3; i++) await g.gql('{ projects(first: 1) { nodes { title } } }');
    } finally {
      h.sandbox.ctx.faults.set([]);
    }
    const after = await readyz();
    expect(after.status).toBe(200);
    expect(after.body.ready).toBe(true);
    expect(after.body.dependencies.upstream.circuits).toBe('open');
    expect(after.body.dependencies.upstream.open.map((o) => o.route)).toEqual(['GET /projects']);

    const metrics = await (await g.gateway.fetch('http://gateway/metrics')).text();
    // The worst circuit of the instance: 2 = open.
    expect(metrics).toMatch(/^fieldgraph_upstream_circuit_state 2$/m);
  });
});
