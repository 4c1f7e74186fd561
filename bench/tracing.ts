/**
 * What OpenTelemetry tracing costs per screen: `npx tsx bench/tracing.ts` (about 2 minutes; `--quick` a
 * third of it) starts the sandbox and two gateways built as deployed (bench/gateway-build.ts), one with
 * tracing off and one exporting OTLP/HTTP to a receiver in this process (which counts spans and drops
 * them), and measures each gateway process's CPU per operation for the five screens, one at a time and 16
 * in flight. Rounds alternate the two gateways, each figure is the median of its rounds; the span
 * processor exports every 200 ms (OTEL_BSP_SCHEDULE_DELAY) and each round waits 400 ms before its closing
 * CPU reading, so the export's cost lands in the round that made the spans. Writes bench/tracing-results.md.
 */
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
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
const gateways: Record<'off' | 'on', RunningGateway> = {
  off: await start({}),
  // A queue large enough that no span is dropped at 16 in flight (the default 2,048 drops some on the analyst's list): every span is paid for.
  on: await start({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_BSP_MAX_QUEUE_SIZE: '65536',
    OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '4096',
    OTEL_SERVICE_NAME: 'fieldgraph-bench',
  }),
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
  spansPerOp: number;
  sequential: { off: number; on: number };
  loaded: { off: number; on: number };
}
const rows: Row[] = [];
const load = loadavg().map((l) => l.toFixed(1));

try {
  const inputs: BenchInputs = { now: new Date(SANDBOX_NOW), accountId: await chooseAccount() };
  for (const op of operations) rows.push(await measure(op, inputs));
} finally {
  await Promise.all([gateways.off.stop(), gateways.on.stop(), sandbox.stop()]);
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
  for (const g of [gateways.off, gateways.on]) await inParallel(CONCURRENCY, WARM_OPS, call(g));
  await sleep(SETTLE_MS);
  const cpu = async (g: RunningGateway, concurrency: number, count: number) => {
    const before = await cpuOf(g.origin);
    await inParallel(concurrency, count, call(g));
    await sleep(SETTLE_MS);
    return (await cpuOf(g.origin)) - before;
  };
  const seq = { off: [] as number[], on: [] as number[] };
  const par = { off: [] as number[], on: [] as number[] };
  const spansBefore = spansReceived;
  let tracedOps = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Idle time between calls is the same for both: SETTLE_MS per round, whose CPU (about 1 ms/s idle) is left in.
    seq.off.push((await cpu(gateways.off, 1, SEQUENTIAL_PER_ROUND)) / SEQUENTIAL_PER_ROUND);
    seq.on.push((await cpu(gateways.on, 1, SEQUENTIAL_PER_ROUND)) / SEQUENTIAL_PER_ROUND);
    par.off.push((await cpu(gateways.off, CONCURRENCY, LOADED_PER_ROUND)) / LOADED_PER_ROUND);
    par.on.push((await cpu(gateways.on, CONCURRENCY, LOADED_PER_ROUND)) / LOADED_PER_ROUND);
    tracedOps += SEQUENTIAL_PER_ROUND + LOADED_PER_ROUND;
  }
  const row: Row = {
    name: op.name,
    title: op.title,
    upstreamRequests,
    spansPerOp: Math.round(((spansReceived - spansBefore) / tracedOps) * 10) / 10,
    sequential: { off: Math.round(median(seq.off)), on: Math.round(median(seq.on)) },
    loaded: { off: Math.round(median(par.off)), on: Math.round(median(par.on)) },
  };
  console.log(
    `${op.name}: ${upstreamRequests} upstream requests, ${row.spansPerOp} spans/op; sequential ${row.sequential.off} -> ${row.sequential.on} µs/op, ` +
      `c${CONCURRENCY} ${row.loaded.off} -> ${row.loaded.on} µs/op (rounds seq off ${seq.off.map(Math.round)} on ${seq.on.map(Math.round)}; c16 off ${par.off.map(Math.round)} on ${par.on.map(Math.round)})`,
  );
  return row;
}

const pct = (off: number, on: number) => `${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(0)}%`;
const markdown = `# Tracing cost per screen

\`npx tsx bench/tracing.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load ${load.join('/')}).
Gateway process CPU per operation (µs, median of ${ROUNDS} alternating rounds), compiled as deployed, against the
sandbox with no latency; cache and pacing off, so every upstream request is sent and traced. "on" exports
OTLP/HTTP JSON to a receiver on loopback (every operation sampled: the worst case); "off" has no
OTEL_* variable set, so no tracing code runs. Spans per operation: what the receiver got (one per operation
and one per upstream request when none is dropped).

| screen | upstream requests | spans/op | sequential off | sequential on | Δ | 16 in flight off | 16 in flight on | Δ |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.title} (${r.name}) | ${r.upstreamRequests} | ${r.spansPerOp} | ${r.sequential.off} | ${r.sequential.on} | ${pct(r.sequential.off, r.sequential.on)} | ${r.loaded.off} | ${r.loaded.on} | ${pct(r.loaded.off, r.loaded.on)} |`,
  )
  .join('\n')}

Per span, tracing costs about ${Math.round(median(rows.map((r) => (r.loaded.on - r.loaded.off) / Math.max(1, r.spansPerOp))))} µs of CPU with 16 in flight and ${Math.round(median(rows.map((r) => (r.sequential.on - r.sequential.off) / Math.max(1, r.spansPerOp))))} µs one at a time (median over the
screens of the difference divided by the spans per operation). To pay less, sample: \`OTEL_TRACES_SAMPLER=parentbased_traceidratio\`
with \`OTEL_TRACES_SAMPLER_ARG=0.1\` records one trace in ten (and every trace a caller has sampled).
`;
writeFileSync(fileURLToPath(new URL('./tracing-results.md', import.meta.url)), markdown);
console.log(markdown);
