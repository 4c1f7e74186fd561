/**
 * The Lua commands the quota layer defines on its Redis connection (shared-cache.ts, pacer.ts), typed
 * the way ioredis documents for `defineCommand`.
 */
import type { Result } from 'ioredis';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** ARGV: entry key, tag-key prefix, fresh flag, acceptedAt, trust ms, key tag, stale flag → [now, last, trusted, status?, text?, head?]. */
    fieldgraphCacheLookup(...args: string[]): Result<[number, number, number, string | undefined, string | undefined, string | undefined], Context>;
    /** KEYS: the key's log; ARGV: window ms, limit, member, mode → 0, the wait in ms, or the count. */
    fieldgraphPace(logKey: string, windowMs: number, limit: number, member: string, mode: string): Result<number, Context>;
  }
}
