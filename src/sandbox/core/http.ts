/**
 * What every sandbox route shares: the spec's error bodies (ERR-1), query parsing with errors that name
 * the parameter, and page/page_size paging (LIST-1).
 */

/** An error the sandbox answers with the spec's body: `message`, the endpoint's `code`, `field` on 400. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new SandboxError(400, message, field);
export const notFound = (what: string) => new SandboxError(404, `${what} not found`);
export const forbidden = (message: string) => new SandboxError(403, message);

/** The default `code` per status, used where an endpoint does not declare its own (route config `errorCode`). */
export const defaultCodeForStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

type Query = Record<string, unknown>;

function raw(query: Query, name: string): string | undefined {
  const v = query[name];
  if (v === undefined || v === null || v === '') return undefined;
  return Array.isArray(v) ? String(v[v.length - 1]) : String(v);
}

/** Typed readers of query parameters; each throws a 400 naming the parameter. */
export const q = {
  str(query: Query, name: string): string | undefined {
    return raw(query, name);
  },
  int(query: Query, name: string, opts: { min?: number; max?: number; default?: number } = {}): number | undefined {
    const s = raw(query, name);
    if (s === undefined) return opts.default;
    if (!/^-?\d+$/.test(s)) throw badRequest(name, `${name} must be an integer`);
    const n = Number(s);
    if (opts.min !== undefined && n < opts.min) throw badRequest(name, `${name} must be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) throw badRequest(name, `${name} must be at most ${opts.max}`);
    return n;
  },
  num(query: Query, name: string, opts: { min?: number; max?: number } = {}): number | undefined {
    const s = raw(query, name);
    if (s === undefined) return undefined;
    const n = Number(s);
    if (!Number.isFinite(n)) throw badRequest(name, `${name} must be a number`);
    if (opts.min !== undefined && n < opts.min) throw badRequest(name, `${name} must be between ${opts.min} and ${opts.max}`);
    if (opts.max !== undefined && n > opts.max) throw badRequest(name, `${name} must be between ${opts.min} and ${opts.max}`);
    return n;
  },
  bool(query: Query, name: string, fallback = false): boolean {
    const s = raw(query, name);
    if (s === undefined) return fallback;
    if (s === 'true' || s === '1') return true;
    if (s === 'false' || s === '0') return false;
    throw badRequest(name, `${name} must be true or false`);
  },
  enum<T extends string>(query: Query, name: string, allowed: readonly T[], fallback?: T): T | undefined {
    const s = raw(query, name);
    if (s === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(s)) {
      throw badRequest(name, `${name} must be one of ${allowed.join(', ')}`);
    }
    return s as T;
  },
  date(query: Query, name: string): number | undefined {
    const s = raw(query, name);
    if (s === undefined) return undefined;
    const t = Date.parse(s);
    if (Number.isNaN(t)) throw badRequest(name, `${name} must be an ISO 8601 timestamp`);
    return t;
  },
};

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `page` 1-based (default 1, ≥ 1) and `page_size` (default 20, 1..100): LIST-1, UTIL-2, CALL-1. */
export function pageOf(query: Query): PageRequest {
  return {
    page: q.int(query, 'page', { min: 1, default: 1 })!,
    pageSize: q.int(query, 'page_size', { min: 1, max: 100, default: 20 })!,
  };
}

export function paginate<T>(items: readonly T[], { page, pageSize }: PageRequest): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Parses a path id; a malformed one is a 400 naming the parameter. */
export function pathId(params: unknown, name: string): number {
  const s = (params as Record<string, string>)[name];
  if (!/^\d+$/.test(s ?? '')) throw badRequest(name, `${name} must be a positive integer`);
  return Number(s);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** The later of two ISO-8601 UTC timestamps of the same format (they order as strings); `a` when equal. */
export function laterIso(a: string, b: string): string {
  return a < b ? b : a;
}

/** Filters by `updated_after`/`updated_before` and sorts by a timestamp field. */
export function updatedWindow<T>(items: T[], query: Query, updatedAt: (t: T) => string): T[] {
  const after = q.date(query, 'updated_after');
  const before = q.date(query, 'updated_before');
  if (after === undefined && before === undefined) return items;
  return items.filter((it) => {
    const t = Date.parse(updatedAt(it));
    return (after === undefined || t > after) && (before === undefined || t < before);
  });
}

export function sortBy<T>(items: T[], key: (t: T) => string | number, direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -sign : ka > kb ? sign : 0;
  });
}
