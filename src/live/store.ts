/**
 * Live queries: each open `@live` query is a stream of answers, sent again whenever a record or list
 * its last execution read is invalidated (src/invalidation: a write through any instance, a webhook).
 * Identical live queries of one key share one entry and one re-execution; re-executions of an entry are
 * at least its throttle apart, never overlap (a change during one runs it once more after), and an
 * answer equal to the last one sent is not sent again. Knows nothing of GraphQL: the plugin
 * (gateway/plugins/use-live-queries.ts) gives it a function that executes the query once more.
 */
import { ALL_KEYS_TAG } from '../upstream/tags.js';
import { FLOOR_TAG, type InvalidationListener, type Tag } from '../invalidation/index.js';

/** One execution's outcome: what to send, what it read (undefined: not all of it is known, so any change runs it again). */
export interface LiveRun<R> {
  result: R;
  tags: ReadonlySet<Tag> | undefined;
  /** The answer ends the live query after it is sent (the key stopped working). */
  final?: boolean;
}

export interface LiveQueryOptions<R> {
  /** Who shares an entry: the key's scope and the operation (document, name, variables). */
  entryKey: string;
  /** The key's scope: what the per-key cap counts, and the tag of its revocation. */
  scope: string;
  /** The tag whose invalidation means the key's trust changed (it may have been revoked). */
  keyTag: Tag;
  /** Minimum ms between two executions of this entry. */
  throttleMs: number;
  /** The first execution, already done by the caller. */
  first: LiveRun<R>;
  /** When (on the invalidation clock) the first execution started reading: a change since runs it again. */
  startedAt: number;
  /** Executes the query again. */
  run(): Promise<LiveRun<R>>;
  /** Serializes an answer, to send only answers that differ from the last one. */
  text(result: R): string;
  /** Called once when the entry ends (its last watcher left, the key was refused, shutdown). */
  stop?(): void;
}

export interface LiveQueryStoreOptions {
  /** Live queries one key may hold open at once (over every transport of this instance). */
  perKey: number;
  /** Tells the store of every invalidation, returns the unsubscribe. */
  subscribe(listener: InvalidationListener): () => void;
  /** Whether anything holding `tags` changed since `readAt` (the invalidation clock). */
  isFresh(tags: Iterable<Tag>, readAt: number): boolean;
  /** The clock, injectable for tests. */
  now?: () => number;
  /** Told of every execution an invalidation caused, and of each answer sent. */
  onRun?(sent: number): void;
  /** Told when an execution failed outright (its previous answer stays). */
  onError?(error: unknown): void;
  /** Told how many live queries are open whenever one opens or ends. */
  onOpen?(open: number): void;
}

export type Opened<R> = { stream: LiveStream<R> } | { refused: 'per_key' };

export class LiveQueryStore<R> {
  private readonly entries = new Map<string, Entry<R>>();
  /** Entries by tag; `wildcard` holds those whose reads are not all known. */
  private readonly byTag = new Map<Tag, Set<Entry<R>>>();
  private readonly wildcard = new Set<Entry<R>>();
  private readonly perScope = new Map<string, number>();
  private open_ = 0;
  private readonly unsubscribe: () => void;
  readonly now: () => number;
  private closed = false;

  constructor(private readonly options: LiveQueryStoreOptions) {
    this.now = options.now ?? Date.now;
    this.unsubscribe = options.subscribe((tags) => this.invalidated(tags));
  }

  /** Opens a live query: a stream whose first answer is `first`, or a refusal when the key holds too many. */
  open(options: LiveQueryOptions<R>): Opened<R> {
    const open = this.perScope.get(options.scope) ?? 0;
    if (this.closed || open >= this.options.perKey) return { refused: 'per_key' };
    this.perScope.set(options.scope, open + 1);
    let entry = this.entries.get(options.entryKey);
    if (!entry) {
      // The entry keeps the first answer's text, not the answer (each stream holds it until it is taken).
      const { first, ...kept } = options;
      entry = new Entry(this, kept, options.text(first.result));
      this.entries.set(options.entryKey, entry);
      this.index(entry, options.first.tags);
      // A change between the first execution's reads and now would otherwise be missed.
      if (!options.first.tags || !this.options.isFresh(options.first.tags, options.startedAt)) entry.schedule();
    }
    const stream = new LiveStream<R>(options.first.result, () => this.leave(entry, stream, options.scope));
    entry.streams.add(stream);
    this.open_ += 1;
    this.options.onOpen?.(this.open_);
    return { stream };
  }

  /** Live queries open on this instance. */
  get size(): number {
    return this.open_;
  }

  /** Distinct entries (executions shared by identical live queries of one key). */
  get entryCount(): number {
    return this.entries.size;
  }

  /** Ends every live query (shutdown): each stream completes after the answer it is sending. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    for (const entry of [...this.entries.values()]) entry.end();
  }

  /** @internal The entry's reads changed: file it under its new tags. */
  index(entry: Entry<R>, tags: ReadonlySet<Tag> | undefined): void {
    this.unindex(entry);
    entry.tags = tags;
    if (!tags) this.wildcard.add(entry);
    // The key's own tag too: its revocation runs the query again, which then ends it.
    for (const tag of [entry.options.keyTag, ...(tags ?? [])]) {
      const set = this.byTag.get(tag);
      if (set) set.add(entry);
      else this.byTag.set(tag, new Set([entry]));
    }
  }

  /** @internal */
  remove(entry: Entry<R>): void {
    this.unindex(entry);
    if (this.entries.get(entry.options.entryKey) === entry) this.entries.delete(entry.options.entryKey);
  }

  /** @internal Whether none of `tags` changed since `readAt` (on the invalidation clock). */
  isFresh(tags: Iterable<Tag>, readAt: number): boolean {
    return this.options.isFresh(tags, readAt);
  }

  /** @internal */
  get hooks(): Pick<LiveQueryStoreOptions, 'onRun' | 'onError'> {
    return this.options;
  }

  private unindex(entry: Entry<R>): void {
    this.wildcard.delete(entry);
    for (const tag of [entry.options.keyTag, ...(entry.tags ?? [])]) {
      const set = this.byTag.get(tag);
      set?.delete(entry);
      if (set?.size === 0) this.byTag.delete(tag);
    }
  }

  private leave(entry: Entry<R>, stream: LiveStream<R>, scope: string): void {
    if (!entry.streams.delete(stream)) return;
    this.open_ -= 1;
    this.options.onOpen?.(this.open_);
    const open = (this.perScope.get(scope) ?? 1) - 1;
    if (open > 0) this.perScope.set(scope, open);
    else this.perScope.delete(scope);
    if (entry.streams.size === 0) entry.end();
  }

  private invalidated(tags: readonly Tag[]): void {
    const hit = new Set<Entry<R>>(this.wildcard);
    for (const tag of tags) {
      if (tag === FLOOR_TAG || tag === ALL_KEYS_TAG) {
        for (const entry of this.entries.values()) hit.add(entry);
        break;
      }
      for (const entry of this.byTag.get(tag) ?? []) hit.add(entry);
    }
    for (const entry of hit) entry.schedule();
  }
}

/** One executed live query and everyone watching it. */
class Entry<R> {
  readonly streams = new Set<LiveStream<R>>();
  tags: ReadonlySet<Tag> | undefined;
  private lastText: string;
  private lastRunAt: number;
  private running = false;
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(
    private readonly store: LiveQueryStore<R>,
    readonly options: Omit<LiveQueryOptions<R>, 'first'>,
    firstText: string,
  ) {
    this.lastText = firstText;
    this.lastRunAt = store.now();
  }

  /** Something it read changed: run again, at once or when the throttle allows; once more after a run in progress. */
  schedule(): void {
    if (this.ended) return;
    if (this.running) {
      this.dirty = true;
      return;
    }
    if (this.timer) return;
    const wait = this.lastRunAt + this.options.throttleMs - this.store.now();
    if (wait <= 0) {
      void this.run();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, wait);
    this.timer.unref();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.timer);
    this.options.stop?.();
    this.store.remove(this);
    // Each stream leaves (its key's count goes down) now, and completes after the answer it holds.
    for (const stream of [...this.streams]) stream.finish();
  }

  private async run(): Promise<void> {
    this.running = true;
    this.dirty = false;
    const startedAt = this.store.now();
    this.lastRunAt = startedAt;
    const before = this.tags;
    let sent = 0;
    try {
      const outcome = await this.options.run();
      if (this.ended) return;
      this.store.index(this, outcome.tags);
      // A record this run read for the first time may have changed while it ran, before the entry was filed
      // under it (as for the first execution, in `open`): then it runs once more. Tags it was filed under
      // already woke it during the run (`schedule`), the change that started it among them.
      const added = outcome.tags && before ? [...outcome.tags].filter((tag) => !before.has(tag)) : [];
      if (added.length > 0 && !this.store.isFresh(added, startedAt)) this.dirty = true;
      const text = this.options.text(outcome.result);
      if (text !== this.lastText) {
        this.lastText = text;
        for (const stream of this.streams) stream.push(outcome.result);
        sent = this.streams.size;
      }
      if (outcome.final) this.end();
    } catch (error) {
      this.store.hooks.onError?.(error);
    } finally {
      this.running = false;
      this.store.hooks.onRun?.(sent);
      if (this.dirty) this.schedule();
    }
  }
}

/**
 * One client's live query: its first answer, then each newer one. Only the latest unsent answer is
 * kept (a client that reads slowly skips to the newest), so memory per client is one answer.
 */
export class LiveStream<R> implements AsyncIterableIterator<R> {
  private pending: R | undefined;
  private hasPending = true;
  private done = false;
  private wake: (() => void) | undefined;

  constructor(
    first: R,
    private readonly onLeave: () => void,
  ) {
    this.pending = first;
  }

  /** @internal A newer answer: replaces one not yet taken. */
  push(result: R): void {
    if (this.done) return;
    this.pending = result;
    this.hasPending = true;
    this.wake?.();
  }

  /** @internal The live query ended: the answer waiting (if any) is still delivered, then the stream completes. */
  finish(): void {
    this.done = true;
    this.onLeave();
    this.wake?.();
  }

  async next(): Promise<IteratorResult<R>> {
    for (;;) {
      if (this.hasPending) {
        const value = this.pending as R;
        this.pending = undefined;
        this.hasPending = false;
        return { done: false, value };
      }
      if (this.done) {
        this.onLeave();
        return { done: true, value: undefined };
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }

  async return(): Promise<IteratorResult<R>> {
    this.done = true;
    this.hasPending = false;
    this.pending = undefined;
    this.onLeave();
    this.wake?.();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<R>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
