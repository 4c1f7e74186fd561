/**
 * Per-subscriber authorization: an event reaches a subscriber only if the subscriber's own key can
 * read the record (re-read with that key; 401/403/404 = not delivered). Both sandbox companies
 * subscribe; neither ever sees the other's events.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { moveProject, movableProject, sse, useEventGateway, waitFor, wsSubscribe } from './harness.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 5, workOrders: 10, calls: 5 } });
const g = useEventGateway(h, {}, { webhook: true });

const ALL = `subscription { recordEvents { event { eventId recordId } record { ... on Project { databaseId title } } } }`;
const ids = (messages: any[], field = 'recordEvents') => messages.map((m) => (m.data?.data ?? m.data)[field].event.recordId);

describe('cross-company isolation', () => {
  it("EVT-6 authorization: company 1's events never reach company 2's subscribers (SSE and graphql-ws), and vice versa", async () => {
    const c1 = sse(g.origin, ALL, {}, { key: h.key1 });
    const c2sse = sse(g.origin, ALL, {}, { key: h.key2 });
    const c2ws = wsSubscribe(g.origin, ALL, {}, { key: h.key2 });
    // Company 2 even asks for company 1's project by id: still nothing.
    const spy = movableProject(h, 1, 0);
    const c2byId = sse(g.origin, `subscription ($id: Int) { projectStageChanged(recordId: $id) { event { recordId } } }`, { id: spy.id }, { key: h.key2 });
    await waitFor(() => g.gateway.events.stats.subscribers === 4, 5000, 'four subscribers');
    await h.resetStats();

    const a = await moveProject(h, 1, 0);
    const b = await moveProject(h, 1, 1);
    const c = await moveProject(h, 2, 0);
    // A barrier for company 1: its next event comes after it was offered (and refused) company 2's.
    const d = await moveProject(h, 1, 2);
    // Each subscriber handles events in arrival order: once company 2 has its own event, it has
    // already been offered (and refused) company 1's two; the one by id shares those refused reads.
    await waitFor(() => c1.messages.length >= 3 && c2sse.messages.length >= 1 && c2ws.messages.length >= 1, 5000, 'deliveries');

    expect(ids(c1.messages)).toEqual([a.id, b.id, d.id]);
    expect(ids(c2sse.messages)).toEqual([c.id]);
    expect(ids(c2ws.messages)).toEqual([c.id]);
    expect(c2byId.messages).toEqual([]);
    // One read per event and caller (subscribers of one key share it), each with that caller's key:
    // 4 events x 2 companies; company 2's read of the barrier is the last. The refusals are the
    // upstream's own 404s, one per event.
    const reads = async () => (await h.stats()).requests.filter((r) => r.method === 'GET' && r.route === '/v1/projects/:projectId');
    await waitFor(async () => (await reads()).length >= 8, 5000, 'the reads of the four events');
    expect(await reads()).toHaveLength(8);
    expect((await reads()).filter((r) => r.status === 404)).toHaveLength(4);
    expect(g.gateway.events.stats.published).toBeGreaterThanOrEqual(4);
  });
});
