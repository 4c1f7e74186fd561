/**
 * The only code that speaks HTTP to the REST API. One undici Agent per process (keep-alive pool,
 * connect/headers/body timeouts, bounded GET retries honouring Retry-After); per GraphQL operation a
 * `UpstreamSession` bound to the caller's `x-api-key`, which shares identical in-flight GETs, caps the
 * operation's concurrency and stops calling upstream once the key has been rejected.
 */
import { createHash } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { Agent, interceptors, type Dispatcher } from 'undici';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { UpstreamConfig } from '../config.js';
import { routeTemplate, upstreamDuration, upstreamErrorsTotal } from '../metrics.js';
import { RETRY_STATUSES, RetryBudget, createUpstreamBreaker, retryAfterMs, retryPolicy, type UpstreamBreaker } from './breaker.js';
import { UpstreamError, basicSecrets, errorFromResponse, errorFromTransport, toGraphQLError } from './errors.js';

/** Query parameters; undefined and null values are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

export interface UpstreamClient {
  /**
   * A session for one GraphQL operation, bound to the caller's key (undefined = none was sent) and,
   * for key management only, the caller's `Authorization: Basic …` header.
   */
  session(apiKey: string | undefined, basicAuth?: string): UpstreamSession;
  close(): Promise<void>;
  /** Open while the upstream is failing: requests fail fast (UPSTREAM_UNAVAILABLE) until a trial succeeds. */
  readonly breaker: UpstreamBreaker;
}

/** The upstream's own budget for one key, from `X-RateLimit-Limit` / `X-RateLimit-Remaining` of its last answer. */
export interface UpstreamRateLimit {
  limit: number;
  remaining: number;
  /** When the upstream reported it (ms since epoch). */
  at: number;
}

/** How a request authenticates: the caller's API key (every endpoint) or Basic credentials (AUTH-1). */
export type UpstreamAuth = 'key' | 'basic';

/** Options of a write (POST, PATCH, PUT, DELETE). */
export interface WriteOptions {
  query?: Query;
  /** JSON-serialised unless it is a FormData or a stream (multipart uploads; set `contentType` then). */
  body?: unknown;
  contentType?: string;
  auth?: UpstreamAuth;
}

export type WriteMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function createUpstreamClient(config: UpstreamConfig & { url: string }, logger: Logger): UpstreamClient {
  const base = new URL(config.url);
  const origin = base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  const agent = new Agent({
    connections: config.poolSize,
    keepAliveTimeout: config.keepAliveMs,
    headersTimeout: config.headersTimeoutMs,
    bodyTimeout: config.bodyTimeoutMs,
    connect: { timeout: config.connectTimeoutMs },
  });
  const budget = new RetryBudget(config.retryBudgetPercent);
  // GETs only: a write that timed out may have happened, so it is never repeated blindly.
  const dispatcher = agent.compose(
    interceptors.retry({
      maxRetries: config.retries,
      methods: ['GET'],
      statusCodes: RETRY_STATUSES,
      // Jitter, Retry-After and the budget (breaker.ts); undici drives the attempts.
      retry: retryPolicy({ retries: config.retries, minMs: config.retryMinMs, maxMs: config.retryMaxMs, budget }),
      // Hand the last answer back instead of throwing, so its status and body reach the error mapper.
      throwOnError: false,
    }),
  );
  const breaker = createUpstreamBreaker({ threshold: config.breakerThreshold, halfOpenAfterMs: config.breakerHalfOpenMs });
  // Writes go to the agent itself: the retry interceptor must never see them (no blind retries).
  const transport: Transport = {
    dispatcher,
    writeDispatcher: agent,
    origin,
    basePath,
    logger,
    breaker,
    budget,
    rateLimits: new Map(),
    maxRequests: config.maxRequestsPerOperation,
  };
  return {
    session: (apiKey, basicAuth) => new UpstreamSession(transport, apiKey, config.maxConcurrencyPerOperation, basicAuth),
    // Called at shutdown after in-flight operations had their grace period: whatever is left is abandoned.
    close: () => agent.destroy(),
    breaker,
  };
}

interface Transport {
  dispatcher: Dispatcher;
  writeDispatcher: Dispatcher;
  origin: string;
  basePath: string;
  logger: Logger;
  breaker: UpstreamBreaker;
  budget: RetryBudget;
  /** Last reported budget per key (by hash, so the map holds no keys); bounded, oldest dropped first. */
  rateLimits: Map<string, UpstreamRateLimit>;
  maxRequests: number;
}

const MAX_TRACKED_KEYS = 10_000;

/** Printable ASCII without spaces: anything else cannot be a key, so it never leaves the gateway. */
const KEY_SHAPE = /^[\x21-\x7e]{1,256}$/;
const BASIC_SHAPE = /^Basic [A-Za-z0-9+/=]{4,1024}$/;

export class UpstreamSession {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly queue: Array<() => void> = [];
  private active = 0;
  private authFailure: GraphQLError | undefined;
  private sent = 0;
  private deadline: AbortController | undefined;
  private deadlineTimer: NodeJS.Timeout | undefined;
  private keyHash: string | undefined;
  private logger: Logger;
  private readonly writeListeners: Array<() => void> = [];

  constructor(
    private readonly transport: Transport,
    private readonly apiKey: string | undefined,
    private readonly maxConcurrency: number,
    private readonly basicAuth?: string,
  ) {
    this.logger = transport.logger;
    if (!apiKey) this.authFailure = toGraphQLError(new UpstreamError('UNAUTHENTICATED', 'Missing x-api-key header'));
    else if (!KEY_SHAPE.test(apiKey)) this.authFailure = toGraphQLError(new UpstreamError('UNAUTHENTICATED', 'The API key is missing or invalid'));
  }

  /**
   * GET `path` (relative to the REST base) and parse the JSON body. Identical GETs of one operation
   * share one request. `resource` names the thing for error messages ("accounts"), never the URL.
   * Rejects with a GraphQLError carrying the mapped `extensions.code`.
   */
  get<T>(resource: string, path: string, query: Query = {}, auth: UpstreamAuth = 'key'): Promise<T> {
    const url = buildPath(this.transport.basePath, path, query);
    const shareKey = `${auth} ${url}`;
    let pending = this.inFlight.get(shareKey);
    if (!pending) {
      pending = this.schedule(() => this.send(resource, 'GET', url, auth));
      this.inFlight.set(shareKey, pending);
    }
    return pending as Promise<T>;
  }

  /**
   * A write: never shared, never retried (a write that timed out may have happened). It forgets every
   * GET this operation has made, so what a mutation payload reads afterwards reflects the write.
   * Resolves with the parsed body.
   */
  async write<T>(method: WriteMethod, resource: string, path: string, options: WriteOptions = {}): Promise<T> {
    return (await this.writeResponse<T>(method, resource, path, options)).body;
  }

  /** `write`, with the status too (POST /accounts answers 201 when created, 200 when matched, ACC-9). */
  async writeResponse<T>(method: WriteMethod, resource: string, path: string, options: WriteOptions = {}): Promise<{ status: number; body: T }> {
    const url = buildPath(this.transport.basePath, path, options.query ?? {});
    try {
      return (await this.schedule(() => this.send(resource, method, url, options.auth ?? 'key', options))) as { status: number; body: T };
    } finally {
      this.inFlight.clear();
      for (const listener of this.writeListeners) listener();
    }
  }

  /** Runs `listener` after every write (the context drops its DataLoaders' cached records with it). */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  /** Upstream requests this operation has sent (first attempts; shared GETs count once). */
  get requestCount(): number {
    return this.sent;
  }

  /** The upstream's budget for this session's key as last reported, if it ever was. */
  rateLimit(): UpstreamRateLimit | undefined {
    return this.apiKey ? this.transport.rateLimits.get(this.hashKey()) : undefined;
  }

  /** Logs of this operation's upstream calls go through `logger` (carries the request id). */
  useLogger(logger: Logger): void {
    this.logger = logger;
  }

  /**
   * Starts the operation deadline: when it passes, requests in flight are abandoned and later ones fail
   * at once with UPSTREAM_UNAVAILABLE, so the operation answers with what it has. Queries and mutations
   * only; a subscription's session lives as long as the subscription.
   */
  startDeadline(ms: number): void {
    if (this.deadline) return;
    const controller = (this.deadline = new AbortController());
    // Every upstream request of the operation listens to this one signal; 100 in flight is normal.
    setMaxListeners(0, controller.signal);
    this.deadlineTimer = setTimeout(() => {
      controller.abort(new UpstreamError('UPSTREAM_UNAVAILABLE', `The operation deadline (${ms} ms) passed before the upstream API answered`));
      // Waiters wake to fail at once; each takes a slot it gives back, so the count stays right.
      const waiting = this.queue.splice(0);
      this.active += waiting.length;
      for (const wake of waiting) wake();
    }, ms);
    this.deadlineTimer.unref();
  }

  /** Stops the deadline timer once the operation has its result. */
  endDeadline(): void {
    clearTimeout(this.deadlineTimer);
  }

  private hashKey(): string {
    return (this.keyHash ??= createHash('sha256').update(this.apiKey ?? '').digest('base64url'));
  }

  private remember(headers: Dispatcher.ResponseData['headers']): void {
    const limit = Number(headers['x-ratelimit-limit']);
    const remaining = Number(headers['x-ratelimit-remaining']);
    if (!Number.isFinite(limit) || !Number.isFinite(remaining)) return;
    const map = this.transport.rateLimits;
    const key = this.hashKey();
    map.delete(key);
    map.set(key, { limit, remaining, at: Date.now() });
    if (map.size > MAX_TRACKED_KEYS) map.delete(map.keys().next().value!);
  }

  private async schedule<T>(task: () => Promise<T>): Promise<T> {
    // A finishing request hands its slot straight to the next waiter, so the cap is never overshot.
    if (this.active >= this.maxConcurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }

  private headers(auth: UpstreamAuth): Record<string, string> {
    if (auth === 'basic') {
      if (!this.basicAuth || !BASIC_SHAPE.test(this.basicAuth)) {
        throw toGraphQLError(new UpstreamError('UNAUTHENTICATED', 'Key management needs the caller\'s Authorization: Basic credentials'));
      }
      return { authorization: this.basicAuth, accept: 'application/json' };
    }
    // A rejected key fails every later call of the operation without another upstream request.
    if (this.authFailure) throw this.authFailure;
    return { 'x-api-key': this.apiKey!, accept: 'application/json' };
  }

  private async send(resource: string, method: 'GET' | WriteMethod, url: string, auth: UpstreamAuth, write?: WriteOptions): Promise<unknown> {
    const headers = this.headers(auth);
    const { dispatcher, writeDispatcher, origin, breaker, budget, maxRequests } = this.transport;
    const logger = this.logger;
    const signal = this.deadline?.signal;
    if (signal?.aborted) throw toGraphQLError(signal.reason as UpstreamError);
    if (++this.sent > maxRequests) {
      throw createGraphQLError(`This operation needs more than ${maxRequests} upstream requests; ask for fewer records or split it`, {
        extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'upstreamRequests', max: maxRequests },
      });
    }
    if (method === 'GET') budget.deposit();
    const route = routeTemplate(pathOnly(url).slice(this.transport.basePath.length));
    let body: Dispatcher.DispatchOptions['body'];
    if (write?.body !== undefined) {
      const raw = write.body;
      if (raw instanceof FormData || (raw && typeof (raw as NodeJS.ReadableStream).pipe === 'function')) {
        body = raw as Dispatcher.DispatchOptions['body'];
        if (write.contentType) headers['content-type'] = write.contentType;
      } else {
        body = JSON.stringify(raw);
        headers['content-type'] = 'application/json';
      }
    }
    const started = performance.now();
    let res: Answer;
    try {
      res = await breaker.execute(resource, () =>
        method === 'GET' ? bufferedGet(dispatcher, { origin, path: url, method, headers }, signal) : writeDispatcher.request({ origin, path: url, method, headers, body, signal }),
      );
    } catch (cause) {
      const ms = elapsed(started);
      if (cause instanceof UpstreamError) {
        // The circuit is open or the operation deadline passed: no answer was awaited from upstream.
        upstreamErrorsTotal.inc({ method, route, status: signal?.aborted ? 'deadline' : 'circuit_open' });
        throw toGraphQLError(cause);
      }
      upstreamErrorsTotal.inc({ method, route, status: 'transport' });
      upstreamDuration.observe({ method, route, status: 'transport' }, ms / 1000);
      logger.warn({ resource, method, route, err: failureCode(cause), ms }, 'upstream request failed');
      throw toGraphQLError(errorFromTransport(resource, cause, method !== 'GET'));
    }
    if (auth === 'key' && res.statusCode !== 401) this.remember(res.headers);
    let text: string;
    try {
      text = await res.body.text();
    } catch (cause) {
      // The answer broke off (body timeout, reset, operation deadline): an error, never an empty success.
      if (signal?.aborted) throw toGraphQLError(signal.reason as UpstreamError);
      upstreamErrorsTotal.inc({ method, route, status: 'transport' });
      logger.warn({ resource, method, route, err: failureCode(cause), ms: elapsed(started) }, 'upstream answer broke off');
      throw toGraphQLError(errorFromTransport(resource, cause, method !== 'GET'));
    }
    const ms = elapsed(started);
    upstreamDuration.observe({ method, route, status: `${Math.floor(res.statusCode / 100)}xx` }, ms / 1000);
    if (res.statusCode >= 200 && res.statusCode < 300) {
      logger.debug({ resource, method, path: pathOnly(url), status: res.statusCode, ms }, 'upstream');
      try {
        const parsed = text ? JSON.parse(text) : null;
        return write ? { status: res.statusCode, body: parsed } : parsed;
      } catch {
        throw toGraphQLError(new UpstreamError('UPSTREAM_ERROR', `${resource}: the upstream API sent an unreadable answer`, { status: res.statusCode }));
      }
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    upstreamErrorsTotal.inc({ method, route, status: String(res.statusCode) });
    const wait = retryAfterMs(res.headers['retry-after']);
    const error = errorFromResponse(resource, res.statusCode, parsed, wait === undefined ? undefined : Math.ceil(wait / 1000), [this.apiKey, ...basicSecrets(this.basicAuth)]);
    (res.statusCode >= 500 ? logger.warn : logger.debug).call(logger, { resource, method, path: pathOnly(url), status: res.statusCode, code: error.details.upstreamCode, ms }, 'upstream error');
    const graphqlError = toGraphQLError(error);
    if (error.code === 'UNAUTHENTICATED' && auth === 'key') this.authFailure = graphqlError;
    throw graphqlError;
  }
}

/** What `send` reads of an answer: undici's `request()` result (writes) or a buffered GET. */
type Answer = Pick<Dispatcher.ResponseData, 'statusCode' | 'headers'> & { body: { text(): Promise<string> } };

/**
 * A GET through `dispatcher` (the retry interceptor included) with a handler that keeps the body as
 * chunks: `request()` wraps every answer in a stream and an async resource, about a third of a small
 * GET's CPU (bench: 75 account GETs per analyst list). Like `request()`, it resolves at the headers and
 * the body may still fail; the signal abandons either stage at once with its reason.
 */
function bufferedGet(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, signal: AbortSignal | undefined): Promise<Answer> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const handler = new BufferedAnswer(signal);
  dispatcher.dispatch(options, handler);
  return handler.head;
}

/** One answer's handler; a class so that nothing is allocated per request beyond its fields and promises. */
class BufferedAnswer implements Dispatcher.DispatchHandler {
  readonly head: Promise<Answer>;
  private readonly body: Promise<string>;
  private readonly chunks: Buffer[] = [];
  private controller: Dispatcher.DispatchController | undefined;
  private headPending = true;
  private resolveHead!: (answer: Answer) => void;
  private rejectHead!: (error: unknown) => void;
  private resolveText!: (text: string) => void;
  private rejectText!: (error: unknown) => void;

  constructor(private readonly signal: AbortSignal | undefined) {
    this.head = new Promise<Answer>((resolve, reject) => {
      this.resolveHead = resolve;
      this.rejectHead = reject;
    });
    this.body = new Promise<string>((resolve, reject) => {
      this.resolveText = resolve;
      this.rejectText = reject;
    });
    // Failures reach `send` through `text()`; this only keeps an unread one from counting as unhandled.
    this.body.catch(() => {});
    signal?.addEventListener('abort', this, { once: true });
  }

  /** The signal's abort listener (EventTarget calls `handleEvent` of an object listener). */
  handleEvent(): void {
    this.controller?.abort(this.signal!.reason);
    this.fail(this.signal!.reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: Dispatcher.ResponseData['headers']): void {
    this.headPending = false;
    this.resolveHead({ statusCode, headers, body: this });
  }

  /** The whole body, once it has arrived (the `body.text()` of the answer). */
  text(): Promise<string> {
    return this.body;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.signal?.removeEventListener('abort', this);
    const chunks = this.chunks;
    this.resolveText(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  private fail(error: unknown): void {
    this.signal?.removeEventListener('abort', this);
    if (this.headPending) this.rejectHead(error);
    else this.rejectText(error);
    this.headPending = false;
  }
}

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

/** A transport failure by its code (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT …): undici's messages name the upstream host and port. */
const failureCode = (cause: unknown): string => {
  const c = cause as { code?: unknown; name?: unknown };
  return typeof c?.code === 'string' ? c.code : typeof c?.name === 'string' ? c.name : 'unknown';
};

/** Logged paths leave the query out: it may hold searched names, e-mails or phone numbers. */
const pathOnly = (url: string) => url.split('?')[0];
const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
