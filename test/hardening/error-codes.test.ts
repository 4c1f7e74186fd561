/**
 * Every error a client sees over HTTP carries a code of the closed set (BAD_USER_INPUT, UNAUTHENTICATED,
 * FORBIDDEN, NOT_FOUND, UPSTREAM_ERROR, UPSTREAM_UNAVAILABLE, RATE_LIMITED, QUERY_TOO_COMPLEX, INTERNAL)
 * or one of the two kept on purpose, and none echoes the gateway's internals. Before, Yoga's and
 * graphql-js's own codes (GRAPHQL_VALIDATION_FAILED, BAD_REQUEST, OPERATION_RESOLUTION_FAILURE,
 * INTERNAL_SERVER_ERROR) went out, some errors had no code, and a malformed body's parser message was
 * echoed in `extensions.originalError`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { ERROR_CODES } from '../../src/errors.js';
import { testConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
const g = useGateway(h);

type Errors = Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }>;

async function send(init: RequestInit, url = 'http://gateway/graphql'): Promise<{ status: number; errors: Errors; text: string }> {
  const res = await g.gateway.fetch(url, init);
  const text = await res.text();
  return { status: res.status, errors: (JSON.parse(text) as { errors?: Errors }).errors ?? [], text };
}
const post = (body: string, headers: Record<string, string> = {}) =>
  send({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': h.key1, ...headers }, body });

function expectCode(r: { errors: Errors; text: string }, code: string) {
  expect(r.errors.length, r.text).toBeGreaterThan(0);
  for (const e of r.errors) {
    expect(e.extensions?.code, r.text).toBe(code);
    expect([...ERROR_CODES, 'PERSISTED_QUERY_NOT_FOUND', 'SUBSCRIBER_TOO_SLOW']).toContain(e.extensions?.code);
    expect(e.extensions).not.toHaveProperty('originalError');
    expect(e.extensions).not.toHaveProperty('http');
  }
}

describe('error codes, the closed set only', () => {
  it('validation and parse errors → BAD_USER_INPUT (were GRAPHQL_VALIDATION_FAILED, GRAPHQL_PARSE_FAILED)', async () => {
    expectCode(await post(JSON.stringify({ query: '{ nope }' })), 'BAD_USER_INPUT');
    expectCode(await post(JSON.stringify({ query: '{ accounts(' })), 'BAD_USER_INPUT');
  });

  it('variable coercion and an invalid global id → BAD_USER_INPUT (had no code)', async () => {
    const coercion = await post(JSON.stringify({ query: 'query ($n: Int) { accounts(first: $n) { nodes { title } } }', variables: { n: 'x' } }));
    expectCode(coercion, 'BAD_USER_INPUT');
    expect(coercion.errors[0]!.message).toMatch(/\$n/);
    const globalId = await post(JSON.stringify({ query: '{ node(id: "garbage") { id } }' }));
    expectCode(globalId, 'BAD_USER_INPUT');
    expect(globalId.errors[0]!.path).toEqual(['node']);
  });

  it("a malformed JSON body → 400 BAD_USER_INPUT, without the parser's message (was BAD_REQUEST with extensions.originalError)", async () => {
    const r = await post('{"query": "{ __typename }", "secret": "hunter2"');
    expect(r.status).toBe(400);
    expectCode(r, 'BAD_USER_INPUT');
    expect(r.text).not.toMatch(/hunter2|position|SyntaxError/);
  });

  it('an unknown operation name, a batch, a PUT, a mutation over GET → BAD_USER_INPUT (were OPERATION_RESOLUTION_FAILURE, BAD_REQUEST)', async () => {
    const unknownOperation = await post(JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }));
    expect(unknownOperation.status).toBe(400);
    expectCode(unknownOperation, 'BAD_USER_INPUT');
    expectCode(await post(JSON.stringify([{ query: '{ __typename }' }])), 'BAD_USER_INPUT');
    expectCode(await send({ method: 'PUT', headers: { 'content-type': 'application/json', 'x-api-key': h.key1 }, body: '{}' }), 'BAD_USER_INPUT');
    const get = await send(
      { headers: { 'x-api-key': h.key1, accept: 'application/json' } },
      `http://gateway/graphql?query=${encodeURIComponent('mutation { __typename }')}`,
    );
    expect(get.status).toBe(405);
    expectCode(get, 'BAD_USER_INPUT');
  });

  it('an unexpected failure → INTERNAL "Unexpected error." (was INTERNAL_SERVER_ERROR); stub upstream', async () => {
    // The sandbox never sends a title that is not a string: a stub upstream does, and the field fails unexpectedly.
    const stub = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id: 1, title: { nested: 'object' } }]));
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const gateway = createGateway(testConfig(`http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`, { upstream: { retries: 0 } }));
    try {
      const res = await gateway.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
        body: JSON.stringify({ query: '{ accounts(first: 1) { nodes { id title } } }' }),
      });
      const text = await res.text();
      expectCode({ errors: JSON.parse(text).errors, text }, 'INTERNAL');
      expect(JSON.parse(text).errors[0]).toMatchObject({ message: 'Unexpected error.', path: ['accounts', 'nodes', 0, 'title'] });
      expect(text).not.toContain('nested');
    } finally {
      await gateway.dispose();
      stub.close();
    }
  });
});
