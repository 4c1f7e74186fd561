/**
 * The one pagination helper for the schema: a Relay window (`first`/`after`, or `last`/`before`) is
 * turned into an offset window by plugin-relay's `resolveOffsetConnection` (which asks for one record
 * more than it shows, for an exact `hasNextPage`), and that window into REST `page`/`page_size` calls
 * by `fetchWindow` (upstream/paging.ts). `last` without `before` has no offset to count back from (the REST
 * lists carry no total): the list is read to its end (`fetchToEnd`) and the window cut from that read.
 */
import { decodeBase64 } from '@pothos/core';
import { offsetForArgs, resolveArrayConnection, resolveOffsetConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import { builder } from './builder.js';
import { fetchToEnd, fetchWindow, LIST_END_REQUESTS, MAX_LIST_END_ITEMS, MAX_PAGE_SIZE, planPages } from '../upstream/paging.js';
import { badUserInput } from '../errors.js';

export const DEFAULT_PAGE_SIZE = 20;

/** A backward window from the end of the list: `last` without `before` (absent, or null as Relay sends it). */
function fromTheEnd(args: DefaultConnectionArguments): boolean {
  return args.last != null && !args.before;
}

/** Rejects windows the REST API cannot serve, before any call (`first` ≤ 100, LIST-1). */
export function checkWindow(args: DefaultConnectionArguments): void {
  for (const name of ['first', 'last'] as const) {
    const v = args[name];
    if (v != null && (v < 1 || v > MAX_PAGE_SIZE)) throw badUserInput(`${name} must be from 1 to ${MAX_PAGE_SIZE}`, name);
  }
  if (args.first != null && args.last != null) throw badUserInput('Pass first or last, not both', 'last');
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (cursor != null && cursorOffset(cursor) === undefined) {
      throw badUserInput(`${name} is not a cursor of this list: pass a cursor, startCursor or endCursor the list returned`, name);
    }
  }
}

/** The largest offset a cursor may carry (10 million records, far past any REST list a client can page). */
const MAX_CURSOR_OFFSET = 10_000_000;

/**
 * The offset a cursor stands for, or undefined when it is not one this gateway issued: plugin-relay
 * decodes `OffsetConnection:-5` to -5 and `OffsetConnection:x` to NaN, which would reach the page plan.
 */
function cursorOffset(cursor: string): number | undefined {
  let text: string;
  try {
    text = decodeBase64(cursor);
  } catch {
    return undefined;
  }
  const m = /^OffsetConnection:(0|[1-9]\d{0,7})$/.exec(text);
  const offset = m ? Number(m[1]) : NaN;
  return offset <= MAX_CURSOR_OFFSET ? offset : undefined;
}

/** What a connection answers for a window with room for no record: no request, no cursors. */
function emptyConnection(offset: number) {
  return { edges: [], pageInfo: { startCursor: null, endCursor: null, hasPreviousPage: offset > 0, hasNextPage: false } };
}

/** An empty page has no cursors (plugin-relay would give it `OffsetConnection:-1` as its endCursor). */
function withoutCursorsWhenEmpty<C extends { edges: readonly unknown[]; pageInfo: { startCursor?: string | null; endCursor?: string | null } }>(
  connection: C,
): C {
  if (connection.edges.length === 0) {
    connection.pageInfo.startCursor = null;
    connection.pageInfo.endCursor = null;
  }
  return connection;
}

/**
 * Resolves a connection over a paged REST list. `fetchPage` gets a 1-based page and a page size
 * (≤ 100) and returns that page's records (it should prime the by-id loader with them).
 */
export async function resolveRestConnection<T>(args: DefaultConnectionArguments, fetchPage: (page: number, pageSize: number) => Promise<readonly T[]>) {
  checkWindow(args);
  const options = { args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE };
  // The last records: the REST list has no total, so it is read to its end and the window cut from that read.
  if (fromTheEnd(args)) {
    const all = await fetchToEnd(fetchPage);
    if (!all) {
      throw badUserInput(
        `last without before reads the whole list, and this one holds more than ${MAX_LIST_END_ITEMS} records: pass before (a cursor) or page with first`,
        'last',
      );
    }
    return withoutCursorsWhenEmpty(resolveArrayConnection(options, all));
  }
  const { offset, limit } = offsetForArgs(options);
  const shown = limit - 1;
  // `last: 1, before: <first cursor>` (or `after` at or past `before`): nothing can be shown, and nothing is asked.
  if (shown === 0) return emptyConnection(offset);
  // The extra record for hasNextPage rides along when the same calls cover it (first: 20 → page_size 21).
  if (planPages(offset, limit).pageCount === planPages(offset, shown).pageCount) {
    return withoutCursorsWhenEmpty(await resolveOffsetConnection(options, (w) => fetchWindow(w.offset, w.limit, fetchPage)));
  }
  // When it would cost a call of its own (first: 100), it is fetched only if the client reads hasNextPage.
  const connection = await resolveOffsetConnection(options, () => fetchWindow(offset, shown, fetchPage));
  if (connection.edges.length === shown) {
    const probe = lazy(() => fetchWindow(offset + shown, 1, fetchPage).then((rest) => rest.length > 0));
    // GraphQL awaits a thenable field value, so the probe runs only when `hasNextPage` is resolved. The cast:
    // plugin-relay types the field's value as a plain boolean, though the executor takes a promise of one.
    connection.pageInfo.hasNextPage = probe as unknown as boolean;
  }
  return withoutCursorsWhenEmpty(connection);
}

/**
 * Resolves a connection over a REST list that is not paged: the window is checked first, then one
 * request (`fetchAll`, which should prime the by-id loader) serves any window.
 */
export async function resolveListConnection<T>(args: DefaultConnectionArguments, fetchAll: () => Promise<readonly T[]>) {
  checkWindow(args);
  const options = { args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE };
  // A window with room for no record (before the first one) needs no request.
  if (!fromTheEnd(args)) {
    const { offset, limit } = offsetForArgs(options);
    if (limit === 1) return emptyConnection(offset);
  }
  return withoutCursorsWhenEmpty(resolveArrayConnection(options, await fetchAll()));
}

/** A promise-like that starts `run` on the first `then`, not before. */
function lazy<T>(run: () => Promise<T>): PromiseLike<T> {
  let started: Promise<T> | undefined;
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, so the work starts when it is awaited
    then: (onFulfilled, onRejected) => {
      started ??= run();
      return started.then(onFulfilled, onRejected);
    },
  };
}

/** What most lists say about totals: the REST list has none, so the connection has no totalCount. */
export const NO_TOTALS = '. The REST list carries no totals, so there is no totalCount.';

/** The same, said of a record type whose root list and per-parent lists share one connection type. */
export const NO_TOTALS_LISTS = '. The REST lists carry no totals, so there is no totalCount.';

/**
 * The connection and edge types of a record type, described alike everywhere: "A page of <plural>
 * (Relay connection)<about>" (`about` carries its own punctuation) and "One <one> of a page, with its cursor."
 */
export function connectionOf<T extends Parameters<typeof builder.connectionObject>[0]['type']>(
  type: T,
  name: string,
  one: string,
  plural: string,
  about: string,
) {
  return builder.connectionObject(
    { type, name: `${name}Connection`, description: `A page of ${plural} (Relay connection)${about}` },
    { name: `${name}Edge`, description: `One ${one} of a page, with its cursor.` },
  );
}

/**
 * Query cost of a connection: its own call, plus the page size times what each record costs. `last`
 * without `before` reads a paged list to its end: priced at the most that can take (11 requests).
 */
export function connectionComplexity(args: DefaultConnectionArguments) {
  return { field: fromTheEnd(args) ? LIST_END_REQUESTS : 1, multiplier: args.first ?? args.last ?? DEFAULT_PAGE_SIZE };
}
