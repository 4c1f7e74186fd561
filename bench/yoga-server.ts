/**
 * Yoga alone: `createYoga` with the gateway's schema and none of the gateway's plugins, context or
 * options, on a node:http server in a process of its own. Between the bare server (bench/bare-server.ts)
 * and the gateway, it tells what one request costs in Yoga and @whatwg-node itself (the request and
 * response objects, envelop, parse and validation caches, result processing) before any plugin of ours.
 * `GET /_bench/cpu` answers this process's `process.cpuUsage()`, as the bench gateway does.
 */
import { createServer } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { schema } from '../src/schema/index.js';

const yoga = createYoga({ schema, graphiql: false, landingPage: false, logging: false });
const server = createServer((req, res) => {
  if (req.url === '/_bench/cpu') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.cpuUsage()));
    return;
  }
  void yoga(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`bench yoga server: http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
