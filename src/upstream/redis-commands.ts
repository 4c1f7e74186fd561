/**
 * The Lua commands the quota layer defines on its Redis connection (shared-cache.ts, pacer.ts), typed
 * the way ioredis documents for `defineCommand`.
 */
import type { Result } from 'ioredis';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** KEYS: generations hash; ARGV: value-key prefix, path, fresh flag, kinds… → [generation, text?]. */
    fieldgraphCacheLookup(generationsKey: string, ...args: string[]): Result<[string, string | null | undefined], Context>;
    /** KEYS: the key's log; ARGV: window ms, limit, member, mode → 0, the wait in ms, or the count. */
    fieldgraphPace(logKey: string, windowMs: number, limit: number, member: string, mode: string): Result<number, Context>;
  }
}
