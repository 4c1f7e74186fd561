/**
 * Response compression (gzip, br, deflate as the client's `Accept-Encoding` allows) and compressed
 * request bodies (`Content-Encoding`), by @whatwg-node/server's `useContentEncoding`, the plugin the
 * Yoga docs name for it. Only JSON answers above a small size are compressed: an event stream (SSE,
 * multipart) must reach the client event by event, which a compressor would hold back.
 */
import { useContentEncoding } from '@whatwg-node/server';
import type { Plugin } from 'graphql-yoga';

/** Below this many bytes gzip saves too little to pay for its CPU and header. */
const MIN_BYTES = 1_024;

export function useCompression(): Plugin {
  const encoding = useContentEncoding();
  return {
    onRequest: encoding.onRequest,
    onResponse(payload) {
      const { response } = payload;
      if (!/json/i.test(response.headers.get('content-type') ?? '')) return;
      const length = Number(response.headers.get('content-length') ?? Infinity);
      if (length < MIN_BYTES) return;
      return encoding.onResponse?.(payload);
    },
  };
}
