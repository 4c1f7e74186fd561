/**
 * `npm run bench:chaos`: normal users on two gateway instances sharing one redis-server, against the
 * sandbox with its published rate limit enforced (100/s per key), while in turn: nothing happens (quiet),
 * Redis is frozen (SIGSTOP) for 15 s, Redis is killed and restarted, one address holds 1,000 idle
 * connections to one instance (and a user opens a new connection per request there), and 100,000
 * distinct wrong keys arrive. Per phase: the normal users' p50/p99 against the quiet phase, failed
 * operations, INTERNAL errors, upstream 429s (sandbox), and each gateway's largest RSS. Writes
 * bench/chaos-results.md. Each process is its own (sandbox, two gateways, redis-server). The hostile
 * clients run in processes of their own at the lowest CPU priority (`nice -n 19`): on this one machine they
 * stand for strangers elsewhere, whose own CPU is not the gateway's to pay; what they cost the gateway is
 * still paid here, and how hard they pushed is reported (connections opened, keys per second).
 *
 * CHAOS_PHASE_MS (default 15000) sets the length of the timed phases; CHAOS_WRONG_KEYS (100000) the flood;
 * CHAOS_PHASES (default all) a comma-separated list of the phases to run besides the quiet one, e.g.
 * `redis,strangers` (redis: the three Redis phases; strangers: idle connections and wrong keys). A partial run
 * writes bench/chaos-results.partial.md instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { freePort, haveRedis, startRedis } from '../test/helpers/redis.js';
import { startChild, type Child } from './processes.js';

const PHASE_MS = Number(process.env.CHAOS_PHASE_MS ?? 15_000);
const WRONG_KEYS = Number(process.env.CHAOS_WRONG_KEYS ?? 100_000);
const PHASES = new Set((process.env.CHAOS_PHASES ?? 'redis,strangers').split(',').map((p) => p.trim()));
const PARTIAL = !(PHASES.has('redis') && PHASES.has('strangers'));
const USERS = 8;
const THINK_MS = 100;
/** The read-your-writes checker's pause between its rename-and-read pairs: slow enough not to load the others' phases. */
const CHECK_THINK_MS = 1_000;
const HOSTILE = 1_000;

type PhaseName = 'quiet' | 'redis frozen 15 s' | 'after thaw' | 'redis killed, restarted' | '1,000 idle connections' | '100,000 wrong keys';

interface Op {
  phase: PhaseName;
  /** When it started (ms since epoch). */
  at: number;
  ms: number;
  failed: boolean;
  internal: number;
  rateLimited: number;
}

let phase: PhaseName = 'quiet';
const ops: Op[] = [];
/** Per phase: renames checked through the other instance right after, and those that read the old title. */
const yourWrites = new Map<PhaseName, { checked: number; stale: number; failed: number }>();
const rss = new Map<PhaseName, [number, number]>();
const upstream429 = new Map<PhaseName, number>();
/** Upstream requests the gateways' pacers sent at once and after waiting, per phase (both instances). */
const paced = new Map<PhaseName, { sent: number; waited: number }>();
/** Per phase: each gateway's CPU (share of one core) and the machine's busy share of all its cores. */
const cpu = new Map<PhaseName, { gateways: number[]; machine: number }>();
/** Per phase and gateway: time spent collecting garbage, and the longest event-loop delay. */
const loop = new Map<PhaseName, { gcMs: number[]; maxDelayMs: number[] }>();
/** When Redis was frozen, thawed, killed or restarted (ms since epoch). */
const redisEvents: number[] = [];
/** A slow operation started this soon after a Redis event is counted as that event's. */
const AFTER_EVENT_MS = 1_500;
const notes = new Map<PhaseName, string>();

async function main() {
  if (!haveRedis) throw new Error('redis-server is not installed: the chaos bench needs it');
  const children: Child[] = [];
  const redis = await startRedis();
  try {
    const sandbox = await startChild(
      'src/sandbox/cli.ts',
      {
        ...process.env,
        SANDBOX_PORT: '0',
        SANDBOX_LATENCY_MS: '5',
        SANDBOX_LATENCY_JITTER_MS: '5',
        SANDBOX_FAULTS: '',
        SANDBOX_RATE_LIMIT: 'true',
        SANDBOX_RATE_LIMIT_PER_SECOND: '100',
        SANDBOX_RATE_LIMIT_PER_DAY: '100000000',
        SANDBOX_WEBHOOK_URL: '',
        SANDBOX_ACTIVITY_MS: '0',
      },
      [/Sandbox REST API v1: (\S+)/, /company 1 x-api-key: (\S+)/],
    );
    children.push(sandbox);
    const [sandboxUrl, key] = sandbox.found as [string, string];
    const sandboxOrigin = sandboxUrl.replace(/\/v1$/, '');
    const gateways: { origin: string; pid: number }[] = [];
    // As docs/deployment.md recommends: each instance reachable by the other, to tell it of changes while Redis is out.
    const instanceToken = randomBytes(24).toString('base64url');
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const g = await startChild(
        'bench/gateway-server.ts',
        {
          ...process.env,
          LOG_LEVEL: 'error',
          UPSTREAM_URL: sandboxUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          GRAPHIQL: 'false',
          UPSTREAM_CACHE: 'true',
          UPSTREAM_RATE_PER_SECOND: '100',
          REDIS_URL: redis.url,
          REDIS_PREFIX: 'chaos:',
          INSTANCE_URL: `http://127.0.0.1:${port}`,
          INSTANCE_TOKEN: instanceToken,
        },
        [/bench gateway: (\S+)/],
        ['--max-semi-space-size=32'],
      );
      children.push(g);
      gateways.push({ origin: new URL(g.found[0]!).origin, pid: g.child.pid! });
    }
    const listed = await call('POST', `${gateways[0]!.origin}/graphql`, JSON.stringify({ query: '{ projects(first: 50) { nodes { id databaseId } } }' }), {
      'x-api-key': key,
    });
    const projects = (JSON.parse(listed.text) as { data: { projects: { nodes: Project[] } } }).data.projects.nodes;

    // RSS of each gateway, the largest per phase.
    const sampler = setInterval(() => {
      const now = gateways.map((g) => rssOf(g.pid));
      const seen = rss.get(phase) ?? [0, 0];
      rss.set(phase, [Math.max(seen[0], now[0]!), Math.max(seen[1], now[1]!)]);
    }, 500);

    let running = true;
    // The normal users touch the first 40 projects; the last 10 are the read-your-writes checker's own.
    const users = Array.from({ length: USERS }, (_, i) => user(gateways[i % 2]!.origin, key, projects.slice(0, 40), () => running));
    users.push(readYourWrites(gateways.map((g) => g.origin) as [string, string], key, projects.slice(40), () => running));

    /**
     * From both gateways' /metrics: the pacers' counters (summed), and per gateway its GC time so far and
     * the longest event-loop delay since the last scrape (prom-client resets that histogram at each one).
     */
    const scrape = async () => {
      const total = { sent: 0, waited: 0, gcMs: [] as number[], loopMaxMs: [] as number[] };
      for (const g of gateways) {
        const text = (await call('GET', `${g.origin}/metrics`)).text;
        for (const outcome of ['sent', 'waited'] as const) {
          total[outcome] += Number(new RegExp(`^fieldgraph_upstream_paced_total\\{outcome="${outcome}"\\} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
        }
        const gc = [...text.matchAll(/^fieldgraph_nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
        total.gcMs.push(1000 * gc);
        // The histogram times prom-client's sampling tick (every 100 ms, src/metrics.ts): its lateness is the delay.
        const tick = 1000 * Number(/^fieldgraph_nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1] ?? 0);
        total.loopMaxMs.push(Math.max(0, tick - 100));
      }
      return total;
    };
    const timed = async (name: PhaseName, run: () => Promise<void>) => {
      await call('POST', `${sandboxOrigin}/_sandbox/stats/reset`, '{}');
      const before = await scrape();
      const ticksBefore = { gateways: gateways.map((g) => cpuTicksOf(g.pid)), machine: machineTicks() };
      phase = name;
      const started = Date.now();
      await run();
      const ticks = { gateways: gateways.map((g) => cpuTicksOf(g.pid)), machine: machineTicks() };
      const seconds = (Date.now() - started) / 1000;
      cpu.set(name, {
        gateways: ticks.gateways.map((t, i) => (t - ticksBefore.gateways[i]!) / CLOCK_TICKS / seconds),
        machine: (ticks.machine.busy - ticksBefore.machine.busy) / (ticks.machine.total - ticksBefore.machine.total),
      });
      const after = await scrape();
      paced.set(name, { sent: after.sent - before.sent, waited: after.waited - before.waited });
      loop.set(name, { gcMs: after.gcMs.map((ms, i) => ms - before.gcMs[i]!), maxDelayMs: after.loopMaxMs });
      const stats = JSON.parse((await call('GET', `${sandboxOrigin}/_sandbox/stats`)).text) as { requests: { status: number }[] };
      upstream429.set(name, stats.requests.filter((r) => r.status === 429).length);
      console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

    await sleep(3_000); // warm-up, not counted
    ops.length = 0;
    await timed('quiet', () => sleep(PHASE_MS));
    if (PHASES.has('redis'))
      await timed('redis frozen 15 s', async () => {
        redisEvents.push(Date.now());
        redis.freeze();
        await sleep(15_000);
        redisEvents.push(Date.now());
        redis.thaw();
      });
    if (PHASES.has('redis')) await timed('after thaw', () => sleep(5_000));
    if (PHASES.has('redis'))
      await timed('redis killed, restarted', async () => {
        redisEvents.push(Date.now());
        await redis.kill();
        await sleep(PHASE_MS / 2);
        redisEvents.push(Date.now());
        await redis.restart();
        await sleep(PHASE_MS / 2);
      });
    if (PHASES.has('strangers'))
      await timed('1,000 idle connections', async () => {
        const target = gateways[0]!.origin;
        const { port } = new URL(target);
        const stranger = hostile(STRANGER, { port: Number(port), connections: HOSTILE });
        await sleep(500);
        // A user opening a new connection for every request, on the instance under the flood.
        let tries = 0;
        let answered = 0;
        const until = Date.now() + PHASE_MS;
        while (Date.now() < until) {
          tries++;
          const agent = new Agent({ pipelining: 0 });
          try {
            const res = await request(`${target}/graphql`, {
              method: 'POST',
              dispatcher: agent,
              headers: { 'content-type': 'application/json', 'x-api-key': key, connection: 'close' },
              body: '{"query":"{ projects(first: 3) { nodes { title } } }"}',
              headersTimeout: 5_000,
              bodyTimeout: 5_000,
            });
            const body = (await res.body.json()) as { data?: unknown };
            if (res.statusCode === 200 && body.data) answered++;
          } catch {
            // not answered
          } finally {
            await agent.close().catch(() => undefined);
          }
          await sleep(50);
        }
        const opened = await new Promise<number>((resolve) => {
          stranger.once('message', (m) => resolve(m as number));
          stranger.send('stop');
        });
        stranger.kill();
        notes.set(
          '1,000 idle connections',
          `connection-per-request user: ${answered}/${tries} answered (${((100 * answered) / tries).toFixed(1)}%); the stranger opened ${opened} connections`,
        );
      });
    if (PHASES.has('strangers'))
      await timed('100,000 wrong keys', async () => {
        const started = Date.now();
        // From 127.0.0.2: 1,200 requests in flight (more than one address may hold connections to the two
        // instances), across both instances, at most 240 s.
        const flood = hostile(FLOOD, { origins: gateways.map((g) => g.origin), keys: WRONG_KEYS, concurrency: 1_200, maxMs: 240_000 });
        type Counts = { next: number; unauthenticated: number; refused: number; limited: number; waited: number; other: number };
        const { next, unauthenticated, refused, limited, waited, other } = await new Promise<Counts>((resolve) =>
          flood.once('message', (m) => resolve(m as Counts)),
        );
        flood.kill();
        const seconds = (Date.now() - started) / 1000;
        notes.set(
          '100,000 wrong keys',
          `${next} distinct wrong keys in ${seconds.toFixed(0)} s (${(next / seconds).toFixed(0)}/s, the flood's own pace: each refusal is held 1 s and connections past the 256 per address wait): ${unauthenticated} UNAUTHENTICATED (the upstream said so), ${refused} 429 at the edge (more different keys from the address than allowed a minute), ${limited} RATE_LIMITED in an answer, ${waited} 503 (waited for room past the headers timeout), ${other} no answer or other; the sandbox answers unknown keys from one shared anonymous budget, so upstream 429s in this phase are the wrong keys' own`,
        );
        // RSS once the flood stopped and the windows ended.
        await sleep(3_000);
        notes.set('100,000 wrong keys', `${notes.get('100,000 wrong keys')}; RSS 3 s after: ${gateways.map((g) => mb(rssOf(g.pid))).join(' / ')} MB`);
      });

    running = false;
    await Promise.all(users);
    clearInterval(sampler);
    writeResults();
  } finally {
    for (const c of children.reverse()) await c.stop();
    redis.stop();
  }
}

/** A hostile client: `code` run by node in a process of its own at the lowest priority, `data` as its `workerData`, `parentPort` its IPC channel. */
function hostile(code: string, data: unknown): ChildProcess {
  const prelude = `const workerData = JSON.parse(process.env.CHAOS_HOSTILE_DATA);
const parentPort = { once: (event, listener) => process.once(event, listener), postMessage: (message) => process.send(message) };
`;
  return spawn('nice', ['-n', '19', process.execPath, '-e', prelude + code], {
    env: { ...process.env, CHAOS_HOSTILE_DATA: JSON.stringify(data) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** One address holding `connections` idle connections to the gateway, reopening each one closed; answers how many it opened. */
const STRANGER = `
const { connect } = require('node:net');
let holding = true;
let opened = 0;
const sockets = new Set();
const hold = async () => {
  while (holding) {
    const s = connect(workerData.port, '127.0.0.1');
    sockets.add(s);
    s.on('error', () => {});
    opened++;
    await new Promise((r) => s.once('close', r));
    sockets.delete(s);
  }
};
const holders = Array.from({ length: workerData.connections }, hold);
parentPort.once('message', async () => {
  holding = false;
  for (const s of sockets) s.destroy();
  await Promise.all(holders);
  parentPort.postMessage(opened);
});
`;

/** Distinct key-shaped wrong keys, each in one query, spread over the instances; answers the counts. */
const FLOOD = `
const { Agent, buildConnector, request } = require('undici');
const { origins, keys, concurrency, maxMs } = workerData;
// From another loopback address than the users': a stranger, not a colleague behind the same NAT.
const connector = buildConnector({});
const agents = origins.map(() => new Agent({ connections: Math.ceil(concurrency / origins.length), connect: (o, cb) => connector({ ...o, localAddress: '127.0.0.2' }, cb) }));
let next = 0, unauthenticated = 0, refused = 0, limited = 0, waited = 0, other = 0;
const started = Date.now();
const worker = async (w) => {
  while (next < keys && Date.now() - started < maxMs) {
    const i = next++;
    const g = (i + w) % origins.length;
    try {
      const res = await request(origins[g] + '/graphql', {
        method: 'POST',
        dispatcher: agents[g],
        headers: { 'content-type': 'application/json', 'x-api-key': 'fg_live_chaos_' + i.toString(36).padStart(26, '0') },
        body: '{"query":"{ projects(first: 1) { nodes { title } } }"}',
      });
      const body = await res.body.json();
      const code = body.errors && body.errors[0] && body.errors[0].extensions && body.errors[0].extensions.code;
      if (res.statusCode === 429) refused++;
      else if (res.statusCode === 503) waited++;
      else if (code === 'UNAUTHENTICATED') unauthenticated++;
      else if (code === 'RATE_LIMITED') limited++;
      else other++;
    } catch {
      other++;
    }
  }
};
Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w))).then(async () => {
  await Promise.all(agents.map((a) => a.close()));
  parentPort.postMessage({ next, unauthenticated, refused, limited, waited, other });
});
`;

/** One normal user on one instance: a project list (mostly cached), a project with its work orders, a write now and then. */
interface Project {
  id: string;
  databaseId: number;
}

async function user(origin: string, key: string, projects: Project[], running: () => boolean): Promise<void> {
  const agent = new Agent({ connections: 2 });
  let n = 0;
  while (running()) {
    n++;
    const pick = n % 10;
    const project = projects[(n * 7 + origin.length) % projects.length]!;
    const body =
      pick < 6
        ? { query: 'query ChaosList { projects(first: 10) { nodes { title stage { name } account { title } } } }' }
        : pick < 9
          ? {
              query: 'query ChaosProject($id: Int!) { project(databaseId: $id) { title workOrders { nodes { title } } } }',
              variables: { id: project.databaseId },
            }
          : {
              query: 'mutation ChaosWrite($id: ID!, $title: String!) { projectUpdate(id: $id, input: { title: $title }) { userErrors { message } } }',
              variables: { id: project.id, title: `Chaos ${n}` },
            };
    const started = performance.now();
    let failed = true;
    let internal = 0;
    let rateLimited = 0;
    const at = phase;
    const startedAt = Date.now();
    try {
      const res = await request(`${origin}/graphql`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
        headersTimeout: 40_000,
        bodyTimeout: 40_000,
      });
      const json = (await res.body.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      const codes = (json.errors ?? []).map((e) => e.extensions?.code);
      internal = codes.filter((c) => c === 'INTERNAL').length;
      rateLimited = codes.filter((c) => c === 'RATE_LIMITED').length;
      failed = res.statusCode !== 200 || codes.length > 0 || !json.data;
    } catch {
      failed = true;
    }
    if (at === phase) ops.push({ phase: at, at: startedAt, ms: performance.now() - started, failed, internal, rateLimited });
    await new Promise((r) => setTimeout(r, THINK_MS));
  }
  await agent.close();
}

/**
 * A user behind a load balancer that alternates instances: renames one of its own projects through one
 * instance, then reads it through the other at once. Counts, per phase, reads that showed the old title
 * (the other instance answered from what it had kept), which no outage may cause.
 */
async function readYourWrites(origins: [string, string], key: string, projects: Project[], running: () => boolean): Promise<void> {
  const agent = new Agent({ connections: 2 });
  const post = async (origin: string, query: string, variables: Record<string, unknown>) => {
    const res = await request(`${origin}/graphql`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query, variables }),
      headersTimeout: 40_000,
      bodyTimeout: 40_000,
    });
    return (await res.body.json()) as { data?: any; errors?: unknown[] };
  };
  for (let n = 0; running(); n++) {
    const project = projects[n % projects.length]!;
    const [writeTo, readFrom] = n % 2 ? [origins[1], origins[0]] : [origins[0], origins[1]];
    const at = phase;
    const seen = yourWrites.get(at) ?? { checked: 0, stale: 0, failed: 0 };
    yourWrites.set(at, seen);
    const title = `Checked ${n}`;
    try {
      const write = await post(
        writeTo,
        'mutation ChaosCheckWrite($id: ID!, $title: String!) { projectUpdate(id: $id, input: { title: $title }) { userErrors { message } } }',
        {
          id: project.id,
          title,
        },
      );
      const read = await post(readFrom, 'query ChaosCheckRead($id: Int!) { project(databaseId: $id) { title } }', { id: project.databaseId });
      if (write.errors?.length || read.errors?.length || !read.data) seen.failed++;
      else {
        seen.checked++;
        if (read.data.project.title !== title) seen.stale++;
      }
    } catch {
      seen.failed++;
    }
    await new Promise((r) => setTimeout(r, CHECK_THINK_MS));
  }
  await agent.close();
}

async function call(method: string, url: string, body?: string, headers: Record<string, string> = {}) {
  const res = await request(url, { method: method as 'GET', body, headers: body ? { 'content-type': 'application/json', ...headers } : headers });
  return { status: res.statusCode, text: await res.body.text() };
}

function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ: /proc's CPU times are in these ticks. */
const CLOCK_TICKS = 100;

/** A process's user + system CPU so far, in clock ticks (/proc/PID/stat fields 14 and 15). */
function cpuTicksOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The machine's CPU ticks so far, all cores: busy (not idle or iowait) and total. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3]! - n[4]!, total };
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(0);

function percentile(xs: number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function writeResults(): void {
  const phases: PhaseName[] = ['quiet', 'redis frozen 15 s', 'after thaw', 'redis killed, restarted', '1,000 idle connections', '100,000 wrong keys'];
  const quiet = ops.filter((o) => o.phase === 'quiet').map((o) => o.ms);
  const q50 = percentile(quiet, 50);
  const q99 = percentile(quiet, 99);
  const rows = phases
    .filter((name) => ops.some((o) => o.phase === name))
    .map((name) => {
      const mine = ops.filter((o) => o.phase === name);
      const ms = mine.map((o) => o.ms);
      const p50 = percentile(ms, 50);
      const p99 = percentile(ms, 99);
      const [a, b] = rss.get(name) ?? [0, 0];
      const slow = mine.filter((o) => o.ms > 2 * q99);
      const nearEvent = slow.filter((o) => redisEvents.some((e) => o.at >= e && o.at - e <= AFTER_EVENT_MS)).length;
      const { sent, waited } = paced.get(name) ?? { sent: 0, waited: 0 };
      const { gateways: gatewayCpu, machine } = cpu.get(name) ?? { gateways: [], machine: 0 };
      const cpuCell = `${gatewayCpu.map((c) => `${(100 * c).toFixed(0)}%`).join(' / ')}; ${(100 * machine).toFixed(0)}%`;
      const { gcMs, maxDelayMs } = loop.get(name) ?? { gcMs: [], maxDelayMs: [] };
      const loopCell = `${gcMs.map((ms) => ms.toFixed(0)).join(' / ')}; ${maxDelayMs.map((ms) => ms.toFixed(0)).join(' / ')}`;
      const mine2 = yourWrites.get(name) ?? { checked: 0, stale: 0, failed: 0 };
      const writesCell = `${mine2.checked} / ${mine2.stale}${mine2.failed ? ` (${mine2.failed} failed)` : ''}`;
      return `| ${name} | ${mine.length} | ${p50.toFixed(0)} (${(p50 / q50).toFixed(2)}×) | ${p99.toFixed(0)} (${(p99 / q99).toFixed(2)}×) | ${slow.length} (${nearEvent}) | ${sent} / ${waited} | ${mine.filter((o) => o.failed).length} | ${mine.reduce((n, o) => n + o.internal, 0)} | ${mine.reduce((n, o) => n + o.rateLimited, 0)} | ${upstream429.get(name) ?? 0} | ${mb(a)} / ${mb(b)} | ${cpuCell} | ${loopCell} | ${writesCell} |`;
    });
  const md = `# Chaos bench

\`npm run bench:chaos\` (bench/chaos.ts), run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (2 cores shared, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end).

Two gateway processes (\`REDIS_URL\` to one redis-server, \`INSTANCE_URL\` and a shared \`INSTANCE_TOKEN\`, cache on, pacing 100/s per key, default Redis guard:
50 ms per command, degraded after 3 failures, tried again every second) in front of the sandbox with its
rate limit enforced (100/s per key, 5-10 ms latency). ${USERS} normal users (${USERS / 2} per instance) loop with
${THINK_MS} ms between operations: a 10-project list with stage and account (6 in 10), a project with its work
orders (3 in 10), a project rename (1 in 10), on 40 projects. Beside them, one user behind a balancer that
alternates instances renames one of 10 other projects through one instance and at once reads it through the
other, once a second (its operations are not in the latency figures). Phases run one after the other; each
operation counts in the phase it started in.

| phase | operations | p50 ms (÷ quiet) | p99 ms (÷ quiet) | over 2× quiet p99 (within ${AFTER_EVENT_MS / 1000} s of a Redis event) | upstream sent at once / after a pacing wait | failed | INTERNAL | RATE_LIMITED | upstream 429 | RSS MB (gateway A / B, max) | CPU (gateway A / B, of one core; machine, of all cores) | GC ms (A / B); longest event-loop delay ms (A / B) | renames read back through the other instance / old title seen |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- A failed operation is any answer that is not HTTP 200 with data and no error, or no answer.
- Redis events: frozen, thawed, killed, restarted. Pacing waits come from the gateways' \`fieldgraph_upstream_paced_total\`.
${[...notes].map(([name, note]) => `- ${name}: ${note}.`).join('\n')}
`;
  writeFileSync(new URL(PARTIAL ? './chaos-results.partial.md' : './chaos-results.md', import.meta.url), md);
  console.log(md);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
