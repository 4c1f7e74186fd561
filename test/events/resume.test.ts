/**
 * Resume: a reconnecting client gets what it missed exactly once, from the bounded replay buffer,
 * with SSE `Last-Event-ID` or the `afterEventId` argument (graphql-ws), then live events.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { moveProject, sse, useEventGateway, waitFor, wsSubscribe } from './harness.js';
import { SubscriberStream } from '../../src/events/subscriber.js';
import { MemoryReplayBuffer } from '../../src/events/replay.js';
import type { WebhookEvent } from '../../src/events/event.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 5, workOrders: 10, calls: 5 } });
const g = useEventGateway(h, {}, { webhook: true });

const Q = `subscription ($after: ID) { projectStageChanged(afterEventId: $after) { event { eventId recordId } record { databaseId } } }`;
const subscribers = (n: number) => waitFor(() => g.gateway.events.stats.subscribers === n, 5000, `${n} subscribers`);
const published = (n: number) => waitFor(() => g.gateway.events.stats.published >= n, 5000, `${n} published`);
const recordIds = (messages: any[]) => messages.map((m) => (m.data?.data ?? m.data).projectStageChanged.record.databaseId);

describe('resume after a disconnect', () => {
  it('SSE Last-Event-ID and graphql-ws afterEventId replay exactly the missed events once, then go live', async () => {
    const base = g.gateway.events.stats.published;
    const first = sse(g.origin, Q, {}, { key: h.key1 });
    await subscribers(1);
    const a = await moveProject(h, 1, 0);
    await waitFor(() => first.messages.length === 1, 5000, 'first event');
    const lastSeen = first.messages[0].id!;
    expect(lastSeen).toBe(first.messages[0].data.data.projectStageChanged.event.eventId);
    first.close();
    await subscribers(0);

    // Missed while disconnected.
    const b = await moveProject(h, 1, 1);
    const c = await moveProject(h, 1, 2);
    await published(base + 3);

    const again = sse(g.origin, Q, {}, { key: h.key1, lastEventId: lastSeen });
    await waitFor(() => again.messages.length >= 2, 5000, 'replayed events');
    const d = await moveProject(h, 1, 3);
    await waitFor(() => again.messages.length >= 3, 5000, 'live event after the replay');
    // A barrier: events reach a subscriber in order, so a second copy of b, c or d would come before e.
    const e = await moveProject(h, 1, 4);
    await waitFor(() => again.messages.length >= 4, 5000, 'the barrier');
    expect(recordIds(again.messages)).toEqual([b.id, c.id, d.id, e.id]);
    expect(new Set(again.messages.map((m) => m.id)).size).toBe(4);
    expect(recordIds(first.messages)).toEqual([a.id]);

    // graphql-ws: the same through the argument, from the same point, and a live barrier after the replay.
    const viaWs = wsSubscribe(g.origin, Q, { after: lastSeen }, { key: h.key1 });
    await waitFor(() => viaWs.messages.length >= 4, 5000, 'ws replay');
    const f = await moveProject(h, 1, 5);
    await waitFor(() => viaWs.messages.length >= 5, 5000, 'the ws barrier');
    expect(recordIds(viaWs.messages)).toEqual([b.id, c.id, d.id, e.id, f.id]);
  });

  it('an event both replayed and received live (the race at reconnect) is delivered once', async () => {
    const ev = (id: number): WebhookEvent => ({
      eventId: String(id),
      recordId: id,
      triggerKey: 'PROJECT_MOVEMENT',
      triggerName: null,
      firedAt: null,
      previousStage: null,
      currentStage: null,
      details: {},
      kind: 'Project',
      targetId: id,
      receivedAt: Date.now(),
      fingerprint: `f${id}`,
    });
    let releaseReplay!: (events: WebhookEvent[]) => void;
    const replay = new Promise<WebhookEvent[]>((resolve) => (releaseReplay = resolve));
    const stream = new SubscriberStream<number>(
      { match: () => true, deliver: async (e) => Number(e.eventId), capacity: 10, graceMs: 1000, disconnect: () => undefined },
      () => undefined,
      replay,
    );
    stream.push(ev(3)); // live while the buffer is still being read, and in the buffer too
    releaseReplay([ev(2), ev(3), ev(4)]);
    await replay; // the stream's own handler of the buffer read was registered first, so it has run
    stream.push(ev(4)); // live after the buffer was read, and in the buffer too
    stream.push(ev(5));
    const got: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await stream.next();
      if (!r.done && r.value.kind === 'event') got.push(r.value.value);
    }
    expect(got).toEqual([2, 3, 4, 5]);
    expect(stream.queued).toBe(0);
    await stream.return();
  });

  it('the replay buffer keeps the last N events and none older than its age limit', async () => {
    const buffer = new MemoryReplayBuffer({ maxEvents: 3, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const at = (id: number, receivedAt: number) => ({ eventId: String(id), receivedAt }) as WebhookEvent;
    const now = Date.now();
    for (let i = 1; i <= 5; i++) await buffer.append(at(i, now));
    expect((await buffer.after('3')).map((e) => e.eventId)).toEqual(['4', '5']);
    // Id 1 has left the buffer: the buffered events with greater ids are replayed.
    expect((await buffer.after('1')).map((e) => e.eventId)).toEqual(['3', '4', '5']);
    const old = new MemoryReplayBuffer({ maxEvents: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    await old.append(at(1, now - 120_000));
    await old.append(at(2, now));
    expect((await old.after('0')).map((e) => e.eventId)).toEqual(['2']);
  });

  it('the replay buffer keeps at most maxBytes of events (their JSON), dropping the oldest first', async () => {
    const buffer = new MemoryReplayBuffer({ maxEvents: 1000, maxBytes: 10_000, maxAgeMs: 60_000 });
    const big = (id: number) => ({ eventId: String(id), receivedAt: Date.now(), details: { pad: 'x'.repeat(3000) } }) as unknown as WebhookEvent;
    for (let i = 1; i <= 2000; i++) await buffer.append(big(i));
    const size = await buffer.size();
    expect(size.events).toBe(3);
    expect(size.bytes).toBeLessThanOrEqual(10_000);
    expect((await buffer.after('0')).map((e) => e.eventId)).toEqual(['1998', '1999', '2000']);
  });
});
