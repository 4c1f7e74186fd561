/**
 * `npm run load:abuse` (about 90 s on an idle machine): the gateway under the abuse of issue 12 while
 * normal traffic runs. Loopback only. The sandbox and the gateway (`src/main.ts`, heap capped with
 * --max-old-space-size so that a leak shows as a crash) run in their own processes, the traffic in a third
 * (test/load/traffic.ts); the abusers are in abusers.ts, the shared settings and measurements in
 * abuse-kit.ts, the written section in abuse-report.ts. Phases:
 * - quiet: the analyst's 100-project list and the mobile work-order list, ABUSE_TRAFFIC_CONCURRENCY
 *   closed-loop clients each, for ABUSE_QUIET_SECONDS; p50/p99 recorded;
 * - abuse: the same traffic for ABUSE_SECONDS while, at once: slow readers of large answers (raw TCP,
 *   requests pipelined, the socket never read), unauthenticated APQ registrations of a 9 MB comment,
 *   webhooks nested 5,000 deep under an SSE subscriber selecting `details`, 50 MB WebSocket frames
 *   without a key, and subscriptions with garbage keys (SSE and graphql-ws);
 * - after: every abuser closed, the gateway must still answer.
 * The gateway's RSS is read from /proc/<pid>/status every 250 ms. Upstream requests caused by the
 * keyless and garbage-key traffic are the sandbox's 401s (/_sandbox/stats, polled: the normal traffic's
 * key is valid, so it gets none). Writes the "Abuse phase" section of bench/load-results.md and exits 1
 * when a target did not hold. Every loop is bounded in count and time; everything opened is closed,
 * on failure too, and a hard deadline ends the run.
 *
 * Env: ABUSE_QUIET_SECONDS (20), ABUSE_SECONDS (45), ABUSE_TRAFFIC_CONCURRENCY (2 per screen),
 * ABUSE_SCALE (1: multiplies every abuser count, e.g. 0.1 while debugging), ABUSE_COUNTS (per abuser:
 * `slow=20,apq=100,deep=50,ws=4,garbage=50`; `apq=0` leaves one out), ABUSE_HEAP_MB (768),
 * ABUSE_UPSTREAM_LATENCY_MS (20, the sandbox's latency per request), ABUSE_RSS_BOUND_MB (600), ABUSE_WRITE (1; 0 = print the section without writing the file), ABUSE_GATEWAY_NODE_ARGS
 * (node flags for the gateway, e.g. `--cpu-prof --cpu-prof-dir=DIR`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getIntrospectionQuery } from 'graphql';
import { startChild, startSandboxProcess } from '../../bench/processes.js';
import { closeAll, sleep } from '../events/harness.js';
import {
  ABUSE_SECONDS,
  APQ_POSTS,
  DEEP_WEBHOOKS,
  GARBAGE_SUBSCRIPTIONS,
  HARD_DEADLINE_MS,
  HEAP_MB,
  QUIET_SECONDS,
  SLOW_READERS,
  TRAFFIC_CONCURRENCY,
  UPSTREAM_LATENCY_MS,
  WEBHOOK_TOKEN,
  WRITE,
  WS_OVERSIZED,
  bounded,
  cleanUp,
  cleanups,
  doc,
  epoch0,
  graphql,
  log,
  metric,
  now,
  phase,
  phaseAt,
  rssMb,
  setPhase,
  startSampler,
  watch401s,
  type Phase,
} from './abuse-kit.js';
import { apqRegistrations, deepWebhooks, garbageSubscriptions, oversizedFrames, slowReaders } from './abusers.js';
import { report, writeSection } from './abuse-report.js';
import type { TrafficResult } from './traffic.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// ——— processes ———

async function startGateway(upstreamUrl: string) {
  const env = {
    // Cache and pacing off unless asked for: every normal query reaches the sandbox, as in `npm run load`.
    LOG_LEVEL: 'error',
    UPSTREAM_CACHE: 'false',
    UPSTREAM_RATE_PER_SECOND: '0',
    ...process.env,
    UPSTREAM_URL: upstreamUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    GRAPHIQL: 'false',
    // The public surface at its widest: introspection answers without a key.
    GRAPHQL_INTROSPECTION: 'true',
    WEBHOOK_TOKEN,
  };
  // main.ts says "GraphQL at" with GraphiQL off, "GraphiQL at" with it on.
  // ABUSE_GATEWAY_NODE_ARGS: more node flags for the gateway, e.g. `--cpu-prof --cpu-prof-dir=/tmp/abuse-profile`.
  const extra = process.env.ABUSE_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const c = await startChild('src/main.ts', env, [/Graph(?:i)?QL at (http:\/\/\S+)/], [`--max-old-space-size=${HEAP_MB}`, ...extra]);
  return { ...c, url: c.found[0]!, origin: new URL(c.found[0]!).origin, port: Number(new URL(c.found[0]!).port) };
}

/** One run of test/load/traffic.ts; its process is killed by cleanUp if the run ends first. */
function runTraffic(url: string, key: string, seconds: number): Promise<TrafficResult | undefined> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/load/traffic.ts'], {
    cwd: root,
    env: { ...process.env, TRAFFIC_URL: url, TRAFFIC_KEY: key, TRAFFIC_SECONDS: String(seconds), TRAFFIC_CONCURRENCY: String(TRAFFIC_CONCURRENCY) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  cleanups.push(kill);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return bounded(
    new Promise<TrafficResult | undefined>((resolve) => {
      child.once('exit', () => {
        const line = /^RESULT (.*)$/m.exec(out)?.[1];
        resolve(line ? (JSON.parse(line) as TrafficResult) : undefined);
      });
    }),
    (seconds + 30) * 1000,
    undefined,
  ).finally(kill);
}

// ——— the run ———

/**
 * Preloaded into every child (sandbox, gateway, traffic): it exits once this process is gone, so a
 * child still starting when this one is killed (SIGKILL included) or hits its deadline is not left behind.
 */
const EXIT_WITH_PARENT =
  '--import=data:text/javascript,const%20parent=process.ppid;setInterval(()=>{try{process.kill(parent,0)}catch{process.exit(1)}},1000).unref();';

async function main() {
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, EXIT_WITH_PARENT].filter(Boolean).join(' ');
  const hard = setTimeout(() => {
    console.error(`abuse phase: hard deadline of ${HARD_DEADLINE_MS / 1000} s reached, stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, HARD_DEADLINE_MS);
  hard.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  const loadStart = loadavg()[0]!;
  // The sandbox reports a daily budget per key (5,000 by default) that the gateway honours: the normal
  // traffic would spend it within a minute and then be refused RATE_LIMITED without any upstream call.
  process.env.SANDBOX_RATE_LIMIT_PER_DAY ??= '100000000';
  const sandbox = await startSandboxProcess(new Date(new Date().toISOString().slice(0, 10)).toISOString());
  cleanups.push(sandbox.stop);
  await fetch(`${sandbox.origin}/_sandbox/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: UPSTREAM_LATENCY_MS, jitterMs: 0 }),
  });
  const gateway = await startGateway(sandbox.url);
  cleanups.push(gateway.stop);
  const pid = gateway.child.pid!;
  let exited: { at: number; phase: Phase; code: number | null; signal: string | null } | undefined;
  gateway.child.once('exit', (code, signal) => {
    exited = { at: now(), phase, code, signal };
    log(`GATEWAY EXITED code=${code} signal=${signal}`);
  });
  log(`sandbox ${sandbox.url}, gateway ${gateway.url} (pid ${pid}, heap capped at ${HEAP_MB} MB)`);

  const sampler = startSampler(pid, gateway.origin);

  // What the abusers and the traffic ask for, answered once, quietly.
  const projects = await graphql(gateway.origin, `{ projects(first: 5) { nodes { databaseId } } }`, sandbox.key);
  const projectId = projects.body?.data?.projects?.nodes?.[0]?.databaseId as number;
  if (!projectId) throw new Error(`no project to send events about: ${JSON.stringify(projects.body).slice(0, 300)}`);
  let introspection = await graphql(gateway.origin, getIntrospectionQuery());
  if (!introspection.body?.data?.__schema) throw new Error(`introspection refused: ${JSON.stringify(introspection.body).slice(0, 300)}`);
  // What one costs once warm: the quickest of a few, one at a time.
  for (let i = 0; i < 4; i++) {
    const again = await graphql(gateway.origin, getIntrospectionQuery());
    if (again.ms < introspection.ms) introspection = again;
  }
  const analyst = await graphql(gateway.origin, doc('AnalystProjects'), sandbox.key);
  const sizes = { introspectionKb: introspection.bytes / 1024, introspectionMs: introspection.ms, analystKb: analyst.bytes / 1024 };
  log(
    `answers: introspection ${sizes.introspectionKb.toFixed(0)} KB in ${sizes.introspectionMs.toFixed(0)} ms (no key), analyst list ${sizes.analystKb.toFixed(0)} KB`,
  );

  setPhase('warm-up');
  await runTraffic(gateway.url, sandbox.key, 3);

  setPhase('quiet');
  await fetch(`${sandbox.origin}/_sandbox/stats/reset`, { method: 'POST' });
  log(`quiet traffic for ${QUIET_SECONDS} s`);
  const quiet = await runTraffic(gateway.url, sandbox.key, QUIET_SECONDS);
  const quietUpstream = ((await (await fetch(`${sandbox.origin}/_sandbox/stats`)).json()) as { total: number }).total;
  if (!quiet) throw new Error('the quiet traffic gave no result');
  log(`quiet: p50 ${quiet.all.p50} ms, p99 ${quiet.all.p99} ms, ${quiet.all.count} ops`);

  setPhase('abuse');
  const metricsBefore = await (await fetch(`${gateway.origin}/metrics`)).text();
  await fetch(`${sandbox.origin}/_sandbox/stats/reset`, { method: 'POST' });
  const unauthorized = watch401s(sandbox.origin);
  const abuseStartedAt = now();
  const until = abuseStartedAt + ABUSE_SECONDS;
  log(
    `abuse for ${ABUSE_SECONDS} s: ${SLOW_READERS} slow readers, ${APQ_POSTS} APQ posts, ${DEEP_WEBHOOKS} deep webhooks, ${WS_OVERSIZED} oversized frames, ${GARBAGE_SUBSCRIPTIONS} garbage-key subscriptions`,
  );
  const traffic = runTraffic(gateway.url, sandbox.key, ABUSE_SECONDS);
  const readers = slowReaders(gateway.port, sandbox.key);
  const garbage = await garbageSubscriptions(gateway.origin);
  const logged =
    (what: string) =>
    <T>(result: T): T => {
      log(what, JSON.stringify(result));
      return result;
    };
  const steps = await Promise.all([
    apqRegistrations(gateway.origin, until).then(logged('APQ done')),
    deepWebhooks(gateway.origin, sandbox.key, projectId, until).then(logged('deep webhooks done')),
    // Kept: the schedule of the abuse phase (frames start 2 s in).
    sleep(2_000)
      .then(() => oversizedFrames(gateway.origin, until))
      .then(logged('oversized frames done')),
  ]);
  const [apq, deep, frames] = steps;
  const during = await traffic;
  const abuseEndedAt = now();
  const garbageReport = garbage.report();
  const slowReport = { opened: readers.opened, ...(await readers.finish()), errors: { ...readers.errors } };
  deep.close();
  closeAll();
  const upstream401 = await unauthorized.stop();
  const metricsAfter = await fetch(`${gateway.origin}/metrics`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.text())
    .catch(() => '');
  const gateway401 = metricsAfter
    ? metric(metricsAfter, 'fieldgraph_upstream_errors_total', 'status="401"') - metric(metricsBefore, 'fieldgraph_upstream_errors_total', 'status="401"')
    : NaN;
  log(`abuse over; upstream 401s at the sandbox: ${upstream401.count} ${JSON.stringify(upstream401.byRoute)} (gateway counted ${gateway401})`);

  setPhase('after');
  await sleep(3_000); // kept: the 'after' phase is read 3 s after the abuse, by design
  const health = await fetch(`${gateway.origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.status)
    .catch((e: Error) => e.name);
  const check = await graphql(gateway.origin, doc('MobileWorkOrders'), sandbox.key).catch((e: Error) => ({ status: e.name, bytes: 0, body: undefined }));
  // Alive: it answers HTTP; whether the answer holds data is reported beside.
  const answered = check.status === 200 && (check.body as any)?.data?.workOrders?.nodes?.length > 0;
  const checkCodes = ((check.body as any)?.errors ?? []).map((e: any) => e.extensions?.code ?? 'none') as string[];
  const alive = exited === undefined && health === 200 && check.status === 200;
  const finalRss = rssMb(pid);
  // Before cleanUp stops it: only an exit of its own counts.
  const exitedOnItsOwn = exited;
  const load = { start: loadStart, end: loadavg()[0]! };
  const samples = await sampler.stop();
  const seconds = (epoch: number) => (epoch - epoch0) / 1000;
  const rss = samples.rss.map(([at, mb]) => ({ at: seconds(at), phase: phaseAt(seconds(at)), rssMb: mb }));
  const heap = samples.heap.map(([at, heapMb, externalMb, ms]) => ({ at: seconds(at), phase: phaseAt(seconds(at)), heapMb, externalMb, ms }));
  await cleanUp();
  clearTimeout(hard);

  const section = report({
    window: [abuseStartedAt, abuseEndedAt],
    sizes,
    load,
    quiet,
    quietUpstream,
    during,
    rss,
    heap,
    exited: exitedOnItsOwn,
    alive,
    health,
    answered,
    checkStatus: check.status,
    checkCodes,
    finalRss,
    slowReport,
    apq,
    deep,
    frames,
    garbageReport,
    upstream401,
    gateway401,
  });
  console.log(section.text);
  if (WRITE) writeSection(section.text);
  process.exitCode = section.pass ? 0 : 1;
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
