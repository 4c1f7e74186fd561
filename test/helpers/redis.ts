/**
 * A real redis-server on a free loopback port for one test file (killed after). In CI a missing
 * redis-server fails the file (.ci/run installs it); elsewhere the caller skips.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { waitFor } from './wait.js';

export const haveRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!haveRedis && process.env.CI) throw new Error('redis-server is not installed: the Redis scale-out tests must run in CI (.ci/run installs it)');

export interface RunningRedis {
  url: string;
  /** A client for the test's own checks. */
  client: Redis;
  stop(): void;
  /** SIGSTOP: the server keeps its connections but answers nothing until `thaw()`. */
  freeze(): void;
  thaw(): void;
  /** SIGKILL: connections drop, the data is gone. */
  kill(): Promise<void>;
  /** A fresh, empty redis-server on the same port (after `kill()`); resolves once it accepts connections. */
  restart(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const launch = () => spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  let child: ChildProcess = launch();
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: (n) => (n > 50 ? null : 50) });
  client.on('error', () => undefined); // refused until redis-server listens
  await waitFor(() => client.status === 'ready', 5_000, 'redis-server to accept connections');
  const accepting = async () => {
    const probe = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => 25 });
    probe.on('error', () => undefined);
    try {
      await waitFor(async () => (await probe.ping().catch(() => '')) === 'PONG', 5_000, 'redis-server to accept connections');
    } finally {
      probe.disconnect();
    }
  };
  return {
    url,
    client,
    stop: () => {
      client.disconnect();
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    },
    freeze: () => void child.kill('SIGSTOP'),
    thaw: () => void child.kill('SIGCONT'),
    kill: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      child = launch();
      // The test's client gives up reconnecting after 50 tries: start it again.
      if (client.status === 'end') client.connect().catch(() => undefined);
      await accepting();
    },
  };
}

/**
 * Until the gateway instances' heartbeat set (`key`) holds members that `complete` accepts, and then each
 * of them wrote its heartbeat again: by then every instance has read the set with all of them in it.
 */
export async function heartbeatsSeenByAll(redis: RunningRedis, key: string, complete: (members: string[]) => boolean): Promise<void> {
  const beats = async () => {
    const flat = await redis.client.zrange(key, 0, -1, 'WITHSCORES');
    const at = new Map<string, number>();
    for (let i = 0; i < flat.length; i += 2) at.set(flat[i]!, Number(flat[i + 1]));
    return at;
  };
  const all = await waitFor(
    async () => {
      const b = await beats();
      return complete([...b.keys()]) && b;
    },
    5_000,
    'every heartbeat',
  );
  await waitFor(async () => [...(await beats())].every(([id, at]) => at > all.get(id)!), 5_000, 'a heartbeat of each after all');
}

/**
 * A TCP relay on loopback to `redis`, for one client whose own path to Redis can be cut while the
 * others' stays up (a network partition): `cut()` drops its connections and refuses new ones until
 * `restore()`.
 */
export async function redisRelay(redis: RunningRedis): Promise<{ url: string; cut(): void; restore(): void; close(): void }> {
  const target = new URL(redis.url);
  const open = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    cut: () => {
      refusing = true;
      for (const s of open) s.destroy();
    },
    restore: () => {
      refusing = false;
    },
    close: () => {
      refusing = true;
      for (const s of open) s.destroy();
      server.close();
    },
  };
}
