/**
 * The sandbox of `npm run bench:quota`, in its own process: `createSandbox` at 20 ms latency with the
 * rate limit enforced (100 requests/second per key, the daily limit raised so the run never waits for
 * a new day: the day's budget is computed from the counts). `/_sandbox/stats` also answers `byStatus`,
 * the count of answers per HTTP status (429s included), which the stock stats only keep for the last
 * 5,000 requests, and `day`: when each key's day was spent (the request that took its last unit) and
 * how many requests arrived after it (refused 429 by the daily limit), as against 429s of the
 * per-second limit. `GET /_quota/counts` answers the same without the list of requests, for polling.
 * These live in this bench entry only, the sandbox itself is unchanged.
 *
 * Settings from the environment: SANDBOX_NOW (fixed "today"), QUOTA_SANDBOX_PER_SECOND (100),
 * QUOTA_SANDBOX_PER_DAY (1,000,000), QUOTA_SANDBOX_LATENCY_MS (20).
 */
import { createSandbox } from '../src/sandbox/server.js';
import { RateLimiter, RequestStats, type RequestLogEntry } from '../src/sandbox/core/knobs.js';

/** RequestStats that also counts every answer by status. */
class CountingStats extends RequestStats {
  private byStatus = new Map<number, number>();
  private answered = 0;

  override record(entry: RequestLogEntry): void {
    this.byStatus.set(entry.status, (this.byStatus.get(entry.status) ?? 0) + 1);
    this.answered++;
    super.record(entry);
  }

  override reset(): void {
    this.byStatus.clear();
    this.answered = 0;
    super.reset();
  }

  /** The totals alone: cheap enough to poll. */
  totals() {
    return { total: this.answered, byStatus: Object.fromEntries([...this.byStatus].sort(([a], [b]) => a - b)), day: limiter.watch };
  }

  override snapshot() {
    return { ...super.snapshot(), ...this.totals() };
  }
}

/** What the day-watching limiter saw since the last reset (its knob resets it). */
interface DayWatch {
  /** When a key's day was spent: the answer that took its last unit (ms since epoch), per key. */
  spentAt: Record<string, number>;
  /** Requests refused because the key's day was spent, per key. */
  refusedDaily: Record<string, number>;
  /** Requests refused by the per-second limit (all keys). */
  refusedPerSecond: number;
  /** When each key's last request arrived (ms since epoch). */
  lastAt: Record<string, number>;
}

/** The sandbox's limiter, also noting when each key's day was spent and what arrived after. */
class DayWatchingLimiter extends RateLimiter {
  watch: DayWatch = { spentAt: {}, refusedDaily: {}, refusedPerSecond: 0, lastAt: {} };

  override take(key: string, now = Date.now()): { limit: number; remaining: number; retryAfter?: number } {
    const answer = super.take(key, now);
    if (!key || !this.options.enforce) return answer;
    this.watch.lastAt[key] = now;
    if (answer.retryAfter === undefined) {
      if (answer.remaining === 0) this.watch.spentAt[key] ??= now;
    } else if (answer.remaining === 0) {
      this.watch.spentAt[key] ??= now;
      this.watch.refusedDaily[key] = (this.watch.refusedDaily[key] ?? 0) + 1;
    } else this.watch.refusedPerSecond++;
    return answer;
  }

  override reset(): void {
    this.watch = { spentAt: {}, refusedDaily: {}, refusedPerSecond: 0, lastAt: {} };
    super.reset();
  }
}

const num = (name: string, fallback: number) => Number(process.env[name] || fallback);
const sandbox = createSandbox({
  latency: { ms: num('QUOTA_SANDBOX_LATENCY_MS', 20), jitterMs: 0 },
  rateLimit: { enforce: true, perSecond: num('QUOTA_SANDBOX_PER_SECOND', 100), perDay: num('QUOTA_SANDBOX_PER_DAY', 1_000_000) },
  webhookUrl: undefined,
  activityIntervalMs: 0,
});
const stats = new CountingStats();
sandbox.ctx.stats = stats;
const limiter = new DayWatchingLimiter(sandbox.ctx.rateLimiter.options);
sandbox.ctx.rateLimiter = limiter;
// A small view of the counts for polling during a run (`/_sandbox/stats` also lists the last 5,000 requests).
sandbox.app.get('/_quota/counts', async () => stats.totals());
const url = await sandbox.listen(0);
console.log(`Sandbox REST API v1: ${url}`);
console.log(`  company 1 x-api-key: ${sandbox.ctx.options.apiKey}`);

const stop = () => {
  setTimeout(() => process.exit(0), 2000).unref();
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
