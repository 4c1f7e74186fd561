/**
 * GraphQL over WebSocket (graphql-ws protocol) on the gateway's own HTTP server and port, at the same
 * `/graphql` path; subscriptions run through the same Yoga envelop (plugins, limits, context) as SSE.
 * The API key travels in `connectionParams` (`{ "x-api-key": … }`, browsers cannot set WebSocket
 * headers) or in the upgrade request's `x-api-key` header.
 */
import type { IncomingMessage, Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Gateway } from './yoga.js';

type Enveloped = ReturnType<Gateway['getEnveloped']>;
interface Roots {
  execute: Enveloped['execute'];
  subscribe: Enveloped['subscribe'];
}

export interface WebSocketEndpoint {
  close(): Promise<void>;
}

export function attachWebSocket(gateway: Gateway, server: Server, path = '/graphql'): WebSocketEndpoint {
  const wss = new WebSocketServer({ server, path });
  const endpoint = useServer<Record<string, unknown> | undefined, { socket: WebSocket; request: IncomingMessage }>(
    {
      execute: (args) => (args.rootValue as Roots).execute(args as ExecutionArgs),
      subscribe: (args) => (args.rootValue as Roots).subscribe(args as ExecutionArgs),
      onSubscribe: async (ctx, _id, params) => {
        const upgrade = ctx.extra.request;
        const key = stringParam(ctx.connectionParams?.['x-api-key']) ?? stringParam(upgrade.headers['x-api-key']);
        // The context factory reads the caller from a fetch Request, as for HTTP requests.
        const request = new Request(`http://gateway${path}`, { headers: key ? { 'x-api-key': key } : {} });
        const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
          request,
          socket: ctx.extra.socket,
          params,
        } as never);
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies Roots,
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  return {
    close: async () => {
      await endpoint.dispose();
    },
  };
}

function stringParam(value: unknown): string | undefined {
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value ? value : undefined;
}
