/** Settings are read once and validated with messages that name the variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('defaults: PORT 4000, no UPSTREAM_URL (main.ts then starts the sandbox)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.upstream.url).toBeUndefined();
    expect(c.upstream.retries).toBeGreaterThan(0);
  });

  it('UPSTREAM_URL is the REST base including /v1; a trailing slash is dropped', () => {
    expect(loadConfig({ UPSTREAM_URL: 'http://127.0.0.1:4010/v1/' }).upstream.url).toBe('http://127.0.0.1:4010/v1');
  });

  it('lists every problem at once, naming the variables', () => {
    try {
      loadConfig({ PORT: 'eighty', UPSTREAM_URL: 'ftp://x', UPSTREAM_POOL_SIZE: '0', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'UPSTREAM_URL', 'UPSTREAM_POOL_SIZE', 'LOG_LEVEL']) expect(message).toContain(name);
    }
  });
});

describe('Redis', () => {
  it('REDIS_URL and REDIS_PREFIX are the top-level redis settings, beside the guard settings; unset = in memory', () => {
    const c = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'site-a:', REDIS_COMMAND_TIMEOUT_MS: '80' });
    expect(c.redis).toMatchObject({ url: 'redis://127.0.0.1:6379', prefix: 'site-a:', commandTimeoutMs: 80 });
    expect(loadConfig({}).redis).toMatchObject({ url: undefined, prefix: 'fieldgraph:' });
  });

  it('REDIS_URL must be a redis:// or rediss:// URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(loadConfig({ REDIS_URL: 'rediss://127.0.0.1:6380' }).redis.url).toBe('rediss://127.0.0.1:6380');
  });

  it('REDIS_OUTAGE_RESERVE_PERCENT: 10 by default, 0 to 50 (0 keeps none)', () => {
    expect(loadConfig({}).redis.outageReservePercent).toBe(10);
    expect(loadConfig({ REDIS_OUTAGE_RESERVE_PERCENT: '0' }).redis.outageReservePercent).toBe(0);
    expect(() => loadConfig({ REDIS_OUTAGE_RESERVE_PERCENT: '60' })).toThrow(/REDIS_OUTAGE_RESERVE_PERCENT/);
  });

  it('INSTANCE_URL: an http(s) origin, with REDIS_URL and an INSTANCE_TOKEN of 16 characters or more; unset by default', () => {
    expect(loadConfig({}).redis).toMatchObject({ instanceUrl: undefined, instanceToken: undefined });
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const token = 'a-secret-of-24-characters';
    expect(loadConfig({ ...redis, INSTANCE_URL: 'http://10.0.0.5:4000/', INSTANCE_TOKEN: token }).redis).toMatchObject({
      instanceUrl: 'http://10.0.0.5:4000',
      instanceToken: token,
    });
    expect(() => loadConfig({ ...redis, INSTANCE_URL: 'http://10.0.0.5:4000' })).toThrow(/INSTANCE_TOKEN must be set, at least 16 characters/);
    expect(() => loadConfig({ ...redis, INSTANCE_URL: 'http://10.0.0.5:4000', INSTANCE_TOKEN: 'short' })).toThrow(/INSTANCE_TOKEN/);
    expect(() => loadConfig({ ...redis, INSTANCE_URL: '10.0.0.5:4000', INSTANCE_TOKEN: token })).toThrow(
      /INSTANCE_URL must be an http:\/\/ or https:\/\/ origin/,
    );
    expect(() => loadConfig({ ...redis, INSTANCE_URL: 'http://10.0.0.5:4000/graphql', INSTANCE_TOKEN: token })).toThrow(/INSTANCE_URL must be/);
    expect(() => loadConfig({ INSTANCE_URL: 'http://10.0.0.5:4000', INSTANCE_TOKEN: token })).toThrow(/INSTANCE_URL needs REDIS_URL/);
  });

  it('REDIS_FALLBACK_PEERS: comma-separated http(s) origins, with INSTANCE_URL; none by default', () => {
    expect(loadConfig({}).redis.fallbackPeers).toEqual([]);
    const instance = { REDIS_URL: 'redis://127.0.0.1:6379', INSTANCE_URL: 'http://10.0.0.5:4000', INSTANCE_TOKEN: 'a-secret-of-24-characters' };
    expect(loadConfig({ ...instance, REDIS_FALLBACK_PEERS: ' http://10.0.0.6:4000/, https://gw-7.internal ,' }).redis.fallbackPeers).toEqual([
      'http://10.0.0.6:4000',
      'https://gw-7.internal',
    ]);
    expect(() => loadConfig({ ...instance, REDIS_FALLBACK_PEERS: 'http://10.0.0.6:4000,10.0.0.7:4000' })).toThrow(
      /REDIS_FALLBACK_PEERS must list http:\/\/ or https:\/\/ origins.*\(not: 10\.0\.0\.7:4000\)/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_FALLBACK_PEERS: 'http://10.0.0.6:4000' })).toThrow(
      /REDIS_FALLBACK_PEERS needs INSTANCE_URL and INSTANCE_TOKEN/,
    );
  });
});

describe('production defaults (NODE_ENV=production)', () => {
  const base = { UPSTREAM_URL: 'http://127.0.0.1:4010/v1' };

  it('GraphiQL, introspection and field suggestions off; no demo key, even when DEMO_API_KEY is set', () => {
    const c = loadConfig({ ...base, NODE_ENV: 'production', DEMO_API_KEY: 'fg_demo_sunpeak_0000000000000001' });
    expect(c.production).toBe(true);
    expect(c.graphiql).toBe(false);
    expect(c.limits.introspection).toBe(false);
    expect(c.limits.fieldSuggestions).toBe(false);
    expect(c.demoApiKey).toBeUndefined();
  });

  it('each can be asked for; the demo key still cannot', () => {
    const c = loadConfig({ ...base, NODE_ENV: 'production', GRAPHIQL: 'true', GRAPHQL_INTROSPECTION: 'true', DEMO_API_KEY: 'fg_demo_x' });
    expect(c.graphiql).toBe(true);
    expect(c.limits.introspection).toBe(true);
    expect(c.demoApiKey).toBeUndefined();
  });

  it('outside production: GraphiQL on, DEMO_API_KEY taken; METRICS_TOKEN read when set', () => {
    const c = loadConfig({ ...base, DEMO_API_KEY: 'fg_demo_x', METRICS_TOKEN: 'scrape-secret' });
    expect(c.production).toBe(false);
    expect(c.graphiql).toBe(true);
    expect(c.demoApiKey).toBe('fg_demo_x');
    expect(c.metricsToken).toBe('scrape-secret');
    expect(loadConfig(base).metricsToken).toBeUndefined();
  });
});

describe('HTTP server limits', () => {
  it('defaults: 60 s for a request, 5 s for its headers, 60 s idle, 1,000 connections (256 per address), 20 key-less requests a second and 20 different keys a minute per address, refusals held 1 s', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 5_000,
      idleTimeoutMs: 60_000,
      maxConnections: 1_000,
      maxConnectionsPerAddress: 256,
      keylessPerSecond: 20,
      keysPerAddressPerMinute: 20,
      refusalDelayMs: 1_000,
    });
  });

  it('headers timeout above the request timeout, and an idle timeout not above the operation deadline or the SSE keep-alive, are refused', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as ConfigError).message;
      }
    };
    expect(problems({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toContain('HTTP_HEADERS_TIMEOUT_MS');
    expect(problems({ HTTP_IDLE_TIMEOUT_MS: '20000', GRAPHQL_OPERATION_DEADLINE_MS: '30000' })).toContain('HTTP_IDLE_TIMEOUT_MS');
    expect(problems({ HTTP_IDLE_TIMEOUT_MS: '5000', GRAPHQL_OPERATION_DEADLINE_MS: '1000' })).toContain('HTTP_IDLE_TIMEOUT_MS');
    expect(problems({ HTTP_MAX_CONNECTIONS: '0' })).toContain('HTTP_MAX_CONNECTIONS');
    expect(problems({ HTTP_IDLE_TIMEOUT_MS: '40000', GRAPHQL_OPERATION_DEADLINE_MS: '30000' })).toBe('');
  });
});

describe("the embedded sandbox's variables fail the boot too", () => {
  it('SANDBOX_PORT must be a port; SANDBOX_FAULTS a JSON array of rules with a route', () => {
    expect(loadConfig({}).sandboxPort).toBe(4010);
    expect(loadConfig({ SANDBOX_PORT: '0' }).sandboxPort).toBe(0);
    for (const [env, name] of [
      [{ SANDBOX_PORT: '4O10' }, 'SANDBOX_PORT'],
      [{ SANDBOX_PORT: '70000' }, 'SANDBOX_PORT'],
      [{ SANDBOX_FAULTS: '[{route:"/v1/projects"}]' }, 'SANDBOX_FAULTS'],
      [{ SANDBOX_FAULTS: '{"route":"/v1/projects"}' }, 'SANDBOX_FAULTS'],
      [{ SANDBOX_FAULTS: '[{"path":"/v1/projects"}]' }, 'SANDBOX_FAULTS[0]'],
    ] as const) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(name);
    }
    expect(() => loadConfig({ SANDBOX_FAULTS: '[{"route":"/v1/projects","status":503}]' })).not.toThrow();
  });
});
