/**
 * `useSseSingleConnection()`: graphql-sse's single-connection mode on `/graphql/stream`, served by
 * graphql-sse's own fetch handler (the protocol's reference server). The client reserves a stream with a
 * `PUT` (the answer is its token), opens it with a `GET` carrying the token, then sends each operation as
 * a `POST` with the token; every result comes over the one stream. Its distinct-connections mode (one
 * `POST` with `Accept: text/event-stream` per operation) is what `/graphql` itself serves, with event ids
 * and resume, and this endpoint answers it too.
 *
 * Operations run through the gateway's own envelop: the same parse and validation limits, context (the
 * key of the `POST` that carries the operation), cost and execution plugins; their errors get the closed
 * set of codes. The protocol keeps reserved streams until they are opened, so the guards are here:
 * - every request needs an API key (`x-api-key` or `Authorization`), or gets 401 before anything is kept;
 * - a body (an operation) must say its length, at most GRAPHQL_MAX_BODY_BYTES (411 / 413 otherwise);
 * - at most MAX_PENDING reservations wait to be opened at once (503 with `Retry-After` beyond), and one not
 *   opened within RESERVATION_TTL_MS is opened and closed here, which drops it from the handler;
 * - of those, keys the upstream has not accepted on this instance (a new key, a wrong one, Basic
 *   credentials) hold at most a tenth together, so a stranger sending made-up keys cannot take the
 *   reservations of users whose keys work.
 */
import { randomUUID } from 'node:crypto';
import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/fetch';
import { TOKEN_HEADER_KEY, TOKEN_QUERY_KEY } from 'graphql-sse';
import { isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga';
import { closedSetError } from './use-error-codes.js';

export const SSE_STREAM_PATH = '/graphql/stream';
/** Reservations waiting for their stream to be opened, all clients together. */
const MAX_PENDING = 1000;
/** The share of MAX_PENDING that keys not accepted by the upstream may hold together. */
const STRANGERS_SHARE = 0.1;
/** How long a reservation waits for its stream (graphql-sse's client opens it right after the PUT). */
const RESERVATION_TTL_MS = 30_000;

function closedSet(result: ExecutionResult): ExecutionResult {
  return result.errors?.length ? Object.assign({}, result, { errors: result.errors.map((e) => closedSetError(e)) }) : result;
}

const CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 503: 'RATE_LIMITED' };

function errorBody(status: number, message: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code: CODES[status] ?? 'BAD_USER_INPUT' } }] });
}

/** A refusal as graphql-sse's handler answers one: body and init. */
function refusal(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): [string, ResponseInit & { status: number; statusText: string; headers: Record<string, string> }] {
  return [errorBody(status, message), { status, statusText: '', headers: { 'content-type': 'application/json; charset=utf-8', ...headers } }];
}

/** The same refusal as a fetch Response (Yoga's own Response class), before graphql-sse's handler. */
function refused(fetchAPI: { Response: typeof Response }, status: number, message: string): Response {
  return new fetchAPI.Response(errorBody(status, message), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export interface SseOptions {
  maxBodyBytes: number;
  maxPending?: number;
  reservationTtlMs?: number;
  /** Whether the upstream has accepted this API key lately (on this instance); none given: no key is. */
  knownKey?: (apiKey: string) => boolean;
}

/** A reservation not yet opened: its expiry timer, and whether a key the upstream had not accepted made it. */
interface Reservation {
  timer: NodeJS.Timeout;
  stranger: boolean;
}

export function useSseSingleConnection(options: SseOptions): Plugin {
  const maxPending = options.maxPending ?? MAX_PENDING;
  const maxStrangers = Math.max(1, Math.floor(maxPending * STRANGERS_SHARE));
  const ttl = options.reservationTtlMs ?? RESERVATION_TTL_MS;
  /** Reserved, not yet opened, by token. */
  const pending = new Map<string, Reservation>();
  /** Of those, the ones strangers hold. */
  let strangers = 0;
  const unreserve = (token: string) => {
    const reservation = pending.get(token);
    if (!reservation) return;
    clearTimeout(reservation.timer);
    if (reservation.stranger) strangers--;
    pending.delete(token);
  };
  const expiring = new WeakSet<Request>();
  const serverContexts = new WeakMap<Request, object>();
  /** The server context (node's `res`) of each open stream, by token: its operations live as long as it. */
  const streams = new Map<string, object>();
  const tokenOf = (request: Request) => request.headers.get(TOKEN_HEADER_KEY) ?? new URL(request.url).searchParams.get(TOKEN_QUERY_KEY);
  let handler: ((request: Request) => Promise<Response>) | undefined;

  const expire = async (token: string) => {
    unreserve(token);
    const request = new Request(`http://gateway${SSE_STREAM_PATH}?${TOKEN_QUERY_KEY}=${encodeURIComponent(token)}`, {
      headers: { accept: 'text/event-stream' },
    });
    expiring.add(request);
    // Opening the stream and cancelling it at once ends it: graphql-sse then forgets the token.
    const response = await handler?.(request).catch(() => undefined);
    await response?.body?.cancel().catch(() => undefined);
  };

  return {
    onYogaInit({ yoga }) {
      handler = createHandler(
        {
          authenticate(req) {
            const request = req.raw as Request;
            if (expiring.has(request)) return new URL(request.url).searchParams.get(TOKEN_QUERY_KEY) ?? '';
            if (!request.headers.get('x-api-key') && !request.headers.get('authorization')) {
              return refusal(401, 'An API key is needed: send it in x-api-key with every request of the stream.');
            }
            const token = tokenOf(request);
            if (req.method !== 'PUT') {
              // The stream is opened: no longer waiting.
              if (token && request.headers.get('accept') === 'text/event-stream') unreserve(token);
              return token ?? undefined;
            }
            const key = request.headers.get('x-api-key');
            const stranger = !key || !options.knownKey?.(key);
            if (pending.size >= maxPending || (stranger && strangers >= maxStrangers)) {
              return refusal(503, 'Too many streams are reserved and not yet opened; try again shortly.', { 'retry-after': '5' });
            }
            const reserved = randomUUID();
            const timer = setTimeout(() => void expire(reserved), ttl);
            timer.unref?.();
            pending.set(reserved, { timer, stranger });
            if (stranger) strangers++;
            return reserved;
          },
          onSubscribe(req, params) {
            const request = req.raw as Request;
            // An operation sent to an open stream belongs to the stream, not to its POST (answered at once):
            // a subscription ends when the stream's client goes, and a too-slow one cuts the stream.
            const token = tokenOf(request);
            const server = (token && streams.get(token)) || serverContexts.get(request);
            const enveloped = yoga.getEnveloped(Object.assign({}, server, { request, params }));
            const document = enveloped.parse(params.query);
            const errors = enveloped.validate(enveloped.schema, document);
            // Refused as graphql-sse refuses a document it cannot run (400), with the closed set of codes.
            if (errors.length > 0) {
              const body = JSON.stringify({ errors: errors.map((e: GraphQLError) => closedSetError(e).toJSON()) });
              return [body, { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } }];
            }
            return Promise.resolve(enveloped.contextFactory()).then((contextValue) => {
              const args = { schema: enveloped.schema, document, contextValue, variableValues: params.variables, operationName: params.operationName };
              const run = getOperationAST(document, params.operationName)?.operation === 'subscription' ? enveloped.subscribe : enveloped.execute;
              return Promise.resolve(run(args)).then((result) =>
                isAsyncIterable(result) ? mapAsyncIterator(result, (r) => closedSet(r as ExecutionResult)) : closedSet(result as ExecutionResult),
              );
            });
          },
        },
        yoga.fetchAPI,
      );
    },
    onRequest({ request, url, endResponse, serverContext, fetchAPI }) {
      if (url.pathname !== SSE_STREAM_PATH || !handler) return;
      if (request.method === 'POST') {
        const length = request.headers.get('content-length');
        if (length === null) return endResponse(refused(fetchAPI, 411, 'Send the operation with its Content-Length.'));
        if (Number(length) > options.maxBodyBytes) return endResponse(refused(fetchAPI, 413, `The body is larger than ${options.maxBodyBytes} bytes.`));
      }
      serverContexts.set(request, serverContext as object);
      const token = tokenOf(request);
      if (request.method === 'GET' && token && pending.has(token)) {
        streams.set(token, serverContext as object);
        const forget = () => streams.delete(token);
        request.signal.addEventListener('abort', forget, { once: true });
        (serverContext as { res?: { once?: (event: 'close', listener: () => void) => void } }).res?.once?.('close', forget);
      }
      return handler(request).then(endResponse);
    },
    onDispose() {
      for (const reservation of pending.values()) clearTimeout(reservation.timer);
      pending.clear();
      strangers = 0;
      streams.clear();
    },
  };
}
