/**
 * Closed-loop load at a fixed concurrency, bounded in count and in time: autocannon for the gateway
 * (one HTTP request per operation), a loop of `concurrency` workers for the direct path (one screen
 * of REST calls per operation). Both record each operation's latency, and both report the same
 * figures computed the same way.
 */
import { createRequire } from 'node:module';

export interface LoadResult {
  /** Operations completed. */
  count: number;
  /** Operations that failed (non-2xx, transport errors, timeouts). */
  errors: number;
  seconds: number;
  opsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadBounds {
  concurrency: number;
  /** Stop after this many operations… */
  amount: number;
  /** …or after this many seconds, whichever comes first. */
  maxSeconds: number;
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  stop(): void;
}
interface AutocannonResult {
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>, done: (err: Error | null, result: AutocannonResult) => void) => AutocannonInstance;
// autocannon ships no type declarations; the small surface used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One bounded run: each completed operation's latency (ms), failures, and the time it took. */
export interface LoadSample {
  latencies: number[];
  errors: number;
  seconds: number;
}

/** Figures of one or more samples of the same cell (rounds alternate gateway and direct runs). */
export function summarize(samples: readonly LoadSample[]): LoadResult {
  const latencies = samples.flatMap((s) => s.latencies);
  const errors = samples.reduce((n, s) => n + s.errors, 0);
  const seconds = Math.max(
    samples.reduce((n, s) => n + s.seconds, 0),
    1e-3,
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: latencies.length,
    errors,
    seconds: round(seconds),
    opsPerSecond: round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/** POSTs `body` to the gateway with autocannon. */
export function loadGateway(url: string, headers: Record<string, string>, body: string, bounds: LoadBounds): Promise<LoadSample> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const started = performance.now();
    // Autocannon reports the end on its next one-second tick; the last answer is the real end.
    let lastAt = started;
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers,
        body,
        connections: bounds.concurrency,
        pipelining: 1,
        amount: Math.max(bounds.amount, bounds.concurrency),
        timeout: 30,
      },
      (err, result) => {
        clearTimeout(timer);
        if (err) return reject(err);
        resolve({ latencies, errors: result.non2xx + result.errors + result.timeouts, seconds: (lastAt - started) / 1000 });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastAt = performance.now();
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    timer = setTimeout(() => instance.stop(), bounds.maxSeconds * 1000);
  });
}

/** Runs `operation` from `concurrency` workers in a closed loop. */
export async function loadDirect(operation: () => Promise<void>, bounds: LoadBounds): Promise<LoadSample> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  let lastAt = started;
  const deadline = started + bounds.maxSeconds * 1000;
  const worker = async () => {
    while (issued < bounds.amount && performance.now() < deadline) {
      issued++;
      const t = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
      lastAt = performance.now();
    }
  };
  await Promise.all(Array.from({ length: bounds.concurrency }, worker));
  return { latencies, errors, seconds: (lastAt - started) / 1000 };
}
