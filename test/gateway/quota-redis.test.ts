/**
 * The quota layer scaled out: two gateway instances with one REDIS_URL share the upstream cache, its
 * invalidations and the per-key pacing, against a real redis-server. Counts are the sandbox's own.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import type { GqlResponse } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import type { QuotaRedisAccountCallsQuery } from '../generated/graphql.js';
import { haveRedis, startRedis, type RunningRedis } from '../helpers/redis.js';
import { testConfig, type UpstreamConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';

const h = useSandbox({ sizes: { accounts: 200, projects: 30, opportunities: 5, workOrders: 10, calls: 10 } });
let redis: RunningRedis;
let a: Gateway;
let b: Gateway;

const SCREEN = graphql(`query QuotaRedisScreen { projects(first: 10) { nodes { databaseId title account { title } } } }`);
const PROJECT = graphql(`query QuotaRedisProject($id: Int!) { project(databaseId: $id) { id databaseId title } }`);

function instance(upstream: Partial<UpstreamConfig> = {}): Gateway {
  return createGateway(testConfig(h.url, { upstream: { cache: true, ratePerSecond: 100, ...upstream }, redis: { url: redis.url, prefix: 'quota:' } }));
}

async function gql<T, V>(g: Gateway, document: TypedDocumentNode<T, V>, variables?: V, key = h.key1) {
  const res = await g.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: res.status, body: (await res.json()) as GqlResponse<T>['body'] };
}

async function upstreamCount(run: () => Promise<unknown>): Promise<number> {
  await h.resetStats();
  await run();
  return (await h.stats()).total;
}

beforeAll(async () => {
  if (!haveRedis) return;
  redis = await startRedis();
  a = instance();
  b = instance();
}, 20_000);

afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
  redis?.stop();
});

describe.skipIf(!haveRedis)('REDIS_URL: the quota layer shared by two instances', () => {
  it('what instance A fetched, instance B serves from the shared cache; another key still gets its own', async () => {
    const first = await gql(a, SCREEN);
    expect(first.body.errors).toBeUndefined();
    // B has not yet seen the upstream accept this key: its first read confirms the key, the rest is cached.
    let second!: typeof first;
    expect(await upstreamCount(async () => (second = await gql(b, SCREEN)))).toBe(1);
    expect(await upstreamCount(() => gql(b, SCREEN))).toBe(0);
    expect(second.body.data).toEqual(first.body.data);
    expect(await upstreamCount(() => gql(b, SCREEN, undefined, h.key2))).toBeGreaterThan(0);
  });

  it('read-your-writes across instances: a write through A is seen by the next read on B', async () => {
    const project = (await gql(a, SCREEN)).body.data!.projects!.nodes[0];
    const before = await gql(b, PROJECT, { id: project.databaseId });
    expect(before.body.data!.project!.title).not.toBe('Written on A');
    const write = await gql(
      a,
      graphql(`mutation QuotaRedisProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: "Written on A" }) { userErrors { message } } }`),
      {
        id: before.body.data!.project!.id,
      },
    );
    expect(write.body.data!.projectUpdate!.userErrors).toEqual([]);
    expect((await gql(b, PROJECT, { id: project.databaseId })).body.data!.project!.title).toBe('Written on A');
    expect((await gql(b, SCREEN)).body.data!.projects!.nodes.find((p) => p.databaseId === project.databaseId)!.title).toBe('Written on A');
  });

  it('two instances on one key together stay under its per-second limit: a burst of about 200 requests, 0 refused upstream', async () => {
    const limiter = h.sandbox.ctx.rateLimiter;
    const before = { ...limiter.options };
    limiter.options = { enforce: true, perSecond: 100, perDay: 1_000_000 };
    limiter.reset();
    // Cache off: every read of the burst goes upstream, half through each instance.
    const pa = instance({ cache: false, retries: 0 });
    const pb = instance({ cache: false, retries: 0 });
    try {
      const page = graphql(
        `query QuotaRedisAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }`,
      );
      const cursor = (await gql(pa, graphql(`query QuotaRedisAccountsCursor { accounts(first: 100) { pageInfo { endCursor } } }`))).body.data!.accounts!
        .pageInfo.endCursor;
      // The burst starts on an empty per-second window upstream (the cursor's read no longer counts).
      limiter.reset();
      let one!: { status: number; body: GqlResponse<QuotaRedisAccountCallsQuery>['body'] };
      let two!: typeof one;
      const sent = await upstreamCount(async () => {
        [one, two] = await Promise.all([gql(pa, page), gql(pb, page, { after: cursor })]);
      });
      const accounts = one.body.data!.accounts!.nodes.length + two.body.data!.accounts!.nodes.length;
      expect(accounts).toBeGreaterThan(150);
      expect(one.body.errors).toBeUndefined();
      expect(two.body.errors).toBeUndefined();
      expect(sent).toBe(2 + accounts);
    } finally {
      limiter.options = before;
      limiter.reset();
      await pa.dispose();
      await pb.dispose();
    }
  });
});
