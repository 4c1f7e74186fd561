/**
 * The sandbox of `npm run bench:quota`, in its own process: `createSandbox` at 20 ms latency with the
 * rate limit enforced (100 requests/second per key, the daily limit raised so the run never waits for
 * a new day: the day's budget is computed from the counts). `/_sandbox/stats` also answers `byStatus`,
 * the count of answers per HTTP status (429s included), which the stock stats only keep for the last
 * 5,000 requests; it lives in this bench entry only, the sandbox itself is unchanged.
 *
 * Settings from the environment: SANDBOX_NOW (fixed "today"), QUOTA_SANDBOX_PER_SECOND (100),
 * QUOTA_SANDBOX_PER_DAY (1,000,000), QUOTA_SANDBOX_LATENCY_MS (20).
 */
import { createSandbox } from '../src/sandbox/server.js';
import { RequestStats, type RequestLogEntry } from '../src/sandbox/core/knobs.js';

/** RequestStats that also counts every answer by status. */
class CountingStats extends RequestStats {
  private byStatus = new Map<number, number>();

  override record(entry: RequestLogEntry): void {
    this.byStatus.set(entry.status, (this.byStatus.get(entry.status) ?? 0) + 1);
    super.record(entry);
  }

  override reset(): void {
    this.byStatus.clear();
    super.reset();
  }

  override snapshot() {
    return { ...super.snapshot(), byStatus: Object.fromEntries([...this.byStatus].sort(([a], [b]) => a - b)) };
  }
}

const num = (name: string, fallback: number) => Number(process.env[name] || fallback);
const sandbox = createSandbox({
  latency: { ms: num('QUOTA_SANDBOX_LATENCY_MS', 20), jitterMs: 0 },
  rateLimit: { enforce: true, perSecond: num('QUOTA_SANDBOX_PER_SECOND', 100), perDay: num('QUOTA_SANDBOX_PER_DAY', 1_000_000) },
  webhookUrl: undefined,
  activityIntervalMs: 0,
});
sandbox.ctx.stats = new CountingStats();
const url = await sandbox.listen(0);
console.log(`Sandbox REST API v1: ${url}`);
console.log(`  company 1 x-api-key: ${sandbox.ctx.options.apiKey}`);

const stop = () => {
  setTimeout(() => process.exit(0), 2000).unref();
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
