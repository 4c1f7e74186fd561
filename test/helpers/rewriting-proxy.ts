/**
 * A proxy on loopback between a gateway and the sandbox that rewrites chosen JSON answers, for upstream
 * data the sandbox cannot send (records without ids, lists that are not lists, paging that never ends,
 * text JSON cannot write such as 1e400). Every request it forwards is recorded as `METHOD /path?query`.
 * `rules` and `forwarded` are emptied before each test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import type { SandboxHarness } from './sandbox.js';

/** Gets the parsed answer, its path (without the query) and query; returns the new answer, or a string sent as is. */
export type Rewrite = (body: any, path: string, query: URLSearchParams) => unknown;

export interface RewritingProxy {
  /** Rewrites of 2xx JSON answers, the first whose `match` tests the path (without the query string). */
  rules: Array<{ match: RegExp; rewrite: Rewrite }>;
  /** What the gateway sent upstream, in order. */
  readonly forwarded: string[];
  /** The gateway behind the proxy (default test config). */
  readonly gateway: Gateway;
  /** A query with company 1's key: a typed document from test/generated (typed data) or a document string. */
  gql<T>(document: TypedDocumentNode<T, { [key: string]: never }>): Promise<{ status: number; body: GqlBody<T>; text: string }>;
  gql(query: string): Promise<{ status: number; body: GqlBody; text: string }>;
}

type GqlBody<T = any> = { data?: T; errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }> };

export function useRewritingProxy(h: SandboxHarness): RewritingProxy {
  let proxy: Server;
  let gateway: Gateway | undefined;
  const state: RewritingProxy = {
    rules: [],
    forwarded: [],
    get gateway() {
      if (!gateway) throw new Error('the rewriting proxy starts in beforeAll');
      return gateway;
    },
    async gql(document: string | TypedDocumentNode<unknown, { [key: string]: never }>) {
      const query = typeof document === 'string' ? document : print(document);
      const res = await state.gateway.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
        body: JSON.stringify({ query }),
      });
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text) as GqlBody, text };
    },
  };

  beforeAll(async () => {
    proxy = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const url = req.url ?? '/';
      state.forwarded.push(`${req.method} ${url}`);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && k !== 'host' && k !== 'connection' && k !== 'content-length') headers[k] = v;
      const upstream = await fetch(h.origin + url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      let text = await upstream.text();
      const [path = '', query] = url.split('?');
      const rule = state.rules.find((r) => r.match.test(path));
      if (rule && upstream.ok && text) {
        const out = rule.rewrite(JSON.parse(text), path, new URLSearchParams(query));
        text = typeof out === 'string' ? out : JSON.stringify(out);
      }
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(text);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    gateway = createGateway(testConfig(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`));
  });
  afterAll(async () => {
    await gateway?.dispose();
    await new Promise((resolve) => proxy?.close(resolve));
  });
  beforeEach(() => {
    state.rules = [];
    state.forwarded.length = 0;
  });
  return state;
}
