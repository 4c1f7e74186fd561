/**
 * The gateway's HTTP edge against the classic attacks, through real sockets on loopback to the gateway
 * on its own node:http server (src/http-server.ts): slowloris on headers and on body, a connection that
 * sends nothing, pipelined requests, ambiguous framing (Transfer-Encoding with Content-Length, obs-fold)
 * that would desynchronise the upstream connection, oversized headers, a flood of idle connections from
 * one address, and key-less floods. The upstream sits behind a recording proxy, so the test sees every
 * header the gateway sends it.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { open, within } from '../helpers/raw-socket.js';
import { testConfig, type HttpConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createHttpServer } from '../../src/http-server.js';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });

/** Every request the gateway sent upstream: method, path and headers as received. */
const upstreamSeen: Array<{ method: string; url: string; headers: Record<string, string | string[] | undefined> }> = [];
let proxy: Server;
let gateway: Gateway;

beforeAll(async () => {
  proxy = createServer(async (req, res) => {
    upstreamSeen.push({ method: req.method!, url: req.url!, headers: req.headers });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'connection') headers[k] = v;
    const answer = await fetch(`${h.origin}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  gateway = createGateway(testConfig(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`));
});

afterAll(async () => {
  await gateway?.dispose();
  await new Promise((r) => proxy?.close(r));
});

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of servers.splice(0)) s.closeAllConnections();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const LIMITS: HttpConfig = {
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 600,
  idleTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerAddress: 256,
  keylessPerSecond: 0,
};

async function listen(limits: Partial<HttpConfig> = {}): Promise<number> {
  const server = createHttpServer((req, res) => void gateway(req, res), { ...LIMITS, ...limits });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

const QUERY = JSON.stringify({ query: '{ projects(first: 1) { nodes { title } } }' });
const post = (body = QUERY, extra = '') =>
  `POST /graphql HTTP/1.1\r\nHost: x\r\nx-api-key: ${h.key1}\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

describe('connections that never finish a request', () => {
  it('a connection that sends nothing is closed after HTTP_HEADERS_TIMEOUT_MS', async () => {
    const port = await listen();
    const c = await open(port, sockets);
    const started = Date.now();
    const ended = await within(c.closed, 3_000);
    expect(ended).not.toBe('still open');
    expect((ended as number) - started).toBeLessThan(1_500);
  });

  it('slowloris on headers: one byte every 100 ms is cut after HTTP_HEADERS_TIMEOUT_MS, nothing reaches the upstream', async () => {
    const port = await listen();
    upstreamSeen.length = 0;
    const c = await open(port, sockets);
    const started = Date.now();
    const text = post();
    let i = 0;
    const drip = setInterval(() => c.socket.writable && i < text.length && c.socket.write(text[i++]!), 100);
    const ended = await within(c.closed, 4_000);
    clearInterval(drip);
    expect(ended).not.toBe('still open');
    expect((ended as number) - started).toBeLessThan(2_000);
    expect(upstreamSeen).toEqual([]);
  });

  it('slowloris on body: headers at once, then a byte every 100 ms, cut after HTTP_REQUEST_TIMEOUT_MS with 408', async () => {
    const port = await listen();
    upstreamSeen.length = 0;
    const c = await open(port, sockets);
    const started = Date.now();
    const text = post();
    const bodyAt = text.indexOf('\r\n\r\n') + 4;
    c.socket.write(text.slice(0, bodyAt));
    let i = bodyAt;
    const drip = setInterval(() => c.socket.writable && i < text.length && c.socket.write(text[i++]!), 100);
    const ended = await within(c.closed, 5_000);
    clearInterval(drip);
    expect(ended).not.toBe('still open');
    expect((ended as number) - started).toBeLessThan(3_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(upstreamSeen).toEqual([]);
  });
});

describe('framing', () => {
  it('pipelined requests on one connection are answered in order, each in full', async () => {
    const port = await listen();
    const c = await open(port, sockets);
    const bodies = [1, 2, 3].map((n) => JSON.stringify({ query: `{ n${n}: projects(first: ${n}) { nodes { title } } }` }));
    c.socket.write(bodies.map((b) => post(b)).join(''));
    await waitFor(() => (c.received().match(/HTTP\/1\.1 200/g) ?? []).length >= 3, 5_000, 'three answers');
    const answers = c.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(3);
    answers.forEach((a, i) => {
      const json = JSON.parse(a.slice(a.indexOf('\r\n\r\n') + 4));
      // The sandbox holds two projects.
      expect(json.data[`n${i + 1}`].nodes).toHaveLength(Math.min(i + 1, 2));
    });
  });

  it('Transfer-Encoding with Content-Length (a smuggling attempt) gets 400 and the connection ends; nothing reaches the upstream', async () => {
    const port = await listen();
    upstreamSeen.length = 0;
    const c = await open(port, sockets);
    const smuggled = `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: x\r\n\r\n`;
    c.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: x\r\nx-api-key: ${h.key1}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled}`,
    );
    expect(await within(c.closed, 2_000)).not.toBe('still open');
    expect(c.received()).toMatch(/^HTTP\/1\.1 400/);
    expect(c.received().match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(upstreamSeen).toEqual([]);
  });

  it('an obs-fold header line (continuation) gets 400', async () => {
    const port = await listen();
    const c = await open(port, sockets);
    c.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n  b\r\n\r\n`);
    expect(await within(c.closed, 2_000)).not.toBe('still open');
    expect(c.received()).toMatch(/^HTTP\/1\.1 400/);
  });

  it('headers over 16 KiB get 431 and the connection ends', async () => {
    const port = await listen();
    const c = await open(port, sockets);
    c.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(await within(c.closed, 2_000)).not.toBe('still open');
    expect(c.received()).toMatch(/^HTTP\/1\.1 431/);
  });

  it("the gateway never forwards a client's framing or hop headers upstream: a chunked request with extra headers reaches the upstream as its own request", async () => {
    const port = await listen();
    upstreamSeen.length = 0;
    const c = await open(port, sockets);
    const chunk = Buffer.byteLength(QUERY).toString(16);
    c.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: x\r\nx-api-key: ${h.key1}\r\nContent-Type: application/json\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive, x-api-key\r\nX-Forwarded-For: 10.0.0.1\r\nExpect: 100-continue\r\nUpgrade: h2c\r\nTE: trailers\r\n\r\n${chunk}\r\n${QUERY}\r\n0\r\n\r\n`,
    );
    await waitFor(() => /\r\n\r\n[\s\S]*"data"/.test(c.received()), 5_000, 'the answer');
    expect(c.received()).toMatch(/"title"/);
    expect(upstreamSeen.length).toBeGreaterThan(0);
    for (const seen of upstreamSeen) {
      expect(seen.method).toBe('GET');
      for (const header of ['transfer-encoding', 'content-length', 'x-forwarded-for', 'expect', 'upgrade', 'te', 'content-type']) {
        expect(seen.headers[header], header).toBeUndefined();
      }
      expect(seen.headers['x-api-key']).toBe(h.key1);
    }
  });
});

/** One address holding `n` connections to `port` that never send a byte, each reopened as soon as it is closed. */
function stranger(port: number, n: number) {
  let stop = false;
  let opened = 0;
  let connected = 0;
  const hold = async () => {
    while (!stop) {
      const s = connect(port, '127.0.0.1');
      sockets.push(s);
      s.on('error', () => {});
      s.once('connect', () => connected++);
      opened++;
      await new Promise((r) => s.once('close', r));
    }
  };
  const holders = Array.from({ length: n }, hold);
  return {
    opened: () => opened,
    connected: () => connected,
    async stop() {
      stop = true;
      for (const s of sockets.splice(0)) s.destroy();
      await Promise.all(holders);
    },
  };
}

describe('strangers cannot lock users out', () => {
  it("at HTTP_MAX_CONNECTIONS_PER_ADDRESS a new connection waits; its request closes that address's longest-idle connection and is answered", async () => {
    const port = await listen({ maxConnectionsPerAddress: 4, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 });
    const idle = [];
    for (let i = 0; i < 4; i++) idle.push(await open(port, sockets));
    const fifth = await open(port, sockets);
    expect(await within(idle[0]!.closed, 300)).toBe('still open');
    fifth.socket.write(post());
    await waitFor(() => /"title"/.test(fifth.received()), 3_000, 'the answer on the fifth');
    expect(fifth.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await within(idle[0]!.closed, 1_000)).not.toBe('still open');
    for (const c of idle.slice(1)) expect(await within(c.closed, 0)).toBe('still open');
  });

  it("silent connections past the cap wait and are closed at the end of their wait; a user's keep-alive connection of the same address is never closed for them", async () => {
    const port = await listen({ maxConnectionsPerAddress: 4, headersTimeoutMs: 1_000, requestTimeoutMs: 5_000 });
    const user = await open(port, sockets);
    const answered = async (n: number) => {
      await waitFor(() => (user.received().match(/"title"/g) ?? []).length >= n, 3_000, `answer ${n}`);
      return (user.received().match(/HTTP\/1\.1 200/g) ?? []).length;
    };
    user.socket.write(post());
    expect(await answered(1)).toBe(1);
    // Six silent connections from the same address: three fit under the cap of 4, three wait.
    const silent = [];
    for (let i = 0; i < 6; i++) silent.push(await open(port, sockets));
    // A newcomer with a request: the oldest silent connection makes room for it, never the user's.
    const newcomer = await open(port, sockets);
    newcomer.socket.write(post());
    await waitFor(() => /"title"/.test(newcomer.received()), 3_000, 'the answer on the newcomer');
    expect(await within(silent[0]!.closed, 1_000)).not.toBe('still open');
    user.socket.write(post());
    expect(await answered(2)).toBe(2);
    // Every silent connection is gone after the headers timeout (waiting or not), the user's is not.
    for (const c of silent) expect(await within(c.closed, 3_000)).not.toBe('still open');
    for (const c of silent) expect(c.received()).not.toMatch(/HTTP\/1\.1 200/);
    user.socket.write(post());
    expect(await answered(3)).toBe(3);
  });

  it('one address filling the waiting room does not keep another address out: the newcomer takes its newest place and is answered', async () => {
    const port = await listen({ maxConnections: 4, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 });
    // 127.0.0.1: four connections admitted, four more waiting (the room holds as many as the server).
    const held = [];
    for (let i = 0; i < 8; i++) held.push(await open(port, sockets));
    // Another address (127.0.0.2) with a request.
    const other = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    sockets.push(other);
    let received = '';
    other.on('data', (d) => (received += d));
    other.on('error', () => {});
    await new Promise<void>((resolve) => other.once('connect', () => resolve()));
    other.write(post());
    await waitFor(() => /"title"/.test(received), 3_000, "the other address's answer");
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    // Its place was the newest waiting one of 127.0.0.1.
    expect(await within(held[7]!.closed, 1_000)).not.toBe('still open');
  });

  it('an address reopening every connection it loses at once cannot make the server close and accept connections in a loop', async () => {
    const port = await listen({ maxConnectionsPerAddress: 10, headersTimeoutMs: 1_000, requestTimeoutMs: 5_000 });
    // 50 connections against a cap of 10 for 1.5 s: each is closed once, after the headers timeout (about 100
    // opened). Closing the oldest silent one for every newcomer made this many thousands.
    const flood = stranger(port, 50);
    await new Promise((r) => setTimeout(r, 1_500));
    await flood.stop();
    expect(flood.opened()).toBeGreaterThanOrEqual(50);
    expect(flood.opened()).toBeLessThan(250);
  });

  it('requests without a key are limited per address (429 with Retry-After); with a key, and health checks, they are not', async () => {
    const port = await listen({ keylessPerSecond: 5 });
    const base = `http://127.0.0.1:${port}`;
    const keyless = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
      ),
    );
    const limited = keyless.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(6);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await limited[0]!.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    for (const r of keyless) await r.arrayBuffer().catch(() => undefined);
    const keyed = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
          body: '{"query":"{ __typename }"}',
        }),
      ),
    );
    expect(keyed.map((r) => r.status)).toEqual(Array(12).fill(200));
    const health = await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/readyz`)));
    expect(health.map((r) => r.status)).toEqual(Array(12).fill(200));
  });

  it.each(['/graphiql/../graphql', '/healthz/../graphql', '/webhooks/%2e%2e/graphql', '/metrics/..%2Fgraphql/..'])(
    'the key-less rate is not dodged by dressing /graphql as an uncounted path (%s)',
    async (path) => {
      const port = await listen({ keylessPerSecond: 2, refusalDelayMs: 0 });
      const c = await open(port, sockets);
      const body = '{"query":"{ __typename }"}';
      const request = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      for (let i = 0; i < 8; i++) c.socket.write(request);
      const statuses = await waitFor(
        () => {
          const seen = [...c.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
          return seen.length === 8 && seen;
        },
        5_000,
        'eight answers',
      );
      // Whatever Yoga routes it to, it is counted like any key-less request: two a second, the rest refused.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    },
  );

  it('a user opening a connection per request gets >= 99% answered while one address holds the server full of idle connections (cap 200, 250 held)', async () => {
    const port = await listen({ maxConnections: 200, headersTimeoutMs: 2_000, requestTimeoutMs: 4_000 });
    // The stranger: 250 connections, each reopened as soon as it is closed, none ever sending a byte.
    const flood = stranger(port, 250);
    // Every holder connected once: the server is full (200), the rest wait for room.
    await waitFor(() => flood.connected() >= 250, 5_000, 'the stranger to fill the server');
    let answered = 0;
    const tries = 100;
    for (let i = 0; i < tries; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1, connection: 'close' },
        body: '{"query":"{ __typename }"}',
        signal: AbortSignal.timeout(3_000),
      }).catch(() => undefined);
      if (res?.status === 200 && (await res.json()).data?.__typename === 'Query') answered++;
    }
    await flood.stop();
    expect(flood.opened()).toBeGreaterThanOrEqual(250);
    expect(answered / tries).toBeGreaterThanOrEqual(0.99);
  }, 60_000);
});
