/**
 * The floor under every HTTP figure of the bench: a node:http server in its own process that answers any
 * request with a small fixed JSON body and does nothing else. What one request costs it (and the client
 * that sends it) is what the machine charges for an HTTP message before any code of ours runs.
 */
import { startBenchServer } from './child-server.js';

const answer = '{"data":{"__typename":"Query"}}';
startBenchServer('bench bare server', (req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
});
