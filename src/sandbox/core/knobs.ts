/**
 * The sandbox's test and benchmark knobs, outside `/v1`: request statistics, latency, fault injection
 * and the vendor's published rate limits.
 */

export interface RequestLogEntry {
  method: string;
  /** The route template, e.g. `/v1/accounts/:accountId`. */
  route: string;
  /** Path and query string as sent. */
  url: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

/** Counts requests by method and path template, and groups them into waves of overlapping requests. */
export class RequestStats {
  private counts = new Map<string, number>();
  private log: RequestLogEntry[] = [];
  private total = 0;

  constructor(private readonly logLimit = 5000) {}

  record(entry: RequestLogEntry): void {
    const key = `${entry.method} ${entry.route}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.total++;
    this.log.push(entry);
    if (this.log.length > this.logLimit) this.log.shift();
  }

  reset(): void {
    this.counts.clear();
    this.log = [];
    this.total = 0;
  }

  /**
   * Waves: sequential round trips. Requests whose time spans overlap (transitively) form one wave, so a
   * client that sends a level's requests in parallel makes one wave per level.
   */
  waves(): number {
    const spans = [...this.log].sort((a, b) => a.startedAt - b.startedAt);
    let waves = 0;
    let end = -Infinity;
    for (const s of spans) {
      if (s.startedAt >= end) waves++;
      end = Math.max(end, s.endedAt);
    }
    return waves;
  }

  snapshot() {
    return {
      total: this.total,
      waves: this.waves(),
      byRoute: Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b))),
      requests: this.log.map((e) => ({ method: e.method, route: e.route, url: e.url, status: e.status, startedAt: e.startedAt, endedAt: e.endedAt })),
    };
  }
}

export interface FaultRule {
  /** Method to match; omitted matches any. */
  method?: string;
  /** Path template or a prefix of the path, e.g. `/v1/accounts/:accountId` or `/v1/calls`. */
  route: string;
  /** Answer with this status (and the spec's error body). */
  status?: number;
  /** Destroy the connection without answering. */
  reset?: boolean;
  /** Delay before answering, in milliseconds. */
  delayMs?: number;
  /** Share of matching requests affected, 0..1 (default 1). */
  rate?: number;
  /** Affect only this many matching requests, then stop. */
  times?: number;
  /** Seconds for `Retry-After` when status is 429 or 503. */
  retryAfter?: number;
}

export class Faults {
  private rules: (FaultRule & { used: number })[] = [];

  set(rules: FaultRule[]): void {
    this.rules = rules.map((r) => ({ ...r, used: 0 }));
  }

  list(): FaultRule[] {
    return this.rules.map(({ used: _used, ...r }) => r);
  }

  /** The fault to apply to this request, if any. */
  match(method: string, route: string, path: string): FaultRule | undefined {
    for (const r of this.rules) {
      if (r.method && r.method.toUpperCase() !== method) continue;
      if (r.route !== route && !path.startsWith(r.route)) continue;
      if (r.times !== undefined && r.used >= r.times) continue;
      if (r.rate !== undefined && Math.random() >= r.rate) continue;
      r.used++;
      return r;
    }
    return undefined;
  }
}

/** Parses `SANDBOX_FAULTS`: a JSON array of fault rules. */
export function faultsFromEnv(value: string | undefined): FaultRule[] {
  if (!value) return [];
  const parsed = JSON.parse(value) as unknown;
  if (!Array.isArray(parsed)) throw new Error('SANDBOX_FAULTS must be a JSON array of fault rules');
  return parsed as FaultRule[];
}

export interface RateLimitOptions {
  enforce: boolean;
  perSecond: number;
  perDay: number;
}

/** The vendor's published limits per key: 100 per second and 5,000 per rolling day. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(public options: RateLimitOptions) {}

  /** Records a request and tells what to answer: remaining budget, or the seconds to wait. */
  take(key: string, now = Date.now()): { limit: number; remaining: number; retryAfter?: number } {
    const day = 86_400_000;
    let list = this.hits.get(key);
    if (!list) this.hits.set(key, (list = []));
    while (list.length > 0 && list[0] <= now - day) list.shift();
    const lastSecond = list.filter((t) => t > now - 1000).length;
    const { perSecond, perDay, enforce } = this.options;
    if (enforce && (lastSecond >= perSecond || list.length >= perDay)) {
      const retryAfter = list.length >= perDay ? Math.ceil((list[0] + day - now) / 1000) : 1;
      return { limit: perDay, remaining: Math.max(0, perDay - list.length), retryAfter };
    }
    list.push(now);
    return { limit: perDay, remaining: Math.max(0, perDay - list.length) };
  }

  reset(): void {
    this.hits.clear();
  }
}

export interface LatencyOptions {
  ms: number;
  jitterMs: number;
}

export function latencyDelay({ ms, jitterMs }: LatencyOptions): number {
  if (ms <= 0 && jitterMs <= 0) return 0;
  return Math.max(0, ms + (jitterMs > 0 ? (Math.random() * 2 - 1) * jitterMs : 0));
}
