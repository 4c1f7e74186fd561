/**
 * Bounded memory per distinct caller: a flood of distinct, key-shaped wrong keys (each refused by the
 * upstream with 401) leaves small, short-lived state. Pacing (on, as deployed), the shared cache, the
 * daily count, key-check verdicts and per-key metric series are all bounded structures with no timer per
 * key. The heap after a full collection is measured before and after N keys, in process, and scaled to
 * 100,000; then measured again once the keys stopped and their windows ended.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/metrics.js';
import { useGateway } from '../helpers/gateway.js';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
const g = useGateway(h, { upstream: { cache: true, ratePerSecond: 100 } });

async function heap(): Promise<number> {
  // The sandbox runs in this process and keeps every request for its stats: not the gateway's memory.
  await h.resetStats();
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
  return process.memoryUsage().heapUsed;
}

const KEYS = Number(process.env.WRONG_KEYS ?? 8_000);

async function flood(prefix: string, n: number): Promise<number> {
  let unauthenticated = 0;
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const key = `fg_live_${prefix}_${i.toString(36).padStart(24, '0')}`;
      const r = await g.gql('{ projects(first: 1) { nodes { title } } }', {}, { key });
      if (r.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') unauthenticated++;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return unauthenticated;
}

describe('a flood of distinct wrong keys', () => {
  it(`${KEYS} distinct wrong keys grow the heap by well under 50 MB per 100,000, and it comes back once they stop`, async () => {
    // Warm-up: code paths, caches of the one query document, metric series.
    await flood('warm', 2_000);
    // Kept: the warm keys' pacing windows must end before the baseline; nothing tells when they have.
    await new Promise((r) => setTimeout(r, 1_500));
    const before = await heap();
    expect(await flood('wrong', KEYS)).toBe(KEYS);
    const after = await heap();
    const perKey = (after - before) / KEYS;
    const per100k = (perKey * 100_000) / 1024 / 1024;
    console.log(
      `heap ${(before / 1048576).toFixed(1)} -> ${(after / 1048576).toFixed(1)} MB after ${KEYS} wrong keys: ${perKey.toFixed(0)} B/key, ${per100k.toFixed(1)} MB per 100,000`,
    );
    expect(per100k).toBeLessThan(50);
    // No per-key metric series for keys the upstream refused.
    const series = (await registry.getSingleMetric('fieldgraph_upstream_key_requests_total')!.get()).values.length;
    expect(series).toBeLessThanOrEqual(1_000);
    // Once the pacing windows of the last keys end, a run of good requests later, the heap is back near where it was.
    const bound = Math.max(8 * 1024 * 1024, (after - before) * 1.1);
    let settled = after;
    await waitFor(
      async () => {
        for (let i = 0; i < 20; i++) await g.gql('{ projects(first: 1) { nodes { title } } }');
        settled = await heap();
        return settled - before < bound;
      },
      10_000,
      `the heap back within ${(bound / 1048576).toFixed(1)} MB of the baseline`,
    );
    console.log(`heap settled at ${(settled / 1048576).toFixed(1)} MB`);
    expect(settled - before).toBeLessThan(bound);
  }, 240_000);
});

describe('wrong keys do not take the upstream from accepted ones', () => {
  it('200 distinct wrong keys at once hold at most 32 upstream requests; an accepted key meanwhile is answered at once', async () => {
    await g.gql('{ projects(first: 1) { nodes { title } } }');
    h.sandbox.ctx.options.latency = { ms: 300, jitterMs: 0, rounds: false };
    let most = 0;
    let done = false;
    try {
      // Samples the upstream's open requests until the flood is answered.
      const watch = waitFor(
        async () => {
          most = Math.max(most, (await h.stats()).inFlight);
          return done;
        },
        60_000,
        'the flood to end',
      );
      const flood = Promise.all(
        Array.from({ length: 200 }, (_, i) => g.gql('{ projects(first: 1) { nodes { title } } }', {}, { key: `fg_live_lane_${String(i).padStart(20, '0')}` })),
      );
      // The flood holds the upstream when the accepted key asks.
      await waitFor(async () => (await h.stats()).inFlight > 0, 5_000, 'the wrong keys to reach the upstream');
      const started = Date.now();
      const good = await g.gql('{ accounts(first: 1) { nodes { title } } }');
      const goodMs = Date.now() - started;
      const wrong = await flood;
      done = true;
      await watch;
      expect(good.body.errors).toBeUndefined();
      expect(goodMs).toBeLessThan(1_500);
      expect(most).toBeLessThanOrEqual(32 + 2);
      expect(wrong.every((r) => ['UNAUTHENTICATED', 'RATE_LIMITED'].includes(r.body.errors?.[0]?.extensions?.code))).toBe(true);
    } finally {
      done = true;
      h.sandbox.ctx.options.latency = { ms: 0, jitterMs: 0, rounds: false };
    }
  }, 60_000);
});
