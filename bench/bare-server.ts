/**
 * The floor under every HTTP figure of the bench: a node:http server in its own process that answers any
 * request with a small fixed JSON body and does nothing else. What one request costs it (and the client
 * that sends it) is what the machine charges for an HTTP message before any code of ours runs.
 * `GET /_bench/cpu` answers this process's `process.cpuUsage()`, as the bench gateway does.
 */
import { createServer } from 'node:http';

const answer = '{"data":{"__typename":"Query"}}';
const server = createServer((req, res) => {
  if (req.url === '/_bench/cpu') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.cpuUsage()));
    return;
  }
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`bench bare server: http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
