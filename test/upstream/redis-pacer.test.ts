/**
 * The pacing shared through a real redis-server, with the pacer's own clock injected (Redis keeps its
 * own time for the shared window): while Redis is healthy the shared window keeps a reserve for an
 * outage; when Redis dies an instance sends at once its part of that reserve, not more, then its share;
 * when Redis is back, a settling instance's place needs room both in its share and in the shared window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { haveRedis, startRedis, type RunningRedis } from '../helpers/redis.js';
import { waitFor } from '../helpers/wait.js';
import { DEFAULT_GUARD, openRedis, type RedisGuard } from '../../src/redis-guard.js';
import { RedisPacer } from '../../src/upstream/pacer.js';

const RATE = 100;
const PREFIX = 'pacer:';
const KEY = 'key-hash';
let server: RunningRedis;
const connections: Redis[] = [];

/** An instance's pacer on its own connection and guard: 2 instances assumed, 10% of the rate kept for an outage. */
function instance(now: () => number): { pacer: RedisPacer; guard: RedisGuard; redis: Redis } {
  const { redis, guard } = openRedis(server.url, { ...DEFAULT_GUARD, role: 'shared', fallbackInstances: 2, outageReservePercent: 10 });
  connections.push(redis);
  const pacer = new RedisPacer({ perSecond: RATE, marginMs: 0, maxWaitMs: 60_000, maxQueue: 1_000, perDay: 1_000_000, now }, redis, PREFIX);
  // A key the upstream accepted: its requests skip the lane of strangers.
  pacer.report(KEY, {});
  return { pacer, guard, redis };
}

/** Whether `promise` has settled once the work already queued (promise jobs, timers due) ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const takeMany = (pacer: RedisPacer, n: number) => Promise.all(Array.from({ length: n }, () => pacer.acquire(KEY, 'projects')));
const held = () => server.client.zcard(`${PREFIX}pace:${KEY}`);

beforeAll(async () => {
  if (haveRedis) server = await startRedis();
});

afterAll(() => {
  for (const c of connections) c.disconnect();
  server?.stop();
});

describe.skipIf(!haveRedis)('RedisPacer: a reserve kept for an outage', () => {
  let now = 1_000_000_000;
  const clock = () => now;
  let a: ReturnType<typeof instance>;

  it('while Redis is healthy the shared window admits the rate less the reserve (100/s shared at 90/s)', async () => {
    const b = instance(clock);
    await b.guard.ready();
    const releases = await takeMany(b.pacer, 90);
    const over = b.pacer.acquire(KEY, 'projects');
    // The count goes after the 91st take on the same connection: by its answer that take was refused.
    expect((await b.pacer.status(KEY)).usedLastSecond).toBe(90);
    expect(await settled(over)).toBe(false);
    // Given back unsent (its places end a window after release, on Redis's clock): the next test starts empty.
    await server.client.del(`${PREFIX}pace:${KEY}`);
    (await over)();
    for (const release of releases) release();
    await server.client.del(`${PREFIX}pace:${KEY}`);
  });

  it('Redis killed: at once its part of the reserve (10 ÷ 2 instances = 5), not more, in the first window; then its share (50), old places included', async () => {
    a = instance(clock);
    await a.guard.ready();
    // Three requests sent through Redis before it dies, still in flight.
    await takeMany(a.pacer, 3);
    expect(await held()).toBe(3);
    await server.kill();
    const degraded = new Promise<void>((resolve) => a.guard.onChange((healthy) => !healthy && resolve()));
    for (let i = 0; i < DEFAULT_GUARD.breakerThreshold; i++) {
      await a.guard.run(
        () => a.redis.ping(),
        () => undefined,
      );
    }
    await degraded;
    expect(a.guard.healthy).toBe(false);

    await takeMany(a.pacer, 5);
    const sixth = a.pacer.acquire(KEY, 'projects');
    expect(await settled(sixth)).toBe(false);
    expect((await a.pacer.status(KEY)).usedLastSecond).toBe(8);
    // The window after the outage began has passed: the other instances' requests of it left the upstream's.
    now += a.pacer.windowMs;
    await sixth;
    // Its share is 50 with its 3 old places, 5 from the reserve and the sixth: 41 more go at once, not 42.
    const releases = await takeMany(a.pacer, 41);
    const over = a.pacer.acquire(KEY, 'projects');
    expect(await settled(over)).toBe(false);
    expect((await a.pacer.status(KEY)).usedLastSecond).toBe(50);
    // The 41 answered and a window later gone: the waiting one goes; 10 places left in flight.
    for (const release of releases) release();
    now += a.pacer.windowMs;
    await over;
    expect((await a.pacer.status(KEY)).usedLastSecond).toBe(10);
  }, 15_000);

  it('Redis back: its places are written to Redis, and while it settles a place needs room in the shared window too', async () => {
    await server.restart();
    await waitFor(() => a.guard.healthy, 5_000, 'the guard to see Redis back');
    // Its 10 places still in flight are written to the fresh Redis.
    await waitFor(async () => (await held()) === 10, 2_000, 'the places written back');
    // Another instance, sharing through Redis, fills the shared window to 90.
    const c = instance(clock);
    await c.guard.ready();
    await takeMany(c.pacer, 80);
    expect(await held()).toBe(90);
    // a, settling, has room in its share (10 of 50) but none in the shared window: it waits (with only its
    // share checked it would send 40 more, 130 in all).
    const more = a.pacer.acquire(KEY, 'projects');
    // The count goes on a's connection after its take: by its answer the take was refused.
    expect((await a.pacer.status(KEY)).usedLastSecond).toBe(90);
    expect(await settled(more)).toBe(false);
    more.catch(() => undefined);
  }, 15_000);
});

describe.skipIf(!haveRedis)("RedisPacer: a user's share of the day counts every instance's requests", () => {
  it("a user who spent their share through one instance is refused on the other (about: each instance's count is as of its last request)", async () => {
    const make = () => {
      const { redis, guard } = openRedis(server.url, { ...DEFAULT_GUARD, role: 'shared' });
      connections.push(redis);
      const pacer = new RedisPacer({ perSecond: 0, marginMs: 0, maxWaitMs: 60_000, maxQueue: 1_000, perDay: 100, userDailyPercent: 10 }, redis, 'udaily-test:');
      pacer.report(KEY, {});
      return { pacer, guard };
    };
    const a = make();
    const b = make();
    await Promise.all([a.guard.ready(), b.guard.ready()]);
    for (let i = 0; i < 9; i++) (await a.pacer.acquire(KEY, 'projects', undefined, 'heavy'))();
    await waitFor(
      async () => Number(await server.client.get((await server.client.keys('udaily-test:udaily:*'))[0] ?? 'none')) === 9,
      2_000,
      'nine counted in Redis',
    );
    // B's first request for the user learns the shared count (10 with it): its next is refused.
    (await b.pacer.acquire(KEY, 'projects', undefined, 'heavy'))();
    await waitFor(async () => Number(await server.client.get((await server.client.keys('udaily-test:udaily:*'))[0]!)) === 10, 2_000, 'ten counted');
    await waitFor(
      () =>
        b.pacer.acquire(KEY, 'projects', undefined, 'heavy').then(
          (done) => {
            done();
            return false;
          },
          (error: { details?: { reason?: string } }) => error.details?.reason === 'user_daily_budget',
        ),
      2_000,
      "B refusing the user's reads",
    );
    (await b.pacer.acquire(KEY, 'projects', undefined, 'light'))();
  });
});
