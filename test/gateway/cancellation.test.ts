/**
 * A client that goes away stops costing the key: the gateway aborts the upstream requests its operation
 * alone was waiting for (the sandbox sees its connection close, status 499) and gives back their places
 * in the pacer; a request another operation still waits for goes on and answers that one.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createHttpServer } from '../../src/http-server.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 5, opportunities: 2, workOrders: 5, calls: 2 } });
let gateway: Gateway;
let server: Server;
let origin: string;
let projectId: number;

const SLOW_MS = 4_000;

beforeAll(async () => {
  const config = testConfig(h.url, { upstream: { cache: true } });
  gateway = createGateway(config);
  server = createHttpServer(gateway, config.http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  projectId = ((await h.api('GET', '/projects?page=1&page_size=1')).body as Array<{ id: number }>)[0]!.id;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.dispose();
});

const faults = (rules: unknown[]) =>
  fetch(`${h.origin}/_sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });

function query(signal?: AbortSignal) {
  return fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
    body: JSON.stringify({ query: 'query($id: Int!) { project(databaseId: $id) { title } }', variables: { id: projectId } }),
    signal,
  });
}

/** Polls the sandbox's own counters until `ready` holds (bounded: the condition is an event the sandbox reports). */
async function until(ready: (stats: Awaited<ReturnType<typeof h.stats>>) => boolean, ms = 3_000) {
  return waitFor(
    async () => {
      const stats = await h.stats();
      return ready(stats) && stats;
    },
    ms,
    'the sandbox counters',
  );
}

describe('a client that goes away', () => {
  it('has the upstream request only its operation waited for aborted, long before the upstream would have answered', async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: SLOW_MS }]);
    await h.resetStats();
    const client = new AbortController();
    const answer = query(client.signal).catch((error: Error) => error);
    await until((s) => s.inFlight === 1);
    const abortedAt = performance.now();
    client.abort();
    expect(await answer).toBeInstanceOf(Error);
    const stats = await until((s) => s.requests.length === 1);
    expect(stats.requests[0]).toMatchObject({ route: '/v1/projects/:projectId', status: 499 });
    expect(performance.now() - abortedAt).toBeLessThan(SLOW_MS / 2);
    await faults([]);
  });

  it('leaves a request another operation still waits for running, and that operation gets its answer', async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: 1_000 }]);
    await h.resetStats();
    const leaving = new AbortController();
    const gone = query(leaving.signal).catch((error: Error) => error);
    const staying = query();
    await until((s) => s.inFlight === 1);
    leaving.abort();
    expect(await gone).toBeInstanceOf(Error);
    const res = await staying;
    expect((await res.json()).data.project.title).toEqual(expect.any(String));
    const stats = await until((s) => s.requests.length === 1);
    expect(stats.requests.map((r) => r.status)).toEqual([200]);
    await faults([]);
  });
});
