/**
 * While Redis does not answer, what one instance learns still reaches the others: each names its URL
 * (INSTANCE_URL) in its heartbeat, and meanwhile a write's invalidation (before the write is answered) and
 * a webhook event are POSTed to the others. Two gateway instances on real HTTP servers share a real
 * redis-server, which is frozen (SIGSTOP): a project renamed through A then reads renamed through B, whose
 * own memory held the old title; a webhook delivered to A reaches a subscriber on B. The paths refuse a
 * wrong token and do not exist without INSTANCE_TOKEN.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createHttpServer } from '../../src/http-server.js';
import { peerMessagesTotal } from '../../src/metrics.js';
import { delivery, sse, TOKEN as WEBHOOK_TOKEN } from '../events/harness.js';
import { haveRedis, heartbeatsSeenByAll, redisRelay, startRedis, type RunningRedis } from '../helpers/redis.js';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';

const TOKEN = 'peer-token-for-the-test-0123456789';
const PREFIX = 'peers:';
const h = useSandbox({ sizes: { accounts: 20, projects: 10, opportunities: 5, workOrders: 5, calls: 5 } });
let redis: RunningRedis;
const servers: Server[] = [];
const gateways: Gateway[] = [];
const origins: string[] = [];

/** A gateway on its own HTTP server on loopback, naming that server's origin as its INSTANCE_URL. */
async function instance(redisUrl = redis.url, fallbackPeers: readonly string[] = []): Promise<string> {
  let gateway: Gateway | undefined;
  const server = createHttpServer((req, res) => void gateway?.(req, res), testConfig(h.url).http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway = createGateway(
    testConfig(h.url, {
      upstream: { cache: true },
      events: { webhookToken: WEBHOOK_TOKEN },
      redis: { url: redisUrl, prefix: PREFIX, instanceUrl: origin, instanceToken: TOKEN, fallbackPeers },
    }),
  );
  servers.push(server);
  gateways.push(gateway);
  origins.push(origin);
  return origin;
}

async function gql(origin: string, query: string, variables: Record<string, unknown> = {}, key = h.key1) {
  const res = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${text}`);
  return JSON.parse(text) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

const readyz = async (origin: string) => ((await (await request(`${origin}/readyz`)).body.json()) as { dependencies: { redis: string } }).dependencies.redis;

const received = async (kind = 'invalidations') =>
  (await peerMessagesTotal.get()).values.find((v) => v.labels.kind === kind && v.labels.outcome === 'received')?.value ?? 0;

/** Until each instance wrote a heartbeat after both were there: each then knows the other's URL. */
const bothKnowEachOther = () =>
  heartbeatsSeenByAll(redis, `${PREFIX}instances`, (members) => members.length === 2 && members.every((m) => origins.some((o) => m.endsWith(` ${o}`))));

const PROJECT = 'query PeerProject($id: Int!) { project(databaseId: $id) { id title } }';
const RENAME = 'mutation PeerRename($id: ID!, $title: String!) { projectUpdate(id: $id, input: { title: $title }) { userErrors { message } } }';

beforeAll(async () => {
  if (!haveRedis) return;
  redis = await startRedis();
  await instance();
  await instance();
  await Promise.all(gateways.map((g) => g.events.ready()));
  await bothKnowEachOther();
}, 20_000);

afterAll(async () => {
  for (const g of gateways) await g.dispose();
  for (const s of servers) s.close();
  redis?.stop();
});

describe.skipIf(!haveRedis)('while Redis does not answer, instances tell each other of changes', () => {
  it('a project renamed through A while Redis is frozen reads renamed through B, whose memory held the old title', async () => {
    const [a, b] = origins as [string, string];
    const listed = await gql(a, 'query { projects(first: 1) { nodes { id databaseId title } } }');
    const project = listed.data.projects.nodes[0] as { id: string; databaseId: number; title: string };
    // B reads it (kept in Redis and in B's memory), and again from its cache.
    for (let i = 0; i < 2; i++) expect((await gql(b, PROJECT, { id: project.databaseId })).data.project.title).toBe(project.title);
    const before = await received();

    redis.freeze();
    try {
      for (const origin of [a, b]) await waitFor(async () => (await readyz(origin)) === 'degraded', 5_000, 'Redis degraded');
      // B still answers from its memory while Redis is frozen: the screen is not lost.
      expect((await gql(b, PROJECT, { id: project.databaseId })).data.project.title).toBe(project.title);

      const renamed = `${project.title} (renamed during the outage)`;
      const write = await gql(a, RENAME, { id: project.id, title: renamed });
      expect(write.errors ?? []).toEqual([]);
      expect(write.data.projectUpdate.userErrors).toEqual([]);
      // B was told before A answered the write.
      expect(await received()).toBeGreaterThan(before);
      const read = await gql(b, PROJECT, { id: project.databaseId });
      expect(read.errors ?? []).toEqual([]);
      expect(read.data.project.title).toBe(renamed);
    } finally {
      redis.thaw();
    }
  }, 30_000);

  it('when Redis is back, what it kept that no change touched is still served; a record changed meanwhile is read again', async () => {
    const [a, b] = origins as [string, string];
    // The last outage is over and what it changed is in Redis.
    for (const origin of [a, b]) await waitFor(async () => (await readyz(origin)) === 'ok', 5_000, 'Redis ok');
    const changed = (await gql(a, 'query { projects(first: 5) { nodes { id databaseId title } } }')).data.projects.nodes[3] as {
      id: string;
      databaseId: number;
      title: string;
    };
    const last = () => redis.client.get(`${PREFIX}inv|@last`);
    await waitFor(last, 5_000, 'the last outage’s change in Redis');
    // Another company's project (record ids are per company in the sandbox: one no test here changes).
    const other = (await gql(a, 'query { projects(first: 10) { nodes { databaseId title } } }', {}, h.key2)).data.projects.nodes[8] as {
      databaseId: number;
      title: string;
    };
    await gql(b, PROJECT, { id: changed.databaseId });
    // Read twice: from then on B's reads of it come from what Redis kept.
    await gql(b, PROJECT, { id: other.databaseId }, h.key2);
    await h.resetStats();
    await gql(b, PROJECT, { id: other.databaseId }, h.key2);
    expect((await h.stats()).total).toBe(0);

    const lastBefore = await last();
    redis.freeze();
    try {
      for (const origin of [a, b]) await waitFor(async () => (await readyz(origin)) === 'degraded', 5_000, 'Redis degraded');
      expect((await gql(a, RENAME, { id: changed.id, title: `${changed.title} (renamed before Redis came back)` })).data.projectUpdate.userErrors).toEqual([]);
    } finally {
      redis.thaw();
    }
    for (const origin of [a, b]) await waitFor(async () => (await readyz(origin)) === 'ok', 5_000, 'Redis ok');
    // A sent what it changed to Redis when it came back.
    await waitFor(async () => (await last()) !== lastBefore, 5_000, 'the change in Redis');

    // The other company's project, which no change touched, comes from what Redis kept (a floor over
    // everything kept, as before, read it again).
    await h.resetStats();
    expect((await gql(b, PROJECT, { id: other.databaseId }, h.key2)).data.project.title).toBe(other.title);
    expect((await h.stats()).total).toBe(0);
    expect((await gql(b, PROJECT, { id: changed.databaseId })).data.project.title).toBe(`${changed.title} (renamed before Redis came back)`);
    expect((await h.stats()).total).toBe(1);
  }, 30_000);

  it('a webhook delivered to A while Redis is frozen reaches a subscriber on B, once', async () => {
    const [a, b] = origins as [string, string];
    const project = (await gql(a, 'query { projects(first: 1) { nodes { databaseId } } }')).data.projects.nodes[0] as { databaseId: number };
    const onB = sse(b, 'subscription ($id: Int) { projectStageChanged(recordId: $id) { event { eventId } } }', { id: project.databaseId }, { key: h.key1 });
    try {
      await waitFor(() => gateways[1]!.events.stats.subscribers > 0, 5_000, 'the subscriber on B');
      const before = await received('events');
      redis.freeze();
      try {
        for (const origin of [a, b]) await waitFor(async () => (await readyz(origin)) === 'degraded', 5_000, 'Redis degraded');
        const body = JSON.stringify(delivery(9_100_001, project.databaseId));
        const post = (origin: string) =>
          request(`${origin}/webhooks/${WEBHOOK_TOKEN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect((await post(a)).statusCode).toBe(202);
        await waitFor(() => onB.messages.length >= 1, 5_000, 'the event on B');
        expect(onB.messages[0]!.data).toMatchObject({ data: { projectStageChanged: { event: { eventId: '9100001' } } } });
        expect(await received('events')).toBe(before + 1);
        // The upstream's retry of the same delivery, to B this time: B already has it.
        expect((await post(b)).statusCode).toBe(200);
        expect(onB.messages).toHaveLength(1);
      } finally {
        redis.thaw();
      }
    } finally {
      onB.close();
    }
  }, 30_000);

  it('an instance cut off from Redis alone hears of a write through another once its heartbeat is late', async () => {
    const [a] = origins as [string];
    const relay = await redisRelay(redis);
    const c = await instance(relay.url);
    try {
      await heartbeatsSeenByAll(redis, `${PREFIX}instances`, (members) => origins.every((o) => members.some((m) => m.endsWith(` ${o}`))));
      const listed = await gql(a, 'query { projects(first: 3) { nodes { id databaseId title } } }');
      const project = listed.data.projects.nodes[2] as { id: string; databaseId: number; title: string };
      expect((await gql(c, PROJECT, { id: project.databaseId })).data.project.title).toBe(project.title);

      // Only C loses Redis; A and B still share through it.
      relay.cut();
      await waitFor(async () => (await readyz(c)) === 'degraded', 5_000, 'Redis degraded on C');
      expect(await readyz(a)).toBe('ok');
      // Until A wrote a heartbeat when C's was over two retry periods old: A then counts C late.
      await waitFor(
        async () => {
          const [sec, micro] = await redis.client.time();
          const now = Number(sec) * 1000 + Math.floor(Number(micro) / 1000);
          const flat = await redis.client.zrange(`${PREFIX}instances`, 0, -1, 'WITHSCORES');
          const at = (origin: string) => Number(flat[flat.findIndex((m, i) => i % 2 === 0 && m.endsWith(` ${origin}`)) + 1]);
          return now - at(c) > 2_000 && at(a) - at(c) > 2_000;
        },
        6_000,
        "C's heartbeat late as A sees it",
      );
      const renamed = `${project.title} (renamed while C was cut off)`;
      expect((await gql(a, RENAME, { id: project.id, title: renamed })).data.projectUpdate.userErrors).toEqual([]);
      expect((await gql(c, PROJECT, { id: project.databaseId })).data.project.title).toBe(renamed);
    } finally {
      relay.close();
    }
  }, 30_000);

  it('an instance started while Redis does not answer tells the instances it was given of its writes (REDIS_FALLBACK_PEERS)', async () => {
    const [a, b] = origins as [string, string];
    const listed = await gql(a, 'query { projects(first: 6) { nodes { id databaseId title } } }');
    const project = listed.data.projects.nodes[5] as { id: string; databaseId: number; title: string };
    // B holds the title in its memory and in Redis.
    for (let i = 0; i < 2; i++) expect((await gql(b, PROJECT, { id: project.databaseId })).data.project.title).toBe(project.title);

    // D starts while Redis is out of its reach, so no heartbeat has told it of A and B: only its settings.
    const relay = await redisRelay(redis);
    relay.cut();
    try {
      const d = await instance(relay.url, [a, b, 'http://127.0.0.1:9']);
      await waitFor(async () => (await readyz(d)) === 'degraded', 5_000, 'Redis degraded on D');
      const before = await received();
      const renamed = `${project.title} (renamed through an instance started during the outage)`;
      const write = await gql(d, RENAME, { id: project.id, title: renamed });
      expect(write.errors ?? []).toEqual([]);
      expect(write.data.projectUpdate.userErrors).toEqual([]);
      // A and B were told before D answered the write; the instance that is not there cost one bounded wait.
      expect(await received()).toBe(before + 2);
      expect((await gql(b, PROJECT, { id: project.databaseId })).data.project.title).toBe(renamed);
    } finally {
      relay.close();
    }
  }, 30_000);

  it('the paths refuse a missing or wrong token (401) and anything but POST (405), and applies nothing', async () => {
    const [a] = origins as [string];
    const before = await received();
    const post = (headers: Record<string, string>, body = JSON.stringify({ tags: ['@floor'], stamp: Date.now() })) =>
      request(`${a}/_fieldgraph/invalidations`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer not-the-token-of-these-instances' })).statusCode).toBe(401);
    expect((await request(`${a}/_fieldgraph/invalidations`)).statusCode).toBe(405);
    const event = await request(`${a}/_fieldgraph/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(event.statusCode).toBe(401);
    expect((await post({ authorization: `Bearer ${TOKEN}` }, JSON.stringify({ tags: 'projects#1', stamp: 1 }))).statusCode).toBe(400);
    expect((await post({ authorization: `Bearer ${TOKEN}` }, JSON.stringify({ tags: ['projects#1'] }))).statusCode).toBe(400);
    expect(await received()).toBe(before);
    expect((await post({ authorization: `Bearer ${TOKEN}` }, JSON.stringify({ tags: ['projects#1'], stamp: 1 }))).statusCode).toBe(204);
    expect(await received()).toBe(before + 1);
  });

  it('without INSTANCE_TOKEN the paths do not exist', async () => {
    const g = createGateway(testConfig(h.url));
    try {
      const res = await g.fetch('http://gateway/_fieldgraph/invalidations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ tags: ['@floor'], stamp: 1 }),
      });
      expect(res.status).toBe(404);
    } finally {
      await g.dispose();
    }
  });
});
