import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

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
});
