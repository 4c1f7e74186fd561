/**
 * The `/…/search` endpoints of accounts, projects and opportunities (vendor reference): up to two
 * conditions `prop1/op1/value1`, `prop2/op2/value2`, joined by `logic` (and, or), plus the list's
 * paging, `order_by`, `include_archived` and updated window.
 */
import type { Query, UpstreamSession } from './client.js';
import { pageQuery, type PageParams, type SortDirection } from './batch.js';
import { listOf } from './shapes.js';
import { contactsQuery } from './accounts.js';

export const SEARCH_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'in', 'nin', 'between'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

export interface SearchCondition {
  /** A standard field name or a custom property keyName. */
  prop: string;
  op: SearchOperator;
  /** Already in the REST format: a JSON array for in/nin, `from,to` for between. */
  value: string;
}

export interface SearchParams extends PageParams {
  conditions: SearchCondition[];
  logic?: 'and' | 'or';
  orderBy?: SortDirection;
  includeArchived?: boolean;
  updatedAfter?: string;
  updatedBefore?: string;
}

export type SearchablePath = 'accounts' | 'projects' | 'opportunities';

export function searchQuery(p: SearchParams): Query {
  const query: Query = pageQuery(p, {
    order_by: p.orderBy,
    include_archived: p.includeArchived,
    updated_after: p.updatedAfter,
    updated_before: p.updatedBefore,
    // logic only means something with two conditions.
    logic: p.conditions.length > 1 ? p.logic : undefined,
  });
  p.conditions.forEach((c, i) => {
    query[`prop${i + 1}`] = c.prop;
    query[`op${i + 1}`] = c.op;
    query[`value${i + 1}`] = c.value;
  });
  return query;
}

/** One page of `GET /{path}/search`; accounts come with their contacts when `withContacts`, as other account reads do (ACC-1). */
export function searchRecords<T>(session: UpstreamSession, path: SearchablePath, p: SearchParams, withContacts: boolean): Promise<T[]> {
  const extra = path === 'accounts' ? contactsQuery(withContacts) : {};
  return session.get<unknown>(path, `/${path}/search`, Object.assign(searchQuery(p), extra)).then(listOf<T>(path));
}
