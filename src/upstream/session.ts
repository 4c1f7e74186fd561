/**
 * One GraphQL operation's way to the REST API, bound to the caller's key: identical GETs of the operation
 * share one request, reads go through the shared cache and every operation's GETs in flight
 * (read-path.ts), writes invalidate what they change, and the operation's own limits and deadline hold.
 * Once the upstream rejects the key, every later call fails without a request.
 */
import type { Logger } from 'pino';
import type { UpstreamConfig } from '../config.js';
import type { Invalidations } from '../invalidation/index.js';
import { answerBody, type AnswerReader } from './answers.js';
import type { CachePolicy } from './cache-policy.js';
import { Credentials } from './credentials.js';
import { Following, clientGone, type FlightStop, type Flights, type SentAnswer } from './flights.js';
import { OperationLimits } from './operation-limits.js';
import type { BudgetStatus, Pacer } from './pacer.js';
import { ReadPath, type CacheNotes } from './read-path.js';
import { brokenIdError, buildPath, type Query, type UpstreamAuth } from './request-path.js';
import { keyTag } from './tags.js';
import type { Method, Transport, WireRequest } from './transport.js';
import { invalidateAfterWrite, writeBody, type WriteMethod, type WriteOptions } from './writes.js';

/** The upstream's own budget for one key, from `X-RateLimit-Limit` / `X-RateLimit-Remaining` of its last answer. */
export interface UpstreamRateLimit {
  limit: number;
  remaining: number;
  /** When the upstream reported it (ms since epoch). */
  at: number;
}

export interface SessionOptions {
  /** `Cache-Control: no-cache` from the caller: read upstream, and refresh the cached answers. */
  fresh?: boolean;
  /** Aborted when the client goes away: the operation's reads stop, and GETs no other operation waits for are aborted. */
  signal?: AbortSignal;
  /** Who is behind the request (UPSTREAM_FAIRNESS_HEADER, else the client address): the key's waiting requests are served one user after the other. */
  user?: string;
}

export type { CacheNotes };

/** What every session of one client shares. */
export interface Shared {
  config: UpstreamConfig;
  transport: Transport;
  logger: Logger;
  /** The shared cache and the trust of keys that decides who reads it. */
  policy: CachePolicy;
  /** Stamped by every write and event: GETs in flight are shared only by readers that saw the same latest stamp, so none started before a write serves a read after it. */
  invalidations: Invalidations;
  pacer: Pacer;
  /** GETs in flight across operations: identical ones share one request. */
  flights: Flights;
}

export class UpstreamSession {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private requestId: string | undefined;
  private requestLogger: Logger | undefined;
  private readonly writeListeners: Array<() => void> = [];
  /** A mutation's session: its reads too may spend the day's reserve kept for writes. */
  private writing = false;
  /** The operation's concurrency, request count and deadline. */
  private readonly limits: OperationLimits;
  /** The caller's key (or Basic credentials) and whether it failed. */
  private readonly key: Credentials;
  /** What reads this operation's answers. */
  private readonly reader: AnswerReader;
  private readonly user: string;
  /** GETs with the caller's key: shared cache, shared flights, stale answers, reads noted for whole answers. */
  private readonly reads: ReadPath;
  /** What the answer says of the cache (stale answers served, a refresh refused). */
  readonly cacheNotes: CacheNotes = {};
  /** The shared GETs this operation waits for; its reads stop when its deadline passes or its client goes away. */
  private readonly following = new Following((stop) => this.shared.transport.abandon(stop));

  constructor(
    private readonly shared: Shared,
    apiKey: string | undefined,
    basicAuth?: string,
    options: SessionOptions = {},
  ) {
    this.key = new Credentials(apiKey, basicAuth);
    this.reader = { pacer: shared.pacer, policy: shared.policy, host: shared.transport.host, key: this.key, log: () => this.logger, levels: shared.logger };
    this.limits = new OperationLimits(shared.config.maxConcurrencyPerOperation, shared.config.maxRequestsPerOperation);
    this.user = options.user ?? '';
    this.reads = new ReadPath({
      shared,
      key: this.key,
      reader: this.reader,
      following: this.following,
      fresh: options.fresh === true,
      user: this.user,
      cacheNotes: this.cacheNotes,
      log: () => this.logger,
      send: (resource, url, readAt, signal) => this.request(resource, 'GET', url, this.key.headers('key'), undefined, 'key', readAt, signal),
    });
    const { signal } = options;
    if (signal?.aborted) this.following.stop(clientGone());
    else signal?.addEventListener('abort', () => this.following.stop(clientGone()), { once: true });
  }

  /**
   * GET `path` (relative to the REST base) and parse the JSON body. Identical GETs of one operation
   * share one request. `resource` names the thing for error messages ("accounts"), never the URL.
   * Rejects with an UpstreamError.
   */
  get<T>(resource: string, path: string, query: Query = {}, auth: UpstreamAuth = 'key'): Promise<T> {
    const broken = brokenIdError(resource, path);
    if (broken) return Promise.reject(broken);
    const url = buildPath(this.shared.transport.basePath, path, query);
    const shareKey = `${auth} ${url}`;
    let pending = this.inFlight.get(shareKey);
    if (!pending) {
      if (auth !== 'key') this.reads.note(undefined, undefined, 0);
      pending = this.limits.schedule(() => (auth === 'key' ? this.reads.read(resource, url) : this.send(resource, 'GET', url, auth).then((a) => a.body)));
      this.inFlight.set(shareKey, pending);
    }
    return pending as Promise<T>;
  }

  /**
   * A write: never shared, never retried (a write that timed out may have happened). Before it
   * answers, the cached answers it may change are evicted for every key and instance, and this
   * operation forgets its GETs, so whatever reads next sees the write. Resolves with the parsed body.
   */
  async write<T>(method: WriteMethod, resource: string, path: string, options: WriteOptions = {}): Promise<T> {
    return (await this.writeResponse<T>(method, resource, path, options)).body;
  }

  /** `write`, with the status too (POST /accounts answers 201 when created, 200 when matched, ACC-9). */
  async writeResponse<T>(method: WriteMethod, resource: string, path: string, options: WriteOptions = {}): Promise<{ status: number; body: T }> {
    const broken = brokenIdError(resource, path);
    if (broken) throw broken;
    this.reads.note(undefined, undefined, 0);
    const url = buildPath(this.shared.transport.basePath, path, options.query ?? {});
    let answer: unknown;
    try {
      const result = (await this.limits.schedule(() => this.send(resource, method, url, options.auth ?? 'key', options))) as { status: number; body: T };
      answer = result.body;
      return result;
    } finally {
      // Whatever the outcome: a write whose answer was lost may still have happened.
      await invalidateAfterWrite(this.shared.invalidations, this.shared.transport.basePath, { method, url, body: options.body, answer }, this.logger);
      this.inFlight.clear();
      for (const listener of this.writeListeners) listener();
    }
  }

  /** Runs `listener` after every write (the context drops its DataLoaders' cached records with it). */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  /** Upstream requests this operation has sent (first attempts; shared and cached GETs count once or not at all). */
  get requestCount(): number {
    return this.limits.sent;
  }

  /** The upstream's budget for this session's key as last reported, if it ever was. */
  rateLimit(): UpstreamRateLimit | undefined {
    return this.key.apiKey ? this.shared.pacer.lastReport(this.key.scope) : undefined;
  }

  /**
   * The key's budget as the pacer sees it: per-second use, what is left today and when the count resets.
   * Those figures move with every request and no invalidation follows them, so an answer that shows them is
   * not kept whole.
   */
  budget(): Promise<BudgetStatus> | undefined {
    this.reads.note(undefined, undefined, 0);
    return this.key.apiKey && !this.key.failure ? this.shared.pacer.status(this.key.scope) : undefined;
  }

  /** Logs of this operation's upstream calls carry `requestId`. */
  useRequestId(requestId: string): void {
    this.requestId = requestId;
    this.requestLogger = undefined;
  }

  /** The upstream logger with this request's id, made on the first line logged (most operations log none). */
  private get logger(): Logger {
    if (this.requestId === undefined) return this.shared.logger;
    this.requestLogger ??= this.shared.logger.child({ requestId: this.requestId });
    return this.requestLogger;
  }

  /**
   * Starts the operation deadline: when it passes, requests in flight are abandoned and later ones fail
   * at once with UPSTREAM_UNAVAILABLE, so the operation answers with what it has. Queries and mutations
   * only; a subscription's session lives as long as the subscription.
   */
  startDeadline(ms: number): void {
    this.limits.startDeadline(ms, (reason, signal) => {
      // Requests in flight end now with the signal's reason (the transport keeps them by signal).
      this.shared.transport.abandon(signal);
      this.following.stop(reason);
    });
  }

  /**
   * The operation has its result: the deadline timer stops and the answers its GETs shared are let go
   * (gateway/plugins/use-operation-scope.ts). A GET after this is sent again.
   */
  end(): void {
    this.limits.end();
    this.inFlight.clear();
    this.following.release();
  }

  /**
   * From now on, what this operation reads is noted (the records its upstream answers hold, when the oldest
   * was read, the shortest time to live), so that its whole answer can be kept under the same invalidation.
   */
  collectReads(): void {
    this.reads.collectReads();
  }

  /** The records and lists read since collectReads (for live queries); undefined when some read's records are not known. */
  readTags(): ReadonlySet<string> | undefined {
    return this.reads.readTags();
  }

  /** The tag invalidated when this key's trust changes (it was revoked, or the upstream refused it). */
  trustTag(): string {
    return keyTag(this.key.scope);
  }

  /** This key's whole answer kept under `key`, when nothing it holds changed since and the key is trusted (not for `no-cache`). */
  keptAnswer(key: string): Promise<string | undefined> {
    return this.reads.keptAnswer(key);
  }

  /** Keeps the operation's whole answer under `key`, filed under every record its reads held; only when every read was noted and nothing was written. */
  keepAnswer(key: string, text: string): boolean {
    return this.reads.keepAnswer(key, text);
  }

  /** The operation is a mutation: every request it makes (the reads a write needs first included) may spend the write reserve. */
  spendAsWrite(): void {
    this.writing = true;
  }

  /** Any request without the shared layer (writes, Basic-auth reads): sent, then its answer read. */
  private async send(resource: string, method: Method, url: string, auth: UpstreamAuth, write?: WriteOptions): Promise<{ status: number; body: unknown }> {
    const headers = this.key.headers(auth);
    const body = writeBody(write, headers);
    const answer = await this.request(resource, method, url, headers, body, auth);
    return { status: answer.status, body: answerBody(this.reader, { resource, method, url, auth }, answer) };
  }

  /** One upstream request of this operation: counted against its cap, paced per key, sent. */
  private async request(
    resource: string,
    method: Method,
    url: string,
    headers: Record<string, string>,
    body?: WireRequest['body'],
    auth: UpstreamAuth = 'key',
    readAt?: number,
    signal: AbortSignal | FlightStop | undefined = this.limits.signal,
  ): Promise<SentAnswer> {
    if (signal?.aborted) throw signal.reason;
    this.limits.count();
    const queuedAt = performance.now();
    const kind = method === 'GET' && !this.writing ? 'read' : 'write';
    const done = auth === 'key' ? await this.shared.pacer.acquire(this.key.scope, resource, signal, this.user, kind) : undefined;
    const pacedMs = Math.round(performance.now() - queuedAt);
    try {
      // When the request left, on the invalidation clock: an acceptance dates from then (a revocation after it wins).
      const sentAt = readAt ?? this.shared.invalidations.now();
      const answer = await this.shared.transport.send({ method, path: url, headers, body, resource, signal, log: () => this.logger, pacedMs });
      // A literal, not a spread of the answer: the spread cost more than the rest of this function.
      return { status: answer.status, headers: answer.headers, text: answer.text, sentAt };
    } finally {
      done?.();
    }
  }
}
