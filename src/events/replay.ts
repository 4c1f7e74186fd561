/**
 * The replay buffer a reconnecting subscriber resumes from: the last `maxEvents` events, at most
 * `maxBytes` of them (their JSON size), none older than `maxAgeMs`, in arrival order; the oldest go
 * first when a bound is reached. In memory by default; with Redis a Stream shared by every gateway
 * instance, appended and trimmed by one script, so the byte count beside it stays exact. Redis failing
 * open (src/redis-guard.ts): every event is also kept in this instance's memory buffer (same bounds),
 * which answers while Redis is slow or down; an event received then is not in the shared stream.
 */
import type { Redis } from 'ioredis';
import { RedisGuard } from '../redis-guard.js';
import type { WebhookEvent } from './event.js';

export interface ReplayBuffer {
  append(event: WebhookEvent): Promise<void>;
  /**
   * The events that arrived after `eventId`, oldest first. When that id has left the buffer (or was
   * never seen), the buffered events with a greater numeric id.
   */
  after(eventId: string): Promise<WebhookEvent[]>;
  /** What the buffer holds now: events and their JSON bytes (tests, metrics). */
  size(): Promise<{ events: number; bytes: number }>;
}

export interface ReplayLimits {
  maxEvents: number;
  maxBytes: number;
  maxAgeMs: number;
}

export class MemoryReplayBuffer implements ReplayBuffer {
  /** Oldest first; entries before `head` are dropped (compacted in batches, so appends stay O(1)). */
  private entries: Array<{ event: WebhookEvent; bytes: number }> = [];
  private head = 0;
  private bytes = 0;

  constructor(private readonly limits: ReplayLimits) {}

  async append(event: WebhookEvent): Promise<void> {
    const bytes = Buffer.byteLength(JSON.stringify(event));
    this.entries.push({ event, bytes });
    this.bytes += bytes;
    while (this.entries.length - this.head > 0 && (this.entries.length - this.head > this.limits.maxEvents || this.bytes > this.limits.maxBytes)) {
      this.bytes -= this.entries[this.head]!.bytes;
      this.entries[this.head++] = undefined as never;
    }
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  async after(eventId: string): Promise<WebhookEvent[]> {
    const oldest = Date.now() - this.limits.maxAgeMs;
    const live: WebhookEvent[] = [];
    for (let i = this.head; i < this.entries.length; i++) {
      const { event } = this.entries[i]!;
      if (event.receivedAt >= oldest) live.push(event);
    }
    return eventsAfter(live, eventId);
  }

  async size(): Promise<{ events: number; bytes: number }> {
    return { events: this.entries.length - this.head, bytes: this.bytes };
  }
}

/**
 * KEYS[1] the stream, KEYS[2] its byte count; ARGV event JSON, max events, max bytes. Appends, then
 * drops the oldest entries while either bound is passed; the count is reset when the stream is empty
 * (so a lost counter heals). Sizes are the `e` field's bytes, read back from the entry being dropped.
 */
const APPEND_SCRIPT = `
if redis.call('XLEN', KEYS[1]) == 0 then redis.call('SET', KEYS[2], 0) end
redis.call('XADD', KEYS[1], '*', 'e', ARGV[1])
local total = redis.call('INCRBY', KEYS[2], string.len(ARGV[1]))
local len = redis.call('XLEN', KEYS[1])
local maxEvents = tonumber(ARGV[2])
local maxBytes = tonumber(ARGV[3])
while len > 0 and (len > maxEvents or total > maxBytes) do
  local oldest = redis.call('XRANGE', KEYS[1], '-', '+', 'COUNT', 1)[1]
  local fields = oldest[2]
  local size = 0
  for i = 1, #fields, 2 do
    if fields[i] == 'e' then size = string.len(fields[i + 1]) end
  end
  redis.call('XDEL', KEYS[1], oldest[1])
  total = redis.call('DECRBY', KEYS[2], size)
  len = len - 1
end
return total
`;

type WithAppend = Redis & { fieldgraphReplayAppend(stream: string, bytesKey: string, json: string, maxEvents: number, maxBytes: number): Promise<number> };

export class RedisReplayBuffer implements ReplayBuffer {
  private readonly key: string;
  private readonly bytesKey: string;
  private readonly redis: WithAppend;
  private readonly guard: RedisGuard;
  private readonly memory: MemoryReplayBuffer;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limits: ReplayLimits,
  ) {
    this.guard = RedisGuard.for(redis, 'events');
    this.memory = new MemoryReplayBuffer(limits);
    this.key = `${prefix}events`;
    this.bytesKey = `${prefix}events:bytes`;
    // ioredis sends it by SHA (EVALSHA), loading it once per connection.
    redis.defineCommand('fieldgraphReplayAppend', { numberOfKeys: 2, lua: APPEND_SCRIPT });
    this.redis = redis as WithAppend;
  }

  async append(event: WebhookEvent): Promise<void> {
    await this.memory.append(event);
    await this.guard.run(
      async () => void (await this.redis.fieldgraphReplayAppend(this.key, this.bytesKey, JSON.stringify(event), this.limits.maxEvents, this.limits.maxBytes)),
      () => undefined,
    );
  }

  after(eventId: string): Promise<WebhookEvent[]> {
    return this.guard.run(
      async () => {
        // Stream ids start with the ms timestamp of the XADD, so MINID-style age filtering is a range start.
        const start = `${Date.now() - this.limits.maxAgeMs}-0`;
        const entries = await this.redis.xrange(this.key, start, '+');
        const events: WebhookEvent[] = [];
        for (const [, fields] of entries) {
          const json = fields[fields.indexOf('e') + 1];
          if (json) events.push(JSON.parse(json) as WebhookEvent);
        }
        return eventsAfter(events, eventId);
      },
      () => this.memory.after(eventId),
    );
  }

  size(): Promise<{ events: number; bytes: number }> {
    return this.guard.run(
      async () => {
        const [events, bytes] = await Promise.all([this.redis.xlen(this.key), this.redis.get(this.bytesKey)]);
        return { events, bytes: Number(bytes ?? 0) };
      },
      () => this.memory.size(),
    );
  }
}

function eventsAfter(events: WebhookEvent[], eventId: string): WebhookEvent[] {
  const at = events.findIndex((e) => e.eventId === eventId);
  if (at >= 0) return events.slice(at + 1);
  const n = Number(eventId);
  return Number.isFinite(n) ? events.filter((e) => Number(e.eventId) > n) : events;
}
