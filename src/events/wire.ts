/**
 * What a subscriber's client sees of a result, on either transport: without `extensions.http` (Yoga's
 * channel for the HTTP status, meaningless inside a stream) and `unexpected` (Yoga's internal flag),
 * as Yoga strips them from the answers it writes itself.
 */
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';

export function publicResult(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length && !result.extensions?.http) return result;
  const { http: _http, ...extensions } = result.extensions ?? {};
  return Object.assign({}, result, result.errors ? { errors: publicErrors(result.errors) as unknown as GraphQLError[] } : {}, {
    extensions: Object.keys(extensions).length ? extensions : undefined,
  });
}

export function publicErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => {
    const json: GraphQLFormattedError = typeof error.toJSON === 'function' ? error.toJSON() : { message: error.message };
    if (!json.extensions) return json;
    const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions;
    return Object.assign({}, json, { extensions: Object.keys(extensions).length ? extensions : undefined });
  });
}
