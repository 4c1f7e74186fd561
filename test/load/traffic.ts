/**
 * The normal traffic of the abuse phase (`npm run load:abuse`), in its own process so that the abuse
 * script's own work (hashing 9 MB bodies, masking a 50 MB WebSocket frame) never shows up as gateway
 * latency. Two screens run side by side in closed loops (bench/load.ts `loadDirect`), each answer read
 * in full and checked for GraphQL errors. Bounded by TRAFFIC_SECONDS; exits early when its parent
 * closes stdin. Prints one line, `RESULT <json>`, and exits.
 *
 * Env: TRAFFIC_URL (the gateway's /graphql), TRAFFIC_KEY, TRAFFIC_SECONDS, TRAFFIC_CONCURRENCY (per screen).
 */
import { Pool } from 'undici';
import { loadDirect, summarize, type LoadResult } from '../../bench/load.js';
import { operations } from '../../bench/operations.js';

/** The analyst's 100-project list and the mobile work-order list: one large, one small answer. */
const SCREENS = ['AnalystProjects', 'MobileWorkOrders'] as const;

export interface ScreenFigures extends LoadResult {
  name: string;
  /** Answers (HTTP 200) that carried GraphQL errors, and their codes. */
  withErrors: number;
  codes: Record<string, number>;
  /** Requests that got no 200: HTTP status or transport error. */
  failures: Record<string, number>;
}

export interface TrafficResult {
  screens: ScreenFigures[];
  /** Both screens' latencies together. */
  all: LoadResult;
}

async function main(): Promise<void> {
  const url = new URL(required('TRAFFIC_URL'));
  const key = required('TRAFFIC_KEY');
  const seconds = Number(process.env.TRAFFIC_SECONDS ?? 10);
  const concurrency = Number(process.env.TRAFFIC_CONCURRENCY ?? 2);
  // The parent went away (or gave up): stop at once rather than load a gateway nobody watches.
  process.stdin.on('end', () => process.exit(2));
  process.stdin.resume();

  const pool = new Pool(url.origin, { connections: concurrency * SCREENS.length, headersTimeout: 15_000, bodyTimeout: 15_000 });
  const runs = SCREENS.map(async (name) => {
    const document = operations.find((o) => o.name === name)!.document;
    const body = JSON.stringify({ query: document, operationName: name });
    const figures = { withErrors: 0, codes: {} as Record<string, number>, failures: {} as Record<string, number> };
    const failed = (why: string): void => {
      figures.failures[why] = (figures.failures[why] ?? 0) + 1;
    };
    const sample = await loadDirect(
      async () => {
        const res = await pool
          .request({ path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body })
          .catch(async (error: Error) => {
            failed((error as NodeJS.ErrnoException).code ?? error.name);
            // A gateway that is gone refuses at once: pause rather than spin.
            await new Promise((resolve) => setTimeout(resolve, 100)); // kept: a client's backoff, not a wait in a test
            throw error;
          });
        const text = await res.body.text();
        if (res.statusCode !== 200) {
          failed(`HTTP ${res.statusCode}`);
          throw new Error(`HTTP ${res.statusCode}`);
        }
        if (!text.includes('"errors":')) return;
        figures.withErrors++;
        for (const e of (JSON.parse(text) as { errors?: Array<{ extensions?: { code?: string } }> }).errors ?? []) {
          const code = e.extensions?.code ?? 'none';
          figures.codes[code] = (figures.codes[code] ?? 0) + 1;
        }
      },
      { concurrency, amount: 1_000_000, maxSeconds: seconds },
    );
    return { sample, screen: { name, ...summarize([sample]), ...figures } };
  });
  const done = await Promise.all(runs);
  await pool.close();
  // summarize() adds up the samples' seconds; these ran side by side.
  const all = summarize(done.map((d) => d.sample));
  const wall = Math.max(...done.map((d) => d.sample.seconds), 1e-3);
  const result: TrafficResult = {
    screens: done.map((d) => d.screen),
    all: { ...all, seconds: Math.round(wall * 100) / 100, opsPerSecond: Math.round((all.count / wall) * 100) / 100 },
  };
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
