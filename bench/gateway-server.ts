/**
 * The gateway as the benchmark runs it: its own process (so its CPU time is its own), `createGateway`
 * on the node:http server main.ts starts (its timeouts and connection cap), configured from the
 * environment like `npm start` (UPSTREAM_URL must be set).
 * `GET /_bench/cpu` answers this process's `process.cpuUsage()`; `GET /_bench/wake` measures the wake-up
 * cost (below). Both exist only in this bench entry.
 */
import { loadConfig } from '../src/config.js';
import { createGateway } from '../src/gateway/yoga.js';
import { createHttpServer } from '../src/http-server.js';

const config = loadConfig();
const gateway = createGateway(config);

/**
 * The same work at two paces, inside this process and without sockets: the gateway answering
 * `{ __typename }` (Yoga and every plugin of ours, through `gateway.fetch`), run back to back, and run
 * each after the thread has slept `gapMs`. CPU µs per answer of each, medians of alternating rounds.
 * On a machine where a thread woken from sleep runs its code cold, the second reads above the first: the
 * share of a sequential operation's CPU that is the machine's wake-up and not the code.
 */
async function wakeCost(apiKey: string, runs: number, gapMs: number) {
  const answer = async () => {
    const res = await gateway.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: '{"query":"query Typename { __typename }","operationName":"Typename"}',
    });
    await res.text();
  };
  const pause = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
  const round = async (ms: number) => {
    let total = 0;
    for (let n = 0; n < runs; n++) {
      await pause(ms);
      const before = process.cpuUsage();
      await answer();
      const spent = process.cpuUsage(before);
      total += spent.user + spent.system;
    }
    return total / runs;
  };
  for (let n = 0; n < 500; n++) await answer();
  const backToBack: number[] = [];
  const afterIdle: number[] = [];
  for (let r = 0; r < 5; r++) {
    backToBack.push(await round(0));
    afterIdle.push(await round(gapMs));
  }
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
  return { gapMs, backToBackUs: median(backToBack), afterIdleUs: median(afterIdle) };
}

const server = createHttpServer((req, res) => {
  if (req.url === '/_bench/cpu') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.cpuUsage()));
    return;
  }
  if (req.url === '/_bench/wake') {
    void wakeCost(String(req.headers['x-api-key'] ?? ''), 300, 2).then((cost) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cost));
    });
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
