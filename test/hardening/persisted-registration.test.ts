/**
 * APQ registration keeps only what deserves keeping: a document sent with its hash is registered once
 * it has parsed, passed every limit and validation and run with a key, and the registered documents are
 * bounded in bytes. Before, any document whose sha256 matched was stored on arrival, key or not.
 */
import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { REGISTERED_MAX_BYTES, REGISTERED_MAX_DOCUMENT_BYTES } from '../../src/gateway/plugins/use-persisted.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const withHash = (query: string) => ({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
const byHash = (query: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });

async function post(body: unknown, key: string | null = h.key1) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (key) headers['x-api-key'] = key;
  const res = await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}
const known = async (query: string) => (await post(byHash(query))).errors?.[0]?.message !== 'PersistedQueryNotFound';

describe('APQ registration', () => {
  it('a document sent without a key runs (if public) but does not register', async () => {
    const query = '{ __typename } # no key';
    expect((await post(withHash(query), null)).data).toEqual({ __typename: 'Query' });
    expect(await known(query)).toBe(false);
    // With a key it registers, and the hash alone works after.
    expect((await post(withHash(query))).data).toEqual({ __typename: 'Query' });
    expect(await known(query)).toBe(true);
  });

  it('a document over a limit (aliases, cost) does not register', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: rateLimit { cost }`).join(' ')} }`;
    expect((await post(withHash(aliases))).errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'aliases' });
    expect(await known(aliases)).toBe(false);
    const costly = `{ accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }`;
    expect((await post(withHash(costly))).errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'complexity' });
    expect(await known(costly)).toBe(false);
    expect((await h.stats()).total).toBe(0);
  });

  it('a document the upstream refuses the key of does not register', async () => {
    const query = '{ accounts(first: 1) { nodes { title } } }';
    expect((await post(withHash(query), 'fg_not_a_key')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await known(query)).toBe(false);
  });

  it('a padded document (a 9 MB comment around { __typename }) runs but is never stored, with or without a key', async () => {
    const padded = `# ${'x'.repeat(9 * 1024 * 1024)}\n{ __typename }`;
    expect((await post(withHash(padded))).data).toEqual({ __typename: 'Query' });
    expect(await known(padded)).toBe(false);
  });

  it("20 keyless posts of a 9 MB comment around { __typename } with its hash are refused unread (413) and leave the heap as it was (kept 189 MB: registrations and Yoga's parse cache)", async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = heap();
    for (let i = 0; i < 20; i++) {
      const padded = `# ${i} ${'x'.repeat(9 * 1024 * 1024)}\n{ __typename }`;
      expect((await post(withHash(padded), null)).errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'bodyBytes' });
    }
    const grown = (heap() - before) / 1024 / 1024;
    expect(grown).toBeLessThan(40);
  });

  it('registered documents are bounded in bytes: the least recently used goes first', async () => {
    // Documents just under the per-document limit, more of them than the total allows.
    const size = REGISTERED_MAX_DOCUMENT_BYTES - 1_024;
    const count = Math.ceil(REGISTERED_MAX_BYTES / size) + 2;
    const docs = Array.from({ length: count }, (_, i) => `# ${String(i).padStart(6, '0')}${'y'.repeat(size - 40)}\n{ __typename }`);
    for (const doc of docs) expect((await post(withHash(doc))).data).toEqual({ __typename: 'Query' });
    expect(await known(docs[0]!)).toBe(false);
    expect(await known(docs[count - 1]!)).toBe(true);
  });
});
