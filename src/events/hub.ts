/**
 * The event hub of one gateway instance: a received event is claimed (dedup by eventId and content, EVT-4),
 * appended to the replay buffer and published; the hub's one pub/sub listener fans each published
 * event out to this instance's subscriber streams, which never block it. With `REDIS_URL` the claims,
 * the buffer and the pub/sub live in Redis, so N instances behave as one. Redis fails open
 * (src/redis-guard.ts): while it is slow or down, claims and the buffer answer from this instance's
 * memory and an event is handed to this instance's subscribers directly, and to the other instances'
 * through `peers` (src/peers.ts); an event that reaches a subscriber both ways (a publish that timed out
 * but went through) is delivered once.
 */
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LRUCache } from 'lru-cache';
import type { EventsConfig, RedisConfig } from '../config.js';
import { DEFAULT_GUARD, openRedis, type RedisGuard } from '../redis-guard.js';
import { deliveryKey, type WebhookEvent } from './event.js';
import { MemoryDedup, RedisDedup, type Dedup } from './dedup.js';
import { MemoryReplayBuffer, RedisReplayBuffer, type ReplayBuffer } from './replay.js';
import { SubscriberStream, type SubscriberOptions } from './subscriber.js';
import { SharedReads } from './shared-reads.js';
import { KeyCheck } from '../upstream/key-check.js';
import type { Peers } from '../peers.js';

export type PublishOutcome = 'published' | 'duplicate';

export interface EventHub {
  /** Dedup, buffer and publish one validated event. Rejects when the store is unreachable. */
  publish(event: WebhookEvent): Promise<PublishOutcome>;
  /** An event another instance received while Redis did not answer: dedup, buffer and this instance's subscribers. */
  receivedFromPeer(event: WebhookEvent): Promise<PublishOutcome>;
  /** A subscriber stream, live from now on; with `afterEventId`, what it missed first. */
  subscribe<T>(options: SubscriberOptions<T> & { afterEventId?: string | null }): SubscriberStream<T>;
  /** What the replay buffer holds now: events and their JSON bytes (tests, metrics). */
  bufferSize(): Promise<{ events: number; bytes: number }>;
  /** Resolves once the pub/sub listens (with Redis: the channel subscription is confirmed). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Re-reads of one event's record shared by the subscribers of one caller. */
  readonly reads: SharedReads;
  /** Whether the upstream accepts a subscriber's key, asked once per key and period. */
  readonly keys: KeyCheck;
  /** Per-subscriber queue bound, the overflow grace, the largest graphql-ws message a client may send (config). */
  readonly limits: { subscriberQueue: number; overflowGraceMs: number; wsMaxMessageBytes: number };
  /** Counters for tests and the benchmark. */
  readonly stats: { published: number; duplicates: number; subscribers: number; overflows: number };
  /** With Redis: the guard of the hub's command connection (is Redis answering?). */
  readonly redisGuard: RedisGuard | undefined;
}

export interface EventHubOptions {
  /** Runs for each new event (not a duplicate) before it is buffered and published: caches forget its record first. */
  beforePublish?: (event: WebhookEvent) => Promise<void>;
  /** Redis (`REDIS_URL`, its prefix, how its calls are bounded and when they fall back); unset or without a url = in memory. */
  redis?: Omit<RedisConfig, 'fallbackInstances' | 'failReadinessWhenDegraded' | 'instanceUrl' | 'instanceToken' | 'fallbackPeers'>;
  /** The other instances, told of an event Redis did not take. */
  peers?: Peers;
}

export function createEventHub(config: EventsConfig, logger: Logger, options: EventHubOptions = {}): EventHub {
  const { url: redisUrl, prefix = '', ...guardOptions } = options.redis ?? {};
  const topic = `${prefix}events`;
  const limits = { maxEvents: config.replayMaxEvents, maxBytes: config.replayMaxBytes, maxAgeMs: config.replayMaxAgeMs };
  let dedup: Dedup;
  let buffer: ReplayBuffer;
  let redis: { commands: Redis; subscriber: Redis } | undefined;
  let pubsub: ReturnType<typeof createPubSub<Record<string, [WebhookEvent]>>>;
  /** The Redis PUBLISH of the last publish() (undefined in memory): 'local' when Redis did not take it. */
  let lastPublish: Promise<unknown> | undefined;
  let redisGuard: RedisGuard | undefined;

  if (redisUrl) {
    // Commands and the subscription need separate connections (a subscribed connection takes no commands).
    // Commands are bounded and guarded; the subscription waits as long as it must (nothing waits on it).
    const guarded = openRedis(redisUrl, Object.assign({}, DEFAULT_GUARD, guardOptions, { role: 'events', logger }));
    redisGuard = guarded.guard;
    const subscriberClient = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2_000, retryStrategy: (n) => Math.min(n * 50, 500) });
    // The URL may hold a password: log the error code only.
    subscriberClient.on('error', (err: NodeJS.ErrnoException) => logger.debug({ role: 'subscriber', code: err.code }, 'redis connection error'));
    redis = { commands: guarded.redis, subscriber: subscriberClient };
    const guard = guarded.guard;
    dedup = new RedisDedup(redis.commands, prefix, config.dedupTtlMs);
    buffer = new RedisReplayBuffer(redis.commands, prefix, limits);
    const { commands, subscriber } = redis;
    // The event target fires its Redis calls without awaiting them: these adapters hand the publish
    // back to publish() (a failure must become a 503, not an unhandled rejection) and log a failed
    // (re)subscribe, which ready() reports.
    const publishClient = {
      publish: (channel: string, message: string) =>
        (lastPublish = guard.run<number | 'local'>(
          () => commands.publish(channel, message),
          () => 'local',
        )),
    };
    const subscribeClient = {
      on: (event: 'message', listener: (channel: string, message: string) => void) => subscriber.on(event, listener),
      subscribe: (channel: string) => subscriber.subscribe(channel).catch((err: Error) => logger.error({ err: err.message }, 'redis subscribe failed')),
      unsubscribe: (channel: string) => subscriber.unsubscribe(channel).catch(() => undefined),
    };
    pubsub = createPubSub({
      eventTarget: createRedisEventTarget({ publishClient: publishClient as unknown as Redis, subscribeClient: subscribeClient as unknown as Redis }),
    });
  } else {
    dedup = new MemoryDedup(config.dedupTtlMs);
    buffer = new MemoryReplayBuffer(limits);
    pubsub = createPubSub();
  }

  const subscribers = new Set<SubscriberStream<unknown>>();
  const stats = { published: 0, duplicates: 0, subscribers: 0, overflows: 0 };
  /** Events recently handed to this instance's subscribers: one that arrives both directly and through Redis goes once. */
  const fannedOut = new LRUCache<string, true>({ max: 1_000 });
  const fanOut = (event: WebhookEvent) => {
    const key = deliveryKey(event);
    if (fannedOut.has(key)) return;
    fannedOut.set(key, true);
    for (const s of subscribers) s.push(event);
  };
  const listener = pubsub.subscribe(topic);
  const pump = (async () => {
    for await (const event of listener) fanOut(event);
  })().catch((err) => logger.error({ err }, 'event fan-out stopped'));
  const listening = redis ? redis.subscriber.subscribe(topic).then(() => undefined) : Promise.resolve();
  // Logged here, rejected again for whoever awaits ready() (main.ts fails the boot on it).
  listening.catch((err: Error) => logger.error({ err: err.message }, 'event pub/sub is not listening'));

  return {
    stats,
    reads: new SharedReads(),
    keys: new KeyCheck({ ttlMs: config.keyCheckTtlMs }),
    redisGuard,
    limits: { subscriberQueue: config.subscriberQueue, overflowGraceMs: config.overflowGraceMs, wsMaxMessageBytes: config.wsMaxMessageBytes },
    async publish(event) {
      if (!(await dedup.claim(deliveryKey(event)))) {
        stats.duplicates++;
        return 'duplicate';
      }
      try {
        await options.beforePublish?.(event);
        await buffer.append(event);
        lastPublish = undefined;
        pubsub.publish(topic, event);
        // Redis did not take it: this instance's subscribers get it directly, the other instances' through them.
        if ((await lastPublish) === 'local') {
          fanOut(event);
          await options.peers?.tell('events', event);
        } else await options.peers?.tellLate('events', event);
      } catch (err) {
        // Not published: give the claim back so that the upstream's retry is not dropped as a duplicate.
        await dedup.release(deliveryKey(event)).catch(() => undefined);
        throw err;
      }
      stats.published++;
      return 'published';
    },
    async receivedFromPeer(event) {
      if (!(await dedup.claim(deliveryKey(event)))) return 'duplicate';
      await buffer.append(event).catch(() => undefined);
      fanOut(event);
      return 'published';
    },
    subscribe<T>(options: SubscriberOptions<T> & { afterEventId?: string | null }): SubscriberStream<T> {
      const stream: SubscriberStream<unknown> = new SubscriberStream(
        Object.assign({}, options as SubscriberOptions<unknown>, { onOverflow: () => stats.overflows++ }),
        () => {
          subscribers.delete(stream);
          stats.subscribers = subscribers.size;
        },
        options.afterEventId ? buffer.after(options.afterEventId) : undefined,
      );
      // Registered before the buffer is read, so nothing falls between the replay and the live events.
      subscribers.add(stream);
      stats.subscribers = subscribers.size;
      return stream as SubscriberStream<T>;
    },
    bufferSize: () => buffer.size(),
    ready: () => listening,
    async close() {
      for (const s of subscribers) await s.return();
      await listener.return();
      await pump;
      redisGuard?.close();
      if (redis) await Promise.all([redis.commands.quit().catch(() => undefined), redis.subscriber.quit().catch(() => undefined)]);
    },
  };
}
