/**
 * The only code that speaks HTTP to the REST API. One undici Agent per process (keep-alive pool,
 * connect/headers/body timeouts, bounded GET retries honouring Retry-After); per GraphQL operation a
 * `UpstreamSession` bound to the caller's `x-api-key`, which shares identical in-flight GETs, caps the
 * operation's concurrency and stops calling upstream once the key has been rejected.
 */
import { Agent, interceptors, type Dispatcher } from 'undici';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { UpstreamConfig } from '../config.js';
import { UpstreamError, errorFromResponse, errorFromTransport, toGraphQLError } from './errors.js';

/** Query parameters; undefined and null values are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

export interface UpstreamClient {
  /** A session for one GraphQL operation, bound to the caller's key (undefined = none was sent). */
  session(apiKey: string | undefined): UpstreamSession;
  close(): Promise<void>;
}

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
  // GETs only: a write that timed out may have happened, so it is never repeated blindly.
  const dispatcher = agent.compose(
    interceptors.retry({
      maxRetries: config.retries,
      minTimeout: config.retryMinMs,
      maxTimeout: config.retryMaxMs,
      methods: ['GET'],
      statusCodes: [429, 502, 503, 504],
      // Hand the last answer back instead of throwing, so its status and body reach the error mapper.
      throwOnError: false,
    }),
  );
  const transport: Transport = { dispatcher, origin, basePath, logger };
  return {
    session: (apiKey) => new UpstreamSession(transport, apiKey, config.maxConcurrencyPerOperation),
    close: () => agent.close(),
  };
}

interface Transport {
  dispatcher: Dispatcher;
  origin: string;
  basePath: string;
  logger: Logger;
}

/** Printable ASCII without spaces: anything else cannot be a key, so it never leaves the gateway. */
const KEY_SHAPE = /^[\x21-\x7e]{1,256}$/;

export class UpstreamSession {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly queue: Array<() => void> = [];
  private active = 0;
  private authFailure: GraphQLError | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly apiKey: string | undefined,
    private readonly maxConcurrency: number,
  ) {
    if (!apiKey) this.authFailure = toGraphQLError(new UpstreamError('UNAUTHENTICATED', 'Missing x-api-key header'));
    else if (!KEY_SHAPE.test(apiKey)) this.authFailure = toGraphQLError(new UpstreamError('UNAUTHENTICATED', 'The API key is missing or invalid'));
  }

  /**
   * GET `path` (relative to the REST base) and parse the JSON body. Identical GETs of one operation
   * share one request. `resource` names the thing for error messages ("accounts"), never the URL.
   * Rejects with a GraphQLError carrying the mapped `extensions.code`.
   */
  get<T>(resource: string, path: string, query: Query = {}): Promise<T> {
    const url = buildPath(this.transport.basePath, path, query);
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.schedule(() => this.send(resource, url));
      this.inFlight.set(url, pending);
    }
    return pending as Promise<T>;
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

  private async send(resource: string, url: string): Promise<unknown> {
    // A rejected key fails every later call of the operation without another upstream request.
    if (this.authFailure) throw this.authFailure;
    const { dispatcher, origin, logger } = this.transport;
    const started = performance.now();
    let res: Dispatcher.ResponseData;
    try {
      res = await dispatcher.request({
        origin,
        path: url,
        method: 'GET',
        headers: { 'x-api-key': this.apiKey!, accept: 'application/json' },
      });
    } catch (cause) {
      logger.warn({ resource, path: pathOnly(url), err: (cause as Error)?.message, ms: elapsed(started) }, 'upstream request failed');
      throw toGraphQLError(errorFromTransport(resource, cause));
    }
    const text = await res.body.text().catch(() => '');
    const ms = elapsed(started);
    if (res.statusCode >= 200 && res.statusCode < 300) {
      logger.debug({ resource, path: pathOnly(url), status: res.statusCode, ms }, 'upstream');
      try {
        return text ? JSON.parse(text) : null;
      } catch {
        throw toGraphQLError(new UpstreamError('UPSTREAM_ERROR', `${resource}: the upstream API sent an unreadable answer`, { status: res.statusCode }));
      }
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const retryAfter = Number(res.headers['retry-after']);
    const error = errorFromResponse(resource, res.statusCode, body, Number.isFinite(retryAfter) ? retryAfter : undefined, this.apiKey);
    (res.statusCode >= 500 ? logger.warn : logger.debug).call(logger, { resource, path: pathOnly(url), status: res.statusCode, code: error.details.upstreamCode, ms }, 'upstream error');
    const graphqlError = toGraphQLError(error);
    if (error.code === 'UNAUTHENTICATED') this.authFailure = graphqlError;
    throw graphqlError;
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

/** Logged paths leave the query out: it may hold searched names, e-mails or phone numbers. */
const pathOnly = (url: string) => url.split('?')[0];
const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
