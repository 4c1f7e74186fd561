/**
 * Latency in rounds (`latency.rounds`), for tests that count a client's round trips: each request is
 * held until none has arrived for `latency.ms`, then every held request is answered together as one
 * round, numbered in the request log. A request that needs an answer is sent after it, so it falls in a
 * later round; requests a client sends together fall in the same one, however long its CPU takes to send
 * them all, as long as no two in a row arrive further apart than `ms`. A fixed delay instead splits a
 * level whose first request is answered before its last arrives, which a busy machine does to a wide one.
 */

/** Loop turns (each with a poll phase) to wait after the quiet period, in case the process was paused. */
const SETTLE_TURNS = 3;

export class RoundGate {
  private held: Array<(round: number) => void> = [];
  private arrivals = 0;
  private lastArrivalAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private round = 0;

  /** Waits for the round the request falls in and answers its number. */
  hold(quietMs: number): Promise<number> {
    this.arrivals++;
    this.lastArrivalAt = performance.now();
    const round = new Promise<number>((resolve) => this.held.push(resolve));
    this.arm(quietMs, quietMs);
    return round;
  }

  private arm(quietMs: number, inMs: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.close(quietMs), Math.max(0, inMs));
  }

  private async close(quietMs: number): Promise<void> {
    const quietFor = performance.now() - this.lastArrivalAt;
    if (quietFor < quietMs) {
      this.timer = undefined;
      this.arm(quietMs, quietMs - quietFor);
      return;
    }
    // After the whole process was paused, timers run before the poll phase reads requests sent before
    // the pause: let it read them before closing the round.
    const seen = this.arrivals;
    for (let i = 0; i < SETTLE_TURNS; i++) await new Promise((resolve) => setImmediate(resolve));
    this.timer = undefined;
    if (this.arrivals !== seen) {
      this.arm(quietMs, quietMs);
      return;
    }
    const held = this.held;
    this.held = [];
    this.round++;
    for (const answer of held) answer(this.round);
  }
}
