import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';
import { moveProjectStage } from '../../src/sandbox/records/project-stage.js';
import { defaultDeliveryPolicy } from '../../src/sandbox/automations.js';
import { projectsTable, workflowsTable, type Project } from '../../src/sandbox/records/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 20, calls: 20 } });

interface Received {
  url: string;
  method: string;
  contentType: string | undefined;
  body: any;
  at: number;
}

/** A tiny webhook receiver on loopback; `answer` decides each response's status. */
const receiver = {
  server: undefined as Server | undefined,
  origin: '',
  received: [] as Received[],
  answer: (_r: Received, _n: number): number => 200,
};

beforeAll(async () => {
  receiver.server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const r: Received = {
        url: req.url ?? '',
        method: req.method ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(text || 'null'),
        at: Date.now(),
      };
      receiver.received.push(r);
      res.statusCode = receiver.answer(r, receiver.received.length);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  const addr = receiver.server.address();
  receiver.origin = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.server?.close(resolve));
});

beforeEach(async () => {
  await h.reset();
  receiver.received = [];
  receiver.answer = () => 200;
  h.sandbox.automations.policy = { ...defaultDeliveryPolicy, baseDelayMs: 50 };
  await setWebhook({ url: `${receiver.origin}/webhooks/tok`, duplicateRate: 0 });
});

async function setWebhook(body: Record<string, unknown>) {
  const res = await fetch(`${h.origin}/_sandbox/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

/**
 * A barrier for "nothing more comes": a marker event whose first delivery the receiver refuses, so that
 * its retry is due `afterMs` later. Timers run in order, so once the retry has arrived, anything due
 * sooner (a retry or an activity tick scheduled before the marker) has happened too.
 */
async function barrier(afterMs: number): Promise<number> {
  await setWebhook({ url: `${receiver.origin}/webhooks/tok` });
  h.sandbox.automations.policy = { ...h.sandbox.automations.policy, maxAttempts: 2, baseDelayMs: afterMs };
  moveSomeProject();
  const marker = h.sandbox.automations.fired.at(-1)!.event.eventId;
  const answer = receiver.answer;
  let refused = false;
  receiver.answer = (r, n) => {
    if (r.body.event.eventId !== marker) return answer(r, n);
    if (refused) return 200;
    refused = true;
    return 500;
  };
  await waitFor(() => receiver.received.filter((r) => r.body.event.eventId === marker).length >= 2, 3000, 'the barrier');
  return marker;
}

/** Moves a company-1 project to another stage of its workflow, as PATCH /projects and the demo activity do. */
function moveSomeProject(): { project: Project; from: number; to: number } {
  const ctx = h.sandbox.ctx;
  const project = projectsTable(ctx.db)
    .all(1)
    .find((p) => p.workflowId !== null)!;
  const from = project.stageId;
  const to = workflowsTable(ctx.db)
    .get(project.workflowId!, 1)!
    .stageIds.find((s) => s !== from)!;
  moveProjectStage(ctx, 1, project.id, to);
  return { project, from, to };
}

describe('automation webhooks', () => {
  it('EVT-2: moving a project between stages delivers PROJECT_MOVEMENT as a JSON POST', async () => {
    const { project, from, to } = moveSomeProject();
    const [r] = await waitFor(() => receiver.received.length >= 1 && receiver.received);
    expect(r.method).toBe('POST');
    expect(r.contentType).toMatch(/^application\/json/);
    expect(r.body.event).toMatchObject({
      recordId: project.id,
      triggerKey: 'PROJECT_MOVEMENT',
      triggerName: 'Project stage updated',
      previousStage: { id: from },
      currentStage: { id: to },
    });
    expect(r.body.record).toMatchObject({ id: project.id, stage: { id: to }, type: 'PROJECT' });
  });

  it('EVT-1: a delivery carries `record` and `event` with the spec fields', async () => {
    moveSomeProject();
    const [r] = await waitFor(() => receiver.received.length >= 1 && receiver.received);
    expect(Object.keys(r.body).sort()).toEqual(['event', 'record']);
    const recordFields = [
      'id',
      'createdAt',
      'updatedAt',
      'title',
      'address',
      'geoLocation',
      'jurisdiction',
      'stage',
      'type',
      'dealValue',
      'ownerId',
      'city',
      'state',
      'trades',
      'status',
      'requestStatus',
      'primaryEmail',
      'primaryPhone',
      'uid',
    ];
    for (const f of recordFields) expect(r.body.record, f).toHaveProperty(f);
    const { event } = r.body;
    for (const f of ['recordId', 'triggerKey', 'triggerName', 'currentStage', 'previousStage', 'eventId', 'firedAt']) expect(event, f).toHaveProperty(f);
    expect(Number.isInteger(event.eventId)).toBe(true);
    expect(Number.isNaN(Date.parse(event.firedAt))).toBe(false);
    for (const stage of [event.currentStage, event.previousStage]) {
      expect(Object.keys(stage).sort()).toEqual(['id', 'name', 'type']);
    }
    // The company stays inside the sandbox; receivers learn it by re-reading the record.
    expect(r.body).not.toHaveProperty('companyId');
  });

  it('EVT-6: the payload carries no custom-field data; GET on the project returns it', async () => {
    const { project } = moveSomeProject();
    const [r] = await waitFor(() => receiver.received.length >= 1 && receiver.received);
    expect(r.body.record.id).toBe(project.id);
    expect(r.body.record).not.toHaveProperty('custom');
    const got = await h.api('GET', `/projects/${project.id}`);
    expect(got.status).toBe(200);
    expect(Object.keys(got.body.custom).length).toBeGreaterThan(0);
    expect(got.body.custom).toEqual(project.custom);
  });

  it('event ids are unique and increasing', async () => {
    for (let i = 0; i < 5; i++) moveSomeProject();
    const got = await waitFor(() => receiver.received.length >= 5 && receiver.received);
    const ids = h.sandbox.automations.fired.slice(-5).map((e) => e.event.eventId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(5);
    expect(new Set(got.map((r) => r.body.event.eventId))).toEqual(new Set(ids));
  });

  it('EVT-4: with duplicate rate 1, every event arrives twice with the same eventId', async () => {
    await setWebhook({ duplicateRate: 1 });
    moveSomeProject();
    moveSomeProject();
    const got = await waitFor(() => receiver.received.length >= 4 && receiver.received);
    const counts = new Map<number, number>();
    for (const r of got) counts.set(r.body.event.eventId, (counts.get(r.body.event.eventId) ?? 0) + 1);
    expect([...counts.values()]).toEqual([2, 2]);
    const [a, b] = got.filter((r) => r.body.event.eventId === got[0].body.event.eventId);
    expect(a.body).toEqual(b.body);
  });

  it('EVT-5: the webhook URL, with its own token, reaches the receiver unchanged', async () => {
    const path = '/webhooks/s3cr3t-tok?token=a%2Fb%3Dc&tenant=42';
    await setWebhook({ url: receiver.origin + path });
    moveSomeProject();
    const [r] = await waitFor(() => receiver.received.length >= 1 && receiver.received);
    expect(r.url).toBe(path);
  });

  it('a non-2xx answer is retried with backoff, and the retry is delivered', async () => {
    receiver.answer = (_r, n) => (n === 1 ? 500 : 200);
    moveSomeProject();
    const got = await waitFor(() => receiver.received.length >= 2 && receiver.received);
    expect(got[1].body.event.eventId).toBe(got[0].body.event.eventId);
    expect(got[1].at - got[0].at).toBeGreaterThanOrEqual(45);
    // A third attempt would be due 100 ms after the second: a barrier due later.
    const eventId = got[0].body.event.eventId;
    await barrier(150);
    expect(receiver.received.filter((r) => r.body.event.eventId === eventId)).toHaveLength(2);
    const statuses = h.sandbox.automations.attempts.filter((a) => a.eventId === eventId).map((a) => [a.attempt, a.status]);
    expect(statuses).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });

  it('connection errors are retried a bounded number of times with growing waits', async () => {
    h.sandbox.automations.policy = { maxAttempts: 3, baseDelayMs: 30, timeoutMs: 1000 };
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    await setWebhook({ url: `http://127.0.0.1:${port}/hook` });
    moveSomeProject();
    const eventId = h.sandbox.automations.fired.at(-1)!.event.eventId;
    const mine = () => h.sandbox.automations.attempts.filter((a) => a.eventId === eventId);
    await waitFor(() => mine().length >= 3);
    // A fourth attempt would be due 120 ms after the third: a barrier due later.
    await barrier(200);
    expect(mine().map((a) => [a.attempt, a.status])).toEqual([
      [1, 'error'],
      [2, 'error'],
      [3, 'error'],
    ]);
    const gaps = mine()
      .slice(1)
      .map((a, i) => Date.parse(a.at) - Date.parse(mine()[i].at));
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
  });

  it('the webhook URL can be set, read and cleared at run time', async () => {
    const bad = await setWebhook({ url: 'ftp://example.com/x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('url');
    const rate = await setWebhook({ duplicateRate: 2 });
    expect(rate.body.field).toBe('duplicateRate');
    const state = (await (await fetch(`${h.origin}/_sandbox/webhook`)).json()) as { url: string };
    expect(state.url).toBe(`${receiver.origin}/webhooks/tok`);
    expect((await setWebhook({ url: null })).body.url).toBeNull();
    moveSomeProject();
    const unsent = h.sandbox.automations.fired.at(-1)!.event.eventId;
    // Set again, the webhook gets the next event: the unsent one, fired before it, would have come first.
    const marker = await barrier(1);
    expect(receiver.received.map((r) => r.body.event.eventId)).toEqual([marker, marker]);
    expect(h.sandbox.automations.fired.map((e) => e.event.eventId)).toContain(unsent);
  });

  it('EVT-2: the demo activity moves random active projects of each company to another stage of their workflow', async () => {
    const on = await fetch(`${h.origin}/_sandbox/activity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 20 }),
    });
    expect(on.status).toBe(200);
    const got = await waitFor(() => receiver.received.length >= 4 && receiver.received);
    await fetch(`${h.origin}/_sandbox/activity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: 0 }) });
    const companies = new Set(h.sandbox.automations.fired.map((e) => e.companyId));
    expect(companies).toEqual(new Set([1, 2]));
    for (const r of got) {
      const { event, record } = r.body;
      expect(event.triggerKey).toBe('PROJECT_MOVEMENT');
      expect(event.currentStage.id).not.toBe(event.previousStage.id);
      expect(record.status).toBe('ACTIVE');
    }
    // Stopped: no project moves after the switch-off, until a barrier due after the next 20 ms tick.
    const fired = h.sandbox.automations.fired.length;
    await barrier(60);
    expect(h.sandbox.automations.fired.length).toBe(fired + 1);
  });
});
