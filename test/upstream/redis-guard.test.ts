/**
 * The Redis guard against a real redis-server: while Redis is frozen or gone, a request's Redis call is
 * answered by its fallback without being started or waiting out a timeout; the guard's own timer tries
 * Redis, and its success brings the connection back with no request involved.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { haveRedis, startRedis, type RunningRedis } from '../helpers/redis.js';
import { waitFor } from '../helpers/wait.js';
import { openRedis } from '../../src/redis-guard.js';

let redis: RunningRedis;
const opened: Array<{ disconnect(): void }> = [];

beforeAll(async () => {
  if (haveRedis) redis = await startRedis();
});
afterEach(() => {
  redis?.thaw();
  for (const r of opened.splice(0)) r.disconnect();
});
afterAll(() => redis?.stop());

const fallback = () => 'fallback';

function guarded(commandTimeoutMs: number, retryMs: number) {
  const { redis: connection, guard } = openRedis(redis.url, { role: 'test', commandTimeoutMs, breakerThreshold: 3, retryMs });
  opened.push(connection);
  return { connection, guard };
}

describe.skipIf(!haveRedis)('Redis guard', () => {
  it('while Redis is frozen, no request call is started: the guard makes the trials and comes back by itself', async () => {
    const { connection, guard } = guarded(50, 100);
    const ping = () => guard.run(() => connection.ping(), fallback);
    await guard.ready();
    expect(await ping()).toBe('PONG');

    redis.freeze();
    // Three timeouts open the breaker.
    for (let i = 0; i < 3; i++) expect(await ping()).toBe('fallback');
    expect(guard.healthy).toBe(false);

    // Requests for several retry periods (each a trial under the old rule): none reaches Redis.
    let started = 0;
    const until = Date.now() + 600;
    while (Date.now() < until) {
      const answer = await guard.run(
        () => {
          started++;
          return connection.ping();
        },
        () => new Promise<string>((resolve) => setImmediate(() => resolve('fallback'))),
      );
      expect(answer).toBe('fallback');
    }
    expect(started).toBe(0);

    redis.thaw();
    await waitFor(() => guard.healthy, 3_000, 'the guard to find Redis answering again');
    expect(await ping()).toBe('PONG');
  });

  it('when the oldest command on a frozen Redis times out, the ones sent after it fall back with it', async () => {
    const { connection, guard } = guarded(300, 60_000);
    await guard.ready();
    // The guard's timeouts on a fake clock; the connection to the frozen server stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    try {
      redis.freeze();
      const first = guard.run(() => connection.ping(), fallback);
      await vi.advanceTimersByTimeAsync(200);
      let laterAnswered = false;
      const later = guard
        .run(() => connection.ping(), fallback)
        .then((answer) => {
          laterAnswered = true;
          return answer;
        });
      // 300 ms after the first, 100 ms after the later one: its own timeout is 200 ms away.
      await vi.advanceTimersByTimeAsync(100);
      // The timeout is decided in the next check phase.
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toBe('fallback');
      expect(laterAnswered).toBe(true);
      expect(await later).toBe('fallback');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a connection lost is a failure at once: no command waits in the queue for a reconnection', async () => {
    // A command timeout far beyond the test's own: waiting for it would fail the test.
    const { connection, guard } = guarded(20_000, 60_000);
    await guard.ready();
    const lost = new Promise((resolve) => connection.once('close', resolve));
    await redis.kill();
    await lost;
    let started = 0;
    const get = () => {
      started++;
      return connection.get('k');
    };
    for (let i = 0; i < 3; i++) expect(await guard.run(get, fallback)).toBe('fallback');
    // Nothing was queued for a reconnection that the callers would wait for.
    expect(started).toBe(0);
    expect(guard.healthy).toBe(false);
    await redis.restart();
  }, 5_000);
});
