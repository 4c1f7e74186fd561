/**
 * The gateway's node:http server with the limits a public listener needs (HttpConfig): a request's
 * headers and body must arrive in time (Node's own default holds a slow body for 300 s), a connection
 * on which nothing moves for `idleTimeoutMs` is closed, so a client that stops reading no longer holds
 * its answer in memory, and at most `maxConnections` are open at once.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { HttpConfig } from './config.js';

export function createHttpServer(handler: RequestListener, limits: HttpConfig): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node checks both timeouts on this interval (default 30 s, as coarse as the timeouts themselves).
      connectionsCheckingInterval: Math.max(100, Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4),
    },
    handler,
  );
  // With no 'timeout' listener, Node destroys a socket idle this long; WebSockets, once upgraded, are not subject to it.
  server.timeout = limits.idleTimeoutMs;
  server.maxConnections = limits.maxConnections;
  return server;
}
