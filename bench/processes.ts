/**
 * The two servers of a benchmark run, each in its own process so that neither's CPU time counts as the
 * other's: the sandbox (`src/sandbox/cli.ts`, i.e. `startSandbox`) and the gateway
 * (`bench/gateway-server.ts`, i.e. `createGateway` on node:http).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Child {
  child: ChildProcess;
  /** What the child printed, matched against the patterns it was started with. */
  found: string[];
  stop(): Promise<void>;
}

/** Starts `node --import tsx <entry>` and resolves once its stdout matched every pattern. */
export function startChild(entry: string, env: NodeJS.ProcessEnv, patterns: RegExp[], nodeArgs: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const onExit = (code: number | null) => reject(new Error(`${entry} exited early (${code}):\n${out}`));
    child.once('exit', onExit);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = patterns.map((p) => p.exec(out)?.[1]);
      if (found.every((f): f is string => f !== undefined)) {
        child.off('exit', onExit);
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, found, stop });
      }
    });
  });
}

/** The sandbox with no latency, faults, enforced limits, webhooks or activity, and a fixed "today". */
export async function startSandboxProcess(now: string) {
  const env = {
    ...process.env,
    SANDBOX_PORT: '0',
    SANDBOX_NOW: now,
    SANDBOX_LATENCY_MS: '0',
    SANDBOX_LATENCY_JITTER_MS: '0',
    SANDBOX_FAULTS: '',
    SANDBOX_RATE_LIMIT: '',
    SANDBOX_WEBHOOK_URL: '',
    SANDBOX_ACTIVITY_MS: '0',
  };
  const c = await startChild('src/sandbox/cli.ts', env, [/Sandbox REST API v1: (\S+)/, /company 1 x-api-key: (\S+)/]);
  const [url, key] = c.found;
  return { ...c, url, origin: url.replace(/\/v1$/, ''), key };
}

/** The gateway against `upstreamUrl`, configured like `npm start` otherwise (env wins where set). */
export async function startGatewayProcess(upstreamUrl: string, nodeArgs: string[]) {
  // Cache and pacing off unless asked for: the figures compare one operation's upstream cost with the direct client's.
  const env = {
    LOG_LEVEL: 'warn',
    UPSTREAM_CACHE: 'false',
    UPSTREAM_RATE_PER_SECOND: '0',
    ...process.env,
    UPSTREAM_URL: upstreamUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    GRAPHIQL: 'false',
  };
  const c = await startChild('bench/gateway-server.ts', env, [/bench gateway: (\S+)/], nodeArgs);
  return { ...c, url: c.found[0], origin: new URL(c.found[0]).origin };
}
