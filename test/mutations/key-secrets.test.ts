/**
 * Basic credentials never come back in an error: an upstream whose 4xx message echoes the caller's
 * `Authorization` header (or the login and password in it) is scrubbed like the API key. A stub upstream
 * on loopback, since the sandbox never echoes credentials.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';

const PASSWORD = 'hunter2-Secret!';
const AUTHORIZATION = `Basic ${Buffer.from(`ops@example.com:${PASSWORD}`).toString('base64')}`;

let server: Server;
let gateway: Gateway;

beforeAll(async () => {
  // Answers every request with a 403 whose message repeats what it was sent.
  server = createServer((req, res) => {
    const header = req.headers.authorization ?? '';
    const decoded = Buffer.from(header.replace(/^Basic /, ''), 'base64').toString('utf8');
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `No access for ${decoded} (sent ${header}); password ${PASSWORD.slice(0)} is not a superadmin`, code: 'FORBIDDEN' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = createGateway(testConfig(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`));
});

afterAll(async () => {
  await gateway?.dispose();
  await new Promise((resolve) => server?.close(resolve));
});

describe('AUTH-1: Basic credentials in upstream error messages', () => {
  it('a 403 echoing the Authorization header, the login:password pair or the password shows none of them', async () => {
    const res = await gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: AUTHORIZATION },
      body: JSON.stringify({ query: 'mutation { apiKeyCreate { apiKey { token } userErrors { message } } }' }),
    });
    const text = await res.text();
    const body = JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The upstream's explanation still comes through, minus the secrets.
    expect(body.errors?.[0]?.message).toContain('is not a superadmin');
    expect(text).not.toContain(AUTHORIZATION.slice('Basic '.length));
    expect(text).not.toContain(PASSWORD);
  });
});
