/**
 * Rate shaping per API key: upstream requests are paced to the key's per-second limit instead of being
 * sent and refused with 429, and the daily budget is tracked.
 *
 * Per second: the upstream counts the requests of the last second (a sliding window), so the pacer
 * does too: a log of send times per key (memory: an array; Redis: a sorted set trimmed and counted in
 * one Lua call, on Redis's clock, so instances share one window). The fixed-window and token-bucket
 * limiters of rate-limiter-flexible and bottleneck either let twice the limit through across a window
 * edge (429s) or cut a screen's one wave of 76 requests into several; a sliding log does neither.
 * A request that would wait longer than `maxWaitMs`, or finds `maxQueue` already waiting, fails with
 * RATE_LIMITED and `retryAfter` instead.
 *
 * Per day: rate-limiter-flexible counts the requests sent (memory or Redis), and the upstream's own
 * `X-RateLimit-Limit`/`-Remaining`, when it sends them, say what is really left.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Dispatcher } from 'undici';
import { upstreamKeyRemaining, upstreamKeyRequests, upstreamPacedTotal } from '../metrics.js';
import { UpstreamError } from './errors.js';

export interface PacerConfig {
  /** Requests per second per key; 0 = no pacing. */
  perSecond: number;
  /** Added to the one-second window, so requests sent 1 s apart that arrive closer still fit, ms. */
  marginMs: number;
  /** The longest a request waits for a slot before it fails with RATE_LIMITED, ms. */
  maxWaitMs: number;
  /** Requests of one key allowed to wait at once; more fail at once with RATE_LIMITED. */
  maxQueue: number;
  /** The key's daily budget when the upstream does not report one. */
  perDay: number;
}

/** What `rateLimit` shows of the upstream side of one key. */
export interface BudgetStatus {
  perSecondLimit: number;
  /** Requests sent for this key in the last second (on this instance, or all of them with Redis). */
  usedLastSecond: number;
  dailyLimit: number;
  /** What the upstream last said is left today, less what was sent since; else the budget less what was counted. */
  remainingToday: number;
  /** When the counted day ends (the upstream's own reset is not reported). */
  resetAt: Date | null;
  /** When the upstream last reported its budget, if it did. */
  reportedAt: Date | null;
}

interface Reported {
  limit: number;
  remaining: number;
  at: number;
  sentSince: number;
}

const DAY_S = 86_400;
const MAX_KEYS = 10_000;

/** The key's hash, as used for scopes, Redis keys and metric labels; never the key itself. */
export const hashKey = (apiKey: string) => createHash('sha256').update(apiKey).digest('base64url');

export abstract class Pacer {
  private readonly waiting = new Map<string, number>();
  private readonly reported = new LRUCache<string, Reported>({ max: MAX_KEYS });
  protected readonly daily: RateLimiterAbstract;

  constructor(
    protected readonly config: PacerConfig,
    daily: RateLimiterAbstract,
  ) {
    this.daily = daily;
  }

  /** Takes a slot for one request of `scope` (a key hash), waiting for one if need be. */
  async acquire(scope: string, resource: string, signal?: AbortSignal): Promise<void> {
    const report = this.reported.get(scope);
    if (report && report.remaining - report.sentSince <= 0 && Date.now() - report.at < 60_000) {
      upstreamPacedTotal.inc({ outcome: 'refused' });
      throw new UpstreamError('RATE_LIMITED', `${resource}: this API key's daily upstream budget is spent; retry later`, { reason: 'daily_budget', retryAfter: 60 });
    }
    if (this.config.perSecond > 0) await this.slot(scope, resource, signal);
    if (report) report.sentSince++;
    void this.daily.penalty(scope, 1).catch(() => undefined);
  }

  private async slot(scope: string, resource: string, signal?: AbortSignal): Promise<void> {
    let waited = 0;
    for (let first = true; ; first = false) {
      const wait = await this.take(scope);
      if (wait <= 0) {
        upstreamPacedTotal.inc({ outcome: first ? 'sent' : 'waited' });
        return;
      }
      const queued = this.waiting.get(scope) ?? 0;
      if (waited + wait > this.config.maxWaitMs || (first && queued >= this.config.maxQueue)) {
        upstreamPacedTotal.inc({ outcome: 'refused' });
        throw new UpstreamError('RATE_LIMITED', `${resource}: too many upstream requests for this API key right now; retry shortly`, {
          reason: 'paced',
          retryAfter: Math.max(1, Math.ceil(wait / 1000)),
        });
      }
      if (first) this.waiting.set(scope, queued + 1);
      try {
        await sleep(wait, undefined, { signal });
      } catch {
        throw signal?.reason ?? new UpstreamError('UPSTREAM_UNAVAILABLE', `${resource}: the request was abandoned while waiting for the rate limit`);
      } finally {
        if (first) {
          const left = (this.waiting.get(scope) ?? 1) - 1;
          if (left > 0) this.waiting.set(scope, left);
          else this.waiting.delete(scope);
        }
      }
      waited += wait;
    }
  }

  /** Records the upstream's own report of the key's budget. */
  report(scope: string, headers: Dispatcher.ResponseData['headers']): void {
    // Counted here, for answers the upstream accepted: a flood of made-up keys adds no metric series.
    upstreamKeyRequests.inc({ key: scope.slice(0, 12) });
    const limit = Number(headers['x-ratelimit-limit']);
    const remaining = Number(headers['x-ratelimit-remaining']);
    if (!Number.isFinite(limit) || !Number.isFinite(remaining)) return;
    this.reported.set(scope, { limit, remaining, at: Date.now(), sentSince: 0 });
    upstreamKeyRemaining.set({ key: scope.slice(0, 12) }, remaining);
  }

  async status(scope: string): Promise<BudgetStatus> {
    const report = this.reported.get(scope);
    const counted = await this.daily.get(scope).catch(() => null);
    const dailyLimit = report?.limit ?? this.config.perDay;
    return {
      perSecondLimit: this.config.perSecond,
      usedLastSecond: await this.used(scope),
      dailyLimit,
      remainingToday: Math.max(0, report ? report.remaining - report.sentSince : dailyLimit - (counted?.consumedPoints ?? 0)),
      resetAt: counted ? new Date(Date.now() + counted.msBeforeNext) : null,
      reportedAt: report ? new Date(report.at) : null,
    };
  }

  /** The last reported budget (`X-RateLimit-*`) of a key. */
  lastReport(scope: string): { limit: number; remaining: number; at: number } | undefined {
    const r = this.reported.get(scope);
    return r && { limit: r.limit, remaining: r.remaining - r.sentSince, at: r.at };
  }

  /** 0 when a request may go now (and it is counted), else the ms until a slot frees. */
  protected abstract take(scope: string): Promise<number>;
  protected abstract used(scope: string): Promise<number>;
  get windowMs(): number {
    return 1_000 + this.config.marginMs;
  }
}

export class MemoryPacer extends Pacer {
  private readonly logs = new LRUCache<string, number[]>({ max: MAX_KEYS });

  constructor(config: PacerConfig) {
    super(config, new RateLimiterMemory({ points: config.perDay, duration: DAY_S, keyPrefix: 'daily' }));
  }

  protected async take(scope: string): Promise<number> {
    const now = Date.now();
    const log = this.prune(scope, now);
    if (log.length < this.config.perSecond) {
      log.push(now);
      return 0;
    }
    return log[0] + this.windowMs - now + 1;
  }

  protected async used(scope: string): Promise<number> {
    return this.prune(scope, Date.now()).length;
  }

  private prune(scope: string, now: number): number[] {
    let log = this.logs.get(scope);
    if (!log) this.logs.set(scope, (log = []));
    let drop = 0;
    while (drop < log.length && log[drop] <= now - this.windowMs) drop++;
    if (drop) log.splice(0, drop);
    return log;
  }
}

/** KEYS[1] = the key's log; ARGV = window ms, limit, member, count-only flag; answers 0 (taken) or the wait in ms. */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if ARGV[4] == '1' then return n end
if n < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + window - now + 1
`;

export class RedisPacer extends Pacer {
  private sequence = 0;
  private readonly instance = Math.random().toString(36).slice(2, 10);

  constructor(
    config: PacerConfig,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super(config, new RateLimiterRedis({ storeClient: redis, points: config.perDay, duration: DAY_S, keyPrefix: `${prefix}daily` }));
    if (!('fieldgraphPace' in redis)) redis.defineCommand('fieldgraphPace', { numberOfKeys: 1, lua: TAKE });
  }

  protected take(scope: string): Promise<number> {
    return this.call(scope, false);
  }

  protected used(scope: string): Promise<number> {
    return this.call(scope, true).catch(() => 0);
  }

  private async call(scope: string, countOnly: boolean): Promise<number> {
    const pace = (this.redis as unknown as { fieldgraphPace(...args: (string | number)[]): Promise<number> }).fieldgraphPace;
    const member = `${this.instance}:${++this.sequence}`;
    return Number(await pace.call(this.redis, `${this.prefix}pace:${scope}`, this.windowMs, this.config.perSecond, member, countOnly ? '1' : '0'));
  }
}
