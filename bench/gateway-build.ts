/**
 * The gateway as production runs it, for the bench to measure: compiled by tsc (as `npm run build`
 * does for `npm run start:prod`) and started with the node flags of `start:prod`, NODE_ENV=production.
 * Under tsx every module is JavaScript made on the fly with helpers of its own (esbuild's `__name` on
 * every function made at run time), which a deployed gateway does not pay. The output goes under
 * node_modules/.cache (so the packages resolve from it), one directory per checkout.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));

/**
 * The node flags of `root`'s `npm run start:prod` (`node <flags> dist/main.js` in package.json), so the
 * bench starts the compiled gateway as a deployment does.
 */
export function startProdNodeFlags(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const words = (pkg.scripts?.['start:prod'] ?? '').split(/\s+/).filter(Boolean);
  if (words[0] !== 'node') throw new Error(`start:prod of ${root} is not \`node <flags> <entry>\`: ${words.join(' ')}`);
  return words.slice(1, -1);
}

export interface RunningGateway {
  url: string;
  origin: string;
  stop(): Promise<void>;
}

/** Compiles `root`'s bench/gateway-server.ts and the src/ it imports; answers the compiled entry. */
export function compileGateway(root: string): string {
  const out = join(here, 'node_modules/.cache/fieldgraph-bench', createHash('sha256').update(root).digest('hex').slice(0, 12));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const tsconfig = join(out, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { noEmit: false, outDir: join(out, 'js'), rootDir: root, sourceMap: true, declaration: false, incremental: false },
      files: [join(root, 'bench/gateway-server.ts')],
      include: [],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(here, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`tsc failed for ${root}:\n${tsc.stdout}${tsc.stderr}`);
  // The JSON files the code reads at run time (the persisted-documents manifest), as `npm run build` copies them.
  for (const file of jsonFiles(join(root, 'src'))) cpSync(file, join(out, 'js', relative(root, file)));
  return join(out, 'js/bench/gateway-server.js');
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

/**
 * Starts a gateway process on a free port against `upstreamUrl`: the compiled `entry`, or with
 * `entry` undefined the TypeScript one of `cwd` through tsx. Cache and pacing off unless `env` says
 * otherwise (the figures compare one operation's upstream cost with the direct client's).
 */
export function launchGateway(options: {
  cwd: string;
  entry?: string;
  upstreamUrl: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<RunningGateway> {
  const { cwd, entry, upstreamUrl } = options;
  const env = {
    LOG_LEVEL: 'warn',
    UPSTREAM_CACHE: 'false',
    UPSTREAM_RATE_PER_SECOND: '0',
    ...(entry ? { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' } : {}),
    ...process.env,
    ...options.env,
    UPSTREAM_URL: upstreamUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    GRAPHIQL: 'false',
  };
  const args = entry
    ? [...startProdNodeFlags(cwd), ...(options.nodeArgs ?? []), entry]
    : ['--import', 'tsx', ...(options.nodeArgs ?? []), 'bench/gateway-server.ts'];
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const early = (code: number | null) => reject(new Error(`gateway exited early (${code}):\n${out}`));
    child.once('exit', early);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /bench gateway: (\S+)/.exec(out);
      if (!m) return;
      child.off('exit', early);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({ url: m[1]!, origin: new URL(m[1]!).origin, stop });
    });
  });
}
