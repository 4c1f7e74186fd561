/**
 * `npm run load`: a bounded load and soak test on loopback only. The sandbox (5% of GETs answer 500)
 * and the gateway (`src/main.ts`) run in their own processes; autocannon holds 64 connections for
 * LOAD_SECONDS (60), then SOAK_SECONDS (180) more while the gateway's memory is sampled from /metrics.
 * Pass: no failed HTTP request at the gateway, GraphQL errors only where the upstream failed, heap flat.
 * Writes bench/load-results.md (keeping its "Abuse phase" section, which `npm run load:abuse` writes).
 * Env: LOAD_SECONDS, SOAK_SECONDS, LOAD_CONNECTIONS, FAULT_RATE.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startChild } from '../../bench/processes.js';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const FAULT_RATE = Number(process.env.FAULT_RATE ?? 0.05);

/** A screen's worth of fan-out each: 1 + 5 sites pages, 1 + stages and accounts by id. */
const OPERATIONS = [
  `query AccountsWithSites { accounts(first: 5) { nodes { title sites(first: 2) { nodes { title } } } } }`,
  `query ProjectList { projects(first: 10) { nodes { title stage { name } account { title } } } }`,
];

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; p97_5: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult> & { stop?: () => void };
// autocannon ships no type declarations; the small surface used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Tally {
  responses: number;
  withErrors: number;
  codes: Record<string, number>;
}

/** Reads one sample from the gateway's Prometheus text. */
function metric(text: string, name: string, labels = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name}${labels ? `{${labels}` : ''}`) && (labels || line.startsWith(`${name} `) || line.startsWith(`${name}{`))) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

async function scrape(origin: string): Promise<string> {
  return (await fetch(`${origin}/metrics`)).text();
}

async function memory(origin: string) {
  const text = await scrape(origin);
  return {
    rssMb: metric(text, 'fieldgraph_process_resident_memory_bytes') / 2 ** 20,
    heapMb: metric(text, 'fieldgraph_nodejs_heap_size_used_bytes') / 2 ** 20,
  };
}

async function run(url: string, key: string, seconds: number, tally: Tally): Promise<AutocannonResult> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: OPERATIONS.map((query) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query }),
      onResponse: (_status: number, body: string) => {
        tally.responses++;
        if (!body.includes('"errors":')) return;
        tally.withErrors++;
        try {
          for (const e of JSON.parse(body).errors ?? []) {
            const code = String(e.extensions?.code ?? 'none');
            tally.codes[code] = (tally.codes[code] ?? 0) + 1;
          }
        } catch {
          tally.codes.unparsable = (tally.codes.unparsable ?? 0) + 1;
        }
      },
    })),
  });
}

async function main() {
  const faults = JSON.stringify([{ route: '/v1', method: 'GET', status: 500, rate: FAULT_RATE }]);
  const sandbox = await startChild(
    'src/sandbox/cli.ts',
    // A daily budget the run cannot spend: the gateway honours the one the sandbox reports (5,000 by default).
    {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_FAULTS: faults,
      SANDBOX_RATE_LIMIT: '',
      SANDBOX_RATE_LIMIT_PER_DAY: '100000000',
      SANDBOX_LATENCY_MS: '0',
      SANDBOX_WEBHOOK_URL: '',
      SANDBOX_ACTIVITY_MS: '0',
    },
    [/Sandbox REST API v1: (\S+)/, /company 1 x-api-key: (\S+)/],
  );
  const [upstream, key] = sandbox.found;
  const gateway = await startChild(
    'src/main.ts',
    { ...process.env, UPSTREAM_URL: upstream, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', GRAPHIQL: 'false' },
    // main.ts says "GraphQL at" with GraphiQL off.
    [/Graph(?:i)?QL at (http:\/\/\S+)/],
  );
  const url = gateway.found[0];
  const origin = new URL(url).origin;
  try {
    // Warm-up (JIT, sockets, caches) so the starting memory is the steady state, not the boot.
    await run(url, key, 5, { responses: 0, withErrors: 0, codes: {} });
    const before = await scrape(origin);
    const start = await memory(origin);
    const samples = [{ at: 0, ...start }];

    const tally: Tally = { responses: 0, withErrors: 0, codes: {} };
    const load = await run(url, key, LOAD_SECONDS, tally);
    const afterLoad = await scrape(origin);

    const soakTally: Tally = { responses: 0, withErrors: 0, codes: {} };
    const started = Date.now();
    const sampler = setInterval(() => {
      void memory(origin).then((m) => samples.push({ at: Math.round((Date.now() - started) / 1000) + LOAD_SECONDS, ...m }));
    }, 15_000);
    const soak = SOAK_SECONDS > 0 ? await run(url, key, SOAK_SECONDS, soakTally) : undefined;
    clearInterval(sampler);
    const end = await memory(origin);
    const after = await scrape(origin);

    const injected = (a: string, b: string) => metric(b, 'fieldgraph_upstream_errors_total', '') - metric(a, 'fieldgraph_upstream_errors_total', '');
    const upstreamRequests = (a: string, b: string) =>
      metric(b, 'fieldgraph_upstream_request_duration_seconds_count') - metric(a, 'fieldgraph_upstream_request_duration_seconds_count');
    const loadInjected = injected(before, afterLoad);
    const soakInjected = injected(afterLoad, after);
    const failedHttp = load.non2xx + load.errors + load.timeouts + (soak ? soak.non2xx + soak.errors + soak.timeouts : 0);
    const heapGrowth = end.heapMb - start.heapMb;
    const pass = failedHttp === 0 && tally.withErrors <= loadInjected && soakTally.withErrors <= soakInjected && heapGrowth < Math.max(20, start.heapMb * 0.5);

    const lines = [
      '# Load and soak results (`npm run load`)',
      '',
      `Run ${new Date().toISOString()} on this machine (2 cores shared with the sandbox and autocannon, all on loopback).`,
      `Operations alternate: \`AccountsWithSites\` (6 upstream GETs) and \`ProjectList\` (1 page + stages and accounts by id).`,
      `The sandbox answers ${FAULT_RATE * 100}% of upstream GETs with 500 (not retried, so each surfaces), no latency, rate limit off.`,
      '',
      '| phase | seconds | connections | ops | ops/s | p50 ms | p97.5 ms | p99 ms | max ms | failed HTTP | responses with errors | upstream requests | upstream faults injected |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      row('load', LOAD_SECONDS, load, tally, upstreamRequests(before, afterLoad), loadInjected),
      ...(soak ? [row('soak', SOAK_SECONDS, soak, soakTally, upstreamRequests(afterLoad, after), soakInjected)] : []),
      '',
      `Error codes seen by clients (load): ${JSON.stringify(tally.codes)}; (soak): ${JSON.stringify(soakTally.codes)}.`,
      `Error rate at the gateway: ${pct(tally.withErrors, tally.responses)} of responses carried an error (load), ${pct(soakTally.withErrors, soakTally.responses)} (soak); ` +
        `each traces to an injected upstream 500 (${loadInjected} / ${soakInjected} injected; a failing list nulls one field, the rest of the response stays).`,
      '',
      '## Gateway memory (from its /metrics)',
      '',
      '| at s | RSS MB | heap used MB |',
      '| --- | --- | --- |',
      ...[...samples, { at: LOAD_SECONDS + SOAK_SECONDS, ...end }].map((s) => `| ${s.at} | ${s.rssMb.toFixed(1)} | ${s.heapMb.toFixed(1)} |`),
      '',
      `Heap used at start ${start.heapMb.toFixed(1)} MB, at end ${end.heapMb.toFixed(1)} MB (${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB); RSS ${start.rssMb.toFixed(1)} → ${end.rssMb.toFixed(1)} MB.`,
      '',
      `Verdict: ${pass ? 'PASS' : 'FAIL'} (no failed HTTP requests: ${failedHttp === 0}; errors only where the upstream failed: ${tally.withErrors <= loadInjected && soakTally.withErrors <= soakInjected}; heap flat: ${heapGrowth < Math.max(20, start.heapMb * 0.5)}).`,
      '',
    ];
    const out = fileURLToPath(new URL('../../bench/load-results.md', import.meta.url));
    // The abuse phase (`npm run load:abuse`, test/load/abuse.ts) keeps its own section of the file.
    const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
    const abuse = previous.indexOf('\n## Abuse phase');
    writeFileSync(out, lines.join('\n') + (abuse >= 0 ? previous.slice(abuse) : ''));
    console.log(lines.join('\n'));
    process.exitCode = pass ? 0 : 1;
  } finally {
    await gateway.stop();
    await sandbox.stop();
  }
}

function row(phase: string, seconds: number, r: AutocannonResult, t: Tally, upstream: number, injected: number): string {
  const failed = r.non2xx + r.errors + r.timeouts;
  return `| ${phase} | ${seconds} | ${CONNECTIONS} | ${r.requests.total} | ${Math.round(r.requests.total / r.duration)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.latency.max} | ${failed} | ${t.withErrors} (${pct(t.withErrors, t.responses)}) | ${upstream} | ${injected} |`;
}

const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(2) : '0'}%`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
