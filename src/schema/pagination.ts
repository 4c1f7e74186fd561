/**
 * The one pagination helper for the schema: a Relay window (`first`/`after`, or `last`/`before`) is
 * turned into an offset window by plugin-relay's `resolveOffsetConnection` (which asks for one record
 * more than it shows, for an exact `hasNextPage`), and that window into REST `page`/`page_size` calls
 * by `fetchWindow` (upstream/paging.ts).
 */
import { offsetForArgs, resolveOffsetConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import { fetchWindow, MAX_PAGE_SIZE } from '../upstream/paging.js';
import { badUserInput } from '../upstream/errors.js';

export const DEFAULT_PAGE_SIZE = 20;

/** Rejects windows the REST API cannot serve, before any call (`first` ≤ 100, LIST-1). */
export function checkWindow(args: DefaultConnectionArguments): void {
  for (const name of ['first', 'last'] as const) {
    const v = args[name];
    if (v != null && (v < 1 || v > MAX_PAGE_SIZE)) throw badUserInput(`${name} must be from 1 to ${MAX_PAGE_SIZE}`, name);
  }
  if (args.first != null && args.last != null) throw badUserInput('Pass first or last, not both', 'last');
  if (args.last != null && !args.before) throw badUserInput('last needs before: the REST lists have no total count', 'last');
  try {
    offsetForArgs({ args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  } catch {
    // offsetForArgs only throws for cursors it cannot decode (first/last were checked above).
    throw badUserInput('The cursor is not valid for this list', args.after ? 'after' : 'before');
  }
}

/**
 * Resolves a connection over a paged REST list. `fetchPage` gets a 1-based page and a page size
 * (≤ 100) and returns that page's records (it should prime the by-id loader with them).
 */
export async function resolveRestConnection<T>(
  args: DefaultConnectionArguments,
  fetchPage: (page: number, pageSize: number) => Promise<readonly T[]>,
) {
  checkWindow(args);
  return resolveOffsetConnection({ args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE }, ({ offset, limit }) =>
    fetchWindow(offset, limit, fetchPage),
  );
}

/** Query cost of a connection: its own call, plus the page size times what each record costs. */
export function connectionComplexity(args: DefaultConnectionArguments) {
  return { field: 1, multiplier: args.first ?? args.last ?? DEFAULT_PAGE_SIZE };
}
