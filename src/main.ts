/**
 * Entry point (`npm start`): config → the embedded sandbox when UPSTREAM_URL is unset → the gateway on
 * PORT → graceful shutdown on SIGINT/SIGTERM. The only file that knows both the gateway and the sandbox.
 */
import { createServer } from 'node:http';
import pino from 'pino';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { createGateway } from './gateway/yoga.js';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const logger = pino({ level: config.logLevel });

  let sandbox: { url: string; close(): Promise<void>; ctx: { options: { apiKey: string } } } | undefined;
  if (!config.upstream.url) {
    // Imported only here, so a deployment against the real API never loads the sandbox.
    const { startSandbox } = await import('./sandbox/server.js');
    const port = Number(process.env.SANDBOX_PORT ?? 4010);
    sandbox = await startSandbox({}, Number.isInteger(port) ? port : 4010);
    config = {
      ...config,
      upstream: { ...config.upstream, url: sandbox.url },
      demoApiKey: config.demoApiKey ?? sandbox.ctx.options.apiKey,
    };
  }

  const gateway = createGateway(config, { logger });
  const server = createServer(gateway);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  console.log(`fieldgraph gateway: GraphiQL at http://${shown}:${port}/graphql`);
  if (sandbox) {
    console.log(`  upstream: embedded sandbox REST API v1 at ${sandbox.url}`);
    console.log(`  demo x-api-key: ${sandbox.ctx.options.apiKey} (prefilled in GraphiQL)`);
  } else {
    console.log('  upstream: UPSTREAM_URL');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    gateway.health.draining = true;
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over, closing open connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let in-flight operations finish, then release the upstream pool and the sandbox.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await gateway.dispose();
    await sandbox?.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
