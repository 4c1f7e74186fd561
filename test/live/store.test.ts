/**
 * The live-query store alone, with an injected clock and vitest's fake timers: which invalidations run
 * an entry again, the throttle, one run at a time, answers sent only when they change, the cap per key,
 * revocation and shutdown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveQueryStore, type LiveQueryOptions, type LiveRun, type LiveStream } from '../../src/live/store.js';
import { FLOOR_TAG, type InvalidationListener } from '../../src/invalidation/index.js';
import { ALL_KEYS_TAG } from '../../src/upstream/tags.js';

let listeners: InvalidationListener[];
let changedSince: Map<string, number>;
const invalidate = (...tags: string[]) => {
  for (const t of tags) changedSince.set(t, Date.now());
  for (const l of listeners) l(tags, Date.now());
};

function store(perKey = 10, sent: number[] = []) {
  return new LiveQueryStore<string>({
    perKey,
    onRun: (n) => sent.push(n),
    subscribe: (l) => {
      listeners.push(l);
      return () => listeners.splice(listeners.indexOf(l), 1);
    },
    isFresh: (tags, readAt) => [...tags].every((t) => (changedSince.get(t) ?? 0) < readAt),
    now: () => Date.now(),
  });
}

/** An entry whose runs answer from `answers` in turn, each reading `tags`. */
function entry(overrides: Partial<LiveQueryOptions<string>> & { answers?: string[]; tags?: string[]; unknownReads?: boolean } = {}) {
  const answers = overrides.answers ?? ['v1', 'v2', 'v3', 'v4', 'v5'];
  const runs: Array<(r: LiveRun<string>) => void> = [];
  let n = 0;
  const options: LiveQueryOptions<string> = {
    entryKey: 'k1|q',
    scope: 'k1',
    keyTag: '@key:k1',
    throttleMs: 250,
    first: { result: 'v0', tags: new Set(overrides.tags ?? ['projects#1']) },
    startedAt: Date.now() - 1,
    text: (r) => r,
    // Each run waits until the test settles it (`finishRun`), unless `instant`.
    run: () => new Promise<LiveRun<string>>((resolve) => runs.push(resolve)),
    ...overrides,
  };
  const finishRun = async (final = false) => {
    const resolve = runs.shift();
    if (!resolve) throw new Error('no run in progress');
    resolve({ result: answers[n++]!, tags: overrides.unknownReads ? undefined : new Set(overrides.tags ?? ['projects#1']), final });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { options, runs, finishRun };
}

async function take(stream: LiveStream<string>, count: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const next = await stream.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  listeners = [];
  changedSince = new Map();
});
afterEach(() => vi.useRealTimers());

describe('live query store', () => {
  it('runs an entry again when a tag it read is invalidated, not for other tags', async () => {
    const s = store();
    const e = entry();
    const opened = s.open(e.options);
    if (!('stream' in opened)) throw new Error('refused');
    expect(await take(opened.stream, 1)).toEqual(['v0']);
    await vi.advanceTimersByTimeAsync(1_000);
    invalidate('projects#2', 'accounts');
    expect(e.runs).toHaveLength(0);
    invalidate('projects#1');
    expect(e.runs).toHaveLength(1);
    await e.finishRun();
    expect(await take(opened.stream, 1)).toEqual(['v1']);
  });

  it('throttles: a change within the throttle runs once, when it has passed; changes during a run run it once more after', async () => {
    const s = store();
    const e = entry();
    s.open(e.options);
    invalidate('projects#1');
    // Opened 0 ms ago: the run waits for the throttle (250 ms).
    expect(e.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(249);
    expect(e.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(e.runs).toHaveLength(1);
    // Three changes while it runs: one more run, after this one and the throttle.
    invalidate('projects#1');
    invalidate('projects#1');
    invalidate('projects#1');
    await e.finishRun();
    expect(e.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(250);
    expect(e.runs).toHaveLength(1);
  });

  it('a client that reads slowly gets the newest answer, not each one', async () => {
    const s = store();
    const e = entry({ throttleMs: 0 });
    const opened = s.open(e.options);
    if (!('stream' in opened)) throw new Error('refused');
    for (let i = 0; i < 3; i++) {
      invalidate('projects#1');
      await e.finishRun();
    }
    expect(await take(opened.stream, 1)).toEqual(['v3']);
  });

  it('sends an answer only when it differs from the last one sent', async () => {
    const sent: number[] = [];
    const s = store(10, sent);
    const e = entry({ answers: ['v0', 'v0', 'v1'] });
    const opened = s.open(e.options);
    if (!('stream' in opened)) throw new Error('refused');
    expect(await take(opened.stream, 1)).toEqual(['v0']);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(300);
      invalidate('projects#1');
      await e.finishRun();
    }
    expect(await take(opened.stream, 1)).toEqual(['v1']);
    expect(sent).toEqual([0, 0, 1]);
  });

  it('identical live queries of one key share one entry and one run; the entry ends with its last watcher', async () => {
    const s = store();
    const e = entry();
    const streams = [s.open(e.options), s.open(e.options), s.open(e.options)].map((o) => ('stream' in o ? o.stream : undefined)!);
    expect(s.size).toBe(3);
    expect(s.entryCount).toBe(1);
    for (const stream of streams) expect(await take(stream, 1)).toEqual(['v0']);
    await vi.advanceTimersByTimeAsync(300);
    invalidate('projects#1');
    expect(e.runs).toHaveLength(1);
    await e.finishRun();
    for (const stream of streams) expect(await take(stream, 1)).toEqual(['v1']);
    for (const stream of streams) await stream.return();
    expect(s.size).toBe(0);
    expect(s.entryCount).toBe(0);
    invalidate('projects#1');
    expect(e.runs).toHaveLength(0);
  });

  it('refuses a key past its cap, and counts a stream that ended as gone', async () => {
    const s = store(2);
    const e = entry();
    const first = s.open(e.options);
    s.open({ ...e.options, entryKey: 'k1|other' });
    expect(s.open({ ...e.options, entryKey: 'k1|third' })).toEqual({ refused: 'per_key' });
    // Another key is not affected.
    expect('stream' in s.open({ ...e.options, entryKey: 'k2|q', scope: 'k2', keyTag: '@key:k2' })).toBe(true);
    if ('stream' in first) await first.stream.return();
    expect('stream' in s.open({ ...e.options, entryKey: 'k1|third' })).toBe(true);
  });

  it('a change between the first execution and the opening runs it again at once', async () => {
    const s = store();
    await vi.advanceTimersByTimeAsync(10);
    invalidate('projects#1');
    const e = entry({ startedAt: Date.now() - 5, throttleMs: 0 });
    s.open(e.options);
    expect(e.runs).toHaveLength(1);
  });

  it('a record a run reads for the first time, changed while that run ran, runs it once more', async () => {
    const s = store();
    const runs: Array<(r: LiveRun<string>) => void> = [];
    const opened = s.open({
      entryKey: 'k1|q',
      scope: 'k1',
      keyTag: '@key:k1',
      throttleMs: 0,
      first: { result: 'project 1 on account 10, "Old"', tags: new Set(['projects#1', 'accounts#10']) },
      startedAt: Date.now() - 1,
      text: (r) => r,
      run: () => new Promise<LiveRun<string>>((resolve) => runs.push(resolve)),
    });
    if (!('stream' in opened)) throw new Error('refused');
    await opened.stream.next();
    // The project moves to account 20: the entry runs again.
    vi.advanceTimersByTime(5);
    invalidate('projects#1', 'projects');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    // The run read account 20 as it was; account 20 is renamed before the run ends (not yet filed under it).
    vi.advanceTimersByTime(5);
    invalidate('accounts#20', 'accounts');
    await vi.advanceTimersByTimeAsync(0);
    runs.shift()!({ result: 'project 1 on account 20, "Before"', tags: new Set(['projects#1', 'accounts#20']) });
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(1);
    runs.shift()!({ result: 'project 1 on account 20, "After"', tags: new Set(['projects#1', 'accounts#20']) });
    await vi.advanceTimersByTimeAsync(10);
    // The change that started a run does not run it twice: the tags it was filed under are not looked at again.
    expect(runs).toHaveLength(0);
    expect((await opened.stream.next()).value).toBe('project 1 on account 20, "After"');
  });

  it('reads not all known: any invalidation runs it; the key’s revocation, every key’s, and the floor run every entry', async () => {
    const s = store();
    const unknown = entry({ entryKey: 'k1|unknown', throttleMs: 0, unknownReads: true, first: { result: 'v0', tags: undefined } });
    s.open({ ...unknown.options, startedAt: Date.now() + 1 });
    expect(unknown.runs).toHaveLength(1);
    await unknown.finishRun();
    invalidate('anything#1');
    expect(unknown.runs).toHaveLength(1);
    await unknown.finishRun();
    for (const tag of ['@key:k1', ALL_KEYS_TAG, FLOOR_TAG]) {
      const known = entry({ entryKey: `k1|${tag}`, throttleMs: 0 });
      s.open(known.options);
      invalidate(tag);
      expect(known.runs, tag).toHaveLength(1);
    }
  });

  it('a final answer (the key refused) is sent, then the stream completes; close() completes every stream', async () => {
    const s = store();
    const e = entry({ throttleMs: 0 });
    const opened = s.open(e.options);
    if (!('stream' in opened)) throw new Error('refused');
    expect(await take(opened.stream, 1)).toEqual(['v0']);
    invalidate('projects#1');
    await e.finishRun(true);
    expect(await take(opened.stream, 3)).toEqual(['v1']);
    expect(s.size).toBe(0);
    const other = s.open({ ...entry().options, entryKey: 'k1|other' });
    if (!('stream' in other)) throw new Error('refused');
    s.close();
    expect(await take(other.stream, 3)).toEqual(['v0']);
    expect(s.open(entry().options)).toEqual({ refused: 'per_key' });
  });
});
