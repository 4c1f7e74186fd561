/**
 * Run by test/hardening/young-gc.test.ts in a process of its own under `--trace-gc-nvp`: the gateway
 * in-process (Yoga's fetch, no sockets) against the sandbox at UPSTREAM_URL, the account screen
 * (14 upstream requests, 5 loaders) one operation after another. Prints MEASURED before the measured
 * operations and DONE after them, so the test reads only the young GCs in between.
 * Env: UPSTREAM_URL, API_KEY, ACCOUNT_ID, WARM (operations before), RUNS (operations measured).
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';

const gateway = createGateway(
  loadConfig({
    UPSTREAM_URL: process.env.UPSTREAM_URL,
    LOG_LEVEL: 'warn',
    UPSTREAM_CACHE: 'false',
    UPSTREAM_RATE_PER_SECOND: '0',
    UPSTREAM_DAILY_BUDGET: '1000000000',
    GRAPHIQL: 'false',
  }),
);
const body = JSON.stringify({
  query: readFileSync(new URL('../../src/operations/account-360.graphql', import.meta.url), 'utf8'),
  variables: { databaseId: Number(process.env.ACCOUNT_ID) },
  operationName: 'Account360',
});
const run = async () => {
  const res = await gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.API_KEY ?? '' },
    body,
  });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"')) throw new Error(`the screen failed: ${text.slice(0, 300)}`);
};
for (let i = 0; i < Number(process.env.WARM ?? 300); i++) await run();
console.log('MEASURED');
for (let i = 0; i < Number(process.env.RUNS ?? 600); i++) await run();
console.log('DONE');
await gateway.dispose();
process.exit(0);
