/**
 * The receiver `POST /webhooks/{token}`: token (EVT-5), validation with reasons, body limit, fast 2xx,
 * dedup by eventId (EVT-4), any trigger key passed on (EVT-3).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { TOKEN, delivery, movableProject, postWebhook, sse, useEventGateway, waitFor } from './harness.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 10, opportunities: 5, workOrders: 5, calls: 5 } });
const g = useEventGateway(h, { webhookMaxBytes: 4096 });

let nextId = 1_000_000;
const published = () => g.gateway.events.stats.published;

describe('POST /webhooks/{token}', () => {
  it('EVT-5: a wrong or missing token gets 401 and publishes nothing', async () => {
    const before = published();
    for (const url of [`${g.origin}/webhooks/wrong`, `${g.origin}/webhooks/${TOKEN}x`, `${g.origin}/webhooks/`]) {
      const r = await postWebhook(url, delivery(nextId++, 1));
      expect(r.status, url).toBe(401);
    }
    expect(published()).toBe(before);
  });

  it('a good delivery gets 202 at once, a repeat of its eventId 200 and is not published again (EVT-4)', async () => {
    const before = published();
    const body = delivery(nextId++, 1);
    const started = performance.now();
    const first = await postWebhook(g.webhookUrl, body);
    const ms = performance.now() - started;
    expect(first).toEqual({ status: 202, body: { status: 'accepted' } });
    expect(ms).toBeLessThan(1000);
    const again = await postWebhook(g.webhookUrl, body);
    expect(again).toEqual({ status: 200, body: { status: 'duplicate' } });
    expect(published()).toBe(before + 1);
  });

  it('invalid bodies get 400 with the reason, and publish nothing', async () => {
    const before = published();
    const cases: [unknown, RegExp][] = [
      ['{not json', /not valid JSON/],
      [[1, 2], /JSON object/],
      [{ record: {} }, /`event` must be an object/],
      [{ event: { triggerKey: 'X' } }, /eventId/],
      [{ event: { eventId: nextId++ } }, /triggerKey/],
      [{ event: { eventId: nextId++, triggerKey: 'X', firedAt: 'yesterday' } }, /firedAt/],
      [{ event: { eventId: nextId++, triggerKey: 'X', recordId: -3 } }, /recordId/],
      [{ event: { eventId: nextId++, triggerKey: 'PROJECT_MOVEMENT', recordId: 5 } }, /currentStage/],
      [delivery(nextId++, 1, { currentStage: { name: 'no id' } }), /currentStage/],
      [{ record: 'x', event: { eventId: nextId++, triggerKey: 'X' } }, /`record` must be an object/],
    ];
    for (const [body, reason] of cases) {
      const r = await postWebhook(g.webhookUrl, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(reason);
    }
    expect(published()).toBe(before);
  });

  it('bodies over the size limit get 413; other content types 415; other methods 405', async () => {
    const big = delivery(nextId++, 1, { padding: 'x'.repeat(5000) });
    expect((await postWebhook(g.webhookUrl, big)).status).toBe(413);
    // Without Content-Length (a streamed body) the limit holds as well.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        c.close();
      },
    });
    const chunked = await fetch(g.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await postWebhook(g.webhookUrl, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await fetch(g.webhookUrl)).status).toBe(405);
  });

  it('EVT-3: other trigger keys are accepted and passed on in the generic shape, extra event fields in `details`', async () => {
    const project = movableProject(h, 1, 0);
    const sub = sse(
      g.origin,
      `subscription ($id: Int) { recordEvents(recordId: $id) { event { eventId triggerKey triggerName currentStage { databaseId } details } record { __typename ... on Project { databaseId title } } } }`,
      { id: project.id },
      { key: h.key1 },
    );
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'subscriber');
    const eventId = nextId++;
    const body = {
      record: { id: project.id, type: 'PROJECT' },
      event: {
        eventId,
        recordId: project.id,
        triggerKey: 'PROJECT_PHASE_SLA_VIOLATION',
        triggerName: 'Phase SLA violated',
        overdueAt: '2026-01-01T00:00:00Z',
        slaType: 'RED',
      },
    };
    expect((await postWebhook(g.webhookUrl, body)).status).toBe(202);
    // A trigger whose record type cannot be told is accepted too, but no key can be checked against it.
    expect((await postWebhook(g.webhookUrl, { event: { eventId: nextId++, triggerKey: 'SOMETHING_NEW', recordId: project.id } })).status).toBe(202);
    // A barrier: a subscriber takes events in the order they were published, so once this later one is
    // in, the unknown trigger before it has been offered and dropped.
    const barrier = nextId++;
    expect((await postWebhook(g.webhookUrl, { ...body, event: { ...body.event, eventId: barrier } })).status).toBe(202);
    await waitFor(() => sub.messages.length >= 2, 5000, 'the SLA event and the barrier');
    expect(sub.messages.map((m) => m.data.data.recordEvents.event.eventId)).toEqual([String(eventId), String(barrier)]);
    expect(sub.messages[0].data.data.recordEvents).toMatchObject({
      event: {
        eventId: String(eventId),
        triggerKey: 'PROJECT_PHASE_SLA_VIOLATION',
        triggerName: 'Phase SLA violated',
        currentStage: null,
        details: { overdueAt: '2026-01-01T00:00:00Z', slaType: 'RED' },
      },
      record: { __typename: 'Project', databaseId: project.id },
    });
  });

  it('subscription filters: stageIds (current or previous stage), triggerKeys and recordId are applied before any re-read', async () => {
    const p = movableProject(h, 1, 1);
    const q = p.id;
    const other = movableProject(h, 1, 2).id;
    const byStage = sse(g.origin, `subscription { recordEvents(stageIds: [902]) { event { eventId } } }`, {}, { key: h.key1 });
    const byKey = sse(g.origin, `subscription { recordEvents(triggerKeys: ["PROJECT_CREATED"]) { event { eventId } } }`, {}, { key: h.key1 });
    const byRecord = sse(g.origin, `subscription ($id: Int) { projectStageChanged(recordId: $id) { event { eventId } } }`, { id: other }, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 3, 5000, 'subscribers');
    await h.resetStats();
    const stage = (id: number) => ({ id, name: `S${id}`, type: 'X' });
    const ids = [nextId++, nextId++, nextId++, nextId++];
    await postWebhook(g.webhookUrl, delivery(ids[0], q, { previousStage: stage(901), currentStage: stage(902) }));
    await postWebhook(g.webhookUrl, delivery(ids[1], q, { previousStage: stage(902), currentStage: stage(903) }));
    await postWebhook(g.webhookUrl, delivery(ids[2], q, { previousStage: stage(903), currentStage: stage(904) }));
    await postWebhook(g.webhookUrl, { record: { id: q, type: 'PROJECT' }, event: { eventId: ids[3], recordId: q, triggerKey: 'PROJECT_CREATED' } });
    // Barriers, one each filter lets through: events reach a subscriber in the order they were published,
    // so once a barrier is in, every event before it has been let through or filtered out.
    const barriers = [nextId++, nextId++];
    await postWebhook(g.webhookUrl, delivery(barriers[0], other, { previousStage: stage(901), currentStage: stage(902) }));
    await postWebhook(g.webhookUrl, { record: { id: q, type: 'PROJECT' }, event: { eventId: barriers[1], recordId: q, triggerKey: 'PROJECT_CREATED' } });
    await waitFor(() => byStage.messages.length >= 3 && byKey.messages.length >= 2 && byRecord.messages.length >= 1, 5000, 'filtered events and barriers');
    const got = (sub: { messages: { data: any }[] }) => sub.messages.map((m) => Number(m.data.data.recordEvents.event.eventId));
    expect(got(byStage)).toEqual([ids[0], ids[1], barriers[0]]);
    expect(got(byKey)).toEqual([ids[3], barriers[1]]);
    expect(byRecord.messages.map((m) => Number(m.data.data.projectStageChanged.event.eventId))).toEqual([barriers[0]]);
    // Re-reads only for events some subscriber's filter let through (3 events and 2 barriers, one key: shared).
    expect((await h.stats()).byRoute['GET /v1/projects/:projectId']).toBe(5);
  });
});
