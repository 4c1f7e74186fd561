/**
 * Round trips counted by dependency, robust to a busy machine: a sandbox started with `roundsLatency`
 * answers in rounds (src/sandbox/core/rounds.ts), each held until no request has arrived for 50 ms, so
 * a request that needs an answer falls in a later round and a level a client sends together falls in
 * one, however slowly the client's CPU sends it. `roundsOf(await h.stats())` after a reset is then the
 * operation's round trips. (A fixed delay counted by overlap or by chains of requests splits a wide level
 * whose first request is answered before its last arrives, which happened under a load of 6.)
 */
import type { LatencyOptions } from '../../src/sandbox/core/knobs.js';

export const roundsLatency: LatencyOptions = { ms: 50, jitterMs: 0, rounds: true };

/** The round trips of the requests logged since the last stats reset; throws when the sandbox did not answer in rounds. */
export function roundsOf(stats: object): number {
  const { rounds, total } = stats as { rounds?: number | null; total?: number };
  if (total === 0) return 0;
  if (typeof rounds !== 'number')
    throw new Error('the sandbox did not answer in rounds: start it with { latency: roundsLatency } or POST it to /_sandbox/latency');
  return rounds;
}
