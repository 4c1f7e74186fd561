/**
 * A rejected or missing API key fails the whole operation, not field by field: when any field failed
 * with UNAUTHENTICATED, the response becomes that one error with HTTP 401 and no data. The upstream
 * session has already stopped calling upstream after the first 401 of the operation.
 */
import type { ExecutionResult } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export function useAuthFailure(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!isSingle(result)) return;
      const failure = result.errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (!failure) return;
      setResult({
        errors: [createGraphQLError(failure.message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } })],
      });
    },
  };
}

function isSingle(result: unknown): result is ExecutionResult {
  return !!result && typeof result === 'object' && !(Symbol.asyncIterator in result);
}
