/**
 * Unit tests of the record-level invalidation and the in-memory answer cache on it, with an injected
 * clock: exact about what is fresh, what a stamp makes stale, when a kept answer may be served past its
 * time to live, and when a key may read kept answers at all.
 */
import { describe, expect, it } from 'vitest';
import { FLOOR_TAG, LocalInvalidations } from '../../src/invalidation/index.js';
import type { RedisGuard } from '../../src/redis-guard.js';
import { GuardedCache, MemoryCache, type SharedCache } from '../../src/upstream/shared-cache.js';
import { ALL_KEYS_TAG, keyTag, tagsOfAnswer, tagsOfRecordChange, tagsOfWrite } from '../../src/upstream/tags.js';

function clocked(options: { retentionMs?: number; maxTags?: number } = {}) {
  let now = 1_000_000;
  const inv = new LocalInvalidations({ retentionMs: options.retentionMs ?? 60_000, maxTags: options.maxTags, clock: () => now });
  return { inv, tick: (ms: number) => (now += ms), now: () => now };
}

describe('LocalInvalidations', () => {
  it('an answer read before a stamp on one of its tags is stale; one read after it, or holding other tags, is fresh', () => {
    const { inv, tick, now } = clocked();
    const readBefore = now();
    tick(10);
    void inv.invalidate(['projects#5']);
    const stamp = now();
    expect(inv.isFresh(['projects#5', 'users#1'], readBefore)).toBe(false);
    expect(inv.isFresh(['projects#6'], readBefore)).toBe(true);
    // The same millisecond counts as stale; the next one is fresh.
    expect(inv.isFresh(['projects#5'], stamp)).toBe(false);
    expect(inv.isFresh(['projects#5'], stamp + 1)).toBe(true);
    expect(inv.stampOf(['projects#5', 'projects#6'])).toBe(stamp);
    expect(inv.last).toBe(stamp);
  });

  it('tells its listeners, and forgets stamps older than the retention', () => {
    const { inv, tick, now } = clocked({ retentionMs: 1_000 });
    const heard: string[][] = [];
    const stop = inv.subscribe((tags) => heard.push([...tags]));
    void inv.invalidate(['accounts#1']);
    const old = now() - 1;
    tick(2_000);
    void inv.invalidate(['accounts#2']);
    stop();
    void inv.invalidate(['accounts#3']);
    expect(heard).toEqual([['accounts#1'], ['accounts#2']]);
    // Past the retention, nothing kept could be that old: its stamp is gone.
    expect(inv.stampOf(['accounts#1'])).toBe(0);
    expect(inv.isFresh(['accounts#1'], old)).toBe(true);
  });

  it('past maxTags stamps, everything read before is stale at once (the floor), and memory stays bounded', () => {
    const { inv, tick, now } = clocked({ maxTags: 3 });
    const read = now();
    tick(5);
    void inv.invalidate(['a#1', 'a#2', 'a#3', 'a#4']);
    expect(inv.isFresh(['unrelated#9'], read)).toBe(false);
    tick(5);
    expect(inv.isFresh(['unrelated#9'], now())).toBe(true);
    void inv.invalidate([FLOOR_TAG]);
    expect(inv.isFresh(['unrelated#9'], now())).toBe(false);
  });
});

describe('MemoryCache on the invalidation', () => {
  const answer = { status: 200, text: '{"id":5}' };
  const trusted = (acceptedAt: number) => ({ fresh: false, acceptedAt, trustMs: 60_000 });

  it('serves an answer until a tag it holds is invalidated, to a trusted key only', async () => {
    const { inv, tick, now } = clocked();
    const cache = new MemoryCache(1_000_000, inv, 0);
    const readAt = now();
    await cache.store('key', '/projects/5', readAt, answer, ['projects#5', 'users#1'], 30_000);
    tick(1);
    expect((await cache.lookup('key', '/projects/5', trusted(readAt))).answer?.text).toBe(answer.text);
    // Never accepted: no kept answer; another key's scope: nothing.
    expect((await cache.lookup('key', '/projects/5', trusted(0))).answer).toBeUndefined();
    expect((await cache.lookup('other', '/projects/5', trusted(readAt))).answer).toBeUndefined();
    void inv.invalidate(['users#1']);
    tick(1);
    expect((await cache.lookup('key', '/projects/5', trusted(readAt))).answer).toBeUndefined();
  });

  it('a key revoked (its own tag, or every key) reads nothing kept until the upstream accepts it again', async () => {
    const { inv, tick, now } = clocked();
    const cache = new MemoryCache(1_000_000, inv, 0);
    const acceptedAt = now();
    await cache.store('key', '/projects/5', now(), answer, ['projects#5'], 30_000);
    tick(1);
    void inv.invalidate([keyTag('key')]);
    tick(1);
    const revoked = await cache.lookup('key', '/projects/5', trusted(acceptedAt));
    expect(revoked.trusted).toBe(false);
    expect(revoked.answer).toBeUndefined();
    expect((await cache.lookup('key', '/projects/5', trusted(now()))).trusted).toBe(true);
    void inv.invalidate([ALL_KEYS_TAG]);
    tick(1);
    expect((await cache.lookup('key', '/projects/5', trusted(now() - 2))).trusted).toBe(false);
  });

  it('past its time to live an answer is served only when asked for stale, with its age; an invalidated one never', async () => {
    const { inv, tick, now } = clocked();
    const cache = new MemoryCache(1_000_000, inv, 86_400_000);
    const readAt = now();
    await cache.store('key', '/projects/5', readAt, answer, ['projects#5'], 30_000);
    tick(45_000);
    expect((await cache.lookup('key', '/projects/5', { ...trusted(readAt), trustMs: 86_400_000 })).answer).toBeUndefined();
    const stale = await cache.lookup('key', '/projects/5', { ...trusted(readAt), trustMs: 86_400_000, stale: true });
    expect(stale.answer?.text).toBe(answer.text);
    expect(stale.ageMs).toBe(45_000);
    void inv.invalidate(['projects#5']);
    tick(1);
    expect((await cache.lookup('key', '/projects/5', { ...trusted(readAt), trustMs: 86_400_000, stale: true })).answer).toBeUndefined();
  });

  it('an answer read before a change that lands while it was in flight is not kept', async () => {
    const { inv, tick, now } = clocked();
    const cache = new MemoryCache(1_000_000, inv, 0);
    const readAt = now();
    tick(5);
    void inv.invalidate(['projects#5']);
    tick(5);
    await cache.store('key', '/projects/5', readAt, answer, ['projects#5'], 30_000);
    expect((await cache.lookup('key', '/projects/5', trusted(now()))).answer).toBeUndefined();
  });
});

describe('GuardedCache: Redis with this instance’s memory', () => {
  it('an answer Redis still holds from before a change this instance knows of is not served (the change is not in Redis yet)', async () => {
    const { inv, tick, now } = clocked();
    const readAt = now();
    // Redis as it is right after an outage: it still holds the answer read before, fresh by its own stamps.
    const redisSide: SharedCache = {
      lookup: async () => ({
        readAt: now(),
        epoch: 0,
        trusted: true,
        answer: { status: 200, text: '{"title":"old"}', readAt, freshUntil: readAt + 30_000, tags: ['projects#5'] },
      }),
      store: async () => undefined,
      close: async () => undefined,
    };
    // Redis answering in time: the guard runs the call.
    const answering = { run: (call: () => Promise<unknown>) => call() } as unknown as RedisGuard;
    const cache = new GuardedCache(redisSide, new MemoryCache(1_000_000, inv, 0), answering, inv);
    const options = { fresh: false, acceptedAt: readAt, trustMs: 60_000 };
    tick(1);
    expect((await cache.lookup('key', '/projects/5', options)).answer?.text).toBe('{"title":"old"}');
    // The project was renamed through this instance (or another told it) while Redis was out.
    inv.apply(['projects#5'], now());
    tick(1);
    expect((await cache.lookup('key', '/projects/5', options)).answer).toBeUndefined();
  });
});

describe('tags', () => {
  it("an answer is tagged with its path's records and the records inside it, by kind", () => {
    const tags = tagsOfAnswer('/v1/projects?page=1', '/v1', [
      { id: 7, account: { id: 3, title: 'A' }, createdBy: { id: 101 }, stage: { id: 301 }, jurisdiction: { id: 12 } },
    ]);
    expect(tags).toEqual(expect.arrayContaining(['projects', 'projects#7', 'accounts#3', 'users#101', 'stages#301', 'ahjs#12']));
    // A work order's `project` summary is its parent, whatever the parent's kind.
    expect(tagsOfAnswer('/v1/work-orders/9', '/v1', { id: 9, project: { id: 40 } })).toEqual(
      expect.arrayContaining(['work-orders#9', 'projects#40', 'opportunities#40', 'accounts#40']),
    );
  });

  it('a write changes its path, its answer and its references; a webhook its record; an unknown kind only that id', () => {
    expect(tagsOfWrite('POST', '/v1/invoices/4/payments', '/v1', { amount: 1 }, { id: 88, invoiceId: 4 })).toEqual(
      expect.arrayContaining(['invoices#4', 'invoices', 'payments', 'payments#88', 'bills']),
    );
    expect(tagsOfWrite('PATCH', '/v1/contacts/2', '/v1', { accountIds: [5, 6] })).toEqual(
      expect.arrayContaining(['contacts#2', 'contacts', 'accounts#5', 'accounts#6']),
    );
    expect(tagsOfWrite('DELETE', '/v1/api-keys/key_1', '/v1')).toContain(ALL_KEYS_TAG);
    expect(tagsOfRecordChange('projects', 5)).toEqual(['projects#5', 'projects']);
    expect(tagsOfRecordChange(undefined, 5)).toEqual(['projects#5', 'opportunities#5', 'accounts#5']);
    expect(tagsOfRecordChange(undefined, null)).toEqual([]);
  });
});
