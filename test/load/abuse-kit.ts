/**
 * What the abuse phase (test/load/abuse.ts) and its abusers share: the settings read from the
 * environment, the run's clock and phases, the clean-up list, and the measurements (the gateway's RSS
 * and heap from a worker thread, the sandbox's upstream 401s, one GraphQL request).
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { operations } from '../../bench/operations.js';
import { waitFor } from '../helpers/wait.js';

export const QUIET_SECONDS = Number(process.env.ABUSE_QUIET_SECONDS ?? 20);
/**
 * The sandbox's latency per request, as the bench's (a real upstream is remote): at 0 the normal traffic alone keeps
 * the gateway's CPU busy (~85% of a core in the quiet phase), so p99 then measures a saturated queue, not the abuse.
 */
export const UPSTREAM_LATENCY_MS = Number(process.env.ABUSE_UPSTREAM_LATENCY_MS ?? 20);
export const ABUSE_SECONDS = Number(process.env.ABUSE_SECONDS ?? 45);
export const TRAFFIC_CONCURRENCY = Number(process.env.ABUSE_TRAFFIC_CONCURRENCY ?? 2);
const SCALE = Number(process.env.ABUSE_SCALE ?? 1);
export const HEAP_MB = Number(process.env.ABUSE_HEAP_MB ?? 768);
export const RSS_BOUND_MB = Number(process.env.ABUSE_RSS_BOUND_MB ?? 600);
export const WRITE = process.env.ABUSE_WRITE !== '0';
/** Per-abuser counts, e.g. `slow=0,apq=20` (to run one abuser alone); the others follow ABUSE_SCALE. */
const COUNTS = new Map(
  (process.env.ABUSE_COUNTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);
const count = (name: string, n: number) => (COUNTS.has(name) ? Number(COUNTS.get(name)) : Math.max(1, Math.round(n * SCALE)));

export const SLOW_READERS = count('slow', 20);
/** Requests each slow reader pipelines on its socket before it stops reading. */
export const SLOW_PIPELINE = 4;
export const APQ_POSTS = count('apq', 100);
export const APQ_CONCURRENCY = 4;
export const APQ_PAD_BYTES = 9 * 1024 * 1024;
export const DEEP_WEBHOOKS = count('deep', 50);
export const DEEP_LEVELS = 5_000;
/** An ordinary delivery before every this many deep ones (and after the last), to see the subscriber keep getting events. */
export const ORDINARY_EVERY = 10;
export const WS_OVERSIZED = count('ws', 4);
export const WS_FRAME_BYTES = 50 * 1024 * 1024;
export const GARBAGE_SUBSCRIPTIONS = count('garbage', 50);
export const GARBAGE_KEYS = 5;
/** The whole run, startup included, ends by then whatever happens. */
export const HARD_DEADLINE_MS = (QUIET_SECONDS + ABUSE_SECONDS + 120) * 1000;

export const WEBHOOK_TOKEN = 'abuse-phase-webhook-token-0123456789';
export const doc = (name: string) => operations.find((o) => o.name === name)!.document;

export type Phase = 'start' | 'warm-up' | 'quiet' | 'abuse' | 'after';
export let phase: Phase = 'start';
export const epoch0 = Date.now();
/** Seconds since the run started. */
export const now = () => (Date.now() - epoch0) / 1000;
/** When each phase began, seconds into the run. */
const marks: Array<[number, Phase]> = [[0, 'start']];
export function setPhase(p: Phase): void {
  phase = p;
  marks.push([now(), p]);
}
export const phaseAt = (at: number): Phase => marks.filter(([from]) => from <= at).at(-1)![1];
export const log = (...args: unknown[]) => console.log(`[${now().toFixed(1)}s ${phase}]`, ...args);

/** Closed in reverse order at the end, on failure and at the hard deadline. */
export const cleanups: Array<() => unknown> = [];
export async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    try {
      await bounded(Promise.resolve(cleanups.pop()!()), 5_000, undefined);
    } catch {
      // Best effort: the next one still runs.
    }
  }
}

/** `promise`, or `fallback` after `ms`. */
export function bounded<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

export const tally = (into: Record<string, number>, key: string | number): void => {
  into[key] = (into[key] ?? 0) + 1;
};

// ——— measurements ———

export interface Samples {
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
export function startSampler(pid: number, origin: string): { stop(): Promise<Samples> } {
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
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Sum of a Prometheus sample over the lines whose labels contain `labels`. */
export function metric(text: string, name: string, labels = ''): number {
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
export function watch401s(sandboxOrigin: string) {
  const seen = new Set<string>();
  const byRoute: Record<string, number> = {};
  let lastTotal = 0;
  let gap = false;
  let requests = 0;
  const poll = async () => {
    const snap = (await (await fetch(`${sandboxOrigin}/_sandbox/stats`, { signal: AbortSignal.timeout(5_000) })).json()) as {
      total: number;
      requests: SandboxEntry[];
    };
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
      await waitFor(() => !busy, 30_000, 'the poll in flight').catch(() => undefined);
      await poll().catch(() => undefined);
      return { count: seen.size, byRoute, gap, requests };
    },
  };
}

export async function graphql(origin: string, query: string, key?: string): Promise<{ status: number; bytes: number; ms: number; body: any }> {
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
