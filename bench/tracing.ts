/**
 * What OpenTelemetry tracing costs per screen: `npx tsx bench/tracing.ts` (about 8 minutes; `--quick`
 * half of it) starts the sandbox and three gateways built as deployed (bench/gateway-build.ts): tracing
 * off; on, every operation sampled and exported over OTLP/HTTP to a receiver in this process (which counts
 * spans and drops them); on, no operation sampled (what an unsampled operation still pays). It measures each
 * gateway process's CPU per operation for the five screens, one at a time and 16 in flight. Rounds
 * alternate the gateways, each figure is the median of its rounds; the span
 * processor exports every 200 ms (OTEL_BSP_SCHEDULE_DELAY) and each round waits 400 ms before its closing
 * CPU reading, so the export's cost lands in the round that made the spans. Writes bench/tracing-results.md.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent } from 'undici';
import { DirectClient } from './direct.js';
import { compileGateway, launchGateway, type RunningGateway } from './gateway-build.js';
import { operations, type BenchInputs, type BenchOperation } from './operations.js';
import { startSandboxProcess } from './processes.js';

const quick = process.argv.includes('--quick');
const SANDBOX_NOW = '2026-06-01T00:00:00.000Z';
const ROUNDS = quick ? 3 : 5;
const SEQUENTIAL_PER_ROUND = quick ? 20 : 40;
const CONCURRENCY = 16;
const LOADED_PER_ROUND = CONCURRENCY * 3;
const WARM_OPS = quick ? 200 : 600;
/** Time for the span processor (200 ms schedule) to export a round's spans before its CPU is read. */
const SETTLE_MS = 400;

const root = fileURLToPath(new URL('..', import.meta.url));
const control = new Agent({ connections: 64 });
const post = async (url: string, body: string, headers: Record<string, string>) => {
  const res = await control.request({ origin: new URL(url).origin, path: new URL(url).pathname, method: 'POST', headers, body });
  const text = await res.body.text();
  return { status: res.statusCode, text };
};
const cpuOf = async (origin: string) => {
  const res = await control.request({ origin, path: '/_bench/cpu', method: 'GET' });
  const u = (await res.body.json()) as NodeJS.CpuUsage;
  return u.user + u.system;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function inParallel(concurrency: number, count: number, task: () => Promise<unknown>): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await task();
    }),
  );
}

// The receiver: an OTLP/HTTP endpoint on loopback that counts the spans it is sent.
let spansReceived = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans?: Array<{ scopeSpans: Array<{ spans: unknown[] }> }> };
      for (const rs of body.resourceSpans ?? []) for (const ss of rs.scopeSpans) spansReceived += ss.spans.length;
    } catch {
      /* not a trace export */
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;

process.env.SANDBOX_RATE_LIMIT_PER_DAY ??= '1000000000';
process.env.UPSTREAM_DAILY_BUDGET ??= '1000000000';
const sandbox = await startSandboxProcess(SANDBOX_NOW);
const entry = compileGateway(root);
// Both gateways load the tracing module first, as main.ts does; only the environment turns it on.
const preload = `data:text/javascript,${encodeURIComponent(`import { startTracing } from ${JSON.stringify(pathToFileURL(entry.replace(/bench\/gateway-server\.js$/, 'src/tracing.js')).href)}; startTracing();`)}`;
const start = (env: Record<string, string>) => launchGateway({ cwd: root, entry, upstreamUrl: sandbox.url, env, nodeArgs: ['--import', preload] });
// A queue large enough that no span is dropped at 16 in flight: every span is paid for.
const tracingEnv = {
  OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
  OTEL_BSP_SCHEDULE_DELAY: '200',
  OTEL_BSP_MAX_QUEUE_SIZE: '65536',
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '4096',
  OTEL_SERVICE_NAME: 'fieldgraph-bench',
};
type Variant = 'off' | 'on' | 'unsampled';
const VARIANTS: Variant[] = ['off', 'on', 'unsampled'];
const gateways: Record<Variant, RunningGateway> = {
  off: await start({}),
  on: await start({ ...tracingEnv, OTEL_TRACES_SAMPLER: 'parentbased_always_on' }),
  unsampled: await start({ ...tracingEnv, OTEL_TRACES_SAMPLER: 'always_off' }),
};

const headers = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': sandbox.key };
const directAgent = new Agent({ connections: 32 });
/** The account whose screens touch the most records, as bench/run.ts picks it (among the first 20). */
async function chooseAccount(): Promise<number> {
  const res = await control.request({ origin: sandbox.origin, path: '/v1/accounts?page=1&page_size=20', method: 'GET', headers: { 'x-api-key': sandbox.key } });
  const page = (await res.body.json()) as { id: number }[];
  let best = { id: page[0]!.id, requests: -1 };
  for (const { id } of page) {
    const client = new DirectClient(directAgent, sandbox.origin, '/v1', sandbox.key);
    const inputs = { now: new Date(SANDBOX_NOW), accountId: id };
    for (const op of operations.filter((o) => o.name === 'Account360' || o.name === 'DeepChain')) await op.direct(client, op.variables(inputs));
    if (client.tally.requests > best.requests) best = { id, requests: client.tally.requests };
  }
  return best.id;
}

interface Row {
  name: string;
  title: string;
  upstreamRequests: number;
  /** Spans the receiver got per operation, one at a time and 16 in flight (identical GETs of concurrent operations share one request, so one span). */
  spansPerOp: { sequential: number; loaded: number };
  sequential: Record<Variant, number>;
  loaded: Record<Variant, number>;
}
const rows: Row[] = [];
const load = loadavg().map((l) => l.toFixed(1));

try {
  const inputs: BenchInputs = { now: new Date(SANDBOX_NOW), accountId: await chooseAccount() };
  for (const op of operations) rows.push(await measure(op, inputs));
} finally {
  await Promise.all([...VARIANTS.map((v) => gateways[v].stop()), sandbox.stop()]);
  receiver.close();
  await control.close();
  await directAgent.close();
}

async function measure(op: BenchOperation, inputs: BenchInputs): Promise<Row> {
  const body = JSON.stringify({ query: op.document, variables: op.variables(inputs), operationName: op.name });
  const call = (g: RunningGateway) => async () => {
    const answer = await post(g.url, body, headers);
    if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(`${op.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
    const cost = /"upstreamRequests":(\d+)/.exec(answer.text);
    return cost ? Number(cost[1]) : 0;
  };
  const upstreamRequests = await call(gateways.off)();
  for (const v of VARIANTS) await inParallel(CONCURRENCY, WARM_OPS, call(gateways[v]));
  await sleep(SETTLE_MS);
  const cpu = async (g: RunningGateway, concurrency: number, count: number) => {
    const before = await cpuOf(g.origin);
    await inParallel(concurrency, count, call(g));
    await sleep(SETTLE_MS);
    return (await cpuOf(g.origin)) - before;
  };
  const seq: Record<Variant, number[]> = { off: [], on: [], unsampled: [] };
  const par: Record<Variant, number[]> = { off: [], on: [], unsampled: [] };
  const spans = { sequential: 0, loaded: 0 };
  /** A gateway's CPU per operation; for the traced one, the spans its phase exported too (read after the phase's settle time). */
  const measured = async (v: Variant, concurrency: number, count: number) => {
    const before = spansReceived;
    const perOp = (await cpu(gateways[v], concurrency, count)) / count;
    if (v === 'on') spans[concurrency === 1 ? 'sequential' : 'loaded'] += spansReceived - before;
    return perOp;
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Idle time between calls is the same for all: SETTLE_MS per round, whose CPU (about 1 ms/s idle) is left in.
    for (const v of VARIANTS) seq[v].push(await measured(v, 1, SEQUENTIAL_PER_ROUND));
    for (const v of VARIANTS) par[v].push(await measured(v, CONCURRENCY, LOADED_PER_ROUND));
  }
  const perOp = (n: number, ops: number) => Math.round((n / ops) * 10) / 10;
  const medians = (xs: Record<Variant, number[]>) => ({
    off: Math.round(median(xs.off)),
    on: Math.round(median(xs.on)),
    unsampled: Math.round(median(xs.unsampled)),
  });
  const row: Row = {
    name: op.name,
    title: op.title,
    upstreamRequests,
    spansPerOp: { sequential: perOp(spans.sequential, ROUNDS * SEQUENTIAL_PER_ROUND), loaded: perOp(spans.loaded, ROUNDS * LOADED_PER_ROUND) },
    sequential: medians(seq),
    loaded: medians(par),
  };
  const rounds = (xs: Record<Variant, number[]>) => VARIANTS.map((v) => `${v} ${xs[v].map(Math.round)}`).join(', ');
  console.log(
    `${op.name}: ${upstreamRequests} upstream requests, ${row.spansPerOp.sequential} / ${row.spansPerOp.loaded} spans/op; ` +
      `sequential ${JSON.stringify(row.sequential)} µs/op (${rounds(seq)}); c${CONCURRENCY} ${JSON.stringify(row.loaded)} µs/op (${rounds(par)})`,
  );
  return row;
}

/** This run's untraced figures against bench/results.json's (a full bench run): how much the machine's load inflated CPU time. */
function inflation(): string {
  const file = fileURLToPath(new URL('./results.json', import.meta.url));
  if (!existsSync(file)) return '';
  const reference = JSON.parse(readFileSync(file, 'utf8')) as {
    date?: string;
    operations: Array<{ name: string; cpu: { gatewayUsPerOp: number; loaded?: { gatewayUsPerOp: number } } }>;
  };
  const ratios = rows.flatMap((r) => {
    const ref = reference.operations.find((o) => o.name === r.name)?.cpu;
    return ref ? [r.sequential.off / ref.gatewayUsPerOp, ...(ref.loaded ? [r.loaded.off / ref.loaded.gatewayUsPerOp] : [])] : [];
  });
  if (ratios.length === 0) return '';
  const [low, high] = [Math.min(...ratios), Math.max(...ratios)].map((x) => x.toFixed(1));
  return `
On a shared machine the same work costs more CPU time while other processes run: this run's "off" figures are
${low}–${high}× those of [results.md](results.md) (${reference.date?.slice(0, 10) ?? 'an earlier run'}), and one screen's difference moves by tens of
percent between rounds. The steadiest figure is the sequential one on the screens with the most spans
(technician's day, analyst's list).
`;
}

const pct = (off: number, on: number) => `${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(0)}%`;
const cell = (r: Record<Variant, number>, v: Variant) => (v === 'off' ? `${r.off}` : `${r[v]} (${pct(r.off, r[v])})`);
/** Median over the screens of a per-screen figure, rounded. */
const acrossScreens = (f: (r: Row) => number) => Math.round(median(rows.map(f)));
const share = (f: (r: Row) => number) => `${(median(rows.map(f)) * 100).toFixed(0)}%`;
const markdown = `# Tracing cost per screen

\`npx tsx bench/tracing.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load ${load.join('/')}).
Gateway process CPU per operation (µs, median of ${ROUNDS} alternating rounds), compiled as deployed, against the
sandbox with no latency; cache and pacing off, so every upstream request is sent. "off": no OTEL_* variable,
no tracing code runs. "on": every operation sampled and exported as OTLP/HTTP JSON to a receiver on loopback
(the worst case). "unsampled": tracing on with \`OTEL_TRACES_SAMPLER=always_off\`, what an operation that is
not sampled still pays (the span context carried through its promises, Node 20's AsyncLocalStorage, and spans
that record nothing). Spans per operation: what the receiver got from "on", one for the operation and one per
upstream request sent (16 identical operations in flight share their GETs, so they send and trace fewer).

| screen | upstream requests | spans/op sequential / 16 in flight | sequential off | on | unsampled | 16 in flight off | on | unsampled |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.title} (${r.name}) | ${r.upstreamRequests} | ${r.spansPerOp.sequential} / ${r.spansPerOp.loaded} | ${VARIANTS.map((v) => cell(r.sequential, v)).join(' | ')} | ${VARIANTS.map((v) => cell(r.loaded, v)).join(' | ')} |`,
  )
  .join('\n')}

Median over the screens: every operation traced costs ${share((r) => (r.sequential.on - r.sequential.off) / r.sequential.off)} more CPU one at a time and
${share((r) => (r.loaded.on - r.loaded.off) / r.loaded.off)} with 16 in flight; tracing on with nothing sampled ${share((r) => (r.sequential.unsampled - r.sequential.off) / r.sequential.off)} and ${share((r) => (r.loaded.unsampled - r.loaded.off) / r.loaded.off)}. A recorded and
exported span costs about ${acrossScreens((r) => (r.sequential.on - r.sequential.unsampled) / Math.max(1, r.spansPerOp.sequential))} µs (sequential: "on" minus "unsampled", divided by the spans).
${inflation()}
Sampling a share of traces (\`OTEL_TRACES_SAMPLER=parentbased_traceidratio\`, \`OTEL_TRACES_SAMPLER_ARG=0.1\`: one
in ten, and every trace a caller has sampled) pays the span cost for that share only; the "unsampled" cost stays.
`;
writeFileSync(fileURLToPath(new URL('./tracing-results.md', import.meta.url)), markdown);
console.log(markdown);
