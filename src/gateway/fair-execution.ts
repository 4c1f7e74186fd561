/**
 * Fair shares of an instance's event loop: GraphQL operations run in a bounded number of execution slots,
 * and when one frees, the user with the fewest operations running gets it (among equals, the one admitted
 * longest ago: round robin). A user's burst waits behind its own operations, while another user's single
 * operation takes the next free slot. Users are named as for the pacer's fair queue (context.ts `userOf`).
 *
 * The slots bound operations waiting for the upstream too, so there are many of them. What the users share
 * is the CPU: while the event loop is busy (over half of a 100 ms window spent running, not waiting, in the
 * last second), the users active together (an operation running, waiting, or ended within `activeMs`)
 * each hold at most their share of `busySlots` (divided by the active users, rounded up, at least one), so that a heavy user's
 * executions do not fill the event loop the others' single operations arrive to; a user alone, or any user
 * while the loop has time to spare, may use every slot. Slots beyond a user's share stay free for the
 * others, which is what keeps a light user's operation from waiting for a heavy one's to end.
 *
 * Each user may have at most `queuePerUser` operations waiting; one more is refused at once
 * (`ExecutionQueueFull`). A waiting operation whose client went away (its signal aborts) leaves the queue.
 */

import { performance } from 'node:perf_hooks';

/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

export interface FairExecutionOptions {
  /** Operations executing at once on this instance. */
  slots: number;
  /** While the event loop is busy: the slots the users active together share (default: `slots`). */
  busySlots?: number;
  /** Operations of one user that may wait for a slot; beyond, refused. */
  queuePerUser: number;
  /** How long after its last operation ended a user still counts as active, ms (default ACTIVE_MS). */
  activeMs?: number;
  /** While busy, the pause between a waiting request's slot and its start, ms (default BUSY_SPACING_MS). */
  busySpacingMs?: number;
  /** Runs `start` after `ms` (default setTimeout; injectable for tests). */
  later?: (start: () => void, ms: number) => void;
  /** The clock, ms (default `performance.now`). */
  now?: () => number;
  /** Whether the event loop is busy now (default: its utilization over the last BUSY_WINDOW_MS is at least BUSY_UTILIZATION). */
  busy?: () => boolean;
}

/** How often the event loop's utilization is sampled, ms. */
export const BUSY_WINDOW_MS = 100;
/** The share of its time the event loop spends running (not waiting for I/O) above which it is busy. */
export const BUSY_UTILIZATION = 0.5;
/** While busy, a window at least this utilized keeps it busy: the shares themselves bring it below BUSY_UTILIZATION. */
export const STAY_BUSY_UTILIZATION = 0.2;
/**
 * How long the loop still counts as busy after its last busy window, ms: shares that lapsed the moment
 * they had freed the loop would let a burst back in for every other window.
 */
export const BUSY_HOLD_MS = 1_000;
/**
 * While busy, how long a request that waited for its turn waits more once given its slot, ms: a user's
 * backlog then leaves the event loop time between its requests (at most about half of it), and the
 * requests of users without a backlog, admitted at once, find it free. Without the pause a backlog is
 * served back to back, and its garbage collections and long synchronous steps land on everyone's requests.
 */
export const BUSY_SPACING_MS = 5;

/**
 * Whether the event loop is busy: its utilization was at least BUSY_UTILIZATION over a sampling window in
 * the last BUSY_HOLD_MS (or, once busy, at least STAY_BUSY_UTILIZATION). `utilization(since)` measures the loop since the previous sample (node's
 * `performance.eventLoopUtilization` by default; injectable for tests).
 */
export function eventLoopBusy(
  now: () => number = () => performance.now(),
  utilization: () => number = loopUtilization(),
  holdMs = BUSY_HOLD_MS,
): () => boolean {
  let lastAt = now();
  let busyUntil = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastAt >= BUSY_WINDOW_MS) {
      const utilized = utilization();
      if (utilized >= BUSY_UTILIZATION || (at < busyUntil && utilized >= STAY_BUSY_UTILIZATION)) busyUntil = at + holdMs;
      lastAt = at;
    }
    return at < busyUntil;
  };
}

/** The event loop's utilization since the previous call. */
function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, last);
    last = current;
    return utilization;
  };
}

/** Longer than the pause between two screens of a person at work (the benchmark's users think 0.5–1.5 s). */
export const ACTIVE_MS = 2_000;

/** The user already has `queuePerUser` operations waiting. */
export class ExecutionQueueFull extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} operations of this user are already waiting for the gateway`);
    this.name = 'ExecutionQueueFull';
  }
}

interface Waiter {
  admit(release: Release): void;
}

interface UserState {
  user: string;
  running: number;
  waiting: Waiter[];
  /** When this user was last admitted (a sequence number): among users running as many, the lowest goes first. */
  lastAdmitted: number;
}

export class FairExecution {
  readonly slots: number;
  readonly queuePerUser: number;
  readonly busySlots: number;
  private readonly activeMs: number;
  private readonly now: () => number;
  private readonly busy: () => boolean;
  private readonly busySpacingMs: number;
  private readonly later: (start: () => void, ms: number) => void;
  private running = 0;
  /** Users active lately: when each last started or ended an operation. */
  private readonly recent = new Map<string, number>();
  private admissions = 0;
  /** Users with an operation running or waiting (dropped when they have neither). */
  private readonly users = new Map<string, UserState>();
  /** Users with an operation waiting. */
  private readonly queued = new Set<UserState>();

  constructor(options: FairExecutionOptions) {
    if (!(options.slots >= 1)) throw new Error('FairExecution needs at least one slot');
    this.slots = options.slots;
    this.queuePerUser = options.queuePerUser;
    this.busySlots = Math.min(options.busySlots || options.slots, options.slots);
    this.activeMs = options.activeMs ?? ACTIVE_MS;
    this.now = options.now ?? (() => performance.now());
    this.busy = options.busy ?? eventLoopBusy(this.now);
    this.busySpacingMs = options.busySpacingMs ?? BUSY_SPACING_MS;
    this.later = options.later ?? ((start, ms) => setTimeout(start, ms));
  }

  /**
   * The slots one user may hold now: all of them while the event loop has time to spare; while it is busy,
   * `busySlots` divided by the users active lately, rounded up, at least one.
   */
  share(): number {
    const since = this.now() - this.activeMs;
    for (const [user, at] of this.recent) if (at < since && !this.users.has(user)) this.recent.delete(user);
    if (!this.busy()) return this.slots;
    return Math.max(1, Math.ceil(this.busySlots / Math.max(1, this.recent.size)));
  }

  /**
   * A slot for one operation of `user`: at once (a function, no promise) when one is free, the user holds
   * less than its share and nobody who could take it waits, else a promise that resolves when the user's
   * turn comes, or rejects with the signal's reason when it aborts first. Throws ExecutionQueueFull when the user has `queuePerUser` operations waiting.
   */
  acquire(user: string, signal?: AbortSignal): Release | Promise<Release> {
    signal?.throwIfAborted();
    const state = this.stateOf(user);
    this.recent.set(user, this.now());
    // Shares grow when users go quiet: waiting operations that now fit go first.
    if (this.running < this.slots && this.queued.size > 0) this.next();
    if (this.running < this.slots && !this.queued.has(state)) {
      const share = this.share();
      if (state.running < share && !this.anyAdmissible(share)) return this.admit(state);
    }
    if (state.waiting.length >= this.queuePerUser) {
      this.forgetIfIdle(state);
      throw new ExecutionQueueFull(state.waiting.length);
    }
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = {
        admit: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      const onAbort = () => {
        const at = state.waiting.indexOf(waiter);
        if (at < 0) return;
        state.waiting.splice(at, 1);
        if (state.waiting.length === 0) this.queued.delete(state);
        this.forgetIfIdle(state);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.waiting.push(waiter);
      this.queued.add(state);
    });
  }

  /** Operations running, and waiting (of one user, or of all). */
  stats(user?: string): { running: number; waiting: number } {
    if (user !== undefined) {
      const state = this.users.get(user);
      return { running: state?.running ?? 0, waiting: state?.waiting.length ?? 0 };
    }
    let waiting = 0;
    for (const state of this.queued) waiting += state.waiting.length;
    return { running: this.running, waiting };
  }

  private stateOf(user: string): UserState {
    let state = this.users.get(user);
    if (!state) {
      state = { user, running: 0, waiting: [], lastAdmitted: 0 };
      this.users.set(user, state);
    }
    return state;
  }

  private forgetIfIdle(state: UserState): void {
    if (state.running === 0 && state.waiting.length === 0) this.users.delete(state.user);
  }

  private admit(state: UserState): Release {
    this.running++;
    state.running++;
    state.lastAdmitted = ++this.admissions;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      state.running--;
      this.recent.set(state.user, this.now());
      this.forgetIfIdle(state);
      this.next();
    };
  }

  /** Fills free slots from the queue: fewest running first, then least recently admitted; none beyond its share. */
  private next(): void {
    const share = this.share();
    while (this.running < this.slots) {
      const pick = this.pick(share);
      if (!pick) return;
      const waiter = pick.waiting.shift()!;
      if (pick.waiting.length === 0) this.queued.delete(pick);
      const release = this.admit(pick);
      // Shares apply (the loop is busy): the slot is this request's, its start a moment later.
      if (share < this.slots && this.busySpacingMs > 0) this.later(() => waiter.admit(release), this.busySpacingMs);
      else waiter.admit(release);
    }
  }

  private pick(share: number): UserState | undefined {
    let pick: UserState | undefined;
    for (const state of this.queued) {
      if (state.running >= share) continue;
      if (!pick || state.running < pick.running || (state.running === pick.running && state.lastAdmitted < pick.lastAdmitted)) pick = state;
    }
    return pick;
  }

  /** Whether someone waits who could take a free slot now (then a newcomer queues behind them). */
  private anyAdmissible(share: number): boolean {
    for (const state of this.queued) if (state.running < share) return true;
    return false;
  }
}
