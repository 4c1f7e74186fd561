/**
 * `useErrorCodes()`: every error leaving the gateway over HTTP (JSON, SSE, multipart) carries a code of
 * the closed set (src/errors.ts), in one place, the result about to be written:
 * - the codes of Yoga and graphql-js for a request the client got wrong (GRAPHQL_VALIDATION_FAILED,
 *   GRAPHQL_PARSE_FAILED, BAD_REQUEST, OPERATION_RESOLUTION_FAILURE, …) and errors without a code
 *   (variable coercion, Pothos's argument checks such as an invalid global id) become BAD_USER_INPUT;
 * - a masked error (INTERNAL_SERVER_ERROR, "Unexpected error.") becomes INTERNAL, as does any other
 *   code outside the set;
 * - `extensions.originalError` (Yoga echoes the JSON parser's message on a malformed body) is dropped.
 * Kept outside the set, on purpose: PERSISTED_QUERY_NOT_FOUND (automatic-persisted-query clients that
 * match on the code rather than the `PersistedQueryNotFound` message) and SUBSCRIBER_TOO_SLOW (a
 * subscription dropped for falling behind, with the `lastEventId` to resume from).
 * `closedSetError` is exported for transports that bypass Yoga's result processing (graphql-ws).
 */
import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError, isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga';
import { ERROR_CODES, type ErrorCode } from '../../errors.js';

/** Codes outside the closed set that clients rely on by name. */
export const KEPT_CODES: readonly string[] = ['PERSISTED_QUERY_NOT_FOUND', 'SUBSCRIBER_TOO_SLOW'];

/** Yoga's and graphql-js's codes for a request the client got wrong. */
const CLIENT_MISTAKES = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_ID_REQUIRED',
  'PERSISTED_QUERY_NOT_IN_LIST',
  'CANNOT_SEND_PQ_ID_AND_BODY',
]);

export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result)) setResult(mapAsyncIterator(result, (r) => closedSetResult(r as ExecutionResult)));
      else if (Array.isArray(result)) setResult(result.map(closedSetResult));
      else setResult(closedSetResult(result));
    },
  };
}

function closedSetResult(result: ExecutionResult): ExecutionResult {
  if (!result?.errors?.length) return result;
  return Object.assign({}, result, { errors: result.errors.map((e) => closedSetError(e)) });
}

/** The error with a code of the closed set (or a kept one) and no echoed internals; `http` dropped for non-HTTP transports. */
export function closedSetError(error: GraphQLError, options: { http?: boolean } = {}): GraphQLError {
  const { code, originalError, http, unexpected, ...rest } = (error.extensions ?? {}) as Record<string, unknown> & { http?: Record<string, unknown> };
  const mapped = closedSetCode(code, unexpected === true);
  if (mapped === code && originalError === undefined && (options.http ?? true)) return error;
  const extensions: Record<string, unknown> = Object.assign({}, rest, { code: mapped });
  if (unexpected !== undefined) extensions.unexpected = unexpected;
  if (http && (options.http ?? true)) {
    // Yoga answers 200 to an application/json caller for "spec" errors unless the error echoes a parser
    // error; without the echo, the 400 of a malformed body is kept by marking it not a spec error.
    extensions.http = originalError !== undefined ? Object.assign({}, http, { spec: false }) : http;
  }
  return createGraphQLError(mapped === 'INTERNAL' && unexpected ? 'Unexpected error.' : error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions,
  });
}

function closedSetCode(code: unknown, unexpected: boolean): string {
  if (typeof code === 'string' && (ERROR_CODES.includes(code as ErrorCode) || KEPT_CODES.includes(code))) return code;
  if (unexpected || code === 'INTERNAL_SERVER_ERROR') return 'INTERNAL';
  if (code === undefined || (typeof code === 'string' && CLIENT_MISTAKES.has(code))) return 'BAD_USER_INPUT';
  return 'INTERNAL';
}
