/** What names an upstream request: its path with a canonical query string, and how it authenticates. */
import { UpstreamError } from './errors.js';

/** Query parameters; undefined and null values are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** How a request authenticates: the caller's API key (every endpoint) or Basic credentials (AUTH-1). */
export type UpstreamAuth = 'key' | 'basic';

/** The request path with a canonical (sorted) query string, so equal requests get equal keys. */
export function buildPath(basePath: string, path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const qs = params.toString();
  return `${basePath}${path}${qs ? `?${qs}` : ''}`;
}

/** A path built from an id the upstream never gave (`/projects/undefined/…`): a last guard behind the readers' own checks. */
const BROKEN_ID = /\/(?:undefined|null|NaN|-?Infinity)(?:\/|$)/;

/** The error for such a path; undefined when the path is sound. */
export function brokenIdError(resource: string, path: string): UpstreamError | undefined {
  return BROKEN_ID.test(path)
    ? new UpstreamError('UPSTREAM_ERROR', `${resource}: the upstream API sent a record without a usable id`, { reason: 'bad_id' })
    : undefined;
}
