/**
 * Persisted operations (a hash in place of the document: the codegen manifest, and APQ registration
 * outside only-known mode), the generated client output kept in step with the operations, and response
 * compression as the client's Accept-Encoding allows.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import { createRequire } from 'node:module';
import { schema } from '../../src/schema/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type GatewayHarness } from '../helpers/gateway.js';
import { MobileWorkOrdersDocument } from '../../src/operations/generated/graphql.js';
import codegenConfig from '../../codegen.js';

const h = useSandbox({ sizes: { accounts: 12, projects: 30, opportunities: 10, workOrders: 40, calls: 5 } });
const open = useGateway(h);
const only = useGateway(h, { persisted: { only: true, manifestPath: defaultManifestPath() } });

function defaultManifestPath(): string {
  return new URL('../../src/operations/generated/persisted-documents.json', import.meta.url).pathname;
}

/** The hash the client preset embeds in the typed document (`sha256:<hex>`). */
const mobileHash = (MobileWorkOrdersDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
const unknownHash = createHash('sha256').update('query Nobody { __typename }').digest('hex');

async function post(g: GatewayHarness, body: unknown, headers: Record<string, string> = {}) {
  const res = await g.gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': h.key1, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, raw: Buffer.from(await res.arrayBuffer()) };
}
const json = (r: { raw: Buffer }) => JSON.parse(r.raw.toString());
const byHash = (hash: string, variables?: Record<string, unknown>) => ({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

beforeEach(async () => {
  await h.resetStats();
});

describe('persisted operations', () => {
  it('a manifest hash runs the operation it names: 20 work orders, one upstream request', async () => {
    const r = json(await post(open, byHash(mobileHash)));
    expect(r.errors).toBeUndefined();
    expect(r.data.workOrders.nodes).toHaveLength(20);
    expect(Object.keys(r.data.workOrders.nodes[0]).sort()).toEqual(['databaseId', 'isCompleted', 'startDate', 'title']);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/work-orders': 1 });
  });

  it('the manifest hash is the sha256 of the manifest document (what an APQ client computes)', () => {
    const manifest = JSON.parse(readFileSync(defaultManifestPath(), 'utf8')) as Record<string, string>;
    for (const [hash, document] of Object.entries(manifest)) {
      expect(hash).toBe(`sha256:${createHash('sha256').update(document).digest('hex')}`);
    }
    expect(manifest[mobileHash]).toContain('query MobileWorkOrders');
  });

  it('only-known mode: a known hash runs, an unknown hash and a plain document are rejected with no upstream call', async () => {
    const known = json(await post(only, byHash(mobileHash)));
    expect(known.data.workOrders.nodes).toHaveLength(20);
    await h.resetStats();

    const unknown = json(await post(only, byHash(unknownHash)));
    expect(unknown.data).toBeUndefined();
    expect(unknown.errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });

    const plain = await post(only, { query: '{ workOrders(first: 1) { nodes { title } } }' });
    expect(plain.status).toBe(400);
    expect(json(plain).errors[0].extensions.code).toBe('FORBIDDEN');
    // Registration is off in this mode: the document sent with its hash does not make the hash known.
    const query = '{ workOrders(first: 2) { nodes { title } } }';
    const sha = createHash('sha256').update(query).digest('hex');
    expect(json(await post(only, { query, ...byHash(sha) })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(json(await post(only, byHash(sha))).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await h.stats()).total).toBe(0);
  });

  it('APQ: an unknown hash asks for the document; sent with it once, the hash alone works after', async () => {
    const query = '{ workOrders(first: 3) { nodes { databaseId } } }';
    const sha = createHash('sha256').update(query).digest('hex');
    expect(json(await post(open, byHash(sha))).errors[0].message).toBe('PersistedQueryNotFound');
    expect(json(await post(open, { query, ...byHash(sha) })).data.workOrders.nodes).toHaveLength(3);
    expect(json(await post(open, byHash(sha))).data.workOrders.nodes).toHaveLength(3);
    const wrong = json(await post(open, { query: '{ __typename }', ...byHash(unknownHash) }));
    expect(wrong.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('the committed codegen output matches what npm run codegen generates now', async () => {
    // The schema printed from the code (what schema.graphql holds once reprinted), so this test tracks the
    // operations and the types they use, not whether someone has reprinted schema.graphql yet.
    // The schema's own copy of graphql (CJS, as Pothos loads it): vitest resolves a bare import to the ESM one.
    const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
    const sdl = graphql.printSchema(graphql.lexicographicSortSchema(schema));
    const files = await generate({ ...codegenConfig, schema: sdl, silent: true, cwd: new URL('../..', import.meta.url).pathname }, false);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files as Array<{ filename: string; content: string }>) {
      const path = new URL(`../../${file.filename}`, import.meta.url);
      expect(readFileSync(path, 'utf8'), `${file.filename} is stale: run npm run codegen`).toBe(file.content);
    }
  }, 60_000);
});

describe('compression', () => {
  const mobile = { query: readFileSync(new URL('../../src/operations/mobile-work-orders.graphql', import.meta.url), 'utf8') };

  it('gzip and br when Accept-Encoding allows; the same JSON once decoded, several times smaller', async () => {
    const plain = await post(open, mobile);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const gzip = await post(open, mobile, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.raw).toString()).data).toEqual(json(plain).data);
    expect(gzip.raw.length * 3).toBeLessThan(plain.raw.length);
    const br = await post(open, mobile, { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.raw).toString()).data).toEqual(json(plain).data);
  });

  it('a small answer is sent as is', async () => {
    const small = await post(open, { query: '{ __typename }' }, { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(json(small).data.__typename).toBe('Query');
  });
});
