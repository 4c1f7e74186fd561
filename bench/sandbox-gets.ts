/**
 * How many `GET /v1/accounts/{id}` per second one sandbox process serves on one core.
 *
 *   npx tsx bench/sandbox-gets.ts
 *
 * The sandbox runs in a child process (`npm run sandbox`'s entry), pinned to core 0 with `taskset` when
 * available, while autocannon runs here on another core, so that the load generator does not steal the
 * server's CPU. Knobs: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_NODE_ARGS (extra
 * Node flags for the sandbox, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). Target: ≥ 5,000 requests/s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (opts: Record<string, unknown>, done: (err: Error | null, result: AutocannonResult) => void) => unknown;
// autocannon ships no type declarations; the small surface used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const root = fileURLToPath(new URL('..', import.meta.url));
const canPin = availableParallelism() > 1 && spawnSync('taskset', ['-V']).status === 0;

function startSandbox(): Promise<{ child: ChildProcess; url: string; key: string }> {
  const nodeArgs = ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'src/sandbox/cli.ts'];
  const [cmd, args] = canPin ? ['taskset', ['-c', '0', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  // Defaults for everything else: no latency, no faults, no enforced limits, no webhook, no activity.
  const env = {
    ...process.env,
    SANDBOX_PORT: '0',
    SANDBOX_LATENCY_MS: '0',
    SANDBOX_FAULTS: '',
    SANDBOX_RATE_LIMIT: '',
    SANDBOX_WEBHOOK_URL: '',
    SANDBOX_ACTIVITY_MS: '0',
  };
  const child = spawn(cmd, args as string[], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Sandbox REST API v1: (\S+)/.exec(out)?.[1];
      const key = /company 1 x-api-key: (\S+)/.exec(out)?.[1];
      if (url && key) resolve({ child, url, key });
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited early (${code}):\n${out}`)));
  });
}

function run(opts: Record<string, unknown>): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

if (canPin) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
const { child, url, key } = await startSandbox();
try {
  const list = (await (await fetch(`${url}/accounts?page_size=1`, { headers: { 'x-api-key': key } })).json()) as { id: number }[];
  const target = `${url}/accounts/${list[0].id}`;
  const opts = { url: target, headers: { 'x-api-key': key }, connections, pipelining: 1 };
  await run({ ...opts, duration: 2 }); // warm-up: JIT and caches
  const r = await run({ ...opts, duration: seconds });
  const perSecond = Math.round(r.requests.total / seconds);
  console.log(`GET ${new URL(target).pathname}: ${perSecond} requests/s over ${seconds} s, ${connections} connections`);
  console.log(`  latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`);
  console.log(`  sandbox ${canPin ? 'pinned to core 0 (taskset), load generator on core 1' : 'not pinned (taskset or a second core unavailable)'}`);
  if (r.non2xx > 0 || r.errors > 0) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
