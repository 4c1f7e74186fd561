/**
 * `npm run bench:subscriptions`: live-event figures, bounded (about half a minute).
 *  1. Latency: 200 webhooks POSTed one at a time to the gateway; for each, the time from just before the
 *     POST to the message's arrival at an SSE client and at a graphql-ws client (each re-reads the
 *     project with its key: one upstream GET per subscriber and event).
 *  2. Memory: the gateway's heap (after GC) with 0 and with 1,000 idle subscribers, over SSE (1,000 HTTP
 *     connections) and over graphql-ws (1,000 subscriptions on one socket), and again after they leave.
 * The gateway runs in its own process (so its heap is its own); the sandbox and the clients run here.
 * Results go to stdout and bench/subscriptions.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const EVENTS = 200;
const IDLE = 1000;
const TOKEN = 'bench-token';
const self = fileURLToPath(import.meta.url);

if (process.argv.includes('--gateway')) await gatewayProcess();
else
  await main().catch((err) => {
    console.error(err);
    process.exit(1);
  });

/** The child: a gateway with the WebSocket endpoint, answering heap questions over IPC. */
async function gatewayProcess(): Promise<void> {
  const { createServer } = await import('node:http');
  const { testConfig } = await import('../src/config.js');
  const { createGateway } = await import('../src/gateway/yoga.js');
  const { attachWebSocket } = await import('../src/gateway/websocket.js');
  const gateway = createGateway(testConfig(process.env.UPSTREAM_URL!, { events: { webhookToken: TOKEN, subscriberQueue: 100 } }));
  const server = createServer(gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  attachWebSocket(gateway, server);
  const port = (server.address() as { port: number }).port;
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'heap') {
      const gc = (globalThis as { gc?: () => void }).gc!;
      gc();
      gc();
      process.send!({ type: 'heap', heapUsed: process.memoryUsage().heapUsed, subscribers: gateway.events.stats.subscribers });
    } else if (msg.type === 'stop') {
      server.closeAllConnections();
      server.close();
      void Promise.resolve(gateway.dispose()).finally(() => process.exit(0));
    }
  });
  process.send!({ type: 'ready', origin: `http://127.0.0.1:${port}` });
}

async function main(): Promise<void> {
  const { startSandbox } = await import('../src/sandbox/server.js');
  const { projectsTable } = await import('../src/sandbox/records/model.js');
  const sandbox = await startSandbox({ webhookUrl: undefined, sizes: { accounts: 50, projects: 100, opportunities: 10, workOrders: 10, calls: 10 } }, 0);
  const key = sandbox.ctx.options.apiKey;
  const projects = projectsTable(sandbox.ctx.db)
    .all(1)
    .map((p) => p.id);
  const child: ChildProcess = fork(self, ['--gateway'], {
    env: { ...process.env, UPSTREAM_URL: sandbox.url },
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // The gateway child never outlives this run, whatever way it ends.
  process.on('exit', () => child.kill());
  const ask = <T>(type: string): Promise<T> =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m as T));
      child.send({ type });
    });
  const { origin } = await new Promise<{ origin: string }>((resolve) => child.once('message', (m) => resolve(m as { origin: string })));
  const query = `subscription { projectStageChanged { event { eventId } record { databaseId title stage { name } } } }`;

  // 1. Latency.
  const arrivals = { sse: new Map<string, number>(), ws: new Map<string, number>() };
  let wake: (() => void) | undefined;
  const arrived = (transport: 'sse' | 'ws', result: any) => {
    arrivals[transport].set(result?.data?.projectStageChanged?.event?.eventId, performance.now());
    wake?.();
  };
  const sse = sseClient(origin, query, key, (r) => arrived('sse', r));
  const ws = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { 'x-api-key': key },
    retryAttempts: 0,
  });
  ws.subscribe({ query }, { next: (r) => arrived('ws', r), error: () => undefined, complete: () => undefined });
  await until(async () => (await ask<{ subscribers: number }>('heap')).subscribers === 2);
  const latency = { sse: [] as number[], ws: [] as number[] };
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    const eventId = String(1_000 + i);
    const t0 = performance.now();
    const res = await fetch(`${origin}/webhooks/${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(delivery(eventId, projects[i % projects.length])),
    });
    await res.arrayBuffer();
    const deadline = Date.now() + 10_000;
    while (!(arrivals.sse.has(eventId) && arrivals.ws.has(eventId))) {
      if (Date.now() > deadline)
        throw new Error(`bench: event ${eventId} not delivered within 10 s (sse ${arrivals.sse.has(eventId)}, ws ${arrivals.ws.has(eventId)})`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
    latency.sse.push(arrivals.sse.get(eventId)! - t0);
    latency.ws.push(arrivals.ws.get(eventId)! - t0);
  }
  const runMs = performance.now() - started;
  sse.close();
  await ws.dispose();

  // 2. Memory of idle subscribers.
  await until(async () => (await ask<{ subscribers: number }>('heap')).subscribers === 0, 30_000);
  const heap0 = (await ask<{ heapUsed: number }>('heap')).heapUsed;
  const idleQuery = `subscription { projectStageChanged(recordId: 1) { event { eventId } } }`;
  const sseIdle = Array.from({ length: IDLE }, () => sseClient(origin, idleQuery, key, () => undefined));
  await until(async () => (await ask<{ subscribers: number }>('heap')).subscribers === IDLE, 30_000);
  const heapSse = (await ask<{ heapUsed: number }>('heap')).heapUsed;
  for (const c of sseIdle) c.close();
  await until(async () => (await ask<{ subscribers: number }>('heap')).subscribers === 0, 30_000);
  const heapAfterSse = (await ask<{ heapUsed: number }>('heap')).heapUsed;
  const wsIdle = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { 'x-api-key': key },
    retryAttempts: 0,
  });
  for (let i = 0; i < IDLE; i++) wsIdle.subscribe({ query: idleQuery }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  await until(async () => (await ask<{ subscribers: number }>('heap')).subscribers === IDLE, 30_000);
  const heapWs = (await ask<{ heapUsed: number }>('heap')).heapUsed;
  await wsIdle.dispose();
  await until(async () => (await ask<{ subscribers: number }>('heap')).subscribers === 0, 30_000);
  const heapAfterWs = (await ask<{ heapUsed: number }>('heap')).heapUsed;

  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
  await sandbox.close();

  const mb = (b: number) => (b / 1_048_576).toFixed(1);
  const kb = (b: number) => (b / 1024).toFixed(1);
  const lines = [
    '# Subscriptions benchmark',
    '',
    `Run ${new Date().toISOString()}, Node ${process.version}; gateway in its own process, sandbox and clients in the runner (loopback). A shared 2-core machine: figures are indicative.`,
    '',
    `## Webhook receipt → delivery (${EVENTS} events, one at a time, ${(runMs / 1000).toFixed(1)} s)`,
    '',
    "Time from just before the webhook POST to the message at the client, including the re-read of the project with the subscribers' key (both use one key, so they share one GET per event).",
    '',
    '| transport | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|',
    ...(['sse', 'ws'] as const).map(
      (t) => `| ${t === 'sse' ? 'SSE' : 'graphql-ws'} | ${pct(latency[t], 50)} | ${pct(latency[t], 95)} | ${pct(latency[t], 100)} |`,
    ),
    '',
    `## Memory of ${IDLE} idle subscribers (gateway heap after GC)`,
    '',
    '| | heap MB | delta | per subscriber |',
    '|---|---|---|---|',
    `| no subscribers | ${mb(heap0)} | | |`,
    `| ${IDLE} over SSE (one HTTP connection each) | ${mb(heapSse)} | +${mb(heapSse - heap0)} MB | ${kb((heapSse - heap0) / IDLE)} KB |`,
    `| after they left | ${mb(heapAfterSse)} | ${signed(heapAfterSse - heap0)} MB | |`,
    `| ${IDLE} over graphql-ws (one socket) | ${mb(heapWs)} | +${mb(heapWs - heapAfterSse)} MB | ${kb((heapWs - heapAfterSse) / IDLE)} KB |`,
    `| after they left | ${mb(heapAfterWs)} | ${signed(heapAfterWs - heap0)} MB | |`,
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  writeFileSync(new URL('./subscriptions.md', import.meta.url), text);
  process.exit(0);

  function signed(b: number): string {
    return `${b >= 0 ? '+' : ''}${mb(b)}`;
  }
}

function delivery(eventId: string, recordId: number) {
  return {
    record: { id: recordId, type: 'PROJECT' },
    event: {
      eventId: Number(eventId),
      recordId,
      triggerKey: 'PROJECT_MOVEMENT',
      triggerName: 'Project stage updated',
      previousStage: { id: 1, name: 'A', type: 'X' },
      currentStage: { id: 2, name: 'B', type: 'X' },
      firedAt: new Date().toISOString(),
    },
  };
}

/** A minimal SSE subscription client: calls `onResult` with each `next` payload. */
function sseClient(origin: string, query: string, key: string, onResult: (result: any) => void): { close(): void } {
  const abort = new AbortController();
  void fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': key },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  })
    .then(async (res) => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: {'));
          buffer = buffer.slice(end + 2);
          if (data) onResult(JSON.parse(data.slice(6)));
        }
      }
    })
    .catch(() => undefined);
  return { close: () => abort.abort() };
}

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('bench: timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)].toFixed(2);
}
