/**
 * The five abusers of the abuse phase (test/load/abuse.ts), each bounded in count and time and
 * registering what it opens with the run's clean-up list.
 */
import { createHash } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import WebSocket from 'ws';
import { delivery, postWebhook, sse, wsSubscribe } from '../events/harness.js';
import { waitFor } from '../helpers/wait.js';
import {
  APQ_CONCURRENCY,
  APQ_PAD_BYTES,
  APQ_POSTS,
  DEEP_LEVELS,
  DEEP_WEBHOOKS,
  GARBAGE_KEYS,
  GARBAGE_SUBSCRIPTIONS,
  ORDINARY_EVERY,
  SLOW_PIPELINE,
  SLOW_READERS,
  WEBHOOK_TOKEN,
  WS_FRAME_BYTES,
  WS_OVERSIZED,
  bounded,
  cleanups,
  doc,
  now,
  tally,
} from './abuse-kit.js';

export interface SlowReaders {
  opened: number;
  errors: Record<string, number>;
  /**
   * Resumes reading every socket for a moment, then destroys them all: how many the gateway had closed
   * while they were unread (their buffered bytes end with a FIN), and how many answers the others
   * still held for them.
   */
  finish(): Promise<{ closedByGateway: number; stillOpen: number; answers: number; expected: number; megabytes: number }>;
}

export const SLOW_READ_AFTER_MS = 1_500;

/** Raw TCP connections that pipeline requests for large answers, then never read their socket. */
export function slowReaders(port: number, key: string): SlowReaders {
  const introspection = JSON.stringify({ query: getIntrospectionQuery() });
  const list = JSON.stringify({ query: doc('AnalystProjects'), operationName: 'AnalystProjects' });
  const request = (body: string, withKey: boolean) =>
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n` +
    `${withKey ? `x-api-key: ${key}\r\n` : ''}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const sockets: Array<{ socket: Socket; ended: boolean }> = [];
  const out: SlowReaders = {
    opened: 0,
    errors: {},
    async finish() {
      let bytes = 0;
      let answers = 0;
      await Promise.all(
        sockets.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.socket.destroyed) return resolve();
              const timer = setTimeout(resolve, SLOW_READ_AFTER_MS);
              s.socket.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                answers += chunk.toString('latin1').split('HTTP/1.1 ').length - 1;
              });
              s.socket.once('end', () => {
                s.ended = true;
                clearTimeout(timer);
                resolve();
              });
              s.socket.resume();
            }),
        ),
      );
      stop();
      const closedByGateway = sockets.filter((s) => s.ended).length;
      return { closedByGateway, stillOpen: sockets.length - closedByGateway, answers, expected: sockets.length * SLOW_PIPELINE, megabytes: bytes / 2 ** 20 };
    },
  };
  const stop = () => {
    for (const s of sockets) s.socket.destroy();
  };
  cleanups.push(stop);
  for (let i = 0; i < SLOW_READERS; i++) {
    // Half ask for the introspection without a key, half for the 100-project list with one.
    const payload = (i % 2 ? request(list, true) : request(introspection, false)).repeat(SLOW_PIPELINE);
    // No 'data' listener and not resumed: Node reads one buffer's worth, then the kernel's window fills.
    const socket = connect({ host: '127.0.0.1', port }, () => {
      out.opened++;
      socket.write(payload);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => tally(out.errors, err.code ?? err.message));
    sockets.push({ socket, ended: false });
  }
  return out;
}

/** Unauthenticated APQ registrations: a 9 MB comment plus `{ __typename }`, with its sha256, no key. */
export async function apqRegistrations(origin: string, until: number) {
  const pad = Buffer.alloc(APQ_PAD_BYTES, 'x');
  const statuses: Record<string, number> = {};
  const answers: Record<string, number> = {};
  const prefix = (i: number) => `# abuse ${String(i).padStart(6, '0')} `;
  const suffix = '\n{ __typename }';
  const hashOf = (i: number) => createHash('sha256').update(prefix(i)).update(pad).update(suffix).digest('hex');
  let next = 0;
  let sent = 0;
  const ms: number[] = [];
  const worker = async () => {
    while (next < APQ_POSTS && now() < until) {
      const i = next++;
      const hash = hashOf(i);
      // The JSON body is built as bytes: the document's text needs no escaping.
      const body = Buffer.concat([
        Buffer.from(`{"query":${JSON.stringify(prefix(i)).slice(0, -1)}`),
        pad,
        Buffer.from(`${JSON.stringify(suffix).slice(1)},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${hash}"}}}`),
      ]);
      sent++;
      try {
        const started = performance.now();
        const res = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        tally(statuses, res.status);
        const json = (await res.json().catch(() => ({}))) as { data?: unknown; errors?: Array<{ message?: string; extensions?: { code?: string } }> };
        ms.push(performance.now() - started);
        tally(answers, json.errors?.length ? String(json.errors[0]!.extensions?.code ?? json.errors[0]!.message) : json.data ? 'data' : 'other');
      } catch (error) {
        tally(statuses, (error as Error).name);
      }
    }
  };
  await Promise.all(Array.from({ length: APQ_CONCURRENCY }, worker));
  // Was anything stored? Ask for a few of the hashes alone.
  let registered = 0;
  const probes = Math.min(5, sent);
  for (let i = 0; i < probes; i++) {
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(i) } } });
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    const json = (await res?.json().catch(() => undefined)) as { errors?: Array<{ message?: string }> } | undefined;
    if (json && json.errors?.[0]?.message !== 'PersistedQueryNotFound') registered++;
  }
  ms.sort((a, b) => a - b);
  const seconds = (n: number | undefined) => (n === undefined ? undefined : Math.round(n / 100) / 10);
  return {
    sent,
    statuses,
    answers,
    probes,
    registered,
    seconds: { min: seconds(ms[0]), median: seconds(ms[Math.floor(ms.length / 2)]), max: seconds(ms.at(-1)) },
  };
}

/** Webhooks nested 5,000 deep (about 10 KB) while an SSE subscriber selects `details`; an ordinary one before every 10 and at the end. */
export async function deepWebhooks(origin: string, key: string, projectId: number, until: number) {
  const webhookUrl = `${origin}/webhooks/${WEBHOOK_TOKEN}`;
  const subscriber = sse(origin, `subscription { recordEvents { event { eventId details } } }`, {}, { key });
  // The gateway answers the SSE headers once the subscription is registered.
  await subscriber.opened;
  const nested = '['.repeat(DEEP_LEVELS) + ']'.repeat(DEEP_LEVELS);
  const statuses: Record<string, number> = {};
  const ordinary: string[] = [];
  const ordinaryStatuses: Record<string, number> = {};
  let eventId = 9_000_000;
  const sendOrdinary = async () => {
    const id = eventId++;
    const o = await bounded(
      postWebhook(webhookUrl, delivery(id, projectId, { slaType: 'RED' })).catch((e: Error) => ({ status: e.name })),
      10_000,
      { status: 'timeout' },
    );
    tally(ordinaryStatuses, o.status);
    ordinary.push(String(id));
  };
  for (let i = 0; i < DEEP_WEBHOOKS && now() < until; i++) {
    if (i % ORDINARY_EVERY === 0) await sendOrdinary();
    const body = JSON.stringify(delivery(eventId++, projectId)).replace(/\}\}$/, `,"nested":${nested}}}`);
    const r = await bounded(
      postWebhook(webhookUrl, body).catch((e: Error) => ({ status: e.name })),
      10_000,
      { status: 'timeout' },
    );
    tally(statuses, r.status);
  }
  await sendOrdinary();
  // Until the last events arrive (at most 5 s; what did not is reported).
  const got = () => subscriber.messages.filter((m) => ordinary.includes(String(m.data?.data?.recordEvents?.event?.eventId))).length;
  await waitFor(() => got() >= ordinary.length, 5_000, 'the ordinary events').catch(() => undefined);
  const errorCodes: Record<string, number> = {};
  for (const m of subscriber.messages) for (const e of m.data?.errors ?? []) tally(errorCodes, e.extensions?.code ?? 'none');
  return {
    sent: Object.values(statuses).reduce((a, b) => a + b, 0),
    statuses,
    ordinarySent: ordinary.length,
    ordinaryStatuses,
    ordinaryReceived: got(),
    subscriberMessages: subscriber.messages.length,
    subscriberErrors: subscriber.messages.filter((m) => m.data?.errors?.length).length,
    subscriberErrorCodes: errorCodes,
    subscriberStillOpen: !subscriber.all.some((m) => m.event === 'complete'),
    close: () => subscriber.close(),
  };
}

/** WebSocket connections without a key whose first message is a 50 MB text frame; each waited for until `until` (at least 15 s). */
export async function oversizedFrames(origin: string, until: number) {
  const waitMs = Math.max(15, until - now()) * 1000;
  const frame = Buffer.alloc(WS_FRAME_BYTES, 0x20);
  const closes: Record<string, number> = {};
  const closeSeconds: number[] = [];
  const errors: Record<string, number> = {};
  await Promise.all(
    Array.from(
      { length: WS_OVERSIZED },
      () =>
        new Promise<void>((resolve) => {
          // An all-zero mask: ws then sends the frame as it is, so the 50 MB header goes out at once
          // instead of after masking 50 MB on this thread (an attacker's client would not mask either).
          const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { generateMask: (mask: Buffer) => void mask.fill(0) });
          const openedAt = now();
          let settled = false;
          const timer = setTimeout(() => {
            settled = true;
            tally(closes, `still open after ${Math.round(waitMs / 1000)} s`);
            ws.terminate();
            resolve();
          }, waitMs);
          cleanups.push(() => ws.terminate());
          ws.on('open', () => ws.send(frame, { binary: false }));
          ws.on('error', (err: NodeJS.ErrnoException) => tally(errors, err.code ?? err.message));
          ws.on('close', (code) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            tally(closes, code);
            closeSeconds.push(Math.round((now() - openedAt) * 100) / 100);
            resolve();
          });
        }),
    ),
  );
  return { sent: WS_OVERSIZED, closes, closeSeconds, errors };
}

/** Subscriptions with garbage keys, alternately over SSE and graphql-ws, a few keys shared. */
export async function garbageSubscriptions(origin: string) {
  const query = `subscription { projectStageChanged { event { eventId } record { databaseId title } } }`;
  const startedAt = now();
  const subs = Array.from({ length: GARBAGE_SUBSCRIPTIONS }, (_, i) => ({
    transport: i % 2 ? 'sse' : 'ws',
    sub: (i % 2 ? sse : wsSubscribe)(origin, query, {}, { key: `garbage-key-${i % GARBAGE_KEYS}` }),
    endedAt: undefined as number | undefined,
  }));
  for (const s of subs) void s.sub.ended.then(() => (s.endedAt = now() - startedAt));
  return {
    subs,
    /** What they got by now: the first code each saw, and how many are still open. */
    report() {
      const codes: Record<string, number> = {};
      for (const s of subs) {
        const first = s.sub.messages[0] as any;
        const code = (first?.data ?? first)?.errors?.[0]?.extensions?.code;
        // Without a message: graphql-ws tells why the socket closed; an SSE stream just ends (a 4xx, or cut).
        const closed = (s.sub as { errors?: Array<{ code?: number }> }).errors?.[0]?.code;
        tally(
          codes,
          code ??
            (s.endedAt === undefined
              ? 'open, nothing received'
              : closed !== undefined
                ? `${s.transport} closed ${closed}`
                : `${s.transport} ended without a message`),
        );
      }
      const ended = subs
        .filter((s) => s.endedAt !== undefined)
        .map((s) => s.endedAt!)
        .sort((a, b) => a - b);
      const messages = subs.reduce((n, s) => n + s.sub.messages.length, 0);
      return {
        opened: subs.length,
        keys: GARBAGE_KEYS,
        codes,
        ended: ended.length,
        medianEndSeconds: ended[Math.floor(ended.length / 2)],
        slowestEndSeconds: ended.at(-1),
        messages,
      };
    },
  };
}
