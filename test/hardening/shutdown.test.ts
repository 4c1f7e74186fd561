/**
 * The shutdown sequence of the real entry point (`src/main.ts` through tsx, against a test sandbox): on SIGTERM
 * the gateway stops accepting connections, finishes the request in flight, ends open subscriptions,
 * and exits 0; a request longer than SHUTDOWN_GRACE_MS is cut so the exit is never held up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const children: ChildProcess[] = [];

afterEach(() => {
  h.sandbox.ctx.faults.set([]);
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Starts the gateway on a free port and resolves with its base URL once it listens. */
async function startGateway(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  // One process: tsx as a loader, not its CLI, whose child would outlive a SIGKILL of the CLI (afterEach),
  // and whose relaying of SIGTERM would stand between the signal and the gateway.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, UPSTREAM_URL: h.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  // The log line with its address, or an early exit.
  await waitFor(() => /:(\d+)\/graphql/.test(out) || child.exitCode !== null, 20_000, 'the gateway to listen');
  if (child.exitCode !== null) throw new Error(`gateway did not start:\n${out}`);
  const port = /:(\d+)\/graphql/.exec(out)![1];
  return { child, base: `http://127.0.0.1:${port}`, output: () => out };
}

/** Until the slow read has reached the sandbox: the gateway then has a request in flight. */
const upstreamHolds = () => waitFor(async () => (await h.stats()).inFlight >= 1, 5_000, 'the read to reach the sandbox');

const gql = (base: string, query: string) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': h.key1 }, body: JSON.stringify({ query }) });

describe('SIGTERM', () => {
  it('stops accepting, finishes the slow request in flight, ends subscriptions, exits 0', async () => {
    const { child, base, output } = await startGateway({ SHUTDOWN_GRACE_MS: '5000' });
    // An open SSE subscription, which must end rather than hold the exit.
    const sse = await fetch(`${base}/graphql?query=${encodeURIComponent('subscription { recordEvents { event { eventId } } }')}`, {
      headers: { accept: 'text/event-stream', 'x-api-key': h.key1 },
    });
    expect(sse.status).toBe(200);
    const streamEnded = (async () => {
      const reader = sse.body!.getReader();
      try {
        while (!(await reader.read()).done);
        return Date.now();
      } catch {
        return 'cut';
      }
    })();

    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', delayMs: 1_500 }]);
    const inFlight = gql(base, `{ accounts(first: 2) { nodes { title } } }`);
    await upstreamHolds();
    const exited = once(child, 'exit');
    const sigtermAt = Date.now();
    child.kill('SIGTERM');
    await waitFor(() => /shutting down/.test(output()), 5_000, 'the shutdown to start');

    // No new connections once draining.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.accounts.nodes).toHaveLength(2);
    // The subscription was open until the shutdown, which then completed it (not cut it).
    const ended = await streamEnded;
    expect(typeof ended).toBe('number');
    expect(ended as number).toBeGreaterThanOrEqual(sigtermAt);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).toMatch(/shutting down/);
    expect(output()).toMatch(/"msg":"stopped"/);
  });

  it('a request longer than SHUTDOWN_GRACE_MS is cut and the process still exits promptly', async () => {
    const { child, base } = await startGateway({ SHUTDOWN_GRACE_MS: '300' });
    h.sandbox.ctx.faults.set([{ route: '/v1/accounts', delayMs: 10_000 }]);
    const inFlight = gql(base, `{ accounts(first: 2) { nodes { title } } }`).then(
      (r) => r.status,
      () => 'cut',
    );
    await upstreamHolds();
    const exited = once(child, 'exit');
    const started = Date.now();
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await inFlight).toBe('cut');
  });
});
