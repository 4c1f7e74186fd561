/**
 * One subscriber's stream: a bounded queue between the pub/sub (which never waits) and the transport
 * (which pulls at the client's pace). Replayed events come first, then live ones, each event id once.
 * When more than `capacity` live events wait, the queue is dropped, the subscriber is told with one
 * overflow item, and then the stream ends; if the transport does not even take that item within
 * `graceMs` (a client that stopped reading), its connection is cut. Memory per subscriber is bounded
 * by `capacity` plus the replay buffer size.
 */
import { deliveryKey, type WebhookEvent } from './event.js';

export interface SubscriberOptions<T> {
  /** The subscriber's filters (record, trigger keys, stages); cheap, checked before queueing. */
  match(event: WebhookEvent): boolean;
  /** Re-reads the record for this subscriber; undefined = the subscriber may not see it (not delivered). */
  deliver(event: WebhookEvent): Promise<T | undefined>;
  /** True for a delivered value after which the stream ends (e.g. the caller's key stopped working). */
  isFinal?(value: T): boolean;
  /** Live events allowed to wait before the subscriber counts as too slow. */
  capacity: number;
  /** How long a told subscriber has to take the overflow notice before its connection is cut. */
  graceMs: number;
  /** Cuts the subscriber's connection (SSE response or WebSocket). */
  disconnect(): void;
  /** Told when the queue overflows (for counters). */
  onOverflow?(): void;
}

export type StreamItem<T> = { kind: 'event'; event: WebhookEvent; value: T } | { kind: 'overflow'; capacity: number; lastEventId: string | null };

type State = 'open' | 'overflowed' | 'told' | 'closed';

export class SubscriberStream<T> implements AsyncIterableIterator<StreamItem<T>> {
  private live: WebhookEvent[] = [];
  private replay: WebhookEvent[] = [];
  /** Replayed events (by delivery key) not yet seen live again, so an event in both is delivered once. */
  private replayed = new Set<string>();
  private replayLoad: Promise<void> | undefined;
  private loadingReplay = false;
  private wake: (() => void) | undefined;
  private state: State = 'open';
  private lastEventId: string | null = null;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: SubscriberOptions<T>,
    private readonly unregister: () => void,
    replay?: Promise<WebhookEvent[]>,
  ) {
    if (replay) {
      this.loadingReplay = true;
      this.replayLoad = replay
        .then((events) => {
          const matching = events.filter((e) => options.match(e));
          for (const e of matching) this.replayed.add(deliveryKey(e));
          this.replay = matching;
          // Live events that raced the buffer read and are in it already go out once, from the replay.
          this.live = this.live.filter((e) => !this.replayed.delete(deliveryKey(e)));
          this.loadingReplay = false;
        })
        // Without the buffer (Redis down) the subscriber still gets live events.
        .catch(() => undefined)
        .finally(() => {
          this.loadingReplay = false;
          this.replayLoad = undefined;
        });
    }
  }

  /** Called by the hub for every published event; never blocks. */
  push(event: WebhookEvent): void {
    if (this.state !== 'open' || !this.options.match(event)) return;
    if (!this.loadingReplay && this.replayed.delete(deliveryKey(event))) return;
    if (this.live.length >= this.options.capacity) {
      this.overflow();
      return;
    }
    this.live.push(event);
    this.wake?.();
  }

  async next(): Promise<IteratorResult<StreamItem<T>>> {
    for (;;) {
      if (this.state === 'closed') return { done: true, value: undefined };
      if (this.replayLoad) {
        await this.replayLoad;
        continue;
      }
      if (this.state === 'overflowed') {
        this.state = 'told';
        return { done: false, value: { kind: 'overflow', capacity: this.options.capacity, lastEventId: this.lastEventId } };
      }
      if (this.state === 'told') {
        this.close();
        return { done: true, value: undefined };
      }
      const event = this.replay.shift() ?? this.live.shift();
      if (!event) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      const value = await this.options.deliver(event).catch(() => undefined);
      // The subscriber may have left while the record was being read.
      if (value === undefined || (this.state as State) === 'closed') continue;
      this.lastEventId = event.eventId;
      // Ends like an overflow notice: this item goes out, the next pull closes the stream.
      if (this.options.isFinal?.(value)) this.state = 'told';
      return { done: false, value: { kind: 'event', event, value } };
    }
  }

  async return(): Promise<IteratorResult<StreamItem<T>>> {
    this.close();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<StreamItem<T>>> {
    this.close();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Events waiting for this subscriber (for tests and metrics). */
  get queued(): number {
    return this.live.length + this.replay.length;
  }

  private overflow(): void {
    this.state = 'overflowed';
    this.options.onOverflow?.();
    this.live = [];
    this.replay = [];
    this.replayed.clear();
    this.wake?.();
    this.watchdog = setTimeout(() => {
      if (this.state === 'closed') return;
      this.close();
      this.options.disconnect();
    }, this.options.graceMs);
    this.watchdog.unref();
  }

  private close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.live = [];
    this.replay = [];
    clearTimeout(this.watchdog);
    this.unregister();
    this.wake?.();
  }
}
