/**
 * `useHttpCaching()`: a GET of a query (a persisted one, typically, from a phone) answers with a strong
 * ETag of its body; the same GET with `If-None-Match` naming it gets 304 and no body, so an unchanged
 * screen is not downloaded again. The answer is the caller's own (`Cache-Control: private, no-cache`:
 * kept by the client, revalidated each time, never by a shared cache) and varies with the key headers.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

const VARY = 'x-api-key, authorization, accept, accept-encoding';

export function useHttpCaching(endpoint = '/graphql'): Plugin {
  return {
    // Not async: only a GET's answer waits for its body; every other response goes on without a promise.
    onResponse({ request, response, setResponse }) {
      if (request.method !== 'GET' || response.status !== 200 || !response.body) return;
      // GraphQL answers only: probes, the scraper and files keep their own caching headers.
      if (new URL(request.url).pathname !== endpoint) return;
      if (!(response.headers.get('content-type') ?? '').includes('json')) return;
      return withEtag(request, response, setResponse);
    },
  };
}

/** The GET's answer with its ETag, or 304 when the caller already holds it. */
async function withEtag(request: Request, response: Response, setResponse: (response: Response) => void): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = new Headers(response.headers);
  headers.set('etag', etag);
  headers.set('cache-control', 'private, no-cache');
  headers.set('vary', VARY);
  const asked = request.headers.get('if-none-match');
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    headers.delete('content-length');
    headers.delete('content-encoding');
    setResponse(new Response(null, { status: 304, headers }));
    return;
  }
  setResponse(new Response(body, { status: response.status, statusText: response.statusText, headers }));
}
