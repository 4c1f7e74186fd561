/**
 * Execution slots shared fairly between the users of a key (src/gateway/fair-execution.ts): one user's
 * burst waits behind its own operations while another user's single operation takes the next free slot; a
 * client that goes away while waiting leaves the queue; a user's queue is bounded. Real HTTP on both
 * sides: clients to the gateway's server, the gateway to the sandbox, whose answers are slowed down so
 * that operations overlap.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createHttpServer } from '../../src/http-server.js';
import { registry } from '../../src/metrics.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 12, opportunities: 2, workOrders: 2, calls: 2 } });
const SLOTS = 1;
const QUEUE_PER_USER = 6;
const DELAY_MS = 150;
let gateway: Gateway;
let server: Server;
let origin: string;
let projectIds: number[];

beforeAll(async () => {
  const config = testConfig(h.url, {
    upstream: { fairnessHeader: 'x-client-id' },
    execution: { slots: SLOTS, busySlots: SLOTS, queuePerUser: QUEUE_PER_USER },
  });
  gateway = createGateway(config);
  server = createHttpServer(gateway, config.http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  projectIds = ((await h.api('GET', '/projects?page=1&page_size=12')).body as Array<{ id: number }>).map((p) => p.id);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.dispose();
});

afterEach(() => faults([]));

const faults = (rules: unknown[]) =>
  fetch(`${h.origin}/_sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });

interface Answer {
  data?: { project: { title: string } | null };
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** One project read by `user`; each id its own upstream GET (no answer shared between operations). */
async function read(user: string, id: number, signal?: AbortSignal): Promise<Answer> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': h.key1, 'x-client-id': user },
    body: JSON.stringify({ query: 'query($id: Int!) { project(databaseId: $id) { title } }', variables: { id } }),
    signal,
  });
  return (await res.json()) as Answer;
}

/** Polls the gateway's slots until `ready` holds (bounded: what it waits for is the scheduler's own state). */
async function until(ready: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms (${JSON.stringify(gateway.executions?.stats())})`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const slots = () => gateway.executions!.stats();

/** A metric's value as /metrics shows it now. */
const metric = async (name: string) => (await registry.getSingleMetric(name)!.get()).values[0]?.value ?? 0;

describe('execution slots shared between the users of a key', () => {
  it("run another user's single operation before most of a burst started earlier", async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: DELAY_MS }]);
    const finished: string[] = [];
    const burst = projectIds.slice(0, 6).map((id, i) =>
      read('heavy', id).then((answer) => {
        finished.push(`heavy-${i}`);
        return answer;
      }),
    );
    await until(() => slots().running === SLOTS && slots().waiting === 6 - SLOTS, 'the burst running and waiting');
    const light = await read('light', projectIds[6]!);
    finished.push('light');
    const answers = await Promise.all(burst);

    expect(light.data?.project?.title).toEqual(expect.any(String));
    for (const answer of answers) expect(answer.data?.project?.title).toEqual(expect.any(String));
    // With one slot: the heavy operation running when it reached its slot, then the light one (one more
    // heavy one may have gone first if the first ended before the light one reached the queue). First come,
    // first served, the light operation would end last.
    expect(finished.length - 1 - finished.indexOf('light')).toBeGreaterThanOrEqual(4);
    expect(slots()).toEqual({ running: 0, waiting: 0 });
  });

  it("keep a request's whole handling in its user's turn: its body is read, parsed and validated only once admitted", async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: 400 }]);
    const running = read('parser', projectIds[0]!);
    await until(() => slots().running === 1, 'the first operation running');
    // An invalid document of the same user never executes, yet it waits for the user's slot like any request.
    let answered = false;
    const invalid = fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1, 'x-client-id': 'parser' },
      body: JSON.stringify({ query: '{ project(databaseId: 1) { noSuchField } }' }),
    }).then(async (res) => {
      answered = true;
      return (await res.json()) as Answer;
    });
    await until(() => slots().waiting === 1, 'the invalid request waiting');
    expect(answered).toBe(false);
    expect((await running).data?.project?.title).toEqual(expect.any(String));
    const refused = await invalid;
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/noSuchField/);
    expect(slots()).toEqual({ running: 0, waiting: 0 });
  });

  it('take a waiting operation out of the queue when its client goes away, freeing its place', async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: 300 }]);
    await h.resetStats();
    const running = read('leaver', projectIds[0]!);
    await until(() => slots().running === 1, 'the first operation running');
    const clients = Array.from({ length: QUEUE_PER_USER }, () => new AbortController());
    const waiting = clients.map((client, i) => read('leaver', projectIds[1 + i]!, client.signal).catch((error: Error) => error));
    await until(() => slots().waiting === QUEUE_PER_USER, 'the queue full');
    clients[0]!.abort();
    expect(await waiting[0]).toBeInstanceOf(Error);
    await until(() => slots().waiting === QUEUE_PER_USER - 1, 'the place freed');
    // The freed place takes one more operation of the same user, answered in its turn.
    const another = read('leaver', projectIds[QUEUE_PER_USER + 1]!);
    for (const client of clients.slice(1)) client.abort();
    await until(() => slots().waiting === 1, 'only the latest waiting');
    expect((await another).data?.project?.title).toEqual(expect.any(String));
    expect((await running).data?.project?.title).toEqual(expect.any(String));
    // The operations that left while waiting never reached the upstream.
    const requested = (await h.stats()).requests.map((r) => Number(r.url.split('?')[0]!.split('/').pop()));
    expect(requested.sort()).toEqual([projectIds[0]!, projectIds[QUEUE_PER_USER + 1]!].sort());
    expect(slots()).toEqual({ running: 0, waiting: 0 });
  });

  it('give the slot of a running operation back at once when its client goes away', async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: 3_000 }]);
    const client = new AbortController();
    const gone = read('leaving', projectIds[0]!, client.signal).catch((error: Error) => error);
    await until(() => slots().running === 1, 'the operation running');
    const next = read('next', projectIds[1]!);
    await until(() => slots().waiting === 1, 'the next operation waiting');
    await faults([]);
    client.abort();
    expect(await gone).toBeInstanceOf(Error);
    // The waiting operation runs without waiting for the slow upstream answer the first one was reading.
    const startedAt = performance.now();
    expect((await next).data?.project?.title).toEqual(expect.any(String));
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('hold the slot of a @defer operation until its last part, then give it back', async () => {
    const accountId = ((await h.api('GET', '/accounts?page=1&page_size=1')).body as Array<{ id: number }>)[0]!.id;
    await faults([{ route: '/v1/accounts/:accountId/invoices', method: 'GET', delayMs: 300 }]);
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': h.key1, 'x-client-id': 'deferring' },
      body: JSON.stringify({
        query: 'query($id: Int!) { account(databaseId: $id) { title ... @defer { invoices { nodes { invoiceNumber } } } } }',
        variables: { id: accountId },
      }),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const heldAtParts: number[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.includes('"hasNext":true') && heldAtParts.length === 0) heldAtParts.push(slots().running);
    }
    expect(text).toContain('"invoices"');
    // The first part was out while the deferred invoices were still being read: the slot was still held.
    expect(heldAtParts).toEqual([1]);
    await until(() => slots().running === 0, 'the slot given back');
    expect(slots()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuse a user with a full queue with RATE_LIMITED, and still admit other users', async () => {
    await faults([{ route: '/v1/projects/:projectId', method: 'GET', delayMs: 200 }]);
    const admitted = Array.from({ length: 1 + QUEUE_PER_USER }, (_, i) => read('greedy', projectIds[i]!));
    await until(() => slots().waiting === QUEUE_PER_USER, 'the queue full');
    expect(await metric('fieldgraph_execution_slots_waiting')).toBe(QUEUE_PER_USER);
    expect(await metric('fieldgraph_execution_slots_running')).toBe(SLOTS);
    const refusedBefore = await metric('fieldgraph_execution_queue_refused_total');
    const refused = await read('greedy', projectIds[QUEUE_PER_USER + 1]!);
    expect(await metric('fieldgraph_execution_queue_refused_total')).toBe(refusedBefore + 1);
    expect(refused.data?.project ?? null).toBeNull();
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0]!.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toMatch(/too many operations of this user are waiting/i);
    const other = read('patient', projectIds[QUEUE_PER_USER + 2]!);
    for (const answer of await Promise.all(admitted)) expect(answer.data?.project?.title).toEqual(expect.any(String));
    expect((await other).data?.project?.title).toEqual(expect.any(String));
  });
});
