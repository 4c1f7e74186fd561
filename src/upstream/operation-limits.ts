/**
 * One operation's own limits upstream: at most `maxConcurrency` requests at once, `maxRequests` in all,
 * and a deadline after which its requests stop, so the operation answers with what it has.
 */
import { limitError } from '../errors.js';
import { UpstreamError } from './errors.js';

export class OperationLimits {
  private readonly queue: Array<() => void> = [];
  private active = 0;
  private sentCount = 0;
  private deadline: AbortController | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxConcurrency: number,
    private readonly maxRequests: number,
  ) {}

  /** Upstream requests counted so far. */
  get sent(): number {
    return this.sentCount;
  }

  /** Aborted when the deadline passes (undefined before it is started). */
  get signal(): AbortSignal | undefined {
    return this.deadline?.signal;
  }

  /** Counts one upstream request; past the cap the operation fails with QUERY_TOO_COMPLEX. */
  count(): void {
    if (++this.sentCount > this.maxRequests) {
      const max = this.maxRequests;
      throw limitError('upstreamRequests', `This operation needs more than ${max} upstream requests; ask for fewer records or split it`, { max });
    }
  }

  /** Runs `task` when one of the operation's places is free. */
  async schedule<T>(task: () => Promise<T>): Promise<T> {
    // A finishing request hands its slot straight to the next waiter, so the cap is never overshot.
    if (this.active >= this.maxConcurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Starts the deadline once; when it passes, `passed` ends what is in flight and the waiting requests wake to fail. */
  startDeadline(ms: number, passed: (reason: UpstreamError, signal: AbortSignal) => void): void {
    if (this.deadline) return;
    const controller = new AbortController();
    this.deadline = controller;
    this.timer = setTimeout(() => {
      const reason = new UpstreamError('UPSTREAM_UNAVAILABLE', `The operation deadline (${ms} ms) passed before the upstream API answered`, {
        reason: 'deadline',
      });
      controller.abort(reason);
      passed(reason, controller.signal);
      // Waiters wake to fail at once; each takes a slot it gives back, so the count stays right.
      const waiting = this.queue.splice(0);
      this.active += waiting.length;
      for (const wake of waiting) wake();
    }, ms);
    this.timer.unref();
  }

  /** The operation has its result: the deadline timer stops. */
  end(): void {
    clearTimeout(this.timer);
  }
}
