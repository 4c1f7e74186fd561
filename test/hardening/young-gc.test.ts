/**
 * What a finished operation read is garbage for the young-generation GC. When something outlives the
 * operation (a loader's last batch filed in Pothos's WeakMaps, a process-wide table that keeps what it
 * held), every young GC copies the records of every operation since the last one and promotes them:
 * on the account screen 2.2 MB per young GC and 10 + 18 ms of CPU each, about a fifth of the screen's
 * CPU. The gateway runs in a process of its own under `--trace-gc-nvp` (test/helpers/young-gc-run.ts),
 * which prints what each young GC found alive; the sandbox runs here.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

// The sandbox does not enforce its limits here; the gateway is told the day is large (1,000 screens × 14 requests).
const h = useSandbox({ rateLimit: { enforce: false, perSecond: 1_000_000, perDay: 1_000_000_000 } });

/** The young GCs' survivors (bytes) printed between MEASURED and DONE. */
async function youngGcSurvivors(): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--max-semi-space-size=32', '--trace-gc-nvp', 'test/helpers/young-gc-run.ts'], {
    env: { ...process.env, UPSTREAM_URL: h.url, API_KEY: h.key1, ACCOUNT_ID: '10024', WARM: '300', RUNS: '700', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, err.slice(-2000)).toBe(0);
  const measured = out.slice(out.indexOf('MEASURED'), out.indexOf('DONE'));
  return [...measured.matchAll(/gc=s\b.*?new_space_survived=(\d+)/g)].map((m) => Number(m[1]));
}

describe('a finished operation leaves nothing for young GCs to copy', () => {
  it('the account screen: what survives a young GC is about one operation in flight, not every operation since the last GC', async () => {
    const survivors = await youngGcSurvivors();
    // 700 screens allocate enough for a young GC every 30 to 40 of them.
    expect(survivors.length).toBeGreaterThanOrEqual(8);
    const mean = survivors.reduce((a, b) => a + b, 0) / survivors.length;
    // Measured: 2.2 MB with the loaders' batches held, 0.9 MB without (the in-flight screen, the process's own).
    expect(mean).toBeLessThan(1.4 * 1024 * 1024);
  }, 180_000);
});
