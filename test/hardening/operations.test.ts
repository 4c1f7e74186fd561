/**
 * Operating the gateway: `/metrics` in the Prometheus format (operations, upstream requests per
 * operation, upstream latency and errors by route template, subscriptions), request ids in the
 * response and in every log line of the request, and no key or upstream URL in the logs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createLogger } from '../../src/logger.js';

const WEBHOOK_TOKEN = 'whk_secret_token_in_the_path_0001';
const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
let gateway: Gateway;
const lines: Array<Record<string, unknown>> = [];
let raw = '';

beforeAll(() => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      raw += chunk;
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  gateway = createGateway(testConfig(h.url, { upstream: { retries: 0 }, events: { webhookToken: WEBHOOK_TOKEN } }), { logger: createLogger('debug', sink) });
});
afterAll(async () => {
  h.sandbox.ctx.faults.set([]);
  await gateway?.dispose();
});

const post = (query: string, headers: Record<string, string> = {}) =>
  gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': h.key1, ...headers },
    body: JSON.stringify({ query }),
  });

describe('/metrics', () => {
  it('counts operations by name and outcome, upstream requests per operation, upstream latency and errors by route template', async () => {
    expect((await post(`query MetricsOk { accounts(first: 2) { nodes { title sites(first: 1) { nodes { title } } } } }`)).status).toBe(200);
    h.sandbox.ctx.faults.set([{ route: '/v1/projects', status: 500 }]);
    await post(`query MetricsPartial { accounts(first: 1) { nodes { title } } projects(first: 1) { nodes { title } } }`);
    h.sandbox.ctx.faults.set([]);
    const res = await gateway.fetch('http://gateway/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/fieldgraph_operations_total\{operation="MetricsOk",type="query",outcome="ok"\} 1/);
    expect(text).toMatch(/fieldgraph_operations_total\{operation="MetricsPartial",type="query",outcome="partial"\} 1/);
    expect(text).toMatch(/fieldgraph_operation_duration_seconds_count\{operation="MetricsOk",type="query"\} 1/);
    // 1 accounts page + 2 sites pages.
    expect(text).toMatch(/fieldgraph_operation_upstream_requests_sum\{operation="MetricsOk"\} 3/);
    expect(text).toMatch(/fieldgraph_upstream_request_duration_seconds_count\{method="GET",route="\/sites",status="2xx"\} [1-9]/);
    expect(text).toMatch(/fieldgraph_upstream_errors_total\{method="GET",route="\/projects",status="500"\} 1/);
    expect(text).toMatch(/fieldgraph_subscriptions_active/);
    expect(text).toMatch(/fieldgraph_process_resident_memory_bytes/);
    expect(text).not.toContain(h.key1);
  });
});

describe('subscriptions and readiness', () => {
  it('fieldgraph_subscriptions_active counts an open SSE subscription and drops when the client disconnects', async () => {
    // Over node:http, as deployed: a client that goes away aborts the request, which ends the subscription.
    const server = createServer(gateway);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const active = async () =>
        Number(/fieldgraph_subscriptions_active\{transport="sse"\} (\d+)/.exec(await (await fetch(`${base}/metrics`)).text())?.[1] ?? 0);
      const before = await active();
      const controller = new AbortController();
      const res = await fetch(`${base}/graphql?query=${encodeURIComponent('subscription { recordEvents { event { eventId } } }')}`, {
        headers: { accept: 'text/event-stream', 'x-api-key': h.key1 },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      // The stream is open (no validation error, no completion) until the client leaves: its first chunk,
      // sent at once, is a comment.
      const first = await reader.read().then((c) => new TextDecoder().decode(c.value));
      expect(first).toBe(':\n\n');
      expect(await active()).toBe(before + 1);
      controller.abort();
      // The server notices the disconnect on its next write to the stream; poll, bounded.
      await waitFor(async () => (await active()) === before, 3_000, 'the subscription to end');
      expect(await active()).toBe(before);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('/readyz answers 503 while draining, /healthz stays 200', async () => {
    gateway.health.draining = true;
    try {
      expect((await gateway.fetch('http://gateway/readyz')).status).toBe(503);
      expect((await gateway.fetch('http://gateway/healthz')).status).toBe(200);
    } finally {
      gateway.health.draining = false;
    }
  });
});

describe('request ids and logs', () => {
  it('echoes a sane x-request-id, makes one otherwise, and puts it on the access line and the upstream lines', async () => {
    const mine = await post(`{ accounts(first: 1) { nodes { title } } }`, { 'x-request-id': 'req-abc.123' });
    expect(mine.headers.get('x-request-id')).toBe('req-abc.123');
    const made = await post(`{ __typename }`, { 'x-request-id': 'no spaces allowed\u0001' });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const ours = lines.filter((l) => l.requestId === 'req-abc.123');
    expect(ours.some((l) => l.msg === 'request' && l.status === 200)).toBe(true);
    expect(ours.some((l) => l.component === 'upstream')).toBe(true);
  });

  it('logs hold neither the API key nor the upstream URL', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', status: 503 }]);
    await post(`{ accounts(first: 1) { nodes { title } } }`);
    h.sandbox.ctx.faults.set([]);
    expect(lines.some((l) => l.msg === 'upstream error')).toBe(true);
    expect(raw).not.toContain(h.key1);
    expect(raw).not.toContain(new URL(h.url).host);
  });

  it('an unreachable upstream is logged by its error code, without its host or port', async () => {
    // A port that was just free: nothing listens there, so the connect is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    let text = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        text += chunk;
        done();
      },
    });
    const down = createGateway(testConfig(`http://127.0.0.1:${port}/v1`, { upstream: { retries: 0 } }), { logger: createLogger('debug', sink) });
    try {
      const res = await down.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
        body: JSON.stringify({ query: '{ accounts(first: 1) { nodes { title } } }' }),
      });
      const body = await res.json();
      expect(body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(text).toContain('ECONNREFUSED');
      expect(text).not.toContain(String(port));
      expect(JSON.stringify(body)).not.toContain(String(port));
    } finally {
      await down.dispose();
    }
  });

  it('EVT-5: the webhook token in the receiver path is logged as [token], never in clear (good or wrong token)', async () => {
    const good = await gateway.fetch(`http://gateway/webhooks/${WEBHOOK_TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(good.status).toBe(400);
    const wrong = await gateway.fetch('http://gateway/webhooks/not-the-token-9876', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    // A token may hold '/' (e.g. standard base64): all of the path after /webhooks/ is the token.
    const slashed = await gateway.fetch('http://gateway/webhooks/not-the/token-5432', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(slashed.status).toBe(401);
    const access = lines.filter((l) => l.msg === 'request' && String(l.path).startsWith('/webhooks/'));
    expect(access.map((l) => l.path)).toEqual(['/webhooks/[token]', '/webhooks/[token]', '/webhooks/[token]']);
    expect(raw).not.toContain(WEBHOOK_TOKEN);
    expect(raw).not.toContain('not-the-token-9876');
    expect(raw).not.toContain('token-5432');
  });
});
