/**
 * The node:http server the gateway listens on, through real sockets on loopback: a request whose
 * headers or body arrive too slowly is cut (Node's own default held a slow body for 300 s), a client
 * that stops reading its answer loses the connection after HTTP_IDLE_TIMEOUT_MS instead of holding
 * the answer in memory, and a connection past HTTP_MAX_CONNECTIONS waits for room instead of being served. The last test
 * starts the real entry point (`tsx src/main.ts`) to show the settings reach its server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { open, within } from '../helpers/raw-socket.js';
import type { HttpConfig } from '../../src/config.js';
import { testConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';
import { createHttpServer } from '../../src/http-server.js';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });

const servers: Server[] = [];
const sockets: Socket[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const LIMITS: HttpConfig = { requestTimeoutMs: 1_000, headersTimeoutMs: 500, idleTimeoutMs: 1_000, maxConnections: 1_000 };

async function listen(handler: Parameters<typeof createHttpServer>[0], limits: Partial<HttpConfig> = {}): Promise<{ server: Server; port: number }> {
  const server = createHttpServer(handler, { ...LIMITS, ...limits });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('slow clients', () => {
  it('a body sent one byte every 100 ms is cut after HTTP_REQUEST_TIMEOUT_MS (408), the handler never gets it whole', async () => {
    let handled = 0;
    const { port } = await listen((req, res) => {
      handled++;
      req.resume().on('end', () => res.end('ok'));
    });
    const c = await open(port, sockets);
    const started = Date.now();
    c.socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const drip = setInterval(() => c.socket.writable && c.socket.write('x'), 100);
    const ended = await within(c.closed, 5_000);
    clearInterval(drip);
    expect(ended).not.toBe('still open');
    expect((ended as number) - started).toBeLessThan(2_500);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(handled).toBeLessThanOrEqual(1);
  });

  it('headers sent one byte every 100 ms are cut after HTTP_HEADERS_TIMEOUT_MS', async () => {
    let handled = 0;
    const { port } = await listen((_req, res) => {
      handled++;
      res.end('ok');
    });
    const c = await open(port, sockets);
    const started = Date.now();
    const header = `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(200)}`;
    let i = 0;
    const drip = setInterval(() => c.socket.writable && i < header.length && c.socket.write(header[i++]!), 100);
    const ended = await within(c.closed, 5_000);
    clearInterval(drip);
    expect(ended).not.toBe('still open');
    expect((ended as number) - started).toBeLessThan(2_000);
    expect(handled).toBe(0);
  });

  it('a client that stops reading a large answer loses the connection after HTTP_IDLE_TIMEOUT_MS, and its answer is released', async () => {
    const size = 64 * 1024 * 1024;
    let closedAt: (at: number) => void = () => {};
    const released = new Promise<number>((r) => (closedAt = r));
    const { port } = await listen((_req, res) => {
      res.once('close', () => closedAt(Date.now()));
      // As the gateway writes a buffered JSON answer: all of it at once.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(size) }).end(Buffer.alloc(size, 0x20));
    });
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => {});
    await new Promise<void>((r) => socket.once('connect', r));
    socket.pause();
    const started = Date.now();
    socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    const at = await within(released, 5_000);
    expect(at).not.toBe('still open');
    expect((at as number) - started).toBeLessThan(3_000);
    // What the kernel had buffered still arrives; the rest of the 64 MB was dropped with the connection.
    let bytes = 0;
    socket.on('data', (d: Buffer) => (bytes += d.length));
    const ended = new Promise((r) => socket.once('close', r));
    socket.resume();
    expect(await within(ended, 5_000)).not.toBe('still open');
    expect(bytes).toBeLessThan(size / 2);
  });

  it("past HTTP_MAX_CONNECTIONS a new connection waits: its request takes the longest-idle one's place, or waits for one to be free, or gets 503 at the end of its wait", async () => {
    let release: () => void = () => {};
    let held = new Promise<void>((r) => (release = r));
    let holding = 0;
    const { port } = await listen(
      (req, res) => {
        if (req.url !== '/hold') return void res.end('ok');
        holding++;
        void held.then(() => res.end('held'));
      },
      { maxConnections: 3, headersTimeoutMs: 1_500, requestTimeoutMs: 5_000, idleTimeoutMs: 10_000 },
    );
    const idle = [await open(port, sockets), await open(port, sockets), await open(port, sockets)];
    // A fourth: silent, it displaces nobody.
    const fourth = await open(port, sockets);
    expect(await within(idle[0]!.closed, 300)).toBe('still open');
    // Its request closes the oldest idle one and is answered.
    fourth.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => fourth.received().includes('ok'), 3_000, 'the answer on the fourth');
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await within(idle[0]!.closed, 1_000)).not.toBe('still open');
    // All three busy: a fifth's request waits and, nothing becoming free, gets 503 with Retry-After at the end of its wait.
    for (const c of [idle[1]!, idle[2]!, fourth]) c.socket.write('GET /hold HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => holding === 3, 3_000, 'three requests held');
    const fifth = await open(port, sockets);
    fifth.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await within(fifth.closed, 5_000)).not.toBe('still open');
    expect(fifth.received()).toMatch(/^HTTP\/1\.1 503[\s\S]*Retry-After: 1[\s\S]*Too many open connections/);
    // A sixth waits too, and is answered as soon as one of the busy connections is done.
    const sixth = await open(port, sockets);
    sixth.socket.write('GET /sixth HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await within(sixth.closed, 300)).toBe('still open');
    release();
    await waitFor(() => sixth.received().includes('ok'), 3_000, 'the answer on the sixth');
    expect(sixth.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const c of [idle[1]!, idle[2]!, fourth]) await waitFor(() => c.received().endsWith('held'), 3_000, 'the held answers');
    held = Promise.resolve();
  });
});

describe('the waiting room', () => {
  it("a waiter that got its 503 is never let in afterwards: a user's keep-alive connection is not closed for it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const seen: string[] = [];
    const { port } = await listen(
      (req, res) => {
        seen.push(req.url ?? '');
        if (req.url !== '/hold') return void res.end('ok');
        void held.then(() => res.end('held'));
      },
      { maxConnections: 1, headersTimeoutMs: 600, requestTimeoutMs: 5_000, idleTimeoutMs: 10_000 },
    );
    const user = await open(port, sockets);
    user.socket.write('GET /hold HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => seen.length === 1, 3_000, 'the held request');
    // A waiter sends its request, gets 503 at its deadline, and keeps its side open.
    const waiter = await open(port, sockets);
    waiter.socket.write('GET /waiter HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => waiter.received().includes('503'), 3_000, 'the 503');
    // The user's answer: its connection falls idle, and stays the user's past the second after which an idle
    // keep-alive connection may be closed for a request still waiting.
    release();
    await waitFor(() => user.received().endsWith('held'), 3_000, 'the held answer');
    expect(await within(user.closed, 1_500)).toBe('still open');
    user.socket.write('GET /again HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => user.received().endsWith('ok'), 3_000, 'the next answer on the same connection');
    expect(seen).toEqual(['/hold', '/again']);
  });

  it('a waiter is let in with its whole request, body split over writes and a second request pipelined behind it', async () => {
    const bodies: string[] = [];
    const { port } = await listen(
      async (req, res) => {
        let body = '';
        for await (const chunk of req) body += chunk;
        bodies.push(`${req.url} ${body}`);
        res.end('ok');
      },
      { maxConnections: 1, headersTimeoutMs: 3_000, requestTimeoutMs: 5_000, idleTimeoutMs: 10_000 },
    );
    const silent = await open(port, sockets);
    const waiter = await open(port, sockets);
    waiter.socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhello');
    await new Promise((r) => setTimeout(r, 100));
    waiter.socket.write('world' + 'GET /second HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => bodies.length === 2, 3_000, 'both requests');
    expect(bodies).toEqual(['/echo helloworld', '/second ']);
    expect(await within(silent.closed, 1_000)).not.toBe('still open');
  });
});

describe('bodies refused before they are read', () => {
  it('a declared body over the limit gets 413 with Connection: close, and the connection ends without the rest being read', async () => {
    const gateway = createGateway(testConfig(h.url));
    try {
      const { port } = await listen(gateway, { requestTimeoutMs: 30_000, idleTimeoutMs: 30_000 });
      for (const key of ['', `x-api-key: ${h.key1}\r\n`]) {
        const c = await open(port, sockets);
        // 50 MB announced (over 64 KB without a key, over 10 MB with one); 1 KB sent, the rest never.
        c.socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\n${key}Content-Type: application/json\r\nContent-Length: 50000000\r\n\r\n`);
        c.socket.write(`{"query":"# ${'x'.repeat(1_000)}`);
        // Without Connection: close, Node keeps the socket to read and discard the 50 MB first.
        expect(await within(c.closed, 3_000), key || 'no key').not.toBe('still open');
        expect(c.received()).toMatch(/^HTTP\/1\.1 413/);
        expect(c.received()).toMatch(/\r\nconnection: close\r\n/i);
        expect(c.received()).toMatch(/"limit":"bodyBytes"/);
      }
    } finally {
      await gateway.dispose();
    }
  });
});

describe('the entry point', () => {
  it('HTTP_REQUEST_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS and HTTP_MAX_CONNECTIONS reach the server main.ts starts', async () => {
    // One process (tsx as a loader, not its CLI, which runs the entry in a child of its own that a SIGKILL of
    // the CLI leaves running), so afterEach's kill ends the gateway.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        UPSTREAM_URL: h.url,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        HTTP_REQUEST_TIMEOUT_MS: '1000',
        HTTP_HEADERS_TIMEOUT_MS: '500',
        HTTP_MAX_CONNECTIONS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    await waitFor(() => /:(\d+)\/graphql/.test(out) || child.exitCode !== null, 25_000, 'the gateway to listen');
    if (child.exitCode !== null) throw new Error(`gateway did not start:\n${out}`);
    const port = Number(/:(\d+)\/graphql/.exec(out)![1]);
    const slow = await open(port, sockets);
    const sent = Date.now();
    slow.socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write(' '), 100);
    const second = await open(port, sockets);
    const third = await open(port, sockets);
    expect(await within(third.closed, 1_000)).not.toBe('still open');
    const ended = await within(slow.closed, 5_000);
    clearInterval(drip);
    expect(ended).not.toBe('still open');
    expect((ended as number) - sent).toBeLessThan(3_000);
    second.socket.destroy();
    // Killing the process the test started ends the gateway: nothing keeps listening on its port.
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    await expect(open(port, sockets)).rejects.toThrow(/ECONNREFUSED/);
  }, 40_000);
});
