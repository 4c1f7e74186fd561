/**
 * Yoga's parse cache, bounded in bytes: it keeps each parsed document (or its syntax error) under the
 * document's text, and its default holds 1,000 entries whatever their size, so 20 posts of a 9 MB
 * comment around `{ __typename }` kept 180 MB. A document within the token limit is small unless
 * padded; a padded one is parsed again when it comes back, which is all it deserves.
 */
import type { YogaServerOptions } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

type ParserCacheOptions = Exclude<NonNullable<YogaServerOptions<Record<string, never>, Record<string, never>>['parserAndValidationCache']>, boolean>;

/** Bytes of cached document texts (and their ASTs, counted by a rough allowance) kept in all. */
export const DOCUMENT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The longest document text that is cached. */
export const DOCUMENT_CACHE_MAX_DOCUMENT_BYTES = 256 * 1024;

export function boundedParserCache(): ParserCacheOptions {
  const cache = <T extends object>() =>
    new LRUCache<string, T>({
      maxSize: DOCUMENT_CACHE_MAX_BYTES,
      maxEntrySize: DOCUMENT_CACHE_MAX_DOCUMENT_BYTES * 3,
      // UTF-16 text, and its AST at about as much again.
      sizeCalculation: (_value, text) => text.length * 3,
    });
  return { documentCache: cache(), errorCache: cache<Error>() };
}
