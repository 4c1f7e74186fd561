/** `npm run sandbox` (src/sandbox/cli.ts): its variables are checked before it starts, as the gateway's are. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sandboxPortFromEnv } from '../../src/sandbox/server.js';

describe('npm run sandbox: SANDBOX_PORT and SANDBOX_FAULTS', () => {
  it('SANDBOX_PORT is a port from 0 to 65535, 4010 when unset or empty', () => {
    expect(sandboxPortFromEnv({})).toBe(4010);
    expect(sandboxPortFromEnv({ SANDBOX_PORT: ' ' })).toBe(4010);
    expect(sandboxPortFromEnv({ SANDBOX_PORT: '0' })).toBe(0);
    expect(sandboxPortFromEnv({ SANDBOX_PORT: '4011' })).toBe(4011);
    for (const typo of ['4O10', '70000', '-1', '4010.5']) expect(() => sandboxPortFromEnv({ SANDBOX_PORT: typo }), typo).toThrow(/SANDBOX_PORT/);
  });

  it.each([
    [{ SANDBOX_PORT: '4O10' }, /SANDBOX_PORT must be an integer from 0 to 65535, got "4O10"/],
    [{ SANDBOX_PORT: '0', SANDBOX_FAULTS: '[{"route":"/v1/projects"}]' }, /SANDBOX_FAULTS: fault 0: needs status, reset or delayMs/],
  ])('a typo in %j fails the start, naming the variable', (env, message) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts'], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).not.toContain('Sandbox REST API v1');
  });
});
