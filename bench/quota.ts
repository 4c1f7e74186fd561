/**
 * `npm run bench:quota` (4–5 minutes; `-- --quick`, 15 s per configuration, about 1½ minutes): how
 * far one company key's upstream budget goes with many users behind it. 16 simulated users
 * (bench/quota-users.ts) for 60 s on company 1's key, three times from a reset sandbox: (a) straight to
 * the REST API, (b) through one gateway with its shared cache and pacing on, (c) through two gateways
 * sharing a real redis-server, users split between them and each write sent through the other
 * instance. The sandbox (bench/quota-sandbox.ts) answers at 20 ms and enforces 100 requests/second per
 * key; its counts give the upstream requests and 429s. Writes bench/quota-results.md and .json.
 *
 * Flags: `--quick`, `--seconds=N` (per configuration), `--configs=direct,gateway,gateway2` (a subset;
 * like --quick, it prints the results and writes files only when QUOTA_OUT names a directory).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, interceptors, type Dispatcher } from 'undici';
import { loadConfig } from '../src/config.js';
import { startChild, type Child } from './processes.js';
import { haveRedis, startRedis, type RunningRedis } from '../test/helpers/redis.js';
import { machine } from './report.js';
import { quotaTargets, renderQuotaMarkdown, summarizeRun, type GatewayCounters, type QuotaResults, type QuotaRun, type SandboxCounts } from './quota-report.js';
import { runUser, type UserPath, type UserPlan } from './quota-users.js';

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const seconds = Number(argValue('seconds') ?? (quick ? 15 : 60));
const configs = (argValue('configs') ?? 'direct,gateway,gateway2').split(',') as QuotaRun['name'][];
const partial = quick || argValue('seconds') !== undefined || argValue('configs') !== undefined;
const outDir = (process.env.QUOTA_OUT ?? (partial ? undefined : new URL('.', import.meta.url).pathname))?.replace(/\/+$/, '');
const log = (...args: unknown[]) => console.log(...args);

const SANDBOX_NOW = '2026-06-01T00:00:00.000Z';
const USERS = 16;
const REFRESHERS = 4;
const ACCOUNTS = 20;
const ACTIVITY_MS = 2000;
const WRITE_CHANCE = 0.1;
const REPEAT_CHANCE = 0.75;
/** Spread over the users (0, 5, 10, 15), so that both instances of the two-gateway run serve refreshers. */
const refreshers = new Set(Array.from({ length: REFRESHERS }, (_, i) => Math.round((i * (USERS - 1)) / (REFRESHERS - 1))));
const WEBHOOK_TOKEN = 'quota-bench-webhook-token-0123456789';
const PER_SECOND = 100;
const PER_DAY = 1_000_000;
const LATENCY_MS = 20;
/** The gateway transport's retry policy (UPSTREAM_RETRIES 2, UPSTREAM_RETRY_MIN_MS 100, UPSTREAM_RETRY_MAX_MS 2000), for the direct client. */
const DIRECT_RETRY = {
  maxRetries: 2,
  minTimeout: 100,
  maxTimeout: 2000,
  timeoutFactor: 2,
  statusCodes: [429, 502, 503, 504],
  methods: ['GET' as const],
  throwOnError: false,
};

const sandbox = await startChild(
  'bench/quota-sandbox.ts',
  {
    ...process.env,
    SANDBOX_NOW,
    SANDBOX_FAULTS: '',
    QUOTA_SANDBOX_LATENCY_MS: String(LATENCY_MS),
    QUOTA_SANDBOX_PER_SECOND: String(PER_SECOND),
    QUOTA_SANDBOX_PER_DAY: String(PER_DAY),
  },
  [/Sandbox REST API v1: (\S+)/, /company 1 x-api-key: (\S+)/],
);
const [sandboxUrl, apiKey] = sandbox.found;
const sandboxOrigin = new URL(sandboxUrl).origin;
const control = new Agent({ connections: 4 });
const children: Child[] = [sandbox];
let redis: RunningRedis | undefined;

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  const res = await control.request({
    origin: u.origin,
    path: u.pathname + u.search,
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, text: await res.body.text() };
}
const knob = async (path: string, body?: unknown) => JSON.parse((await call(body === undefined ? 'GET' : 'POST', sandboxOrigin + path, body)).text);

/** The gateway process of bench/gateway-server.ts with the shared cache and pacing on (the defaults, set explicitly). */
async function startGateway(redisUrl?: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    UPSTREAM_URL: sandboxUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    GRAPHIQL: 'false',
    UPSTREAM_CACHE: 'true',
    UPSTREAM_RATE_PER_SECOND: String(PER_SECOND),
    WEBHOOK_TOKEN,
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: 'quota:',
  };
  const child = await startChild('bench/gateway-server.ts', env, [/bench gateway: (\S+)/]);
  children.push(child);
  const stop = async () => {
    children.splice(children.indexOf(child), 1);
    await child.stop();
  };
  return { origin: new URL(child.found[0]).origin, stop };
}

/** The gateway's cache and pacing counters, summed over their labels' values. */
async function gatewayCounters(origin: string): Promise<GatewayCounters> {
  const text = (await call('GET', `${origin}/metrics`)).text;
  const read = (metric: string, label: string) => {
    const out: Record<string, number> = {};
    for (const m of text.matchAll(new RegExp(`^${metric}\\{[^}]*${label}="([^"]+)"[^}]*\\} (\\S+)$`, 'gm'))) out[m[1]] = (out[m[1]] ?? 0) + Number(m[2]);
    return out;
  };
  return { cache: read('fieldgraph_upstream_cache_total', 'result'), paced: read('fieldgraph_upstream_paced_total', 'outcome') };
}

/** The accounts the account screens pick from: the first page of company 1's (listed before any run, so not counted). */
async function accountPool(): Promise<number[]> {
  const rows = JSON.parse((await call('GET', `${sandboxUrl}/accounts?page=1&page_size=${ACCOUNTS}`, undefined, { 'x-api-key': apiKey })).text) as {
    id: number;
  }[];
  return rows.map((r) => r.id);
}

async function runConfiguration(name: QuotaRun['name'], accounts: number[]): Promise<QuotaRun> {
  await knob('/_sandbox/reset', {});
  const gateways: { origin: string; stop(): Promise<void> }[] = [];
  if (name === 'gateway') gateways.push(await startGateway());
  if (name === 'gateway2') {
    if (!haveRedis) throw new Error('redis-server is not installed: the two-instance configuration needs it (or pass --configs=direct,gateway)');
    redis = await startRedis();
    const redisUrl = redis.url;
    gateways.push(await startGateway(redisUrl), await startGateway(redisUrl));
  }
  // Webhooks go to the first instance: with Redis, its evictions reach the other one.
  await knob('/_sandbox/webhook', { url: gateways[0] ? `${gateways[0].origin}/webhooks/${WEBHOOK_TOKEN}` : null });
  const dispatcher: Dispatcher =
    name === 'direct'
      ? new Agent({ connections: 128, keepAliveTimeout: 30_000 }).compose(interceptors.retry(DIRECT_RETRY))
      : new Agent({ connections: USERS * 2, keepAliveTimeout: 30_000 });
  await knob('/_sandbox/stats/reset', {});
  const firedBefore = (await knob('/_sandbox/webhook')).fired as number;
  await knob('/_sandbox/activity', { ms: ACTIVITY_MS });
  const started = performance.now();
  const until = started + seconds * 1000;
  const tallies = await Promise.all(
    Array.from({ length: USERS }, (_, index) => {
      const plan: UserPlan = {
        index,
        seed: 1000 + index,
        refresher: refreshers.has(index),
        accounts,
        now: new Date(SANDBOX_NOW),
        until,
        writeChance: WRITE_CHANCE,
        repeatChance: REPEAT_CHANCE,
      };
      const path: UserPath =
        name === 'direct'
          ? { kind: 'direct', dispatcher, origin: sandboxOrigin, basePath: new URL(sandboxUrl).pathname, apiKey }
          : {
              kind: 'gateway',
              dispatcher,
              readOrigin: gateways[index % gateways.length].origin,
              writeOrigin: gateways[(index + 1) % gateways.length].origin,
              apiKey,
            };
      return runUser(plan, path);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await knob('/_sandbox/activity', { ms: 0 });
  const stats = (await knob('/_sandbox/stats')) as SandboxCounts;
  const hooks = (await knob('/_sandbox/webhook')) as { fired: number; attempts: { eventId: number; status: number | string }[] };
  const counters = await Promise.all(gateways.map((g) => gatewayCounters(g.origin)));
  await knob('/_sandbox/webhook', { url: null });
  for (const g of gateways) await g.stop();
  redis?.stop();
  redis = undefined;
  await dispatcher.close();
  const title = { direct: 'direct REST', gateway: 'gateway ×1', gateway2: 'gateway ×2 + Redis' }[name];
  const run = summarizeRun(name, title, elapsed, tallies, stats);
  if (gateways.length) {
    run.gateways = counters;
    // Event ids count up from 1 over the sandbox's life: this run's events are the ones after `firedBefore`.
    const delivered = new Set(
      hooks.attempts.filter((a) => a.eventId > firedBefore && typeof a.status === 'number' && a.status >= 200 && a.status < 300).map((a) => a.eventId),
    );
    run.webhooks = { fired: hooks.fired - firedBefore, delivered: delivered.size };
  }
  return run;
}

try {
  const accounts = await accountPool();
  log(`bench:quota${quick ? ' (quick)' : ''}: ${USERS} users × ${seconds} s per configuration (${configs.join(', ')}), sandbox ${sandboxUrl}`);
  const runs: QuotaRun[] = [];
  for (const name of configs) {
    const run = await runConfiguration(name, accounts);
    runs.push(run);
    log(
      `  ${run.title}: ${run.screens.served}/${run.screens.attempted} screens served, upstream ${run.upstream.total} (429: ${run.upstream.rejected429}), ` +
        `${run.requestsPerScreen} req/screen, ${run.screensPer5000} screens/5000, RATE_LIMITED ${run.rateLimitedFieldErrors}, ` +
        `read-after-write misses ${run.readAfterWrite.misses}/${run.readAfterWrite.checked}, p50 ${run.latency.all.p50} ms, repeated p50 ${run.latency.repeated.p50} ms`,
    );
  }
  const gatewayConfig = loadConfig({ UPSTREAM_URL: sandboxUrl, UPSTREAM_CACHE: 'true', UPSTREAM_RATE_PER_SECOND: String(PER_SECOND) }).upstream;
  const results: QuotaResults = {
    mode: quick ? 'quick' : 'full',
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      users: USERS,
      seconds,
      refreshers: REFRESHERS,
      repeatChance: REPEAT_CHANCE,
      writeChance: WRITE_CHANCE,
      accounts: accounts.length,
      activityMs: ACTIVITY_MS,
      latencyMs: LATENCY_MS,
      perSecond: PER_SECOND,
      perDay: PER_DAY,
      sandboxNow: SANDBOX_NOW,
      directRetry: `${DIRECT_RETRY.maxRetries} retries of a GET on ${DIRECT_RETRY.statusCodes.join('/')}, Retry-After honoured up to ${DIRECT_RETRY.maxTimeout} ms`,
      gatewaySettings:
        `bench/gateway-server.ts with the defaults of src/config.ts: cache on, records ${gatewayConfig.cacheRecordTtlMs / 1000} s, catalogs ${gatewayConfig.cacheCatalogTtlMs / 60_000} min, ` +
        `pacing ${gatewayConfig.ratePerSecond}/s per key (+${gatewayConfig.rateMarginMs} ms margin, waits up to ${gatewayConfig.rateMaxWaitMs} ms), key trusted ${gatewayConfig.keyTrustMs / 1000} s`,
    },
    runs,
    targets: quotaTargets(runs),
    notes: [],
  };
  log(`\n${renderQuotaMarkdown(results)}`);
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outDir}/quota-results.json`, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(`${outDir}/quota-results.md`, renderQuotaMarkdown(results));
    log(`wrote ${outDir}/quota-results.md and quota-results.json`);
  }
  if (results.targets.some((t) => !t.met)) log('some targets are missed: see the Targets table');
} finally {
  redis?.stop();
  for (const c of children.reverse()) await c.stop();
  await control.close();
}
