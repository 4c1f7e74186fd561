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
    // Each subscriber handles events in arrival order: once company 2 has its own event, it has
    // already been offered (and refused) company 1's two.
    await waitFor(() => c1.messages.length >= 2 && c2sse.messages.length >= 1 && c2ws.messages.length >= 1, 5000, 'deliveries');
    await new Promise((r) => setTimeout(r, 200));

    expect(ids(c1.messages)).toEqual([a.id, b.id]);
    expect(ids(c2sse.messages)).toEqual([c.id]);
    expect(ids(c2ws.messages)).toEqual([c.id]);
    expect(c2byId.messages).toEqual([]);
    // One read per event and caller (subscribers of one key share it), each with that caller's key:
    // 3 events x 2 companies. The refusals are the upstream's own 404s, one per event.
    const stats = (await h.stats()) as Awaited<ReturnType<typeof h.stats>> & { requests: { method: string; route: string; status: number }[] };
    const reads = stats.requests.filter((r) => r.method === 'GET' && r.route === '/v1/projects/:projectId');
    expect(reads).toHaveLength(6);
    expect(reads.filter((r) => r.status === 404)).toHaveLength(3);
    expect(g.gateway.events.stats.published).toBeGreaterThanOrEqual(3);
  });
});
