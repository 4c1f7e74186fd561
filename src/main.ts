/**
 * Entry point (`npm start`): config → the embedded sandbox when UPSTREAM_URL is unset → the gateway on
 * PORT → graceful shutdown on SIGINT/SIGTERM. The only file that knows both the gateway and the sandbox.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { createGateway } from './gateway/yoga.js';
import { attachWebSocket } from './gateway/websocket.js';
import { createHttpServer } from './http-server.js';
import { createLogger } from './logger.js';
import { startTracing } from './tracing.js';

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Before the gateway is built: its transport and plugins are wired for tracing only when it is on (OTEL_* variables).
  const tracing = startTracing();

  let sandbox:
    | { url: string; close(): Promise<void>; ctx: { options: { apiKey: string } }; automations: { webhookUrl?: string; setWebhookUrl(url: string): void } }
    | undefined;
  if (!config.upstream.url) {
    // Imported only here, so a deployment against the real API never loads the sandbox.
    const { startSandbox } = await import('./sandbox/server.js');
    sandbox = await startSandbox({}, config.sandboxPort);
    config = {
      ...config,
      upstream: { ...config.upstream, url: sandbox.url },
      // Production opens GraphiQL (when asked for) without a key in it.
      demoApiKey: config.production ? undefined : (config.demoApiKey ?? sandbox.ctx.options.apiKey),
      // The demo's automations deliver to this gateway: a token is made up when WEBHOOK_TOKEN is unset.
      events: { ...config.events, webhookToken: config.events.webhookToken ?? randomBytes(18).toString('base64url') },
    };
  }

  const gateway = createGateway(config, { logger });
  // Requests that should finish before exit; event streams are ended by the gateway's dispose instead.
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  const server = createHttpServer(
    (req: IncomingMessage, res: ServerResponse) => {
      if (!req.headers.accept?.includes('text/event-stream')) {
        inFlight.add(res);
        res.once('close', () => inFlight.delete(res));
      }
      // While draining, keep-alive callers are told to reconnect (elsewhere) after this answer.
      if (stopping) res.setHeader('connection', 'close');
      void gateway(req, res);
    },
    config.http,
    { knownKey: gateway.knowsKey },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  // graphql-ws subscriptions on the same port and path as SSE.
  const websocket = attachWebSocket(gateway, server);
  await gateway.events.ready();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  console.log(`fieldgraph gateway: ${config.graphiql ? 'GraphiQL' : 'GraphQL'} at http://${shown}:${port}/graphql`);
  if (sandbox) {
    console.log(`  upstream: embedded sandbox REST API v1 at ${sandbox.url}`);
    console.log(`  demo x-api-key: ${sandbox.ctx.options.apiKey}${config.demoApiKey && config.graphiql ? ' (prefilled in GraphiQL)' : ''}`);
    if (!sandbox.automations.webhookUrl) {
      // The token travels in the URL (EVT-5); it is not printed.
      sandbox.automations.setWebhookUrl(
        `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}/webhooks/${encodeURIComponent(config.events.webhookToken!)}`,
      );
      console.log(`  live events: sandbox automations POST to this gateway's /webhooks/…; subscribe in GraphiQL, then move projects:`);
      console.log(`    curl -X POST ${sandbox.url.replace(/\/v1$/, '')}/_sandbox/activity -H 'content-type: application/json' -d '{"ms":5000}'`);
    }
  } else {
    console.log('  upstream: UPSTREAM_URL');
  }

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, 'shutting down: not accepting, finishing in-flight requests');
    gateway.health.draining = true;
    // Stop accepting; idle keep-alive sockets go now, busy ones after their answer.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = Date.now() + config.shutdownGraceMs;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    if (inFlight.size > 0) {
      logger.warn({ inFlight: inFlight.size }, 'shutdown grace period over, cutting the remaining requests');
      for (const res of inFlight) res.destroy();
    }
    // Ends subscriptions and the event hub, then releases the upstream pool.
    await websocket.close();
    await gateway.dispose();
    server.closeAllConnections();
    await closed;
    await sandbox?.close();
    // The spans of the last operations go out before exit.
    await tracing?.shutdown().catch(() => undefined);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
