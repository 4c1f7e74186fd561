/**
 * Idempotent receipt (EVT-4): the first delivery of an event claims its key for a TTL; repeats in that
 * window are dropped. The key is the `key` with a hash of the event's content (event.ts
 * `deliveryKey`), so a delivery forged with the id of a real event to come claims only itself. In
 * memory by default; with Redis one `SET NX` with expiry, so every gateway instance sees the same claims.
 * Redis failing open (src/redis-guard.ts): every claim is also kept in this instance's memory, which
 * answers alone while Redis is slow or down (a repeat sent to this instance is still dropped; one sent
 * to another instance then may be published twice, which a subscriber's `afterEventId` tolerates).
 */
import type { Redis } from 'ioredis';
import { RedisGuard } from '../redis-guard.js';

export interface Dedup {
  /** True for the first delivery of `key` within the TTL, false for a repeat. */
  claim(key: string): Promise<boolean>;
  /** Gives a claim back (the event could not be published, so the upstream's retry must get through). */
  release(key: string): Promise<void>;
}

export class MemoryDedup implements Dedup {
  /** Insertion order = expiry order (one TTL for all), so expired entries are always at the front. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    /** Hard cap on remembered ids, so a flood of distinct ids cannot grow memory without bound. */
    private readonly maxEntries = 100_000,
  ) {}

  async claim(key: string): Promise<boolean> {
    const now = Date.now();
    for (const [id, expires] of this.seen) {
      if (expires > now && this.seen.size < this.maxEntries) break;
      this.seen.delete(id);
    }
    if (this.seen.has(key)) return false;
    this.seen.set(key, now + this.ttlMs);
    return true;
  }

  async release(key: string): Promise<void> {
    this.seen.delete(key);
  }
}

export class RedisDedup implements Dedup {
  private readonly guard: RedisGuard;
  private readonly memory: MemoryDedup;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {
    this.guard = RedisGuard.for(redis, 'events');
    this.memory = new MemoryDedup(ttlMs);
  }

  async claim(key: string): Promise<boolean> {
    const here = await this.memory.claim(key);
    if (!here) return false;
    const first = await this.guard.run(
      async () => (await this.redis.set(this.key(key), '1', 'PX', this.ttlMs, 'NX')) === 'OK',
      () => true,
    );
    // A repeat of what another instance claimed stays claimed here too: this instance drops it alone next time.
    return first;
  }

  async release(key: string): Promise<void> {
    await this.memory.release(key);
    await this.guard.run(
      async () => void (await this.redis.del(this.key(key))),
      () => undefined,
    );
  }

  private key(key: string): string {
    return `${this.prefix}seen:${key}`;
  }
}
