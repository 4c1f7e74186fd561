/**
 * Upstream failures as values: an answer's status and body (or a transport failure) become an
 * UpstreamError; gateway/mask-error.ts alone turns those into GraphQL errors. Messages never carry the
 * upstream URL or the caller's key; they name the resource kind only (e.g. "accounts").
 */
import type { ErrorCode } from '../errors.js';
import { retryAfterMs } from './retry.js';

export type { ErrorCode };

/** What the upstream said, as far as it is safe to repeat. */
export interface UpstreamErrorDetails {
  /** HTTP status of the upstream answer; undefined for transport failures (timeout, reset, refused). */
  status?: number;
  /** The upstream body's `code` (one value per endpoint, ERR-1). */
  upstreamCode?: string;
  /** The upstream body's `field` on 400 (ERR-1). */
  field?: string;
  /** Seconds from `Retry-After` on 429/503, or until the gateway's own pacing or circuit lets a request through. */
  retryAfter?: number;
  /** When a spent daily budget frees (ISO time), on a RATE_LIMITED that the day's budget caused. */
  resetAt?: string;
  /** Why the gateway itself refused or gave up, for metrics (`circuit_open`, `too_large`, `deadline`, `paced` …). */
  reason?: string;
  /** The argument path of the input that `field` names (`where.conditions.0.value`), shown as `extensions.field`. */
  inputField?: string;
}

export class UpstreamError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details: UpstreamErrorDetails = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  // 503/504: the upstream (or a proxy in front of it) says it cannot serve right now.
  if (status === 503 || status === 504) return 'UPSTREAM_UNAVAILABLE';
  return 'UPSTREAM_ERROR';
}

const MAX_MESSAGE = 300;

/** Builds the error for a non-2xx upstream answer from its status and (parsed) body. */
export function errorFromResponse(
  resource: string,
  status: number,
  body: unknown,
  retryAfter?: number,
  secret?: string | readonly (string | undefined)[],
): UpstreamError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? scrub(v.trim(), secret).slice(0, MAX_MESSAGE) : undefined);
  const code = codeForStatus(status);
  // 4xx messages explain the caller's mistake and are worth passing on; 5xx bodies may hold internals.
  const upstreamMessage = status < 500 ? (text(b.message) ?? text(b.error)) : undefined;
  const message = upstreamMessage ? `${resource}: ${upstreamMessage}` : defaultMessage(resource, code, status);
  const details = { status, upstreamCode: text(b.code), field: text(b.field), retryAfter };
  // An answer's error is a value (a 404 is an everyday one) whose stack would only name this module's
  // frames; capturing it in a resolver's async chain cost more than the rest of the error.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new UpstreamError(code, message, details);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** The error of a non-2xx answer as it came off the wire: its body read as JSON if it is, its `Retry-After` in seconds. */
export function errorFromAnswer(
  resource: string,
  answer: { status: number; text: string; headers: Record<string, string | string[] | undefined> },
  secret?: readonly (string | undefined)[],
): UpstreamError {
  let parsed: unknown;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    parsed = undefined;
  }
  const wait = retryAfterMs(answer.headers['retry-after']);
  return errorFromResponse(resource, answer.status, parsed, wait === undefined ? undefined : Math.ceil(wait / 1000), secret);
}

/**
 * An answer's JSON (null when empty). Its nesting is not scanned here: the answer size cap bounds the
 * parse, and the JSON scalars bound what leaves a resolver (schema/scalars.ts).
 */
export function parseAnswer(resource: string, text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    throw new UpstreamError('UPSTREAM_ERROR', `${resource}: the upstream API sent an unreadable answer`, { status: 200, reason: 'unreadable' });
  }
}

/** Builds the error for a request that got no HTTP answer (timeout, refused, reset). */
export function errorFromTransport(resource: string, cause: unknown, isWrite = false): UpstreamError {
  const code = (cause as { code?: string })?.code;
  const timedOut = code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
  const refused = code === 'ECONNREFUSED' || code === 'UND_ERR_CONNECT_TIMEOUT';
  let message = timedOut ? `${resource}: the upstream API did not answer in time` : `${resource}: the upstream API could not be reached`;
  // A write that reached the upstream and got no answer may or may not have been applied; it is not retried.
  if (isWrite && !refused) message += '; the outcome of the write is unknown (it was not retried), check before repeating it';
  return new UpstreamError('UPSTREAM_UNAVAILABLE', message);
}

/**
 * Upstream messages may echo URLs, REST paths, hosts and ports, the key, other keys or Basic
 * credentials; none of that reaches a client.
 */
function scrub(message: string, secret?: string | readonly (string | undefined)[]): string {
  let out = message
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
    .replace(/\/v\d+\/\S*/g, '[path]')
    // host:port, IPv4 and IPv6 addresses, and host names with a port
    .replace(/\[[0-9a-f]*:[0-9a-f:]*\](?::\d+)?/gi, '[host]')
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b/g, '[host]')
    .replace(/\b(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{1,5}\b/gi, '[host]');
  // Longest first, so a password inside an echoed `login:password` pair does not leave the login half-hidden.
  const secrets = (Array.isArray(secret) ? secret : [secret]).filter((s): s is string => !!s).sort((a, b) => b.length - a.length);
  for (const s of secrets) out = out.split(s).join('[key]');
  // Anything shaped like another key (a long run of letters and digits, both present) goes too.
  return out.replace(/[A-Za-z0-9_+/=-]{24,}/g, (token) => (/[0-9]/.test(token) && /[A-Za-z]/.test(token) ? '[key]' : token));
}

/** What an `Authorization: Basic …` header reveals if echoed: the token, the `login:password` pair, the password. */
export function basicSecrets(header: string | undefined): string[] {
  const token = header?.match(/^Basic (\S+)$/)?.[1];
  if (!token) return [];
  const pair = Buffer.from(token, 'base64').toString('utf8');
  const password = pair.slice(pair.indexOf(':') + 1);
  // A very short password would blank out ordinary words of the message; it is not worth hiding there.
  return [token, pair, ...(password.length >= 4 ? [password] : [])];
}

function defaultMessage(resource: string, code: ErrorCode, status: number): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'The API key is missing or invalid';
    case 'FORBIDDEN':
      return `${resource}: access denied`;
    case 'NOT_FOUND':
      return `${resource}: not found`;
    case 'RATE_LIMITED':
      return 'The upstream API rate limit was reached; retry later';
    case 'BAD_USER_INPUT':
      return `${resource}: invalid request`;
    case 'UPSTREAM_UNAVAILABLE':
      return `${resource}: the upstream API is unavailable (${status})`;
    default:
      return `${resource}: the upstream API failed (${status})`;
  }
}
