/**
 * Latency in rounds (src/sandbox/core/rounds.ts), what the round-trip assertions stand on: requests a
 * client sends together are one round however long it takes to send them all, even when the process
 * stalls between two of them; a request sent after an answer is a later round. Against a fixed delay,
 * the same slow level counts as several round trips by the request log's chains.
 */
import { describe, expect, it } from 'vitest';
import { Agent } from 'undici';
import { useSandbox } from '../helpers/sandbox.js';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { waitFor } from '../helpers/wait.js';
import { roundTripsOf } from '../../bench/round-trips.js';

const h = useSandbox({ latency: roundsLatency, sizes: { accounts: 12, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
const agent = new Agent({ connections: 32 });
const get = (path: string) => fetch(`${h.url}${path}`, { headers: { 'x-api-key': h.key1 }, dispatcher: agent } as RequestInit).then((r) => r.json());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const latency = (options: object) =>
  fetch(`${h.origin}/_sandbox/latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options) });

/** Sends 12 account reads 20 ms apart (240 ms from first to last) without waiting for any. */
async function slowLevel(): Promise<void> {
  const sent: Promise<unknown>[] = [];
  for (let id = 1; id <= 12; id++) {
    sent.push(get(`/accounts/${id}`));
    await sleep(20); // kept: the spacing of the sends is what is tested
  }
  await Promise.all(sent);
}

describe('latency in rounds', () => {
  it('a level sent over 240 ms, 20 ms apart, is one round; the read that needs its answer is the next', async () => {
    await get('/accounts/1'); // opens the connections
    await h.resetStats();
    await slowLevel();
    await get('/accounts/1/contacts');
    const stats = await h.stats();
    expect(stats.total).toBe(13);
    expect(roundsOf(stats)).toBe(2);
  });

  it('a stall of the whole process (the event loop blocked 150 ms) between two sends of one level does not split it', async () => {
    await h.resetStats();
    const first = [get('/accounts/1'), get('/accounts/2')];
    await waitFor(async () => (await h.stats()).inFlight === 2, 3000, 'both reads held in the round');
    const until = performance.now() + 150;
    while (performance.now() < until) {
      /* a paused process: the round's quiet period passes with the next sends not yet read */
    }
    await Promise.all([...first, get('/accounts/3'), get('/accounts/4')]);
    expect(roundsOf(await h.stats())).toBe(1);
  });

  it('with a fixed 50 ms delay instead, the request log counts the slow level as several round trips', async () => {
    await latency({ ms: 50 });
    try {
      await h.resetStats();
      await slowLevel();
      const stats = await h.stats();
      expect(stats.rounds).toBeNull();
      expect(roundTripsOf(stats)).toBeGreaterThan(1);
    } finally {
      await latency(roundsLatency);
    }
  });
});
