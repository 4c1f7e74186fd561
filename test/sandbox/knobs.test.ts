import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { RateLimiter, faultsFromEnv } from '../../src/sandbox/core/knobs.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 20, calls: 20 } });

async function knob(path: string, body?: unknown) {
  const res = await fetch(`${h.origin}/_sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await run();
  return [out, performance.now() - t];
}

describe('sandbox knobs and shared behaviour', () => {
  it('AUTH-2: a request without x-api-key gets 401 with the spec body', async () => {
    const res = await h.api('GET', '/accounts', { key: null });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Missing x-api-key header', code: 'UNAUTHORIZED' });
    const bad = await h.api('GET', '/accounts', { key: 'nope' });
    expect(bad.status).toBe(401);
  });

  it('PATH-2: paths outside /v1 are not the API', async () => {
    const res = await fetch(`${h.origin}/accounts`, { headers: { 'x-api-key': h.key1 } });
    expect(res.status).toBe(404);
  });

  it('counts requests by method and path template, and resets', async () => {
    await h.resetStats();
    await h.api('GET', '/accounts/1');
    await h.api('GET', '/accounts/2');
    const stats = await h.stats();
    expect(stats.total).toBe(2);
    expect(stats.byRoute['GET /v1/accounts/:accountId']).toBe(2);
    expect(stats.waves).toBe(2);
    await h.resetStats();
    expect((await h.stats()).total).toBe(0);
  });

  it('injects a fault on a route pattern a set number of times', async () => {
    const set = await fetch(`${h.origin}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ route: '/v1/accounts/:accountId', status: 503, times: 1, retryAfter: 2 }] }),
    });
    expect(set.status).toBe(200);
    const first = await h.api('GET', '/accounts/10001');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('2');
    const second = await h.api('GET', '/accounts/10001');
    expect(second.status).toBe(200);
  });

  it('sends the published rate-limit headers and, when enforced, 429 with Retry-After', async () => {
    const res = await h.api('GET', '/accounts/10001');
    expect(res.headers.get('x-ratelimit-limit')).toBe('5000');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(5000);
    await fetch(`${h.origin}/_sandbox/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enforce: true, perSecond: 2 }),
    });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await h.api('GET', '/accounts/10001')).status);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await h.api('GET', '/accounts/10001');
    expect(limited.headers.get('retry-after')).toBe('1');
    await fetch(`${h.origin}/_sandbox/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enforce: false }),
    });
  });

  it('adds latency with jitter at run time, and reset restores the startup value', async () => {
    expect((await knob('latency', { ms: -1 })).body.field).toBe('ms');
    expect((await knob('latency', { ms: 150, jitterMs: 20 })).body).toEqual({ ms: 150, jitterMs: 20, rounds: false });
    const times: number[] = [];
    for (let i = 0; i < 4; i++) times.push((await timed(() => h.api('GET', '/accounts/10001')))[1]);
    for (const t of times) expect(t).toBeGreaterThanOrEqual(125);
    await h.reset();
    expect((await knob('latency')).body).toEqual({ ms: 0, jitterMs: 0 });
    const [, fast] = await timed(() => h.api('GET', '/accounts/10001'));
    expect(fast).toBeLessThan(125);
  });

  it('ERR-1, faults: an error rate with a status on a route pattern, and only there', async () => {
    await knob('faults', { faults: [{ method: 'GET', route: '/v1/accounts', status: 502, rate: 1 }] });
    const hit = await h.api('GET', '/accounts/10001');
    expect(hit.status).toBe(502);
    // ERR-1: an injected error carries the endpoint's own code, as its real errors do.
    await knob('faults', { faults: [{ method: 'GET', route: '/v1/accounts', status: 502, rate: 1, code: 'BAD_GATEWAY' }] });
    expect((await h.api('GET', '/accounts/10001')).body).toEqual({ message: 'Injected fault: 502', code: 'BAD_GATEWAY' });
    await knob('faults', { faults: [{ method: 'GET', route: '/v1/accounts', status: 502 }] });
    const real404 = await h.api('GET', '/accounts/99999999');
    expect(hit.body).toEqual({ message: 'Injected fault: 502', code: real404.body.code });
    expect((await h.api('GET', '/accounts')).status).toBe(502);
    // Whole path segments only, and other methods and routes are untouched.
    expect((await h.api('GET', '/accountsx')).status).toBe(404);
    expect((await h.basic('GET', '/api-keys')).status).toBe(200);
    await knob('faults', { faults: [{ route: '/v1/accounts/:accountId', status: 500, rate: 0 }] });
    for (let i = 0; i < 5; i++) expect((await h.api('GET', '/accounts/10001')).status).toBe(200);
    await knob('faults', []);
  });

  it('faults: a connection reset and a slow response', async () => {
    await knob('faults', { faults: [{ route: '/v1/accounts/:accountId', reset: true, times: 1 }] });
    await expect(h.api('GET', '/accounts/10001')).rejects.toThrow();
    expect((await h.api('GET', '/accounts/10001')).status).toBe(200);
    await knob('faults', { faults: [{ route: '/v1/accounts/:accountId', delayMs: 120 }] });
    const [res, ms] = await timed(() => h.api('GET', '/accounts/10001'));
    expect(res.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(110);
    await knob('faults', []);
  });

  it('faults: malformed rules are a 400 naming the field', async () => {
    for (const bad of [[{ status: 500 }], [{ route: '/v1/x', status: 200 }], [{ route: '/v1/x', rate: 2, status: 500 }], [{ route: '/v1/x' }]]) {
      const res = await knob('faults', { faults: bad });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('faults');
    }
    expect((await knob('faults')).body.faults).toEqual([]);
  });

  it('faults from SANDBOX_FAULTS apply from the start and come back on reset', async () => {
    expect(() => faultsFromEnv('{oops')).toThrow(/SANDBOX_FAULTS must be JSON/);
    expect(() => faultsFromEnv('[{"status":500}]')).toThrow(/route/);
    process.env.SANDBOX_FAULTS = JSON.stringify([{ route: '/v1/accounts/:accountId', status: 503 }]);
    const s = await startSandbox({ sizes: { accounts: 5, projects: 5, opportunities: 1, workOrders: 5, calls: 5 }, webhookUrl: undefined });
    delete process.env.SANDBOX_FAULTS;
    try {
      const get = () => fetch(`${s.url}/accounts/10001`, { headers: { 'x-api-key': s.ctx.options.apiKey } });
      expect((await get()).status).toBe(503);
      await fetch(`${s.url.replace(/\/v1$/, '')}/_sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
      expect((await get()).status).toBe(200);
      await fetch(`${s.url.replace(/\/v1$/, '')}/_sandbox/reset`, { method: 'POST' });
      expect((await get()).status).toBe(503);
    } finally {
      await s.close();
    }
  });

  it('stats count by method and path template, with waves of parallel requests', async () => {
    await knob('latency', { ms: 40 });
    await h.resetStats();
    await Promise.all([h.api('GET', '/accounts/10001'), h.api('GET', '/accounts/10002'), h.api('GET', '/accounts/10003')]);
    await h.api('DELETE', '/api-keys/key_00', { key: null });
    await h.basic('DELETE', '/api-keys/key_0011');
    const stats = await h.stats();
    expect(stats.total).toBe(5);
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts/:accountId': 3, 'DELETE /v1/api-keys/:keyId': 2 });
    expect(stats.waves).toBe(3);
    await knob('latency', { ms: 0 });
    // The knobs themselves are not counted.
    expect((await h.stats()).total).toBe(5);
  });

  it('rate-limit headers are on every response: errors, faults and Basic-auth routes too', async () => {
    await h.reset();
    for (const res of [await h.api('GET', '/accounts', { key: null }), await h.basic('GET', '/api-keys'), await h.api('GET', '/nope')]) {
      expect(res.headers.get('x-ratelimit-limit')).toBe('5000');
      expect(res.headers.get('x-ratelimit-remaining')).not.toBeNull();
    }
    const a = Number((await h.api('GET', '/accounts/10001')).headers.get('x-ratelimit-remaining'));
    const b = Number((await h.api('GET', '/accounts/10001')).headers.get('x-ratelimit-remaining'));
    expect(b).toBe(a - 1);
    // Each key has its own budget.
    expect(Number((await h.api('GET', '/accounts', { key: h.key2 })).headers.get('x-ratelimit-remaining'))).toBe(4999);
  });

  it('the daily limit gives 429 with a Retry-After until the rolling day frees up', async () => {
    expect((await knob('rate-limit', { perDay: 0 })).body.field).toBe('perDay');
    await knob('rate-limit', { enforce: true, perDay: 3 });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await h.api('GET', '/accounts/10001')).status);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await h.api('GET', '/accounts/10001');
    expect(limited.body).toEqual({ message: 'Rate limit exceeded', code: 'RATE_LIMITED' });
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(86_000);
    // Another key is unaffected; reset restores the startup limits.
    expect((await h.api('GET', '/accounts', { key: h.key2 })).status).toBe(200);
    await h.reset();
    expect((await knob('rate-limit')).body.enforce).toBe(false);
  });

  it('the rate limiter slides per second and per day', () => {
    const rl = new RateLimiter({ enforce: true, perSecond: 2, perDay: 4 });
    const t = 1_000_000_000;
    expect(rl.take('k', t).remaining).toBe(3);
    expect(rl.take('k', t + 10).remaining).toBe(2);
    expect(rl.take('k', t + 20).retryAfter).toBe(1);
    expect(rl.take('k', t + 1001).retryAfter).toBeUndefined();
    expect(rl.take('k', t + 1500).remaining).toBe(0);
    const blocked = rl.take('k', t + 5000);
    expect(blocked.retryAfter).toBeGreaterThan(86_000);
    expect(rl.take('k', t + 86_400_000 + 60_000).retryAfter).toBeUndefined();
  });

  it('reset restores the seed data and clears the stats', async () => {
    const issued = await h.basic('POST', '/api-keys');
    expect((await h.api('GET', '/accounts', { key: issued.body.token })).status).toBe(200);
    const res = await knob('reset', {});
    expect(res.body.ok).toBe(true);
    expect((await h.api('GET', '/accounts', { key: issued.body.token })).status).toBe(401);
    expect((await h.stats()).total).toBe(1);
  });
});
