/**
 * Fastify route schemas for path ids and the spec's query parameters. They document each route and
 * Fastify checks them before the handler, so they accept exactly what the handlers' own readers accept
 * (`pathId`, `q.bool`), and a refusal answers as those readers do: the spec's 400 body (ERR-1) with the
 * same message, the parameter as `field` and the endpoint's `code` (rendered by the sandbox's error handler).
 */
import type { FastifySchema } from 'fastify';

/** A path id as `pathId` reads it: decimal digits. */
const ID_PATTERN = '^[0-9]+$';

/** `params` of a route whose path parameters are all numeric ids. */
export function idParams(...names: string[]): NonNullable<FastifySchema['params']> {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', pattern: ID_PATTERN, description: `${n}: a positive integer` }])),
  };
}

/**
 * `params` of a route that reads its path ids only after another check (a query parameter, the body): the
 * ids are documented and the handler's `pathId` stays the one to refuse them, in its order.
 */
export function documentedParams(...names: string[]): NonNullable<FastifySchema['params']> {
  return { type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, field(`${n}: a positive integer`)])) };
}

/** `params` whose first ids are checked (`idParams`) and the rest, read after a lookup that can answer 404, only documented. */
export function leadingIdParams(checked: string[], documented: string[]): NonNullable<FastifySchema['params']> {
  const first = idParams(...checked) as { properties: Record<string, unknown> };
  const rest = documentedParams(...documented) as { properties: Record<string, unknown> };
  return { type: 'object', required: [...checked, ...documented], properties: { ...first.properties, ...rest.properties } };
}

/**
 * A boolean query parameter (`true`/`false`, also `1`/`0`), described but checked by the handler: a
 * repeated parameter arrives as a list, of which the handler reads the last value, as the vendor does; a
 * typed schema refused it ("must be string").
 */
export function booleanQuery(description: string): Record<string, unknown> {
  return { description };
}

/** `querystring` of a route from its parameters; others stay allowed (vendor lists take more). */
export function querySchema(properties: Record<string, Record<string, unknown>>): NonNullable<FastifySchema['querystring']> {
  return { type: 'object', properties };
}

/**
 * `querystring` of a route that reads no parameter (a short, unpaged list): documented as taking none; any
 * sent are ignored, as before, so nothing is refused.
 */
export const noQuery: NonNullable<FastifySchema['querystring']> = {
  type: 'object',
  description: 'none: the whole list in one answer; any parameter sent is ignored',
  properties: {},
};

/** The message a schema refusal gets: the one the handler's reader gives for the same value. */
export function schemaErrorMessage(field: string, keyword: string, params: Record<string, unknown>, fallback: string | undefined): string {
  if (keyword === 'pattern' && params.pattern === ID_PATTERN) return `${field} must be a positive integer`;
  return `${field} ${fallback ?? 'is invalid'}`;
}

/**
 * A query or body field the handler reads and checks itself: documented, refused by no schema. A schema
 * refusal would come before the handler's own checks (a 404 for an unknown id, an earlier field's 400), and
 * Ajv's type coercion would turn a value the handler refuses (`"5"` for a number) into one it accepts, so
 * these carry no `type`: the handler's reader stays the one answer for a bad value.
 */
export function field(description: string): Record<string, unknown> {
  return { description };
}

/** LIST-1 and the list windows that `listPage` reads. */
export const listQueryFields = {
  page: field('1-based page; default 1'),
  page_size: field('1..100; default 20'),
  include_archived: field('also list archived records: true/false; default false'),
  order_by: field('asc or desc, by creation time'),
  updated_after: field('ISO 8601 timestamp'),
  updated_before: field('ISO 8601 timestamp'),
};

/** The plain list's text filters (`textPredicate`). */
export const textQueryFields = {
  q: field('full text: every word somewhere in the record'),
  title: field('substring of the title'),
  address: field('substring of the address'),
  primaryName: field('substring of the primary contact name'),
  primaryEmail: field('substring of the primary email'),
  primaryPhone: field('the primary phone, formatting ignored'),
};

/** A `/…/search` request's conditions (`searchPredicate`, LIST-2, LIST-3). */
export const searchQueryFields = {
  prop1: field('field of the first condition; required'),
  op1: field('operator of the first condition: eq, neq, gt, gte, lt, lte, between, contains, in, nin; required'),
  value1: field('value of the first condition; required'),
  prop2: field('field of the second condition'),
  op2: field('operator of the second condition'),
  value2: field('value of the second condition'),
  logic: field('and or or; default and'),
};

/**
 * `body` of a route from the fields it reads. The handler checks the body (a JSON object, each field's type)
 * after the path's record is found, so the schema documents and refuses nothing: any JSON, or none, passes.
 */
export function bodySchema(properties: Record<string, Record<string, unknown>>): NonNullable<FastifySchema['body']> {
  return { anyOf: [{ type: 'object', properties }, {}] };
}
