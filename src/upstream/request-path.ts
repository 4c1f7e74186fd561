/** What names an upstream request: its path with a canonical query string, and how it authenticates. */
import { UpstreamError } from './errors.js';

/** Query parameters; undefined and null values are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** How a request authenticates: the caller's API key (every endpoint) or Basic credentials (AUTH-1). */
export type UpstreamAuth = 'key' | 'basic';

/**
 * The request path with a canonical (sorted) query string, so equal requests get equal keys. Encoded as
 * URLSearchParams encodes (application/x-www-form-urlencoded), without building one per request.
 */
export function buildPath(basePath: string, path: string, query: Query): string {
  let qs = '';
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== null) qs += `${qs ? '&' : '?'}${formEncode(name)}=${formEncode(String(value))}`;
  }
  return `${basePath}${path}${qs}`;
}

/** Left as they are by the form encoding; anything else is percent-encoded (a space as `+`). */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;

function formEncode(text: string): string {
  if (FORM_SAFE.test(text)) return text;
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD.
    return new URLSearchParams([['', text]]).toString().slice(1);
  }
  // encodeURIComponent leaves !'()~ as they are, which the form encoding escapes, and writes a space as %20.
  return encoded.replace(/%20/g, '+').replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A path built from an id the upstream never gave (`/projects/undefined/…`): a last guard behind the readers' own checks. */
const BROKEN_ID = /\/(?:undefined|null|NaN|-?Infinity)(?:\/|$)/;

/** The error for such a path; undefined when the path is sound. */
export function brokenIdError(resource: string, path: string): UpstreamError | undefined {
  return BROKEN_ID.test(path)
    ? new UpstreamError('UPSTREAM_ERROR', `${resource}: the upstream API sent a record without a usable id`, { reason: 'bad_id' })
    : undefined;
}
