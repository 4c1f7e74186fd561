/**
 * Unit tests of the in-memory pacer with an injected clock: the sliding one-second window, fair turns
 * per user among the requests waiting, and the day's budget (the write reserve, a spent day told by a
 * 429's Retry-After, one probe a minute, what is left never below 0).
 */
import { describe, expect, it } from 'vitest';
import { MemoryPacer, type PacerConfig } from '../../src/upstream/pacer.js';
import { refused } from './refused.js';

const KEY = 'key-hash';
const DAY_PROBE_MS = 60_000;

function clocked(config: Partial<PacerConfig> = {}) {
  let now = 1_000_000_000;
  const pacer = new MemoryPacer({ perSecond: 0, marginMs: 0, maxWaitMs: 60_000, maxQueue: 100, perDay: 5_000, ...config, now: () => now });
  return { pacer, tick: (ms: number) => (now += ms), now: () => now };
}

/** Whether `promise` has settled: the pacer's wait is a timer, so a pending acquire is still pending after a microtask. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise.then(() => true), Promise.resolve(pending)])) !== pending;
}

/** The upstream's budget headers of an answer. */
const budget = (limit: number, remaining: number, retryAfter?: number) => ({
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-remaining': String(remaining),
  ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
});

describe('per-second window', () => {
  it('a request holds its place from when it is sent until one window after its answer', async () => {
    const { pacer, tick } = clocked({ perSecond: 2 });
    const first = await pacer.acquire(KEY, 'projects');
    const second = await pacer.acquire(KEY, 'projects');
    expect((await pacer.status(KEY)).usedLastSecond).toBe(2);
    first();
    second();
    tick(995);
    const third = pacer.acquire(KEY, 'projects');
    expect(await settled(third)).toBe(false);
    expect((await pacer.status(KEY)).usedLastSecond).toBe(2);
    tick(10);
    // The pacer looks again when the earliest place ends (6 ms after the ask, on its own timer).
    const done = await third;
    expect((await pacer.status(KEY)).usedLastSecond).toBe(1);
    done();
  });

  it('a request still in flight keeps its place however long it takes', async () => {
    const { pacer, tick } = clocked({ perSecond: 1 });
    const first = await pacer.acquire(KEY, 'projects');
    tick(5_000);
    const second = pacer.acquire(KEY, 'projects');
    expect(await settled(second)).toBe(false);
    first();
    tick(1_001);
    (await second)();
  });

  it('more than maxQueue waiting: RATE_LIMITED at once, with a retry time', async () => {
    const { pacer, tick } = clocked({ perSecond: 1, maxQueue: 1 });
    const held = await pacer.acquire(KEY, 'projects');
    const waiting = pacer.acquire(KEY, 'projects');
    const error = await refused(pacer.acquire(KEY, 'projects'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details).toMatchObject({ reason: 'paced', retryAfter: 1 });
    held();
    tick(1_001);
    (await waiting)();
  });
});

describe('fair turns per user', () => {
  it("waiting requests are served one user after the other: a user's burst does not go before a later user", async () => {
    const { pacer, tick } = clocked({ perSecond: 1 });
    pacer.report(KEY, {});
    let release = await pacer.acquire(KEY, 'projects', undefined, 'heavy');
    const served: string[] = [];
    const releases: Array<() => void> = [];
    let granted: (() => void) | undefined;
    const ask = (user: string, n: number) =>
      void pacer.acquire(KEY, 'projects', undefined, user).then((done) => {
        served.push(`${user}${n}`);
        releases.push(done);
        granted?.();
      });
    ask('heavy', 2);
    ask('heavy', 3);
    ask('heavy', 4);
    ask('light', 1);
    ask('light', 2);
    for (let i = 0; i < 5; i++) {
      const next = new Promise<void>((resolve) => (granted = resolve));
      release();
      tick(1_001);
      await next;
      release = releases.at(-1)!;
    }
    release();
    expect(served).toEqual(['heavy2', 'light1', 'heavy3', 'light2', 'heavy4']);
  });
});
describe('a full queue', () => {
  it("another user's request takes the place of the newest of the user with the most waiting, who is refused", async () => {
    const { pacer, tick } = clocked({ perSecond: 1, maxQueue: 3 });
    pacer.report(KEY, {});
    const held = await pacer.acquire(KEY, 'projects', undefined, 'heavy');
    const heavy = [1, 2, 3].map(() => pacer.acquire(KEY, 'projects', undefined, 'heavy'));
    // Full with the heavy user's three: its fourth is refused as before.
    expect((await refused(pacer.acquire(KEY, 'projects', undefined, 'heavy'))).details).toMatchObject({ reason: 'paced' });
    const light = pacer.acquire(KEY, 'projects', undefined, 'light');
    const pushedOut = await refused(heavy[2]!);
    expect(pushedOut.code).toBe('RATE_LIMITED');
    expect(pushedOut.details).toMatchObject({ reason: 'paced' });
    // Light now has one waiting against heavy's two: a second light request finds no one to displace.
    expect((await refused(pacer.acquire(KEY, 'projects', undefined, 'light'))).code).toBe('RATE_LIMITED');
    // The light user's request is served in its turn, right after the heavy one whose turn it was.
    held();
    tick(1_001);
    const first = await heavy[0]!;
    first();
    tick(1_001);
    (await light)();
    tick(1_001);
    (await heavy[1]!)();
  });
});

describe("a user's share of the day", () => {
  it("one user's reads stop at their share of the key's day; other users read on, and the user's writes are not held to it", async () => {
    const { pacer, tick } = clocked({ perDay: 100, userDailyPercent: 10 });
    pacer.report(KEY, {});
    for (let i = 0; i < 10; i++) (await pacer.acquire(KEY, 'projects', undefined, 'heavy'))();
    const error = await refused(pacer.acquire(KEY, 'projects', undefined, 'heavy'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details).toMatchObject({ reason: 'user_daily_budget', retryAfter: 86_400 });
    expect(error.message).toContain('your share (10%)');
    (await pacer.acquire(KEY, 'projects', undefined, 'light'))();
    (await pacer.acquire(KEY, 'projects', undefined, 'heavy', 'write'))();
    // The user's day ends a day after it began.
    tick(86_400_001);
    (await pacer.acquire(KEY, 'projects', undefined, 'heavy'))();
  });

  it('without a share per user (the default), one user may read the whole day', async () => {
    const { pacer } = clocked({ perDay: 20 });
    pacer.report(KEY, {});
    for (let i = 0; i < 19; i++) (await pacer.acquire(KEY, 'projects', undefined, 'heavy'))();
  });
});

describe("the day's budget", () => {
  it('reads stop at the share kept for writes (after one probe); writes spend it', async () => {
    const { pacer } = clocked({ writeReservePercent: 10 });
    pacer.report(KEY, budget(100, 11));
    (await pacer.acquire(KEY, 'projects'))();
    // 10 left, which is the reserve: one read a minute may still look whether the day freed.
    (await pacer.acquire(KEY, 'projects'))();
    const error = await refused(pacer.acquire(KEY, 'projects'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details.reason).toBe('daily_budget');
    expect(error.message).toMatch(/down to the share kept for writes/);
    (await pacer.acquire(KEY, 'accounts', undefined, '', 'write'))();
    expect(pacer.lastReport(KEY)?.remaining).toBe(8);
  });

  it('a report counts without the requests admitted before it and not finished yet: they are taken off what it says is left', async () => {
    const { pacer } = clocked({ writeReservePercent: 50 });
    pacer.report(KEY, budget(20, 15));
    const held = [await pacer.acquire(KEY, 'projects'), await pacer.acquire(KEY, 'projects'), await pacer.acquire(KEY, 'projects')];
    expect(pacer.lastReport(KEY)?.remaining).toBe(12);
    // The first is answered; the upstream had received it alone, the other two are still on their way.
    held[0]!();
    pacer.report(KEY, budget(20, 14));
    expect(pacer.lastReport(KEY)?.remaining).toBe(12);
    expect((await pacer.status(KEY)).remainingToday).toBe(12);
    // Two more reads reach the share kept for writes (10); then one probe, then none.
    (await pacer.acquire(KEY, 'projects'))();
    (await pacer.acquire(KEY, 'projects'))();
    (await pacer.acquire(KEY, 'projects'))();
    expect((await refused(pacer.acquire(KEY, 'projects'))).details.reason).toBe('daily_budget');
    held[1]!();
    held[2]!();
  });

  it("a 429's Retry-After with nothing left: nothing goes upstream, writes included, until then", async () => {
    const { pacer, tick, now } = clocked();
    pacer.report(KEY, budget(5_000, 0, 120));
    const spentUntil = now() + 120_000;
    const error = await refused(pacer.acquire(KEY, 'projects'));
    expect(error.details).toMatchObject({ reason: 'daily_budget', retryAfter: 120, resetAt: new Date(spentUntil).toISOString() });
    await refused(pacer.acquire(KEY, 'projects', undefined, '', 'write'));
    // A probe a minute is not tried while the upstream's own time has not passed.
    tick(DAY_PROBE_MS + 1);
    expect((await refused(pacer.acquire(KEY, 'projects'))).details.retryAfter).toBe(60);
    tick(60_000);
    // Past it: one request looks whether the day freed; the next waits for the following minute.
    (await pacer.acquire(KEY, 'projects'))();
    const after = await refused(pacer.acquire(KEY, 'projects'));
    expect(after.details.retryAfter).toBe(DAY_PROBE_MS / 1000);
  });

  it('a day counted here as spent lets one probe a minute through', async () => {
    const { pacer, tick } = clocked({ perDay: 3 });
    for (let i = 0; i < 3; i++) pacer.report(KEY, {});
    expect((await pacer.status(KEY)).remainingToday).toBe(0);
    (await pacer.acquire(KEY, 'projects'))();
    expect((await refused(pacer.acquire(KEY, 'projects'))).details.retryAfter).toBe(60);
    tick(DAY_PROBE_MS - 1_000);
    expect((await refused(pacer.acquire(KEY, 'projects'))).details.retryAfter).toBe(1);
    tick(1_000);
    (await pacer.acquire(KEY, 'projects'))();
    await refused(pacer.acquire(KEY, 'projects'));
  });

  it('what is left never shows below 0, however many probes and writes went since the report', async () => {
    const { pacer, tick } = clocked();
    pacer.report(KEY, budget(5_000, 1));
    (await pacer.acquire(KEY, 'accounts', undefined, '', 'write'))();
    tick(DAY_PROBE_MS);
    (await pacer.acquire(KEY, 'accounts', undefined, '', 'write'))();
    expect(pacer.lastReport(KEY)?.remaining).toBe(0);
    expect((await pacer.status(KEY)).remainingToday).toBe(0);
  });

  it('a day counted here ends a day after it began', async () => {
    const { pacer, tick } = clocked({ perDay: 2 });
    pacer.report(KEY, {});
    pacer.report(KEY, {});
    expect((await pacer.status(KEY)).remainingToday).toBe(0);
    tick(86_400_000);
    expect((await pacer.status(KEY)).remainingToday).toBe(2);
  });
});
