/**
 * Maps an item window [offset, offset + limit) onto the REST API's `page` (1-based) / `page_size`
 * (max 100, LIST-1) with the fewest calls that cover it. The REST lists return bare arrays without
 * totals, so the caller asks for one item more than it shows to know `hasNextPage` exactly.
 */

export const MAX_PAGE_SIZE = 100;

export interface PagePlan {
  /** `page_size` of every call. */
  pageSize: number;
  /** `page` of the first call (1-based); the calls ask for consecutive pages. */
  firstPage: number;
  /** Number of calls, all sent at once. */
  pageCount: number;
  /** Items to drop from the start of the first page. */
  skip: number;
}

/**
 * The plan with the fewest calls, then the fewest fetched items. One call covers the window when some
 * page size puts both ends in one page (21 items from offset 0: page 1 of size 21; 21 items from offset
 * 20: page 1 of size 41; 21 items from offset 90: page 2 of size 56). Past 100 items it takes two.
 */
export function planPages(offset: number, limit: number, maxPageSize = MAX_PAGE_SIZE): PagePlan {
  if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  let best: PagePlan | undefined;
  let bestFetched = Infinity;
  const last = offset + limit - 1;
  for (let size = 1; size <= maxPageSize; size++) {
    const first = Math.floor(offset / size);
    const pageCount = Math.floor(last / size) - first + 1;
    const fetched = pageCount * size;
    if (!best || pageCount < best.pageCount || (pageCount === best.pageCount && fetched < bestFetched)) {
      best = { pageSize: size, firstPage: first + 1, pageCount, skip: offset - first * size };
      bestFetched = fetched;
    }
  }
  return best!;
}

/**
 * Fetches the window through `fetchPage` (all pages in parallel: one wave) and returns at most `limit`
 * items starting at `offset`. Fewer items mean the list ended inside the window.
 */
export async function fetchWindow<T>(
  offset: number,
  limit: number,
  fetchPage: (page: number, pageSize: number) => Promise<readonly T[]>,
  maxPageSize = MAX_PAGE_SIZE,
): Promise<T[]> {
  const plan = planPages(offset, limit, maxPageSize);
  const pages = await Promise.all(Array.from({ length: plan.pageCount }, (_, i) => fetchPage(plan.firstPage + i, plan.pageSize)));
  const items: T[] = [];
  for (const page of pages) {
    items.push(...page);
    // A short page is the last one; later pages can only be empty.
    if (page.length < plan.pageSize) break;
  }
  return items.slice(plan.skip, plan.skip + limit);
}

/** At most this many items are read for a per-parent list the schema serves whole (10 requests). */
export const MAX_LIST_ITEMS = 1000;

/**
 * Every item of a paged per-parent list that the schema serves as a plain list: page 1 at the largest
 * size, then the next page only while the last one came back full (or said `hasMore`), up to `maxItems`.
 * A parent with ≤ 100 items costs one request, as before; a longer list one more per 100, in sequence.
 * `hasMore` is not trusted blindly: an empty page, or one that only repeats records already read (a
 * server ignoring `page`), ends the list, records seen twice are kept once, and no more pages are read
 * than `maxItems` needs at full size (11 for 1,000), whatever the server says.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: readonly T[]; hasMore?: boolean }>,
  maxItems = MAX_LIST_ITEMS,
  pageSize = MAX_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<number | string>();
  const maxPages = Math.ceil(maxItems / pageSize) + 1;
  for (let page = 1; page <= maxPages && items.length < maxItems; page++) {
    const { items: got, hasMore } = await fetchPage(page, pageSize);
    let added = 0;
    for (const item of got) {
      const key = recordKey(item);
      if (key !== undefined) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      items.push(item);
      added++;
    }
    if (added === 0 || !(hasMore ?? got.length === pageSize)) break;
  }
  return items.slice(0, maxItems);
}

/** A record's `id`, by which a repeated record is recognised; undefined for items without one. */
function recordKey(item: unknown): number | string | undefined {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/**
 * Records a backward window without `before` (`last: 20`, Relay's first load of a list it pages backwards)
 * may read: the REST lists carry no total, so the list is read to its end, 100 records a request in
 * sequence, and the last records are served from that read. A list longer than this is refused.
 */
export const MAX_LIST_END_ITEMS = MAX_LIST_ITEMS;

/** Upstream requests reading to the end may cost at most: one per 100 records, plus the one that finds the end. */
export const LIST_END_REQUESTS = Math.ceil(MAX_LIST_END_ITEMS / MAX_PAGE_SIZE) + 1;

/**
 * Every record of a paged list, read to its end (full pages of 100 while they come back full), or
 * undefined when it holds more than `maxItems` records.
 */
export async function fetchToEnd<T>(
  fetchPage: (page: number, pageSize: number) => Promise<readonly T[]>,
  maxItems = MAX_LIST_END_ITEMS,
): Promise<T[] | undefined> {
  const items = await fetchAllPages(async (page, pageSize) => ({ items: await fetchPage(page, pageSize) }), maxItems + 1);
  return items.length > maxItems ? undefined : items;
}
