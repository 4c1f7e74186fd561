/**
 * Rate shaping per API key: upstream requests are paced to the key's per-second limit instead of being
 * sent and refused with 429, and the daily budget is tracked.
 *
 * Per second: the upstream counts the requests that arrived in the last second (a sliding window), so
 * the pacer does too: a log per key (memory: an array; Redis: a sorted set trimmed and counted in one
 * Lua call, on Redis's clock, so instances share one window). A request holds its place from the moment
 * it is sent until one window after its answer came back: it arrived somewhere in between, and only
 * then is it certain to have left the upstream's window, however the network or the upstream delayed it. The fixed-window and token-bucket
 * limiters of rate-limiter-flexible and bottleneck either let twice the limit through across a window
 * edge (429s) or cut a screen's one wave of 76 requests into several; a sliding log does neither.
 * A request that would wait longer than `maxWaitMs`, or finds `maxQueue` already waiting, fails with
 * RATE_LIMITED and `retryAfter` instead.
 *
 * Per day: rate-limiter-flexible counts the requests sent (memory or Redis), and the upstream's own
 * `X-RateLimit-Limit`/`-Remaining`, when it sends them, say what is really left.
 */
import { createHash } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import './redis-commands.js';
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

const MAX_KEPT_KEY_LENGTH = 256;
const keyHashes = new LRUCache<string, string>({ max: 1_000 });

/**
 * The key's hash, as used for scopes, Redis keys and metric labels; never the key itself. An operation
 * asks for it three times (key check, pacing, cost report), so the hashes of recent keys are kept: a
 * SHA-256 per ask was 3% of a small operation's CPU. Only key-sized strings are kept.
 */
export function hashKey(apiKey: string): string {
  const known = keyHashes.get(apiKey);
  if (known !== undefined) return known;
  const hash = createHash('sha256').update(apiKey).digest('base64url');
  if (apiKey.length <= MAX_KEPT_KEY_LENGTH) keyHashes.set(apiKey, hash);
  return hash;
}

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

  /**
   * Takes a slot for one request of `scope` (a key hash), waiting for one if need be. Call the
   * function it resolves with once the request has its answer (or failed).
   */
  async acquire(scope: string, resource: string, signal?: AbortSignal): Promise<() => void> {
    // The daily budget is tracked, not enforced here: an upstream that reports 0 left but still serves
    // (a sandbox without enforcement, a budget raised since) is not second-guessed; its 429 says when.
    const report = this.reported.get(scope);
    const member = this.config.perSecond > 0 ? await this.slot(scope, resource, signal) : undefined;
    if (report) report.sentSince++;
    void this.daily.penalty(scope, 1).catch(() => undefined);
    return member === undefined ? noop : () => void this.release(scope, member).catch(() => undefined);
  }

  private async slot(scope: string, resource: string, signal?: AbortSignal): Promise<string> {
    let waited = 0;
    for (let first = true; ; first = false) {
      const member = `${this.instance}:${++this.sequence}`;
      const wait = await this.take(scope, member);
      if (wait <= 0) {
        upstreamPacedTotal.inc({ outcome: first ? 'sent' : 'waited' });
        return member;
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
      // Every request of an operation waiting here listens to its one deadline signal (100 is a normal
      // level); lifted here, not per operation, as it costs ~7 µs and most operations never wait.
      if (signal) setMaxListeners(0, signal);
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

  /** 0 when a request may go now (it is logged as in flight under `member`), else the ms until a slot may free. */
  protected abstract take(scope: string, member: string): Promise<number>;
  /** The request `member` has its answer: its place in the window now ends one window from now. */
  protected abstract release(scope: string, member: string): Promise<void>;
  protected abstract used(scope: string): Promise<number>;
  private sequence = 0;
  private readonly instance = Math.random().toString(36).slice(2, 10);
  get windowMs(): number {
    return 1_000 + this.config.marginMs;
  }
}

/** While a request is in flight its place has no end yet. */
const IN_FLIGHT = Number.POSITIVE_INFINITY;
/** How long to look again when every place is held by a request still in flight, ms. */
const POLL_MS = 25;

export class MemoryPacer extends Pacer {
  /** Per key: member → when its place ends (in flight: never yet). */
  private readonly logs = new LRUCache<string, Map<string, number>>({ max: MAX_KEYS });

  constructor(config: PacerConfig) {
    super(config, new RateLimiterMemory({ points: config.perDay, duration: DAY_S, keyPrefix: 'daily' }));
  }

  protected async take(scope: string, member: string): Promise<number> {
    const now = Date.now();
    const log = this.prune(scope, now);
    if (log.size < this.config.perSecond) {
      log.set(member, IN_FLIGHT);
      return 0;
    }
    let soonest = IN_FLIGHT;
    for (const ends of log.values()) soonest = Math.min(soonest, ends);
    return soonest === IN_FLIGHT ? POLL_MS : soonest - now + 1;
  }

  protected async release(scope: string, member: string): Promise<void> {
    const log = this.logs.get(scope);
    if (log?.has(member)) log.set(member, Date.now() + this.windowMs);
  }

  protected async used(scope: string): Promise<number> {
    return this.prune(scope, Date.now()).size;
  }

  private prune(scope: string, now: number): Map<string, number> {
    let log = this.logs.get(scope);
    if (!log) {
      log = new Map();
      this.logs.set(scope, log);
    }
    for (const [member, ends] of log) if (ends <= now) log.delete(member);
    return log;
  }
}

/**
 * KEYS[1] = the key's log (member → when its place ends; in flight = +inf); ARGV = window ms, limit,
 * member, mode ('take', 'count' or 'release'). Take answers 0 (taken) or the ms to wait.
 */
const PACE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
if ARGV[4] == 'release' then
  if redis.call('ZSCORE', KEYS[1], ARGV[3]) then redis.call('ZADD', KEYS[1], now + window, ARGV[3]) end
  redis.call('PEXPIRE', KEYS[1], 600000)
  return 0
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local n = redis.call('ZCARD', KEYS[1])
if ARGV[4] == 'count' then return n end
if n < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], '+inf', ARGV[3])
  -- A request whose answer never came (the instance died) holds its place for 10 minutes at most.
  redis.call('PEXPIRE', KEYS[1], 600000)
  return 0
end
local soonest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if soonest[2] == 'inf' or soonest[2] == '+inf' then return ${POLL_MS} end
return tonumber(soonest[2]) - now + 1
`;

export class RedisPacer extends Pacer {
  constructor(
    config: PacerConfig,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super(config, new RateLimiterRedis({ storeClient: redis, points: config.perDay, duration: DAY_S, keyPrefix: `${prefix}daily` }));
    redis.defineCommand('fieldgraphPace', { numberOfKeys: 1, lua: PACE });
  }

  protected take(scope: string, member: string): Promise<number> {
    return this.call(scope, member, 'take');
  }

  protected async release(scope: string, member: string): Promise<void> {
    await this.call(scope, member, 'release');
  }

  protected used(scope: string): Promise<number> {
    return this.call(scope, '', 'count').catch(() => 0);
  }

  private async call(scope: string, member: string, mode: 'take' | 'count' | 'release'): Promise<number> {
    return Number(await this.redis.fieldgraphPace(`${this.prefix}pace:${scope}`, this.windowMs, this.config.perSecond, member, mode));
  }
}

const noop = () => undefined;
