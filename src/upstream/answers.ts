/**
 * What an upstream answer means for the operation: the parsed body of a 2xx, else its UpstreamError
 * (logged). A key's answer also tells the pacer the key's budget and the cache policy whether to trust it.
 */
import type { Logger } from 'pino';
import type { CachePolicy } from './cache-policy.js';
import type { Credentials } from './credentials.js';
import { type UpstreamError, basicSecrets, errorFromAnswer, parseAnswer } from './errors.js';
import type { SentAnswer } from './flights.js';
import type { Pacer } from './pacer.js';
import type { UpstreamAuth } from './request-path.js';
import type { CachedAnswer } from './shared-cache.js';
import { pathOnly, type Method, type WireAnswer } from './transport.js';

/** Who reads an answer: the client's pacer, cache policy and upstream host, the session's key and logger. */
export interface AnswerReader {
  pacer: Pacer;
  policy: CachePolicy;
  host: string;
  key: Credentials;
  /** The session's logger, made on the first line logged (most operations log none). */
  log(): Logger;
  /** The upstream logger the session's derives from: asked whether a level is written, without making the session's. */
  levels: Logger;
}

/** One request, as its answer's errors name it (never its URL). */
export interface Asked {
  resource: string;
  method: Method;
  url: string;
  auth: UpstreamAuth;
}

/** The parsed body of a 2xx answer; any other answer becomes its UpstreamError. */
export function answerBody(reader: AnswerReader, asked: Asked, answer: SentAnswer): unknown {
  const { status, headers, text } = answer;
  const { key, policy } = reader;
  if (asked.auth === 'key' && status !== 401) {
    reader.pacer.report(key.scope, headers);
    if (status < 500) policy.accept(key.scope, answer.sentAt);
  }
  if (status >= 200 && status < 300) return parseAnswer(asked.resource, text);
  const error = errorOf(reader, asked, answer);
  if (error.code === 'UNAUTHENTICATED' && asked.auth === 'key') {
    // A rejected key fails every later call of the operation, and reads no cached answer on any instance.
    key.failure = error;
    revoke(reader, key.scope);
  }
  throw error;
}

/**
 * A key the upstream refused: untrusted here at once; announced to every instance only when one may trust
 * it (accepted here lately, or counted as accepted today by any instance), so a stream of made-up keys
 * costs no shared state and moves no instance's latest invalidation.
 */
function revoke(reader: AnswerReader, scope: string): void {
  const { policy, pacer } = reader;
  if (policy.acceptedAt(scope) > 0 || pacer.knows(scope)) {
    policy.revoke(scope, reader.log());
    return;
  }
  policy.revoke(scope, reader.log(), false);
  pacer.countedToday(scope).then(
    (counted) => {
      if (counted) policy.revoke(scope, reader.log());
    },
    // The day's count unreadable: announced, as a revocation not made costs more than one made in vain.
    () => policy.revoke(scope, reader.log()),
  );
}

/** A kept answer: a record's body, or the error of a record that was not found. */
export function cachedBody(reader: AnswerReader, resource: string, url: string, answer: CachedAnswer): unknown {
  if (answer.status >= 200 && answer.status < 300) return parseAnswer(resource, answer.text);
  throw errorOf(reader, { resource, method: 'GET', url, auth: 'key' }, { status: answer.status, text: answer.text, headers: {} });
}

/** The UpstreamError of a non-2xx answer, logged. */
function errorOf(reader: AnswerReader, asked: Asked, answer: Pick<WireAnswer, 'status' | 'text' | 'headers'>): UpstreamError {
  const { key } = reader;
  const { resource, method, url } = asked;
  const error = errorFromAnswer(resource, answer, [key.apiKey, ...basicSecrets(key.basicAuth), reader.host]);
  const level = answer.status >= 500 ? 'warn' : 'debug';
  // A 404 is an everyday answer: the request's child logger is made only when its line is written.
  if (reader.levels.isLevelEnabled(level)) {
    reader.log()[level]({ resource, method, path: pathOnly(url), status: answer.status, code: error.details.upstreamCode }, 'upstream error');
  }
  return error;
}
