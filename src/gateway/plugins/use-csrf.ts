/**
 * `useCsrf()`: the rule of @graphql-yoga/plugin-csrf-prevention, a browser-"simple" request (GET, or a
 * form or text/plain POST: no CORS preflight) must carry a preflight-forcing header. Kept here rather
 * than that plugin because its error has no `extensions.code` (our closed set needs FORBIDDEN) and does
 * not name the headers that would be accepted.
 */
import type { Plugin } from 'graphql-yoga';
import { gatewayError } from '../../errors.js';

/** Requests with these content types are "simple" in a browser (no CORS preflight), so they need a header too. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/** Any of these headers forces a preflight; `x-api-key` is sent by every real caller anyway. */
const PREFLIGHT_HEADERS = ['x-api-key', 'x-graphql-yoga-csrf', 'graphql-require-preflight', 'apollo-require-preflight'];

export function useCsrf(): Plugin {
  return {
    onRequestParse({ request }) {
      const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
      const simple = type === undefined ? request.method === 'GET' : SIMPLE_CONTENT_TYPES.includes(type);
      if (!simple || PREFLIGHT_HEADERS.some((h) => request.headers.has(h))) return;
      throw gatewayError('FORBIDDEN', `This request could be a cross-site request forgery: send it with one of the headers ${PREFLIGHT_HEADERS.join(', ')}`, {
        httpStatus: 403,
      });
    },
  };
}
