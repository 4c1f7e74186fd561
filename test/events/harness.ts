/**
 * Subscription end-to-end helpers: a gateway listening on a loopback port (HTTP + graphql-ws, as
 * main.ts mounts it), an SSE client and a graphql-ws client that record what they receive, and a way
 * to move sandbox projects between stages through the REST API.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { testConfig, type EventsConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { attachWebSocket, type WebSocketEndpoint } from '../../src/gateway/websocket.js';
import type { SandboxHarness } from '../helpers/sandbox.js';
import { projectsTable, workflowsTable } from '../../src/sandbox/records/model.js';

export const TOKEN = 'test-webhook-token-0123456789';

/** Every client opened by sse()/wsSubscribe(), so afterEach can close what a failed test left open. */
export const openClients = new Set<{ close(): void }>();

export function closeAll(): void {
  for (const c of openClients) c.close();
  openClients.clear();
}

export interface RunningGateway {
  gateway: Gateway;
  origin: string;
  webhookUrl: string;
  close(): Promise<void>;
}

/** A gateway on 127.0.0.1:<free port> with the WebSocket endpoint, ready to receive webhooks; `overrides` as testConfig's. */
export async function startGateway(
  upstreamUrl: string,
  events: Partial<EventsConfig> = {},
  overrides: Parameters<typeof testConfig>[1] = {},
): Promise<RunningGateway> {
  const gateway = createGateway(testConfig(upstreamUrl, { ...overrides, events: { webhookToken: TOKEN, ...overrides.events, ...events } }));
  const server: Server = createServer(gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ws: WebSocketEndpoint = attachWebSocket(gateway, server);
  await gateway.events.ready();
  const addr = server.address();
  const origin = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    gateway,
    origin,
    webhookUrl: `${origin}/webhooks/${TOKEN}`,
    async close() {
      await ws.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.dispose();
    },
  };
}

/**
 * One gateway for a test file: started before its tests (and made the sandbox's webhook target when
 * `webhook`), stopped after them; every client a test opened is closed after it.
 */
export function useEventGateway(h: SandboxHarness, events: Partial<EventsConfig> = {}, opts: { webhook?: boolean } = {}): RunningGateway {
  const g = {} as RunningGateway;
  beforeAll(async () => {
    Object.assign(g, await startGateway(h.url, events));
    if (opts.webhook) await setWebhook(h, { url: g.webhookUrl, duplicateRate: 0 });
  });
  afterAll(async () => {
    await g.close?.();
  });
  afterEach(() => closeAll());
  return g;
}

export interface SseMessage {
  id?: string;
  event: string;
  data: any;
}

export interface Received<T = any> {
  messages: T[];
  /** Resolves when the stream ended (complete, error or closed). */
  ended: Promise<void>;
  close(): void;
}

/** A subscription over SSE (Yoga, `Accept: text/event-stream`), recording every `next` message. */
export function sse(origin: string, query: string, variables: Record<string, unknown> = {}, opts: { key?: string; lastEventId?: string } = {}) {
  const abort = new AbortController();
  const all: SseMessage[] = [];
  const out: Received<SseMessage> & { all: SseMessage[]; opened: Promise<void> } = {
    messages: [],
    all,
    ended: undefined as never,
    opened: undefined as never,
    close: () => abort.abort(),
  };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (opts.key) headers['x-api-key'] = opts.key;
  if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
  const response = fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: abort.signal });
  openClients.add(out);
  out.opened = response.then(() => undefined);
  out.ended = response
    .then(async (res) => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const msg: SseMessage = { event: 'message', data: undefined };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) msg.id = line.slice(4);
            else if (line.startsWith('event: ')) msg.event = line.slice(7);
            else if (line.startsWith('data: ')) msg.data = JSON.parse(line.slice(6));
          }
          if (msg.event === 'message' && msg.data === undefined) continue; // keep-alive comment
          all.push(msg);
          if (msg.event === 'next') out.messages.push(msg);
          if (msg.event === 'complete') return;
        }
      }
    })
    .catch(() => undefined);
  return out;
}

/** A subscription over graphql-ws, recording every result. */
export function wsSubscribe(origin: string, query: string, variables: Record<string, unknown> = {}, opts: { key?: string } = {}) {
  const client: Client = createClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: opts.key ? { 'x-api-key': opts.key } : {},
    retryAttempts: 0,
    lazy: false,
  });
  const out: Received & { errors: unknown[]; client: Client } = {
    messages: [],
    errors: [],
    client,
    ended: undefined as never,
    close: () => void client.dispose(),
  };
  openClients.add(out);
  out.ended = new Promise<void>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (r) => void out.messages.push(r),
        error: (e) => {
          out.errors.push(e);
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return out;
}

export { waitFor } from '../helpers/wait.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A project of `companyId` on a workflow, and a stage of that workflow other than its current one. */
export function movableProject(h: SandboxHarness, companyId: number, skip = 0): { id: number; from: number; to: number } {
  const ctx = h.sandbox.ctx;
  const project = projectsTable(ctx.db)
    .all(companyId)
    .filter((p) => p.workflowId !== null && p.isActive)[skip]!;
  const stages = workflowsTable(ctx.db).get(project.workflowId!, companyId)!.stageIds;
  return { id: project.id, from: project.stageId, to: stages.find((s) => s !== project.stageId)! };
}

/** Moves a project to another stage through REST (PATCH /projects/{id}), which fires PROJECT_MOVEMENT. */
export async function moveProject(h: SandboxHarness, companyId: number, skip = 0): Promise<{ id: number; from: number; to: number }> {
  const p = movableProject(h, companyId, skip);
  const res = await h.api('PATCH', `/projects/${p.id}`, { key: companyId === 1 ? h.key1 : h.key2, body: { stageId: p.to } });
  if (res.status !== 200) throw new Error(`PATCH /projects/${p.id} answered ${res.status}`);
  return p;
}

export async function setWebhook(h: SandboxHarness, body: { url?: string | null; duplicateRate?: number }): Promise<void> {
  const res = await fetch(`${h.origin}/_sandbox/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`/_sandbox/webhook answered ${res.status}`);
}

/** A hand-made delivery in the spec's shape, for receiver tests. */
export function delivery(eventId: number, recordId: number, extra: Record<string, unknown> = {}) {
  return {
    record: { id: recordId, type: 'PROJECT', title: 'x' },
    event: {
      recordId,
      triggerKey: 'PROJECT_MOVEMENT',
      triggerName: 'Project stage updated',
      previousStage: { id: 1, name: 'A', type: 'LEAD' },
      currentStage: { id: 2, name: 'B', type: 'PRODUCTION' },
      eventId,
      firedAt: new Date().toISOString(),
      ...extra,
    },
  };
}

export async function postWebhook(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
