/**
 * Starts a sandbox on a free loopback port for one test file and gives typed helpers to call it over
 * real HTTP, as the gateway and any outside client would.
 */
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import type { SandboxOptions } from '../../src/sandbox/context.js';
import { demoLogins } from '../../src/sandbox/auth/model.js';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface SandboxHarness {
  sandbox: Sandbox & { url: string };
  /** Base URL including /v1. */
  url: string;
  /** Origin without /v1, for the /_sandbox knobs. */
  origin: string;
  key1: string;
  key2: string;
  /** A call with company 1's key unless `key` says otherwise (`null` = no key). */
  api<T = any>(method: string, path: string, opts?: { key?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  /** A call with Basic auth of a demo login (0 superadmin, 1 plain user, 2 two-company partner). */
  basic<T = any>(method: string, path: string, login?: number | { email: string; password: string }): Promise<ApiResponse<T>>;
  /** `rounds`: round trips by dependency when latency is in rounds (test/helpers/rounds.ts), else null. */
  stats(): Promise<{
    total: number;
    /** Requests being served right now. */
    inFlight: number;
    waves: number;
    rounds: number | null;
    byRoute: Record<string, number>;
    /** Each request since the last reset, in arrival order. */
    requests: Array<{ method: string; route: string; url: string; status: number }>;
  }>;
  resetStats(): Promise<void>;
  reset(): Promise<void>;
}

export function basicHeader(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}

/** The Authorization header of a demo login (0 superadmin, 1 plain user, 2 two-company partner). */
export function demoBasic(login: number): { authorization: string } {
  const l = demoLogins[login]!;
  return { authorization: basicHeader(l.email, l.password) };
}

/** Registers beforeAll/afterAll that start and stop a sandbox; small sizes keep seeding fast. */
export function useSandbox(overrides: Partial<SandboxOptions> = {}): SandboxHarness {
  const h = {} as SandboxHarness;
  beforeAll(async () => {
    const sandbox = await startSandbox({ webhookUrl: undefined, ...overrides });
    const origin = sandbox.url.replace(/\/v1$/, '');
    Object.assign(h, {
      sandbox,
      url: sandbox.url,
      origin,
      key1: sandbox.ctx.options.apiKey,
      key2: sandbox.ctx.options.apiKey2,
    });
  });
  afterAll(async () => {
    await h.sandbox?.close();
  });
  const call = async (method: string, url: string, headers: Record<string, string>, body?: unknown) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (body instanceof FormData || typeof body === 'string') init.body = body as FormData | string;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    const res = await fetch(url, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as any };
  };
  h.api = (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const key = opts.key === undefined ? h.key1 : opts.key;
    if (key !== null) headers['x-api-key'] = key;
    return call(method, h.url + path, headers, opts.body);
  };
  h.basic = (method, path, login = 0) => {
    const l = typeof login === 'number' ? demoLogins[login] : login;
    return call(method, h.url + path, { authorization: basicHeader(l.email, l.password) });
  };
  h.stats = async () => (await call('GET', `${h.origin}/_sandbox/stats`, {})).body;
  h.resetStats = async () => {
    await call('POST', `${h.origin}/_sandbox/stats/reset`, {});
  };
  h.reset = async () => {
    await call('POST', `${h.origin}/_sandbox/reset`, {});
  };
  return h;
}
