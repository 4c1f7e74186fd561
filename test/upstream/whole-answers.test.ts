/**
 * What an operation read decides how long its whole answer is kept: until the first of its reads
 * expires, counted from when that read was made (not from the oldest read), and not at all when one
 * read's records are unknown.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { CachePolicy } from '../../src/upstream/cache-policy.js';
import { ReadCollection } from '../../src/upstream/whole-answers.js';

const MINUTE = 60_000;

function policy() {
  const stored: Array<{ readAt: number; ttl: number; tags: string[] }> = [];
  const cache = {
    store: async (_scope: string, _url: string, readAt: number, _answer: unknown, tags: string[], ttl: number) => {
      stored.push({ readAt, ttl, tags });
    },
  };
  return { stored, policy: { cache } as unknown as CachePolicy };
}

describe('ReadCollection', () => {
  it('a catalog read 9 minutes ago (kept 10) beside a record read now (kept 30 s): the answer is fresh for 30 s more', () => {
    const now = 100 * MINUTE;
    const reads = new ReadCollection();
    reads.note(['utilities'], now - 9 * MINUTE, 10 * MINUTE);
    reads.note(['projects#1'], now, 30_000);
    const { stored, policy: p } = policy();
    expect(reads.keep(p, 'scope', 'key', '{}', pino({ level: 'silent' }))).toBe(true);
    expect(stored).toHaveLength(1);
    const { readAt, ttl, tags } = stored[0]!;
    expect(readAt).toBe(now - 9 * MINUTE);
    expect(readAt + ttl).toBe(now + 30_000);
    expect(tags.sort()).toEqual(['projects#1', 'utilities']);
  });

  it('a read with unknown records: nothing kept, and live queries follow every change', () => {
    const reads = new ReadCollection();
    reads.note(['projects#1'], 1_000, 30_000);
    reads.note(undefined, undefined, 0);
    const { stored, policy: p } = policy();
    expect(reads.keep(p, 'scope', 'key', '{}', pino({ level: 'silent' }))).toBe(false);
    expect(stored).toHaveLength(0);
    expect(reads.known()).toBeUndefined();
  });
});
