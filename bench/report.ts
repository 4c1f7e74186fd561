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
    /** The same under load: operations in flight at once on each path. */
    loaded?: { concurrency: number; gatewayUsPerOp: number; directUsPerOp: number; baselineUsPerOp?: number; yogaFloorUsPerOp?: number };
  };
  /** Where the gateway's CPU went on this screen (a profiled process of its own). */
  profile?: ProfileSummary;
  /** The same screen through a gateway with the upstream cache on. */
  cacheOn?: { upstreamPerOp: number; p50At20msC1: number; opsAt20msC1: number };
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
    'each path ran the warm-up operations of the settings 16 at a time (V8 compiles hot code for thousands of',
    "operations, on worker threads whose CPU the process's figure counts). On this machine a thread woken from",
    'sleep runs the same code at about twice the CPU ("the wake-up alone" below), a sequential operation pays that',
    "at every message, and the gateway has twice the messages of the direct client (its caller's request and",
    "answer besides the upstream's) and more code to run at each; under load the wake-ups are shared by many operations.",
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
  if (cached.length) {
    lines.push(
      '',
      '## Cache on',
      '',
      'The figures above run the gateway with the upstream cache off (`UPSTREAM_CACHE=false`), so they compare one',
      "operation's upstream cost with the direct client's. Here a second gateway process keeps upstream answers across",
      'operations (`UPSTREAM_CACHE=true`, default TTLs; pacing off in both): upstream requests per operation once the',
      'screen has been seen (10 repeats, sequential), and p50 at 20 ms upstream latency × concurrency 1.',
      '',
      '| operation | upstream requests per operation: cache off / cache on (repeated) | p50 ms at 20 ms × 1: cache off / cache on / direct | cache-on p50 ratio to direct |',
      '|---|---|---|---|',
    );
    for (const op of cached) {
      const c1 = cellOf(op, 20, 1);
      const on = op.cacheOn!;
      lines.push(
        `| ${op.name} | ${op.upstream.gateway} / ${fmt(on.upstreamPerOp, 1)} | ${c1 ? c1.gateway.p50 : 'n/a'} / ${on.p50At20msC1} / ${c1 ? c1.direct.p50 : 'n/a'} | ${c1 ? fmt(ratio(on.p50At20msC1, c1.direct.p50)) : 'n/a'} |`,
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
