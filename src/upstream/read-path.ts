/**
 * The read path of a session: a GET with the caller's key, from the shared cache, a shared flight, or a
 * stale answer once the day's budget is spent; its answer kept for others, and noted for whole answers.
 */
import type { Logger } from 'pino';
import type { UpstreamConfig } from '../config.js';
import type { Invalidations } from '../invalidation/index.js';
import { recordUnsentRead } from '../tracing.js';
import { answerBody, cachedBody, type AnswerReader } from './answers.js';
import type { CachePolicy } from './cache-policy.js';
import type { Credentials } from './credentials.js';
import { UpstreamError } from './errors.js';
import type { Flights, FlightStop, Following, SentAnswer } from './flights.js';
import type { CachedAnswer } from './shared-cache.js';
import { tagsOfAnswer, tagsOfPath } from './tags.js';
import type { Transport } from './transport.js';
import { ReadCollection, keptWholeAnswer } from './whole-answers.js';

/** What the operation's answer says of the cache beyond its cost (`extensions.cache`). */
export interface CacheNotes {
  /** Age in seconds of the oldest answer served past its time to live, because the day's budget is spent. */
  staleSeconds?: number;
  /** Why a `Cache-Control: no-cache` was not honoured (the user's refreshes for the minute are spent). */
  refreshRefused?: string;
}

/** What the read path uses of the session and of what every session shares. */
export interface ReadContext {
  shared: { config: UpstreamConfig; transport: Transport; policy: CachePolicy; invalidations: Invalidations; flights: Flights };
  key: Credentials;
  reader: AnswerReader;
  following: Following;
  /** `Cache-Control: no-cache` from the caller. */
  fresh: boolean;
  user: string;
  cacheNotes: CacheNotes;
  log: () => Logger;
  /** Sends the GET of a flight this reader started (counted, paced, abandoned with `signal`). */
  send: (resource: string, url: string, readAt: number | undefined, stop: FlightStop) => Promise<SentAnswer>;
}

export class ReadPath {
  /** What the operation read, for keeping its whole answer (collectReads). */
  private reads: ReadCollection | undefined;
  /** Whether the caller's `no-cache` is honoured, asked once per operation. */
  private refresh: Promise<boolean> | undefined;

  constructor(private readonly ctx: ReadContext) {}

  /** A GET with the caller's key: from the shared cache when it holds the answer, else one request shared by everyone asking now. */
  async read(resource: string, url: string, again = false): Promise<unknown> {
    const { key, shared, reader } = this.ctx;
    if (key.failure) throw key.failure;
    const { policy, flights, transport, invalidations } = shared;
    const scope = key.scope;
    const ttl = policy.ttl(url);
    let epoch: number | undefined = invalidations.last;
    let readAt: number | undefined;
    let kept: CachedAnswer | undefined;
    let refreshing = false;
    if (ttl > 0) {
      refreshing = this.ctx.fresh && (await this.refreshAllowed());
      const found = await policy.lookup(scope, url, refreshing, this.ctx.log());
      if (found) ({ answer: kept, epoch, readAt } = found);
    }
    if (kept) {
      recordUnsentRead(url, transport.basePath, resource, 'cache');
      this.note(kept.tags, kept.readAt, ttl);
      return cachedBody(reader, resource, url, kept);
    }
    const { flight, started } = flights.join(scope, epoch, url, readAt, (stop) => {
      this.ctx.following.check();
      return this.ctx.send(resource, url, readAt, stop);
    });
    let answer: SentAnswer;
    try {
      answer = await this.ctx.following.follow(flight);
    } catch (error) {
      // A refusal of the reader that started the shared GET for its own user (its share of the day spent, its
      // place in a full queue given to another user) is not this reader's: it asks once for itself.
      if (!started && !again && error instanceof UpstreamError && (error.details.reason === 'user_daily_budget' || error.details.reason === 'paced')) {
        return this.read(resource, url, true);
      }
      // The day's budget (or the user's share of it) is spent: an answer kept past its time to live (and not changed since) beats none.
      if (error instanceof UpstreamError && (error.details.reason === 'daily_budget' || error.details.reason === 'user_daily_budget') && policy.cache) {
        const stale = await this.staleAnswer(scope, url);
        this.note(undefined, undefined, 0);
        if (stale) {
          recordUnsentRead(url, transport.basePath, resource, 'stale');
          return cachedBody(reader, resource, url, stale);
        }
      }
      throw error;
    }
    if (!started) {
      recordUnsentRead(url, transport.basePath, resource, 'shared');
      const body = answerBody(reader, { resource, method: 'GET', url, auth: 'key' }, answer);
      if (this.reads) this.note(tagsOfAnswer(url, transport.basePath, body), flight.readAt, ttl);
      return body;
    }
    if (readAt === undefined) {
      // Outside the shared cache's path no whole answer is kept, but a live query still learns what was read.
      let tags = this.reads ? tagsOfPath(url, transport.basePath) : undefined;
      try {
        const body = answerBody(reader, { resource, method: 'GET', url, auth: 'key' }, answer);
        if (this.reads) tags = tagsOfAnswer(url, transport.basePath, body);
        return body;
      } finally {
        this.note(tags, undefined, 0);
      }
    }
    // The reader that sent the request keeps its answer, filed under the records it holds.
    let body: unknown;
    try {
      body = answerBody(reader, { resource, method: 'GET', url, auth: 'key' }, answer);
    } catch (error) {
      const tags = policy.keepNotFound(scope, url, readAt, answer, ttl, this.ctx.log());
      if (tags) this.note(tags, readAt, ttl);
      throw error;
    }
    const tags = tagsOfAnswer(url, transport.basePath, body);
    // A refresh that finds the upstream changed without telling (no webhook): what holds the old answer is stale.
    if (tags && refreshing) await policy.refreshed(scope, url, answer.text, tags, this.ctx.log());
    if (tags) policy.keep(scope, url, readAt, answer, tags, ttl, this.ctx.log());
    this.note(tags, readAt, ttl);
    return body;
  }

  /** From now on, what the operation reads is noted, so its whole answer can be kept under the same invalidation. */
  collectReads(): void {
    this.reads = new ReadCollection();
  }

  /** The records and lists read since collectReads; undefined when some read's records are not known. */
  readTags(): ReadonlySet<string> | undefined {
    return this.reads?.known();
  }

  /** One read the operation made; without tags or a read time (not from the shared cache's path), nothing it answers is kept whole. */
  note(tags: readonly string[] | undefined, readAt: number | undefined, ttl: number): void {
    this.reads?.note(tags, readAt, ttl);
  }

  /** This key's whole answer kept under `key`, when nothing it holds changed since and the key is trusted (not for `no-cache`). */
  async keptAnswer(key: string): Promise<string | undefined> {
    const { fresh, key: credentials, shared } = this.ctx;
    if (fresh || credentials.failure) return undefined;
    return keptWholeAnswer(shared.policy, credentials.scope, key, shared.config.keyTrustMs);
  }

  /** Keeps the whole answer under `key`, filed under every record its reads held; only when every read was noted and nothing was written. */
  keepAnswer(key: string, text: string): boolean {
    const { fresh, key: credentials, shared } = this.ctx;
    return !fresh && this.reads !== undefined && this.reads.keep(shared.policy, credentials.scope, key, text, this.ctx.log());
  }

  /** `no-cache` is honoured for a user's first refreshes of the minute; beyond, the operation reads the cache and says so. */
  private refreshAllowed(): Promise<boolean> {
    const { shared, key, user, cacheNotes } = this.ctx;
    this.refresh ??= shared.policy.refreshAllowed(key.scope, user).then((allowed) => {
      if (!allowed)
        cacheNotes.refreshRefused = `more than ${shared.config.refreshesPerMinute} refreshes (Cache-Control: no-cache) a minute; cached answers were served`;
      return allowed;
    });
    return this.refresh;
  }

  /** A kept answer past its time to live but never invalidated, noted with its age; undefined when there is none. */
  private async staleAnswer(scope: string, url: string): Promise<CachedAnswer | undefined> {
    const found = await this.ctx.shared.policy.stale(scope, url);
    if (!found) return undefined;
    const { cacheNotes } = this.ctx;
    cacheNotes.staleSeconds = Math.max(cacheNotes.staleSeconds ?? 0, Math.round(found.ageMs / 1000));
    return found.answer;
  }
}
