/**
 * The events path under abuse (issue 12): hostile webhook bodies and upstream records, wrong keys,
 * oversized WebSocket messages, dedup poisoning and the replay buffer's memory. Each case first shows
 * what an attacker sees, then that the gateway still serves its other subscribers.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import {
  closeAll,
  delivery,
  movableProject,
  moveProject,
  postWebhook,
  setWebhook,
  sse,
  startGateway,
  useEventGateway,
  waitFor,
  wsSubscribe,
  type RunningGateway,
} from '../events/harness.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 10, opportunities: 5, workOrders: 5, calls: 5 } });
const g = useEventGateway(h);
let nextId = 5_000_000;

const deep = (n: number): string => '['.repeat(n) + ']'.repeat(n);
const deepValue = (n: number): unknown => JSON.parse(deep(n));

describe('deep JSON in a webhook (finding 1)', () => {
  it('a body nested 5,000 deep is refused with 400 naming the reason; the subscribers keep getting events', async () => {
    const project = movableProject(h, 1, 0);
    const sub = sse(g.origin, `subscription { recordEvents { event { eventId details } } }`, {}, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'subscriber');
    // About 10 KB: far below the body limit.
    const body = JSON.stringify(delivery(nextId++, project.id)).replace(/\}\}$/, `,"nested":${deep(5000)}}}`);
    const r = await postWebhook(g.webhookUrl, body);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Body is JSON nested deeper than 64 levels');
    const ok = nextId++;
    expect((await postWebhook(g.webhookUrl, delivery(ok, project.id, { slaType: 'RED' }))).status).toBe(202);
    await waitFor(() => sub.messages.length >= 1, 5000, 'the next event');
    expect(sub.messages.map((m) => m.data.data.recordEvents.event)).toEqual([{ eventId: String(ok), details: { slaType: 'RED' } }]);
  });

  it('`details` (the event fields the gateway does not know) is bounded in depth and size: 400 naming it', async () => {
    const project = movableProject(h, 1, 0);
    const published = g.gateway.events.stats.published;
    const tooDeep = await postWebhook(g.webhookUrl, delivery(nextId++, project.id, { extra: deepValue(8) }));
    expect(tooDeep).toEqual({ status: 400, body: { message: 'the other `event` fields (details) are nested deeper than 8 levels' } });
    const tooBig = await postWebhook(g.webhookUrl, delivery(nextId++, project.id, { a: 'x'.repeat(10_000), b: 'y'.repeat(10_000) }));
    expect(tooBig).toEqual({ status: 400, body: { message: 'the other `event` fields (details) take more than 16384 bytes' } });
    expect(g.gateway.events.stats.published).toBe(published);
    // Within the bounds, and a `__proto__` field stays an ordinary field.
    const sub = sse(g.origin, `subscription ($id: Int) { recordEvents(recordId: $id) { event { details } } }`, { id: project.id }, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'subscriber');
    const fine = JSON.stringify(delivery(nextId++, project.id, { extra: deepValue(7), a: 'x'.repeat(10_000) })).replace(
      /\}\}$/,
      ',"__proto__":{"polluted":1}}}',
    );
    expect((await postWebhook(g.webhookUrl, fine)).status).toBe(202);
    await waitFor(() => sub.messages.length >= 1, 5000, 'the event');
    const details = sub.messages[0].data.data.recordEvents.event.details;
    expect(details.extra).toEqual(deepValue(7));
    expect(Object.getOwnPropertyDescriptor(details, '__proto__')?.value).toEqual({ polluted: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** A hostile upstream: project 1's custom value is nested 6,000 deep (about 12 KB); project 2 is fine. */
function stubUpstream(): { server: Server; requests: string[] } {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    requests.push(`${req.method} ${path}`);
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.headers['x-api-key'] !== 'good-key') return send(401, '{"message":"Unauthorized"}');
    const project = /^\/v1\/projects\/(\d+)$/.exec(path);
    if (project) return send(200, `{"id":${project[1]},"title":"P","accountId":30,"custom":${project[1] === '1' ? `{"k":${deep(6000)}}` : '{"ok":true}'}}`);
    if (path === '/v1/accounts/30') return send(200, '{"id":30,"title":"A","contacts":[],"custom":{}}');
    if (path === '/v1/roles') return send(200, '[]');
    return send(404, '{"message":"Not found"}');
  });
  return { server, requests };
}

describe('deep JSON in an upstream record re-read for a subscriber (finding 1)', () => {
  const stub = stubUpstream();
  let gw: RunningGateway;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    gw = await startGateway(`http://127.0.0.1:${(stub.server.address() as { port: number }).port}/v1`);
  });
  afterAll(async () => {
    closeAll();
    await gw?.close();
    await new Promise((resolve) => stub.server.close(resolve));
  });
  const Q = `subscription { recordEvents { event { eventId } record { ... on Project { databaseId custom account { custom } } } } }`;

  it('the subscriber gets an UPSTREAM_ERROR for that event (SSE and graphql-ws), then the next event; the process keeps serving', async () => {
    const viaSse = sse(gw.origin, Q, {}, { key: 'good-key' });
    const viaWs = wsSubscribe(gw.origin, Q, {}, { key: 'good-key' });
    await waitFor(() => gw.gateway.events.stats.subscribers === 2, 5000, 'subscribers');
    expect((await postWebhook(gw.webhookUrl, delivery(7_000_001, 1))).status).toBe(202);
    expect((await postWebhook(gw.webhookUrl, delivery(7_000_002, 2))).status).toBe(202);
    await waitFor(() => viaSse.messages.length >= 2 && viaWs.messages.length >= 2, 5000, 'two messages on each transport');
    for (const [first, second] of [viaSse.messages.map((m) => m.data), viaWs.messages]) {
      // Refused by the upstream client or by the event layer, whichever sees it first: named, for this event only.
      expect(first.data).toEqual({ recordEvents: null });
      expect(first.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/nested (too deeply|deeper than 64 levels)/),
          path: ['recordEvents'],
          extensions: { code: 'UPSTREAM_ERROR' },
        }),
      ]);
      expect(first.extensions).toEqual({ eventId: '7000001' });
      expect(second).toEqual({
        data: { recordEvents: { event: { eventId: '7000002' }, record: { databaseId: 2, custom: { ok: true }, account: { custom: {} } } } },
        extensions: { eventId: '7000002' },
      });
    }
    expect(viaSse.messages.map((m) => m.id)).toEqual(['7000001', '7000002']);
    // Still serving: a query through the same gateway answers.
    const res = await fetch(`${gw.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'good-key' },
      body: '{"query":"{ __typename }"}',
    });
    expect((await res.json()).data).toEqual({ __typename: 'Query' });
  });
});

describe('subscriptions with a wrong key, and the operation limits at subscribe time (finding 5)', () => {
  const Q = `subscription ($after: ID) { projectStageChanged(afterEventId: $after) { event { eventId } record { databaseId title } } }`;
  const codeOf = (m: any) => (m.data ?? m).errors?.[0]?.extensions?.code;
  /**
   * A barrier for "these events cost nothing": a subscriber with a good key, only for a record the events
   * are not about. Its event, posted after them, reaches it after they were handled; it costs one read.
   */
  const barrier = async (subscribers: number) => {
    const record = movableProject(h, 1, 5).id;
    const sub = sse(g.origin, `subscription ($id: Int) { projectStageChanged(recordId: $id) { event { eventId } } }`, { id: record }, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === subscribers, 5000, 'the barrier subscriber');
    return async () => {
      expect((await postWebhook(g.webhookUrl, delivery(nextId++, record))).status).toBe(202);
      await waitFor(() => sub.messages.length >= 1, 5000, 'the barrier event');
      sub.close();
    };
  };

  it('AUTH-2: 50 subscriptions with 5 garbage keys (SSE and graphql-ws) end at once with UNAUTHENTICATED; one check per key, and 10 events cost nothing', async () => {
    const passed = await barrier(1);
    await h.resetStats();
    const subs = Array.from({ length: 50 }, (_, i) => (i % 2 ? sse : wsSubscribe)(g.origin, Q, {}, { key: `garbage-key-${i % 5}` }));
    await Promise.all(subs.map((s) => s.ended));
    for (const s of subs) {
      expect(s.messages).toHaveLength(1);
      expect(codeOf(s.messages[0])).toBe('UNAUTHENTICATED');
    }
    expect(g.gateway.events.stats.subscribers).toBe(1);
    for (let i = 0; i < 10; i++) expect((await postWebhook(g.webhookUrl, delivery(nextId++, movableProject(h, 1, i % 5).id))).status).toBe(202);
    await passed();
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/roles': 5, 'GET /v1/projects/:projectId': 1 });
  });

  it('3 SSE subscriptions with garbage keys and afterEventId "0" replay nothing: at most one upstream request each', async () => {
    for (let i = 0; i < 5; i++) expect((await postWebhook(g.webhookUrl, delivery(nextId++, movableProject(h, 1, i).id))).status).toBe(202);
    await h.resetStats();
    const subs = [0, 1, 2].map((i) => sse(g.origin, Q, { after: '0' }, { key: `other-garbage-${i}` }));
    await Promise.all(subs.map((s) => s.ended));
    expect(subs.map((s) => codeOf(s.messages[0]))).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect((await h.stats()).total).toBeLessThanOrEqual(3);
  });

  it('a good key is checked once per period: a second subscription with it costs no check', async () => {
    await h.resetStats();
    const first = sse(g.origin, Q, {}, { key: h.key2 });
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'first subscriber');
    const second = wsSubscribe(g.origin, Q, {}, { key: h.key2 });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'second subscriber');
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/roles': 1 });
    first.close();
    second.close();
    await waitFor(() => g.gateway.events.stats.subscribers === 0, 5000, 'subscribers gone');
  });

  it('AUTH-7: a key deleted while subscribed ends the subscription at its next event with UNAUTHENTICATED; later events cost nothing', async () => {
    const issued = await h.basic('POST', '/api-keys', 0);
    expect(issued.status).toBe(200);
    const token: string = issued.body.token;
    const passed = await barrier(1);
    const sub = sse(g.origin, Q, {}, { key: token });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'subscriber');
    const listing = (await h.basic('GET', '/api-keys', 0)).body.find(
      (k: { keyPreview: string; apiUserId: number }) => k.keyPreview === token.slice(-4) && k.apiUserId === issued.body.id,
    );
    expect((await h.basic('DELETE', `/api-keys/${listing.id}`, 0)).status).toBe(200);
    await h.resetStats();
    const id = nextId++;
    expect((await postWebhook(g.webhookUrl, delivery(id, movableProject(h, 1, 0).id))).status).toBe(202);
    await sub.ended;
    expect(sub.messages.map((m) => [m.id, codeOf(m)])).toEqual([[String(id), 'UNAUTHENTICATED']]);
    expect(sub.all.at(-1)!.event).toBe('complete');
    for (let i = 0; i < 5; i++) await postWebhook(g.webhookUrl, delivery(nextId++, movableProject(h, 1, 0).id));
    await passed();
    // The read that ended the subscription, and the barrier's.
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/:projectId': 2 });
    // And a new subscription with it is refused without asking the upstream again.
    const again = sse(g.origin, Q, {}, { key: token });
    await again.ended;
    expect(codeOf(again.messages[0])).toBe('UNAUTHENTICATED');
    expect((await h.stats()).total).toBe(2);
  });

  it('depth and cost are refused when the subscription starts (SSE and graphql-ws), aliases too (SSE), before any upstream request', async () => {
    // 13 levels of selection (the limit is 10).
    const tooDeep = `subscription { recordEvents { record { ... on Project { account { projects { nodes { account { projects { nodes { account { projects { nodes { account { title } } } } } } } } } } } } } }`;
    // 100 projects × (their account + 100 projects × their account): about 10,000 upstream requests.
    const tooCostly = `subscription { projectStageChanged { record { account { projects(first: 100) { nodes { account { projects(first: 100) { nodes { account { title } } } } } } } } } }`;
    const manyAliases = `subscription { projectStageChanged { event { ${Array.from({ length: 16 }, (_, i) => `a${i}: eventId`).join(' ')} } } }`;
    await h.resetStats();
    const cases = [
      [tooDeep, 'depth', 13, sse],
      [tooDeep, 'depth', 13, wsSubscribe],
      [tooCostly, 'complexity', 10204, sse],
      [tooCostly, 'complexity', 10204, wsSubscribe],
      [manyAliases, 'aliases', undefined, sse],
    ] as const;
    for (const [query, limit, value, open] of cases) {
      const sub = open(g.origin, query, {}, { key: h.key1 });
      await sub.ended;
      expect(sub.messages, `${limit} over ${open.name}`).toHaveLength(1);
      expect(codeOf(sub.messages[0])).toBe('QUERY_TOO_COMPLEX');
      expect((sub.messages[0].data ?? sub.messages[0]).errors[0].extensions).toMatchObject({ limit, ...(value ? { value } : {}) });
    }
    expect(g.gateway.events.stats.subscribers).toBe(0);
    expect((await h.stats()).total).toBe(0);
  });
});

describe('graphql-ws: message size and keys (finding 7), refusals on a shared socket (finding 12)', () => {
  const wsUrl = () => `${g.origin.replace(/^http/, 'ws')}/graphql`;
  /** A raw graphql-transport-ws socket: resolves with the close code and reason. */
  function rawSocket(send: (ws: WebSocket) => void): Promise<{ code: number; reason: string }> {
    const ws = new WebSocket(wsUrl(), 'graphql-transport-ws');
    ws.on('open', () => send(ws));
    ws.on('error', () => undefined);
    return new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  it('a message over EVENTS_WS_MAX_MESSAGE_BYTES (256 KiB) closes its socket with 1009 before it is parsed; the gateway keeps serving', async () => {
    expect(await rawSocket((ws) => ws.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(300_000) } })))).toEqual({
      code: 1009,
      reason: '',
    });
    // Just under the limit is read as usual (and refused for its missing key, below).
    const under = await rawSocket((ws) => ws.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(200_000) } })));
    expect(under.code).toBe(4403);
    const sub = wsSubscribe(g.origin, `subscription { projectStageChanged { event { eventId } } }`, {}, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'a subscriber on a new socket');
    sub.close();
    await waitFor(() => g.gateway.events.stats.subscribers === 0, 5000, 'subscriber gone');
  });

  it('a frame announcing 50 MB gets its 1009 close frame and the connection is reset: the rest is not read', async () => {
    const { port } = new URL(g.origin);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    let received = Buffer.alloc(0);
    socket.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'GET /graphql HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
    );
    await waitFor(() => received.includes('\r\n\r\n'), 5000, 'the upgrade answer');
    expect(received.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
    received = Buffer.alloc(0);
    // A masked text frame whose header announces 50,000,000 bytes (64-bit length), then 64 KB of it and no more.
    const header = Buffer.alloc(14);
    header[0] = 0x81;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(50_000_000n, 2);
    randomBytes(4).copy(header, 10);
    // The client sends the whole message in one write, as a WebSocket library does: a half-closed connection
    // (ws's own close) takes all of it, read and dropped by the gateway; a reset stops it.
    const sent = new Promise<string>((resolve) =>
      socket.write(Buffer.concat([header, Buffer.alloc(40_000_000, 0x20)]), (error) => resolve(error ? 'cut short' : 'all 40 MB taken')),
    );
    expect(await Promise.race([sent, new Promise<string>((r) => setTimeout(() => r('still sending'), 5_000))])).toBe('cut short');
    expect(await Promise.race([closed, new Promise<'still open'>((r) => setTimeout(() => r('still open'), 5_000))])).not.toBe('still open');
    // The close frame (opcode 8) with code 1009 came first.
    expect(received[0]).toBe(0x88);
    expect(received.readUInt16BE(2)).toBe(1009);
  });

  it('a connection without a key is closed at connection_init (4403, saying what to send), before any subscription', async () => {
    const closed = await rawSocket((ws) => {
      ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { recordEvents { event { eventId } } }' } }));
    });
    expect(closed).toEqual({ code: 4403, reason: 'Forbidden: send the API key as connectionParams {"x-api-key": …}' });
  });

  it('parse, limit and validation refusals answer that subscription with an error; the socket and its other subscription go on', async () => {
    const client = createClient({ url: wsUrl(), webSocketImpl: WebSocket, connectionParams: { 'x-api-key': h.key1 }, retryAttempts: 0, lazy: false });
    let closes = 0;
    client.on('closed', () => closes++);
    try {
      const live: unknown[] = [];
      client.subscribe(
        { query: `subscription { projectStageChanged { event { eventId } } }` },
        { next: (r) => void live.push(r), error: () => undefined, complete: () => undefined },
      );
      await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'the live subscription');
      const refused = (query: string) =>
        new Promise<any[]>((resolve) =>
          client.subscribe({ query }, { next: (r) => resolve((r as any).errors), error: (e) => resolve(e as any[]), complete: () => undefined }),
        );
      const cases: [string, Record<string, unknown>][] = [
        ['subscription { recordEvents {', { code: 'BAD_USER_INPUT' }],
        [
          `subscription { projectStageChanged { event { ${Array.from({ length: 16 }, (_, i) => `a${i}: eventId`).join(' ')} } } }`,
          { code: 'QUERY_TOO_COMPLEX', limit: 'aliases' },
        ],
        [`subscription { projectStageChanged { event { ${'eventId '.repeat(2100)} } } }`, { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' }],
        ['subscription { projectStageChanged { event { noSuchField } } }', { code: 'BAD_USER_INPUT' }],
        [`subscription { ${Array.from({ length: 21 }, (_, i) => `r${i}: recordEvents { event { eventId } }`).join(' ')} }`, { code: 'QUERY_TOO_COMPLEX' }],
      ];
      for (const [query, extensions] of cases) {
        const errors = await refused(query);
        expect(errors, query.slice(0, 60)).toHaveLength(1);
        expect(errors[0].extensions).toEqual(expect.objectContaining(extensions));
        expect(errors[0].extensions.http).toBeUndefined();
      }
      expect(closes).toBe(0);
      const id = nextId++;
      expect((await postWebhook(g.webhookUrl, delivery(id, movableProject(h, 1, 0).id))).status).toBe(202);
      await waitFor(() => live.length >= 1, 5000, 'the event on the live subscription');
      expect(live).toEqual([{ data: { projectStageChanged: { event: { eventId: String(id) } } }, extensions: { eventId: String(id) } }]);
    } finally {
      await client.dispose();
    }
  });
});

describe('dedup scoped by content, replay buffer bounded in bytes (finding 8)', () => {
  it('EVT-4: deliveries forged with the next 22 eventIds do not make the 22 real ones "duplicates": every real event reaches the subscriber', async () => {
    const automations = h.sandbox.automations;
    const next = (automations.fired.at(-1)?.event.eventId ?? 0) + 1;
    const forgedStage = { id: 999_999, name: 'forged', type: 'X' };
    for (let i = 0; i < 22; i++) {
      const forged = await postWebhook(g.webhookUrl, delivery(next + i, movableProject(h, 1, 0).id, { currentStage: forgedStage }));
      expect(forged.status).toBe(202);
    }
    const sub = sse(g.origin, `subscription { projectStageChanged { event { eventId currentStage { databaseId } } } }`, {}, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 1, 5000, 'subscriber');
    await setWebhook(h, { url: g.webhookUrl, duplicateRate: 0 });
    try {
      for (let i = 0; i < 22; i++) await moveProject(h, 1, i % 5);
      const real = () => sub.messages.map((m) => m.data.data.projectStageChanged.event).filter((e: any) => e.currentStage.databaseId !== forgedStage.id);
      await waitFor(() => real().length >= 22, 10_000, '22 real events');
      expect(real().map((e: any) => Number(e.eventId))).toEqual(Array.from({ length: 22 }, (_, i) => next + i));
      // The sandbox's deliveries were each answered 202 (accepted), none 200 (duplicate).
      const answers = automations.attempts.filter((a) => a.eventId >= next && a.eventId < next + 22).map((a) => a.status);
      expect(answers).toEqual(Array(22).fill(202));
    } finally {
      await setWebhook(h, { url: null });
    }
  });

  it('the replay buffer holds at most EVENTS_REPLAY_MAX_BYTES: 100 webhooks with 15 kB of details keep the newest that fit', async () => {
    const small = await startGateway(h.url, { replayMaxBytes: 200_000 });
    try {
      const project = movableProject(h, 1, 0).id;
      for (let i = 0; i < 100; i++)
        expect((await postWebhook(small.webhookUrl, delivery(8_000_000 + i, project, { pad: 'x'.repeat(15_000) }))).status).toBe(202);
      const size = await small.gateway.events.bufferSize();
      // Each event is about 15.3 kB of JSON: 13 fit in 200,000 bytes (in memory, the heap holds about as much again).
      expect(size.bytes).toBeLessThanOrEqual(200_000);
      expect(size.events).toBe(13);
      // A subscriber resuming from the start gets what is left: the newest 13.
      const resumed = sse(small.origin, `subscription { projectStageChanged(afterEventId: "0") { event { eventId } } }`, {}, { key: h.key1 });
      await waitFor(() => resumed.messages.length >= 13, 5000, 'the replay');
      expect(resumed.messages.map((m) => Number(m.id))).toEqual(Array.from({ length: 13 }, (_, i) => 8_000_087 + i));
    } finally {
      closeAll();
      await small.close();
    }
  });
});
