/**
 * `npm run bench` (about 8–10 minutes) and `npm run bench:quick` (about a minute): the gateway against
 * the direct REST path, same sandbox, same run. Writes bench/results.json and bench/results.md.
 *
 * Per operation: upstream requests, round trips (bench/round-trips.ts) and the sandbox's waves (sandbox
 * `/_sandbox/stats`, 20 ms latency so that the requests of a level overlap) against the direct path and
 * a resolver-per-field count; response bytes against the REST bytes of the same screen; p50/p95/p99 and
 * operations/s at each latency × concurrency cell; gateway CPU per operation against the direct client's,
 * and where the gateway's CPU goes (a `--cpu-prof` profile of a gateway process of its own per screen,
 * summarised by bench/profile.ts); bare Yoga making the direct client's calls (bench/yoga-floor.ts) beside
 * the cache-off gateway, the stack's floor; and the same screens through a second gateway with its caches on
 * (upstream cache and whole answers): upstream requests per repeated operation, p50 at 20 ms × 1, and 16
 * clients in flight each with its own key and variables asking its own screen again, against the direct
 * client making the same clients' screens (p50, operations/s, upstream requests and gateway CPU per screen).
 * Quick mode runs only the cells the targets are read from, and shorter cache-on rounds.
 *
 * The gateway runs as deployed: compiled by tsc and started with NODE_ENV=production
 * (bench/gateway-build.ts); --tsx runs it through tsx as `npm start` does.
 *
 * Flags: --quick; --only=Name,Name (a subset of the screens); --shape (requests, round trips and bytes
 * only); --cpu (shape, CPU and profiles only: for measuring a change); --no-profile; --tsx. A partial
 * run writes results only where BENCH_OUT says.
 * Knobs: BENCH_GATEWAY_NODE_ARGS (node flags of the measured gateway), BENCH_BASELINE_NODE_ARGS (of the
 * baseline's, default the same), BENCH_SECONDS (per cell and path), BENCH_TARGET_SECONDS (per path in the cells
 * the p50 and operations/s targets are read from, default 8), BENCH_CPU_RUNS (operations per CPU
 * measurement), BENCH_WARM_OPS (operations each path runs 16 at a time, then one at a time, before its CPU is measured, default 1,500),
 * BENCH_CPU_PROCESSES (gateway and bare-Yoga processes each CPU figure is the mean of, default 2),
 * BENCH_OUT (directory of the results, default bench/), and the gateway's own env (UPSTREAM_POOL_SIZE,
 * UPSTREAM_MAX_CONCURRENCY …) passed through.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { loadConfig } from '../src/config.js';
import { demoLogins } from '../src/sandbox/auth/model.js';
import { DirectClient, type DirectTally } from './direct.js';
import { loadDirect, loadGateway, summarize, type LoadSample } from './load.js';
import { operations, type BenchInputs, type BenchOperation } from './operations.js';
import { startChild, startSandboxProcess } from './processes.js';
import { compileGateway, launchGateway, startProdNodeFlags } from './gateway-build.js';
import { summarizeProfile } from './profile.js';
import { GATEWAY_FLOOR_ROW, machine, renderMarkdown, targetsOf, type BenchResults, type CellResult, type HttpFloor, type OperationResult } from './report.js';
import { roundTripsOf } from './round-trips.js';

const quick = process.argv.includes('--quick');
/** `--shape`: only the request, wave and byte counts (seconds, for checking operations). */
const shapeOnly = process.argv.includes('--shape');
/** `--cpu`: shape, CPU per operation and profiles, no latency cells and no cache-on gateway. */
const cpuOnly = process.argv.includes('--cpu');
const profiling = !shapeOnly && !process.argv.includes('--no-profile');
const SANDBOX_NOW = '2026-06-01T00:00:00.000Z';
const LATENCIES = [0, 20];
const CONCURRENCIES = [1, 16, 64];
const cells = quick
  ? [
      { latencyMs: 20, concurrency: 1 },
      { latencyMs: 0, concurrency: 16 },
    ]
  : LATENCIES.flatMap((latencyMs) => CONCURRENCIES.map((concurrency) => ({ latencyMs, concurrency })));
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1.5 : 2.5));
/**
 * The cells the latency and throughput targets are read from (20 ms × 1, 0 ms × 16) run longer: at 2.5 s a
 * path answers 40 analyst's lists or 25 deep chains at 20 ms, and a median of so few moved by ±0.05 between
 * runs of the same code; at 0 ms × 16 the direct path's rate moved by 30% between runs.
 */
const targetSeconds = Number(process.env.BENCH_TARGET_SECONDS ?? (quick ? 3 : 8));
const isP50Cell = (cell: { latencyMs: number; concurrency: number }) => cell.latencyMs === 20 && cell.concurrency === 1;
const isTargetCell = (cell: { latencyMs: number; concurrency: number }) => isP50Cell(cell) || (cell.latencyMs === 0 && cell.concurrency === 16);
const amount = quick ? 400 : 3000;
/** Alternating gateway/direct runs per cell. */
const rounds = quick ? 2 : 3;
const cpuRuns = Number(process.env.BENCH_CPU_RUNS ?? (quick ? 60 : 150));
/** Operations each path runs before its CPU is measured (see the CPU section). */
const WARM_OPS = Number(process.env.BENCH_WARM_OPS ?? (quick ? 300 : 1500));
/** Gateway and bare-Yoga processes each CPU figure is measured in (see the CPU section). */
const CPU_PROCESSES = Math.max(1, Number(process.env.BENCH_CPU_PROCESSES ?? (quick ? 1 : 2)));
const outDir = process.env.BENCH_OUT ?? new URL('.', import.meta.url).pathname;
const log = (...args: unknown[]) => console.log(...args);
/** `--only Name,Name`: a subset of the operations (for profiling one screen). */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const selected = only ? operations.filter((o) => only.includes(o.name)) : operations;

const loadBefore = loadavg();
// The sandbox reports a key's daily budget on every answer (5,000 by default, not enforced here) and the
// gateway honours it: past 5,000 upstream requests every field would be refused and the figures would
// measure refusals. A budget no run reaches keeps both paths on real answers.
process.env.SANDBOX_RATE_LIMIT_PER_DAY ??= '1000000000';
process.env.UPSTREAM_DAILY_BUDGET ??= '1000000000';
const sandbox = await startSandboxProcess(SANDBOX_NOW);
const gatewayArgs = process.env.BENCH_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
// The gateway as deployed (bench/gateway-build.ts: tsc output, NODE_ENV=production), or with --tsx as
// `npm start` runs it.
const viaTsx = process.argv.includes('--tsx');
const root = fileURLToPath(new URL('..', import.meta.url));
const entry = viaTsx ? undefined : compileGateway(root);
const startGateway = (env: Record<string, string> = {}, nodeArgs: string[] = gatewayArgs) =>
  launchGateway({ cwd: root, entry, upstreamUrl: sandbox.url, env, nodeArgs });
const gateway = await startGateway();
// BENCH_BASELINE_DIR: another checkout (e.g. `git archive <commit> | tar -x -C dir`, node_modules linked)
// whose gateway runs beside this one in the CPU rounds, so a change is measured against its baseline
// under the same machine load.
const baselineDir = process.env.BENCH_BASELINE_DIR;
const baseline = baselineDir
  ? await launchGateway({
      cwd: baselineDir,
      entry: viaTsx ? undefined : compileGateway(baselineDir),
      upstreamUrl: sandbox.url,
      nodeArgs: process.env.BENCH_BASELINE_NODE_ARGS?.split(' ').filter(Boolean) ?? gatewayArgs,
    })
  : undefined;
// The direct client gets the same keep-alive pool as the gateway's upstream client.
const poolSize = loadConfig({ ...process.env, UPSTREAM_URL: sandbox.url }).upstream.poolSize;
// The stack's floor (bench/yoga-floor.ts): Yoga with its defaults running the direct client's calls, measured
// beside the gateway in the p50 cell of the targets and in the CPU rounds.
const startFloor = () =>
  startChild(
    'bench/yoga-floor.ts',
    { ...process.env, NODE_ENV: 'production', UPSTREAM_URL: sandbox.url, UPSTREAM_KEY: sandbox.key, POOL_SIZE: String(poolSize) },
    [/bench yoga floor: (\S+)/],
  );
const floorServer = shapeOnly ? undefined : await startFloor();
const yogaFloor = floorServer && { url: floorServer.found[0]!, origin: new URL(floorServer.found[0]!).origin };
const directAgent = new Agent({ connections: poolSize, keepAliveTimeout: 30_000 });
// The bench's own requests to the gateway, the sandbox's knobs and the bare server. The loaded rounds keep 16
// requests in flight, so each needs its own connection: with fewer the gateway would see only as many at once,
// while the direct client has its 16 (its agent is the gateway's pool size).
const control = new Agent({ connections: 64 });

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await control.request({
    origin: new URL(url).origin,
    path: new URL(url).pathname + new URL(url).search,
    method: method as 'GET',
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers, raw };
}
const knob = (path: string, body?: unknown) => call(body === undefined ? 'GET' : 'POST', sandbox.origin + path, body);
const setLatency = (ms: number) => knob('/_sandbox/latency', { ms, jitterMs: 0 });
const resetStats = () => knob('/_sandbox/stats/reset', {});
const stats = async () =>
  JSON.parse((await knob('/_sandbox/stats')).raw.toString()) as {
    total: number;
    waves: number;
    byRoute: Record<string, number>;
    requests: { startedAt: number; endedAt: number }[];
  };
/** Waits until the sandbox has seen no new request for a moment: nothing left over from the last run. */
async function settle(): Promise<void> {
  // After a reset the request log holds only what still arrives, so each poll stays small.
  await resetStats();
  let last = (await stats()).total;
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const { total } = await stats();
    if (total === last) return;
    last = total;
  }
}
const cpuOf = async (origin: string) => JSON.parse((await call('GET', `${origin}/_bench/cpu`)).raw.toString()) as NodeJS.CpuUsage;
/** µs of CPU in a `process.cpuUsage()` reading. */
const us = (u: NodeJS.CpuUsage) => u.user + u.system;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Runs `task` `count` times from `concurrency` workers, each starting the next as its last ends. */
async function inParallel(concurrency: number, count: number, task: () => Promise<unknown>): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await task();
    }),
  );
}

/** A measured operation that did not answer its data would make its figures meaningless. */
let failedAnswers = 0;
function checkAnswer(op: BenchOperation, answer: { status: number; raw: Buffer }): void {
  if (answer.status === 200 && !answer.raw.includes('"errors"')) return;
  if (failedAnswers++ < 3) log(`  ${op.name}: the gateway answered ${answer.status}: ${answer.raw.toString().slice(0, 300)}`);
}
const gqlHeaders = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': sandbox.key };
const bodyOf = (op: BenchOperation, inputs: BenchInputs) => JSON.stringify({ query: op.document, variables: op.variables(inputs), operationName: op.name });
/** The same screen asked of the stack's floor: its one field runs the direct client's calls. */
const floorBodyOf = (op: BenchOperation, inputs: BenchInputs) =>
  JSON.stringify({
    query: 'query Screen($name: String!, $variables: String!) { screen(name: $name, variables: $variables) }',
    variables: { name: op.name, variables: JSON.stringify(op.variables(inputs)) },
    operationName: 'Screen',
  });
/** The floor's answer must be the count of the direct client's requests, or its figures mean nothing. */
function checkFloorAnswer(op: BenchOperation, answer: { status: number; raw: Buffer }): void {
  if (answer.status === 200 && /"screen":\d+/.test(answer.raw.toString())) return;
  throw new Error(`bare Yoga answered ${answer.status} for ${op.name}: ${answer.raw.toString().slice(0, 300)}`);
}
const direct = () => new DirectClient(directAgent, new URL(sandbox.url).origin, new URL(sandbox.url).pathname, sandbox.key);
const runDirect = async (op: BenchOperation, inputs: BenchInputs): Promise<DirectTally> => {
  const client = direct();
  await op.direct(client, op.variables(inputs));
  return client.tally;
};

/** The first 40 accounts, those whose screens touch the most records (sites, projects, contacts with projects) first. */
async function rankAccounts(): Promise<number[]> {
  const page = JSON.parse((await call('GET', `${sandbox.url}/accounts?page=1&page_size=40`, undefined, { 'x-api-key': sandbox.key })).raw.toString()) as {
    id: number;
  }[];
  const ranked: { id: number; requests: number }[] = [];
  for (const { id } of page) {
    const inputs = { now: new Date(SANDBOX_NOW), accountId: id };
    let requests = 0;
    for (const op of operations.filter((o) => o.name === 'Account360' || o.name === 'DeepChain')) requests += (await runDirect(op, inputs)).requests;
    ranked.push({ id, requests });
  }
  return ranked.sort((a, b) => b.requests - a.requests).map((a) => a.id);
}

/** Clients of the cache-on rounds: 16 in flight, each asking its own screen again and again. */
const CACHE_CLIENTS = 16;
/**
 * `count` more keys of company 1 (the superadmin demo login issues them): a client of the cache-on rounds
 * each has its own, so no client is ever answered from another's cached answers, even on the screens that
 * take no variables.
 */
async function issueKeys(count: number): Promise<string[]> {
  const login = demoLogins.find((l) => l.isSuperadmin)!;
  const authorization = `Basic ${Buffer.from(`${login.email}:${login.password}`).toString('base64')}`;
  const keys: string[] = [];
  for (let n = 0; n < count; n++) {
    const res = await call('POST', `${sandbox.url}/api-keys`, { company_id: 1, name: `bench client ${n + 1}` }, { authorization });
    if (res.status >= 300) throw new Error(`issuing a bench key: the sandbox answered ${res.status}`);
    keys.push((JSON.parse(res.raw.toString()) as { token: string }).token);
  }
  return keys;
}

/**
 * Closed loop of `clients` workers, worker `client` running `task(client)` again as its last ends, until
 * `amount` operations were started or `maxSeconds` passed; the operations in flight then finish. `task`
 * answers whether the operation succeeded. The same loop measures the gateway and the direct path.
 */
async function loadClients(clients: number, bounds: { amount: number; maxSeconds: number }, task: (client: number) => Promise<boolean>): Promise<LoadSample> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + bounds.maxSeconds * 1000;
  let lastAt = started;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (issued < bounds.amount && performance.now() < deadline) {
        issued++;
        const t = performance.now();
        const ok = await task(client).catch(() => false);
        lastAt = performance.now();
        if (ok) latencies.push(lastAt - t);
        else errors++;
      }
    }),
  );
  return { latencies, errors, seconds: (lastAt - started) / 1000 };
}

try {
  const accounts = await rankAccounts();
  const inputs: BenchInputs = { now: new Date(SANDBOX_NOW), accountId: accounts[0]! };
  log(`bench${quick ? ' (quick)' : ''}: sandbox ${sandbox.url}, gateway ${gateway.url}, account ${inputs.accountId}`);
  const results: OperationResult[] = [];

  // Shape: one run of each operation at 20 ms, counted by the sandbox, and the bytes each path moves.
  await setLatency(20);
  for (const op of selected) {
    const body = bodyOf(op, inputs);
    // One run first: a cold process (JIT, first sockets) spreads a level over more waves than it will later.
    await call('POST', gateway.url, body, gqlHeaders);
    await runDirect(op, inputs);
    await resetStats();
    const plain = await call('POST', gateway.url, body, gqlHeaders);
    const gw = await stats();
    const parsed = JSON.parse(plain.raw.toString()) as { data?: unknown; errors?: { message: string }[] };
    if (plain.status !== 200 || !parsed.data) throw new Error(`${op.name}: gateway answered ${plain.status}: ${plain.raw.toString().slice(0, 300)}`);
    const gzip = await call('POST', gateway.url, body, { ...gqlHeaders, 'accept-encoding': 'gzip' });
    await resetStats();
    const tally = await runDirect(op, inputs);
    const rest = await stats();
    results.push({
      name: op.name,
      title: op.title,
      upstream: { gateway: gw.total, direct: rest.total, perField: tally.perField, byRoute: gw.byRoute, directByRoute: rest.byRoute },
      waves: { gateway: gw.waves, direct: rest.waves, levels: tally.levels },
      roundTrips: { gateway: roundTripsOf(gw), direct: roundTripsOf(rest) },
      bytes: { gateway: plain.raw.length, gatewayGzip: gzip.headers['content-encoding'] === 'gzip' ? gzip.raw.length : null, rest: tally.bytes },
      graphqlErrors: parsed.errors?.length ?? 0,
      errorSample: parsed.errors?.[0]?.message,
      cells: [],
      cpu: { gatewayUsPerOp: 0, directUsPerOp: 0 },
    });
    if (gw.total !== rest.total) log(`  ${op.name}: gateway ${JSON.stringify(gw.byRoute)}\n  ${op.name}: direct  ${JSON.stringify(rest.byRoute)}`);
    log(
      `  ${op.name}: upstream ${gw.total} vs ${rest.total} (per-field ${tally.perField}), round trips ${roundTripsOf(gw)} vs ${roundTripsOf(rest)} (levels ${tally.levels}), waves ${gw.waves} vs ${rest.waves}, bytes ${plain.raw.length} vs ${tally.bytes}`,
    );
  }

  // Latency and throughput, gateway and direct, cell by cell. Each cell alternates the two paths over
  // a few rounds, so a burst of load from elsewhere on the machine does not land on one path only.
  for (const cell of shapeOnly || cpuOnly ? [] : cells) {
    await setLatency(cell.latencyMs);
    for (const [i, op] of selected.entries()) {
      const body = bodyOf(op, inputs);
      const slice = (isTargetCell(cell) ? targetSeconds : seconds) / rounds;
      const screen = () => runDirect(op, inputs).then(() => undefined);
      // Autocannon stopped by its timer drops requests in flight, and the gateway would still be working on
      // them during the next run; so gateway runs are bounded by a count sized from a warm-up (the timer
      // stays as a safety net), and every run waits for the upstream to go quiet before the next starts.
      const warm = await loadGateway(gateway.url, gqlHeaders, body, { concurrency: cell.concurrency, amount: cell.concurrency * 2, maxSeconds: 10 });
      await settle();
      const rate = warm.latencies.length / Math.max(warm.seconds, 0.05);
      const gatewayBounds = {
        concurrency: cell.concurrency,
        amount: Math.min(Math.ceil(amount / rounds), Math.max(cell.concurrency, Math.ceil(rate * slice))),
        maxSeconds: slice * 3 + 2,
      };
      const directBounds = { concurrency: cell.concurrency, amount: Math.ceil(amount / rounds), maxSeconds: slice };
      await loadDirect(screen, { concurrency: cell.concurrency, amount: cell.concurrency * 2, maxSeconds: 10 });
      // The stack's floor runs beside the two in the cell the p50 target is read from, with the gateway's bounds.
      const floorBody = yogaFloor && isP50Cell(cell) ? floorBodyOf(op, inputs) : undefined;
      if (floorBody) {
        checkFloorAnswer(op, await call('POST', yogaFloor!.url, floorBody, gqlHeaders));
        await loadGateway(yogaFloor!.url, gqlHeaders, floorBody, { concurrency: cell.concurrency, amount: cell.concurrency * 2, maxSeconds: 10 });
      }
      const gw: LoadSample[] = [];
      const rest: LoadSample[] = [];
      const floorSamples: LoadSample[] = [];
      for (let round = 0; round < rounds; round++) {
        const runServer = async (url: string, serverBody: string, into: LoadSample[]) => {
          into.push(await loadGateway(url, gqlHeaders, serverBody, gatewayBounds));
          await settle();
        };
        const runGateway = () => runServer(gateway.url, body, gw);
        const runFloor = async () => (floorBody ? runServer(yogaFloor!.url, floorBody, floorSamples) : undefined);
        const runRest = async () => {
          rest.push(await loadDirect(screen, directBounds));
          await settle();
        };
        if (round % 2 === 0) await runGateway().then(runRest).then(runFloor);
        else await runFloor().then(runRest).then(runGateway);
      }
      const result: CellResult = {
        ...cell,
        gateway: summarize(gw),
        direct: summarize(rest),
        ...(floorSamples.length ? { yogaFloor: summarize(floorSamples) } : {}),
      };
      results[i].cells.push(result);
      log(
        `  ${cell.latencyMs} ms × ${cell.concurrency}: ${op.name}: p50 ${result.gateway.p50} vs ${result.direct.p50} ms${result.yogaFloor ? ` (bare Yoga ${result.yogaFloor.p50})` : ''}, ${result.gateway.opsPerSecond} vs ${result.direct.opsPerSecond} op/s`,
      );
    }
  }

  // CPU per operation: sequential runs at 0 ms; the gateway process's own CPU, the direct client's own.
  // Rounds alternate the two paths and each figure is the median of its rounds, so a burst of load from
  // elsewhere (which makes the same work cost more CPU time on a shared machine) lands on both paths.
  await setLatency(0);
  const cpuRounds = quick ? 3 : 5;
  // Processes of the same code differ for their whole life: two gateways (or two bare Yogas) started alike and
  // measured in alternating rounds read up to 10-20% apart, one always above the other (heap layout, what
  // the JIT made of the warm-up). So each side is measured in CPU_PROCESSES processes, and its figure is the
  // mean of their medians; the log names each process's.
  const extraGateways = shapeOnly ? [] : await Promise.all(Array.from({ length: CPU_PROCESSES - 1 }, () => startGateway()));
  const extraFloorServers = shapeOnly || !yogaFloor ? [] : await Promise.all(Array.from({ length: CPU_PROCESSES - 1 }, () => startFloor()));
  const gateways = [gateway, ...extraGateways];
  const floors = yogaFloor ? [yogaFloor, ...extraFloorServers.map((f) => ({ url: f.found[0]!, origin: new URL(f.found[0]!).origin }))] : [];
  /** The mean of each process's median. */
  const acrossProcesses = (perProcess: number[][]) => perProcess.reduce((sum, xs) => sum + median(xs), 0) / perProcess.length;
  const processMedians = (perProcess: number[][]) => (perProcess.length > 1 ? ` (processes: ${perProcess.map((xs) => median(xs).toFixed(0)).join(', ')})` : '');
  /** Operations in flight in the loaded CPU rounds. */
  const CPU_CONCURRENCY = 16;
  for (const [i, op] of shapeOnly ? [] : selected.entries()) {
    const body = bodyOf(op, inputs);
    const perRound = Math.max(1, Math.round(cpuRuns / cpuRounds));
    // A process keeps getting faster for its first thousands of operations: V8 goes on compiling hot code on
    // its worker threads, whose CPU the process's figure counts (a gateway's deep chain measured after 600
    // operations spent 400-600 µs/op on those threads, after 6,000 about 70). The figures are the steady
    // state a long-running process reaches, so each path first runs WARM_OPS operations 16 at a time, then
    // WARM_OPS one after another: a sequential operation takes paths the loaded ones rarely do (a socket
    // idle between requests, a queue drained each time), which V8 compiles only once they are hot. Warmed at
    // 16 only, the account screen's first 500 sequential operations still spent 558 µs/op compiling in the
    // gateway and 291 in bare Yoga; after 3,000 more, 7 and 8 (--trace-opt, bench/results-notes.md).
    const warmRuns = WARM_OPS;
    /** µs of a server's CPU per call, over `count` calls sent `concurrency` at a time (1: one after another). */
    const serverCpu = async (origin: string, concurrency: number, count: number, send: () => Promise<void>) => {
      const before = await cpuOf(origin);
      await inParallel(concurrency, count, send);
      return (us(await cpuOf(origin)) - us(before)) / count;
    };
    const gatewayCall = (target: { url: string }) => async () => checkAnswer(op, await call('POST', target.url, body, gqlHeaders));
    const gatewayRound = (target: { url: string; origin: string }) => serverCpu(target.origin, 1, perRound, gatewayCall(target));
    const floorBody = floorBodyOf(op, inputs);
    const floorCall = (floor: { url: string }) => async () => checkFloorAnswer(op, await call('POST', floor.url, floorBody, gqlHeaders));
    const floorRound = (floor: { url: string; origin: string }) => serverCpu(floor.origin, 1, perRound, floorCall(floor));
    const measured = baseline ? [...gateways, baseline] : gateways;
    for (const target of measured) await inParallel(CPU_CONCURRENCY, warmRuns, gatewayCall(target));
    for (const floor of floors) await inParallel(CPU_CONCURRENCY, warmRuns, floorCall(floor));
    await inParallel(CPU_CONCURRENCY, warmRuns, () => runDirect(op, inputs));
    for (const target of measured) await inParallel(1, warmRuns, gatewayCall(target));
    for (const floor of floors) await inParallel(1, warmRuns, floorCall(floor));
    await inParallel(1, warmRuns, () => runDirect(op, inputs));
    const gwByProcess = gateways.map((): number[] => []);
    const base: number[] = [];
    const rest: number[] = [];
    const floorByProcess = floors.map((): number[] => []);
    for (let round = 0; round < cpuRounds; round++) {
      for (const [k, target] of gateways.entries()) gwByProcess[k]!.push(await gatewayRound(target));
      if (baseline) base.push(await gatewayRound(baseline));
      for (const [k, floor] of floors.entries()) floorByProcess[k]!.push(await floorRound(floor));
      const mine = process.cpuUsage();
      for (let n = 0; n < perRound; n++) await runDirect(op, inputs);
      rest.push(us(process.cpuUsage(mine)) / perRound);
    }
    // The same at concurrency 16: a busy gateway, as in production, where the wake-ups that dominate a
    // sequential operation's CPU on this machine (one per HTTP message) are shared by many operations.
    const loadedRuns = Math.max(CPU_CONCURRENCY * 3, perRound);
    const gatewayLoaded = (target: { url: string; origin: string }) => serverCpu(target.origin, CPU_CONCURRENCY, loadedRuns, gatewayCall(target));
    const floorLoaded = (floor: { url: string; origin: string }) => serverCpu(floor.origin, CPU_CONCURRENCY, loadedRuns, floorCall(floor));
    const gwLoadedByProcess = gateways.map((): number[] => []);
    const baseLoaded: number[] = [];
    const restLoaded: number[] = [];
    const floorLoadedByProcess = floors.map((): number[] => []);
    for (let round = 0; round < cpuRounds; round++) {
      for (const [k, target] of gateways.entries()) gwLoadedByProcess[k]!.push(await gatewayLoaded(target));
      if (baseline) baseLoaded.push(await gatewayLoaded(baseline));
      for (const [k, floor] of floors.entries()) floorLoadedByProcess[k]!.push(await floorLoaded(floor));
      const mine = process.cpuUsage();
      await inParallel(CPU_CONCURRENCY, loadedRuns, () => runDirect(op, inputs));
      restLoaded.push(us(process.cpuUsage(mine)) / loadedRuns);
    }
    results[i].cpu = {
      gatewayUsPerOp: Math.round(acrossProcesses(gwByProcess)),
      directUsPerOp: Math.round(median(rest)),
      ...(baseline ? { baselineUsPerOp: Math.round(median(base)) } : {}),
      ...(floors.length ? { yogaFloorUsPerOp: Math.round(acrossProcesses(floorByProcess)) } : {}),
      processes: gateways.length,
      loaded: {
        concurrency: CPU_CONCURRENCY,
        gatewayUsPerOp: Math.round(acrossProcesses(gwLoadedByProcess)),
        directUsPerOp: Math.round(median(restLoaded)),
        ...(baseline ? { baselineUsPerOp: Math.round(median(baseLoaded)) } : {}),
        ...(floors.length ? { yogaFloorUsPerOp: Math.round(acrossProcesses(floorLoadedByProcess)) } : {}),
      },
    };
    const rounded = (xs: number[]) => xs.map(Math.round).join(' ');
    const cpu = results[i].cpu;
    const loaded = cpu.loaded!;
    log(
      `  cpu ${op.name}: gateway ${cpu.gatewayUsPerOp} µs/op${processMedians(gwByProcess)}${baseline ? `, baseline ${cpu.baselineUsPerOp}` : ''}, direct client ${cpu.directUsPerOp} µs/op${floors.length ? `, bare Yoga ${cpu.yogaFloorUsPerOp}${processMedians(floorByProcess)}` : ''} (rounds: ${gwByProcess.map(rounded).join(' | ')}${baseline ? ` / ${rounded(base)}` : ''} / ${rounded(rest)})`,
    );
    log(
      `  cpu ${op.name} at concurrency ${CPU_CONCURRENCY}: gateway ${loaded.gatewayUsPerOp} µs/op${processMedians(gwLoadedByProcess)}${baseline ? `, baseline ${median(baseLoaded).toFixed(0)}` : ''}, direct client ${loaded.directUsPerOp} µs/op${floors.length ? `, bare Yoga ${loaded.yogaFloorUsPerOp}${processMedians(floorLoadedByProcess)}` : ''} (rounds: ${gwLoadedByProcess.map(rounded).join(' | ')}${baseline ? ` / ${rounded(baseLoaded)}` : ''} / ${rounded(restLoaded)})`,
    );
  }
  for (const extra of [...extraGateways, ...extraFloorServers]) await extra.stop();

  // The HTTP floor: what one request costs a server doing nothing (bench/bare-server.ts) and the gateway
  // answering `{ __typename }` (no upstream call), and the client sending it; sequential and loaded.
  let floor: HttpFloor | undefined;
  if (!shapeOnly) {
    const bare = await startChild('bench/bare-server.ts', process.env, [/bench bare server: (\S+)/]);
    try {
      const target = { url: bare.found[0]!, origin: new URL(bare.found[0]!).origin };
      const body = JSON.stringify({ query: 'query Typename { __typename }', operationName: 'Typename' });
      const measure = async (server: { url: string; origin: string }, concurrency: number) => {
        const runs = 300;
        const send = async () => {
          const answer = await call('POST', server.url, body, gqlHeaders);
          if (answer.status !== 200) throw new Error(`HTTP floor: ${server.url} answered ${answer.status}`);
        };
        const run = (n: number) => inParallel(concurrency, n, send);
        await run(WARM_OPS);
        const serverUs: number[] = [];
        const clientUs: number[] = [];
        for (let round = 0; round < 3; round++) {
          const before = await cpuOf(server.origin);
          const mine = process.cpuUsage();
          await run(runs);
          clientUs.push(us(process.cpuUsage(mine)) / runs);
          serverUs.push((us(await cpuOf(server.origin)) - us(before)) / runs);
        }
        return { serverUs: Math.round(median(serverUs)), clientUs: Math.round(median(clientUs)) };
      };
      floor = { concurrency: 16, rows: [] };
      for (const [what, server] of [
        ['node:http server answering a fixed body', target],
        [GATEWAY_FLOOR_ROW, gateway],
      ] as const) {
        floor.rows.push({ what, sequential: await measure(server, 1), loaded: await measure(server, floor.concurrency) });
        const row = floor.rows.at(-1)!;
        log(
          `  HTTP floor, ${what}: server ${row.sequential.serverUs} µs/request sequential, ${row.loaded.serverUs} at ${floor.concurrency}; client ${row.sequential.clientUs} / ${row.loaded.clientUs}`,
        );
      }
      // The same answer inside the gateway process, back to back and after an idle gap (bench/gateway-server.ts).
      floor.wake = JSON.parse((await call('GET', `${gateway.origin}/_bench/wake`, undefined, { 'x-api-key': sandbox.key })).raw.toString());
      log(
        `  HTTP floor, wake-up: { __typename } in process ${floor.wake!.backToBackUs} µs back to back, ${floor.wake!.afterIdleUs} µs after ${floor.wake!.gapMs} ms idle`,
      );
      // Idle: CPU while no request comes (timers, samplers), once the work above has settled.
      const idleSeconds = 5;
      await sleep(5_000); // a process goes on collecting garbage for 2-5 s after a burst of requests
      const [gatewayBefore, bareBefore] = [await cpuOf(gateway.origin), await cpuOf(target.origin)];
      await sleep(idleSeconds * 1_000);
      const perSecond = async (origin: string, before: NodeJS.CpuUsage) => Math.round((us(await cpuOf(origin)) - us(before)) / idleSeconds);
      floor.idle = {
        seconds: idleSeconds,
        gatewayUsPerSecond: await perSecond(gateway.origin, gatewayBefore),
        bareUsPerSecond: await perSecond(target.origin, bareBefore),
      };
      log(`  HTTP floor, idle: gateway ${floor.idle.gatewayUsPerSecond} µs of CPU per second, bare server ${floor.idle.bareUsPerSecond}`);
    } finally {
      await bare.stop();
    }
  }

  // Where the CPU goes: per screen, a gateway process of its own under --cpu-prof (profiling costs CPU,
  // so the figures above come from the unprofiled process), the same sequential run, the profile's
  // samples inside that run summarised.
  if (profiling) {
    const dir = mkdtempSync(join(tmpdir(), 'fieldgraph-bench-prof-'));
    try {
      for (const [i, op] of selected.entries()) {
        // One directory per screen, default file names: under tsx the module-hooks thread writes a profile too.
        const screenDir = join(dir, op.name);
        const profiled = await startGateway({}, [...gatewayArgs, '--cpu-prof', `--cpu-prof-dir=${screenDir}`, '--cpu-prof-interval=250']);
        const body = bodyOf(op, inputs);
        for (let n = 0; n < 20; n++) await call('POST', profiled.url, body, gqlHeaders);
        const fromUs = Number(process.hrtime.bigint() / 1000n);
        for (let n = 0; n < cpuRuns; n++) checkAnswer(op, await call('POST', profiled.url, body, gqlHeaders));
        const toUs = Number(process.hrtime.bigint() / 1000n);
        await profiled.stop();
        // The main thread's profile is the one that was busy during the run.
        const summaries = readdirSync(screenDir).map((f) => summarizeProfile(join(screenDir, f), { fromUs, toUs }, cpuRuns));
        results[i].profile = summaries.sort((a, b) => b.busyMs - a.busyMs)[0];
        const top = results[i]
          .profile!.topAreas.slice(0, 4)
          .map((a) => `${a.name} ${Math.round(a.share * 100)}%`)
          .join(', ');
        log(`  profile ${op.name}: ${Math.round((results[i].profile!.busyMs * 1000) / cpuRuns)} µs/op busy under the profiler; ${top}`);
      }
    } finally {
      if (!process.env.BENCH_KEEP_PROFILES) rmSync(dir, { recursive: true, force: true });
      else log(`  profiles kept in ${dir}`);
    }
  }

  // Cache on: a second gateway like the first but with its caches on as deployed (the upstream cache and the
  // whole-answer cache; pacing stays off, so only the caches differ). Per screen: upstream requests per
  // repeated operation and p50 at 20 ms × 1 (one client asking its screen again and again); then 16 clients
  // in flight at 0 ms upstream latency (the direct path's best), each with its own key and its own
  // variables where the screen takes any (account, start of the day), each asking its own screen again,
  // alternating rounds with the direct client making the same clients' screens: p50, operations/s, upstream
  // requests per screen and the gateway's CPU per screen.
  if (!shapeOnly && !cpuOnly) {
    const cached = await startGateway({ UPSTREAM_CACHE: 'true', ANSWER_CACHE: 'true', UPSTREAM_RATE_PER_SECOND: '0' });
    try {
      const keys = [sandbox.key, ...(await issueKeys(CACHE_CLIENTS - 1))];
      const clientInputs = keys.map((_, client): BenchInputs => ({ ...inputs, accountId: accounts[client % accounts.length]!, client }));
      const repeats = 10;
      // Quick mode keeps each cache-on run to a second.
      const slice = quick ? 1 : targetSeconds / rounds;
      for (const [i, op] of selected.entries()) {
        const bodies = clientInputs.map((ci) => bodyOf(op, ci));
        let hits = 0;
        let asked = 0;
        const ask = async (client: number) => {
          const answer = await call('POST', cached.url, bodies[client]!, { ...gqlHeaders, 'x-api-key': keys[client]! });
          checkAnswer(op, answer);
          asked++;
          if (answer.raw.includes('"answer":"hit"')) hits++;
          return answer.status === 200;
        };
        await setLatency(20);
        await ask(0);
        await settle();
        for (let n = 0; n < repeats; n++) await ask(0);
        const upstreamPerOp = (await stats()).total / repeats;
        const c1 = summarize([await loadClients(1, { amount: Math.ceil(amount / rounds), maxSeconds: slice }, ask)]);
        await setLatency(0);
        // Each client's first screen (the miss that fills its answer), then the rounds.
        for (let client = 0; client < CACHE_CLIENTS; client++) await ask(client);
        await inParallel(CACHE_CLIENTS, CACHE_CLIENTS * 4, () => runDirect(op, clientInputs[0]!));
        await settle();
        [hits, asked] = [0, 0];
        const bounds = { amount: 50_000, maxSeconds: slice };
        const gw: LoadSample[] = [];
        const rest: LoadSample[] = [];
        let upstream = 0;
        let gatewayUs = 0;
        const runGateway = async () => {
          await settle();
          const before = await cpuOf(cached.origin);
          const sample = await loadClients(CACHE_CLIENTS, bounds, ask);
          gatewayUs += us(await cpuOf(cached.origin)) - us(before);
          upstream += (await stats()).total;
          gw.push(sample);
        };
        const runRest = async () => {
          await settle();
          rest.push(await loadClients(CACHE_CLIENTS, bounds, (client) => runDirect(op, clientInputs[client]!).then(() => true)));
        };
        for (let round = 0; round < rounds; round++) {
          if (round % 2 === 0) await runGateway().then(runRest);
          else await runRest().then(runGateway);
        }
        const gateway16 = summarize(gw);
        const direct16 = summarize(rest);
        results[i].cacheOn = {
          upstreamPerOp,
          p50At20msC1: c1.p50,
          opsAt20msC1: c1.count,
          distinct: {
            clients: CACHE_CLIENTS,
            latencyMs: 0,
            gateway: gateway16,
            direct: direct16,
            upstreamPerOp: Math.round((upstream / Math.max(gateway16.count, 1)) * 1000) / 1000,
            gatewayCpuUsPerOp: Math.round(gatewayUs / Math.max(gateway16.count + gateway16.errors, 1)),
            answerHitShare: Math.round((hits / Math.max(asked, 1)) * 1000) / 1000,
          },
        };
        log(
          `  cache on ${op.name}: ${upstreamPerOp} upstream requests per repeated operation, p50 ${c1.p50} ms at 20 ms × 1; ${CACHE_CLIENTS} distinct clients at 0 ms: p50 ${gateway16.p50} vs ${direct16.p50} ms, ${gateway16.opsPerSecond} vs ${direct16.opsPerSecond} op/s, ${results[i].cacheOn!.distinct!.upstreamPerOp} upstream per screen, ${results[i].cacheOn!.distinct!.gatewayCpuUsPerOp} µs CPU per screen, ${Math.round((hits / Math.max(asked, 1)) * 100)}% whole answers from cache`,
        );
      }
    } finally {
      await cached.stop();
    }
  }

  const schemaHasCalls = /\n\s+calls[(:]/.test(await fetchAccountFields());
  const report: BenchResults = {
    mode: quick ? 'quick' : 'full',
    load: loadNote(loadBefore, loadavg()),
    machine: machine(),
    date: new Date().toISOString(),
    settings: {
      sandboxNow: SANDBOX_NOW,
      accountId: inputs.accountId,
      secondsPerCellAndPath: seconds,
      secondsInTheTargetCells: targetSeconds,
      roundsPerCell: rounds,
      maxOpsPerCellAndPath: amount,
      cpuRuns,
      cpuRounds,
      warmOps: WARM_OPS,
      poolSize,
      gateway: viaTsx
        ? 'tsx (as npm start)'
        : `tsc output, node ${[...startProdNodeFlags(root), ...gatewayArgs].join(' ')}, NODE_ENV=production (as npm run start:prod)`,
    },
    notes: schemaHasCalls ? [] : ['Account 360 has no calls: `Account.calls` is not in the schema yet; the operation will take it once it is.'],
    operations: results,
    ...(floor ? { floor } : {}),
    targets: [],
  };
  report.targets = targetsOf(report);
  // The hand-written account of what changed between runs (bench/results-notes.md) goes at the end.
  const notesFile = new URL('results-notes.md', import.meta.url);
  if (existsSync(notesFile)) report.changes = ['', readFileSync(notesFile, 'utf8').trimEnd()];
  log(`\n${renderMarkdown(report)}`);
  // A partial run (--only, --shape) never replaces the recorded results unless BENCH_OUT says where.
  if (!(only || shapeOnly || cpuOnly) || process.env.BENCH_OUT) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outDir}/results.json`, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(`${outDir}/results.md`, renderMarkdown(report));
    log(`wrote ${outDir}/results.md and results.json`);
  }
  if (report.targets.some((t) => !t.met)) log('some targets are missed: see the Targets table');
} finally {
  await gateway.stop();
  await baseline?.stop();
  await floorServer?.stop();
  await sandbox.stop();
  await directAgent.close();
  await control.close();
}

/** The machine's load average (1 min) before and after the run: other work on it shows in the wall-clock figures. */
function loadNote(before: number[], after: number[]): { before: number; after: number } {
  return { before: Math.round(before[0]! * 10) / 10, after: Math.round(after[0]! * 10) / 10 };
}

/** The printed fields of Account (introspection), to see whether `calls` exists yet. */
async function fetchAccountFields(): Promise<string> {
  const res = await call('POST', gateway.url, JSON.stringify({ query: '{ __type(name: "Account") { fields { name } } }' }), gqlHeaders);
  const names = (JSON.parse(res.raw.toString()).data?.__type?.fields ?? []) as { name: string }[];
  return names.map((f) => `\n  ${f.name}:`).join('');
}
