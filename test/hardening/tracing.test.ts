/**
 * OpenTelemetry tracing with OTEL_EXPORTER_OTLP_ENDPOINT set: an OTLP/HTTP receiver on loopback gets, for
 * one query sent with a W3C traceparent, the operation span under the caller's trace and one child span
 * per upstream request; the sandbox receives each request's traceparent; webhook deliveries and
 * subscription events are spans too; no attribute holds a key, a variable or the upstream's address.
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../src/tracing.js';
import { testConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';
import { useSandbox } from '../helpers/sandbox.js';
import { closeAll, moveProject, movableProject, setWebhook, sse, startGateway, TOKEN, waitFor, wsSubscribe, type RunningGateway } from '../events/harness.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** An OTLP/HTTP receiver (JSON encoding) on 127.0.0.1: every span it was sent, and every raw body. */
const received: OtlpSpan[] = [];
const bodies: string[] = [];
let receiver: Server;
let tracing: Tracing | undefined;

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 5, workOrders: 30, calls: 5 } });
let g: RunningGateway;
/** `traceparent` of every request the sandbox received, in arrival order (a listener beside Fastify's own). */
const upstreamTraceparents: Array<string | undefined> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      bodies.push(text);
      if (req.url === '/v1/traces' && req.headers['content-type']?.includes('json')) {
        const body = JSON.parse(text) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) received.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'fieldgraph-test' });
  h.sandbox.app.server.on('request', (req) => {
    if (req.url?.startsWith('/v1/')) upstreamTraceparents.push(req.headers.traceparent as string | undefined);
  });
  g = await startGateway(h.url);
});

afterAll(async () => {
  closeAll();
  await g?.close();
  await tracing?.shutdown();
  await new Promise((resolve) => receiver?.close(resolve));
});

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v ? (v.stringValue ?? v.intValue ?? v.boolValue ?? v.arrayValue) : undefined;
};
const flushed = async (predicate: () => boolean, what: string) => {
  await tracing!.forceFlush();
  return waitFor(predicate, 5000, what);
};

describe('OpenTelemetry tracing', () => {
  it('one query gives one trace under the caller: the operation span and a child span per upstream request, whose traceparent the sandbox gets', async () => {
    expect(tracing).toBeDefined();
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const secretSearch = `needle-${randomBytes(6).toString('hex')}`;
    await h.resetStats();
    upstreamTraceparents.length = 0;
    const res = await fetch(`${g.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1, traceparent: `00-${traceId}-${callerSpan}-01`, 'x-client-name': 'trace-test' },
      body: JSON.stringify({
        query:
          'query TracedScreen($n: Int!, $q: String) { projects(first: $n) { nodes { title account { title } } } accounts(first: 1, where: { conditions: [{ field: "title", operator: EQ, value: $q }] }) { nodes { title } } }',
        variables: { n: 3, q: secretSearch },
        operationName: 'TracedScreen',
      }),
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.total).toBeGreaterThanOrEqual(3);

    const ofTrace = () => received.filter((s) => s.traceId === traceId);
    await flushed(() => ofTrace().length >= stats.total + 1, 'the operation and upstream spans');
    const spans = ofTrace();
    const operation = spans.filter((s) => s.name === 'query TracedScreen');
    expect(operation).toHaveLength(1);
    const op = operation[0]!;
    expect(op.parentSpanId).toBe(callerSpan);
    expect(op.kind).toBe(2); // SERVER
    expect(attr(op, 'graphql.operation.name')).toBe('TracedScreen');
    expect(attr(op, 'graphql.operation.type')).toBe('query');
    expect(Number(attr(op, 'fieldgraph.upstream.requests'))).toBe(stats.total);
    expect(Number(attr(op, 'fieldgraph.cost.estimated'))).toBeGreaterThan(0);

    const upstream = spans.filter((s) => s.parentSpanId === op.spanId);
    expect(upstream).toHaveLength(stats.total);
    expect(spans).toHaveLength(stats.total + 1);
    for (const span of upstream) {
      expect(span.kind).toBe(3); // CLIENT
      expect(span.name).toMatch(/^(GET|POST) \/[a-z-]+(\/:id)?(\/[a-z-]+)?$/);
      expect(attr(span, 'http.response.status_code')).toBe(200);
      expect(attr(span, 'url.template')).toBe(span.name.slice(span.name.indexOf(' ') + 1));
    }
    // The routes the sandbox counted are the spans' names.
    expect(upstream.map((s) => s.name).sort()).toEqual(
      stats.requests.map((r) => `${r.method} ${r.route.replace(/^\/v1/, '').replace(/\{[^}]+\}|:[a-zA-Z]+/g, ':id')}`).sort(),
    );

    // Each upstream request carried its own span's traceparent, in the caller's trace.
    expect(upstreamTraceparents).toHaveLength(stats.total);
    const sentParents = upstreamTraceparents.map((tp) => /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(tp ?? '')?.slice(1));
    for (const parsed of sentParents) expect(parsed?.[0]).toBe(traceId);
    expect(sentParents.map((p) => p?.[1]).sort()).toEqual(upstream.map((s) => s.spanId).sort());

    // Nothing secret in what was exported: not the key, not a variable's value, not the upstream's address.
    const exported = bodies.join('\n');
    expect(exported).not.toContain(h.key1);
    expect(exported).not.toContain(secretSearch);
    expect(exported).not.toContain(new URL(h.url).host);
    expect(exported).not.toContain('trace-test');
  });

  it('a retried upstream request is one span that counts its retries', async () => {
    const traceId = randomBytes(16).toString('hex');
    h.sandbox.ctx.faults.set([{ route: '/v1/projects', status: 503, times: 1, retryAfter: 0 }]);
    try {
      const res = await fetch(`${g.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
        body: JSON.stringify({ query: 'query Retried { projects(first: 1) { nodes { title } } }' }),
      });
      expect((await res.json()).data.projects.nodes).toHaveLength(1);
    } finally {
      h.sandbox.ctx.faults.set([]);
    }
    await flushed(() => received.some((s) => s.traceId === traceId && s.name === 'GET /projects'), 'the retried request');
    const span = received.find((s) => s.traceId === traceId && s.name === 'GET /projects')!;
    expect(attr(span, 'http.request.resend_count')).toBe(1);
    expect(attr(span, 'http.response.status_code')).toBe(200);
  });

  it('a webhook delivery is a span (its token never recorded), and each subscription event delivered is a span in its subscription trace, over SSE and graphql-ws', async () => {
    await setWebhook(h, { url: g.webhookUrl, duplicateRate: 0 });
    const target = movableProject(h, 1, 0);
    const selection = 'projectStageChanged(recordId: $id) { event { eventId } record { title } }';
    const viaSse = sse(g.origin, `subscription Stages($id: Int) { ${selection} }`, { id: target.id }, { key: h.key1 });
    const viaWs = wsSubscribe(g.origin, `subscription WsStages($id: Int) { ${selection} }`, { id: target.id }, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'the subscribers');
    await moveProject(h, 1, 0);
    await waitFor(() => viaSse.messages.length >= 1 && viaWs.messages.length >= 1, 5000, 'the event, on both');
    expect(viaSse.messages[0]!.data.errors).toBeUndefined();
    expect(viaWs.messages[0]!.errors).toBeUndefined();

    const named = (name: string) => received.find((s) => s.name === name);
    await flushed(() => !!(named('subscription event Stages') && named('subscription event WsStages') && named('POST /webhooks/:token')), 'event spans');
    const delivery = named('POST /webhooks/:token')!;
    expect(attr(delivery, 'http.response.status_code')).toBeGreaterThanOrEqual(200);
    const subscriptions = [named('subscription Stages')!, named('subscription WsStages')!];
    for (const subscription of subscriptions) {
      const event = received.find((s) => s.name.startsWith('subscription event') && s.parentSpanId === subscription.spanId);
      expect(event?.traceId).toBe(subscription.traceId);
    }
    expect(subscriptions[0]!.traceId).not.toBe(subscriptions[1]!.traceId);
    // The event's record is re-read once for both (same key): an upstream span of one of the subscriptions, not a trace of its own.
    const reread = received.find((s) => s.name === 'GET /projects/:id' && subscriptions.some((sub) => sub.spanId === s.parentSpanId));
    expect(reread).toBeDefined();
    expect(bodies.join('\n')).not.toContain(TOKEN);
  });

  it('reads that sent no request of their own are spans too: from the cache, or sharing one in flight; a sent one says how long it was paced', async () => {
    const cached = createGateway(testConfig(h.url, { upstream: { cache: true } }));
    try {
      // Each run names its operation differently, so that the whole answer is not kept across them; the third repeats the second.
      const run = async (name: string) => {
        const traceId = randomBytes(16).toString('hex');
        const res = await cached.fetch('http://gateway/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': h.key1, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
          body: JSON.stringify({ query: `query ${name} { projects(first: 3) { nodes { title account { title } } } }` }),
        });
        expect((await res.json()).errors).toBeUndefined();
        return traceId;
      };
      await h.resetStats();
      const first = await run('CachedScreen');
      const sent = (await h.stats()).total;
      await h.resetStats();
      const second = await run('CachedScreenAgain');
      const third = await run('CachedScreenAgain');
      expect((await h.stats()).total).toBe(0);
      const reads = (traceId: string) => received.filter((s) => s.traceId === traceId && s.kind === 3);
      await flushed(() => reads(first).length >= sent && reads(second).length >= sent, 'both runs');
      for (const span of reads(first)) {
        expect(attr(span, 'fieldgraph.upstream.source')).toBe('sent');
        expect(Number(attr(span, 'fieldgraph.upstream.paced_wait_ms'))).toBeGreaterThanOrEqual(0);
      }
      expect(reads(second).map((s) => attr(s, 'fieldgraph.upstream.source'))).toEqual(Array(sent).fill('cache'));
      expect(
        reads(second)
          .map((s) => s.name)
          .sort(),
      ).toEqual(
        reads(first)
          .map((s) => s.name)
          .sort(),
      );
      // The third is the second's whole answer: its operation span says so, and it read nothing.
      const operation = (traceId: string) => received.find((s) => s.traceId === traceId && s.kind === 2);
      await flushed(() => !!operation(third), 'the whole-answer hit');
      expect(attr(operation(second)!, 'fieldgraph.answer_cache')).toBe('miss');
      expect(attr(operation(third)!, 'fieldgraph.answer_cache')).toBe('hit');
      expect(reads(third)).toHaveLength(0);
    } finally {
      await cached.dispose();
    }
  });
});
