/**
 * One key, many users: the gateway spends the key's upstream budget once. Answers are reused across
 * operations of the same key (never another key's), evicted by writes and webhook events, shared while
 * in flight, and requests are paced to the key's per-second limit instead of collecting 429s. Every
 * count here is the sandbox's own count of the requests it received.
 */
import { createHash } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';
import { useGateway, type GqlResponse } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import type { QuotaScreenQuery } from '../generated/graphql.js';
import { testConfig, type UpstreamConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';

const h = useSandbox({ sizes: { accounts: 200, projects: 40, opportunities: 5, workOrders: 10, calls: 20 } });
const WEBHOOK_TOKEN = 'quota-test-token';
const cached = useGateway(h, { upstream: { cache: true, ratePerSecond: 100 }, events: { webhookToken: WEBHOOK_TOKEN } });

const SCREEN = graphql(`query QuotaScreen { projects(first: 10) { nodes { databaseId title stage { name } account { title } } } }`);
const PROJECT = graphql(`query QuotaProject($id: Int!) { project(databaseId: $id) { databaseId title } }`);
const PROJECT_ID = graphql(`query QuotaProjectId($id: Int!) { project(databaseId: $id) { id } }`);

async function upstreamCount(run: () => Promise<unknown>): Promise<number> {
  await h.resetStats();
  await run();
  return (await h.stats()).total;
}

describe('a shared cache per key', () => {
  it('a screen a second user of the same key opens costs no upstream request, and shows the same data', async () => {
    let first!: GqlResponse<QuotaScreenQuery>['body'];
    const cold = await upstreamCount(async () => (first = (await cached.gql(SCREEN)).body));
    expect(cold).toBeGreaterThan(1);
    let second!: GqlResponse<QuotaScreenQuery>['body'];
    const warm = await upstreamCount(async () => (second = (await cached.gql(SCREEN)).body));
    expect(warm).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(second.extensions!.cost.upstreamRequests).toBe(0);
  });

  it('Cache-Control: no-cache reads upstream again and refreshes the entry for the next reader', async () => {
    await cached.gql(SCREEN);
    const refreshed = await upstreamCount(() => cached.gql(SCREEN, undefined, { headers: { 'cache-control': 'no-cache' } }));
    expect(refreshed).toBeGreaterThan(1);
    expect(await upstreamCount(() => cached.gql(SCREEN))).toBe(0);
  });

  it("company 2 never receives company 1's cached answers, catalogs with company custom values included", async () => {
    const ahjs = graphql(`query QuotaAhjs { ahjs(first: 3) { nodes { databaseId name custom } } }`);
    const one = await cached.gql(ahjs);
    expect(one.body.errors).toBeUndefined();
    // Company 2 reads the same catalog: its own request, its own custom values.
    let two!: typeof one;
    expect(await upstreamCount(async () => (two = await cached.gql(ahjs, undefined, { key: h.key2 })))).toBeGreaterThan(0);
    const direct = await h.api<Array<{ custom?: Record<string, unknown> }>>('GET', '/ahjs?page=1&page_size=3', { key: h.key2 });
    expect(direct.status).toBe(200);
    expect(two.body.data!.ahjs!.nodes.map((n) => n.custom)).toEqual(direct.body.slice(0, 3).map((a) => a.custom ?? {}));
    // And records of company 1 never reach company 2, cached or not.
    const id = (await cached.gql(SCREEN)).body.data!.projects!.nodes[0].databaseId;
    const foreign = await cached.gql(PROJECT, { id }, { key: h.key2 });
    expect(foreign.body.data?.project ?? null).toBeNull();
  });

  it('a wrong key gets no cached data: its read goes upstream and is refused', async () => {
    await cached.gql(SCREEN);
    let r!: GqlResponse<QuotaScreenQuery>;
    expect(await upstreamCount(async () => (r = await cached.gql(SCREEN, undefined, { key: 'not-a-real-key-000' })))).toBe(1);
    expect(r.status).toBe(401);
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('invalidation keeps the cache honest', () => {
  it('read-your-writes: after projectUpdate, the next read by any user of the key shows the new title', async () => {
    const id = (await cached.gql(SCREEN)).body.data!.projects!.nodes[1].databaseId;
    expect((await cached.gql(PROJECT, { id })).body.data!.project!.title).not.toBe('Renamed by a write');
    const global = (await cached.gql(PROJECT_ID, { id })).body.data!.project!.id;
    const write = await cached.gql(
      graphql(`mutation QuotaProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: "Renamed by a write" }) { userErrors { message } } }`),
      {
        id: global,
      },
    );
    expect(write.body.errors).toBeUndefined();
    expect(write.body.data!.projectUpdate!.userErrors).toEqual([]);
    expect((await cached.gql(PROJECT, { id })).body.data!.project!.title).toBe('Renamed by a write');
    // The list that holds it is evicted too.
    const list = (await cached.gql(SCREEN)).body.data!.projects!.nodes;
    expect(list.find((p) => p.databaseId === id)?.title).toBe('Renamed by a write');
  });

  it('a write evicts the record it changes and the lists of its kind, not every other record of the kind', async () => {
    const [a, b] = (await cached.gql(SCREEN)).body.data!.projects!.nodes;
    await cached.gql(PROJECT, { id: a.databaseId });
    await cached.gql(PROJECT, { id: b.databaseId });
    const global = (await cached.gql(PROJECT_ID, { id: a.databaseId })).body.data!.project!.id;
    await cached.gql(graphql(`mutation QuotaProjectTouch($id: ID!) { projectUpdate(id: $id, input: { description: "touched" }) { userErrors { message } } }`), {
      id: global,
    });
    // The other project is still served from the cache; the written one and the list are read again.
    expect(await upstreamCount(() => cached.gql(PROJECT, { id: b.databaseId }))).toBe(0);
    expect(await upstreamCount(() => cached.gql(PROJECT, { id: a.databaseId }))).toBe(1);
    expect(await upstreamCount(() => cached.gql(graphql(`query QuotaProjectIds { projects(first: 10) { nodes { databaseId } } }`)))).toBe(1);
  });

  it('a change made outside the gateway shows as soon as its webhook event is delivered (well within 1 s)', async () => {
    const id = (await cached.gql(SCREEN)).body.data!.projects!.nodes[2].databaseId;
    await cached.gql(PROJECT, { id });
    // Changed directly at the REST API: the gateway still serves its cached copy.
    expect((await h.api('PATCH', `/projects/${id}`, { body: { title: 'Changed outside' } })).status).toBe(200);
    expect((await cached.gql(PROJECT, { id })).body.data!.project!.title).not.toBe('Changed outside');
    const delivered = await cached.gateway.fetch(`http://gateway/webhooks/${WEBHOOK_TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        record: { id, type: 'PROJECT', title: 'Changed outside' },
        event: {
          eventId: Date.now(),
          recordId: id,
          triggerKey: 'PROJECT_MOVEMENT',
          triggerName: 'Project stage updated',
          previousStage: { id: 1, name: 'A', type: 'LEAD' },
          currentStage: { id: 2, name: 'B', type: 'PRODUCTION' },
          firedAt: new Date().toISOString(),
        },
      }),
    });
    expect(delivered.status).toBe(202);
    const started = Date.now();
    expect((await cached.gql(PROJECT, { id })).body.data!.project!.title).toBe('Changed outside');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a key the upstream stops accepting gets no cached answer once its trust window has passed', async () => {
    const short = extraGateway({ cache: true, ratePerSecond: 0, keyTrustMs: 200 });
    const issued = await h.basic<{ token: string }>('POST', '/api-keys?company_id=1', 0);
    expect(issued.status).toBe(200);
    const key: string = issued.body.token;
    const ok = await short.gql(SCREEN, undefined, { key });
    expect(ok.body.errors).toBeUndefined();
    // Revoked at the upstream; within the trust window the cached screen is still served.
    const listing = await h.basic<Array<{ id: number; keyPreview: string }>>('GET', '/api-keys?company_id=1', 0);
    const record = listing.body.find((k) => k.keyPreview === key.slice(-4))!;
    expect((await h.basic('DELETE', `/api-keys/${record.id}?company_id=1`, 0)).status).toBe(200);
    // Asked again until the window has passed: served from the cache until then, then one upstream request.
    let r!: typeof ok;
    const asked = async () => {
      r = await short.gql(SCREEN, undefined, { key });
      return r.body.errors !== undefined;
    };
    expect(await upstreamCount(() => waitFor(asked, 3_000, 'the trust window to pass'))).toBe(1);
    expect(r.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(r.body.data ?? null).toBeNull();
    await short.dispose();
  });
});

describe('coalescing and pacing', () => {
  it('identical reads of two operations in flight at once share one upstream request each', async () => {
    const fresh = { headers: { 'cache-control': 'no-cache' } };
    const alone = await upstreamCount(() => cached.gql(SCREEN, undefined, fresh));
    const together = await upstreamCount(() => Promise.all([cached.gql(SCREEN, undefined, fresh), cached.gql(SCREEN, undefined, fresh)]));
    expect(together).toBe(alone);
  });

  it('a burst of about 200 requests in under a second is paced under the limit: 0 refusals upstream, every field answered', async () => {
    const limiter = h.sandbox.ctx.rateLimiter;
    const before = { ...limiter.options };
    limiter.options = { enforce: true, perSecond: 100, perDay: 1_000_000 };
    limiter.reset();
    const paced = extraGateway({ cache: false, ratePerSecond: 100, retries: 0 });
    try {
      const page = graphql(
        `query QuotaAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }`,
      );
      const first = await paced.gql(page);
      let one!: typeof first;
      let two!: typeof first;
      const sent = await upstreamCount(async () => {
        [one, two] = await Promise.all([paced.gql(page), paced.gql(page, { after: first.body.data!.accounts!.pageInfo.endCursor })]);
      });
      // Every request reached the sandbox once: none refused with 429, none failed.
      const accounts = one.body.data!.accounts!.nodes.length + two.body.data!.accounts!.nodes.length;
      expect(accounts).toBeGreaterThan(150);
      expect(sent).toBe(2 + accounts);
      expect(one.body.errors).toBeUndefined();
      expect(two.body.errors).toBeUndefined();
      // Without pacing, the same burst collects refusals.
      limiter.reset();
      const unpaced = extraGateway({ cache: false, ratePerSecond: 0, retries: 0 });
      const results = await Promise.all([unpaced.gql(page), unpaced.gql(page, { after: first.body.data!.accounts!.pageInfo.endCursor })]);
      const refused = results.flatMap((r) => r.body.errors ?? []).filter((e) => e.extensions!.code === 'RATE_LIMITED');
      expect(refused.length).toBeGreaterThan(0);
      await unpaced.dispose();
    } finally {
      limiter.options = before;
      limiter.reset();
      await paced.dispose();
    }
  });

  it('rateLimit reports the upstream side of the key: the per-second limit and use, and what is left today', async () => {
    const r = await cached.gql(
      graphql(`query QuotaRateLimit { projects(first: 1) { nodes { title } } rateLimit { perSecondLimit usedLastSecond remainingToday dailyLimit resetAt } }`),
      undefined,
      {
        headers: { 'cache-control': 'no-cache' },
      },
    );
    expect(r.body.errors).toBeUndefined();
    const rate = r.body.data!.rateLimit!;
    expect(rate.perSecondLimit).toBe(100);
    expect(rate.usedLastSecond).toBeGreaterThanOrEqual(0);
    expect(rate.dailyLimit).toBeGreaterThan(0);
    expect(rate.remainingToday).toBeLessThanOrEqual(rate.dailyLimit!);
  });
});

describe('/metrics', () => {
  it("shows each key's upstream use by the key's hash, never the key, and the cache's hits and misses", async () => {
    await cached.gql(SCREEN, undefined, { headers: { 'cache-control': 'no-cache' } });
    await cached.gql(SCREEN);
    const text = await (await cached.gateway.fetch('http://gateway/metrics')).text();
    const hash = createHash('sha256').update(h.key1).digest('base64url').slice(0, 12);
    expect(text).toMatch(new RegExp(`fieldgraph_upstream_key_requests_total\\{key="${hash.replace(/[-]/g, '\\-')}"\\} [1-9]`));
    expect(text).toMatch(/fieldgraph_upstream_key_remaining_today\{key="[^"]{12}"\} \d+/);
    expect(text).toMatch(/fieldgraph_upstream_cache_total\{result="hit"\} [1-9]/);
    expect(text).not.toContain(h.key1);
  });
});

/** A second gateway on the same sandbox with its own upstream settings, for one test. */
function extraGateway(upstream: Partial<UpstreamConfig>) {
  const gateway = createGateway(testConfig(h.url, { upstream }));
  return {
    dispose: () => gateway.dispose(),
    async gql<T, V>(document: TypedDocumentNode<T, V>, variables?: V, opts: { key?: string } = {}) {
      const res = await gateway.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': opts.key ?? h.key1 },
        body: JSON.stringify({ query: print(document), variables }),
      });
      return { status: res.status, body: (await res.json()) as GqlResponse<T>['body'] };
    },
  };
}
