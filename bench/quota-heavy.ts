/**
 * The heavy user of `npm run bench:quota`'s fairness phase, in its own process, so that its screens'
 * answers are read and parsed outside the process that times the light users: `QUOTA_HEAVY_PARALLEL`
 * screens in parallel, each in a loop without thought (bench/quota-users.ts), every request with
 * `Cache-Control: no-cache` and `x-client-id: heavy`, for `QUOTA_HEAVY_SECONDS`. Prints
 * `heavy user ready` once started, and writes its screens and the CPU time it used (JSON) to
 * `QUOTA_HEAVY_OUT` before it exits.
 *
 * Settings from the environment: QUOTA_HEAVY_ORIGIN (the gateway), QUOTA_HEAVY_KEY, QUOTA_HEAVY_ACCOUNTS
 * (comma-separated ids), QUOTA_HEAVY_NOW (the sandbox's "today"), QUOTA_HEAVY_PARALLEL, QUOTA_HEAVY_SECONDS.
 */
import { writeFileSync } from 'node:fs';
import { Agent } from 'undici';
import { runUser, type UserPath } from './quota-users.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const parallel = Number(env('QUOTA_HEAVY_PARALLEL'));
const dispatcher = new Agent({ connections: parallel * 2, keepAliveTimeout: 30_000 });
const path: UserPath = {
  kind: 'gateway',
  dispatcher,
  readOrigin: env('QUOTA_HEAVY_ORIGIN'),
  writeOrigin: env('QUOTA_HEAVY_ORIGIN'),
  apiKey: env('QUOTA_HEAVY_KEY'),
  headers: { 'x-client-id': 'heavy', 'cache-control': 'no-cache' },
};
const accounts = env('QUOTA_HEAVY_ACCOUNTS').split(',').map(Number);
const until = performance.now() + Number(env('QUOTA_HEAVY_SECONDS')) * 1000;
console.log('heavy user ready');
const tallies = await Promise.all(
  Array.from({ length: parallel }, (_, i) =>
    runUser(
      {
        index: 100 + i,
        seed: 3000 + i,
        refresher: false,
        accounts,
        now: new Date(env('QUOTA_HEAVY_NOW')),
        until,
        writeChance: 0,
        repeatChance: 0,
        thinkMs: [0, 0],
      },
      path,
    ),
  ),
);
const cpu = process.cpuUsage();
writeFileSync(env('QUOTA_HEAVY_OUT'), JSON.stringify({ screens: tallies.flatMap((t) => t.screens), cpuMs: (cpu.user + cpu.system) / 1000 }));
await dispatcher.close();
