/**
 * What the bench's reference servers share (bench/bare-server.ts, bench/yoga-floor.ts): a node:http server
 * on a loopback port of its own, printed for the parent (bench/processes.ts reads it), `GET /_bench/cpu`
 * answering the process's `process.cpuUsage()` as the bench gateway does, and a stop on SIGTERM.
 */
import { createServer, type RequestListener } from 'node:http';

export function startBenchServer(label: string, handler: RequestListener): void {
  const server = createServer((req, res) => {
    if (req.url === '/_bench/cpu') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.cpuUsage()));
      return;
    }
    handler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`${label}: http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`);
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
