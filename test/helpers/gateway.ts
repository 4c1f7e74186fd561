/**
 * A gateway in front of a test sandbox: `useGateway(h)` builds it against `h.url` (after the
 * sandbox's beforeAll) and gives `gql()`, which posts through `yoga.fetch` (no port) while every REST
 * call crosses real HTTP on loopback to the sandbox.
 */
import { afterAll, beforeAll } from 'vitest';
import type { SandboxHarness } from './sandbox.js';
import { testConfig, type GatewayConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';

export interface GqlResponse<T = any> {
  status: number;
  body: { data?: T; errors?: Array<{ message: string; path?: (string | number)[]; extensions?: Record<string, any> }> };
  text: string;
}

export interface GatewayHarness {
  gateway: Gateway;
  /** Runs an operation with company 1's key unless `key` says otherwise (`null` = no key header); `headers` are added last. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, opts?: { key?: string | null; headers?: Record<string, string> }): Promise<GqlResponse<T>>;
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
  g.gql = async (query, variables, opts = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const key = opts.key === undefined ? h.key1 : opts.key;
    if (key !== null) headers['x-api-key'] = key;
    Object.assign(headers, opts.headers);
    const res = await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  };
  return g;
}
