/**
 * `npm run bench` (about 4–5 minutes) and `npm run bench:quick` (about a minute): the gateway against
 * the direct REST path, same sandbox, same run. Writes bench/results.json and bench/results.md.
 *
 * Per operation: upstream requests and waves (sandbox `/_sandbox/stats`, 20 ms latency so that the
 * requests of a level overlap) against the direct path and a resolver-per-field count; response bytes
 * against the REST bytes of the same screen; p50/p95/p99 and operations/s at each latency × concurrency
 * cell; gateway CPU per operation. Quick mode runs only the cells the targets are read from.
 *
 * Knobs: BENCH_GATEWAY_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), BENCH_SECONDS (per cell
 * and path), BENCH_OUT (directory of the results, default bench/), and the gateway's own env
 * (UPSTREAM_POOL_SIZE, UPSTREAM_MAX_CONCURRENCY …) passed through.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent } from 'undici';
import { loadConfig } from '../src/config.js';
import { DirectClient, type DirectTally } from './direct.js';
import { loadDirect, loadGateway, summarize, type LoadSample } from './load.js';
import { operations, type BenchInputs, type BenchOperation } from './operations.js';
import { startGatewayProcess, startSandboxProcess } from './processes.js';
import { machine, renderMarkdown, targetsOf, type BenchResults, type CellResult, type OperationResult } from './report.js';

const quick = process.argv.includes('--quick');
/** `--shape`: only the request, wave and byte counts (seconds, for checking operations). */
const shapeOnly = process.argv.includes('--shape');
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
const amount = quick ? 400 : 3000;
/** Alternating gateway/direct runs per cell. */
const rounds = quick ? 2 : 3;
const cpuRuns = quick ? 40 : 150;
const outDir = process.env.BENCH_OUT ?? new URL('.', import.meta.url).pathname;
const log = (...args: unknown[]) => console.log(...args);
/** `--only Name,Name`: a subset of the operations (for profiling one screen). */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const selected = only ? operations.filter((o) => only.includes(o.name)) : operations;

const sandbox = await startSandboxProcess(SANDBOX_NOW);
const gatewayArgs = process.env.BENCH_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const gateway = await startGatewayProcess(sandbox.url, gatewayArgs);
// The direct client gets the same keep-alive pool as the gateway's upstream client.
const poolSize = loadConfig({ ...process.env, UPSTREAM_URL: sandbox.url }).upstream.poolSize;
const directAgent = new Agent({ connections: poolSize, keepAliveTimeout: 30_000 });
const control = new Agent({ connections: 4 });

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
const stats = async () => JSON.parse((await knob('/_sandbox/stats')).raw.toString()) as { total: number; waves: number; byRoute: Record<string, number> };
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
const gatewayCpu = async () => JSON.parse((await call('GET', `${gateway.origin}/_bench/cpu`)).raw.toString()) as NodeJS.CpuUsage;

const gqlHeaders = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': sandbox.key };
const bodyOf = (op: BenchOperation, inputs: BenchInputs) => JSON.stringify({ query: op.document, variables: op.variables(inputs), operationName: op.name });
const direct = () => new DirectClient(directAgent, new URL(sandbox.url).origin, new URL(sandbox.url).pathname, sandbox.key);
const runDirect = async (op: BenchOperation, inputs: BenchInputs): Promise<DirectTally> => {
  const client = direct();
  await op.direct(client, op.variables(inputs));
  return client.tally;
};

/** The account whose screens touch the most records (sites, projects, contacts with projects). */
async function chooseAccount(): Promise<number> {
  const page = JSON.parse((await call('GET', `${sandbox.url}/accounts?page=1&page_size=40`, undefined, { 'x-api-key': sandbox.key })).raw.toString()) as { id: number }[];
  let best = { id: page[0].id, requests: -1 };
  for (const { id } of page) {
    const inputs = { now: new Date(SANDBOX_NOW), accountId: id };
    let requests = 0;
    for (const op of operations.filter((o) => o.name === 'Account360' || o.name === 'DeepChain')) requests += (await runDirect(op, inputs)).requests;
    if (requests > best.requests) best = { id, requests };
  }
  return best.id;
}

try {
  const inputs: BenchInputs = { now: new Date(SANDBOX_NOW), accountId: await chooseAccount() };
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
      bytes: { gateway: plain.raw.length, gatewayGzip: gzip.headers['content-encoding'] === 'gzip' ? gzip.raw.length : null, rest: tally.bytes },
      graphqlErrors: parsed.errors?.length ?? 0,
      errorSample: parsed.errors?.[0]?.message,
      cells: [],
      cpu: { gatewayUsPerOp: 0, directUsPerOp: 0 },
    });
    if (gw.total !== rest.total) log(`  ${op.name}: gateway ${JSON.stringify(gw.byRoute)}\n  ${op.name}: direct  ${JSON.stringify(rest.byRoute)}`);
    log(`  ${op.name}: upstream ${gw.total} vs ${rest.total} (per-field ${tally.perField}), waves ${gw.waves} vs ${rest.waves}, bytes ${plain.raw.length} vs ${tally.bytes}`);
  }

  // Latency and throughput, gateway and direct, cell by cell. Each cell alternates the two paths over
  // a few rounds, so a burst of load from elsewhere on the machine does not land on one path only.
  for (const cell of shapeOnly ? [] : cells) {
    await setLatency(cell.latencyMs);
    for (const [i, op] of selected.entries()) {
      const body = bodyOf(op, inputs);
      const slice = seconds / rounds;
      const screen = () => runDirect(op, inputs).then(() => undefined);
      // Autocannon stopped by its timer drops requests in flight, and the gateway would still be working on
      // them during the next run; so gateway runs are bounded by a count sized from a warm-up (the timer
      // stays as a safety net), and every run waits for the upstream to go quiet before the next starts.
      const warm = await loadGateway(gateway.url, gqlHeaders, body, { concurrency: cell.concurrency, amount: cell.concurrency * 2, maxSeconds: 10 });
      await settle();
      const rate = warm.latencies.length / Math.max(warm.seconds, 0.05);
      const gatewayBounds = { concurrency: cell.concurrency, amount: Math.min(Math.ceil(amount / rounds), Math.max(cell.concurrency, Math.ceil(rate * slice))), maxSeconds: slice * 3 + 2 };
      const directBounds = { concurrency: cell.concurrency, amount: Math.ceil(amount / rounds), maxSeconds: slice };
      await loadDirect(screen, { concurrency: cell.concurrency, amount: cell.concurrency * 2, maxSeconds: 10 });
      const gw: LoadSample[] = [];
      const rest: LoadSample[] = [];
      for (let round = 0; round < rounds; round++) {
        const runGateway = async () => {
          gw.push(await loadGateway(gateway.url, gqlHeaders, body, gatewayBounds));
          await settle();
        };
        const runRest = async () => {
          rest.push(await loadDirect(screen, directBounds));
          await settle();
        };
        if (round % 2 === 0) await runGateway().then(runRest);
        else await runRest().then(runGateway);
      }
      const result: CellResult = { ...cell, gateway: summarize(gw), direct: summarize(rest) };
      results[i].cells.push(result);
      log(`  ${cell.latencyMs} ms × ${cell.concurrency}: ${op.name}: p50 ${result.gateway.p50} vs ${result.direct.p50} ms, ${result.gateway.opsPerSecond} vs ${result.direct.opsPerSecond} op/s`);
    }
  }

  // CPU per operation: a sequential run at 0 ms; the gateway process's own CPU, the direct client's own.
  await setLatency(0);
  for (const [i, op] of shapeOnly ? [] : selected.entries()) {
    const body = bodyOf(op, inputs);
    for (let n = 0; n < 10; n++) await call('POST', gateway.url, body, gqlHeaders);
    const before = await gatewayCpu();
    for (let n = 0; n < cpuRuns; n++) await call('POST', gateway.url, body, gqlHeaders);
    const after = await gatewayCpu();
    for (let n = 0; n < 10; n++) await runDirect(op, inputs);
    const mine = process.cpuUsage();
    for (let n = 0; n < cpuRuns; n++) await runDirect(op, inputs);
    const spent = process.cpuUsage(mine);
    const us = (u: NodeJS.CpuUsage) => u.user + u.system;
    results[i].cpu = {
      gatewayUsPerOp: Math.round((us(after) - us(before)) / cpuRuns),
      directUsPerOp: Math.round(us(spent) / cpuRuns),
    };
    log(`  cpu ${op.name}: gateway ${results[i].cpu.gatewayUsPerOp} µs/op, direct client ${results[i].cpu.directUsPerOp} µs/op`);
  }

  const schemaHasCalls = /\n\s+calls[(:]/.test(await fetchAccountFields());
  const report: BenchResults = {
    mode: quick ? 'quick' : 'full',
    machine: machine(),
    date: new Date().toISOString(),
    settings: { sandboxNow: SANDBOX_NOW, accountId: inputs.accountId, secondsPerCellAndPath: seconds, roundsPerCell: rounds, maxOpsPerCellAndPath: amount, cpuRuns, poolSize },
    notes: schemaHasCalls ? [] : ['Account 360 has no calls: `Account.calls` is not in the schema yet; the operation will take it once it is.'],
    operations: results,
    targets: [],
  };
  report.targets = targetsOf(report);
  log(`\n${renderMarkdown(report)}`);
  // A partial run (--only, --shape) never replaces the recorded results unless BENCH_OUT says where.
  if (!(only || shapeOnly) || process.env.BENCH_OUT) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outDir}/results.json`, JSON.stringify(report, null, 2) + '\n');
    writeFileSync(`${outDir}/results.md`, renderMarkdown(report));
    log(`wrote ${outDir}/results.md and results.json`);
  }
  if (report.targets.some((t) => !t.met)) log('some targets are missed: see the Targets table');
} finally {
  await gateway.stop();
  await sandbox.stop();
  await directAgent.close();
  await control.close();
}

/** The printed fields of Account (introspection), to see whether `calls` exists yet. */
async function fetchAccountFields(): Promise<string> {
  const res = await call('POST', gateway.url, JSON.stringify({ query: '{ __type(name: "Account") { fields { name } } }' }), gqlHeaders);
  const names = (JSON.parse(res.raw.toString()).data?.__type?.fields ?? []) as { name: string }[];
  return names.map((f) => `\n  ${f.name}:`).join('');
}
