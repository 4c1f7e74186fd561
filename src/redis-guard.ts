/**
 * Redis as a dependency that fails open. Every Redis call on a request's path goes through the guard of
 * its connection, which bounds it in time and falls back to this instance's memory when Redis is slow
 * or down, so a stalled or dead Redis costs requests some sharing between instances, never an answer.
 *
 * Contract of `guard.run(call, fallback)`:
 * - `call()` runs at most `commandTimeoutMs` (REDIS_COMMAND_TIMEOUT_MS). When it rejects or is still
 *   running then, `run` resolves with `fallback()` instead (the call's late result or error is dropped).
 *   When one call times out, every call still waiting on the connection falls back with it (answers come in
 *   order, so none of them could be answered sooner); each counts as a failure.
 *   A command already written may still execute on Redis later (after a freeze): a caller whose call has
 *   a lasting effect (a slot taken, a claim made) undoes it from its fallback if it matters. The
 *   connection's own `commandTimeout` (4× that, at least 250 ms) only bounds calls made without a guard.
 * - `breakerThreshold` consecutive failures (REDIS_BREAKER_THRESHOLD) mark the connection degraded: from
 *   then on `call` is not started at all and `fallback()` answers at once. Every `retryMs` (REDIS_RETRY_MS)
 *   the guard itself tries Redis (its heartbeat, else a PING), never a request's call, so no request waits
 *   out a timeout while Redis is down; that trial's success marks the connection ok again, without a restart.
 * - `fallback` must not touch Redis and should be cheap; it may be async. Its own error is `run`'s error.
 * - `guard.healthy` is false while degraded (or during a trial); `guard.onChange(listener)` calls
 *   `listener(healthy)` once per transition (after the warn log and the `fieldgraph_redis_transitions_total`
 *   metric), and returns a function that removes the listener.
 * - `guard.instancesAlive()`: on a guard made with `heartbeatKey`, the gateway instances that wrote their
 *   heartbeat in the last few seconds (this one included; the last figure known while Redis is down,
 *   at least 1; for those few seconds after Redis is back a lower count is not believed yet), or
 *   `fallbackInstances` when set: what a per-instance share of a shared limit is divided by.
 * - `guard.peers()`: with `advertise` (INSTANCE_URL) written in the heartbeats, the other instances' URLs as of
 *   the last heartbeat Redis answered, for telling them directly what Redis cannot (src/peers.ts);
 *   `guard.latePeers()`, those whose own heartbeat was late then (they may not hear Redis, though it answers here).
 * - `guard.outageReservePercent` (REDIS_OUTAGE_RESERVE_PERCENT): the part of a shared limit its users keep
 *   out of Redis while it is healthy, to spend at once when it fails (src/upstream/pacer.ts).
 *
 * One guard per connection: `openRedis()` makes both and `RedisGuard.of(redis)` finds the guard of a
 * connection (a module that is only handed the connection, like the upstream cache, uses that).
 */
import { randomBytes } from 'node:crypto';
import { BrokenCircuitError, type CircuitState, ConsecutiveBreaker, circuitBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisGuardConfig } from './config.js';
import { redisFallbacksTotal, redisHealthy, redisTransitionsTotal } from './metrics.js';

export type RedisGuardOptions = Pick<RedisGuardConfig, 'commandTimeoutMs' | 'breakerThreshold' | 'retryMs'> & {
  /** Names the connection in logs and metrics (`shared`: upstream cache and pacing; `events`: dedup and replay). */
  role: string;
  logger?: Logger;
  /** When set, this instance writes a heartbeat under this key every `retryMs`, and counts the live ones. */
  heartbeatKey?: string;
  /** What `instancesAlive()` answers when above 0 (REDIS_FALLBACK_INSTANCES), instead of the heartbeats' count. */
  fallbackInstances?: number;
  /** Percent of a shared limit kept out of Redis for an outage (REDIS_OUTAGE_RESERVE_PERCENT); 0 when unset. */
  outageReservePercent?: number;
  /** With `heartbeatKey`: how the other instances reach this one (INSTANCE_URL), written with its heartbeat. */
  advertise?: string;
  /** The other instances' origins until a heartbeat is answered (REDIS_FALLBACK_PEERS): `peers()` for an instance started during an outage. */
  fallbackPeers?: readonly string[];
};

/** Defaults of a guard made for a connection nobody registered (a test building a client by hand). */
export const DEFAULT_GUARD: Omit<RedisGuardOptions, 'role'> = { commandTimeoutMs: 50, breakerThreshold: 3, retryMs: 1_000 };

const guards = new WeakMap<Redis, RedisGuard>();

/** A heartbeat older than this many retry periods (and at least this many ms) no longer counts an instance as alive. */
const ALIVE_PERIODS = 3;
const ALIVE_MIN_MS = 3_000;

/**
 * KEYS[1] the heartbeat set; ARGV: this instance's member (`id` or `id url`), how long a heartbeat counts
 * an instance alive, ms, how old one is late, ms, how long a member is kept at all, ms → each member kept,
 * followed by its state: 0 fresh, 1 late but alive, 2 no longer counted alive (kept to be told of changes).
 */
const HEARTBEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[4]))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]) * 2)
local beats = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
for i = 2, #beats, 2 do
  local age = now - tonumber(beats[i])
  beats[i] = (age > tonumber(ARGV[2]) and '2') or (age > tonumber(ARGV[3]) and '1') or '0'
end
return beats
`;

type WithHeartbeat = Redis & { fieldgraphHeartbeat(key: string, member: string, aliveMs: number, lateMs: number, keepMs: number): Promise<string[]> };

/** A heartbeat older than this many retry periods is late: that instance may not hear Redis (a partition). */
const LATE_PERIODS = 2;
/** An instance whose heartbeat stopped is still told of changes this long (it may be cut off from Redis alone), ms. */
const KEEP_MS = 60_000;

class Timeout extends Error {}
class Lost extends Error {}

/** ioredis states in which a command would only wait for a reconnection. */
const LOST = new Set(['reconnecting', 'close', 'end']);

export class RedisGuard {
  /** The guard registered for a connection by `openRedis` (or `new RedisGuard`), if any. */
  static of(redis: Redis): RedisGuard | undefined {
    return guards.get(redis);
  }

  /** The connection's guard, made with the defaults when none was registered. */
  static for(redis: Redis, role = 'shared'): RedisGuard {
    return guards.get(redis) ?? new RedisGuard(redis, { ...DEFAULT_GUARD, role });
  }

  readonly role: string;
  private readonly policy: CircuitBreakerPolicy;
  private readonly listeners = new Set<(healthy: boolean) => void>();
  private state = true;
  private alive = 1;
  /** When Redis last turned healthy again (ms since epoch): until every instance wrote its heartbeat since, a lower count is not believed. */
  private healthySince = 0;
  private readonly instanceId = randomBytes(6).toString('base64url');
  /** The other instances' URLs from the last heartbeat (kept while Redis is down); before any, REDIS_FALLBACK_PEERS. */
  private peerUrls: readonly string[];
  /** Of those, the ones whose heartbeat was late: they may not be hearing Redis while this instance does. */
  private latePeerUrls: readonly string[] = [];
  private readonly timer: NodeJS.Timeout;
  /** How to fail each bounded command still waiting for its answer. */
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisGuardOptions,
  ) {
    this.role = options.role;
    this.peerUrls = (options.fallbackPeers ?? []).filter((url) => url !== options.advertise);
    // Half-open as soon as the next tick comes: only the guard's own tick calls through while degraded.
    this.policy = circuitBreaker(handleAll, { halfOpenAfter: 0, breaker: new ConsecutiveBreaker(options.breakerThreshold) });
    this.policy.onBreak(() => this.transition(false));
    this.policy.onHalfOpen(() => this.transition(false));
    this.policy.onReset(() => this.transition(true));
    redisHealthy.set({ role: this.role }, 1);
    if (options.heartbeatKey) redis.defineCommand('fieldgraphHeartbeat', { numberOfKeys: 1, lua: HEARTBEAT });
    guards.set(redis, this);
    // One timer per connection, not per key: the heartbeat, and the trial that brings a degraded connection back.
    this.timer = setInterval(() => void this.tick(), options.retryMs).unref();
    void this.tick();
  }

  /** False while Redis is degraded: callers are answered by their fallback. */
  get healthy(): boolean {
    return this.state;
  }

  /** `listener(healthy)` once per transition; returns the function that removes it. */
  onChange(listener: (healthy: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** See the module's header: `call()` bounded in time and behind the breaker, else `fallback()`. */
  async run<T>(call: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.state) {
      redisFallbacksTotal.inc({ role: this.role, reason: 'degraded' });
      return fallback();
    }
    return this.attempt(call, fallback);
  }

  /** `call()` through the breaker, bounded in time, else `fallback()`: a request's call while healthy, or the guard's trial. */
  private async attempt<T>(call: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    try {
      // A connection lost and not yet back cannot answer: a failure at once, not a wait in ioredis's offline queue.
      return await this.policy.execute(() => (LOST.has(this.redis.status) ? Promise.reject(new Lost('redis connection lost')) : this.bounded(call)));
    } catch (error) {
      redisFallbacksTotal.inc({ role: this.role, reason: error instanceof BrokenCircuitError ? 'degraded' : error instanceof Timeout ? 'timeout' : 'error' });
      return fallback();
    }
  }

  /** Instances whose heartbeat was seen recently, this one included (needs `heartbeatKey`). */
  instancesAlive(): number {
    return this.options.fallbackInstances || this.alive;
  }

  /**
   * How to reach the other instances that wrote their heartbeat recently, with their URL (`advertise`):
   * as of the last heartbeat Redis answered, so still known while it is down; until Redis first answers,
   * the ones configured (`fallbackPeers`).
   */
  peers(): readonly string[] {
    return this.peerUrls;
  }

  /** The other instances whose heartbeat Redis had not had for `LATE_PERIODS` retry periods at the last one. */
  latePeers(): readonly string[] {
    return this.latePeerUrls;
  }

  /** Percent of a shared limit kept out of Redis while it is healthy, for an outage. */
  get outageReservePercent(): number {
    return this.options.outageReservePercent ?? 0;
  }

  /** How often a degraded connection is tried again, ms. */
  get retryMs(): number {
    return this.options.retryMs;
  }

  /** Resolves once the connection is ready (tests, start-up), or after `ms` regardless. */
  async ready(ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.redis.status !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  close(): void {
    clearInterval(this.timer);
    this.listeners.clear();
  }

  private bounded<T>(call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        this.waiting.delete(fail);
      };
      const fail = (error: Error) => {
        settle();
        reject(error);
      };
      // Decided after the I/O phase: when the event loop was busy, an answer that arrived in time is read first.
      const timer = setTimeout(() => setImmediate(() => this.waiting.has(fail) && this.stalled()), this.options.commandTimeoutMs);
      this.waiting.add(fail);
      call().then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  /**
   * The oldest command waiting ran out of time. Redis answers a connection's commands in order, so none sent
   * after it can be answered sooner: they all fall back now, rather than each waiting out its own timeout.
   */
  private stalled(): void {
    const error = new Timeout('redis command timed out');
    for (const fail of [...this.waiting]) fail(error);
  }

  private async tick(): Promise<void> {
    const key = this.options.heartbeatKey;
    if (key) {
      const aliveMs = Math.max(ALIVE_MIN_MS, ALIVE_PERIODS * this.options.retryMs);
      const me = this.options.advertise ? `${this.instanceId} ${this.options.advertise}` : this.instanceId;
      const beats = await this.attempt(
        () => (this.redis as WithHeartbeat).fieldgraphHeartbeat(key, me, aliveMs, LATE_PERIODS * this.options.retryMs, Math.max(KEEP_MS, aliveMs)),
        () => undefined,
      );
      let n = 0;
      if (beats) {
        const urls = new Set<string>();
        const fresh = new Set<string>();
        for (let i = 0; i < beats.length; i += 2) {
          const state = beats[i + 1];
          if (state !== '2') n++;
          const url = beats[i]!.split(' ')[1];
          if (url === undefined || url === this.options.advertise) continue;
          urls.add(url);
          // An instance that restarted under the same URL is heard again.
          if (state === '0') fresh.add(url);
        }
        this.peerUrls = [...urls];
        this.latePeerUrls = [...urls].filter((url) => !fresh.has(url));
      }
      // Right after an outage (a restarted Redis is empty, a long freeze expired every heartbeat) the set
      // holds only the instances that wrote since: a lower count waits one alive period to be believed,
      // else an instance could pace to a share meant for fewer instances, should Redis fail again.
      if (n >= this.alive || (n > 0 && Date.now() - this.healthySince >= aliveMs)) this.alive = n;
    } else if (!this.state) {
      await this.attempt(
        () => this.redis.ping(),
        () => undefined,
      );
    }
  }

  private transition(healthy: boolean): void {
    if (healthy === this.state) return;
    this.state = healthy;
    if (healthy) this.healthySince = Date.now();
    redisHealthy.set({ role: this.role }, healthy ? 1 : 0);
    redisTransitionsTotal.inc({ role: this.role, to: healthy ? 'ok' : 'degraded' });
    if (healthy) this.options.logger?.warn({ role: this.role }, 'redis is answering again: instances share through it again');
    else this.options.logger?.warn({ role: this.role }, 'redis is slow or unreachable: falling back to this instance until it answers');
    for (const listener of this.listeners) listener(healthy);
  }

  /** For /readyz and tests: the breaker's state. */
  get circuit(): CircuitState {
    return this.policy.state;
  }
}

/**
 * A Redis connection for the request path, with its guard: each command gives up after the guard's
 * timeout, a connection lost is retried within half a second, and commands unanswered when it was lost
 * are not sent again (their callers already fell back).
 */
export function openRedis(url: string, options: RedisGuardOptions, extra: RedisOptions = {}): { redis: Redis; guard: RedisGuard } {
  const redis = new Redis(url, {
    // A backstop for calls made without the guard; the guard's own bound is the one callers see.
    commandTimeout: Math.max(250, options.commandTimeoutMs * 4),
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 50, 500),
    ...extra,
  });
  // The URL may hold a password: log the error code only, and once per outage (ioredis retries every 500 ms).
  let logged = false;
  redis.on('error', (err: NodeJS.ErrnoException) => {
    if (!logged) options.logger?.warn({ role: options.role, code: err.code }, 'redis connection error');
    logged = true;
  });
  redis.on('ready', () => (logged = false));
  const guard = new RedisGuard(redis, options);
  // quit() or disconnect() ends the guard's timer with the connection.
  redis.once('end', () => guard.close());
  return { redis, guard };
}
