/**
 * GraphQL over WebSocket (graphql-ws protocol) on the gateway's own HTTP server and port, at the same
 * `/graphql` path; subscriptions run through the same Yoga envelop (plugins, limits, context) as SSE.
 * The API key travels in `connectionParams` (`{ "x-api-key": … }`, browsers cannot set WebSocket
 * headers) or in the upgrade request's `x-api-key` header.
 *
 * Bounded before anything is parsed: a message may hold at most `EVENTS_WS_MAX_MESSAGE_BYTES` (ws
 * closes the socket with 1009 beyond), and a connection without a key is closed at its
 * `connection_init` (4403). A subscription refused by a parse, limit or validation error gets that
 * error as its own `error` message; the socket and its other subscriptions go on.
 */
import type { IncomingMessage, Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { CloseCode } from 'graphql-ws';
import type { ExecutionArgs, ExecutionResult, GraphQLError } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { errorCode, gatewayError } from '../errors.js';
import { publicErrors, publicResult } from '../events/wire.js';
import type { Gateway } from './yoga.js';

type Enveloped = ReturnType<Gateway['getEnveloped']>;
interface Roots {
  execute: Enveloped['execute'];
  subscribe: Enveloped['subscribe'];
}

export interface WebSocketEndpoint {
  close(): Promise<void>;
}

type Extra = { socket: WebSocket; request: IncomingMessage };

export function attachWebSocket(gateway: Gateway, server: Server, path = '/graphql'): WebSocketEndpoint {
  const wss = new WebSocketServer({ server, path, maxPayload: gateway.events.limits.wsMaxMessageBytes });
  const endpoint = useServer<Record<string, unknown> | undefined, Extra>(
    {
      execute: (args) => (args.rootValue as Roots).execute(args as ExecutionArgs),
      subscribe: (args) => (args.rootValue as Roots).subscribe(args as ExecutionArgs),
      onConnect: (ctx) => {
        if (apiKey(ctx.connectionParams, ctx.extra.request)) return true;
        ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden: send the API key as connectionParams {"x-api-key": …}');
        return false;
      },
      onSubscribe: async (ctx, _id, params) => {
        try {
          const key = apiKey(ctx.connectionParams, ctx.extra.request);
          // Unreachable while onConnect closes a keyless socket; kept so a refusal never runs an operation.
          if (!key) return [gatewayError('UNAUTHENTICATED', 'Send the API key as connectionParams {"x-api-key": …}')];
          // The context factory reads the caller from a fetch Request, as for HTTP requests.
          const request = new Request(`http://gateway${path}`, { headers: { 'x-api-key': key } });
          const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
            request,
            socket: ctx.extra.socket,
            params,
          } as never);
          // Token and other parse-time limits throw here; validation rules (aliases, depth …) report.
          const document = parse(params.query);
          const errors = validate(schema, document);
          if (errors.length) return errors.map(withCode);
          return {
            schema,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe } satisfies Roots,
          };
        } catch (error) {
          // Refuses this subscription only: a throw here would close the socket (4500) with every other one on it.
          if ((error as { name?: unknown })?.name === 'GraphQLError') return [withCode(error as GraphQLError)];
          gateway.logger.error('graphql-ws subscribe failed', error);
          return [gatewayError('INTERNAL', 'Unexpected error.')];
        }
      },
      // Yoga strips these from the answers it writes; graphql-ws would send them as they are.
      onNext: (_ctx, _id, _payload, _args, result) => publicResult(result as ExecutionResult),
      onError: (_ctx, _id, _payload, errors) => publicErrors(errors),
    },
    wss,
  );
  // ws closes a socket whose message is over maxPayload (1009) and emits the error; graphql-ws's own
  // listener would print it to stderr for every such client. Expected and handled: logged at debug only,
  // and the connection ended at once.
  wss.on('connection', (socket: WebSocket) => {
    const others = socket.listeners('error') as Array<(error: Error) => void>;
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        gateway.logger.debug('graphql-ws message over the size limit: socket closed (1009)');
        // ws has sent its 1009 close frame and would now read (and drop) the rest of the message while it waits up
        // to 30 s for the client's close frame: 4 frames of 50 MB were 200 MB read for nothing. End the connection.
        setImmediate(() => socket.terminate());
        return;
      }
      for (const listener of others) listener.call(socket, error);
    });
  });
  return {
    close: async () => {
      await endpoint.dispose();
    },
  };
}

function apiKey(connectionParams: Record<string, unknown> | undefined, upgrade: IncomingMessage): string | undefined {
  return stringParam(connectionParams?.['x-api-key']) ?? stringParam(upgrade.headers['x-api-key']);
}

/**
 * Parse and validation errors are the client's input: graphql-js gives them no code and Yoga's parser
 * GRAPHQL_PARSE_FAILED, neither of the closed set; the limits' own errors keep theirs.
 */
function withCode(error: GraphQLError): GraphQLError {
  if (errorCode(error)) return error;
  return gatewayError('BAD_USER_INPUT', error.message, { at: error });
}

function stringParam(value: unknown): string | undefined {
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value ? value : undefined;
}
