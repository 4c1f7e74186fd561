/**
 * Serves GraphiQL's files (script, styles, editor workers, favicon) under GRAPHIQL_ASSET_PATH from the
 * installed package (graphiql-assets.ts), so the page Yoga renders on `GET /graphql` needs no other host.
 * The path carries the package version, so the files are cached for a year; gzipped when the browser
 * takes it. Off (404 like any unknown path) when GraphiQL is.
 */
import type { Plugin } from 'graphql-yoga';
import { GRAPHIQL_ASSET_PATH, graphiqlAsset } from '../graphiql-assets.js';

export function useGraphiQLAssets(enabled: boolean): Plugin {
  if (!enabled) return {};
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(GRAPHIQL_ASSET_PATH) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const name = url.pathname.slice(GRAPHIQL_ASSET_PATH.length);
      return graphiqlAsset(name).then((asset) => {
        if (!asset) {
          endResponse(new fetchAPI.Response(null, { status: 404 }));
          return;
        }
        const gzipped = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') ? asset.gzipped : undefined;
        const body = gzipped ?? asset.body;
        const headers: Record<string, string> = {
          'content-type': asset.contentType,
          'content-length': String(body.byteLength),
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'accept-encoding',
          'x-content-type-options': 'nosniff',
        };
        if (gzipped) headers['content-encoding'] = 'gzip';
        endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : body, { status: 200, headers }));
      });
    },
  };
}
