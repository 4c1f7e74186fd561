/**
 * The execution slots' scheduler alone (src/gateway/fair-execution.ts): who gets a freed slot, and that
 * every way out gives the slot back.
 */
import { describe, expect, it } from 'vitest';
import {
  BUSY_HOLD_MS,
  BUSY_WINDOW_MS,
  STAY_BUSY_UTILIZATION,
  ExecutionQueueFull,
  eventLoopBusy,
  FairExecution,
  type Release,
} from '../../src/gateway/fair-execution.js';

/** Acquires a slot and records the user's name in `order` when it is admitted. */
function take(scheduler: FairExecution, user: string, order: string[], signal?: AbortSignal): Promise<Release> {
  const slot = scheduler.acquire(user, signal);
  if (typeof slot === 'function') {
    order.push(user);
    return Promise.resolve(slot);
  }
  return slot.then((release) => {
    order.push(user);
    return release;
  });
}

describe('FairExecution', () => {
  it('admits at once while a slot is free, then queues', async () => {
    const scheduler = new FairExecution({ slots: 2, queuePerUser: 10, busy: () => false });
    expect(typeof scheduler.acquire('a')).toBe('function');
    expect(typeof scheduler.acquire('a')).toBe('function');
    const third = scheduler.acquire('a');
    expect(third).toBeInstanceOf(Promise);
    expect(scheduler.stats()).toEqual({ running: 2, waiting: 1 });
  });

  it('serves waiting users round robin, the fewest running first', async () => {
    const scheduler = new FairExecution({ slots: 1, queuePerUser: 10, busy: () => false });
    const order: string[] = [];
    const first = await take(scheduler, 'heavy', order);
    const heavy = [1, 2, 3].map(() => take(scheduler, 'heavy', order));
    const light = take(scheduler, 'light', order);
    const other = take(scheduler, 'other', order);
    const all = [...heavy, light, other];
    first();
    // Each admitted operation finishes at once, freeing the slot for the next.
    for (const next of all) void next.then((release) => release());
    await Promise.all(all);
    expect(order).toEqual(['heavy', 'light', 'other', 'heavy', 'heavy', 'heavy']);
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a freed slot to a user with nothing running before one that has', async () => {
    const scheduler = new FairExecution({ slots: 2, queuePerUser: 10, busy: () => false });
    const order: string[] = [];
    const h1 = await take(scheduler, 'heavy', order);
    await take(scheduler, 'heavy', order);
    const heavy = take(scheduler, 'heavy', order);
    const light = take(scheduler, 'light', order);
    h1();
    await light;
    expect(order).toEqual(['heavy', 'heavy', 'light']);
    expect(scheduler.stats('heavy')).toEqual({ running: 1, waiting: 1 });
    void heavy;
  });

  it('while the event loop is busy, lets a user alone use the busy slots, and only its share while others are active', async () => {
    let now = 0;
    let busy = true;
    const scheduler = new FairExecution({ slots: 8, busySlots: 4, queuePerUser: 10, activeMs: 1_000, now: () => now, busy: () => busy });
    const order: string[] = [];
    const heavy = await Promise.all([1, 2, 3, 4].map(() => take(scheduler, 'heavy', order)));
    expect(scheduler.stats('heavy')).toEqual({ running: 4, waiting: 0 });
    // A second user arrives: it takes the first slot given back, and the heavy user's share is 2 of 4.
    const waitingLight = take(scheduler, 'light', order);
    heavy[0]!();
    const light = await waitingLight;
    const more = [1, 2, 3].map(() => take(scheduler, 'heavy', order));
    expect(scheduler.stats('heavy')).toEqual({ running: 3, waiting: 3 });
    heavy[1]!();
    heavy[2]!();
    // One slot stays free for the other user.
    expect(scheduler.stats()).toEqual({ running: 3, waiting: 2 });
    expect(scheduler.stats('heavy')).toEqual({ running: 2, waiting: 2 });
    light();
    // The light user is still active for a second after its operation ended; then the heavy user has all.
    now = 500;
    heavy[3]!();
    expect(scheduler.stats('heavy')).toEqual({ running: 2, waiting: 1 });
    now = 1_600;
    expect(scheduler.share()).toBe(4);
    const last = await take(scheduler, 'heavy', order);
    expect(scheduler.stats('heavy')).toEqual({ running: 4, waiting: 0 });
    // With time to spare, the event loop's every slot is anyone's.
    busy = false;
    expect(scheduler.share()).toBe(8);
    const spare = await Promise.all([1, 2, 3, 4].map(() => take(scheduler, 'heavy', order)));
    expect(scheduler.stats('heavy')).toEqual({ running: 8, waiting: 0 });
    for (const release of [...(await Promise.all(more)), last, ...spare]) release();
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back once, however often released (an error after an abort)', async () => {
    const scheduler = new FairExecution({ slots: 1, queuePerUser: 10, busy: () => false });
    const release = await take(scheduler, 'a', []);
    const waiting = take(scheduler, 'b', []);
    release();
    release();
    const second = await waiting;
    expect(scheduler.stats()).toEqual({ running: 1, waiting: 0 });
    second();
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting operation whose signal aborts, with the signal reason', async () => {
    const scheduler = new FairExecution({ slots: 1, queuePerUser: 1, busy: () => false });
    const release = await take(scheduler, 'a', []);
    const client = new AbortController();
    const gone = scheduler.acquire('b', client.signal) as Promise<Release>;
    expect(() => scheduler.acquire('b')).toThrow(ExecutionQueueFull);
    client.abort(new Error('client went away'));
    await expect(gone).rejects.toThrow('client went away');
    expect(scheduler.stats('b')).toEqual({ running: 0, waiting: 0 });
    const next = scheduler.acquire('b') as Promise<Release>;
    release();
    (await next)();
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a user's operation beyond its queue bound, and not another user's", () => {
    const scheduler = new FairExecution({ slots: 1, queuePerUser: 2, busy: () => false });
    scheduler.acquire('a');
    void scheduler.acquire('a');
    void scheduler.acquire('a');
    expect(() => scheduler.acquire('a')).toThrow(/2 operations of this user are already waiting/);
    expect(scheduler.acquire('b')).toBeInstanceOf(Promise);
  });

  it('refuses at once when the signal has already aborted', () => {
    const scheduler = new FairExecution({ slots: 1, queuePerUser: 2, busy: () => false });
    expect(() => scheduler.acquire('a', AbortSignal.abort(new Error('gone')))).toThrow('gone');
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('counts the event loop busy from a busy window until BUSY_HOLD_MS after the last one, not only during it', () => {
    let now = 0;
    let load = 0;
    const busy = eventLoopBusy(
      () => now,
      () => load,
    );
    const at = (ms: number, utilization: number) => {
      now = ms;
      load = utilization;
      return busy();
    };
    expect(at(BUSY_WINDOW_MS, 0.2)).toBe(false);
    expect(at(2 * BUSY_WINDOW_MS, 0.9)).toBe(true);
    // Shares freed the loop: a quiet window right after still counts as busy, so a burst does not come back at once.
    expect(at(3 * BUSY_WINDOW_MS, 0.1)).toBe(true);
    expect(at(2 * BUSY_WINDOW_MS + BUSY_HOLD_MS - 1, 0.1)).toBe(true);
    expect(at(2 * BUSY_WINDOW_MS + BUSY_HOLD_MS, 0.1)).toBe(false);
    // Within a sampling window the last verdict stands.
    expect(at(2 * BUSY_WINDOW_MS + BUSY_HOLD_MS + 10, 0.9)).toBe(false);
    expect(at(3 * BUSY_WINDOW_MS + BUSY_HOLD_MS, 0.9)).toBe(true);
    // Once busy, a window the shares brought below half still keeps it busy, as long as it is not idle.
    const t = 3 * BUSY_WINDOW_MS + BUSY_HOLD_MS;
    expect(at(t + BUSY_HOLD_MS - 50, STAY_BUSY_UTILIZATION)).toBe(true);
    expect(at(t + 2 * BUSY_HOLD_MS - 100, 0.1)).toBe(true);
    expect(at(t + 2 * BUSY_HOLD_MS - 50, 0.1)).toBe(false);
  });

  it('while busy, starts a request that waited for its turn a moment after its slot; a user without a backlog at once', async () => {
    const pending: Array<() => void> = [];
    const scheduler = new FairExecution({
      slots: 4,
      busySlots: 2,
      queuePerUser: 10,
      busy: () => true,
      busySpacingMs: 5,
      later: (start, ms) => {
        expect(ms).toBe(5);
        pending.push(start);
      },
    });
    const order: string[] = [];
    const first = await take(scheduler, 'heavy', order);
    const second = await take(scheduler, 'heavy', order);
    const third = take(scheduler, 'heavy', order);
    expect(scheduler.stats('heavy')).toEqual({ running: 2, waiting: 1 });
    first();
    // The heavy user's waiting request holds the freed slot, and starts only when the pause is over.
    expect(scheduler.stats('heavy')).toEqual({ running: 2, waiting: 0 });
    expect(order).toEqual(['heavy', 'heavy']);
    expect(pending).toHaveLength(1);
    // A user with nothing running (nor waiting) starts at once.
    const light = scheduler.acquire('light');
    expect(typeof light).toBe('function');
    pending.shift()!();
    (await third)();
    expect(order).toEqual(['heavy', 'heavy', 'heavy']);
    second();
    (light as Release)();
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
