/**
 * Backpressure: a slow subscriber neither blocks the others nor grows memory without bound. Its queue
 * is bounded (EVENTS_SUBSCRIBER_QUEUE); on overflow it is told with an error and dropped, and one that
 * stopped reading altogether has its connection cut after the grace period.
 */
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { closeAll, delivery, movableProject, postWebhook, sse, startGateway, waitFor, type RunningGateway } from './harness.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 40, opportunities: 5, workOrders: 10, calls: 5 } });
let g: RunningGateway;
const QUEUE = 3;

beforeAll(async () => {
  // Grace above the slow subscriber's 2 s execution, so that it is told before being cut.
  g = await startGateway(h.url, { subscriberQueue: QUEUE, overflowGraceMs: 3000, webhookMaxBytes: 300_000 });
});
afterAll(async () => {
  await setFaults([]);
  await g?.close();
});
afterEach(() => closeAll());

async function setFaults(faults: unknown[]): Promise<void> {
  await fetch(`${h.origin}/_sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ faults }) });
}

let nextId = 5_000_000;
const FAST = `subscription { projectStageChanged { event { eventId } record { databaseId title } } }`;

describe('backpressure', () => {
  it('a slow subscriber (its fields wait on a slow upstream) overflows its bounded queue, is told with an error and dropped; the fast one gets every event', async () => {
    // Only the slow subscriber asks for the account, and account reads take 2 s.
    await setFaults([{ method: 'GET', route: '/v1/accounts/:accountId', delayMs: 2000 }]);
    const slow = sse(g.origin, `subscription { projectStageChanged { event { eventId } record { databaseId account { databaseId } } } }`, {}, { key: h.key1 });
    const fast = sse(g.origin, FAST, {}, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'subscribers');
    const n = 10;
    const started = Date.now();
    for (let i = 0; i < n; i++) {
      const r = await postWebhook(g.webhookUrl, delivery(nextId++, movableProject(h, 1, i).id));
      expect(r.status).toBe(202);
    }
    await waitFor(() => fast.messages.length >= n, 5000, 'every event at the fast subscriber');
    // The fast subscriber was not held up by the slow one's 2 s reads.
    expect(Date.now() - started).toBeLessThan(2000);
    await slow.ended;
    const errors = slow.messages.filter((m) => m.data.errors);
    expect(errors).toHaveLength(1);
    expect(errors[0].data.errors[0].extensions.code).toBe('SUBSCRIBER_TOO_SLOW');
    expect(slow.messages.length).toBeLessThan(n);
    expect(slow.all.at(-1)!.event).toBe('complete');
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'slow subscriber dropped');
    await setFaults([]);
  });

  it('a subscriber that stopped reading its socket is disconnected after the grace period; the others keep receiving', async () => {
    // Big results (13 aliases of 15 kB of extra event fields: about 200 kB each) fill the socket buffers after a few dozen.
    const aliases = Array.from({ length: 13 }, (_, i) => `d${i}: details`).join(' ');
    const body = JSON.stringify({ query: `subscription { projectStageChanged { event { eventId ${aliases} } } }` });
    const socket = connect(Number(new URL(g.origin).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\naccept: text/event-stream\r\nx-api-key: ${h.key1}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.pause(); // never reads: the kernel buffers fill, then the gateway's writes wait
    let closed = false;
    socket.once('close', () => (closed = true));
    socket.on('error', () => undefined);
    const fast = sse(g.origin, FAST, {}, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'subscribers');
    const padding = 'x'.repeat(15_000);
    let sent = 0;
    const overflows = g.gateway.events.stats.overflows;
    // Bounded: stop as soon as the stuck subscriber's queue overflowed.
    for (; sent < 300 && g.gateway.events.stats.overflows === overflows; sent++) {
      expect((await postWebhook(g.webhookUrl, delivery(nextId++, movableProject(h, 1, sent % 30).id, { padding }))).status).toBe(202);
      // Paced by the reading subscriber: every tenth event, until it has caught up.
      if (sent % 10 === 9) await waitFor(() => fast.messages.length > sent, 5000, 'the reading subscriber to catch up');
    }
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 10_000, 'the stuck subscriber to be dropped');
    expect(sent).toBeLessThan(300);
    // Its connection was cut: once it reads again it gets what was in flight, then the end.
    socket.resume();
    await waitFor(() => closed, 5000, 'the stuck connection to close');
    await waitFor(() => fast.messages.length >= sent, 10_000, 'every event at the reading subscriber');
    expect(fast.messages.length).toBe(sent);
  }, 60_000);
});
