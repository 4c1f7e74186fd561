/**
 * A gateway in front of a test sandbox: `useGateway(h)` builds it against `h.url` (after the
 * sandbox's beforeAll) and gives `gql()`, which posts through `yoga.fetch` (no port) while every REST
 * call crosses real HTTP on loopback to the sandbox.
 *
 * `gql()` takes a document string (untyped body) or a typed document from the test codegen: write
 * `const Q = graphql(\`query Name($x: Int!) { ... }\`)` with `graphql` from test/generated/index.js, run
 * `npm run codegen`, then `(await g.gql(Q, { x: 1 })).body.data` is typed and the variables are checked.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxHarness } from './sandbox.js';
import { testConfig, type GatewayConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';

export interface GqlResponse<T = any> {
  status: number;
  body: { data?: T; errors?: Array<{ message: string; path?: (string | number)[]; extensions?: Record<string, any> }>; extensions?: Record<string, any> };
  text: string;
}

export interface GqlOptions {
  key?: string | null;
  headers?: Record<string, string>;
}

/** The variables argument of a typed document: required when the operation declares a required variable. */
export type VariablesArgs<V> = Record<never, never> extends V ? [variables?: V, opts?: GqlOptions] : [variables: V, opts?: GqlOptions];

export interface GatewayHarness {
  gateway: Gateway;
  /** Runs an operation with company 1's key unless `key` says otherwise (`null` = no key header); `headers` are added last. */
  gql<T, V>(document: TypedDocumentNode<T, V>, ...args: VariablesArgs<V>): Promise<GqlResponse<T>>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, opts?: GqlOptions): Promise<GqlResponse<T>>;
}

const printed = new WeakMap<TypedDocumentNode<unknown, unknown>, string>();
function documentText(document: string | TypedDocumentNode<unknown, unknown>): string {
  if (typeof document === 'string') return document;
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

export function useGateway(h: SandboxHarness, overrides: Parameters<typeof testConfig>[1] = {}): GatewayHarness {
  const g = {} as GatewayHarness;
  beforeAll(() => {
    const config: GatewayConfig = testConfig(h.url, overrides);
    g.gateway = createGateway(config);
  });
  afterAll(async () => {
    await g.gateway?.dispose();
  });
  g.gql = async (document: string | TypedDocumentNode<unknown, unknown>, variables?: unknown, opts: GqlOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const key = opts.key === undefined ? h.key1 : opts.key;
    if (key !== null) headers['x-api-key'] = key;
    Object.assign(headers, opts.headers);
    const res = await g.gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: documentText(document), variables }),
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  };
  return g;
}
