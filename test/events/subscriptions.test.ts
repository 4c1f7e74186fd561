/**
 * End to end: a REST change in the sandbox fires an automation, the sandbox POSTs the webhook to the
 * gateway's receiver, and subscribers on SSE and graphql-ws get the event with the record re-read
 * with their own key.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { closeAll, movableProject, moveProject, setWebhook, sse, startGateway, waitFor, wsSubscribe, type RunningGateway } from './harness.js';
import { workOrdersTable } from '../../src/sandbox/work-orders/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 5, workOrders: 30, calls: 5 } });
let g: RunningGateway;

beforeAll(async () => {
  g = await startGateway(h.url);
});
afterAll(async () => {
  await g?.close();
});
beforeEach(async () => {
  await setWebhook(h, { url: g.webhookUrl, duplicateRate: 0 });
});
afterEach(async () => {
  closeAll();
  await subscribers(0);
});

const STAGE_QUERY = `subscription ($id: Int) {
  projectStageChanged(recordId: $id) {
    event { eventId recordId triggerKey triggerName firedAt receivedAt previousStage { databaseId name } currentStage { databaseId name type } }
    record { databaseId title custom stage { databaseId name } account { databaseId title } }
  }
}`;

const subscribers = (n: number) => waitFor(() => g.gateway.events.stats.subscribers === n, 5000, `${n} subscribers`);

describe('subscriptions end to end (sandbox automation → webhook → gateway → client)', () => {
  it('EVT-1, EVT-2, EVT-6: a stage move reaches an SSE and a graphql-ws subscriber, each with the project re-read (custom fields, links)', async () => {
    const target = movableProject(h, 1, 0);
    const viaSse = sse(g.origin, STAGE_QUERY, { id: target.id }, { key: h.key1 });
    const viaWs = wsSubscribe(g.origin, STAGE_QUERY, { id: target.id }, { key: h.key1 });
    await subscribers(2);
    await h.resetStats();

    const moved = await moveProject(h, 1, 0);
    await waitFor(() => viaSse.messages.length >= 1 && viaWs.messages.length >= 1, 5000, 'both deliveries');
    const rest = (await h.api('GET', `/projects/${moved.id}`)).body;

    const fromSse = viaSse.messages[0].data;
    const fromWs = viaWs.messages[0];
    for (const r of [fromSse, fromWs]) {
      expect(r.errors).toBeUndefined();
      const e = r.data.projectStageChanged;
      expect(e.event).toMatchObject({
        recordId: moved.id,
        triggerKey: 'PROJECT_MOVEMENT',
        triggerName: 'Project stage updated',
        previousStage: { databaseId: moved.from },
        currentStage: { databaseId: moved.to },
      });
      expect(Date.parse(e.event.firedAt)).not.toBeNaN();
      // EVT-6: the webhook carries no custom data; the re-read record does, and its links resolve.
      expect(Object.keys(e.record.custom).length).toBeGreaterThan(0);
      expect(e.record.custom).toEqual(rest.custom);
      expect(e.record.stage.databaseId).toBe(moved.to);
      expect(e.record.account.databaseId).toBe(rest.accountId);
    }
    // Both transports carry the same event id; SSE puts it on the `id:` line for Last-Event-ID.
    const eventId = fromSse.data.projectStageChanged.event.eventId;
    expect(fromWs.data.projectStageChanged.event.eventId).toBe(eventId);
    expect(viaSse.messages[0].id).toBe(eventId);
    expect(fromSse.extensions.eventId).toBe(eventId);

    // Upstream cost: the PATCH itself; one project re-read shared by the two subscribers of the same key
    // (plus the test's own GET); the account link resolved by each subscriber's own loader (one request
    // when the two reads overlap: the upstream client coalesces a key's identical GETs in flight).
    const stats = await h.stats();
    expect(stats.byRoute['PATCH /v1/projects/:projectId']).toBe(1);
    expect(stats.byRoute['GET /v1/projects/:projectId']).toBe(2);
    expect(stats.byRoute['GET /v1/accounts/:accountId']).toBeGreaterThanOrEqual(1);
    expect(stats.byRoute['GET /v1/accounts/:accountId']).toBeLessThanOrEqual(2);
  });

  it('EVT-4: with every delivery sent twice, each subscriber gets each event once', async () => {
    await setWebhook(h, { url: g.webhookUrl, duplicateRate: 1 });
    const before = g.gateway.events.stats.duplicates;
    const sub = sse(
      g.origin,
      `subscription { recordEvents(triggerKeys: ["PROJECT_MOVEMENT"]) { event { eventId } record { ... on Project { databaseId } } } }`,
      {},
      { key: h.key1 },
    );
    await subscribers(1);
    const moved = [await moveProject(h, 1, 1), await moveProject(h, 1, 2), await moveProject(h, 1, 3)];
    await waitFor(() => g.gateway.events.stats.duplicates - before >= 3, 5000, 'three duplicate deliveries');
    // A barrier: events reach a subscriber in the order they were published, so once a fourth move is in,
    // a second copy of any of the first three would have come before it.
    moved.push(await moveProject(h, 1, 4));
    await waitFor(() => sub.messages.length >= 4, 5000, 'three events and the barrier');
    const ids = sub.messages.map((m) => m.data.data.recordEvents.event.eventId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(sub.messages.map((m) => m.data.data.recordEvents.record.databaseId)).toEqual(moved.map((m) => m.id));
  });

  it('EVT-3: a work order status change (TASK_STATUS_MOVEMENT) reaches workOrderStatusChanged and recordEvents, with the work order re-read', async () => {
    const wo = workOrdersTable(h.sandbox.ctx.db)
      .all(1)
      .find((w) => w.projectId !== null && w.isActive)!;
    const q1 = `subscription ($id: Int) { workOrderStatusChanged(recordId: $id) { previousStatus currentStatus event { triggerKey details } record { databaseId title } } }`;
    const q2 = `subscription { recordEvents(triggerKeys: ["TASK_STATUS_MOVEMENT"]) { event { triggerKey recordId } record { __typename ... on WorkOrder { databaseId } } } }`;
    const a = wsSubscribe(g.origin, q1, { id: wo.id }, { key: h.key1 });
    const b = sse(g.origin, q2, {}, { key: h.key1 });
    await subscribers(2);
    const next = wo.statusHistory.at(-1)?.label === 'On hold' ? 'Waiting' : 'On hold';
    const res = await h.api('PATCH', `/projects/${wo.projectId}/work-orders/${wo.id}`, { body: { status: next } });
    expect(res.status).toBe(200);
    await waitFor(() => a.messages.length >= 1 && b.messages.length >= 1, 5000, 'work order events');
    const e = a.messages[0].data.workOrderStatusChanged;
    expect(e).toMatchObject({ currentStatus: next, event: { triggerKey: 'TASK_STATUS_MOVEMENT' }, record: { databaseId: wo.id, title: res.body.title } });
    expect(e.event.details).toMatchObject({ workOrderId: wo.id, currentStatus: next });
    expect(b.messages[0].data.data.recordEvents.record).toEqual({ __typename: 'WorkOrder', databaseId: wo.id });
  });

  it('a subscription without an API key is refused at once (UNAUTHENTICATED)', async () => {
    const sub = sse(g.origin, STAGE_QUERY, {}, {});
    await sub.ended;
    expect(sub.messages[0].data.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
