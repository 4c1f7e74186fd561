/** `npm run sandbox`: the REST API v1 sandbox alone, on SANDBOX_PORT (default 4010). */
import { demoLogins } from './auth.js';
import { startSandbox } from './server.js';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const sandbox = await startSandbox({}, port);
const admin = demoLogins[0];
console.log(`Sandbox REST API v1: ${sandbox.url}  (seeded in ${Math.round(sandbox.seedMs)} ms)`);
console.log(`  company 1 x-api-key: ${sandbox.ctx.options.apiKey}`);
console.log(`  company 2 x-api-key: ${sandbox.ctx.options.apiKey2}`);
console.log(`  Basic login (superadmin): ${admin.email} / ${admin.password}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
