/**
 * The typed `where:` of `accounts`, `projects` and `opportunities`: one or two conditions `{ field,
 * operator, value | values }` joined by `combine`, read through `GET /{records}/search`
 * (`prop1/op1/value1`, `prop2/op2/value2`, `logic`). What the gateway can check it checks before any
 * call (condition count, value shapes, range and substring operators on `trades`, LIST-3); the
 * upstream's 400 for a field that does not apply to the record type (LIST-2) comes back as
 * BAD_USER_INPUT naming the condition's input path. An unknown field is a custom property (LIST-4).
 */
import { builder } from '../builder.js';
import type { RestPage } from '../rest-connection.js';
import { badUserInput } from '../../errors.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { GatewayContext } from '../../gateway/context.js';
import { searchRecords, type SearchablePath, type SearchCondition, type SearchOperator } from '../../upstream/search.js';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';

export const SearchOperatorEnum = builder.enumType('SearchOperator', {
  description: 'How a search condition compares a field with its value.',
  values: {
    // LIST-3
    EQ: { value: 'eq', description: 'Equal. On a list field such as `trades`: any entry equals the value.' },
    NEQ: { value: 'neq', description: 'Not equal.' },
    GT: { value: 'gt', description: 'Greater than (numbers and ISO 8601 dates).' },
    GTE: { value: 'gte', description: 'Greater than or equal.' },
    LT: { value: 'lt', description: 'Less than.' },
    LTE: { value: 'lte', description: 'Less than or equal.' },
    // LIST-3
    CONTAINS: { value: 'contains', description: 'Contains the value as a substring, case-insensitive. Not on list fields such as `trades`.' },
    IN: { value: 'in', description: 'Equals one of `values`.' },
    NIN: { value: 'nin', description: 'Equals none of `values`.' },
    // LIST-3
    BETWEEN: { value: 'between', description: 'Between the two `values` [from, to], inclusive. Not on list fields such as `trades`.' },
  } as const,
});

export const SearchCombine = builder.enumType('SearchCombine', {
  description: 'How two search conditions are joined.',
  values: {
    AND: { value: 'and', description: 'Both conditions must hold.' },
    OR: { value: 'or', description: 'Either condition may hold.' },
  } as const,
});

export const SearchConditionInput = builder.inputType('SearchCondition', {
  description: 'One condition of a record search: a field, an operator and a value.',
  fields: (t) => ({
    field: t.string({
      required: true,
      // LIST-4
      description:
        'A standard field (title, status, city, accountId, trades …) or a custom property keyName. A name that is not a standard field is taken as a custom property: a misspelt one matches nothing.',
    }),
    operator: t.field({ type: SearchOperatorEnum, required: true, description: 'How to compare.' }),
    value: t.string({
      description:
        'The value, for every operator except IN, NIN and BETWEEN. Dates as ISO 8601 (2025-03-01 or 2025-03-01T10:00:00Z); ids as REST ids (`databaseId`).',
    }),
    values: t.stringList({ description: "The values of IN and NIN (one or more), or BETWEEN's [from, to]." }),
  }),
});

export const RecordSearchInput = builder.inputType('RecordSearch', {
  description: 'A search over records with one or two conditions (the REST `/…/search` endpoints).',
  fields: (t) => ({
    conditions: t.field({ type: [SearchConditionInput], required: true, description: 'One or two conditions.' }),
    combine: t.field({ type: SearchCombine, defaultValue: 'and', description: 'How two conditions are joined; default AND.' }),
  }),
});

type ConditionArgs = { field: string; operator: SearchOperator; value?: string | null; values?: string[] | null };
export type RecordSearchArgs = { conditions: ConditionArgs[]; combine?: 'and' | 'or' | null };

/** Operators a list-valued field (`trades`) accepts (LIST-3). */
const LIST_OPERATORS: ReadonlySet<SearchOperator> = new Set(['eq', 'neq', 'in', 'nin']);
const LIST_FIELDS: Record<SearchablePath, ReadonlySet<string>> = {
  projects: new Set(['trades']),
  opportunities: new Set(['trades']),
  accounts: new Set(),
};

/** Checks a `where` and turns it into REST conditions; BAD_USER_INPUT (no upstream call) when it cannot be sent. */
export function searchConditions(where: RecordSearchArgs, path: SearchablePath): SearchCondition[] {
  const list = where.conditions ?? [];
  if (list.length < 1 || list.length > 2) throw badUserInput('where takes one or two conditions', 'where.conditions');
  return list.map((c, i) => {
    const at = (name: string) => `where.conditions.${i}.${name}`;
    const prop = c.field.trim();
    if (!prop) throw badUserInput('A search condition needs a field name', at('field'));
    if (LIST_FIELDS[path].has(prop) && !LIST_OPERATORS.has(c.operator)) {
      throw badUserInput(`${prop} is a list: range and substring operators do not apply; use EQ, NEQ, IN or NIN (LIST-3)`, at('operator'));
    }
    const many = c.operator === 'in' || c.operator === 'nin' || c.operator === 'between';
    if (many) {
      if (c.value != null) throw badUserInput(`${c.operator.toUpperCase()} takes values, not value`, at('value'));
      const values = c.values ?? [];
      if (c.operator === 'between') {
        if (values.length !== 2) throw badUserInput('BETWEEN takes exactly two values: [from, to]', at('values'));
        if (values.some((v) => v.includes(','))) throw badUserInput('BETWEEN values cannot contain commas', at('values'));
        return { prop, op: c.operator, value: values.join(',') };
      }
      if (values.length < 1) throw badUserInput(`${c.operator.toUpperCase()} takes one or more values`, at('values'));
      // A JSON array keeps commas inside values intact (vendor value formats).
      return { prop, op: c.operator, value: JSON.stringify(values) };
    }
    if (c.values != null) throw badUserInput(`${c.operator.toUpperCase()} takes value, not values`, at('values'));
    if (c.value == null) throw badUserInput(`${c.operator.toUpperCase()} needs a value`, at('value'));
    return { prop, op: c.operator, value: c.value };
  });
}

/** The input path of an upstream 400's `field` (`prop2`, `value1`, a field name, `logic`). */
function inputPathOf(field: string, conditions: SearchCondition[]): string | undefined {
  const m = /^(prop|op|value)([12])$/.exec(field);
  if (m)
    return `where.conditions.${Number(m[2]) - 1}.${m[1] === 'prop' ? 'field' : m[1] === 'op' ? 'operator' : conditions[Number(m[2]) - 1]?.op.match(/^(in|nin|between)$/) ? 'values' : 'value'}`;
  if (field === 'logic') return 'where.combine';
  const i = conditions.findIndex((c) => c.prop === field);
  return i >= 0 ? `where.conditions.${i}.field` : undefined;
}

function withInputPath(error: unknown, conditions: SearchCondition[]): unknown {
  if (!(error instanceof UpstreamError) || error.code !== 'BAD_USER_INPUT' || !error.details.field) return error;
  const field = inputPathOf(error.details.field, conditions);
  return field ? new UpstreamError(error.code, error.message, Object.assign({}, error.details, { inputField: field })) : error;
}

/** Text filters that only the plain list understands; the search endpoint would ignore them. */
const LIST_ONLY = ['q', 'title', 'address', 'primaryName', 'primaryPhone', 'primaryEmail'] as const;

type ListArgs = DefaultConnectionArguments & {
  where?: RecordSearchArgs | null;
  filter?: { includeArchived?: boolean | null; updatedAfter?: Date | null; updatedBefore?: Date | null; [k: string]: unknown } | null;
  orderBy?: { direction: 'asc' | 'desc' } | null;
};

/**
 * The page call of a root list given `where` (`GET /{path}/search`), for `restConnection`, which primes the
 * by-id loader. A filter the search endpoint would ignore is refused before any request.
 */
export function searchPages<T extends { id: number }>(args: ListArgs, ctx: GatewayContext, path: SearchablePath): (page: RestPage) => Promise<T[]> {
  const conditions = searchConditions(args.where!, path);
  const clash = LIST_ONLY.find((k) => args.filter?.[k] != null);
  if (clash) throw badUserInput(`filter.${clash} cannot be combined with where (the search endpoint has no ${clash} parameter)`, `filter.${clash}`);
  return (page) =>
    searchRecords<T>(
      ctx.upstream,
      path,
      {
        conditions,
        logic: args.where!.combine ?? 'and',
        includeArchived: args.filter?.includeArchived ?? undefined,
        updatedAfter: args.filter?.updatedAfter?.toISOString(),
        updatedBefore: args.filter?.updatedBefore?.toISOString(),
        ...page,
      },
      ctx.readsContacts,
    ).then(
      (rows) => rows as T[],
      (error) => {
        throw withInputPath(error, conditions);
      },
    );
}

export const WHERE_DESCRIPTION =
  'Search with one or two typed conditions instead of the plain list; combines with `filter.includeArchived` and the updated-at window, not with the text filters. Results are oldest first unless `orderBy` says otherwise. Cost: one upstream request per page.';
