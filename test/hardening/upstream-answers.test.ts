/**
 * Hostile upstream answers (issue 12, findings 1 and 15): an answer larger than UPSTREAM_MAX_ANSWER_BYTES
 * is cut off and fails only its field; a value nested thousands deep fails only the field that selects it. Neither grows
 * memory nor ends the process. A stub upstream on loopback: the sandbox never sends such answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { graphql } from '../generated/index.js';

const MAX = 64 * 1024;
let server: Server;
let gateway: Gateway;
let bigBytesSent = 0;

const account = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `Account ${id}`, ...extra });

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    res.setHeader('content-type', 'application/json');
    if (path.startsWith('/v1/accounts/1?')) return res.end(JSON.stringify(account(1)));
    if (path.startsWith('/v1/accounts/2?')) {
      // 8 MB streamed without a length: the gateway must stop reading at its cap.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write('{"id":2,"title":"');
      let sent = 0;
      const pump = () => {
        while (sent < 128) {
          sent++;
          bigBytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"}');
      };
      res.on('error', () => undefined);
      return pump();
    }
    if (path.startsWith('/v1/accounts/3?')) {
      // A declared length over the cap: refused before the body is read.
      const body = JSON.stringify(account(3, { description: 'x'.repeat(MAX * 2) }));
      res.setHeader('content-length', Buffer.byteLength(body));
      return res.end(body);
    }
    if (path.startsWith('/v1/accounts/4?')) {
      const deep = '['.repeat(6_000) + ']'.repeat(6_000);
      return res.end(`{"id":4,"title":"Deep","custom":{"nested":${deep}}}`);
    }
    res.statusCode = 404;
    res.end('{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = createGateway(testConfig(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, { upstream: { maxAnswerBytes: MAX, retries: 0 } }));
});

afterAll(async () => {
  await gateway?.dispose();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function gql<T>(document: TypedDocumentNode<T, { [key: string]: never }>) {
  const res = await gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'stub-key-1' },
    body: JSON.stringify({ query: print(document) }),
  });
  return (await res.json()) as { data?: T; errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }> };
}

describe('upstream answers the gateway will not hold', () => {
  it('an answer past the size cap (streamed or declared) fails its own field with UPSTREAM_ERROR; the others answer', async () => {
    const r = await gql(
      graphql(`query UpstreamAnswersSizeCap { a: account(databaseId: 1) { title } b: account(databaseId: 2) { title } c: account(databaseId: 3) { title } }`),
    );
    expect(r.data).toEqual({ a: { title: 'Account 1' }, b: null, c: null });
    expect(r.errors).toHaveLength(2);
    for (const e of r.errors!) {
      expect(e.extensions!.code).toBe('UPSTREAM_ERROR');
      expect(e.message).toMatch(/^accounts: the upstream API sent an answer larger than 65536 bytes/);
    }
    // The streamed answer was abandoned early, not read to its 8 MB end.
    expect(bigBytesSent).toBeLessThan(8 * 1024 * 1024);
  });

  it("a value nested 6,000 deep fails only the field that selects it with UPSTREAM_ERROR; the record's other fields answer, and so does the next query", async () => {
    // Twice: a document's first run takes the standard executor, its second the compiled one.
    for (let run = 0; run < 2; run++) {
      const r = await gql(graphql(`query UpstreamAnswersDeepValue { a: account(databaseId: 1) { title } d: account(databaseId: 4) { title custom } }`));
      expect(r.data).toEqual({ a: { title: 'Account 1' }, d: { title: 'Deep', custom: null } });
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0].path).toEqual(['d', 'custom']);
      expect(r.errors![0].extensions!.code).toBe('UPSTREAM_ERROR');
      expect(r.errors![0].message).toBe('The upstream API sent a value nested deeper than 64 levels');
    }
    expect((await gql(graphql(`query UpstreamAnswersDeepRecord { d: account(databaseId: 4) { title } }`))).data).toEqual({ d: { title: 'Deep' } });
  });
});
