/**
 * One re-read per event and caller, not per subscriber: subscribers with the same API key see the same
 * record, so the first one's read (made with that key) is handed to the others, which put it into their
 * own loaders. Keyed by event, record and a hash of the key, so nothing crosses callers; entries live a
 * few seconds (subscribers take an event at their own pace), then a late subscriber reads again.
 */
export class SharedReads {
  private readonly reads = new Map<string, Promise<unknown>>();

  constructor(private readonly ttlMs = 10_000) {}

  /** `read()`'s promise for this key, started by the first caller within the TTL. */
  get<T>(key: string, read: () => Promise<T>): { value: Promise<T>; shared: boolean } {
    const known = this.reads.get(key) as Promise<T> | undefined;
    if (known) return { value: known, shared: true };
    const value = read();
    this.reads.set(key, value);
    setTimeout(() => this.reads.delete(key), this.ttlMs).unref();
    return { value, shared: false };
  }

  get size(): number {
    return this.reads.size;
  }
}
