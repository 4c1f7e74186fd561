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
  /** The round it was answered in, when latency is in rounds (see rounds.ts). */
  round?: number;
}

/** Counts requests by method and path template, and groups them into waves of overlapping requests. */
export class RequestStats {
  private counts = new Map<string, number>();
  /** The latest `logLimit` requests, a ring so that recording stays O(1) under load. */
  private log: RequestLogEntry[] = [];
  private next = 0;
  private total = 0;
  /** Requests received and not yet answered (or abandoned by their client). */
  private open = 0;

  constructor(private readonly logLimit = 5000) {}

  /** A request arrived; `record` closes it. */
  begin(): void {
    this.open++;
  }

  record(entry: RequestLogEntry): void {
    if (this.open > 0) this.open--;
    const key = `${entry.method} ${entry.route}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.total++;
    if (this.log.length < this.logLimit) this.log.push(entry);
    else this.log[this.next] = entry;
    this.next = (this.next + 1) % this.logLimit;
  }

  reset(): void {
    this.counts.clear();
    this.log = [];
    this.next = 0;
    this.total = 0;
  }

  /** The logged requests, oldest first. */
  entries(): RequestLogEntry[] {
    return this.log.length < this.logLimit ? [...this.log] : [...this.log.slice(this.next), ...this.log.slice(0, this.next)];
  }

  /**
   * Waves: sequential round trips. Requests whose time spans overlap (transitively) form one wave, so a
   * client that sends a level's requests in parallel makes one wave per level.
   */
  waves(): number {
    const spans = this.entries().sort((a, b) => a.startedAt - b.startedAt);
    let waves = 0;
    let end = -Infinity;
    for (const s of spans) {
      if (s.startedAt >= end) waves++;
      end = Math.max(end, s.endedAt);
    }
    return waves;
  }

  /** Distinct rounds among the logged requests; null when none was held in a round. */
  rounds(): number | null {
    const rounds = new Set(this.log.map((e) => e.round).filter((r) => r !== undefined));
    return rounds.size > 0 ? rounds.size : null;
  }

  snapshot() {
    return {
      total: this.total,
      // Requests being served right now (not counted in total until they end).
      inFlight: this.open,
      waves: this.waves(),
      byRoute: Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b))),
      // Rounds of the logged requests when latency is in rounds (null otherwise): round trips by dependency.
      rounds: this.rounds(),
      requests: this.entries().map((e) => ({
        method: e.method,
        route: e.route,
        url: e.url,
        status: e.status,
        startedAt: e.startedAt,
        endedAt: e.endedAt,
        round: e.round ?? null,
      })),
    };
  }
}

export interface FaultRule {
  /** Method to match; omitted matches any. */
  method?: string;
  /** Path template or a prefix of the path, e.g. `/v1/accounts/:accountId` or `/v1/calls`. */
  route: string;
  /** Answer with this status (and the spec's error body, with the endpoint's own `code`). */
  status?: number;
  /** Overrides the `code` of the error body. */
  code?: string;
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
    rules.forEach(checkFaultRule);
    this.rules = rules.map((r) => ({ ...r, used: 0 }));
  }

  list(): FaultRule[] {
    return this.rules.map(({ used: _used, ...r }) => r);
  }

  /** The fault to apply to this request, if any. */
  match(method: string, route: string, path: string): FaultRule | undefined {
    for (const r of this.rules) {
      if (r.method && r.method.toUpperCase() !== method) continue;
      if (!routeMatches(r.route, route, path)) continue;
      if (r.times !== undefined && r.used >= r.times) continue;
      if (r.rate !== undefined && Math.random() >= r.rate) continue;
      r.used++;
      return r;
    }
    return undefined;
  }
}

/** A rule's `route` matches the template exactly, or the path itself or any path below it (whole segments). */
function routeMatches(pattern: string, route: string, path: string): boolean {
  if (pattern === route || pattern === path) return true;
  const prefix = pattern.endsWith('/') ? pattern : `${pattern}/`;
  return path.startsWith(prefix) || route.startsWith(prefix);
}

/** Throws a readable error for a malformed rule (env or `POST /_sandbox/faults`). */
export function checkFaultRule(rule: FaultRule, index: number): void {
  const bad = (what: string) => {
    throw new FaultRuleError(`fault ${index}: ${what}`);
  };
  if (!rule || typeof rule !== 'object') bad('must be an object');
  if (typeof rule.route !== 'string' || !rule.route.startsWith('/')) bad('route must be a path starting with /');
  if (rule.method !== undefined && typeof rule.method !== 'string') bad('method must be a string');
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && rule.status >= 400 && rule.status <= 599)) bad('status must be 400..599');
  if (rule.reset !== undefined && typeof rule.reset !== 'boolean') bad('reset must be a boolean');
  if (rule.code !== undefined && typeof rule.code !== 'string') bad('code must be a string');
  for (const k of ['delayMs', 'times', 'retryAfter'] as const) {
    const v = rule[k];
    if (v !== undefined && !(typeof v === 'number' && v >= 0)) bad(`${k} must be a non-negative number`);
  }
  if (rule.rate !== undefined && !(typeof rule.rate === 'number' && rule.rate >= 0 && rule.rate <= 1)) bad('rate must be between 0 and 1');
  if (rule.status === undefined && !rule.reset && !rule.delayMs) bad('needs status, reset or delayMs');
}

export class FaultRuleError extends Error {}

/** Parses `SANDBOX_FAULTS`: a JSON array of fault rules. */
export function faultsFromEnv(value: string | undefined): FaultRule[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (e) {
    throw new Error(`SANDBOX_FAULTS must be JSON: ${(e as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error('SANDBOX_FAULTS must be a JSON array of fault rules');
  try {
    (parsed as FaultRule[]).forEach(checkFaultRule);
  } catch (e) {
    throw new Error(`SANDBOX_FAULTS: ${(e as Error).message}`);
  }
  return parsed as FaultRule[];
}

export interface RateLimitOptions {
  enforce: boolean;
  perSecond: number;
  perDay: number;
}

/** One key's usage: timestamps of the last second, and per-minute counts over the rolling day. */
interface KeyUsage {
  second: number[];
  /** Index of the oldest timestamp still in `second` (a queue without O(n) shifts). */
  head: number;
  minutes: Map<number, number>;
  dayTotal: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The vendor's published limits per key: 100 per second (sliding) and 5,000 per rolling day (to the
 * minute). Every operation is amortised O(1), since every request passes through it.
 */
export class RateLimiter {
  private readonly usage = new Map<string, KeyUsage>();

  constructor(public options: RateLimitOptions) {}

  /** Records a request and tells what to answer: remaining budget, or the seconds to wait. */
  take(key: string, now = Date.now()): { limit: number; remaining: number; retryAfter?: number } {
    let u = this.usage.get(key);
    if (!u) {
      u = { second: [], head: 0, minutes: new Map(), dayTotal: 0 };
      this.usage.set(key, u);
    }
    this.expire(u, now);
    const { perSecond, perDay, enforce } = this.options;
    const lastSecond = u.second.length - u.head;
    if (enforce && (lastSecond >= perSecond || u.dayTotal >= perDay)) {
      const retryAfter = u.dayTotal >= perDay ? this.secondsUntilDayFrees(u, now) : Math.max(1, Math.ceil((u.second[u.head] + 1000 - now) / 1000));
      return { limit: perDay, remaining: Math.max(0, perDay - u.dayTotal), retryAfter };
    }
    u.second.push(now);
    const minute = Math.floor(now / MINUTE_MS);
    u.minutes.set(minute, (u.minutes.get(minute) ?? 0) + 1);
    u.dayTotal++;
    return { limit: perDay, remaining: Math.max(0, perDay - u.dayTotal) };
  }

  private expire(u: KeyUsage, now: number): void {
    while (u.head < u.second.length && u.second[u.head] <= now - 1000) u.head++;
    // Compact once the dead prefix dominates, keeping pushes and expiry amortised O(1).
    if (u.head > 1024 && u.head * 2 > u.second.length) {
      u.second = u.second.slice(u.head);
      u.head = 0;
    }
    const oldestLive = Math.floor((now - DAY_MS) / MINUTE_MS);
    for (const [minute, count] of u.minutes) {
      // Map iteration is in insertion order, i.e. oldest minute first.
      if (minute > oldestLive) break;
      u.minutes.delete(minute);
      u.dayTotal -= count;
    }
  }

  private secondsUntilDayFrees(u: KeyUsage, now: number): number {
    const oldest = u.minutes.keys().next().value ?? Math.floor(now / MINUTE_MS);
    return Math.max(1, Math.ceil((oldest * MINUTE_MS + DAY_MS - now) / 1000));
  }

  reset(): void {
    this.usage.clear();
  }
}

export interface LatencyOptions {
  ms: number;
  jitterMs: number;
  /** Answer in rounds: hold each request until none has arrived for `ms`, then answer all held ones together (rounds.ts). */
  rounds?: boolean;
}

export function latencyDelay({ ms, jitterMs }: LatencyOptions): number {
  if (ms <= 0 && jitterMs <= 0) return 0;
  return Math.max(0, ms + (jitterMs > 0 ? (Math.random() * 2 - 1) * jitterMs : 0));
}
