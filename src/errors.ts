/**
 * The errors a client sees, built in one place. Both the gateway (plugins) and the schema (resolvers)
 * import this; it imports neither. Codes come from the closed set in docs/schema-conventions.md; a
 * message never carries an upstream URL or a key.
 */
import type { ASTNode, GraphQLError } from 'graphql';
// Yoga's factory builds errors from the graphql module instance Yoga checks with instanceof.
import { createGraphQLError } from 'graphql-yoga';

/** The closed set of `extensions.code` values. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'QUERY_TOO_COMPLEX'
  | 'INTERNAL';

export const ERROR_CODES: readonly ErrorCode[] = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
  'INTERNAL',
];

export interface GatewayErrorOptions {
  /** HTTP status of the whole response, where the error fails the request (Yoga reads `extensions.http`). */
  httpStatus?: number;
  /** Response headers of that failed request (`Connection: close` when its body is left unread). */
  httpHeaders?: Record<string, string>;
  /** AST nodes the error points at (validation errors). */
  nodes?: ASTNode | readonly ASTNode[];
  /** Further `extensions` entries (`limit`, `max`, `field`, `upstream`, `retryAfter` …). */
  extensions?: Record<string, unknown>;
  /** The located error this one replaces (a field's error being mapped): its path and locations are kept. */
  at?: GraphQLError;
}

/** The one way to build an error a client sees, typed against the closed set of codes. */
export function gatewayError(code: ErrorCode, message: string, options: GatewayErrorOptions = {}): GraphQLError {
  const extensions: Record<string, unknown> = { code, ...options.extensions };
  if (options.httpStatus || options.httpHeaders) extensions.http = { status: options.httpStatus, headers: options.httpHeaders };
  const at = options.at;
  return createGraphQLError(message, { nodes: options.nodes ?? at?.nodes, source: at?.source, positions: at?.positions, path: at?.path, extensions });
}

/** A limit rejection: `QUERY_TOO_COMPLEX` with `extensions.limit` naming the limit. */
export function limitError(limit: string, message: string, extra: Record<string, unknown> = {}, httpStatus?: number): GraphQLError {
  return gatewayError('QUERY_TOO_COMPLEX', message, { extensions: { limit, ...extra }, httpStatus });
}

/** A gateway-side input error (checked before any REST call), naming the input field when there is one. */
export function badUserInput(message: string, field?: string, httpStatus?: number): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, { extensions: field ? { field } : {}, httpStatus });
}

/** The code of an error from the upstream layer or a GraphQL error (`extensions.code`), if it has one of the closed set. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const e = error as { code?: unknown; extensions?: { code?: unknown } } | undefined;
  const code = e?.extensions?.code ?? e?.code;
  return ERROR_CODES.includes(code as ErrorCode) ? (code as ErrorCode) : undefined;
}
