/**
 * The wire: one undici Agent per process (keep-alive pool, connect/headers/body timeouts), bounded GET
 * retries honouring Retry-After (retry.ts, driven per answer), a circuit breaker per route, and a cap on
 * the size of an answer. It answers status, headers and body text, or throws an UpstreamError; it knows
 * nothing of keys, caching or GraphQL.
 */
import { Agent, type Dispatcher, type RetryHandler } from 'undici';
import type { Logger } from 'pino';
import type { UpstreamConfig } from '../config.js';
import { routeTemplate, upstreamDuration, upstreamErrorsTotal } from '../metrics.js';
import { createBreakers, type UpstreamBreakers } from './breaker.js';
import { RETRY_STATUSES, RetryBudget, retryPolicy } from './retry.js';
import { UpstreamError, errorFromTransport } from './errors.js';
import { countRetries, withUpstreamSpans } from '../tracing.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface WireRequest {
  method: Method;
  /** Path from the origin, query included (`/v1/accounts?page=1`). */
  path: string;
  headers: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  /** Names the thing in error messages ("accounts"), never the URL. */
  resource: string;
  /** The operation deadline or a shared GET's stop: aborted, it fails the request at once; `abandon(signal)` ends it in flight. */
  signal?: Stop;
  /** The logger for this request's lines, made when one is written. */
  log: () => Logger;
  /** How long it waited for its place under the key's rate, ms (for its trace span). */
  pacedMs?: number;
}

/** What ends a request: an AbortSignal, or an object with its `aborted` and `reason` (a shared GET's FlightStop). */
export interface Stop {
  readonly aborted: boolean;
  readonly reason: unknown;
}

export interface WireAnswer {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  text: string;
}

export interface Transport {
  send(request: WireRequest): Promise<WireAnswer>;
  /** The REST base path (`/v1`), for building request paths. */
  readonly basePath: string;
  /** The upstream's host name: never shown to a client. */
  readonly host: string;
  readonly breakers: UpstreamBreakers;
  /**
   * Ends every request sent with `signal` and still in flight, with the signal's reason: whoever aborts a
   * signal it passed to `send` calls this (the operation deadline does). A request sent after the abort
   * fails at once.
   */
  abandon(signal: Stop): void;
  close(): Promise<void>;
}

/** `logger`: the upstream logger, whose level says whether a line per answer is written (debug). */
export function createTransport(config: UpstreamConfig & { url: string }, logger: Logger): Transport {
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
  // GETs only: a write that timed out may have happened, so it is never repeated blindly. Jitter,
  // Retry-After and the budget are retry.ts's; BufferedAnswer drives the attempts.
  const retry = countRetries(retryPolicy({ retries: config.retries, minMs: config.retryMinMs, maxMs: config.retryMaxMs, budget }));
  const breakers = createBreakers({ threshold: config.breakerThreshold, halfOpenAfterMs: config.breakerHalfOpenMs });
  const maxBytes = config.maxAnswerBytes;

  // With tracing on, each request is a span whose traceparent goes upstream (src/tracing.ts).
  return withUpstreamSpans<Transport>({
    basePath,
    host: base.hostname,
    breakers,
    abandon: abandonInFlight,
    close: () => agent.destroy(),
    async send({ method, path, headers, body, resource, signal, log }) {
      if (signal?.aborted) throw signal.reason;
      if (method === 'GET') budget.deposit();
      const route = `${method} ${routeTemplate(pathOnly(path).slice(basePath.length))}`;
      const started = performance.now();
      let head: Head;
      try {
        head = await breakers.execute(route, resource, () =>
          dispatch(agent, { origin, path, method, headers, body }, signal, maxBytes, method === 'GET' ? retry : undefined),
        );
      } catch (cause) {
        if (cause instanceof UpstreamError) {
          // The circuit is open, the deadline passed or the answer was too large: no usable answer.
          upstreamErrorsTotal.inc({ method, route: routeOnly(route), status: signal?.aborted ? 'deadline' : (cause.details.reason ?? 'circuit_open') });
          throw cause;
        }
        upstreamErrorsTotal.inc({ method, route: routeOnly(route), status: 'transport' });
        upstreamDuration.observe({ method, route: routeOnly(route), status: 'transport' }, elapsed(started) / 1000);
        log().warn({ resource, method, route: routeOnly(route), err: failureCode(cause), ms: elapsed(started) }, 'upstream request failed');
        throw errorFromTransport(resource, cause, method !== 'GET');
      }
      let text: string;
      try {
        text = await head.text();
      } catch (cause) {
        // The answer broke off (body timeout, reset, deadline, size cap): an error, never an empty success.
        if (signal?.aborted) throw signal.reason;
        if (cause instanceof UpstreamError) {
          upstreamErrorsTotal.inc({ method, route: routeOnly(route), status: cause.details.reason ?? 'transport' });
          log().warn({ resource, method, route: routeOnly(route), err: cause.details.reason, ms: elapsed(started) }, 'upstream answer refused');
          throw new UpstreamError(cause.code, `${resource}: ${cause.message}`, cause.details);
        }
        upstreamErrorsTotal.inc({ method, route: routeOnly(route), status: 'transport' });
        log().warn({ resource, method, route: routeOnly(route), err: failureCode(cause), ms: elapsed(started) }, 'upstream answer broke off');
        throw errorFromTransport(resource, cause, method !== 'GET');
      }
      const ms = elapsed(started);
      upstreamDuration.observe({ method, route: routeOnly(route), status: `${Math.floor(head.statusCode / 100)}xx` }, ms / 1000);
      if (head.statusCode >= 300) upstreamErrorsTotal.inc({ method, route: routeOnly(route), status: String(head.statusCode) });
      // Per answer on the hot path: the fields are built only when debug lines are written.
      else if (logger.isLevelEnabled('debug')) log().debug({ resource, method, path: pathOnly(path), status: head.statusCode, ms }, 'upstream');
      return { status: head.statusCode, headers: head.headers, text };
    },
  });
}

/** What `dispatch` resolves with at the headers; the body may still fail. */
interface Head {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  text(): Promise<string>;
}

/**
 * One request whose body is kept as chunks, without the stream `request()` builds per answer (costly on
 * small GETs). Resolves at the headers; `abandon(signal)` ends either stage with the signal's reason.
 * With `retry` (GETs), a retryable status or a failure before the headers is sent again as it allows.
 */
function dispatch(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  signal: Stop | undefined,
  maxBytes: number,
  retry?: RetryHandler.RetryCallback,
): Promise<Head> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const handler = new BufferedAnswer(signal, maxBytes, dispatcher, options, retry);
  dispatcher.dispatch(options, handler);
  return handler.head;
}

/**
 * Answers in flight per abort signal (an operation's deadline), abandoned together by `abandonInFlight`:
 * the deadline says so directly, so no listener on the signal is needed (they are costly per operation).
 * Kept on the signal, not in a process-wide WeakMap: young-generation GCs kept what an old WeakMap's
 * entries held (the answers' texts among them) until a full GC, about 85 KB per operation of 37 GETs.
 */
const ANSWERS = Symbol('answers in flight');
type Watched = Stop & { [ANSWERS]?: Set<BufferedAnswer> };

function watch(signal: Watched, answer: BufferedAnswer): void {
  signal[ANSWERS] ??= new Set<BufferedAnswer>();
  signal[ANSWERS].add(answer);
}

function abandonInFlight(signal: Watched): void {
  const answers = signal[ANSWERS];
  if (answers) for (const answer of answers) answer.abandon();
}

/**
 * One answer's handler; a class so that nothing is allocated per request beyond its fields and promises.
 * It drives its own retries: undici's retry interceptor cost a tenth of a sequential GET's CPU.
 */
class BufferedAnswer implements Dispatcher.DispatchHandler {
  readonly head: Promise<Head>;
  private readonly body: Promise<string>;
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private controller: Dispatcher.DispatchController | undefined;
  private headPending = true;
  private settled = false;
  /** The attempt under way, from 1 (the retry policy's counter). */
  private attempt = 1;
  /** A retry was granted: this attempt's body is read and dropped, then the request goes again. */
  private discarding = false;
  private resolveHead!: (answer: Head) => void;
  private rejectHead!: (error: unknown) => void;
  private resolveText!: (text: string) => void;
  private rejectText!: (error: unknown) => void;

  constructor(
    private readonly signal: Stop | undefined,
    private readonly maxBytes: number,
    private readonly dispatcher: Dispatcher,
    private readonly options: Dispatcher.DispatchOptions,
    private readonly retry: RetryHandler.RetryCallback | undefined,
  ) {
    this.head = new Promise<Head>((resolve, reject) => {
      this.resolveHead = resolve;
      this.rejectHead = reject;
    });
    this.body = new Promise<string>((resolve, reject) => {
      this.resolveText = resolve;
      this.rejectText = reject;
    });
    // Failures reach `send` through `text()`; this only keeps an unread one from counting as unhandled.
    this.body.catch(() => {});
    if (signal) watch(signal, this);
  }

  /** The signal was aborted: the request and its answer are abandoned with the signal's reason. */
  abandon(): void {
    this.fail(this.signal!.reason);
    this.controller?.abort(this.signal!.reason as Error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: Dispatcher.ResponseData['headers']): void {
    if (this.retry && RETRY_STATUSES.includes(statusCode)) {
      // As undici's retry handler does: the policy decides with the body paused; refused, this answer is the last.
      const error = Object.assign(new Error(`upstream answered ${statusCode}`), { code: 'UND_ERR_REQ_RETRY', statusCode, headers });
      controller.pause();
      this.retry(error, { state: { counter: this.attempt }, opts: this.options }, (refused) => {
        if (this.settled) return;
        if (refused) this.answer(controller, statusCode, headers);
        else this.discarding = true;
        controller.resume();
      });
      return;
    }
    this.answer(controller, statusCode, headers);
  }

  private answer(controller: Dispatcher.DispatchController, statusCode: number, headers: Dispatcher.ResponseData['headers']): void {
    const declared = Number(headers['content-length']);
    this.headPending = false;
    this.resolveHead({ statusCode, headers, text: () => this.body });
    // A declared length over the cap is refused before a byte of the body is read.
    if (declared > this.maxBytes) this.tooLarge(controller);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.settled || this.discarding) return;
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.tooLarge(controller);
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (this.settled) return;
    if (this.discarding) {
      this.again();
      return;
    }
    this.settled = true;
    (this.signal as Watched | undefined)?.[ANSWERS]?.delete(this);
    const chunks = this.chunks;
    // One chunk (the usual small answer) is decoded as it is, without a copy.
    const only = chunks.length === 1 ? chunks[0] : undefined;
    this.resolveText((only ?? Buffer.concat(chunks)).toString('utf8'));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.settled) return;
    // No answer yet (a reset, a refused connection): the policy may send it again.
    if (this.retry && this.headPending) {
      this.retry(error, { state: { counter: this.attempt }, opts: this.options }, (refused) => {
        if (this.settled) return;
        if (refused) this.fail(refused);
        else this.again();
      });
      return;
    }
    this.fail(error);
  }

  /** The next attempt, with this handler: what the last one read is dropped. */
  private again(): void {
    this.discarding = false;
    this.chunks.length = 0;
    this.size = 0;
    this.attempt++;
    this.controller = undefined;
    try {
      this.dispatcher.dispatch(this.options, this);
    } catch (error) {
      this.fail(error);
    }
  }

  private tooLarge(controller: Dispatcher.DispatchController): void {
    const error = new UpstreamError('UPSTREAM_ERROR', `the upstream API sent an answer larger than ${this.maxBytes} bytes`, { reason: 'too_large' });
    this.fail(error);
    this.chunks.length = 0;
    controller.abort(error);
  }

  private fail(error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    (this.signal as Watched | undefined)?.[ANSWERS]?.delete(this);
    if (this.headPending) this.rejectHead(error);
    else this.rejectText(error);
    this.headPending = false;
  }
}

/** A transport failure by its code (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT …): undici's messages name the upstream host and port. */
const failureCode = (cause: unknown): string => {
  const c = cause as { code?: unknown; name?: unknown };
  return typeof c?.code === 'string' ? c.code : typeof c?.name === 'string' ? c.name : 'unknown';
};

/** Logged paths leave the query out: it may hold searched names, e-mails or phone numbers. */
export const pathOnly = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};
const routeOnly = (route: string) => route.slice(route.indexOf(' ') + 1);
const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
