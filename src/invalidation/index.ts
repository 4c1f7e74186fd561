/**
 * Record-level invalidation: the one mechanism by which anything the gateway remembers learns that a
 * record changed. Tags are plain strings (the upstream layer names them: `projects#5` is one record,
 * `projects` that kind's lists, `@key:<hash>` one key's trust); `invalidate(tags)` stamps each tag with
 * the time of the change, and whatever was read before that stamp and holds the tag is stale.
 *
 * - `stampOf(tags)` / `isFresh(tags, readAt)`: the check every cache makes against this instance's view.
 * - `subscribe(listener)`: told of every invalidation, this instance's and (with Redis) every other's.
 * - With Redis, an invalidation is stamped with Redis's clock, written where the Redis cache's lookup
 *   script checks it (`tagKey`), and published to the other instances, whose local views follow.
 *
 * Stamps are milliseconds. An answer read at `readAt` is fresh while every tag it holds has a stamp
 * strictly below `readAt`, so a change and a read within the same millisecond count as stale. Stamps
 * are kept `retentionMs` (the longest anything is cached); past that, whatever they could make stale
 * has expired anyway. Past `maxTags` remembered stamps, the view is folded into one floor stamp (all
 * earlier reads stale), so memory stays bounded whatever the write rate.
 */
import { randomUUID } from 'node:crypto';
import type { Redis, Result } from 'ioredis';
import type { RedisGuard } from '../redis-guard.js';
import type { Peers } from '../peers.js';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** ARGV: tag-key prefix, retention ms, channel, origin, tags… → the stamp. */
    fieldgraphInvalidate(...args: Array<string | number>): Result<number, Context>;
  }
}

export type Tag = string;

export type InvalidationListener = (tags: readonly Tag[], stamp: number) => void;

export interface Invalidations {
  /** The current time on the invalidation clock (ms). */
  now(): number;
  /** Marks every answer that holds one of `tags`, read before now, as stale, on every instance. Resolves with the stamp. */
  invalidate(tags: readonly Tag[]): Promise<number>;
  /** The latest stamp of any of `tags` (or the floor), as this instance knows it; 0 when none was ever invalidated. */
  stampOf(tags: Iterable<Tag>): number;
  /** Whether an answer holding `tags`, read at `readAt`, is unchanged since. */
  isFresh(tags: Iterable<Tag>, readAt: number): boolean;
  /** The stamp of the latest invalidation of any tag this instance knows of. */
  readonly last: number;
  /** Records an invalidation another instance made (told directly while Redis does not answer) and tells the listeners. */
  apply(tags: readonly Tag[], stamp: number): void;
  /** Called for every invalidation, local or (with Redis) from another instance; returns the unsubscribe. */
  subscribe(listener: InvalidationListener): () => void;
  /** Resolves once invalidations of other instances reach this one (with Redis, the channel is subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface InvalidationOptions {
  /** How long a stamp matters: the longest TTL of anything checked against it, ms. */
  retentionMs: number;
  /** Stamps kept at most before folding into the floor. */
  maxTags?: number;
  /** The clock, injectable for tests. */
  clock?: () => number;
}

/** Every answer read before this tag's stamp is stale: set when Redis returns after invalidations it missed. */
export const FLOOR_TAG: Tag = '@floor';

/** Where a tag's stamp lives in Redis (the Redis cache's lookup script reads it). */
export const tagKey = (prefix: string, tag: Tag) => `${prefix}inv|${tag}`;

const DEFAULT_MAX_TAGS = 200_000;
/** How long a write waits for Redis to take its invalidation, ms. */
const WRITE_TIMEOUT_MS = 1_000;
/** How often tags Redis missed are sent again, ms. */
const RETRY_MS = 250;
/** Tags kept for Redis at most; beyond, the floor goes up instead. */
const MAX_PENDING = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** This instance's view of the stamps; the whole mechanism when there is no Redis. */
export class LocalInvalidations implements Invalidations {
  private readonly stamps = new Map<Tag, number>();
  private readonly listeners = new Set<InvalidationListener>();
  private floor = 0;
  private lastStamp = 0;
  private lastPrune = 0;
  protected readonly clock: () => number;
  private readonly maxTags: number;

  constructor(protected readonly options: InvalidationOptions) {
    this.clock = options.clock ?? Date.now;
    this.maxTags = options.maxTags ?? DEFAULT_MAX_TAGS;
  }

  now(): number {
    return this.clock();
  }

  async invalidate(tags: readonly Tag[]): Promise<number> {
    const stamp = this.clock();
    this.apply(tags, stamp);
    return stamp;
  }

  /** Records stamps (local or from another instance) and tells the listeners. */
  apply(tags: readonly Tag[], stamp: number): void {
    if (tags.length === 0) return;
    for (const tag of tags) if ((this.stamps.get(tag) ?? 0) < stamp) this.stamps.set(tag, stamp);
    if (stamp > this.lastStamp) this.lastStamp = stamp;
    this.prune(stamp);
    for (const listener of this.listeners) listener(tags, stamp);
  }

  stampOf(tags: Iterable<Tag>): number {
    let max = Math.max(this.floor, this.stamps.get(FLOOR_TAG) ?? 0);
    for (const tag of tags) {
      const stamp = this.stamps.get(tag);
      if (stamp !== undefined && stamp > max) max = stamp;
    }
    return max;
  }

  isFresh(tags: Iterable<Tag>, readAt: number): boolean {
    if (this.floor >= readAt || (this.stamps.get(FLOOR_TAG) ?? 0) >= readAt) return false;
    for (const tag of tags) {
      const stamp = this.stamps.get(tag);
      if (stamp !== undefined && stamp >= readAt) return false;
    }
    return true;
  }

  get last(): number {
    return this.lastStamp;
  }

  subscribe(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.listeners.clear();
  }

  /** Stamps older than the retention go (at most once per tenth of it); too many fold into the floor. */
  private prune(now: number): void {
    const { retentionMs } = this.options;
    if (this.stamps.size > this.maxTags) {
      this.floor = Math.max(this.floor, this.lastStamp);
      this.stamps.clear();
      return;
    }
    if (now - this.lastPrune < retentionMs / 10) return;
    this.lastPrune = now;
    for (const [tag, stamp] of this.stamps) if (now - stamp > retentionMs) this.stamps.delete(tag);
  }
}

/**
 * KEYS: none; ARGV[1] = tag-key prefix, ARGV[2] = retention ms, ARGV[3] = channel, ARGV[4] = origin, ARGV[5..] = tags.
 * Stamps each tag, and `@last`, with Redis's clock (kept for the retention), publishes `origin stamp tag tag …`, answers the stamp.
 */
const INVALIDATE = `
local t = redis.call('TIME')
local stamp = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 5, #ARGV do redis.call('SET', ARGV[1] .. ARGV[i], stamp, 'PX', ARGV[2]) end
redis.call('SET', ARGV[1] .. '@last', stamp, 'PX', ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[4] .. ' ' .. stamp .. ' ' .. table.concat(ARGV, ' ', 5))
return stamp
`;

/**
 * Stamps in Redis, shared by every instance; each instance keeps its local view in step through pub/sub.
 * Through the connection's guard: while Redis is slow or down, an invalidation applies to this instance
 * only, and when Redis answers again the tags changed meanwhile are sent to it, so no answer kept in Redis
 * from before can contradict a change made meanwhile.
 */
export class RedisInvalidations extends LocalInvalidations {
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly listening: Promise<void>;
  /** Redis's clock minus this one's, from the last stamp Redis gave: `now()` is on Redis's clock. */
  private skew = 0;
  private readonly guard: RedisGuard | undefined;
  /** The other instances, told directly what Redis cannot tell them. */
  private readonly peers: Peers | undefined;
  /** Names this instance in what it publishes. */
  private readonly origin = randomUUID();

  /** Invalidations made while Redis was not answering: their tags go to Redis as soon as it is back. */
  private missed = false;
  /** Tags Redis has not taken yet, sent again every RETRY_MS. */
  private pending = new Set<Tag>();
  private retry: NodeJS.Timeout | undefined;
  private flushing = false;
  private readonly onError: ((error: Error) => void) | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: InvalidationOptions & { onError?: (error: Error) => void; guard?: RedisGuard; peers?: Peers },
  ) {
    super(options);
    this.guard = options.guard;
    this.peers = options.peers;
    this.onError = options.onError;
    this.guard?.onChange((healthy) => {
      // What Redis kept from before may hold a record changed meanwhile: the tags changed here go to Redis
      // at once (the floor only when there were too many to keep), not a floor over every kept answer,
      // which made every instance read the whole upstream again at once.
      if (healthy && this.missed) void this.flush();
    });
    this.channel = `${prefix}invalidations`;
    redis.defineCommand('fieldgraphInvalidate', { numberOfKeys: 0, lua: INVALIDATE });
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', (error: Error) => options.onError?.(error));
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [origin, stamp, ...tags] = message.split(' ');
      const at = Number(stamp);
      // This instance applied its own invalidations when it made them.
      if (origin !== this.origin && Number.isFinite(at) && tags.length > 0) this.apply(tags, at);
    });
    this.listening = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: Error) => options.onError?.(error),
    );
  }

  override now(): number {
    return this.clock() + this.skew;
  }

  /**
   * Stamped by Redis and published. A write waits for it up to WRITE_TIMEOUT_MS, longer than a read's
   * guard: an invalidation other instances miss lets them serve what it changed. If Redis fails anyway,
   * this instance forgets at once and the tags are sent again until Redis takes them (and while Redis is
   * degraded, they go as soon as it is back); meanwhile the other instances are told directly (with
   * INSTANCE_URL), and the write waits for them, bounded.
   */
  override async invalidate(tags: readonly Tag[]): Promise<number> {
    if (tags.length === 0) return this.now();
    if (this.guard && !this.guard.healthy) return this.withoutRedis(tags);
    try {
      const stamp = Number(await withTimeout(this.send(tags), WRITE_TIMEOUT_MS));
      this.skew = stamp - this.clock();
      this.apply(tags, stamp);
      // An instance whose heartbeat is late may be cut off from Redis alone: it hears of this only directly.
      await this.peers?.tellLate('invalidations', { tags, stamp });
      return stamp;
    } catch (error) {
      this.onError?.(error as Error);
      return this.withoutRedis(tags);
    }
  }

  /** Applied here, kept for Redis, and told to the other instances directly. */
  private async withoutRedis(tags: readonly Tag[]): Promise<number> {
    const stamp = this.keepForLater(tags);
    await this.peers?.tell('invalidations', { tags, stamp });
    return stamp;
  }

  private send(tags: readonly Tag[]): Promise<number> {
    return this.redis.fieldgraphInvalidate(tagKey(this.prefix, ''), this.options.retentionMs, this.channel, this.origin, ...tags);
  }

  /** Applies `tags` here now and sends them to Redis again later (too many: the floor goes up instead). */
  private keepForLater(tags: readonly Tag[]): number {
    const stamp = this.now();
    this.apply(tags, stamp);
    this.missed = true;
    for (const tag of tags) if (this.pending.size < MAX_PENDING) this.pending.add(tag);
    if (this.pending.size >= MAX_PENDING) this.pending = new Set([FLOOR_TAG]);
    if (!this.retry) {
      this.retry = setInterval(() => void this.flush(), RETRY_MS);
      this.retry.unref();
    }
    return stamp;
  }

  /** Sends what Redis missed; once it took everything, the retries stop. */
  private async flush(): Promise<void> {
    if (this.flushing || (this.guard && !this.guard.healthy)) return;
    this.flushing = true;
    const tags = [...this.pending];
    try {
      await withTimeout(this.send(tags), WRITE_TIMEOUT_MS);
      for (const tag of tags) this.pending.delete(tag);
      if (this.pending.size === 0) {
        clearInterval(this.retry);
        this.retry = undefined;
        this.missed = false;
      }
    } catch {
      // Tried again at the next tick.
    } finally {
      this.flushing = false;
    }
  }

  override ready(): Promise<void> {
    return this.listening;
  }

  override async close(): Promise<void> {
    clearInterval(this.retry);
    await super.close();
    this.subscriber.disconnect();
  }
}
