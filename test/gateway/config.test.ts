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
