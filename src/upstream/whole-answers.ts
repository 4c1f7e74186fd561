/**
 * What an operation read, so its whole answer can be kept under the same invalidation: the records its
 * upstream answers held, when the oldest was read and when the first of them expires.
 */
import type { Logger } from 'pino';
import type { CachePolicy } from './cache-policy.js';
import { MAX_TAGS_PER_ANSWER } from './tags.js';

export class ReadCollection {
  private readonly tags = new Set<string>();
  private oldest = Number.POSITIVE_INFINITY;
  /** When the first read expires (its read time plus its own time to live): the whole answer expires then. */
  private expires = Number.POSITIVE_INFINITY;
  /** Every read was noted with its records, a read time and a time to live. */
  private complete = true;
  /** Some read's records are not known. */
  private untagged = false;

  /** One read; without tags or a read time (not from the shared cache's path), the whole answer is not kept. */
  note(tags: readonly string[] | undefined, readAt: number | undefined, ttl: number): void {
    if (tags) for (const tag of tags) this.tags.add(tag);
    else this.untagged = true;
    if (!tags || readAt === undefined || ttl <= 0) {
      this.complete = false;
      return;
    }
    if (readAt < this.oldest) this.oldest = readAt;
    // A catalog read minutes ago with a 10-minute TTL and a record read now with 30 s: fresh for 30 s more.
    if (readAt + ttl < this.expires) this.expires = readAt + ttl;
  }

  /** The records and lists read (for live queries); undefined when some read's records are not known. */
  known(): ReadonlySet<string> | undefined {
    return this.untagged ? undefined : this.tags;
  }

  /** Keeps the whole answer under `key`, filed under every record the reads held; only when every read was noted. */
  keep(policy: CachePolicy, scope: string, key: string, text: string, log: Logger): boolean {
    const { cache } = policy;
    // Stored as read at the oldest read (so a change after any of them makes it stale), until the first read expires.
    const ttl = this.expires - this.oldest;
    if (!cache || !this.complete || this.tags.size === 0 || this.tags.size > MAX_TAGS_PER_ANSWER || !Number.isFinite(ttl) || ttl <= 0) return false;
    cache
      .store(scope, `answer|${key}`, this.oldest, { status: 200, text }, [...this.tags], ttl)
      .catch((error: Error) => log.warn({ err: error.message }, 'whole-answer store failed'));
    return true;
  }
}

/** The key's whole answer kept under `key`, when nothing it holds changed since and the key is trusted. */
export async function keptWholeAnswer(policy: CachePolicy, scope: string, key: string, trustMs: number): Promise<string | undefined> {
  if (!policy.cache) return undefined;
  try {
    const found = await policy.cache.lookup(scope, `answer|${key}`, { fresh: false, acceptedAt: policy.acceptedAt(scope), trustMs });
    return found.answer?.status === 200 ? found.answer.text : undefined;
  } catch {
    return undefined;
  }
}
