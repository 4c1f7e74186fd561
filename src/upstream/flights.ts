/**
 * GETs in flight shared across operations: identical reads of one key that saw the same latest
 * invalidation share one request, and a request that no operation waits for any longer is aborted.
 */
import { UpstreamError } from './errors.js';
import type { WireAnswer } from './transport.js';

/** An upstream answer with the time its request left, on the invalidation clock. */
export type SentAnswer = WireAnswer & { sentAt: number };

/**
 * How a shared GET is abandoned: `aborted` and `reason` as on an AbortSignal. An AbortController per GET
 * cost more than the rest of a flight, so its signal is made only when something listens (a rate wait).
 */
export class FlightStop {
  aborted = false;
  reason: unknown = undefined;
  private controller: AbortController | undefined = undefined;

  /** An AbortSignal that follows this stop (aborted already if it is). */
  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    if (this.aborted && !this.controller.signal.aborted) this.controller.abort(this.reason);
    return this.controller.signal;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.controller?.abort(reason);
  }
}

/** A GET in flight shared by the operations reading it; aborted when none of them waits any longer. */
export interface Flight {
  answer: Promise<SentAnswer>;
  /** When the request was looked up before it went, on the invalidation clock (undefined: not through the cache). */
  readAt: number | undefined;
  stop: FlightStop;
  readers: number;
  settled: boolean;
}

export const clientGone = () => new UpstreamError('UPSTREAM_UNAVAILABLE', 'The client went away before the upstream API answered', { reason: 'cancelled' });

/** Numbers the reads that may share no GET in flight (the latest invalidation was not known to them). */
let unshared = 0;

/** The process's GETs in flight, by key scope, latest invalidation seen and path. */
export class Flights {
  /**
   * A null-prototype object, not a Map: V8 rehashes a Map as it grows and shrinks and leaves each old table
   * pointing to the next, so once one table is in the old generation every young-generation GC keeps the
   * chain and the answers its entries held (promoted, until a full GC): about 85 KB per operation of 37 GETs.
   * Keys hold a `|`, so none is an array index.
   */
  private readonly inFlight: Record<string, Flight | undefined> = Object.create(null);

  /**
   * The GET in flight for `url`, or a new one that `send` starts (`started`). Only readers that saw the
   * same latest invalidation (`epoch`) share one, so none started before a write serves a read after it.
   */
  join(
    scope: string,
    epoch: number | undefined,
    url: string,
    readAt: number | undefined,
    send: (stop: FlightStop) => Promise<SentAnswer>,
  ): { flight: Flight; started: boolean } {
    const key = `${scope}|${epoch ?? `unknown:${++unshared}`}|${url}`;
    const found = this.inFlight[key];
    if (found) return { flight: found, started: false };
    const stop = new FlightStop();
    const flight: Flight = { stop, readers: 0, settled: false, readAt, answer: send(stop) };
    this.inFlight[key] = flight;
    const settle = () => {
      flight.settled = true;
      if (this.inFlight[key] === flight) delete this.inFlight[key];
    };
    flight.answer.then(settle, settle);
    return { flight, started: true };
  }
}

/** The shared GETs one operation waits for, each with how many of its reads wait for it. */
export class Following {
  private readonly counts = new Map<Flight, number>();
  /** Why this operation's reads stopped (its deadline passed, or its client went away). */
  private reason: unknown;
  private stopped: { promise: Promise<never>; reject: (reason: unknown) => void } | undefined;

  /** `abandon` ends a request the transport holds by its stop. */
  constructor(private readonly abandon: (stop: FlightStop) => void) {}

  /** Throws why the reads stopped, if they did. */
  check(): void {
    if (this.reason !== undefined) throw this.reason;
  }

  /**
   * The operation's reads stop with `reason`: those waiting fail now, later ones at once, and a shared GET
   * that no other operation waits for is aborted (its place in the pacer given back). Writes go on.
   */
  stop(reason: unknown): void {
    if (this.reason !== undefined) return;
    this.reason = reason;
    this.stopped?.reject(reason);
    for (const [flight, count] of this.counts) this.leave(flight, count);
    this.counts.clear();
  }

  /** Waits for a shared GET's answer, unless this operation's reads stop first. */
  async follow(flight: Flight): Promise<SentAnswer> {
    this.check();
    flight.readers++;
    this.counts.set(flight, (this.counts.get(flight) ?? 0) + 1);
    if (!this.stopped) {
      let reject!: (reason: unknown) => void;
      const promise = new Promise<never>((_, r) => {
        reject = r;
      });
      promise.catch(() => undefined);
      this.stopped = { promise, reject };
    }
    try {
      return await Promise.race([flight.answer, this.stopped.promise]);
    } finally {
      const count = this.counts.get(flight);
      if (count !== undefined) {
        if (count > 1) this.counts.set(flight, count - 1);
        else this.counts.delete(flight);
        this.leave(flight, 1);
      }
    }
  }

  /**
   * The operation has its result: with no read waiting, the promise its reads raced against is let go, and
   * with it every answer those races resolved to (it never settles, so it held them as long as the
   * operation's context was reachable); a later read makes a new one.
   */
  release(): void {
    if (this.counts.size === 0) this.stopped = undefined;
  }

  /** `count` readers of a shared GET leave it; when none is left before its answer, it is aborted. */
  private leave(flight: Flight, count: number): void {
    flight.readers -= count;
    if (flight.readers > 0 || flight.settled) return;
    flight.stop.abort(this.reason ?? clientGone());
    this.abandon(flight.stop);
  }
}
