/**
 * Rate shaping per API key: requests wait for a place under the key's per-second limit instead of being
 * refused with 429, and the day's budget is counted. A sliding log, as the upstream counts (a fixed window
 * lets twice the limit through at its edge); a place is held until one window after the answer, when it
 * surely left the upstream's window. Waiting too long or behind a full queue fails with RATE_LIMITED.
 */
import { createHash } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import './redis-commands.js';
import type { Dispatcher } from 'undici';
import { RedisGuard } from '../redis-guard.js';
import { upstreamKeyRemaining, upstreamKeyRequests, upstreamPacedTotal } from '../metrics.js';
import { newestOfFullest } from '../limits.js';
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
  /** Percent of the day's budget kept for writes: reads are refused when only that much is left. */
  writeReservePercent?: number;
  /** Percent of the key's day one user's reads may spend (0: no share per user). */
  userDailyPercent?: number;
  /** The clock (ms since epoch); injectable for tests. Date.now by default. */
  now?: () => number;
}

/** Something that makes an AbortSignal when asked (a shared GET's stop): only a request that waits asks. */
export interface SignalSource {
  readonly signal: AbortSignal;
}

const signalOf = (source: AbortSignal | SignalSource | undefined): AbortSignal | undefined =>
  source === undefined || source instanceof AbortSignal ? source : source.signal;

/** What a request is, for the day's budget: writes may spend the reserve, reads may not. */
export type RequestKind = 'read' | 'write';

/** A request waiting for a place, in its user's turn. */
interface Waiter {
  user: string;
  member: string;
  resolve(member: string): void;
  reject(error: unknown): void;
  done: boolean;
}

/**
 * The requests of one key waiting for a place, per user, served in turn: each user's oldest request,
 * one user after the other, so a user with a burst of requests takes one place in turn while others
 * wait, not all of them ahead of everyone (a round robin over users, first in first out within one).
 */
class FairQueue {
  private readonly byUser = new Map<string, Waiter[]>();
  size = 0;

  push(waiter: Waiter): void {
    const queue = this.byUser.get(waiter.user);
    if (queue) queue.push(waiter);
    else this.byUser.set(waiter.user, [waiter]);
    this.size++;
  }

  /** The waiter whose turn it is (undefined when none waits). */
  peek(): Waiter | undefined {
    for (const queue of this.byUser.values()) return queue[0];
    return undefined;
  }

  /**
   * The queue is full and `user` asks: the newest waiter of the user with the most waiting, when that user
   * has at least two more than `user` (so the newcomer takes its place and the two come closer), else
   * undefined. One user's burst fills the key's queue only until another user asks.
   */
  displaced(user: string): Waiter | undefined {
    return newestOfFullest(this.byUser.values(), this.byUser.get(user)?.length ?? 0);
  }

  /** Removes `waiter`; after its turn its user goes to the back of the round (one that left unserved keeps its place). */
  remove(waiter: Waiter, servedInTurn = false): void {
    const queue = this.byUser.get(waiter.user);
    const at = queue ? queue.indexOf(waiter) : -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    this.size--;
    if (queue.length === 0) this.byUser.delete(waiter.user);
    else if (servedInTurn) {
      this.byUser.delete(waiter.user);
      this.byUser.set(waiter.user, queue);
    }
  }
}

/** When a spent day is looked at again: at most one request per key goes upstream this often to learn whether it freed. */
const SPENT_PROBE_MS = 60_000;

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

const DAY_MS = 86_400_000;

/** A user's day is filed under the key's hash and a hash of the user's name (any text a header may carry). */
const userDayKey = (scope: string, user: string) => `${scope}:${createHash('sha256').update(user).digest('base64url').slice(0, 16)}`;
const MAX_KEYS = 10_000;
/** Keys whose requests are counted under their own metric label; others' series are removed, least recently used first. */
const MAX_KEY_LABELS = 1_000;

const MAX_KEPT_KEY_LENGTH = 256;
const keyHashes = new LRUCache<string, string>({ max: 1_000 });

/**
 * The key's hash, for scopes, Redis keys and metric labels; never the key itself. Recent keys' hashes are
 * kept, since an operation asks three times (key check, pacing, cost report); only key-sized strings.
 */
export function hashKey(apiKey: string): string {
  const known = keyHashes.get(apiKey);
  if (known !== undefined) return known;
  const hash = createHash('sha256').update(apiKey).digest('base64url');
  if (apiKey.length <= MAX_KEPT_KEY_LENGTH) keyHashes.set(apiKey, hash);
  return hash;
}

/** Per-key metric series, bounded: the least recently seen key's series go when a new key needs room. */
const labelled = new LRUCache<string, true>({
  max: MAX_KEY_LABELS,
  dispose: (_v, key) => {
    upstreamKeyRequests.remove({ key });
    upstreamKeyRemaining.remove({ key });
  },
});

/** A key's day: what was counted and when the count ends. */
interface DayCount {
  used: number;
  resetAt: number;
}

/**
 * The daily count per key, in memory: bounded in keys, no timer per key (an entry past its day reads
 * as empty). Only keys the upstream accepted are counted (see `Pacer.report`), so a wrong key has none.
 */
class MemoryDaily {
  private readonly days = new LRUCache<string, DayCount>({ max: MAX_KEYS });

  add(scope: string, n: number, now = Date.now()): void {
    const day = this.get(scope, now);
    if (day) day.used += n;
    else this.days.set(scope, { used: n, resetAt: now + DAY_MS });
  }

  get(scope: string, now = Date.now()): DayCount | undefined {
    const day = this.days.get(scope);
    return day && day.resetAt > now ? day : undefined;
  }

  set(scope: string, day: DayCount): void {
    this.days.set(scope, day);
  }
}

export abstract class Pacer {
  /** Per key, the requests waiting for a place, in their users' turns. */
  private readonly queues = new Map<string, FairQueue>();
  private readonly pumping = new Set<string>();
  private readonly reported = new LRUCache<string, Reported>({ max: MAX_KEYS });
  /** Per key, until when the upstream said its day is spent (a daily 429's Retry-After), ms since epoch. */
  private readonly spentUntil = new LRUCache<string, number>({ max: MAX_KEYS });
  /** Per key, when a request last went to learn whether a spent day has freed. */
  private readonly probedAt = new LRUCache<string, number>({ max: MAX_KEYS });
  /**
   * Per key, requests that passed the day's check and have not finished: the upstream's next report of
   * the day may not count them yet (most are still waiting for a place), so it is read less these.
   */
  private readonly unfinished = new Map<string, number>();
  protected readonly memoryDaily = new MemoryDaily();
  /** Per key and user (`userDayKey`), what the user's requests spent of the key's day (with a share per user only). */
  protected readonly userDaily = new MemoryDaily();

  protected readonly now: () => number;

  constructor(protected readonly config: PacerConfig) {
    this.now = config.now ?? Date.now;
  }

  /**
   * Takes a slot for one request of `scope` (a key hash) for `user` (who is behind it: waiting requests
   * are served one user after the other), waiting for one if need be. Call the function it resolves
   * with once the request has its answer (or failed). A request the day's budget cannot take fails at
   * once with RATE_LIMITED (`reason: daily_budget`, and when it frees).
   */
  async acquire(scope: string, resource: string, signal?: AbortSignal | SignalSource, user = '', kind: RequestKind = 'read'): Promise<() => void> {
    const stranger = this.accepted.has(scope) ? undefined : await this.strangers.enter(scope, resource, this.config.maxWaitMs, signal);
    let member: string | undefined;
    // Counted against the day as soon as it passes the day's check, so that requests queued for a place
    // cannot all pass the check together and spend past the reserve; given back if it is never sent.
    let counted: Reported | undefined;
    let passed = false;
    const share = this.config.userDailyPercent ?? 0;
    const userDay = share > 0 ? userDayKey(scope, user) : undefined;
    try {
      this.checkDay(scope, resource, kind);
      if (userDay !== undefined && kind === 'read') this.checkUserDay(scope, userDay, resource, share);
      passed = true;
      this.unfinished.set(scope, (this.unfinished.get(scope) ?? 0) + 1);
      counted = this.reported.get(scope);
      if (counted) counted.sentSince++;
      member = this.config.perSecond > 0 ? await this.slot(scope, resource, signal, user) : undefined;
    } catch (error) {
      if (counted && counted === this.reported.get(scope) && counted.sentSince > 0) counted.sentSince--;
      if (passed) this.finished(scope);
      stranger?.();
      throw error;
    }
    const placed = member;
    return () => {
      this.finished(scope);
      if (userDay !== undefined) this.countUserDay(userDay);
      stranger?.();
      if (placed !== undefined) void this.release(scope, placed).catch(() => undefined);
    };
  }

  private finished(scope: string): void {
    const n = (this.unfinished.get(scope) ?? 1) - 1;
    if (n > 0) this.unfinished.set(scope, n);
    else this.unfinished.delete(scope);
  }

  /**
   * Whether any instance counted an answer the upstream accepted for the key today (the shared day's count
   * with Redis, this instance's without): false for a key the upstream never accepted, a made-up one.
   */
  async countedToday(scope: string): Promise<boolean> {
    return (await this.dayOf(scope)) !== undefined;
  }

  /** Whether the upstream answered the key (`scope`, its hash) lately with anything but a 401, here. */
  knows(scope: string): boolean {
    return this.accepted.has(scope);
  }

  /** Keys the upstream answered (any answer but a 401) lately: they skip the strangers' lane. */
  private readonly accepted = new LRUCache<string, true>({ max: MAX_KEYS });
  /** Keys not (yet) accepted share a few places upstream, so a flood of wrong keys cannot take the pool from the others. */
  private readonly strangers = new StrangerLane(MAX_STRANGER_KEYS, MAX_STRANGERS_WAITING);

  /**
   * The day's budget spent on purpose: once it is known to be spent nothing goes upstream until it frees
   * (one request a minute looks whether the rolling day has freed some), and reads stop while only the
   * share kept for writes is left.
   */
  private checkDay(scope: string, resource: string, kind: RequestKind, now = this.now()): void {
    const spent = this.spentUntil.get(scope);
    const spentNow = spent !== undefined && spent > now;
    const left = this.leftToday(scope, now);
    const limit = this.reported.get(scope)?.limit ?? this.config.perDay;
    const reserve = kind === 'write' ? 0 : Math.ceil((limit * (this.config.writeReservePercent ?? 0)) / 100);
    if (!spentNow && (left === undefined || left > reserve)) return;
    const probed = this.probedAt.get(scope) ?? 0;
    if (!spentNow && now - probed >= SPENT_PROBE_MS) {
      this.probedAt.set(scope, now);
      return;
    }
    const resetAt = spentNow ? spent : probed + SPENT_PROBE_MS;
    upstreamPacedTotal.inc({ outcome: 'refused' });
    const what = !spentNow && left !== undefined && left > 0 ? 'down to the share kept for writes' : 'spent';
    throw new UpstreamError(
      'RATE_LIMITED',
      `${resource}: this API key's daily upstream budget is ${what}; try again after ${new Date(resetAt).toISOString()}`,
      {
        reason: 'daily_budget',
        retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)),
        resetAt: new Date(resetAt).toISOString(),
      },
    );
  }

  /**
   * One user's reads may spend `share` percent of the key's day (`UPSTREAM_USER_DAILY_PERCENT`), so one
   * user's day of heavy reading cannot leave the key's other users none. Writes are not held to it.
   */
  private checkUserDay(scope: string, userDay: string, resource: string, share: number, now = this.now()): void {
    const day = this.userDaily.get(userDay, now);
    const limit = this.reported.get(scope)?.limit ?? this.config.perDay;
    if (!day || day.used < Math.floor((limit * share) / 100)) return;
    upstreamPacedTotal.inc({ outcome: 'refused' });
    throw new UpstreamError(
      'RATE_LIMITED',
      `${resource}: you have spent your share (${share}%) of this API key's daily upstream budget; try again after ${new Date(day.resetAt).toISOString()}`,
      {
        reason: 'user_daily_budget',
        retryAfter: Math.max(1, Math.ceil((day.resetAt - now) / 1000)),
        resetAt: new Date(day.resetAt).toISOString(),
      },
    );
  }

  /** A request of a user (with a share per user) has been sent: counted against the user's share of the day. */
  protected countUserDay(userDay: string): void {
    this.userDaily.add(userDay, 1, this.now());
  }

  /** What is left of the key's day as last known here (the upstream's report less what went since), never below 0. */
  private leftToday(scope: string, now: number): number | undefined {
    const report = this.reported.get(scope);
    if (report) return Math.max(0, report.remaining - report.sentSince);
    const day = this.memoryDaily.get(scope, now);
    return day ? Math.max(0, this.config.perDay - day.used) : undefined;
  }

  private async slot(scope: string, resource: string, source: AbortSignal | SignalSource | undefined, user: string): Promise<string> {
    const member = `${this.instance}:${++this.sequence}`;
    let queue = this.queues.get(scope);
    if (!queue || queue.size === 0) {
      // Nobody waits: a place now, if there is one, without queueing.
      if ((await this.take(scope, member)) <= 0) {
        upstreamPacedTotal.inc({ outcome: 'sent' });
        return member;
      }
      queue = this.queues.get(scope);
    }
    if (queue && queue.size >= this.config.maxQueue) {
      // Full: a user with fewer waiting takes the place of the newest request of the user with the most.
      const displaced = queue.displaced(user);
      if (!displaced) throw this.refusal(resource, queue.size);
      displaced.reject(this.refusal(resource, queue.size));
    }
    if (!queue) {
      queue = new FairQueue();
      this.queues.set(scope, queue);
    }
    const waiting = queue;
    const signal = signalOf(source);
    return new Promise<string>((resolve, reject) => {
      const waiter: Waiter = {
        user,
        member,
        done: false,
        resolve: (taken) => finish(undefined, taken),
        reject: (error) => finish(error),
      };
      const onAbort = () =>
        finish(signal?.reason ?? new UpstreamError('UPSTREAM_UNAVAILABLE', `${resource}: the request was abandoned while waiting for the rate limit`));
      const timer = setTimeout(() => finish(this.refusal(resource, waiting.size)), this.config.maxWaitMs);
      timer.unref();
      const finish = (error: unknown, taken?: string) => {
        if (waiter.done) return;
        waiter.done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        waiting.remove(waiter, taken !== undefined);
        if (taken !== undefined) resolve(taken);
        else reject(error);
      };
      if (signal?.aborted) return onAbort();
      // Every request of an operation waiting here listens to its one signal (100 is a normal level).
      if (signal) setMaxListeners(0, signal);
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
      void this.pump(scope, waiting);
    });
  }

  /** Hands the key's places to its waiting requests as they free, in their users' turns. */
  private async pump(scope: string, queue: FairQueue): Promise<void> {
    if (this.pumping.has(scope)) return;
    this.pumping.add(scope);
    try {
      for (let next = queue.peek(); next; next = queue.peek()) {
        const wait = await this.take(scope, next.member);
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        if (next.done) {
          // It left (deadline, client gone) while its place was taken: the place is given back.
          await this.release(scope, next.member).catch(() => undefined);
          continue;
        }
        upstreamPacedTotal.inc({ outcome: 'waited' });
        next.resolve(next.member);
      }
    } finally {
      this.pumping.delete(scope);
      if (queue.size === 0 && this.queues.get(scope) === queue) this.queues.delete(scope);
    }
  }

  private refusal(resource: string, queued: number): UpstreamError {
    upstreamPacedTotal.inc({ outcome: 'refused' });
    return new UpstreamError('RATE_LIMITED', `${resource}: too many upstream requests for this API key right now; retry shortly`, {
      reason: 'paced',
      retryAfter: Math.max(1, Math.ceil(queued / Math.max(1, this.config.perSecond))),
    });
  }

  /**
   * Records an answer the upstream gave the key (any but a 401): counted against its day, and the
   * upstream's own report of the budget kept. A wrong key's request is never counted, so it leaves no
   * daily state and no metric series behind.
   */
  report(scope: string, headers: Dispatcher.ResponseData['headers']): void {
    this.accepted.set(scope, true);
    const label = scope.slice(0, 12);
    labelled.set(label, true);
    upstreamKeyRequests.inc({ key: label });
    this.countDay(scope);
    const limit = Number(headers['x-ratelimit-limit']);
    const remaining = Number(headers['x-ratelimit-remaining']);
    if (!Number.isFinite(limit) || !Number.isFinite(remaining)) return;
    // Nothing left and told when to come back: the day is spent until then.
    const retryAfter = Number(headers['retry-after']);
    if (remaining <= 0 && Number.isFinite(retryAfter) && retryAfter > 0) this.spentUntil.set(scope, this.now() + retryAfter * 1000);
    // The requests still unfinished (the one reported has finished) may not be in this count yet.
    this.reported.set(scope, { limit, remaining, at: this.now(), sentSince: this.unfinished.get(scope) ?? 0 });
    upstreamKeyRemaining.set({ key: label }, remaining);
  }

  async status(scope: string): Promise<BudgetStatus> {
    const report = this.reported.get(scope);
    const counted = await this.dayOf(scope).catch(() => undefined);
    const dailyLimit = report?.limit ?? this.config.perDay;
    return {
      perSecondLimit: this.config.perSecond,
      usedLastSecond: await this.used(scope),
      dailyLimit,
      remainingToday: Math.max(0, report ? report.remaining - report.sentSince : dailyLimit - (counted?.used ?? 0)),
      resetAt: counted ? new Date(counted.resetAt) : null,
      reportedAt: report ? new Date(report.at) : null,
    };
  }

  /** The last reported budget (`X-RateLimit-*`) of a key. */
  lastReport(scope: string): { limit: number; remaining: number; at: number } | undefined {
    const r = this.reported.get(scope);
    return r && { limit: r.limit, remaining: Math.max(0, r.remaining - r.sentSince), at: r.at };
  }

  /** 0 when a request may go now (it is logged as in flight under `member`), else the ms until a slot may free. */
  protected abstract take(scope: string, member: string): Promise<number>;
  /** The request `member` has its answer: its place in the window now ends one window from now. */
  protected abstract release(scope: string, member: string): Promise<void>;
  protected abstract used(scope: string): Promise<number>;
  /** One more request of the key answered today. */
  protected abstract countDay(scope: string): void;
  protected abstract dayOf(scope: string): Promise<DayCount | undefined>;
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
/** A request in flight longer than this (its answer lost with an instance) no longer holds a place, ms. */
const MAX_IN_FLIGHT_MS = 120_000;

/** How often, at most, the logs of keys whose places all ended are dropped (on a take, not by a timer), ms. */
const SWEEP_MS = 1_000;

/**
 * This instance's sliding logs, per key: member → when its place ends (in flight: never yet). Bounded
 * in keys; a key's log is a small map that the least recently used keys give up first, and that is
 * dropped once all its places ended (swept at most once a second, on a take: no timer).
 */
class LocalLogs {
  private readonly logs = new LRUCache<string, Map<string, number>>({ max: MAX_KEYS });
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** 0 and the member logged in flight when fewer than `limit` places are held, else the ms to wait. */
  take(scope: string, member: string, limit: number, now = this.now()): number {
    if (now - this.sweptAt >= SWEEP_MS) this.sweep(now);
    const log = this.prune(scope, now);
    if (log.size < limit) {
      log.set(member, IN_FLIGHT);
      return 0;
    }
    let soonest = IN_FLIGHT;
    for (const ends of log.values()) soonest = Math.min(soonest, ends);
    return soonest === IN_FLIGHT ? POLL_MS : soonest - now + 1;
  }

  /** Logs a request another store granted (mirrored here, so this instance knows its own recent sends). */
  add(scope: string, member: string): void {
    this.prune(scope, this.now()).set(member, IN_FLIGHT);
  }

  /** Drops a place that was never used (its request was not sent). */
  abandon(scope: string, member: string): void {
    this.logs.get(scope)?.delete(member);
  }

  release(scope: string, member: string, windowMs: number): void {
    const log = this.logs.get(scope);
    if (log?.has(member)) log.set(member, this.now() + windowMs);
  }

  count(scope: string): number {
    return this.prune(scope, this.now()).size;
  }

  /** Every key's live places: member, and ms until it ends (undefined: in flight). */
  *live(now = this.now()): Generator<[scope: string, member: string, remainingMs: number | undefined]> {
    for (const [scope, log] of this.logs.entries()) {
      for (const [member, ends] of log) if (ends > now) yield [scope, member, ends === IN_FLIGHT ? undefined : ends - now];
    }
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [scope, log] of this.logs.entries()) {
      let live = false;
      for (const ends of log.values()) if (ends > now) live = true;
      if (!live) this.logs.delete(scope);
    }
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

export class MemoryPacer extends Pacer {
  private readonly logs = new LocalLogs(() => this.now());

  protected async take(scope: string, member: string): Promise<number> {
    return this.logs.take(scope, member, this.config.perSecond);
  }

  protected async release(scope: string, member: string): Promise<void> {
    this.logs.release(scope, member, this.windowMs);
  }

  protected async used(scope: string): Promise<number> {
    return this.logs.count(scope);
  }

  protected countDay(scope: string): void {
    this.memoryDaily.add(scope, 1, this.now());
  }

  protected async dayOf(scope: string): Promise<DayCount | undefined> {
    return this.memoryDaily.get(scope, this.now());
  }
}

/**
 * KEYS[1] = the key's log (member → when its place ends; in flight: IN_FLIGHT_BASE + when it was taken);
 * ARGV = window ms, limit (for 'add': the place's remaining ms, or -1 in flight), member, mode:
 * 'take' answers 0 (taken) or the ms to wait; 'count' the places held; 'release' starts the member's
 * last window; 'abandon' drops a member that was never sent; 'add' logs a place granted elsewhere.
 * A log with nothing in flight expires one window after its last release, so a key that stops (a wrong
 * key tried once) leaves nothing behind a second later.
 */
const PACE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local base = ${1e13}
local mode = ARGV[4]
if mode == 'release' then
  if redis.call('ZSCORE', KEYS[1], ARGV[3]) then redis.call('ZADD', KEYS[1], now + window, ARGV[3]) end
  if redis.call('ZCOUNT', KEYS[1], base, '+inf') == 0 then redis.call('PEXPIRE', KEYS[1], window) end
  return 0
end
if mode == 'abandon' then
  redis.call('ZREM', KEYS[1], ARGV[3])
  return 0
end
if mode == 'add' then
  local remaining = tonumber(ARGV[2])
  redis.call('ZADD', KEYS[1], remaining < 0 and (base + now) or (now + remaining), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ${MAX_IN_FLIGHT_MS})
  return 0
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[1], base, base + now - ${MAX_IN_FLIGHT_MS})
local n = redis.call('ZCARD', KEYS[1])
if mode == 'count' then return n end
if n < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], base + now, ARGV[3])
  -- A request whose answer never came (the instance died) holds its place for MAX_IN_FLIGHT_MS at most.
  redis.call('PEXPIRE', KEYS[1], ${MAX_IN_FLIGHT_MS})
  return 0
end
local soonest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if tonumber(soonest[2]) >= base then return ${POLL_MS} end
return tonumber(soonest[2]) - now + 1
`;

/** KEYS[1] = the key's daily count; ARGV = n, day ms → {count, ms left}. */
const DAILY = `
local n = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1]))
if n == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2])) end
return {n, redis.call('PTTL', KEYS[1])}
`;

type WithDaily = Redis & { fieldgraphDaily(key: string, n: number, dayMs: number): Promise<[number, number]> };

/**
 * The pacing shared by every instance through Redis, failing open: each Redis call is bounded and
 * guarded (src/redis-guard.ts). While Redis is healthy the shared window admits the key's rate less a
 * reserve kept for an outage (REDIS_OUTAGE_RESERVE_PERCENT). While Redis is degraded a key is paced
 * here to this instance's share of its rate (the rate divided by the instances seen alive, or
 * REDIS_FALLBACK_INSTANCES), so that all of them together still stay under it:
 * - this instance's own requests are always logged here too, so its share counts what it sent just before;
 * - for one window after Redis turns degraded, the other instances' requests of that window are in Redis
 *   only: this instance sends at most its part of the reserve (the reserve divided by the instances)
 *   until they left the upstream's window, then its share;
 * - when Redis answers again, the places held here are written to Redis, and for one window and one
 *   retry period (by then every instance has seen Redis back and written its own places) a place needs
 *   room both in this instance's share and in the shared window; then the shared window alone.
 * Why the sum never exceeds the rate in any window: before the outage the window held ≤ rate − reserve,
 * each instance adds ≤ reserve ÷ n in its first window and ≤ rate ÷ n afterwards (its old places included);
 * after Redis returns, every admission checks the shared window, which holds every instance's places once
 * all are back. The reserve is only spent for an outage that begins outside that settling period (an
 * outage right after one: the first window is quiet, as with no reserve), since places admitted per share
 * during the last outage may still fill the whole rate.
 */
export class RedisPacer extends Pacer {
  private readonly guard: RedisGuard;
  private readonly local = new LocalLogs(() => this.now());
  private readonly redisDaily: WithDaily;
  /** Until then, degraded pacing sends no more than this instance's part of the reserve (ms since epoch). */
  private quietUntil = 0;
  /** Whether the reserve may be spent in this quiet window (not when Redis failed again while settling). */
  private reserveOpen = false;
  /** Per key, the places of the reserve taken in this quiet window; cleared after it. */
  private readonly reserveTaken = new Map<string, number>();
  /** Until then, pacing keeps to this instance's share after Redis came back (ms since epoch). */
  private settleUntil = 0;

  constructor(
    config: PacerConfig,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super(config);
    redis.defineCommand('fieldgraphPace', { numberOfKeys: 1, lua: PACE });
    redis.defineCommand('fieldgraphDaily', { numberOfKeys: 1, lua: DAILY });
    this.redisDaily = redis as WithDaily;
    this.guard = RedisGuard.for(redis);
    this.guard.onChange((healthy) => {
      const now = this.now();
      if (!healthy) {
        this.reserveOpen = now >= this.settleUntil;
        this.reserveTaken.clear();
        this.quietUntil = now + this.windowMs;
        return;
      }
      this.settleUntil = now + this.windowMs + this.guard.retryMs;
      for (const [scope, member, remaining] of this.local.live(now)) this.redisCall(scope, member, 'add', remaining ?? -1);
    });
  }

  /** This instance's share of a key's rate while Redis is degraded. */
  get share(): number {
    return Math.max(1, Math.floor(this.config.perSecond / this.guard.instancesAlive()));
  }

  /** The part of a key's rate kept out of the shared window for an outage (rounded down, less than the rate). */
  get reserve(): number {
    const reserve = Math.floor((this.config.perSecond * this.guard.outageReservePercent) / 100);
    return Math.max(0, Math.min(reserve, this.config.perSecond - 1));
  }

  /** What this instance may send at once in the first window of an outage: its part of the reserve, rounded down. */
  get reservePart(): number {
    return Math.floor(this.reserve / this.guard.instancesAlive());
  }

  protected async take(scope: string, member: string): Promise<number> {
    const now = this.now();
    if (!this.guard.healthy) return this.takeLocal(scope, member, now);
    // Settling after Redis came back: other instances may not have written their places yet, so a place
    // needs room in this instance's share as well as in the shared window.
    const settling = now < this.settleUntil;
    if (settling) {
      const wait = this.takeLocal(scope, member, now);
      if (wait > 0) return wait;
    }
    let sent = false;
    let fellBack = false;
    const wait = await this.guard.run(
      () => {
        sent = true;
        return this.pace(scope, member, 'take', this.config.perSecond - this.reserve);
      },
      () => {
        fellBack = true;
        // A take that timed out may still run on Redis later: its place is given back behind it.
        if (sent) this.redisCall(scope, member, 'abandon');
        if (settling) this.local.abandon(scope, member);
        // One slow answer while Redis is still shared: look again shortly (the other instances still
        // pace through Redis); once it is degraded, this instance's part of the reserve, then its share.
        return this.guard.healthy ? POLL_MS : this.takeLocal(scope, member, this.now());
      },
    );
    if (fellBack) return wait;
    if (wait > 0) {
      if (settling) this.local.abandon(scope, member);
    } else if (!settling) this.local.add(scope, member);
    return wait;
  }

  protected async release(scope: string, member: string): Promise<void> {
    this.local.release(scope, member, this.windowMs);
    if (this.guard.healthy) this.redisCall(scope, member, 'release');
  }

  protected used(scope: string): Promise<number> {
    return this.guard.run(
      () => this.pace(scope, '', 'count', 0),
      () => this.local.count(scope),
    );
  }

  protected countDay(scope: string): void {
    this.memoryDaily.add(scope, 1);
    void this.guard.run(
      async () => {
        const [used, left] = await this.redisDaily.fieldgraphDaily(`${this.prefix}daily:${scope}`, 1, DAY_MS);
        // What Redis counted (all instances) is what this instance shows while Redis is down.
        this.memoryDaily.set(scope, { used, resetAt: Date.now() + (left > 0 ? left : DAY_MS) });
      },
      () => undefined,
    );
  }

  /** Counted in Redis too, so a user's share is of what all instances sent for the user. */
  protected override countUserDay(userDay: string): void {
    super.countUserDay(userDay);
    void this.guard.run(
      async () => {
        const [used, left] = await this.redisDaily.fieldgraphDaily(`${this.prefix}udaily:${userDay}`, 1, DAY_MS);
        this.userDaily.set(userDay, { used, resetAt: Date.now() + (left > 0 ? left : DAY_MS) });
      },
      () => undefined,
    );
  }

  protected dayOf(scope: string): Promise<DayCount | undefined> {
    return this.guard.run(
      async () => {
        const key = `${this.prefix}daily:${scope}`;
        const [used, left] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
        return used === null ? undefined : { used: Number(used), resetAt: Date.now() + (left > 0 ? left : DAY_MS) };
      },
      () => this.memoryDaily.get(scope),
    );
  }

  /**
   * A place by this instance's own log: in the first window of an outage, one of its part of the reserve
   * (a place given back unused is not counted again: the reserve errs on the safe side); then its share.
   */
  private takeLocal(scope: string, member: string, now: number): number {
    if (now < this.quietUntil) {
      const taken = this.reserveTaken.get(scope) ?? 0;
      if (!this.reserveOpen || taken >= this.reservePart) return this.quietUntil - now;
      this.reserveTaken.set(scope, taken + 1);
      this.local.add(scope, member);
      return 0;
    }
    if (this.reserveTaken.size > 0) this.reserveTaken.clear();
    return this.local.take(scope, member, this.share, now);
  }

  private async pace(scope: string, member: string, mode: string, n: number): Promise<number> {
    return Number(await this.redis.fieldgraphPace(`${this.prefix}pace:${scope}`, this.windowMs, n, member, mode));
  }

  /** A Redis update nobody waits for; dropped when Redis is degraded or fails. */
  private redisCall(scope: string, member: string, mode: 'abandon' | 'add' | 'release', n = 0): void {
    void this.guard.run(
      () => this.pace(scope, member, mode, n),
      () => 0,
    );
  }
}

/** Keys not yet accepted that may have requests upstream at once (all of a key's requests go together). */
const MAX_STRANGER_KEYS = 32;
/** Requests of such keys allowed to wait for their turn; more fail at once with RATE_LIMITED. */
const MAX_STRANGERS_WAITING = 1_024;

/**
 * The lane of keys the upstream has not accepted yet (a new key, or a wrong one): at most `maxKeys` of
 * them have requests upstream at once, each key with all its requests (a new key's first screen still
 * goes in one wave); the others wait their turn in arrival order, at most `maxWaiting` of them. A flood
 * of distinct wrong keys thus holds a few upstream connections, never the pool the accepted keys use.
 */
class StrangerLane {
  private readonly inFlight = new Map<string, number>();
  private readonly waiting: Array<{ scope: string; go: () => void }> = [];

  constructor(
    private readonly maxKeys: number,
    private readonly maxWaiting: number,
  ) {}

  async enter(scope: string, resource: string, maxWaitMs: number, source?: AbortSignal | SignalSource): Promise<() => void> {
    const held = this.inFlight.get(scope);
    if (held !== undefined || this.inFlight.size < this.maxKeys) {
      this.inFlight.set(scope, (held ?? 0) + 1);
      return this.leaver(scope);
    }
    if (this.waiting.length >= this.maxWaiting) throw strangerRefusal(resource);
    const signal = signalOf(source);
    let entry!: { scope: string; go: () => void };
    const turn = new Promise<void>((resolve) => {
      entry = { scope, go: resolve };
      this.waiting.push(entry);
    });
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), maxWaitMs);
      signal?.addEventListener('abort', () => resolve('late'), { once: true });
    });
    const outcome = await Promise.race([turn, gaveUp]);
    clearTimeout(timer);
    if (outcome === 'late') {
      const at = this.waiting.indexOf(entry);
      if (at >= 0) {
        this.waiting.splice(at, 1);
        throw signal?.aborted ? signal.reason : strangerRefusal(resource);
      }
    }
    // Its turn came (possibly as it gave up): the place was counted for it by leave().
    return this.leaver(scope);
  }

  private leaver(scope: string): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const n = (this.inFlight.get(scope) ?? 1) - 1;
      if (n > 0) {
        this.inFlight.set(scope, n);
        return;
      }
      this.inFlight.delete(scope);
      // The next waiting key takes the place, with every waiting request of that key.
      const next = this.waiting.shift();
      if (!next) return;
      let count = 1;
      next.go();
      for (let i = this.waiting.length - 1; i >= 0; i--) {
        if (this.waiting[i]!.scope !== next.scope) continue;
        this.waiting[i]!.go();
        this.waiting.splice(i, 1);
        count++;
      }
      this.inFlight.set(next.scope, (this.inFlight.get(next.scope) ?? 0) + count);
    };
  }
}

function strangerRefusal(resource: string): UpstreamError {
  upstreamPacedTotal.inc({ outcome: 'refused' });
  return new UpstreamError('RATE_LIMITED', `${resource}: too many requests with keys the upstream has not accepted yet; retry shortly`, {
    reason: 'paced',
    retryAfter: 1,
  });
}
