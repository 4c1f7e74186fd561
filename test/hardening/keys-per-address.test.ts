/**
 * A guesser trying many API keys from one address is refused at the HTTP edge, before any GraphQL
 * runs or any upstream request is made, while the keys that address already used go on working; other
 * addresses are not affected. The counting alone, with an injected clock, in the first block.
 */
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type HttpConfig, testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createHttpServer, KeysPerAddress } from '../../src/http-server.js';
import { useSandbox } from '../helpers/sandbox.js';

describe('KeysPerAddress', () => {
  it('admits up to N distinct keys per address a minute, a known key always, and starts over after the minute', () => {
    let now = 1_000_000;
    const keys = new KeysPerAddress(3, () => now);
    for (const k of ['a', 'b', 'c']) expect(keys.admit('10.0.0.1', k)).toBe(0);
    expect(keys.admit('10.0.0.1', 'd')).toBe(60_000);
    expect(keys.admit('10.0.0.1', 'a')).toBe(0);
    expect(keys.admit('10.0.0.2', 'd')).toBe(0);
    now += 59_000;
    expect(keys.admit('10.0.0.1', 'e')).toBe(1_000);
    now += 1_000;
    expect(keys.admit('10.0.0.1', 'e')).toBe(0);
  });

  it('a key the upstream has answered is admitted and not counted, however full the minute', () => {
    const keys = new KeysPerAddress(1, () => 1_000_000);
    expect(keys.admit('10.0.0.1', 'made-up')).toBe(0);
    expect(keys.admit('10.0.0.1', 'made-up-2')).toBeGreaterThan(0);
    expect(keys.admit('10.0.0.1', 'works', true)).toBe(0);
    expect(keys.admit('10.0.0.1', 'made-up-2')).toBeGreaterThan(0);
  });
});

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });

describe('over real HTTP', () => {
  const servers: Server[] = [];
  const gateways: Gateway[] = [];
  afterEach(async () => {
    const open = servers.splice(0);
    for (const s of open) s.closeAllConnections();
    await Promise.all(open.map((s) => new Promise((r) => s.close(r))));
    await Promise.all(gateways.splice(0).map((g) => g.dispose()));
  });

  /** A gateway on the guarded HTTP server with these limits, wired as main.ts wires it; answers its port. */
  async function listen(limits: Partial<HttpConfig>): Promise<number> {
    const gateway = createGateway(testConfig(h.url));
    gateways.push(gateway);
    const server = createHttpServer(
      (req, res) => void gateway(req, res),
      {
        requestTimeoutMs: 5_000,
        headersTimeoutMs: 5_000,
        idleTimeoutMs: 5_000,
        maxConnections: 100,
        ...limits,
      },
      { knownKey: gateway.knowsKey },
    );
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return (server.address() as AddressInfo).port;
  }

  /** A one-project query to `url` with `key`. */
  const asker = (url: string) => (key: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: '{"query":"{ projects(first: 1) { nodes { title } } }"}',
    });

  it("made-up keys that fill an address's minute (a shared balancer's) do not refuse another company's key that works", async () => {
    const url = `http://127.0.0.1:${await listen({ keysPerAddressPerMinute: 2 })}/graphql`;
    const ask = asker(url);
    for (const wrong of ['fg_wrong_000000000000000000000011', 'fg_wrong_000000000000000000000012']) expect((await ask(wrong)).status).not.toBe(429);
    expect((await ask('fg_wrong_000000000000000000000013')).status).toBe(429);
    // key2 is answered by the upstream on this instance (sent past the HTTP edge, as from another address).
    const gateway = gateways.at(-1)!;
    const direct = await gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key2 },
      body: '{"query":"{ projects(first: 1) { nodes { title } } }"}',
    });
    expect(direct.status).toBe(200);
    const works = await ask(h.key2);
    expect(works.status).toBe(200);
    expect(((await works.json()) as { data: { projects: { nodes: unknown[] } } }).data.projects.nodes).toHaveLength(1);
    // A new made-up key is still refused: the minute is as full as before.
    expect((await ask('fg_wrong_000000000000000000000014')).status).toBe(429);
  });

  it('the 4th different key from one address in a minute gets 429 RATE_LIMITED without an upstream request; the good key still answers', async () => {
    const url = `http://127.0.0.1:${await listen({ keysPerAddressPerMinute: 3 })}/graphql`;
    const ask = asker(url);
    expect((await ask(h.key1)).status).toBe(200);
    for (const wrong of ['fg_wrong_000000000000000000000001', 'fg_wrong_000000000000000000000002']) expect((await ask(wrong)).status).not.toBe(429);
    await h.resetStats();
    const refused = await ask('fg_wrong_000000000000000000000003');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0]!.message).toContain('different API keys');
    expect((await h.stats()).total).toBe(0);
    const good = await ask(h.key1);
    expect(good.status).toBe(200);
    expect(((await good.json()) as { data: { projects: { nodes: unknown[] } } }).data.projects.nodes).toHaveLength(1);
  });

  it('a refused guesser retrying at once on its connection gets one refusal per HTTP_REFUSAL_DELAY_MS, not as many as the server can write', async () => {
    const origin = `http://127.0.0.1:${await listen({ keysPerAddressPerMinute: 1, refusalDelayMs: 250 })}`;
    const agent = new Agent({ connections: 1 });
    const ask = async (key: string) => {
      const res = await request(`${origin}/graphql`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: '{"query":"{ __typename }"}',
      });
      await res.body.text();
      return res.statusCode;
    };
    expect(await ask(h.key1)).toBe(200);
    // For 1.5 s, one wrong key after another, each sent as soon as the last was answered.
    let refusals = 0;
    const until = Date.now() + 1_500;
    for (let i = 0; Date.now() < until; i++) if ((await ask(`fg_wrong_${String(i).padStart(26, '0')}`)) === 429) refusals++;
    // About 6 (one per 250 ms); answered at once they were hundreds.
    expect(refusals).toBeGreaterThanOrEqual(3);
    expect(refusals).toBeLessThanOrEqual(8);
    // The key this address already used is answered at once meanwhile.
    expect(await ask(h.key1)).toBe(200);
    await agent.close();
  });

  it('a guesser pipelining refused requests on one connection loses the connection at the second, instead of queueing them for the delay', async () => {
    const port = await listen({ keysPerAddressPerMinute: 1, refusalDelayMs: 1_000 });
    const ok = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
      body: '{"query":"{ __typename }"}',
    });
    expect(ok.status).toBe(200);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d));
    socket.on('error', () => {});
    const closed = new Promise((r) => socket.once('close', r));
    const body = '{"query":"{ __typename }"}';
    const one = (i: number) =>
      `POST /graphql HTTP/1.1\r\nHost: x\r\nx-api-key: fg_wrong_${String(i).padStart(26, '0')}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    socket.write(Array.from({ length: 2_000 }, (_, i) => one(i)).join(''));
    // Closed well before the first held refusal would have been sent; nothing was answered.
    expect(await Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 500))])).toBe('closed');
    expect(received).toBe('');
  });
});
