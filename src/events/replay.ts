/**
 * The replay buffer a reconnecting subscriber resumes from: the last `maxEvents` events, none older
 * than `maxAgeMs`, in arrival order. In memory by default; with Redis a capped Stream (XADD MAXLEN)
 * shared by every gateway instance.
 */
import type { Redis } from 'ioredis';
import type { WebhookEvent } from './event.js';

export interface ReplayBuffer {
  append(event: WebhookEvent): Promise<void>;
  /**
   * The events that arrived after `eventId`, oldest first. When that id has left the buffer (or was
   * never seen), the buffered events with a greater numeric id.
   */
  after(eventId: string): Promise<WebhookEvent[]>;
}

export interface ReplayLimits {
  maxEvents: number;
  maxAgeMs: number;
}

export class MemoryReplayBuffer implements ReplayBuffer {
  private events: WebhookEvent[] = [];

  constructor(private readonly limits: ReplayLimits) {}

  async append(event: WebhookEvent): Promise<void> {
    this.events.push(event);
    // Trim in batches so that appends stay amortised O(1).
    if (this.events.length >= this.limits.maxEvents * 2) this.events = this.events.slice(-this.limits.maxEvents);
  }

  async after(eventId: string): Promise<WebhookEvent[]> {
    const oldest = Date.now() - this.limits.maxAgeMs;
    const live = this.events.slice(-this.limits.maxEvents).filter((e) => e.receivedAt >= oldest);
    return eventsAfter(live, eventId);
  }
}

export class RedisReplayBuffer implements ReplayBuffer {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly limits: ReplayLimits,
  ) {
    this.key = `${prefix}events`;
  }

  async append(event: WebhookEvent): Promise<void> {
    await this.redis.xadd(this.key, 'MAXLEN', String(this.limits.maxEvents), '*', 'e', JSON.stringify(event));
  }

  async after(eventId: string): Promise<WebhookEvent[]> {
    // Stream ids start with the ms timestamp of the XADD, so MINID-style age filtering is a range start.
    const start = `${Date.now() - this.limits.maxAgeMs}-0`;
    const entries = await this.redis.xrange(this.key, start, '+');
    const events: WebhookEvent[] = [];
    for (const [, fields] of entries) {
      const json = fields[fields.indexOf('e') + 1];
      if (json) events.push(JSON.parse(json) as WebhookEvent);
    }
    return eventsAfter(events, eventId);
  }
}

function eventsAfter(events: WebhookEvent[], eventId: string): WebhookEvent[] {
  const at = events.findIndex((e) => e.eventId === eventId);
  if (at >= 0) return events.slice(at + 1);
  const n = Number(eventId);
  return Number.isFinite(n) ? events.filter((e) => Number(e.eventId) > n) : events;
}
