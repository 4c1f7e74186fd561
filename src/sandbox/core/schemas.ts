/**
 * Fastify route schemas for path ids and the spec's query parameters. They document each route and
 * Fastify checks them before the handler, so they accept exactly what the handlers' own readers accept
 * (`pathId`, `q.bool`), and a refusal answers as those readers do: the spec's 400 body (ERR-1) with the
 * same message, the parameter as `field` and the endpoint's `code` (rendered by the sandbox's error handler).
 */
import type { FastifySchema } from 'fastify';

/** A path id as `pathId` reads it: decimal digits. */
const ID_PATTERN = '^[0-9]+$';
/** A boolean query value as `q.bool` reads it; empty means absent. */
const BOOLEAN_PATTERN = '^(true|false|1|0)?$';

/** `params` of a route whose path parameters are all numeric ids. */
export function idParams(...names: string[]): NonNullable<FastifySchema['params']> {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', pattern: ID_PATTERN, description: `${n}: a positive integer` }])),
  };
}

/** A boolean query parameter (`true`/`false`, also `1`/`0`). */
export function booleanQuery(description: string): Record<string, unknown> {
  return { type: 'string', pattern: BOOLEAN_PATTERN, description };
}

/** `querystring` of a route from its parameters; others stay allowed (vendor lists take more). */
export function querySchema(properties: Record<string, Record<string, unknown>>): NonNullable<FastifySchema['querystring']> {
  return { type: 'object', properties };
}

/** The message a schema refusal gets: the one the handler's reader gives for the same value. */
export function schemaErrorMessage(field: string, keyword: string, params: Record<string, unknown>, fallback: string | undefined): string {
  if (keyword === 'pattern' && params.pattern === ID_PATTERN) return `${field} must be a positive integer`;
  if (keyword === 'pattern' && params.pattern === BOOLEAN_PATTERN) return `${field} must be true or false`;
  return `${field} ${fallback ?? 'is invalid'}`;
}
