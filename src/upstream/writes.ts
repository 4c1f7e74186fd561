/**
 * The write path: a write is never shared or retried (one that timed out may have happened), and before
 * it answers, every cached answer holding what it changed is stale, on every instance.
 */
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Invalidations } from '../invalidation/index.js';
import type { Query, UpstreamAuth } from './request-path.js';
import { tagsOfWrite } from './tags.js';
import type { Method, WireRequest } from './transport.js';

export type WriteMethod = Exclude<Method, 'GET'>;

/** Options of a write (POST, PATCH, PUT, DELETE). */
export interface WriteOptions {
  query?: Query;
  /** JSON-serialised unless it is a FormData or a stream (multipart uploads; set `contentType` then). */
  body?: unknown;
  contentType?: string;
  auth?: UpstreamAuth;
}

/** The body of a write as sent, its content type set in `headers`. */
export function writeBody(write: WriteOptions | undefined, headers: Record<string, string>): WireRequest['body'] {
  const raw = write?.body;
  if (raw === undefined) return undefined;
  if (raw instanceof FormData || isStream(raw)) {
    if (write?.contentType) headers['content-type'] = write.contentType;
    // The global FormData is undici's at run time; the two declarations differ only in name.
    return raw as WireRequest['body'];
  }
  headers['content-type'] = 'application/json';
  return JSON.stringify(raw);
}

const isStream = (value: unknown): value is Readable => !!value && typeof (value as Readable).pipe === 'function';

/** Before a write answers: every answer holding what it changed is stale, on every instance. */
export async function invalidateAfterWrite(
  invalidations: Invalidations,
  basePath: string,
  write: { method: WriteMethod; url: string; body: unknown; answer: unknown },
  log: Logger,
): Promise<void> {
  try {
    await invalidations.invalidate(tagsOfWrite(write.method, write.url, basePath, write.body, write.answer));
  } catch (error) {
    log.error(
      { err: (error as Error).message },
      'invalidation not shared; other instances may show the state before this write until their cached reads expire',
    );
  }
}
