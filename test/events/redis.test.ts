/**
 * Scale-out with REDIS_URL: two gateway instances share pub/sub, dedup and the replay buffer through a
 * real redis-server (started here on a free loopback port, killed after). In CI a missing Redis fails
 * this file; elsewhere it is skipped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { freePort, haveRedis, startRedis, type RunningRedis } from '../helpers/redis.js';
import { testConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';
import {
  closeAll,
  delivery,
  moveProject,
  movableProject,
  postWebhook,
  setWebhook,
  sse,
  startGateway,
  waitFor,
  wsSubscribe,
  type RunningGateway,
} from './harness.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 5, workOrders: 10, calls: 5 } });
let server: RunningRedis | undefined;
let redisUrl = '';
let a: RunningGateway;
let b: RunningGateway;
let redis: RunningRedis['client'];

beforeAll(async () => {
  if (!haveRedis) return;
  server = await startRedis();
  redisUrl = server.url;
  redis = server.client;
  a = await startGateway(h.url, {}, { redis: { url: redisUrl, prefix: 'test:' } });
  b = await startGateway(h.url, {}, { redis: { url: redisUrl, prefix: 'test:' } });
}, 20_000);

afterAll(async () => {
  closeAll();
  await a?.close();
  await b?.close();
  server?.stop();
});
afterEach(() => closeAll());

const Q = `subscription ($after: ID) { projectStageChanged(afterEventId: $after) { event { eventId recordId } record { databaseId custom } } }`;
const total = (k: 'published' | 'duplicates') => a.gateway.events.stats[k] + b.gateway.events.stats[k];

describe.skipIf(!haveRedis)('REDIS_URL: two gateway instances behave as one', () => {
  it('a webhook delivered to instance A reaches a subscriber on instance B once, with the record re-read on B', async () => {
    await setWebhook(h, { url: a.webhookUrl, duplicateRate: 1 });
    const onB = sse(b.origin, Q, {}, { key: h.key1 });
    const onA = wsSubscribe(a.origin, Q, {}, { key: h.key1 });
    await waitFor(() => b.gateway.events.stats.subscribers === 1 && a.gateway.events.stats.subscribers === 1, 5000, 'subscribers');
    const before = total('duplicates');
    const moved = await moveProject(h, 1, 0);
    await waitFor(() => onB.messages.length >= 1 && onA.messages.length >= 1, 5000, 'delivery on both instances');
    // The sandbox sent it twice (duplicate rate 1): Redis SET NX dropped the second.
    await waitFor(() => total('duplicates') > before, 5000, 'the duplicate delivery');
    // A barrier: events reach a subscriber in publication order, so a second copy would come before it.
    const barrier = movableProject(h, 1, 4);
    expect((await postWebhook(a.webhookUrl, delivery(9_000_011, barrier.id))).status).toBe(202);
    await waitFor(() => onB.messages.length >= 2 && onA.messages.length >= 2, 5000, 'the barrier on both instances');
    expect(onB.messages.map((m) => m.data.data.projectStageChanged.event.recordId)).toEqual([moved.id, barrier.id]);
    expect(onA.messages.map((m) => m.data.projectStageChanged.event.recordId)).toEqual([moved.id, barrier.id]);
    const e = onB.messages[0].data.data.projectStageChanged;
    expect(e.record.databaseId).toBe(moved.id);
    expect(Object.keys(e.record.custom).length).toBeGreaterThan(0);
    // Buffer and dedup are in Redis: a capped stream and an expiring claim per event id.
    expect(await redis.xlen('test:events')).toBeGreaterThanOrEqual(1);
    const [claim] = await redis.keys(`test:seen:${e.event.eventId}:*`);
    expect(await redis.pttl(claim!)).toBeGreaterThan(0);
    await setWebhook(h, { url: null, duplicateRate: 0 });
  });

  it('EVT-4: the same delivery sent to both instances at once is published once', async () => {
    const project = movableProject(h, 1, 1);
    const onB = sse(b.origin, Q, {}, { key: h.key1 });
    await waitFor(() => b.gateway.events.stats.subscribers === 1, 5000, 'subscriber');
    const published = total('published');
    const body = delivery(9_000_001, project.id);
    const answers = await Promise.all([postWebhook(a.webhookUrl, body), postWebhook(b.webhookUrl, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 202]);
    await waitFor(() => onB.messages.length >= 1, 5000, 'the event');
    // A barrier: a second publication of the same event would reach the subscriber before it.
    expect((await postWebhook(a.webhookUrl, delivery(9_000_002, project.id))).status).toBe(202);
    await waitFor(() => onB.messages.length >= 2, 5000, 'the barrier');
    expect(total('published')).toBe(published + 2);
    expect(onB.messages.map((m) => m.data.data.projectStageChanged.event.eventId)).toEqual(['9000001', '9000002']);
  });

  it('a subscriber resuming on the other instance replays from the shared Redis stream', async () => {
    const p1 = movableProject(h, 1, 2);
    const p2 = movableProject(h, 1, 3);
    expect((await postWebhook(a.webhookUrl, delivery(9_000_101, p1.id))).status).toBe(202);
    expect((await postWebhook(a.webhookUrl, delivery(9_000_102, p2.id))).status).toBe(202);
    const resumed = sse(b.origin, Q, {}, { key: h.key1, lastEventId: '9000100' });
    await waitFor(() => resumed.messages.length >= 2, 5000, 'replayed events');
    expect(resumed.messages.map((m) => m.id)).toEqual(['9000101', '9000102']);
  });

  it("EVT-4: a delivery forged with a real event's id (other content) on one instance does not hide the real one sent to the other", async () => {
    const project = movableProject(h, 1, 4);
    const onB = sse(
      b.origin,
      `subscription ($id: Int) { projectStageChanged(recordId: $id) { event { eventId currentStage { databaseId } } } }`,
      { id: project.id },
      { key: h.key1 },
    );
    await waitFor(() => b.gateway.events.stats.subscribers === 1, 5000, 'subscriber');
    const forged = delivery(9_000_301, project.id, { currentStage: { id: 999_999, name: 'forged', type: 'X' } });
    const real = delivery(9_000_301, project.id);
    expect((await postWebhook(a.webhookUrl, forged)).status).toBe(202);
    expect((await postWebhook(b.webhookUrl, real)).status).toBe(202);
    // The real one's repeat is still a duplicate, on either instance.
    expect((await postWebhook(a.webhookUrl, real)).status).toBe(200);
    await waitFor(() => onB.messages.length >= 2, 5000, 'both events');
    expect(onB.messages.map((m) => m.data.data.projectStageChanged.event.currentStage.databaseId).sort()).toEqual([2, 999_999]);
  });

  it('the shared replay stream holds at most EVENTS_REPLAY_MAX_BYTES, counted exactly beside it', async () => {
    const c = await startGateway(h.url, { replayMaxBytes: 50_000 }, { redis: { url: redisUrl, prefix: 'bytes:' } });
    try {
      const project = movableProject(h, 1, 0).id;
      for (let i = 0; i < 40; i++) expect((await postWebhook(c.webhookUrl, delivery(9_100_000 + i, project, { pad: 'x'.repeat(5_000) }))).status).toBe(202);
      const entries = await redis.xrange('bytes:events', '-', '+');
      const sizes = entries.map(([, fields]) => Buffer.byteLength(fields[fields.indexOf('e') + 1]!));
      expect(sizes.reduce((a, n) => a + n, 0)).toBe(Number(await redis.get('bytes:events:bytes')));
      expect(Number(await redis.get('bytes:events:bytes'))).toBeLessThanOrEqual(50_000);
      expect(entries.length).toBe(Math.floor(50_000 / sizes[0]!));
      expect(await c.gateway.events.bufferSize()).toEqual({ events: entries.length, bytes: sizes.reduce((a, n) => a + n, 0) });
      // The newest stay.
      expect(JSON.parse(entries.at(-1)![1][1]!).eventId).toBe('9100039');
    } finally {
      await c.close();
    }
  });

  it('with Redis unreachable a delivery is still taken (202) and claimed in memory: a repeat to the same instance is dropped', async () => {
    const port = await freePort();
    const gateway = createGateway(testConfig(h.url, { events: { webhookToken: 'tok' }, redis: { url: `redis://127.0.0.1:${port}` } }));
    try {
      const body = JSON.stringify(delivery(9_000_201, 1));
      const send = () => gateway.fetch('http://gateway/webhooks/tok', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const started = Date.now();
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(gateway.events.stats).toMatchObject({ published: 1, duplicates: 1 });
      expect(await gateway.events.bufferSize()).toMatchObject({ events: 1 });
      const ready = await (await gateway.fetch('http://gateway/readyz')).json();
      expect(ready).toMatchObject({ ready: true, degraded: true, dependencies: { redis: 'degraded' } });
    } finally {
      await gateway.dispose();
    }
  }, 20_000);
});
