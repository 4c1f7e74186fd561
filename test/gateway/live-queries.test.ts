/**
 * Live queries (`@live`) across two instances sharing Redis, over real HTTP (SSE) and graphql-ws: a
 * change the workspace reports by webhook to one instance, or a write through either, sends the new
 * answer to the live queries that show the record, re-reading upstream only what changed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoBasic, useSandbox } from '../helpers/sandbox.js';
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
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; extensions?: any };
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
  a = await startGateway(h.url, {}, { ...overrides, redis: { url: redis.url, prefix: 'live:' } });
  b = await startGateway(h.url, {}, { ...overrides, redis: { url: redis.url, prefix: 'live:' } });
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
      // Within a second of the change (the throttle is 250 ms).
      await waitFor(() => live.messages[1], 1_000, 'the live update');
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

  it('two companies’ live queries of the same document never see each other’s records', async () => {
    const LIST = 'query @live { projects(first: 5) { nodes { databaseId title } } }';
    const one = sse(a.origin, LIST, {}, { key: h.key1 });
    const two = sse(a.origin, LIST, {}, { key: h.key2 });
    await waitFor(() => one.messages[0] && two.messages[0], 5_000, 'the first answers');
    const ids = (m: { data: any }) => m.data.data.projects.nodes.map((n: { databaseId: number }) => n.databaseId) as number[];
    const ofOne = ids(one.messages[0]!);
    const ofTwo = ids(two.messages[0]!);
    expect(ofOne.filter((id) => ofTwo.includes(id))).toEqual([]);
    const rename = (key: string, id: number, title: string) =>
      gql(
        b,
        'mutation($id: ID!, $t: String!) { projectUpdate(id: $id, input: { title: $t }) { userErrors { message } } }',
        { id: gid('Project', id), t: title },
        key,
      );
    expect((await rename(h.key1, ofOne[0]!, 'Company one live')).errors).toBeUndefined();
    await waitFor(() => one.messages[1], 5_000, 'company one’s update');
    // Barrier: company two's own change arrives as its second answer, so nothing of company one's came before it.
    expect((await rename(h.key2, ofTwo[0]!, 'Company two live')).errors).toBeUndefined();
    await waitFor(() => two.messages[1], 5_000, 'company two’s update');
    expect(two.messages).toHaveLength(2);
    expect(two.messages[1]!.data.data.projects.nodes[0].title).toBe('Company two live');
    for (const m of two.messages) expect(ids(m).filter((id) => ofOne.includes(id))).toEqual([]);
    expect(JSON.stringify(two.messages)).not.toContain('Company one live');
  });

  it('a key deleted through B ends its live queries on A with UNAUTHENTICATED', async () => {
    const admin = (g: RunningGateway, query: string) =>
      fetch(`${g.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...demoBasic(0) },
        body: JSON.stringify({ query }),
      }).then((r) => r.json() as Promise<{ data: any }>);
    const issued = await admin(b, 'mutation { apiKeyCreate(input: { companyId: 1 }) { apiKey { token } userErrors { message } } }');
    const token = issued.data.apiKeyCreate.apiKey.token as string;
    const listed = await admin(b, '{ apiKeys(companyId: 1) { id keyPreview } }');
    const id = listed.data.apiKeys.find((k: { keyPreview: string }) => token.endsWith(k.keyPreview)).id as string;
    const live = sse(a.origin, 'query @live { projects(first: 2) { nodes { title } } }', {}, { key: token });
    await waitFor(() => live.messages[0], 5_000, 'the first answer');
    expect(live.messages[0]!.data.errors).toBeUndefined();
    const deleted = await admin(b, `mutation { apiKeyDelete(id: "${id}", companyId: 1) { deletedApiKeyId } }`);
    expect(deleted.data.apiKeyDelete.deletedApiKeyId).toBe(id);
    await live.ended;
    expect(live.messages.at(-1)!.data.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(live.all.at(-1)!.event).toBe('complete');
  });
});

describe('@live queries on one instance: limits and endings', () => {
  let c: RunningGateway;
  beforeAll(async () => {
    c = await startGateway(h.url, { livePerKey: 2 }, { upstream: { cache: true, ratePerSecond: 0 } });
  });
  afterAll(async () => {
    await c?.close();
  });

  it('answers once, saying why, to a client that does not read a stream; refuses @defer in a live query', async () => {
    const once = await gql(c, 'query @live { projects(first: 1) { nodes { title } } }');
    expect(once.data.projects.nodes).toHaveLength(1);
    expect(once.extensions.live.open).toBe(false);
    const deferred = await fetch(`${c.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': h.key1 },
      body: JSON.stringify({ query: 'query @live { projects(first: 1) { nodes { title ... @defer { databaseId } } } }' }),
    }).then((r) => r.text());
    expect(deferred).toContain('cannot use @defer or @stream');
  });

  it('a live query over the cost limit is refused when it starts, before any upstream request', async () => {
    const costly = 'query @live { projects(first: 100) { nodes { workOrders(first: 100) { nodes { assignee { firstName } } } } } }';
    const spent = await upstream(async () => {
      const refused = sse(c.origin, costly, {}, { key: h.key1 });
      await refused.ended;
      expect(refused.all[0]!.data.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    });
    expect(spent.total).toBe(0);
  });

  it('a key holds at most LIVE_QUERIES_PER_KEY live queries; one closing makes room; shutdown completes the rest', async () => {
    const open = [0, 1].map((i) => sse(c.origin, `query @live { projects(first: ${i + 1}) { nodes { title } } }`, {}, { key: h.key1 }));
    await waitFor(() => open.every((o) => o.messages[0]), 5_000, 'two live queries');
    const third = sse(c.origin, 'query @live { projects(first: 3) { nodes { title } } }', {}, { key: h.key1 });
    await third.ended;
    expect(third.messages[0]!.data.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another key is not held back by the first one's.
    const other = sse(c.origin, 'query @live { projects(first: 3) { nodes { title } } }', {}, { key: h.key2 });
    await waitFor(() => other.messages[0], 5_000, 'the other key’s live query');
    expect(other.messages[0]!.data.errors).toBeUndefined();
    open[0]!.close();
    await open[0]!.ended;
    await waitFor(
      async () => {
        const again = sse(c.origin, 'query @live { projects(first: 4) { nodes { title } } }', {}, { key: h.key1 });
        await waitFor(() => again.messages[0], 5_000, 'an answer');
        if (again.messages[0]!.data.errors) return false;
        return again;
      },
      5_000,
      'room for a live query',
    );
    // Shutdown: the gateway's dispose (main.ts, on SIGTERM) completes every live query.
    await c.gateway.dispose();
    await Promise.all([open[1]!.ended, other.ended]);
    expect(open[1]!.all.at(-1)!.event).toBe('complete');
  });
});

describe('@live queries of one key re-executed at once', () => {
  let d: RunningGateway;
  beforeAll(async () => {
    // A small execution queue per user: eight re-executions at once would overflow it.
    d = await startGateway(h.url, { livePerKey: 20 }, { upstream: { cache: true, ratePerSecond: 0 }, execution: { slots: 1, busySlots: 1, queuePerUser: 2 } });
  });
  afterAll(async () => {
    await d?.close();
  });

  it('one change read by many distinct live queries of a key reaches each as data, never as a refusal of the execution queue', async () => {
    const live = Array.from({ length: 8 }, (_, i) =>
      sse(d.origin, `query Board${i} @live { projects(first: 3) { nodes { databaseId title } } }`, {}, { key: h.key1 }),
    );
    for (const [i, l] of live.entries()) await waitFor(() => l.messages[0], 5_000, `live query ${i} open`);
    for (const l of live) expect(l.messages[0]!.data.errors).toBeUndefined();
    const id = live[0]!.messages[0]!.data.data.projects.nodes[0].databaseId as number;
    const write = await gql(d, 'mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Seen by eight" }) { userErrors { message } } }', {
      id: gid('Project', id),
    });
    expect(write.errors).toBeUndefined();
    await waitFor(() => live.every((l) => l.messages[1]), 5_000, 'eight updates');
    for (const l of live) {
      expect(l.messages[1]!.data.errors).toBeUndefined();
      expect(l.messages[1]!.data.data.projects.nodes[0].title).toBe('Seen by eight');
    }
  });
});
