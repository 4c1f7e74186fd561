/**
 * The gateway as the benchmark runs it: its own process (so its CPU time is its own), `createGateway`
 * on the node:http server main.ts starts (its timeouts and connection cap), configured from the
 * environment like `npm start` (UPSTREAM_URL must be set).
 * `GET /_bench/cpu` answers this process's `process.cpuUsage()`; it exists only in this bench entry.
 */
import { loadConfig } from '../src/config.js';
import { createGateway } from '../src/gateway/yoga.js';
import { createHttpServer } from '../src/http-server.js';

const config = loadConfig();
const gateway = createGateway(config);
const server = createHttpServer((req, res) => {
  if (req.url === '/_bench/cpu') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.cpuUsage()));
    return;
  }
  void gateway(req, res);
}, config.http);
// Autocannon at concurrency 64 opens 64 sockets; keep them alive between its requests.
server.keepAliveTimeout = 65_000;
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`bench gateway: http://${config.host}:${port}/graphql`);
});

const stop = () => {
  server.closeAllConnections();
  server.close();
  // --cpu-prof writes its profile on a normal exit, so leave through process.exit, not a signal.
  void Promise.resolve(gateway.dispose()).finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
