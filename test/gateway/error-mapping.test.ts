/** The error mapper alone: every upstream status → the closed code set, and nothing secret in messages. */
import { describe, expect, it } from 'vitest';
import { toGraphQLError } from '../../src/gateway/mask-error.js';
import { codeForStatus, errorFromResponse } from '../../src/upstream/errors.js';

describe('upstream status → extensions.code', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_UNAVAILABLE'],
  ])('%i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('ERR-1: a 400 keeps the upstream code and field and the message', () => {
    const e = toGraphQLError(errorFromResponse('accounts', 400, { message: 'title is required', code: 'UNAUTHORIZED', field: 'title' }));
    expect(e.message).toBe('accounts: title is required');
    expect(e.extensions).toEqual({ code: 'BAD_USER_INPUT', upstream: { status: 400, code: 'UNAUTHORIZED', field: 'title' } });
  });

  it('5xx bodies are not repeated (they may hold internals)', () => {
    const e = errorFromResponse('calls', 502, { message: 'GraphQL backend at http://10.0.0.3:8080 failed', code: 'GRAPHQL_ERROR' });
    expect(e.message).toBe('calls: the upstream API failed (502)');
    expect(e.details.upstreamCode).toBe('GRAPHQL_ERROR');
  });

  it("URLs, REST paths and the caller's key are scrubbed from 4xx messages", () => {
    const key = 'fg_secret_key_1234';
    const e = errorFromResponse('sites', 404, { message: `No route GET /v1/sites/x at http://127.0.0.1:4010/v1 for ${key}` }, undefined, key);
    expect(e.message).not.toMatch(/127\.0\.0\.1|\/v1\/|fg_secret/);
  });
});

describe('what an upstream echoes is scrubbed everywhere it could surface (issue 12, finding 10)', () => {
  it('host and port, IP addresses and other keys leave the message, the upstream code and the field', () => {
    const other = 'fg_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
    const e = errorFromResponse(
      'contacts',
      400,
      { message: `bad request from 10.1.2.3 to api.vendor.example:8443 (key ${other})`, code: `ERR at 127.0.0.1:4010`, field: `[::1]:4010/${other}` },
      undefined,
      'caller-key',
    );
    const shown = JSON.stringify(toGraphQLError(e));
    expect(shown).not.toMatch(/10\.1\.2\.3|vendor\.example|8443|127\.0\.0\.1|4010|::1/);
    expect(shown).not.toContain(other);
    expect(e.message).toContain('bad request from [host]');
  });
});
