/** `npm run sandbox`: the REST API v1 sandbox alone, on SANDBOX_PORT (default 4010). */
import { demoLogins } from './auth/model.js';
import { sandboxPortFromEnv, startSandbox } from './server.js';

const sandbox = await startSandbox({}, sandboxPortFromEnv());
const origin = sandbox.url.replace(/\/v1$/, '');
const { options } = sandbox.ctx;
console.log(`Sandbox REST API v1: ${sandbox.url}  (seeded in ${Math.round(sandbox.seedMs)} ms)`);
console.log(`  company 1 x-api-key: ${options.apiKey}`);
console.log(`  company 2 x-api-key: ${options.apiKey2}`);
for (const [i, role] of ['superadmin', 'user of company 1', 'partner: company 2, collaborator of company 1'].entries()) {
  console.log(`  Basic login (${role}): ${demoLogins[i].email} / ${demoLogins[i].password}`);
}
console.log(`  webhooks: ${options.webhookUrl ?? 'off'} (set at run time: POST ${origin}/_sandbox/webhook {"url": …})`);
if (options.activityIntervalMs > 0) console.log(`  demo activity: a project of each company changes stage every ${options.activityIntervalMs} ms`);
console.log(`  knobs: ${origin}/_sandbox/stats, /_sandbox/faults, /_sandbox/latency, /_sandbox/rate-limit, /_sandbox/reset`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Keep-alive clients can hold close() open; do not hang on them.
  setTimeout(() => process.exit(0), 2000).unref();
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
