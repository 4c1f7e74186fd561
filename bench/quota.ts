/**
 * `npm run bench:quota` (7–8 minutes; `-- --quick`, about 2): how far one company key's upstream
 * budget goes with many users behind it, and how it is shared and spent. The sandbox
 * (bench/quota-sandbox.ts) answers at 20 ms and enforces 100 requests/second per key; its counts give
 * the upstream requests and 429s. Every configuration and phase starts from a reset sandbox and cold
 * gateways:
 * - issue 11's configurations: 16 simulated users (bench/quota-users.ts) for 60 s on company 1's key,
 *   (a) straight to the REST API, (b) through one gateway with its shared cache and pacing on, (c)
 *   through two gateways sharing a real redis-server, users split between them and each write sent
 *   through the other instance;
 * - `fairness`: 10 light users alone, then beside a heavy user of the same key (8 `no-cache` screens in
 *   parallel, in a loop), each user named by `x-client-id`: the light users' p50 in both windows;
 * - `budget`: the sandbox's daily limit set low, users read and write until the day is spent and on:
 *   what went upstream after, `remaining`, writes from the reserve, reads served past their TTL;
 * - `technician`: the technician's day twice through a gateway with the cache on: what the repeat costs.
 * Writes bench/quota-results.md and .json.
 *
 * Flags: `--quick`, `--seconds=N` (per issue 11 configuration), `--configs=direct,gateway,gateway2,fairness,budget,technician`
 * (a subset; like --quick, it prints the results and writes files only when QUOTA_OUT names a directory).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Agent, interceptors, type Dispatcher } from 'undici';
import { loadConfig } from '../src/config.js';
import { startChild, type Child } from './processes.js';
import { haveRedis, startRedis, type RunningRedis } from '../test/helpers/redis.js';
import { machine } from './report.js';
import {
  latencyOf,
  phaseTargets,
  quotaTargets,
  renderQuotaMarkdown,
  screenGroup,
  summarizeBudget,
  summarizeRun,
  type BudgetPhase,
  type FairnessPhase,
  type GatewayCounters,
  type QuotaResults,
  type QuotaRun,
  type SandboxCounts,
  type TechnicianDayPhase,
} from './quota-report.js';
import { runUser, type ScreenSample, type UserPath, type UserPlan } from './quota-users.js';
import { operations } from './operations.js';

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const seconds = Number(argValue('seconds') ?? (quick ? 10 : 60));
type Step = QuotaRun['name'] | 'fairness' | 'budget' | 'technician';
const STEPS: Step[] = ['direct', 'gateway', 'gateway2', 'fairness', 'budget', 'technician'];
const configs = (argValue('configs') ?? STEPS.join(',')).split(',') as Step[];
for (const c of configs) if (!STEPS.includes(c)) throw new Error(`unknown configuration ${c}: one of ${STEPS.join(', ')}`);
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

/** Fair shares: light users alone, then beside a heavy user of the same key. */
const FAIR = {
  lightUsers: 10,
  heavyParallel: 8,
  /**
   * The heavy user's account screens range over the first 100 accounts less the light users' 20: its
   * screens keep missing the cache (even with its refreshes refused), and its misses do not warm the
   * light users' account screens.
   */
  heavyAccounts: 100,
  /** EXECUTION_SLOTS of the phase's gateway (its default, 0, shares nothing); the environment's wins. */
  executionSlots: 256,
  warmupSeconds: quick ? 4 : 10,
  seconds: quick ? 10 : 30,
};
/** The day's budget: a low daily limit, spent by users reading and writing. */
const BUDGET = {
  perDay: quick ? 200 : 300,
  users: 8,
  writeChance: 0.3,
  /** Records kept this long, so that answers go past their TTL within the phase and may be served stale. */
  cacheTtlMs: 5_000,
  /**
   * UPSTREAM_KEY_TRUST_MS in this phase (default 60 s): cached answers go only to a key the upstream
   * accepted this recently, so the full run goes on past it to see whether a spent day still serves
   * answers from the cache then.
   */
  keyTrustMs: 20_000,
  /** How long the users go on after the sandbox's day is spent, and (full run) after the key's trust window ended. */
  tailSeconds: quick ? 8 : 30,
  pastTrustSeconds: 15,
  /** The longest the phase runs. */
  maxSeconds: quick ? 40 : 110,
};
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
async function startGateway(redisUrl?: string, extra: NodeJS.ProcessEnv = {}): Promise<{ origin: string; stop(): Promise<void> }> {
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
    ...extra,
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

/** The gateway process's CPU time so far, ms (`/_bench/cpu` of bench/gateway-server.ts). */
async function gatewayCpuMs(origin: string): Promise<number> {
  const cpu = JSON.parse((await call('GET', `${origin}/_bench/cpu`)).text) as { user: number; system: number };
  return (cpu.user + cpu.system) / 1000;
}

/** The accounts the account screens pick from: the first page of company 1's (listed before any run, so not counted). */
async function accountPool(size = ACCOUNTS): Promise<number[]> {
  const rows = JSON.parse((await call('GET', `${sandboxUrl}/accounts?page=1&page_size=${size}`, undefined, { 'x-api-key': apiKey })).text) as {
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

/** The sandbox's totals, cheap to poll (bench/quota-sandbox.ts). */
const counts = async () => (await knob('/_quota/counts')) as SandboxCounts;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gql = async (origin: string, query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
  const res = await call('POST', `${origin}/graphql`, { query, variables, operationName }, { 'x-api-key': apiKey, accept: 'application/json' });
  return JSON.parse(res.text) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
    extensions?: { cost?: { upstreamRequests?: number } };
  };
};
const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));

/**
 * Fair shares within a key: 10 light users (each its own `x-client-id`) loop over the screens for a
 * warm-up, a window alone and a window beside the heavy user (bench/quota-heavy.ts: 8 screens in
 * parallel, without thought, each `no-cache`, `x-client-id: heavy`), through one gateway that names
 * users by that header. A light screen belongs to the window it started in.
 */
async function runFairness(accounts: number[], heavyAccounts: number[]): Promise<FairnessPhase> {
  await knob('/_sandbox/reset', {});
  const gateway = await startGateway(undefined, {
    UPSTREAM_FAIRNESS_HEADER: 'x-client-id',
    EXECUTION_SLOTS: process.env.EXECUTION_SLOTS ?? String(FAIR.executionSlots),
  });
  const dispatcher = new Agent({ connections: FAIR.lightUsers * 2, keepAliveTimeout: 30_000 });
  try {
    await knob('/_sandbox/stats/reset', {});
    const started = performance.now();
    const aloneAt = started + FAIR.warmupSeconds * 1000;
    const heavyAt = aloneAt + FAIR.seconds * 1000;
    const until = heavyAt + FAIR.seconds * 1000;
    const path = (user: string): UserPath => ({
      kind: 'gateway',
      dispatcher,
      readOrigin: gateway.origin,
      writeOrigin: gateway.origin,
      apiKey,
      headers: { 'x-client-id': user },
    });
    const plan = (index: number): UserPlan => ({
      index,
      seed: 2000 + index,
      refresher: false,
      accounts,
      now: new Date(SANDBOX_NOW),
      until,
      writeChance: 0,
      repeatChance: 0,
    });
    const light = Array.from({ length: FAIR.lightUsers }, (_, i) => runUser(plan(i), path(`light-${i + 1}`)));
    let before: { sandbox: number; paced: Record<string, number>; cpuMs: number; at: number } | undefined;
    const heavyOut = join(mkdtempSync(join(tmpdir(), 'quota-heavy-')), 'screens.json');
    const heavy = (async (): Promise<{ screens: ScreenSample[]; cpuMs: number }> => {
      await sleep(heavyAt - performance.now());
      before = {
        sandbox: (await counts()).total,
        paced: (await gatewayCounters(gateway.origin)).paced,
        cpuMs: await gatewayCpuMs(gateway.origin),
        at: performance.now(),
      };
      // Its own process (bench/quota-heavy.ts): its answers are parsed outside the process timing the light users.
      const child = await startChild(
        'bench/quota-heavy.ts',
        {
          ...process.env,
          QUOTA_HEAVY_ORIGIN: gateway.origin,
          QUOTA_HEAVY_KEY: apiKey,
          QUOTA_HEAVY_ACCOUNTS: heavyAccounts.join(','),
          QUOTA_HEAVY_NOW: SANDBOX_NOW,
          QUOTA_HEAVY_PARALLEL: String(FAIR.heavyParallel),
          QUOTA_HEAVY_SECONDS: String((until - performance.now()) / 1000),
          QUOTA_HEAVY_OUT: heavyOut,
        },
        [/(heavy user ready)/],
      );
      await new Promise((resolve) => (child.child.exitCode === null ? child.child.once('exit', resolve) : resolve(undefined)));
      const out = JSON.parse(readFileSync(heavyOut, 'utf8')) as { screens: ScreenSample[]; cpuMs: number };
      rmSync(dirname(heavyOut), { recursive: true, force: true });
      return out;
    })();
    await sleep(aloneAt - performance.now());
    const atAlone = { sandbox: (await counts()).total, cpuMs: await gatewayCpuMs(gateway.origin), at: performance.now() };
    const lightTallies = await Promise.all(light);
    const { screens: heavyScreens, cpuMs: heavyCpuMs } = await heavy;
    const after = {
      sandbox: (await counts()).total,
      paced: (await gatewayCounters(gateway.origin)).paced,
      cpuMs: await gatewayCpuMs(gateway.origin),
      at: performance.now(),
    };
    const cpuShare = (a: { cpuMs: number; at: number }, b: { cpuMs: number; at: number }) => Math.round((100 * (b.cpuMs - a.cpuMs)) / (b.at - a.at));
    const startOf = (s: ScreenSample) => s.at - s.ms;
    const lightScreens = lightTallies.flatMap((t) => t.screens);
    const aloneScreens = lightScreens.filter((s) => startOf(s) >= aloneAt && startOf(s) < heavyAt);
    const heavyWindow = lightScreens.filter((s) => startOf(s) >= heavyAt);
    const alone = screenGroup(aloneScreens);
    const withHeavy = screenGroup(heavyWindow);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    return {
      seconds: FAIR.seconds,
      warmupSeconds: FAIR.warmupSeconds,
      lightUsers: FAIR.lightUsers,
      heavyParallel: FAIR.heavyParallel,
      lightAccounts: accounts.length,
      heavyAccounts: heavyAccounts.length,
      refreshesPerMinute: loadConfig({ ...process.env, UPSTREAM_URL: sandboxUrl }).upstream.refreshesPerMinute,
      executionSlots: Number(process.env.EXECUTION_SLOTS ?? FAIR.executionSlots),
      alone: { ...alone, sandboxRequests: before!.sandbox - atAlone.sandbox, gatewayCpuPercent: cpuShare(atAlone, before!) },
      withHeavy: { ...withHeavy, sandboxRequests: after.sandbox - before!.sandbox, gatewayCpuPercent: cpuShare(before!, after) },
      lightFromCache: {
        alone: latencyOf(aloneScreens.filter((s) => s.served && s.upstream === 0).map((s) => s.ms)),
        withHeavy: latencyOf(heavyWindow.filter((s) => s.served && s.upstream === 0).map((s) => s.ms)),
      },
      lightWithUpstream: {
        alone: latencyOf(aloneScreens.filter((s) => s.served && s.upstream > 0).map((s) => s.ms)),
        withHeavy: latencyOf(heavyWindow.filter((s) => s.served && s.upstream > 0).map((s) => s.ms)),
      },
      heavyCpuPercent: Math.round((100 * heavyCpuMs) / (after.at - before!.at)),
      p50Ratio: ratio(withHeavy.latency.p50, alone.latency.p50),
      p95Ratio: ratio(withHeavy.latency.p95, alone.latency.p95),
      heavy: { ...screenGroup(heavyScreens), refreshRefused: heavyScreens.filter((s) => s.notes?.refreshRefused).length },
      pacing: delta(after.paced, before!.paced),
    };
  } finally {
    await gateway.stop();
    await dispatcher.close();
  }
}

/**
 * The day's budget spent on purpose: the sandbox's daily limit set low, users read and write (cache
 * records kept 5 s, so answers go past their TTL) until some seconds after the sandbox's day is spent,
 * while `rateLimit { remaining remainingToday }` is polled through the gateway.
 */
async function runBudget(accounts: number[]): Promise<BudgetPhase> {
  await knob('/_sandbox/reset', {});
  await knob('/_sandbox/rate-limit', { enforce: true, perDay: BUDGET.perDay });
  const gateway = await startGateway(undefined, { UPSTREAM_CACHE_TTL_MS: String(BUDGET.cacheTtlMs), UPSTREAM_KEY_TRUST_MS: String(BUDGET.keyTrustMs) });
  const reservePercent = loadConfig({ ...process.env, UPSTREAM_URL: sandboxUrl }).upstream.writeReservePercent;
  const dispatcher = new Agent({ connections: BUDGET.users * 2, keepAliveTimeout: 30_000 });
  try {
    await knob('/_sandbox/stats/reset', {});
    const started = performance.now();
    const startedAt = Date.now();
    const plans: UserPlan[] = Array.from({ length: BUDGET.users }, (_, index) => ({
      index,
      seed: 4000 + index,
      refresher: false,
      accounts,
      now: new Date(SANDBOX_NOW),
      until: started + BUDGET.maxSeconds * 1000,
      writeChance: BUDGET.writeChance,
      repeatChance: 0,
      rememberRows: true,
    }));
    const path: UserPath = { kind: 'gateway', dispatcher, readOrigin: gateway.origin, writeOrigin: gateway.origin, apiKey };
    let running = true;
    const users = Promise.all(plans.map((plan) => runUser(plan, path))).finally(() => {
      running = false;
    });
    const polls: { remaining?: number | null; remainingToday?: number | null }[] = [];
    let spentAt: number | undefined;
    while (running) {
      const answer = await gql(gateway.origin, 'query QuotaBudget { rateLimit { remaining remainingToday } }');
      const rate = answer.data?.rateLimit as { remaining?: number | null; remainingToday?: number | null } | undefined;
      if (rate) polls.push(rate);
      const day = (await counts()).day;
      spentAt ??= day ? Object.values(day.spentAt)[0] : undefined;
      if (spentAt !== undefined) {
        // The users go on for the tail after the day was spent, and (full run) past the key's trust
        // window counted from the last request that reached the sandbox (the probe may come later).
        const lastAt = Math.max(spentAt, ...Object.values(day?.lastAt ?? {}));
        const stopAt = Math.max(spentAt + BUDGET.tailSeconds * 1000, quick ? 0 : lastAt + BUDGET.keyTrustMs + BUDGET.pastTrustSeconds * 1000);
        const stop = performance.now() + (stopAt - Date.now());
        for (const plan of plans) plan.until = Math.min(started + BUDGET.maxSeconds * 1000, stop);
      }
      await sleep(250);
    }
    const tallies = await users;
    const ended = Date.now();
    const final = await counts();
    return summarizeBudget(
      {
        perDay: BUDGET.perDay,
        reservePercent,
        users: BUDGET.users,
        writeChance: BUDGET.writeChance,
        cacheTtlMs: BUDGET.cacheTtlMs,
        keyTrustMs: BUDGET.keyTrustMs,
      },
      startedAt,
      ended,
      tallies.flatMap((t) => t.screens),
      tallies.flatMap((t) => t.writes),
      polls,
      final,
      final.day ? Object.values(final.day.spentAt)[0] : spentAt,
    );
  } finally {
    await gateway.stop();
    await dispatcher.close();
    await knob('/_sandbox/rate-limit', { enforce: true, perDay: PER_DAY });
  }
}

/** The technician's day twice through one gateway with the cache on: the repeat's upstream requests. */
async function runTechnicianDay(): Promise<TechnicianDayPhase> {
  await knob('/_sandbox/reset', {});
  const gateway = await startGateway();
  try {
    const op = operations.find((o) => o.name === 'TechnicianDay')!;
    const variables = op.variables({ now: new Date(SANDBOX_NOW), accountId: 0 });
    const once = async () => {
      await knob('/_sandbox/stats/reset', {});
      const t = performance.now();
      const answer = await gql(gateway.origin, op.document, variables, op.name);
      const ms = Math.round(performance.now() - t);
      const stats = await counts();
      return {
        sandboxRequests: stats.total,
        notFound: stats.byStatus['404'] ?? 0,
        upstreamRequests: answer.extensions?.cost?.upstreamRequests ?? 0,
        served: !!answer.data && !answer.errors?.length,
        errors: (answer.errors ?? []).map((e) => e.extensions?.code ?? 'UNKNOWN'),
        ms,
      };
    };
    const cold = await once();
    const repeat = await once();
    return {
      cold: { sandboxRequests: cold.sandboxRequests, notFound: cold.notFound, upstreamRequests: cold.upstreamRequests, served: cold.served, ms: cold.ms },
      repeat: {
        sandboxRequests: repeat.sandboxRequests,
        upstreamRequests: repeat.upstreamRequests,
        served: repeat.served,
        ms: repeat.ms,
        errors: repeat.errors,
      },
    };
  } finally {
    await gateway.stop();
  }
}

try {
  const accounts = await accountPool();
  const runNames = configs.filter((c): c is QuotaRun['name'] => c === 'direct' || c === 'gateway' || c === 'gateway2');
  log(`bench:quota${quick ? ' (quick)' : ''}: ${configs.join(', ')}; ${USERS} users × ${seconds} s per configuration of issue 11, sandbox ${sandboxUrl}`);
  const runs: QuotaRun[] = [];
  for (const name of runNames) {
    const run = await runConfiguration(name, accounts);
    runs.push(run);
    log(
      `  ${run.title}: ${run.screens.served}/${run.screens.attempted} screens served, upstream ${run.upstream.total} (429: ${run.upstream.rejected429}), ` +
        `${run.requestsPerScreen} req/screen, ${run.screensPer5000} screens/5000, RATE_LIMITED ${run.rateLimitedFieldErrors}, ` +
        `read-after-write misses ${run.readAfterWrite.misses}/${run.readAfterWrite.checked}, p50 ${run.latency.all.p50} ms, repeated p50 ${run.latency.repeated.p50} ms`,
    );
  }
  const phases: QuotaResults['phases'] = {};
  if (configs.includes('fairness')) {
    const f = await runFairness(
      accounts,
      (await accountPool(FAIR.heavyAccounts)).filter((id) => !accounts.includes(id)),
    );
    phases.fairness = f;
    log(
      `  fairness: light p50 ${f.alone.latency.p50} ms alone, ${f.withHeavy.latency.p50} ms beside the heavy user (${f.p50Ratio}×); ` +
        `heavy: ${f.heavy.screens} screens, ${f.heavy.upstreamRequests} upstream requests, ${f.heavy.refreshRefused} refreshes refused`,
    );
  }
  if (configs.includes('budget')) {
    const b = await runBudget(accounts);
    phases.budget = b;
    log(
      `  budget: day of ${b.perDay} spent after ${b.spentAfterSeconds} s; ${b.upstream.afterSpent} upstream requests after it in ${b.tailSeconds} s; ` +
        `lowest remaining ${b.remaining.minExtensions} / ${b.remaining.minField} / ${b.remaining.minToday}; writes ${b.writes.ok} ok (${b.writes.fromReserve} from the reserve); ` +
        `stale ${b.screens.servedStale}; RATE_LIMITED ${b.errors.rateLimited}, INTERNAL ${b.errors.internal}`,
    );
  }
  if (configs.includes('technician')) {
    const t = await runTechnicianDay();
    phases.technicianDay = t;
    log(`  technician's day: cold ${t.cold.sandboxRequests} upstream requests (${t.cold.notFound} 404s), repeat ${t.repeat.sandboxRequests}`);
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
    phases,
    targets: [...quotaTargets(runs), ...phaseTargets(phases)],
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
