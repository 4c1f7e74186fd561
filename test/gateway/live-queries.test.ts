/**
 * Live queries (`@live`) across two instances sharing Redis, over real HTTP (SSE) and graphql-ws: a
 * change the workspace reports by webhook to one instance, or a write through either, sends the new
 * answer to the live queries that show the record, re-reading upstream only what changed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { haveRedis, startRedis, type RunningRedis } from '../helpers/redis.js';
import { closeAll, movableProject, setWebhook, sse, startGateway, waitFor, wsSubscribe, type RunningGateway } from '../events/harness.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 20, opportunities: 5, workOrders: 20, calls: 5 } });
let redis: RunningRedis;
let a: RunningGateway;
let b: RunningGateway;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const PROJECT = 'query Live($id: Int!) @live { project(databaseId: $id) { title stage { name } } }';

async function gql(g: RunningGateway, query: string, variables: Record<string, unknown> = {}, key = h.key1) {
  const res = await fetch(`${g.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

/** Upstream requests the sandbox served while `run` went on. */
async function upstream(run: () => Promise<unknown>): Promise<{ total: number; routes: string[] }> {
  await h.resetStats();
  await run();
  const stats = await h.stats();
  return { total: stats.total, routes: stats.requests.map((r) => `${r.method} ${r.route}`) };
}

beforeAll(async () => {
  if (!haveRedis) return;
  redis = await startRedis();
  const overrides = { upstream: { cache: true, ratePerSecond: 0, cacheRecordTtlMs: 600_000 } };
  a = await startGateway(h.url, { redisUrl: redis.url, redisPrefix: 'live:' }, overrides);
  b = await startGateway(h.url, { redisUrl: redis.url, redisPrefix: 'live:' }, overrides);
  // The workspace's webhooks go to B only: A learns of them through Redis.
  await setWebhook(h, { url: b.webhookUrl, duplicateRate: 0 });
}, 30_000);

afterEach(() => closeAll());

afterAll(async () => {
  await a?.close();
  await b?.close();
  redis?.stop();
});

describe.skipIf(!haveRedis)('@live queries', () => {
  it('a stage moved by another app (webhook to B) reaches a live query on A, re-reading only that project', async () => {
    const project = movableProject(h, 1, 0);
    const live = sse(a.origin, PROJECT, { id: project.id }, { key: h.key1 });
    const first = await waitFor(() => live.messages[0], 5_000, 'the first answer');
    expect(first.data.data.project.stage).toBeTruthy();
    const before = first.data.data.project.stage.name;
    const spent = await upstream(async () => {
      const moved = await h.api('PATCH', `/projects/${project.id}`, { body: { stageId: project.to } });
      expect(moved.status).toBe(200);
      await waitFor(() => live.messages[1], 5_000, 'the live update');
    });
    const after = live.messages[1]!.data.data.project.stage.name;
    expect(after).not.toBe(before);
    // The PATCH itself, then the project read again (its stage comes embedded or from the workflow, kept in the cache).
    expect(spent.routes.filter((r) => r.startsWith('GET'))).toEqual(['GET /v1/projects/:projectId']);
  });

  it('a write through B pushes the new title to the live query on A; over graphql-ws too', async () => {
    const project = movableProject(h, 1, 1);
    const overSse = sse(a.origin, PROJECT, { id: project.id }, { key: h.key1 });
    const overWs = wsSubscribe(a.origin, PROJECT, { id: project.id }, { key: h.key1 });
    await waitFor(() => overSse.messages[0] && overWs.messages[0], 5_000, 'the first answers');
    const write = await gql(b, 'mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Renamed live" }) { userErrors { message } } }', {
      id: gid('Project', project.id),
    });
    expect(write.errors).toBeUndefined();
    await waitFor(() => overSse.messages[1] && overWs.messages[1], 5_000, 'the live updates');
    expect(overSse.messages[1]!.data.data.project.title).toBe('Renamed live');
    expect(overWs.messages[1]!.data.project.title).toBe('Renamed live');
  });

  it('identical live queries of one key share one re-execution; an answer that did not change is not sent', async () => {
    const project = movableProject(h, 1, 0);
    const clients = [0, 1, 2].map(() => sse(a.origin, PROJECT, { id: project.id }, { key: h.key1 }));
    await waitFor(() => clients.every((c) => c.messages[0]), 5_000, 'three first answers');
    // A change of a field the query does not show: the project is read again, nothing is sent.
    const unchanged = await upstream(async () => {
      const res = await b.gateway.fetch(`http://gateway/webhooks/test-webhook-token-0123456789`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: { eventId: `evt-live-${Date.now()}`, recordId: project.id, triggerKey: 'PROJECT_UPDATED', firedAt: new Date().toISOString() },
          record: { type: 'PROJECT', id: project.id },
        }),
      });
      expect(res.status).toBe(202);
      await waitFor(async () => (await h.stats()).total > 0, 5_000, 'the re-read');
    });
    expect(unchanged.total).toBe(1);
    // Then a change it shows (another app moves the stage): one re-read for the three clients, each gets
    // the new answer, and as their second message (the unchanged answer was never sent).
    const changed = await upstream(async () => {
      expect((await h.api('PATCH', `/projects/${project.id}`, { body: { stageId: project.to } })).status).toBe(200);
      await waitFor(() => clients.every((c) => c.messages[1]), 5_000, 'three updates');
    });
    expect(changed.routes.filter((r) => r.startsWith('GET'))).toEqual(['GET /v1/projects/:projectId']);
    const stage = clients[0]!.messages[1]!.data.data.project.stage.name;
    expect(stage).not.toBe(clients[0]!.messages[0]!.data.data.project.stage.name);
    for (const c of clients) {
      expect(c.messages).toHaveLength(2);
      expect(c.messages[1]!.data.data.project.stage.name).toBe(stage);
    }
  });
});
