/**
 * The one place where errors of the REST layer become the GraphQL errors a client sees: Yoga calls
 * this for every error of a result (`maskedErrors.maskError`). An UpstreamError keeps its typed code
 * and the upstream's status, code and field; anything unexpected is masked as Yoga does.
 */
import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';
import { UpstreamError, toGraphQLError } from '../upstream/errors.js';

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
