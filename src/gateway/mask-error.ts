/**
 * The one place where errors of the REST layer become the GraphQL errors a client sees: Yoga calls
 * this for every error of a result (`maskedErrors.maskError`). An UpstreamError keeps its typed code
 * and the upstream's status, code and field; anything unexpected is masked as Yoga does.
 */
import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';
import { gatewayError } from '../errors.js';
import { UpstreamError } from '../upstream/errors.js';

export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = upstreamCause(error);
  if (original) return toGraphQLError(original, { at: error instanceof GraphQLError ? error : undefined });
  return yogaMaskError(error, message, isDev);
}

/** The UpstreamError behind a (located) error, if that is what it is. */
export function upstreamCause(error: unknown): UpstreamError | undefined {
  if (error instanceof UpstreamError) return error;
  const original = (error as { originalError?: unknown })?.originalError;
  return original instanceof UpstreamError ? original : undefined;
}

/**
 * The GraphQL error for an UpstreamError: the upstream's status, code, field and retry time under
 * `extensions.upstream`. No `extensions.http`: a field error keeps HTTP 200 for the partial data.
 */
export function toGraphQLError(error: UpstreamError, options: { at?: GraphQLError } = {}): GraphQLError {
  const { status, upstreamCode, field, retryAfter, resetAt, inputField } = error.details;
  const upstream: Record<string, unknown> = {};
  if (status !== undefined) upstream.status = status;
  if (upstreamCode !== undefined) upstream.code = upstreamCode;
  if (field !== undefined) upstream.field = field;
  if (retryAfter !== undefined) upstream.retryAfter = retryAfter;
  if (resetAt !== undefined) upstream.resetAt = resetAt;
  return gatewayError(error.code, error.message, {
    extensions: Object.assign(Object.keys(upstream).length ? { upstream } : {}, inputField !== undefined ? { field: inputField } : {}),
    at: options.at,
  });
}
