/**
 * The gateway's node:http server with the limits a public listener needs (HttpConfig), so that no
 * stranger can lock users out:
 * - a request's headers must arrive within `headersTimeoutMs` of the connection opening (a connection
 *   that sends nothing is closed then), the whole request within `requestTimeoutMs` (Node's own default
 *   held a slow body for 300 s); a connection on which nothing moves for `idleTimeoutMs` is closed, so a
 *   client that stops reading no longer holds its answer in memory;
 * - at most `maxConnectionsPerAddress` connections per client address (IPv6: per /64) and
 *   `maxConnections` in all. A connection past either cap waits outside the HTTP server, unparsed, at most
 *   as long as headers may take (a deadline no traffic extends): once its request's headers are in, an
 *   idle connection is closed for it (the longest-idle of those that never sent a request, else a
 *   keep-alive one idle for a second or more; at the address cap, one of that address's), or it goes in
 *   when one closes or falls idle; if none does it gets 503. One that sends no whole request head is
 *   closed at its deadline, having displaced nobody. So a flood of silent or trickling connections costs
 *   their owner its wait, not a user its new connection or the keep-alive connection it is using, and an
 *   address that reopens each connection it loses cannot make the server close and accept connections in
 *   a loop. At most `maxConnections` wait, from all addresses together;
 * - requests without an API key get `keylessPerSecond` per address (rate-limiter-flexible), then 429;
 *   webhooks, health checks, /metrics and GraphiQL's static files are not counted;
 * - an address may present `keysPerAddressPerMinute` distinct API keys a minute; a request with one more
 *   gets 429 before anything parses its body (a company shares one key: many keys from one address are a
 *   guesser's). Keys are remembered by a short hash, never as they are;
 * - both 429s are sent `refusalDelayMs` late, so a client retrying at once gets one refusal per delay
 *   (one refused request more while one is held, i.e. pipelined, closes the connection).
 * Node's parser (llhttp, strict) already answers 400 to a request whose framing is ambiguous
 * (Transfer-Encoding with Content-Length, obs-fold header lines) and 431 to headers over 16 KiB; the
 * upstream client builds its own headers, so a client's framing never reaches the upstream.
 */
import { type IncomingMessage, type RequestListener, Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { HttpConfig } from './config.js';
import { httpConnectionsShedTotal, httpKeylessLimitedTotal, httpKeysPerAddressLimitedTotal } from './metrics.js';
import { newestOfFullest } from './limits.js';
import { hashKey } from './upstream/pacer.js';

const DEFAULT_PER_ADDRESS = 256;
const DEFAULT_KEYLESS_PER_SECOND = 20;
const DEFAULT_KEYS_PER_ADDRESS_PER_MINUTE = 20;
const DEFAULT_REFUSAL_DELAY_MS = 1_000;
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

  /**
   * 0 when `key` may be used from `group` now, else the ms until its minute ends. A key the upstream has
   * answered (`known`) is neither counted nor refused: made-up keys from a shared address (a balancer) fill
   * its minute for other new keys only, never for keys that work.
   */
  admit(group: string, key: string, known = false): number {
    if (known) return 0;
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

/** Connections with a refusal held back: a second refusal on one (a client pipelining requests) closes it instead. */
const refusing = new WeakSet<Socket>();

/**
 * 429 with Retry-After, sent after `delayMs` (at most the Retry-After itself): a client that retries at once
 * on the same connection gets one refusal a delay, not as many as the server can write. A held refusal
 * writes nothing, so Node would go on reading pipelined requests meanwhile: one more refused request while
 * one is held closes the connection.
 */
function tooMany(res: ServerResponse, socket: Socket, ms: number, message: string, delayMs: number): void {
  const retryAfter = Math.max(1, Math.ceil(ms / 1_000));
  const send = () => {
    if (res.destroyed) return;
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(retryAfter) });
    res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter } }] }));
  };
  const delay = Math.min(delayMs, retryAfter * 1_000);
  if (delay <= 0) {
    send();
    return;
  }
  if (refusing.has(socket)) {
    socket.destroy();
    return;
  }
  refusing.add(socket);
  const timer = setTimeout(() => {
    refusing.delete(socket);
    send();
  }, delay);
  res.once('close', () => {
    clearTimeout(timer);
    refusing.delete(socket);
  });
}

/** Paths a key-less caller is not counted on: the upstream's webhooks, probes, the scraper, GraphiQL's cached files, other instances. */
const UNCOUNTED = /^\/(?:webhooks\/|healthz$|readyz$|metrics$|graphiql\/|_fieldgraph\/)/;

/**
 * The path a request is routed by, as Yoga's URL parsing reads it: `/graphiql/../graphql` and
 * `/webhooks/%2e%2e/graphql` are `/graphql`, so neither passes for an uncounted path.
 */
function routedPath(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://gateway').pathname;
  } catch {
    return '/';
  }
}

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

/** Idle connections in the order they became idle (oldest first), each with when it did: those that never sent a request, and the others. */
class Idle {
  readonly silent = new Map<Socket, number>();
  readonly kept = new Map<Socket, number>();
  add(socket: Socket, used: boolean, now: number): void {
    this.remove(socket);
    (used ? this.kept : this.silent).set(socket, now);
  }
  remove(socket: Socket): void {
    this.silent.delete(socket);
    this.kept.delete(socket);
  }
  /** The one to close first: the longest-silent, else the longest-idle keep-alive connection if idle since `keptBefore` or earlier. */
  first(keptBefore: number): Socket | undefined {
    const silent = this.silent.keys().next().value;
    if (silent) return silent;
    const kept = this.kept.entries().next().value;
    return kept && kept[1] <= keptBefore ? kept[0] : undefined;
  }
}

/** A connection that arrived at a cap, waiting outside the HTTP server for room. */
interface Waiter {
  group: string;
  /** What it sent so far, until its request's headers are complete (then it is in `asking`). */
  chunks: Buffer[];
  deadline: NodeJS.Timeout;
  onData: (chunk: Buffer) => void;
  onClose: () => void;
}

/** Waiters with a request looked at for room each time a connection closes or falls idle (the oldest first). */
const WAKE_SCAN = 64;
/** Headers larger than this are refused by Node's parser (431) anyway: a waiter sending more without finishing them is closed. */
const MAX_HEAD_BYTES = 16 * 1024;
/** When a request waits, a keep-alive connection is closed for it only once it has been idle this long (ms): one just used is likely to be used again at once. */
const KEPT_IDLE_MS = 1_000;
const HEAD_END = Buffer.from('\r\n\r\n');
const WAITED_TOO_LONG =
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: 117\r\n\r\n' +
  '{"errors":[{"message":"Too many open connections from this address; retry shortly","extensions":{"code":"UNAVAILABLE"}}]}';

/**
 * Open connections by address, the idle ones, and those waiting for room. A connection that arrives at a
 * cap waits, unparsed, at most the time a request's headers may take (a deadline, not reset by traffic).
 * Once its request's headers are in, an idle connection (of its address at the address cap) is closed for
 * it, or it is let in when one closes or has been idle a while; if none is by its deadline it gets 503. A
 * connection that sends no whole request head is closed at its deadline, having displaced nobody. So an
 * address reopening every connection it loses cannot make the server close and accept connections in a
 * loop. At most `max` connections wait, from all addresses together; when that room is full, a newcomer from an
 * address holding at least two fewer places takes the newest place of the address holding most.
 */
class Connections {
  private readonly open = new Map<Socket, Tracked>();
  private readonly idle = new Idle();
  private readonly byGroup = new Map<string, { count: number; idle: Idle }>();
  /** Connections waiting for room, oldest first. */
  private readonly waiting = new Map<Socket, Waiter>();
  /** The same, by address (each oldest first): a full waiting room gives the place of the address holding most. */
  private readonly waitingByGroup = new Map<string, Socket[]>();
  /** Of those, the ones whose request's headers arrived, oldest first. */
  private readonly asking = new Map<Socket, Waiter>();
  /** One timer at a time: a keep-alive connection idle for too short a while to be closed now may be later. */
  private rewake: NodeJS.Timeout | undefined;

  constructor(
    private readonly max: number,
    private readonly perAddress: number,
    private readonly waitMs: number,
    /** Hands a connection to the HTTP server. */
    private readonly serve: (socket: Socket) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new connection: served if there is room, else waiting for it (or closed when the waiting room is full). */
  arrive(socket: Socket): void {
    const group = addressGroup(socket.remoteAddress);
    if (this.hasRoom(group)) {
      this.admit(socket, group);
    } else if (this.waiting.size < this.max) {
      this.hold(socket, group);
    } else {
      // Full: an address with at least two fewer waiting takes the newest place of the address holding most,
      // so one address (or a few) filling the room cannot keep everyone else's new connections out.
      const displaced = this.displacedBy(group);
      httpConnectionsShedTotal.inc({ reason: displaced || (this.byGroup.get(group)?.count ?? 0) < this.perAddress ? 'full' : 'address_cap' });
      if (!displaced) {
        socket.destroy();
        return;
      }
      this.unwait(displaced);
      displaced.destroy();
      this.hold(socket, group);
    }
  }

  /** The newest waiting connection of the address with the most waiting, when it has two more than `group`. */
  private displacedBy(group: string): Socket | undefined {
    return newestOfFullest(this.waitingByGroup.values(), this.waitingByGroup.get(group)?.length ?? 0);
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
    if (t.busy > 0 || t.upgraded) return;
    this.markIdle(socket);
    // A request waiting outside goes before a keep-alive connection that has had nothing to do for a while.
    if (this.asking.size > 0) this.wake();
  }

  upgraded(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.upgraded = true;
    this.idle.remove(socket);
    this.byGroup.get(t.group)?.idle.remove(socket);
  }

  /** Closes every waiting connection (the server is closing). */
  dropWaiting(): void {
    for (const socket of [...this.waiting.keys()]) {
      this.unwait(socket);
      socket.destroy();
    }
  }

  private hasRoom(group: string): boolean {
    return (this.byGroup.get(group)?.count ?? 0) < this.perAddress && this.open.size < this.max;
  }

  private hold(socket: Socket, group: string): void {
    const waiter: Waiter = {
      group,
      chunks: [],
      deadline: setTimeout(() => this.expire(socket), this.waitMs),
      onData: (chunk: Buffer) => {
        waiter.chunks.push(chunk);
        const head = Buffer.concat(waiter.chunks);
        if (!head.includes(HEAD_END)) {
          if (head.length > MAX_HEAD_BYTES) {
            this.unwait(socket);
            socket.destroy();
          }
          return;
        }
        // Kept for the HTTP server's parser, which reads it first once the connection is let in.
        socket.off('data', waiter.onData);
        socket.pause();
        socket.unshift(head);
        waiter.chunks = [];
        this.asking.set(socket, waiter);
        this.makeRoom(socket, this.now());
      },
      onClose: () => this.unwait(socket),
    };
    this.waiting.set(socket, waiter);
    const mine = this.waitingByGroup.get(group);
    if (mine) mine.push(socket);
    else this.waitingByGroup.set(group, [socket]);
    // Until the HTTP server has it, a reset must not become an unhandled 'error'.
    socket.on('error', ignore);
    socket.once('close', waiter.onClose);
    socket.on('data', waiter.onData);
  }

  /** No longer waiting (let in, out of time, closed): forgotten by every map here. */
  private unwait(socket: Socket): Waiter | undefined {
    const waiter = this.waiting.get(socket);
    if (!waiter) return undefined;
    this.waiting.delete(socket);
    this.asking.delete(socket);
    const mine = this.waitingByGroup.get(waiter.group);
    const at = mine ? mine.indexOf(socket) : -1;
    if (mine && at >= 0) mine.splice(at, 1);
    if (mine?.length === 0) this.waitingByGroup.delete(waiter.group);
    clearTimeout(waiter.deadline);
    socket.off('close', waiter.onClose);
    socket.off('data', waiter.onData);
    return waiter;
  }

  /** A waiter's deadline: a silent one is closed; one with a request gets 503. */
  private expire(socket: Socket): void {
    const asked = this.asking.has(socket);
    if (!this.unwait(socket)) return;
    httpConnectionsShedTotal.inc({ reason: 'waited' });
    if (!asked) {
      socket.destroy();
      return;
    }
    // The answer, then read (and drop) the rest until the client closes its side, for a second at most:
    // closing with its request unread would reset the connection and could lose the answer.
    socket.end(WAITED_TOO_LONG);
    socket.resume();
    setTimeout(() => socket.destroy(), 1_000).unref();
  }

  /**
   * Lets a waiting connection whose request arrived in, closing an idle one for it where a cap is reached
   * (a keep-alive one only if idle since `keptBefore`); false when it must wait on.
   */
  private makeRoom(socket: Socket, keptBefore: number): boolean {
    const waiter = this.asking.get(socket);
    if (!waiter || socket.destroyed || socket.writableEnded) return false;
    const g = this.byGroup.get(waiter.group);
    if (g && g.count >= this.perAddress && !this.shed(g.idle.first(keptBefore))) return false;
    if (this.open.size >= this.max && !this.shed(this.idle.first(keptBefore))) return false;
    this.unwait(socket);
    socket.off('error', ignore);
    this.admit(socket, waiter.group);
    socket.resume();
    return true;
  }

  private admit(socket: Socket, group: string): void {
    let g = this.byGroup.get(group);
    if (!g) {
      g = { count: 0, idle: new Idle() };
      this.byGroup.set(group, g);
    }
    g.count++;
    this.open.set(socket, { group, used: false, busy: 0, upgraded: false });
    this.markIdle(socket);
    socket.once('close', () => {
      // Closed by its client or a timeout (a connection closed to make room is forgotten already).
      if (this.forget(socket) && this.asking.size > 0) this.wake();
    });
    this.serve(socket);
  }

  private markIdle(socket: Socket): void {
    const t = this.open.get(socket)!;
    const now = this.now();
    this.idle.add(socket, t.used, now);
    this.byGroup.get(t.group)!.idle.add(socket, t.used, now);
  }

  /** Closes an idle connection to make room; false when there was none. */
  private shed(socket: Socket | undefined): boolean {
    if (!socket) return false;
    httpConnectionsShedTotal.inc({ reason: 'idle_evicted' });
    this.forget(socket);
    socket.destroy();
    return true;
  }

  /** False when the connection was forgotten already. */
  private forget(socket: Socket): boolean {
    const t = this.open.get(socket);
    if (!t) return false;
    this.open.delete(socket);
    this.idle.remove(socket);
    const g = this.byGroup.get(t.group);
    if (g) {
      g.idle.remove(socket);
      if (--g.count <= 0) this.byGroup.delete(t.group);
    }
    return true;
  }

  /**
   * Room was made or may be made: the oldest waiting request that can now be let in goes in (closing a
   * keep-alive connection for it only if idle KEPT_IDLE_MS). When none can, one timer looks again once the
   * connection that just fell idle could be closed for it.
   */
  private wake(): void {
    const keptBefore = this.now() - KEPT_IDLE_MS;
    let looked = 0;
    for (const socket of this.asking.keys()) {
      if (looked++ >= WAKE_SCAN) break;
      if (this.makeRoom(socket, keptBefore)) return;
    }
    if (this.asking.size === 0 || this.rewake) return;
    this.rewake = setTimeout(() => {
      this.rewake = undefined;
      if (this.asking.size > 0) this.wake();
    }, KEPT_IDLE_MS);
    this.rewake.unref();
  }
}

const ignore = () => {};

/**
 * node:http's server with admission in front of it: Node emits 'connection' for every accepted socket,
 * the documented point where connections enter an HTTP server; here it goes through `Connections` first,
 * which hands it on (or keeps it waiting) by emitting it to the HTTP server itself.
 */
class AdmittingServer extends Server {
  readonly admission: Connections;

  constructor(options: ServerOptions, handler: RequestListener, limits: { max: number; perAddress: number; waitMs: number }) {
    super(options, handler);
    this.admission = new Connections(limits.max, limits.perAddress, limits.waitMs, (socket) => super.emit('connection', socket));
  }

  // biome-ignore lint/suspicious/noExplicitAny: EventEmitter's own signature
  override emit(event: string, ...args: any[]): boolean {
    if (event === 'connection') {
      this.admission.arrive(args[0] as Socket);
      return true;
    }
    return super.emit(event, ...args);
  }

  override closeIdleConnections(): void {
    this.admission.dropWaiting();
    super.closeIdleConnections();
  }

  override closeAllConnections(): void {
    this.admission.dropWaiting();
    super.closeAllConnections();
  }
}

export function createHttpServer(handler: RequestListener, limits: HttpConfig, options: { knownKey?: (apiKey: string) => boolean } = {}): Server {
  const knownKey = options.knownKey ?? (() => false);
  const perSecond = limits.keylessPerSecond ?? DEFAULT_KEYLESS_PER_SECOND;
  const keyless = perSecond > 0 ? new RateLimiterMemory({ points: perSecond, duration: 1, keyPrefix: 'keyless' }) : undefined;

  const keysPerMinute = limits.keysPerAddressPerMinute ?? DEFAULT_KEYS_PER_ADDRESS_PER_MINUTE;
  const keys = keysPerMinute > 0 ? new KeysPerAddress(keysPerMinute) : undefined;
  const refusalDelayMs = limits.refusalDelayMs ?? DEFAULT_REFUSAL_DELAY_MS;

  const guarded: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const connections = server.admission;
    connections.requestStarted(socket);
    res.once('close', () => connections.requestEnded(socket));
    const key = req.headers['x-api-key'];
    if (key) {
      const wait = keys && typeof key === 'string' ? keys.admit(addressGroup(socket.remoteAddress), key, knownKey(key)) : 0;
      if (wait > 0) {
        httpKeysPerAddressLimitedTotal.inc();
        tooMany(res, socket, wait, 'Too many different API keys from this address; retry later with a key already used', refusalDelayMs);
        return;
      }
      handler(req, res);
      return;
    }
    if (!keyless || UNCOUNTED.test(routedPath(req.url))) {
      handler(req, res);
      return;
    }
    keyless.consume(addressGroup(socket.remoteAddress)).then(
      () => handler(req, res),
      (refused: { msBeforeNext?: number }) => {
        httpKeylessLimitedTotal.inc();
        tooMany(res, socket, refused.msBeforeNext ?? 1_000, 'Too many requests without an API key from this address; retry shortly', refusalDelayMs);
      },
    );
  };

  const server = new AdmittingServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node checks both timeouts on this interval (default 30 s, as coarse as the timeouts themselves).
      connectionsCheckingInterval: Math.max(100, Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4),
    },
    guarded,
    // A connection waits for room as long as a request's headers may take to arrive.
    { max: limits.maxConnections, perAddress: limits.maxConnectionsPerAddress ?? DEFAULT_PER_ADDRESS, waitMs: limits.headersTimeoutMs },
  );
  // With no 'timeout' listener, Node destroys a socket idle this long; WebSockets, once upgraded, are not subject to it.
  server.timeout = limits.idleTimeoutMs;
  server.on('upgrade', (req: IncomingMessage) => server.admission.upgraded(req.socket));
  return server;
}
