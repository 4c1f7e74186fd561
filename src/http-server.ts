/**
 * The gateway's node:http server with the limits a public listener needs (HttpConfig), so that no
 * stranger can lock users out:
 * - a request's headers must arrive within `headersTimeoutMs` of the connection opening (a connection
 *   that sends nothing is closed then), the whole request within `requestTimeoutMs` (Node's own default
 *   held a slow body for 300 s); a connection on which nothing moves for `idleTimeoutMs` is closed, so a
 *   client that stops reading no longer holds its answer in memory;
 * - at most `maxConnectionsPerAddress` connections per client address (IPv6: per /64) and
 *   `maxConnections` in all. At either cap an idle connection is closed to make room: the longest-idle
 *   of those that never sent a request, else the longest-idle between keep-alive requests. So a flood of
 *   silent connections costs their owner its oldest ones, not a user its new connection or the
 *   keep-alive connection it is using; only when none is idle is the new connection closed;
 * - requests without an API key get `keylessPerSecond` per address (rate-limiter-flexible), then 429;
 *   webhooks, health checks, /metrics and GraphiQL's static files are not counted;
 * - an address may present `keysPerAddressPerMinute` distinct API keys a minute; a request with one more
 *   gets 429 before anything parses its body (a company shares one key: many keys from one address are a
 *   guesser's). Keys are remembered by a short hash, never as they are.
 * Node's parser (llhttp, strict) already answers 400 to a request whose framing is ambiguous
 * (Transfer-Encoding with Content-Length, obs-fold header lines) and 431 to headers over 16 KiB; the
 * upstream client builds its own headers, so a client's framing never reaches the upstream.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { HttpConfig } from './config.js';
import { httpConnectionsShedTotal, httpKeylessLimitedTotal, httpKeysPerAddressLimitedTotal } from './metrics.js';
import { hashKey } from './upstream/pacer.js';

const DEFAULT_PER_ADDRESS = 256;
const DEFAULT_KEYLESS_PER_SECOND = 20;
const DEFAULT_KEYS_PER_ADDRESS_PER_MINUTE = 20;
/** Addresses whose keys are remembered at once (least recently seen forgotten first). */
const KEY_ADDRESSES_KEPT = 10_000;
const MINUTE_MS = 60_000;

/**
 * The distinct API keys each address presented in its current minute, each by a 64-bit hash. Bounded: at
 * most `max` hashes per address and KEY_ADDRESSES_KEPT addresses; no timer per address.
 */
export class KeysPerAddress {
  private readonly seen = new LRUCache<string, { keys: Set<string>; until: number }>({ max: KEY_ADDRESSES_KEPT });

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when `key` may be used from `group` now, else the ms until its minute ends. */
  admit(group: string, key: string): number {
    const now = this.now();
    let window = this.seen.get(group);
    if (!window || window.until <= now) {
      window = { keys: new Set(), until: now + MINUTE_MS };
      this.seen.set(group, window);
    }
    // The key's hash as the upstream layer keeps it (recent keys' hashes remembered): no digest per request.
    const hash = hashKey(key).slice(0, 11);
    if (window.keys.has(hash)) return 0;
    if (window.keys.size >= this.max) return window.until - now;
    window.keys.add(hash);
    return 0;
  }
}

function tooMany(res: ServerResponse, ms: number, message: string): void {
  const retryAfter = Math.max(1, Math.ceil(ms / 1_000));
  res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(retryAfter) });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter } }] }));
}
/** Paths a key-less caller is not counted on: the upstream's webhooks, probes, the scraper, GraphiQL's cached files, other instances. */
const UNCOUNTED = /^\/(?:webhooks\/|healthz$|readyz$|metrics$|graphiql\/|_fieldgraph\/)/;

/** A client address as connections are counted: IPv4 as is, IPv6 by its /64 (one host may hold a whole /64). */
export function addressGroup(address: string | undefined): string {
  if (!address) return '?';
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

interface Tracked {
  group: string;
  /** It has sent a request (it is a client's keep-alive connection, not a silent one). */
  used: boolean;
  /** Requests in progress on the connection (HTTP/1.1 pipelining answers them one at a time). */
  busy: number;
  /** An upgraded connection (WebSocket) is never idle. */
  upgraded: boolean;
}

/** Idle connections in the order they became idle (oldest first): those that never sent a request, and the others. */
class Idle {
  readonly silent = new Map<Socket, true>();
  readonly kept = new Map<Socket, true>();
  add(socket: Socket, used: boolean): void {
    this.remove(socket);
    (used ? this.kept : this.silent).set(socket, true);
  }
  remove(socket: Socket): void {
    this.silent.delete(socket);
    this.kept.delete(socket);
  }
  /** The one to close first: the longest-silent, else the longest-idle keep-alive connection. */
  first(): Socket | undefined {
    return this.silent.keys().next().value ?? this.kept.keys().next().value;
  }
}

/** Open connections by address, and the idle ones. */
class Connections {
  private readonly open = new Map<Socket, Tracked>();
  private readonly idle = new Idle();
  private readonly byGroup = new Map<string, { count: number; idle: Idle }>();

  constructor(
    private readonly max: number,
    private readonly perAddress: number,
  ) {}

  /** A new connection: made room for, or closed. */
  admit(socket: Socket): void {
    const group = addressGroup(socket.remoteAddress);
    let g = this.byGroup.get(group);
    if (g && g.count >= this.perAddress && !this.shed(g.idle.first())) {
      httpConnectionsShedTotal.inc({ reason: 'address_cap' });
      socket.destroy();
      return;
    }
    if (this.open.size >= this.max && !this.shed(this.idle.first())) {
      httpConnectionsShedTotal.inc({ reason: 'full' });
      socket.destroy();
      return;
    }
    if (!g) {
      g = { count: 0, idle: new Idle() };
      this.byGroup.set(group, g);
    }
    g.count++;
    this.open.set(socket, { group, used: false, busy: 0, upgraded: false });
    this.markIdle(socket);
    socket.once('close', () => this.forget(socket));
  }

  requestStarted(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.busy++;
    t.used = true;
    this.idle.remove(socket);
    this.byGroup.get(t.group)?.idle.remove(socket);
  }

  requestEnded(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.busy = Math.max(0, t.busy - 1);
    if (t.busy === 0 && !t.upgraded) this.markIdle(socket);
  }

  upgraded(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.upgraded = true;
    this.idle.remove(socket);
    this.byGroup.get(t.group)?.idle.remove(socket);
  }

  private markIdle(socket: Socket): void {
    const t = this.open.get(socket)!;
    this.idle.add(socket, t.used);
    this.byGroup.get(t.group)!.idle.add(socket, t.used);
  }

  /** Closes an idle connection to make room; false when there was none. */
  private shed(socket: Socket | undefined): boolean {
    if (!socket) return false;
    httpConnectionsShedTotal.inc({ reason: 'idle_evicted' });
    this.forget(socket);
    socket.destroy();
    return true;
  }

  private forget(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    this.open.delete(socket);
    this.idle.remove(socket);
    const g = this.byGroup.get(t.group);
    if (!g) return;
    g.idle.remove(socket);
    if (--g.count <= 0) this.byGroup.delete(t.group);
  }
}

export function createHttpServer(handler: RequestListener, limits: HttpConfig): Server {
  const connections = new Connections(limits.maxConnections, limits.maxConnectionsPerAddress ?? DEFAULT_PER_ADDRESS);
  const perSecond = limits.keylessPerSecond ?? DEFAULT_KEYLESS_PER_SECOND;
  const keyless = perSecond > 0 ? new RateLimiterMemory({ points: perSecond, duration: 1, keyPrefix: 'keyless' }) : undefined;

  const keysPerMinute = limits.keysPerAddressPerMinute ?? DEFAULT_KEYS_PER_ADDRESS_PER_MINUTE;
  const keys = keysPerMinute > 0 ? new KeysPerAddress(keysPerMinute) : undefined;

  const guarded: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    connections.requestStarted(socket);
    res.once('close', () => connections.requestEnded(socket));
    const key = req.headers['x-api-key'];
    if (key) {
      const wait = keys && typeof key === 'string' ? keys.admit(addressGroup(socket.remoteAddress), key) : 0;
      if (wait > 0) {
        httpKeysPerAddressLimitedTotal.inc();
        tooMany(res, wait, 'Too many different API keys from this address; retry later with a key already used');
        return;
      }
      handler(req, res);
      return;
    }
    if (!keyless || UNCOUNTED.test(req.url ?? '/')) {
      handler(req, res);
      return;
    }
    keyless.consume(addressGroup(socket.remoteAddress)).then(
      () => handler(req, res),
      (refused: { msBeforeNext?: number }) => {
        httpKeylessLimitedTotal.inc();
        tooMany(res, refused.msBeforeNext ?? 1_000, 'Too many requests without an API key from this address; retry shortly');
      },
    );
  };

  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node checks both timeouts on this interval (default 30 s, as coarse as the timeouts themselves).
      connectionsCheckingInterval: Math.max(100, Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4),
    },
    guarded,
  );
  // With no 'timeout' listener, Node destroys a socket idle this long; WebSockets, once upgraded, are not subject to it.
  server.timeout = limits.idleTimeoutMs;
  // Admission is ours (make room by closing idle connections), not net.Server's maxConnections (refuse the new one).
  server.on('connection', (socket: Socket) => connections.admit(socket));
  server.on('upgrade', (req: IncomingMessage) => connections.upgraded(req.socket));
  return server;
}
