/**
 * By-id fetching for DataLoader batch functions. The REST API has no multi-id GET, so a batch becomes
 * one GET per distinct id, all sent at once (one wave). A failed id yields its Error in place, so only
 * the fields that asked for that record fail.
 */
import type { Query, UpstreamSession } from './client.js';

export async function getByIds<T>(
  session: UpstreamSession,
  resource: string,
  ids: readonly number[],
  pathOf: (id: number) => string,
  query?: Query,
): Promise<(T | Error)[]> {
  const settled = await Promise.allSettled(ids.map((id) => session.get<T>(resource, pathOf(id), query)));
  return settled.map((r) => (r.status === 'fulfilled' ? r.value : toError(r.reason)));
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** REST list parameters shared by the record lists (vendor reference: projects, opportunities, accounts). */
export interface PageParams {
  page: number;
  pageSize: number;
}

export type SortDirection = 'asc' | 'desc';

export function pageQuery(p: PageParams): Query {
  return { page: p.page, page_size: p.pageSize };
}
