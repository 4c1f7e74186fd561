/**
 * Sequential round trips of one screen, read from the sandbox's request log (`/_sandbox/stats`
 * `requests`, each with the times it started and ended): the longest chain of requests in which each
 * was sent after the one before it had answered. A client that sends a level's requests together
 * makes one round trip per dependent level, and no client can make fewer than the screen's dependency
 * depth, since a request that needs an answer starts after that answer.
 *
 * The sandbox's own `waves` (groups of overlapping requests) counts the same for a level-by-level
 * client, but fewer for one that starts a record's children as soon as that record is in: a site's
 * utilities sent while the account's calls are still out overlap them and join their wave, which
 * hides a round trip. The chain never hides one, and under CPU load it is off only when one level's
 * requests reach the sandbox further apart than the upstream latency (so tests use 50 ms).
 */

/** One request of the sandbox's log (times in ms, one clock). */
export interface RequestSpan {
  startedAt: number;
  endedAt: number;
}

export function roundTrips(requests: readonly RequestSpan[]): number {
  const spans = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  // depth[i]: the longest chain ending with spans[i]. O(n²) over one screen's requests (≤ a few hundred).
  const depth: number[] = [];
  let longest = 0;
  for (let i = 0; i < spans.length; i++) {
    let d = 1;
    for (let j = 0; j < i; j++) if (spans[j].endedAt <= spans[i].startedAt && depth[j] + 1 > d) d = depth[j] + 1;
    depth.push(d);
    if (d > longest) longest = d;
  }
  return longest;
}

/** Round trips from a `/_sandbox/stats` answer (typed loosely: test harnesses type only its counts). */
export function roundTripsOf(stats: object): number {
  const requests = (stats as { requests?: readonly RequestSpan[] }).requests;
  if (!Array.isArray(requests)) throw new Error('the sandbox stats carry no request log');
  return roundTrips(requests);
}
