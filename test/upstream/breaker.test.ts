/**
 * Unit tests of the circuit breaker per route and of the GET retry policy, on a fake clock: when a
 * circuit opens, when it lets a trial through, what closes it, and which failures are repeated when.
 */
import { CircuitState } from 'cockatiel';
import type { RetryHandler } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBreakers } from '../../src/upstream/breaker.js';
import { RetryBudget, retryPolicy } from '../../src/upstream/retry.js';
import { refused } from './refused.js';

const ROUTE = 'GET /projects/:id';
const COOL_DOWN_MS = 10_000;

// cockatiel reads Date.now for its cool-down, so the clock is vitest's fake Date, handed to the breaker too.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function breakers() {
  const b = createBreakers({ threshold: 3, halfOpenAfterMs: COOL_DOWN_MS, now: () => Date.now() });
  let sent = 0;
  const answer = (statusCode: number) => () => {
    sent++;
    return Promise.resolve({ statusCode });
  };
  return { b, answer, sent: () => sent };
}

describe('circuit breaker per route', () => {
  it('opens after 3 failures in a row: the next request fails fast with the time the pause ends, other routes go on', async () => {
    const { b, answer, sent } = breakers();
    for (let i = 0; i < 3; i++) expect((await b.execute(ROUTE, 'projects', answer(503))).statusCode).toBe(503);
    expect(b.state(ROUTE)).toBe(CircuitState.Open);
    expect(b.notClosed()).toEqual([{ route: ROUTE, state: 'open' }]);
    vi.advanceTimersByTime(4_000);
    const error = await refused(b.execute(ROUTE, 'projects', answer(200)));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.details).toMatchObject({ reason: 'circuit_open', retryAfter: 6 });
    expect(sent()).toBe(3);
    expect((await b.execute('GET /accounts', 'accounts', answer(200))).statusCode).toBe(200);
    expect(b.state('GET /accounts')).toBe(CircuitState.Closed);
  });

  it('refusals (404) and own aborts are not failures; a connection reset is', async () => {
    const { b, answer } = breakers();
    await b.execute(ROUTE, 'projects', answer(502));
    await b.execute(ROUTE, 'projects', answer(504));
    await b.execute(ROUTE, 'projects', answer(404));
    expect(b.state(ROUTE)).toBe(CircuitState.Closed);
    // The 404 was a success: the count starts again.
    await b.execute(ROUTE, 'projects', answer(503));
    await b.execute(ROUTE, 'projects', answer(503));
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await expect(b.execute(ROUTE, 'projects', () => Promise.reject(aborted))).rejects.toBe(aborted);
    expect(b.state(ROUTE)).toBe(CircuitState.Closed);
    const reset = Object.assign(new Error('reset'), { code: 'ECONNRESET' });
    await expect(b.execute(ROUTE, 'projects', () => Promise.reject(reset))).rejects.toBe(reset);
    expect(b.state(ROUTE)).toBe(CircuitState.Open);
  });

  it('after the cool-down one trial goes through (half-open), others wait for it; its success closes the circuit', async () => {
    const { b, answer, sent } = breakers();
    for (let i = 0; i < 3; i++) await b.execute(ROUTE, 'projects', answer(503));
    vi.advanceTimersByTime(COOL_DOWN_MS - 1);
    await refused(b.execute(ROUTE, 'projects', answer(200)));
    vi.advanceTimersByTime(1);
    let finish: ((r: { statusCode: number }) => void) | undefined;
    const trial = b.execute(ROUTE, 'projects', () => new Promise<{ statusCode: number }>((resolve) => (finish = resolve)));
    await vi.waitFor(() => expect(finish).toBeDefined());
    expect(b.state(ROUTE)).toBe(CircuitState.HalfOpen);
    expect(b.notClosed()).toEqual([{ route: ROUTE, state: 'half-open' }]);
    const waiting = b.execute(ROUTE, 'projects', answer(200));
    await Promise.resolve();
    expect(sent()).toBe(3);
    finish!({ statusCode: 200 });
    expect((await trial).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    expect(b.state(ROUTE)).toBe(CircuitState.Closed);
    expect(b.notClosed()).toEqual([]);
    expect(sent()).toBe(4);
  });

  it('a failing trial opens the circuit again for a whole cool-down', async () => {
    const { b, answer } = breakers();
    for (let i = 0; i < 3; i++) await b.execute(ROUTE, 'projects', answer(503));
    vi.advanceTimersByTime(COOL_DOWN_MS);
    expect((await b.execute(ROUTE, 'projects', answer(503))).statusCode).toBe(503);
    expect(b.state(ROUTE)).toBe(CircuitState.Open);
    const error = await refused(b.execute(ROUTE, 'projects', answer(200)));
    expect(error.details.retryAfter).toBe(COOL_DOWN_MS / 1000);
  });
});

describe('GET retry policy', () => {
  type Outcome = { retried: boolean; at: number } | undefined;

  /** Runs the policy for one failed attempt; the outcome says whether it was retried and after how long. */
  function attempt(
    error: { statusCode?: number; code?: string; headers?: Record<string, string> },
    options: { method?: string; counter?: number; signal?: AbortSignal; budget?: RetryBudget } = {},
  ): () => Outcome {
    const policy = retryPolicy({ retries: 2, minMs: 100, maxMs: 5_000, budget: options.budget ?? new RetryBudget(20, 10, () => Date.now()) });
    const started = Date.now();
    let outcome: Outcome;
    const context = { state: { counter: options.counter ?? 1 }, opts: { method: options.method ?? 'GET', signal: options.signal } };
    policy(Object.assign(new Error('failed'), error), context as unknown as Parameters<RetryHandler.RetryCallback>[1], (err) => {
      outcome = { retried: !err, at: Date.now() - started };
    });
    return () => outcome;
  }

  it('a GET answered 503 is repeated after a jittered backoff of at most the first step', () => {
    const outcome = attempt({ statusCode: 503 });
    vi.advanceTimersByTime(49);
    expect(outcome()).toBeUndefined();
    vi.advanceTimersByTime(51);
    expect(outcome()).toMatchObject({ retried: true });
    expect(outcome()!.at).toBeGreaterThanOrEqual(50);
  });

  it('Retry-After is honoured when it fits the longest wait; beyond it the caller gets the error at once', () => {
    const told = attempt({ statusCode: 429, headers: { 'retry-after': '2' } });
    vi.advanceTimersByTime(1_999);
    expect(told()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(told()).toEqual({ retried: true, at: 2_000 });
    expect(attempt({ statusCode: 429, headers: { 'retry-after': '30' } })()).toEqual({ retried: false, at: 0 });
  });

  it('writes, refusals, spent attempts and aborted requests are not repeated; resets are', () => {
    expect(attempt({ statusCode: 503 }, { method: 'POST' })()).toEqual({ retried: false, at: 0 });
    expect(attempt({ statusCode: 404 })()).toEqual({ retried: false, at: 0 });
    expect(attempt({ statusCode: 503 }, { counter: 3 })()).toEqual({ retried: false, at: 0 });
    const controller = new AbortController();
    controller.abort();
    expect(attempt({ statusCode: 503 }, { signal: controller.signal })()).toEqual({ retried: false, at: 0 });
    const reset = attempt({ code: 'ECONNRESET' });
    vi.advanceTimersByTime(100);
    expect(reset()).toMatchObject({ retried: true });
  });

  it('the retry budget: once spent, failures pass straight through until it refills', () => {
    const budget = new RetryBudget(0, 2, () => Date.now());
    for (let i = 0; i < 2; i++) {
      const o = attempt({ statusCode: 503 }, { budget });
      vi.advanceTimersByTime(100);
      expect(o()).toMatchObject({ retried: true });
    }
    expect(attempt({ statusCode: 503 }, { budget })()).toEqual({ retried: false, at: 0 });
    vi.advanceTimersByTime(500);
    const refilled = attempt({ statusCode: 503 }, { budget });
    vi.advanceTimersByTime(100);
    expect(refilled()).toMatchObject({ retried: true });
  });
});
