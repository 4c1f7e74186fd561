/**
 * The benchmark's results: their shape (bench/results.json), the targets read from them, and the
 * Markdown table (bench/results.md). Every ratio is gateway ÷ direct REST, same run.
 */
import { execSync } from 'node:child_process';
import { cpus, platform, release, totalmem } from 'node:os';
import type { LoadResult } from './load.js';
import type { ProfileSummary } from './profile.js';

export interface CellResult {
  latencyMs: number;
  concurrency: number;
  gateway: LoadResult;
  direct: LoadResult;
  /** The stack's floor (bench/yoga-floor.ts) in the same rounds: measured in the cell the p50 target is read from. */
  yogaFloor?: LoadResult;
}

export interface OperationResult {
  name: string;
  title: string;
  upstream: { gateway: number; direct: number; perField: number; byRoute: Record<string, number>; directByRoute: Record<string, number> };
  /** The sandbox's waves (groups of overlapping requests) and the direct client's dependent levels. */
  waves: { gateway: number; direct: number; levels: number };
  /** Sequential round trips (bench/round-trips.ts); absent in results from before they were counted. */
  roundTrips?: { gateway: number; direct: number };
  bytes: { gateway: number; gatewayGzip: number | null; rest: number };
  /** GraphQL errors in the gateway's answer (the direct path reads the same 404s as nulls). */
  graphqlErrors: number;
  errorSample?: string;
  cells: CellResult[];
  /** µs of process CPU per operation; `baselineUsPerOp` when the run measured another checkout beside this one. */
  cpu: {
    gatewayUsPerOp: number;
    directUsPerOp: number;
    baselineUsPerOp?: number;
    /** The stack's floor (bench/yoga-floor.ts): Yoga with its defaults running the direct client's calls. */
    yogaFloorUsPerOp?: number;
    /** Gateway and bare-Yoga processes the figures are the mean of (each process's median of its rounds). */
    processes?: number;
    /** The same under load: operations in flight at once on each path. */
    loaded?: { concurrency: number; gatewayUsPerOp: number; directUsPerOp: number; baselineUsPerOp?: number; yogaFloorUsPerOp?: number };
  };
  /** Where the gateway's CPU went on this screen (a profiled process of its own). */
  profile?: ProfileSummary;
  /** The same screen through a gateway with its caches on (the upstream cache and whole answers). */
  cacheOn?: {
    /** Upstream requests per operation once the screen was seen (one client, sequential, 20 ms). */
    upstreamPerOp: number;
    p50At20msC1: number;
    opsAt20msC1: number;
    /** Clients in flight at once, each with its own key and variables, each asking its own screen again; the direct path making the same screens. */
    distinct?: {
      clients: number;
      latencyMs: number;
      gateway: LoadResult;
      direct: LoadResult;
      /** Upstream requests per screen in the gateway's rounds (the sandbox's count ÷ screens answered). */
      upstreamPerOp: number;
      gatewayCpuUsPerOp: number;
      /** Share of the gateway's answers that were whole answers from its cache. */
      answerHitShare: number;
    };
  };
}

export interface Target {
  what: string;
  operation: string;
  goal: string;
  value: string;
  met: boolean;
}

/** What one HTTP request costs before any operation's work: a bare server's and the gateway's floor. */
export interface HttpFloor {
  concurrency: number;
  rows: { what: string; sequential: FloorCost; loaded: FloorCost }[];
  /** The gateway answering `{ __typename }` inside its process (no sockets): CPU µs per answer back to back, and after `gapMs` asleep. */
  wake?: { gapMs: number; backToBackUs: number; afterIdleUs: number };
  /** CPU µs per second of the gateway and of the bare server while no request comes, over `seconds`. */
  idle?: { seconds: number; gatewayUsPerSecond: number; bareUsPerSecond: number };
}
/** µs of CPU per request: the server process's, and the sending client's. */
export interface FloorCost {
  serverUs: number;
  clientUs: number;
}

export interface BenchResults {
  mode: 'quick' | 'full';
  /** Load average (1 min) of the machine before and after the run. */
  load?: { before: number; after: number };
  machine: { cpu: string; cores: number; memoryGb: number; os: string; node: string; commit: string };
  date: string;
  settings: Record<string, unknown>;
  notes: string[];
  /** Free text appended to the Markdown (what changed between runs and what it bought), from bench/changes.md. */
  changes?: string[];
  operations: OperationResult[];
  floor?: HttpFloor;
  targets: Target[];
}

export function machine(): BenchResults['machine'] {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (a tarball): the commit stays unknown.
  }
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    commit,
  };
}

const ratio = (a: number, b: number) => (b === 0 ? NaN : a / b);
const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const cellOf = (op: OperationResult, latencyMs: number, concurrency: number) =>
  op.cells.find((c) => c.latencyMs === latencyMs && c.concurrency === concurrency);

/** How the targets table names the stack's floor (bench/yoga-floor.ts) beside a gateway figure. */
const STACK_FLOOR = 'bare Yoga';

/** The HTTP floor's row for the gateway (run.ts names its rows). */
export const GATEWAY_FLOOR_ROW = 'the gateway answering `{ __typename }` (no upstream request)';
/** The gateway's HTTP floor one request at a time (µs of its CPU answering `{ __typename }`), when measured. */
const gatewayFloorUs = (r: BenchResults) => r.floor?.rows.find((row) => row.what === GATEWAY_FLOOR_ROW)?.sequential.serverUs;

export function targetsOf(r: BenchResults): Target[] {
  const targets: Target[] = [];
  for (const op of r.operations) {
    const q = ratio(op.upstream.gateway, op.upstream.direct);
    targets.push({
      what: 'upstream requests',
      operation: op.name,
      goal: 'ratio 1.00',
      value: `${op.upstream.gateway} / ${op.upstream.direct} = ${fmt(q)}`,
      met: q <= 1,
    });
    const trips = op.roundTrips?.gateway ?? op.waves.gateway;
    targets.push({
      what: 'round trips',
      operation: op.name,
      goal: `= ${op.waves.levels} (the direct client's levels)`,
      value: String(trips),
      met: trips === op.waves.levels,
    });
    const c1 = cellOf(op, 20, 1);
    if (c1) {
      const l = ratio(c1.gateway.p50, c1.direct.p50);
      const floor = c1.yogaFloor ? ` (${STACK_FLOOR}: ${fmt(ratio(c1.yogaFloor.p50, c1.direct.p50))})` : '';
      targets.push({ what: 'p50 latency, 20 ms upstream, concurrency 1', operation: op.name, goal: '≤ 1.05', value: `${fmt(l)}${floor}`, met: l <= 1.05 });
    }
    const c16 = cellOf(op, 0, 16);
    if (c16) {
      const t = ratio(c16.gateway.opsPerSecond, c16.direct.opsPerSecond);
      targets.push({ what: 'operations/s, 0 ms upstream, concurrency 16', operation: op.name, goal: '≥ 0.70', value: fmt(t), met: t >= 0.7 });
    }
    if (op.cpu.gatewayUsPerOp > 0) {
      const c = ratio(op.cpu.gatewayUsPerOp, op.cpu.directUsPerOp);
      // The least this gateway could spend: its floor (answering `{ __typename }`) and the direct client's own CPU.
      const floorUs = gatewayFloorUs(r);
      const bounds = [
        ...(floorUs === undefined ? [] : [`floor + direct: ${fmt(ratio(floorUs + op.cpu.directUsPerOp, op.cpu.directUsPerOp))}`]),
        ...(op.cpu.yogaFloorUsPerOp === undefined ? [] : [`${STACK_FLOOR}: ${fmt(ratio(op.cpu.yogaFloorUsPerOp, op.cpu.directUsPerOp))}`]),
      ];
      const least = bounds.length ? ` (${bounds.join('; ')})` : '';
      targets.push({ what: 'CPU per operation, sequential', operation: op.name, goal: '≤ 1.50', value: `${fmt(c)}${least}`, met: c <= 1.5 });
    }
    const loaded = op.cpu.loaded;
    if (loaded && loaded.gatewayUsPerOp > 0) {
      const c = ratio(loaded.gatewayUsPerOp, loaded.directUsPerOp);
      const floor = loaded.yogaFloorUsPerOp === undefined ? '' : ` (${STACK_FLOOR}: ${fmt(ratio(loaded.yogaFloorUsPerOp, loaded.directUsPerOp))})`;
      targets.push({
        what: `CPU per operation, concurrency ${loaded.concurrency}`,
        operation: op.name,
        goal: '≤ 1.50',
        value: `${fmt(c)}${floor}`,
        met: c <= 1.5,
      });
    }
  }
  const mobile = r.operations.find((o) => o.name === 'MobileWorkOrders');
  if (mobile) {
    const b = ratio(mobile.bytes.gateway, mobile.bytes.rest);
    targets.push({ what: 'response bytes', operation: mobile.name, goal: '≤ 0.10', value: fmt(b, 3), met: b <= 0.1 });
  }
  for (const op of r.operations) targets.push(...cacheOnTargets(op), ...floorTargets(op));
  return targets;
}

/** Goals of repeated screens with the caches on: against the direct client, same run. */
export const CACHE_ON_P50_GOAL = 0.1;
export const CACHE_ON_OPS_GOAL = 2;
/** Goals of the cache-off figures against the stack's floor: p50 within 0.03 of its ratio, CPU within half the direct client's. */
export const FLOOR_P50_MARGIN = 0.03;
export const FLOOR_CPU_MARGIN = 0.5;

/** Repeated screens, caches on: p50 at 20 ms × 1 and operations/s of distinct clients, both against the direct path. */
export function cacheOnTargets(op: OperationResult): Target[] {
  const targets: Target[] = [];
  const on = op.cacheOn;
  const c1 = cellOf(op, 20, 1);
  if (on && c1) {
    const l = ratio(on.p50At20msC1, c1.direct.p50);
    targets.push({
      what: 'cache on, repeated screen: p50, 20 ms upstream, concurrency 1',
      operation: op.name,
      goal: `≤ ${fmt(CACHE_ON_P50_GOAL)}`,
      value: `${fmt(l, 3)} (${on.p50At20msC1} / ${c1.direct.p50} ms)`,
      met: l <= CACHE_ON_P50_GOAL,
    });
  }
  const d = on?.distinct;
  if (d) {
    const t = ratio(d.gateway.opsPerSecond, d.direct.opsPerSecond);
    targets.push({
      what: `cache on, repeated screens: operations/s, ${d.latencyMs} ms upstream, ${d.clients} clients with their own variables`,
      operation: op.name,
      goal: `≥ ${fmt(CACHE_ON_OPS_GOAL)}`,
      value: `${fmt(t)} (${Math.round(d.gateway.opsPerSecond)} / ${Math.round(d.direct.opsPerSecond)}; p50 ${fmt(ratio(d.gateway.p50, d.direct.p50), 3)})`,
      met: t >= CACHE_ON_OPS_GOAL,
    });
  }
  return targets;
}

/** Cache off against bare Yoga measured in the same rounds: p50 ratio ≤ its + 0.03, CPU ≤ its + 0.5 × the direct client's. */
export function floorTargets(op: OperationResult): Target[] {
  const targets: Target[] = [];
  const c1 = cellOf(op, 20, 1);
  if (c1?.yogaFloor) {
    const gw = ratio(c1.gateway.p50, c1.direct.p50);
    const floor = ratio(c1.yogaFloor.p50, c1.direct.p50);
    targets.push({
      what: `cache off: p50 against ${STACK_FLOOR}, 20 ms upstream, concurrency 1`,
      operation: op.name,
      goal: `≤ ${STACK_FLOOR} + ${FLOOR_P50_MARGIN}`,
      value: `${fmt(gw, 3)} (${STACK_FLOOR}: ${fmt(floor, 3)}, limit ${fmt(floor + FLOOR_P50_MARGIN, 3)})`,
      met: gw <= floor + FLOOR_P50_MARGIN,
    });
  }
  const cpuRows: [string, number | undefined, number | undefined, number | undefined][] = [
    ['sequential', op.cpu.gatewayUsPerOp, op.cpu.yogaFloorUsPerOp, op.cpu.directUsPerOp],
    [`concurrency ${op.cpu.loaded?.concurrency}`, op.cpu.loaded?.gatewayUsPerOp, op.cpu.loaded?.yogaFloorUsPerOp, op.cpu.loaded?.directUsPerOp],
  ];
  for (const [how, gwUs, floorUs, directUs] of cpuRows) {
    if (!gwUs || floorUs === undefined || !directUs) continue;
    const limit = floorUs + FLOOR_CPU_MARGIN * directUs;
    targets.push({
      what: `cache off: CPU per operation against ${STACK_FLOOR}, ${how}`,
      operation: op.name,
      goal: `≤ ${STACK_FLOOR} + ${FLOOR_CPU_MARGIN} × direct`,
      value: `${gwUs} µs (${STACK_FLOOR} ${floorUs}, direct ${directUs}: limit ${Math.round(limit)}; as ratios ${fmt(ratio(gwUs, directUs))} ≤ ${fmt(ratio(limit, directUs))})`,
      met: gwUs <= limit,
    });
  }
  return targets;
}

export function renderMarkdown(r: BenchResults): string {
  const m = r.machine;
  const lines: string[] = [
    '# Benchmark results',
    '',
    `Generated by \`npm run bench${r.mode === 'quick' ? ':quick' : ''}\` (${r.mode} mode) on ${r.date}. Every ratio is gateway ÷ direct REST, measured in the same run.`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}`,
    `- Node ${m.node}, commit ${m.commit}`,
    ...(r.load
      ? [
          `- Machine load (1-minute load average) ${r.load.before} before and ${r.load.after} after the run, on ${m.cores} cores: other developers' tests share the machine, so wall-clock figures (latency, operations/s) carry their noise; CPU time per operation is the figure to read for the gateway's own cost.`,
        ]
      : []),
    `- Settings: ${Object.entries(r.settings)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    '- Gateway, sandbox and load generator run as three processes on the same machine; the direct path is a',
    "  client making the same screen's REST calls with undici, every call of a level at once.",
    ...r.notes.map((n) => `- ${n}`),
    '',
    '## Targets',
    '',
    '| target | operation | goal | value | met |',
    '|---|---|---|---|---|',
    ...r.targets.map((t) => `| ${t.what} | ${t.operation} | ${t.goal} | ${t.value} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    '## Upstream cost, bytes and CPU',
    '',
    'Requests counted by the sandbox (`/_sandbox/stats`) at 20 ms upstream latency. "Per field" is what a',
    'resolver-per-field implementation would send (one request per parent occurrence, no dedup). Round trips: the',
    'longest chain of requests each sent after the one before answered (bench/round-trips.ts); levels: the direct',
    "client's dependent levels; waves: the sandbox's groups of overlapping requests, which undercount a client that",
    "starts a record's children while unrelated requests are still out. Bytes: the GraphQL response (gzip when the",
    'client accepts it) against the REST bodies of the same screen. CPU: µs of process CPU per operation at 0 ms,',
    "sequential and with 16 operations in flight (gateway process; for the direct path, the client's own), after",
    'each path ran the warm-up operations of the settings 16 at a time and then as many one at a time (V8 compiles',
    "hot code for thousands of operations, on worker threads whose CPU the process's figure counts, and a",
    'sequential operation takes paths the loaded ones rarely do). On this machine a thread woken from',
    'sleep runs the same code at about twice the CPU ("the wake-up alone" below), a sequential operation pays that',
    "at every message, and the gateway has twice the messages of the direct client (its caller's request and",
    "answer besides the upstream's) and more code to run at each; under load the wake-ups are shared by many operations.",
    `The gateway's and bare Yoga's figures are the mean over ${r.operations.find((o) => o.cpu?.processes)?.cpu.processes ?? 1} processes of each`,
    "process's median of its rounds: processes of the same code started alike read up to 10-20% apart for their whole life.",
    '',
    '| operation | requests gw / direct / per field | round trips gw / direct / levels | waves gw / direct | bytes gw (gzip) / REST | bytes ratio | CPU µs/op gw / direct | CPU ratio | CPU µs/op at c16 gw / direct | ratio at c16 | GraphQL errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const op of r.operations) {
    const gz = op.bytes.gatewayGzip === null ? '' : ` (${op.bytes.gatewayGzip})`;
    lines.push(
      `| ${op.title} | ${op.upstream.gateway} / ${op.upstream.direct} / ${op.upstream.perField} | ${op.roundTrips ? `${op.roundTrips.gateway} / ${op.roundTrips.direct}` : 'n/a'} / ${op.waves.levels} | ${op.waves.gateway} / ${op.waves.direct} | ${op.bytes.gateway}${gz} / ${op.bytes.rest} | ${fmt(ratio(op.bytes.gateway, op.bytes.rest), 3)} | ${op.cpu.gatewayUsPerOp} / ${op.cpu.directUsPerOp} | ${fmt(ratio(op.cpu.gatewayUsPerOp, op.cpu.directUsPerOp))} | ${op.cpu.loaded ? `${op.cpu.loaded.gatewayUsPerOp} / ${op.cpu.loaded.directUsPerOp}` : 'n/a'} | ${op.cpu.loaded ? fmt(ratio(op.cpu.loaded.gatewayUsPerOp, op.cpu.loaded.directUsPerOp)) : 'n/a'} | ${op.graphqlErrors}${op.errorSample ? ` (${op.errorSample})` : ''} |`,
    );
  }
  lines.push(
    '',
    '## Latency and throughput',
    '',
    'Closed loop at the given concurrency, bounded in count and time (autocannon for the gateway, the same loop of',
    'REST screens for the direct path). Latency in ms.',
    '',
    '| upstream latency | concurrency | operation | gw p50 / p95 / p99 | direct p50 / p95 / p99 | p50 ratio | gw op/s | direct op/s | op/s ratio | ops gw / direct | failed gw / direct |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  const cells = [...new Set(r.operations.flatMap((o) => o.cells.map((c) => `${c.latencyMs}|${c.concurrency}`)))];
  for (const key of cells) {
    const [latencyMs, concurrency] = key.split('|').map(Number);
    for (const op of r.operations) {
      const c = cellOf(op, latencyMs, concurrency);
      if (!c) continue;
      const g = c.gateway;
      const d = c.direct;
      lines.push(
        `| ${latencyMs} ms | ${concurrency} | ${op.name} | ${g.p50} / ${g.p95} / ${g.p99} | ${d.p50} / ${d.p95} / ${d.p99} | ${fmt(ratio(g.p50, d.p50))} | ${Math.round(g.opsPerSecond)} | ${Math.round(d.opsPerSecond)} | ${fmt(ratio(g.opsPerSecond, d.opsPerSecond))} | ${g.count} / ${d.count} | ${g.errors} / ${d.errors} |`,
      );
    }
  }
  const cached = r.operations.filter((o) => o.cacheOn);
  const mark = (t: Target | undefined, text = '') => (t ? `${text ? `${text} ` : ''}${t.met ? 'met' : '**missed**'}` : 'n/a');
  if (cached.length) {
    const anyDistinct = cached.map((o) => o.cacheOn?.distinct).find((d) => d !== undefined);
    lines.push(
      '',
      '## Cache on: repeated screens',
      '',
      'The figures above run the gateway with its caches off (`UPSTREAM_CACHE=false`), so they compare one',
      "operation's upstream cost with the direct client's. Here a second gateway process runs with its caches on as",
      'deployed: the upstream cache (default TTLs: 30 s for records, 10 min for catalogs) and whole answers',
      '(`ANSWER_CACHE`), pacing off in both. Sequential: one client asks its screen 10 times once it was seen',
      '(upstream requests per operation) and then again and again at 20 ms upstream latency (p50, against the direct',
      "client's p50 in the 20 ms × 1 cell above)." +
        (anyDistinct ? ` Distinct: ${anyDistinct.clients} clients in flight at ${anyDistinct.latencyMs} ms upstream latency (the direct path's best` : ''),
      ...(anyDistinct
        ? [
            'case), each with an API key of its own and its own variables where the screen takes any (an account of its',
            "own for Account 360 and the deep chain, a start of the day a minute apart for the technician's day; the",
            "analyst's list and the mobile list take none), each asking its own screen again as its last answer came,",
            "after one first ask each; the direct client makes the same clients' screens in alternating rounds of the same",
            "loop (the bench's undici for both). Upstream requests per screen: the sandbox's count over the gateway's",
            "rounds ÷ screens answered (answers past their TTL are fetched again). CPU: the gateway process's per screen.",
            'Whole answers: the share of answers the whole-answer cache gave (`extensions.cache.answer`).',
          ]
        : []),
      '',
      '| operation | upstream requests per operation: cache off / cache on (sequential, repeated) | p50 ms at 20 ms × 1: cache on / direct | p50 ratio (goal ≤ 0.10) | distinct clients: p50 ms gw / direct | op/s gw / direct | op/s ratio (goal ≥ 2.00) | upstream requests per screen | gateway CPU µs per screen | whole answers from cache |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const op of cached) {
      const c1 = cellOf(op, 20, 1);
      const on = op.cacheOn!;
      const d = on.distinct;
      const [p50Target, opsTarget] = [cacheOnTargets(op).find((t) => t.what.includes('p50')), cacheOnTargets(op).find((t) => t.what.includes('operations/s'))];
      lines.push(
        `| ${op.name} | ${op.upstream.gateway} / ${fmt(on.upstreamPerOp, 1)} | ${on.p50At20msC1} / ${c1 ? c1.direct.p50 : 'n/a'} | ${mark(p50Target, c1 ? fmt(ratio(on.p50At20msC1, c1.direct.p50), 3) : 'n/a')} | ${d ? `${d.gateway.p50} / ${d.direct.p50}` : 'n/a'} | ${d ? `${Math.round(d.gateway.opsPerSecond)} / ${Math.round(d.direct.opsPerSecond)}` : 'n/a'} | ${d ? mark(opsTarget, fmt(ratio(d.gateway.opsPerSecond, d.direct.opsPerSecond))) : 'n/a'} | ${d ? fmt(d.upstreamPerOp, 3) : 'n/a'} | ${d ? d.gatewayCpuUsPerOp : 'n/a'} | ${d ? `${Math.round(d.answerHitShare * 100)}%` : 'n/a'} |`,
      );
    }
  }
  const floored = r.operations.filter((o) => floorTargets(o).length);
  if (floored.length) {
    lines.push(
      '',
      "## Cache off against the stack's floor",
      '',
      'The cache-off gateway beside bare Yoga (below), both measured in the same rounds as the direct client: p50 at 20 ms',
      `upstream latency × 1 as ratios to the direct client's (goal: the gateway's ≤ bare Yoga's + ${FLOOR_P50_MARGIN}), and CPU µs per`,
      `operation (goal: the gateway's ≤ bare Yoga's + ${FLOOR_CPU_MARGIN} × the direct client's), sequential and with 16 in flight.`,
      '',
      '| operation | p50 ratio gw / bare Yoga | p50 | CPU µs sequential gw / bare Yoga / direct | CPU sequential | CPU µs at 16 gw / bare Yoga / direct | CPU at 16 |',
      '|---|---|---|---|---|---|---|',
    );
    for (const op of floored) {
      const t = floorTargets(op);
      const p50 = t.find((x) => x.what.includes('p50'));
      const cpu = t.filter((x) => x.what.includes('CPU'));
      const [seq, loaded] = [cpu.find((x) => x.what.endsWith('sequential')), cpu.find((x) => x.what.includes('concurrency'))];
      const c1 = cellOf(op, 20, 1);
      const l = op.cpu.loaded;
      lines.push(
        `| ${op.name} | ${c1?.yogaFloor ? `${fmt(ratio(c1.gateway.p50, c1.direct.p50), 3)} / ${fmt(ratio(c1.yogaFloor.p50, c1.direct.p50), 3)}` : 'n/a'} | ${mark(p50)} | ${op.cpu.gatewayUsPerOp} / ${op.cpu.yogaFloorUsPerOp ?? 'n/a'} / ${op.cpu.directUsPerOp} | ${mark(seq)} | ${l ? `${l.gatewayUsPerOp} / ${l.yogaFloorUsPerOp ?? 'n/a'} / ${l.directUsPerOp}` : 'n/a'} | ${mark(loaded)} |`,
      );
    }
  }
  const profiled = r.operations.filter((o) => o.profile);
  if (r.floor) {
    const f = r.floor;
    lines.push(
      '',
      '## The HTTP floor',
      '',
      'CPU per request of a request that does no work, measured beside the screens: a node:http server answering a fixed',
      'body from a process of its own (bench/bare-server.ts), and the gateway answering `{ __typename }` with the key (no',
      "upstream request); the client is the bench's undici. Sequential, a process sleeps between messages and pays its",
      'wake-up on each; the direct client sends one request per upstream call, the gateway receives one more and answers it.',
      '',
      `| request | server µs, sequential | server µs, ${f.concurrency} in flight | client µs, sequential | client µs, ${f.concurrency} in flight |`,
      '|---|---|---|---|---|',
      ...f.rows.map((row) => `| ${row.what} | ${row.sequential.serverUs} | ${row.loaded.serverUs} | ${row.sequential.clientUs} | ${row.loaded.clientUs} |`),
    );
    if (f.wake) {
      const w = f.wake;
      lines.push(
        '',
        `The wake-up alone: the same \`{ __typename }\` answered inside the gateway process through \`gateway.fetch\` (Yoga and every`,
        `plugin, no sockets), back to back and each after the thread slept ${w.gapMs} ms: ${w.backToBackUs} µs against ${w.afterIdleUs} µs`,
        `of CPU per answer (×${(w.afterIdleUs / Math.max(w.backToBackUs, 1)).toFixed(2)}). The code is the same; the difference is what this machine charges a`,
        'thread for running it right after sleeping, which a sequential operation pays at every upstream answer and the',
        'loaded rounds share.',
      );
    }
    if (f.idle) {
      const i = f.idle;
      lines.push(
        '',
        `Idle: with no request for ${i.seconds} s, the gateway process spent ${i.gatewayUsPerSecond} µs of CPU per second (its timers and`,
        `samplers, each a wake-up) and the bare server ${i.bareUsPerSecond}.`,
      );
    }
    if (gatewayFloorUs(r) !== undefined) {
      lines.push(
        '',
        '"Floor + direct" beside the sequential CPU targets is the ratio a gateway would reach if its GraphQL work cost',
        "nothing beyond the gateway's floor above and its upstream requests cost what the direct client's do: where it is",
        'above 1.50, the target is out of reach for any gateway with this floor on this machine.',
      );
    }
  }
  if (r.operations.some((o) => o.cpu.yogaFloorUsPerOp !== undefined || o.cells.some((c) => c.yogaFloor))) {
    lines.push(
      '',
      "## Bare Yoga: the stack's floor",
      '',
      '"Bare Yoga" beside a target is the same ratio for a server with none of the gateway in it (bench/yoga-floor.ts):',
      "graphql-yoga with its defaults on node:http, in a process of its own, whose one field makes the screen's REST",
      'calls exactly as the direct client does and answers how many it sent. It pays what any gateway on this stack',
      "pays (the client's HTTP hop, Yoga's request and response handling, an executor) and the direct client's own",
      'work, and nothing else: no schema of records, no shaping of answers, no limits, metrics or logs. It is measured',
      'in the same rounds as the gateway: p50 in the cell the target is read from, CPU in the CPU rounds. Where it is',
      'above a goal, no gateway on this stack meets that goal on this machine.',
    );
  }
  if (profiled.length) {
    lines.push(
      '',
      "## Where the gateway's CPU goes",
      '',
      "Per screen, a gateway process of its own under `node --cpu-prof` (250 µs sampling) runs the CPU section's",
      'sequential operations; only the samples inside that run count (no start-up, no idle). Self time: the time spent in',
      "the function itself, not in what it calls. Areas: a package under node_modules, a file of src/, Node's",
      "internals, the garbage collector. Stages: what the sample's whole stack was doing (bench/profile.ts). The",
      'profiler slows the process, so its µs/op reads above the unprofiled ones.',
    );
    for (const op of profiled) {
      const p = op.profile!;
      lines.push(
        '',
        `### ${op.title}: ${Math.round((p.busyMs * 1000) / p.operations)} µs/op busy under the profiler`,
        '',
        ...(p.stages ? [`By stage: ${p.stages.map((st) => `${st.name} ${(st.share * 100).toFixed(0)}%`).join('; ')}.`, ''] : []),
        '| area | self % | | function (self time) | self % |',
        '|---|---|---|---|---|',
      );
      const n = Math.max(Math.min(p.topAreas.length, 8), Math.min(p.topFunctions.length, 10));
      for (let k = 0; k < n; k++) {
        const a = k < 8 ? p.topAreas[k] : undefined;
        const f = k < 10 ? p.topFunctions[k] : undefined;
        lines.push(
          `| ${a ? `\`${a.name}\`` : ''} | ${a ? (a.share * 100).toFixed(1) : ''} | | ${f ? `\`${f.name}\`` : ''} | ${f ? (f.share * 100).toFixed(1) : ''} |`,
        );
      }
    }
  }
  for (const note of r.changes ?? []) lines.push(note);
  return `${lines.join('\n')}\n`;
}
