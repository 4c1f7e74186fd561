/**
 * `npm run load:abuse` (about 90 s on an idle machine): the gateway under the abuse of issue 12 while normal traffic runs.
 * Loopback only. The sandbox and the gateway (`src/main.ts`, heap capped with --max-old-space-size so
 * that a leak shows as a crash) run in their own processes, the normal traffic in a third
 * (test/load/traffic.ts). Phases:
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
 * ABUSE_RSS_BOUND_MB (600), ABUSE_WRITE (1; 0 = print the section without writing the file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { getIntrospectionQuery } from 'graphql';
import WebSocket from 'ws';
import { startChild, startSandboxProcess } from '../../bench/processes.js';
import { operations } from '../../bench/operations.js';
import { closeAll, delivery, postWebhook, sleep, sse, wsSubscribe } from '../events/harness.js';
import type { TrafficResult } from './traffic.js';

const QUIET_SECONDS = Number(process.env.ABUSE_QUIET_SECONDS ?? 20);
const ABUSE_SECONDS = Number(process.env.ABUSE_SECONDS ?? 45);
const TRAFFIC_CONCURRENCY = Number(process.env.ABUSE_TRAFFIC_CONCURRENCY ?? 2);
const SCALE = Number(process.env.ABUSE_SCALE ?? 1);
const HEAP_MB = Number(process.env.ABUSE_HEAP_MB ?? 768);
const RSS_BOUND_MB = Number(process.env.ABUSE_RSS_BOUND_MB ?? 600);
const WRITE = process.env.ABUSE_WRITE !== '0';
/** Per-abuser counts, e.g. `slow=0,apq=20` (to run one abuser alone); the others follow ABUSE_SCALE. */
const COUNTS = new Map((process.env.ABUSE_COUNTS ?? '').split(',').filter(Boolean).map((kv) => kv.split('=') as [string, string]));
const count = (name: string, n: number) => (COUNTS.has(name) ? Number(COUNTS.get(name)) : Math.max(1, Math.round(n * SCALE)));

const SLOW_READERS = count('slow', 20);
/** Requests each slow reader pipelines on its socket before it stops reading. */
const SLOW_PIPELINE = 4;
const APQ_POSTS = count('apq', 100);
const APQ_CONCURRENCY = 4;
const APQ_PAD_BYTES = 9 * 1024 * 1024;
const DEEP_WEBHOOKS = count('deep', 50);
const DEEP_LEVELS = 5_000;
/** An ordinary delivery before every this many deep ones (and after the last), to see the subscriber keep getting events. */
const ORDINARY_EVERY = 10;
const WS_OVERSIZED = count('ws', 4);
const WS_FRAME_BYTES = 50 * 1024 * 1024;
const GARBAGE_SUBSCRIPTIONS = count('garbage', 50);
const GARBAGE_KEYS = 5;
/** The whole run, startup included, ends by then whatever happens. */
const HARD_DEADLINE_MS = (QUIET_SECONDS + ABUSE_SECONDS + 120) * 1000;

const WEBHOOK_TOKEN = 'abuse-phase-webhook-token-0123456789';
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = (name: string) => operations.find((o) => o.name === name)!.document;

type Phase = 'start' | 'warm-up' | 'quiet' | 'abuse' | 'after';
let phase: Phase = 'start';
const epoch0 = Date.now();
/** Seconds since the run started. */
const now = () => (Date.now() - epoch0) / 1000;
/** When each phase began, seconds into the run. */
const marks: Array<[number, Phase]> = [[0, 'start']];
function setPhase(p: Phase): void {
  phase = p;
  marks.push([now(), p]);
}
const phaseAt = (at: number): Phase => marks.filter(([from]) => from <= at).at(-1)![1];
const log = (...args: unknown[]) => console.log(`[${now().toFixed(1)}s ${phase}]`, ...args);

/** Closed in reverse order at the end, on failure and at the hard deadline. */
const cleanups: Array<() => unknown> = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    try {
      await Promise.race([cleanups.pop()!(), sleep(5_000)]);
    } catch {
      // Best effort: the next one still runs.
    }
  }
}

/** `promise`, or `fallback` after `ms`. */
function bounded<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

const tally = (into: Record<string, number>, key: string | number) => void (into[key] = (into[key] ?? 0) + 1);

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
  const c = await startChild('src/main.ts', env, [/Graph(?:i)?QL at (http:\/\/\S+)/], [`--max-old-space-size=${HEAP_MB}`]);
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

// ——— measurements ———

interface Samples {
  /** [epoch ms, RSS MB] every 250 ms. */
  rss: Array<[number, number]>;
  /** [epoch ms, heap used MB, external MB, ms /metrics took to answer] once a second. */
  heap: Array<[number, number, number, number]>;
}

/**
 * The gateway's RSS (VmRSS of /proc/<pid>/status) every 250 ms, and its heap from /metrics once a
 * second, sampled from a worker thread: its timers keep their pace while this thread is busy
 * hashing a 9 MB body or writing a 50 MB frame. `stop()` hands the samples back.
 */
function startSampler(pid: number, origin: string): { stop(): Promise<Samples> } {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    const { pid, origin } = workerData;
    const rss = [], heap = [];
    const sum = (text, name) => text.split('\\n').filter((l) => l.startsWith(name + ' ') || l.startsWith(name + '{')).reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    const rssTimer = setInterval(() => {
      try {
        const kb = /VmRSS:\\s+(\\d+)\\s+kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'));
        if (kb) rss.push([Date.now(), Number(kb[1]) / 1024]);
      } catch {}
    }, 250);
    let pending = false;
    const heapTimer = setInterval(() => {
      if (pending) return;
      pending = true;
      const asked = Date.now();
      fetch(origin + '/metrics', { signal: AbortSignal.timeout(2000) })
        .then((r) => r.text())
        .then((t) => heap.push([Date.now(), sum(t, 'fieldgraph_nodejs_heap_size_used_bytes') / 1048576, sum(t, 'fieldgraph_nodejs_external_memory_bytes') / 1048576, Date.now() - asked]))
        .catch(() => {})
        .finally(() => (pending = false));
    }, 1000);
    parentPort.on('message', () => {
      clearInterval(rssTimer);
      clearInterval(heapTimer);
      parentPort.postMessage({ rss, heap });
    });
  `;
  const worker = new Worker(code, { eval: true, workerData: { pid, origin } });
  cleanups.push(() => worker.terminate());
  return {
    stop: () =>
      bounded(
        new Promise<Samples>((resolve) => {
          worker.once('message', (samples: Samples) => resolve(samples));
          worker.postMessage('stop');
        }),
        5_000,
        { rss: [], heap: [] },
      ).finally(() => void worker.terminate()),
  };
}

/** VmRSS of `pid` in MB, from /proc (Linux); undefined once the process is gone. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Sum of a Prometheus sample over the lines whose labels contain `labels`. */
function metric(text: string, name: string, labels = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if ((line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && line.includes(labels)) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

interface SandboxEntry {
  method: string;
  route: string;
  status: number;
  startedAt: number;
}

/**
 * Upstream 401s seen by the sandbox: its log is a ring of the last 5,000 requests, so it is polled
 * twice a second and entries are told apart by start time and route; `gap` says a poll came after more
 * than a ring's worth of requests (some may have been missed).
 */
function watch401s(sandboxOrigin: string) {
  const seen = new Set<string>();
  const byRoute: Record<string, number> = {};
  let lastTotal = 0;
  let gap = false;
  let requests = 0;
  const poll = async () => {
    const snap = (await (await fetch(`${sandboxOrigin}/_sandbox/stats`, { signal: AbortSignal.timeout(5_000) })).json()) as { total: number; requests: SandboxEntry[] };
    if (snap.total - lastTotal > 5_000) gap = true;
    requests = snap.total;
    lastTotal = snap.total;
    for (const e of snap.requests) {
      if (e.status !== 401) continue;
      const id = `${e.startedAt}|${e.method} ${e.route}`;
      if (seen.has(id)) continue;
      seen.add(id);
      tally(byRoute, `${e.method} ${e.route}`);
    }
  };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void poll()
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, 500);
  return {
    async stop() {
      clearInterval(timer);
      while (busy) await sleep(20);
      await poll().catch(() => undefined);
      return { count: seen.size, byRoute, gap, requests };
    },
  };
}

async function graphql(origin: string, query: string, key?: string): Promise<{ status: number; bytes: number; ms: number; body: any }> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  const res = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }), signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text.slice(0, 200);
  }
  return { status: res.status, bytes: Buffer.byteLength(text), ms: performance.now() - started, body };
}

// ——— the abusers ———

interface SlowReaders {
  opened: number;
  errors: Record<string, number>;
  /**
   * Resumes reading every socket for a moment, then destroys them all: how many the gateway had closed
   * while they were unread (their buffered bytes end with a FIN), and how many answers the others
   * still held for them.
   */
  finish(): Promise<{ closedByGateway: number; stillOpen: number; answers: number; expected: number; megabytes: number }>;
}

const SLOW_READ_AFTER_MS = 1_500;

/** Raw TCP connections that pipeline requests for large answers, then never read their socket. */
function slowReaders(port: number, key: string): SlowReaders {
  const introspection = JSON.stringify({ query: getIntrospectionQuery() });
  const list = JSON.stringify({ query: doc('AnalystProjects'), operationName: 'AnalystProjects' });
  const request = (body: string, withKey: boolean) =>
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n` +
    `${withKey ? `x-api-key: ${key}\r\n` : ''}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const sockets: Array<{ socket: Socket; ended: boolean }> = [];
  const out: SlowReaders = {
    opened: 0,
    errors: {},
    async finish() {
      let bytes = 0;
      let answers = 0;
      await Promise.all(
        sockets.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.socket.destroyed) return resolve();
              const timer = setTimeout(resolve, SLOW_READ_AFTER_MS);
              s.socket.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                answers += chunk.toString('latin1').split('HTTP/1.1 ').length - 1;
              });
              s.socket.once('end', () => {
                s.ended = true;
                clearTimeout(timer);
                resolve();
              });
              s.socket.resume();
            }),
        ),
      );
      stop();
      const closedByGateway = sockets.filter((s) => s.ended).length;
      return { closedByGateway, stillOpen: sockets.length - closedByGateway, answers, expected: sockets.length * SLOW_PIPELINE, megabytes: bytes / 2 ** 20 };
    },
  };
  const stop = () => {
    for (const s of sockets) s.socket.destroy();
  };
  cleanups.push(stop);
  for (let i = 0; i < SLOW_READERS; i++) {
    // Half ask for the introspection without a key, half for the 100-project list with one.
    const payload = (i % 2 ? request(list, true) : request(introspection, false)).repeat(SLOW_PIPELINE);
    // No 'data' listener and not resumed: Node reads one buffer's worth, then the kernel's window fills.
    const socket = connect({ host: '127.0.0.1', port }, () => {
      out.opened++;
      socket.write(payload);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => tally(out.errors, err.code ?? err.message));
    sockets.push({ socket, ended: false });
  }
  return out;
}

/** Unauthenticated APQ registrations: a 9 MB comment plus `{ __typename }`, with its sha256, no key. */
async function apqRegistrations(origin: string, until: number) {
  const pad = Buffer.alloc(APQ_PAD_BYTES, 'x');
  const statuses: Record<string, number> = {};
  const answers: Record<string, number> = {};
  const prefix = (i: number) => `# abuse ${String(i).padStart(6, '0')} `;
  const suffix = '\n{ __typename }';
  const hashOf = (i: number) => createHash('sha256').update(prefix(i)).update(pad).update(suffix).digest('hex');
  let next = 0;
  let sent = 0;
  const ms: number[] = [];
  const worker = async () => {
    while (next < APQ_POSTS && now() < until) {
      const i = next++;
      const hash = hashOf(i);
      // The JSON body is built as bytes: the document's text needs no escaping.
      const body = Buffer.concat([
        Buffer.from(`{"query":${JSON.stringify(prefix(i)).slice(0, -1)}`),
        pad,
        Buffer.from(`${JSON.stringify(suffix).slice(1)},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${hash}"}}}`),
      ]);
      sent++;
      try {
        const started = performance.now();
        const res = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(20_000) });
        tally(statuses, res.status);
        const json = (await res.json().catch(() => ({}))) as { data?: unknown; errors?: Array<{ message?: string; extensions?: { code?: string } }> };
        ms.push(performance.now() - started);
        tally(answers, json.errors?.length ? String(json.errors[0]!.extensions?.code ?? json.errors[0]!.message) : json.data ? 'data' : 'other');
      } catch (error) {
        tally(statuses, (error as Error).name);
      }
    }
  };
  await Promise.all(Array.from({ length: APQ_CONCURRENCY }, worker));
  // Was anything stored? Ask for a few of the hashes alone.
  let registered = 0;
  const probes = Math.min(5, sent);
  for (let i = 0; i < probes; i++) {
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(i) } } });
    const res = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    const json = (await res?.json().catch(() => undefined)) as { errors?: Array<{ message?: string }> } | undefined;
    if (json && json.errors?.[0]?.message !== 'PersistedQueryNotFound') registered++;
  }
  ms.sort((a, b) => a - b);
  const seconds = (n: number | undefined) => (n === undefined ? undefined : Math.round(n / 100) / 10);
  return { sent, statuses, answers, probes, registered, seconds: { min: seconds(ms[0]), median: seconds(ms[Math.floor(ms.length / 2)]), max: seconds(ms.at(-1)) } };
}

/** Webhooks nested 5,000 deep (about 10 KB) while an SSE subscriber selects `details`; an ordinary one before every 10 and at the end. */
async function deepWebhooks(origin: string, key: string, projectId: number, until: number) {
  const webhookUrl = `${origin}/webhooks/${WEBHOOK_TOKEN}`;
  const subscriber = sse(origin, `subscription { recordEvents { event { eventId details } } }`, {}, { key });
  // Yoga sends the SSE headers with the first event, so there is nothing to wait for but the subscribe itself.
  await sleep(1_000);
  const nested = '['.repeat(DEEP_LEVELS) + ']'.repeat(DEEP_LEVELS);
  const statuses: Record<string, number> = {};
  const ordinary: string[] = [];
  const ordinaryStatuses: Record<string, number> = {};
  let eventId = 9_000_000;
  const sendOrdinary = async () => {
    const id = eventId++;
    const o = await bounded(postWebhook(webhookUrl, delivery(id, projectId, { slaType: 'RED' })).catch((e: Error) => ({ status: e.name })), 10_000, { status: 'timeout' });
    tally(ordinaryStatuses, o.status);
    ordinary.push(String(id));
  };
  for (let i = 0; i < DEEP_WEBHOOKS && now() < until; i++) {
    if (i % ORDINARY_EVERY === 0) await sendOrdinary();
    const body = JSON.stringify(delivery(eventId++, projectId)).replace(/\}\}$/, `,"nested":${nested}}}`);
    const r = await bounded(postWebhook(webhookUrl, body).catch((e: Error) => ({ status: e.name })), 10_000, { status: 'timeout' });
    tally(statuses, r.status);
  }
  await sendOrdinary();
  // Give the last events time to arrive.
  const deadline = Date.now() + 5_000;
  const got = () => subscriber.messages.filter((m) => ordinary.includes(String(m.data?.data?.recordEvents?.event?.eventId))).length;
  while (got() < ordinary.length && Date.now() < deadline) await sleep(50);
  const errorMessages = subscriber.messages.filter((m) => m.data?.errors?.length).length;
  return {
    sent: Object.values(statuses).reduce((a, b) => a + b, 0),
    statuses,
    ordinarySent: ordinary.length,
    ordinaryStatuses,
    ordinaryReceived: got(),
    subscriberMessages: subscriber.messages.length,
    subscriberErrors: errorMessages,
    subscriberStillOpen: !subscriber.all.some((m) => m.event === 'complete'),
    close: () => subscriber.close(),
  };
}

/** WebSocket connections without a key whose first message is a 50 MB text frame. */
async function oversizedFrames(origin: string) {
  const frame = Buffer.alloc(WS_FRAME_BYTES, 0x20);
  const closes: Record<string, number> = {};
  const closeSeconds: number[] = [];
  const errors: Record<string, number> = {};
  await Promise.all(
    Array.from(
      { length: WS_OVERSIZED },
      () =>
        new Promise<void>((resolve) => {
          // An all-zero mask: ws then sends the frame as it is, so the 50 MB header goes out at once
          // instead of after masking 50 MB on this thread (an attacker's client would not mask either).
          const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { generateMask: (mask: Buffer) => void mask.fill(0) });
          const openedAt = now();
          let settled = false;
          const timer = setTimeout(() => {
            settled = true;
            tally(closes, 'still open after 15 s');
            ws.terminate();
            resolve();
          }, 15_000);
          cleanups.push(() => ws.terminate());
          ws.on('open', () => ws.send(frame, { binary: false }));
          ws.on('error', (err: NodeJS.ErrnoException) => tally(errors, err.code ?? err.message));
          ws.on('close', (code) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            tally(closes, code);
            closeSeconds.push(Math.round((now() - openedAt) * 100) / 100);
            resolve();
          });
        }),
    ),
  );
  return { sent: WS_OVERSIZED, closes, closeSeconds, errors };
}

/** Subscriptions with garbage keys, alternately over SSE and graphql-ws, a few keys shared. */
async function garbageSubscriptions(origin: string) {
  const query = `subscription { projectStageChanged { event { eventId } record { databaseId title } } }`;
  const startedAt = now();
  const subs = Array.from({ length: GARBAGE_SUBSCRIPTIONS }, (_, i) => ({
    transport: i % 2 ? 'sse' : 'ws',
    sub: (i % 2 ? sse : wsSubscribe)(origin, query, {}, { key: `garbage-key-${i % GARBAGE_KEYS}` }),
    endedAt: undefined as number | undefined,
  }));
  for (const s of subs) void s.sub.ended.then(() => (s.endedAt = now() - startedAt));
  return {
    subs,
    /** What they got by now: the first code each saw, and how many are still open. */
    report() {
      const codes: Record<string, number> = {};
      for (const s of subs) {
        const first = s.sub.messages[0] as any;
        const code = (first?.data ?? first)?.errors?.[0]?.extensions?.code;
        tally(codes, code ?? (s.endedAt === undefined ? 'open, nothing received' : 'ended, no error'));
      }
      const ended = subs
        .filter((s) => s.endedAt !== undefined)
        .map((s) => s.endedAt!)
        .sort((a, b) => a - b);
      const messages = subs.reduce((n, s) => n + s.sub.messages.length, 0);
      return { opened: subs.length, keys: GARBAGE_KEYS, codes, ended: ended.length, medianEndSeconds: ended[Math.floor(ended.length / 2)], slowestEndSeconds: ended.at(-1), messages };
    },
  };
}

// ——— the run ———

/**
 * Preloaded into every child (sandbox, gateway, traffic): it exits once this process is gone, so a
 * child still starting when this one is killed (SIGKILL included) or hits its deadline is not left behind.
 */
const EXIT_WITH_PARENT = '--import=data:text/javascript,const%20parent=process.ppid;setInterval(()=>{try{process.kill(parent,0)}catch{process.exit(1)}},1000).unref();';

async function main() {
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, EXIT_WITH_PARENT].filter(Boolean).join(' ');
  const hard = setTimeout(() => {
    console.error(`abuse phase: hard deadline of ${HARD_DEADLINE_MS / 1000} s reached, stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, HARD_DEADLINE_MS);
  hard.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  const loadStart = loadavg()[0]!;
  const sandbox = await startSandboxProcess(new Date(new Date().toISOString().slice(0, 10)).toISOString());
  cleanups.push(sandbox.stop);
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
  log(`answers: introspection ${sizes.introspectionKb.toFixed(0)} KB in ${sizes.introspectionMs.toFixed(0)} ms (no key), analyst list ${sizes.analystKb.toFixed(0)} KB`);

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
  log(`abuse for ${ABUSE_SECONDS} s: ${SLOW_READERS} slow readers, ${APQ_POSTS} APQ posts, ${DEEP_WEBHOOKS} deep webhooks, ${WS_OVERSIZED} oversized frames, ${GARBAGE_SUBSCRIPTIONS} garbage-key subscriptions`);
  const traffic = runTraffic(gateway.url, sandbox.key, ABUSE_SECONDS);
  const readers = slowReaders(gateway.port, sandbox.key);
  const garbage = await garbageSubscriptions(gateway.origin);
  const steps = await Promise.all([
    apqRegistrations(gateway.origin, until).then((r) => (log('APQ done', JSON.stringify(r)), r)),
    deepWebhooks(gateway.origin, sandbox.key, projectId, until).then((r) => (log('deep webhooks done', JSON.stringify(r)), r)),
    sleep(2_000)
      .then(() => oversizedFrames(gateway.origin))
      .then((r) => (log('oversized frames done', JSON.stringify(r)), r)),
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
  const gateway401 = metricsAfter ? metric(metricsAfter, 'fieldgraph_upstream_errors_total', 'status="401"') - metric(metricsBefore, 'fieldgraph_upstream_errors_total', 'status="401"') : NaN;
  log(`abuse over; upstream 401s at the sandbox: ${upstream401.count} ${JSON.stringify(upstream401.byRoute)} (gateway counted ${gateway401})`);

  setPhase('after');
  await sleep(3_000);
  const health = await fetch(`${gateway.origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.status)
    .catch((e: Error) => e.name);
  const check = await graphql(gateway.origin, doc('MobileWorkOrders'), sandbox.key).catch((e: Error) => ({ status: e.name, bytes: 0, body: undefined }));
  const answered = check.status === 200 && (check.body as any)?.data?.workOrders?.nodes?.length > 0;
  const alive = exited === undefined && health === 200 && answered;
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

  const section = report({ window: [abuseStartedAt, abuseEndedAt], sizes, load, quiet, quietUpstream, during, rss, heap, exited: exitedOnItsOwn, alive, health, answered, finalRss, slowReport, apq, deep, frames, garbageReport, upstream401, gateway401 });
  console.log(section.text);
  if (WRITE) writeSection(section.text);
  process.exitCode = section.pass ? 0 : 1;
}

// ——— the report ———

interface Figures {
  /** When the abuse started and ended, seconds into the run. */
  window: [number, number];
  sizes: { introspectionKb: number; introspectionMs: number; analystKb: number };
  /** One-minute load average when the run started and ended. */
  load: { start: number; end: number };
  quiet: TrafficResult;
  quietUpstream: number;
  during: TrafficResult | undefined;
  rss: Array<{ at: number; phase: Phase; rssMb: number }>;
  /** `ms`: how long /metrics took to answer. */
  heap: Array<{ at: number; phase: Phase; heapMb: number; externalMb: number; ms: number }>;
  exited: { at: number; phase: Phase; code: number | null; signal: string | null } | undefined;
  alive: boolean;
  health: number | string;
  answered: boolean;
  finalRss: number | undefined;
  slowReport: { opened: number; errors: Record<string, number> } & Awaited<ReturnType<SlowReaders['finish']>>;
  apq: Awaited<ReturnType<typeof apqRegistrations>>;
  deep: Awaited<ReturnType<typeof deepWebhooks>>;
  frames: Awaited<ReturnType<typeof oversizedFrames>>;
  garbageReport: ReturnType<Awaited<ReturnType<typeof garbageSubscriptions>>['report']>;
  upstream401: { count: number; byRoute: Record<string, number>; gap: boolean; requests: number };
  gateway401: number;
}

function report(f: Figures): { text: string; pass: boolean } {
  const peak = (p?: Phase) => Math.max(0, ...f.rss.filter((s) => !p || s.phase === p).map((s) => s.rssMb));
  const peakAll = peak();
  const rssHeld = peakAll < RSS_BOUND_MB;
  // No answer at all during the abuse gives no p99 (null): that is not a pass.
  const ratio = f.during?.all.p99 ? f.during.all.p99 / f.quiet.all.p99 : NaN;
  const failedDuring = f.during ? f.during.all.errors : NaN;
  const latencyHeld = ratio <= 2 && failedDuring === 0;
  const upstreamHeld = f.upstream401.count <= GARBAGE_KEYS && !f.upstream401.gap;
  const pass = rssHeld && f.alive && latencyHeld && upstreamHeld;
  // The longest the gateway left /metrics unanswered during the abuse: its event loop's worst stall, roughly.
  const answeredAt = [f.window[0], ...f.heap.filter((s) => s.at > f.window[0] && s.at <= f.window[1]).map((s) => s.at), f.window[1]];
  const stall = Math.max(...answeredAt.slice(1).map((at, i) => at - answeredAt[i]!));
  const slowestMetrics = (p: Phase) => Math.max(0, ...f.heap.filter((s) => s.phase === p).map((s) => s.ms));
  const yes = (b: boolean) => (b ? 'yes' : '**no**');
  const mb = (n: number | undefined) => (n === undefined ? 'gone' : n.toFixed(0));
  const json = (o: unknown) => `\`${JSON.stringify(o)}\``;

  const screenRows = (label: string, t: TrafficResult | undefined) =>
    t
      ? [...t.screens, { ...t.all, name: 'both', withErrors: t.screens.reduce((n, s) => n + s.withErrors, 0), codes: {} }].map(
          (s) => `| ${label} | ${s.name} | ${s.count} | ${s.opsPerSecond} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.errors} | ${s.withErrors}${Object.keys(s.codes).length ? ` ${json(s.codes)}` : ''} |`,
        )
      : [`| ${label} | (no result: the traffic process failed) | | | | | | | |`];

  // The RSS curve in 2.5 s steps: the highest sample of each step.
  const curve: string[] = [];
  const step = 2.5;
  const first = f.rss[0]?.at ?? 0;
  for (let from = first; from <= (f.rss.at(-1)?.at ?? 0); from += step) {
    const inStep = f.rss.filter((s) => s.at >= from && s.at < from + step);
    if (!inStep.length) continue;
    const top = inStep.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
    const h = f.heap.filter((s) => s.at >= from && s.at < from + step).at(-1);
    curve.push(`| ${from.toFixed(1)} | ${top.phase} | ${top.rssMb.toFixed(0)} | ${h ? h.heapMb.toFixed(0) : ''} | ${h ? h.externalMb.toFixed(0) : ''} | ${h ? h.ms : ''} |`);
  }

  const lines = [
    '## Abuse phase (`npm run load:abuse`)',
    '',
    `Run ${new Date().toISOString()} on this machine (${cpus().length} cores shared by the gateway, the sandbox, the normal traffic and the abusers, all on 127.0.0.1;` +
      ` load average ${f.load.start.toFixed(1)} at the start, ${f.load.end.toFixed(1)} at the end, other work included).`,
    `The gateway is \`src/main.ts\` in its own process with \`--max-old-space-size=${HEAP_MB}\` (a leak shows as a crash), upstream cache and pacing off`,
    `(every normal query reaches the sandbox), introspection on without a key (the public surface at its widest), in front of the sandbox`,
    `(no faults, no latency). Normal traffic, from its own process: \`AnalystProjects\` (100 projects, ${f.sizes.analystKb.toFixed(0)} KB answer) and`,
    `\`MobileWorkOrders\` (20 work orders), ${TRAFFIC_CONCURRENCY} closed-loop clients each; ${QUIET_SECONDS} s quiet, then ${ABUSE_SECONDS} s while, at once:`,
    '',
    `1. **Slow readers**: ${SLOW_READERS} raw TCP connections, each pipelining ${SLOW_PIPELINE} requests for a large answer (half the standard introspection`,
    `   query without a key, ${f.sizes.introspectionKb.toFixed(0)} KB, ${f.sizes.introspectionMs.toFixed(0)} ms for one alone; half the analyst list with a key), then never reading the socket until the end.`,
    `2. **Unauthenticated APQ registrations**: ${APQ_POSTS} posts (${APQ_CONCURRENCY} at a time) of a 9 MB comment plus \`{ __typename }\` with its sha256 in \`extensions.persistedQuery\`, no key.`,
    `3. **Deep webhooks**: ${DEEP_WEBHOOKS} deliveries with a field nested ${DEEP_LEVELS.toLocaleString('en')} deep (about 10 KB) while an SSE subscriber selects \`recordEvents { event { eventId details } }\`; an ordinary delivery before every ${ORDINARY_EVERY} and after the last.`,
    `4. **Oversized WebSocket messages**: ${WS_OVERSIZED} graphql-ws connections without a key whose first message is a 50 MB text frame.`,
    `5. **Garbage-key subscriptions**: ${GARBAGE_SUBSCRIPTIONS} (half SSE, half graphql-ws) to \`projectStageChanged { record { … } }\` with ${GARBAGE_KEYS} made-up keys, open while the events of 3 arrive.`,
    '',
    '| target | measured | held |',
    '| --- | --- | --- |',
    `| RSS stays under ${RSS_BOUND_MB} MB (heap capped at ${HEAP_MB} MB) | peak ${mb(peakAll)} MB (quiet peak ${mb(peak('quiet'))}, abuse peak ${mb(peak('abuse'))}, ${mb(f.finalRss)} MB at the end) | ${yes(rssHeld)} |`,
    `| the process never exits | ${f.exited ? `exited at ${f.exited.at.toFixed(1)} s (${f.exited.phase}), code ${f.exited.code}, signal ${f.exited.signal}` : 'alive'}; after the abuse \`/healthz\` ${typeof f.health === 'number' ? f.health : `no answer (${f.health})`}, a query ${f.answered ? 'answers' : 'does not answer'} | ${yes(f.alive)} |`,
    `| normal p99 within 2× of quiet, no failed request | quiet p50 ${f.quiet.all.p50} / p99 ${f.quiet.all.p99} ms; during the abuse p50 ${f.during?.all.p50 ?? '–'} / p99 ${f.during?.all.p99 ?? '–'} ms (${Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : 'no answer'}); ${failedDuring} failed requests | ${yes(latencyHeld)} |`,
    `| keyless and garbage-key traffic costs ~0 upstream requests (at most one key check per garbage key: ${GARBAGE_KEYS}) | ${f.upstream401.count} upstream 401s at the sandbox ${json(f.upstream401.byRoute)}${f.upstream401.gap ? ' (the log ring overflowed between polls: a lower bound)' : ''}; the gateway counted ${Number.isFinite(f.gateway401) ? f.gateway401 : 'n/a (no /metrics answer)'} | ${yes(upstreamHeld)} |`,
    '',
    `Verdict: ${pass ? 'PASS' : 'FAIL'}.`,
    '',
    '### Normal traffic',
    '',
    '| phase | screen | ops | ops/s | p50 ms | p95 ms | p99 ms | failed | answers with errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...screenRows('quiet', f.quiet),
    ...screenRows('abuse', f.during),
    '',
    `Upstream requests: ${f.quietUpstream} in the quiet ${QUIET_SECONDS} s, ${f.upstream401.requests} during the abuse.`,
    '',
    '### What the abusers got',
    '',
    `- Slow readers: ${f.slowReport.opened} of ${SLOW_READERS} connected; when they finally read (for ${SLOW_READ_AFTER_MS / 1000} s at the end), ${f.slowReport.closedByGateway} had been closed by the gateway` +
      ` and ${f.slowReport.stillOpen} were still open; they received ${f.slowReport.answers} of ${f.slowReport.expected} answers (${f.slowReport.megabytes.toFixed(1)} MB); socket errors ${json(f.slowReport.errors)}.`,
    `- APQ: ${f.apq.sent} posts sent; HTTP ${json(f.apq.statuses)}; answers ${json(f.apq.answers)}; ${f.apq.seconds.min === undefined ? 'none answered' : `each took ${f.apq.seconds.min}–${f.apq.seconds.max} s (median ${f.apq.seconds.median}, upload included)`};` +
      ` stored: ${f.apq.registered} of the ${f.apq.probes} hashes asked for afterwards.`,
    `- Deep webhooks: ${f.deep.sent} sent, HTTP ${json(f.deep.statuses)}; ordinary deliveries ${json(f.deep.ordinaryStatuses)}, ${f.deep.ordinaryReceived} of ${f.deep.ordinarySent} reached the SSE subscriber` +
      ` (${f.deep.subscriberMessages} messages, ${f.deep.subscriberErrors} with errors; stream ${f.deep.subscriberStillOpen ? 'still open' : 'completed'}).`,
    `- Oversized frames: ${f.frames.sent} sent; close codes ${json(f.frames.closes)} after ${json(f.frames.closeSeconds)} s; client errors ${json(f.frames.errors)}.`,
    `- Garbage-key subscriptions: ${f.garbageReport.opened} opened with ${f.garbageReport.keys} keys; first message codes ${json(f.garbageReport.codes)};` +
      ` ${f.garbageReport.ended} ended by the gateway${f.garbageReport.slowestEndSeconds !== undefined ? ` (half within ${f.garbageReport.medianEndSeconds!.toFixed(2)} s, the last after ${f.garbageReport.slowestEndSeconds.toFixed(2)} s)` : ''}; ${f.garbageReport.messages} messages in all.`,
    '',
    '### Gateway memory',
    '',
    'RSS from `/proc/<pid>/status` every 250 ms (the highest sample of each 2.5 s step); heap used and external memory from its `/metrics`, once a second (blank when it did not answer within 2 s); both sampled from a worker thread of the abuse script, so its own busy moments do not skip samples.',
    '',
    `How long \`/metrics\` took to answer, a rough gauge of the gateway's event loop: at most ${slowestMetrics('quiet')} ms in the quiet phase, ${slowestMetrics('abuse')} ms during the abuse;` +
      ` the longest stretch of the abuse without an answer: ${stall.toFixed(1)} s.`,
    '',
    '| at s | phase | RSS MB | heap used MB | external MB | /metrics ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...curve,
    '',
  ];
  return { text: lines.join('\n'), pass };
}

/** Replaces the "Abuse phase" section of bench/load-results.md (the last one), or appends it. */
function writeSection(section: string): void {
  const file = fileURLToPath(new URL('../../bench/load-results.md', import.meta.url));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = current.indexOf('\n## Abuse phase');
  const before = (at >= 0 ? current.slice(0, at) : current).trimEnd();
  writeFileSync(file, `${before ? `${before}\n\n` : ''}${section}`);
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
