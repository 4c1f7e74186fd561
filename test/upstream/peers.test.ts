/**
 * Unit test of the link between instances (src/peers.ts) with an injected clock: an instance that did not
 * take a message is skipped for 10 s, so a stopped one costs a write one wait, not one per write; then it
 * is tried again. The stopped instance is a loopback port nothing listens on.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { peerMessagesTotal } from '../../src/metrics.js';
import { Peers } from '../../src/peers.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const counted = async (outcome: string) =>
  (await peerMessagesTotal.get()).values.find((v) => v.labels.kind === 'invalidations' && v.labels.outcome === outcome)?.value ?? 0;

describe('Peers', () => {
  it('an instance that failed to take a message is skipped for 10 s, then tried again', async () => {
    let now = 1_000_000;
    const stopped = `http://127.0.0.1:${await closedPort()}`;
    const peers = new Peers({ peers: () => [stopped], late: () => [], token: 'x'.repeat(32), now: () => now });
    try {
      const [failed, skipped] = [await counted('failed'), await counted('skipped')];
      await peers.tell('invalidations', { tags: ['projects#1'], stamp: now });
      expect(await counted('failed')).toBe(failed + 1);
      now += 9_999;
      await peers.tell('invalidations', { tags: ['projects#1'], stamp: now });
      expect(await counted('skipped')).toBe(skipped + 1);
      expect(await counted('failed')).toBe(failed + 1);
      now += 2;
      await peers.tell('invalidations', { tags: ['projects#1'], stamp: now });
      expect(await counted('failed')).toBe(failed + 2);
      // The late ones only: none here, so nothing is sent at all.
      await peers.tellLate('invalidations', { tags: ['projects#1'], stamp: now });
      expect(await counted('failed')).toBe(failed + 2);
    } finally {
      await peers.close();
    }
  });
});
