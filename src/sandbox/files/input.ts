/**
 * Body readers for the files domain: each rejects a bad value with a 400 naming the field (ERR-1), and the
 * multipart reader that counts an upload's bytes without holding them (FILE-1, FILE-2).
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, pageOf, paginate, q } from '../core/http.js';
import { MAX_UPLOAD_BYTES } from './model.js';

export type Body = Record<string, unknown>;

export function bodyOf(req: FastifyRequest): Body {
  const b = req.body;
  if (b === undefined || b === null || b === '') return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw badRequest('body', 'The request body must be a JSON object');
  return b as Body;
}

export function optString(body: Body, field: string, max = 255): string | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.trim() === '') throw badRequest(field, `${field} must be a non-empty string`);
  if (v.length > max) throw badRequest(field, `${field} must be at most ${max} characters`);
  return v.trim();
}

export function optBool(body: Body, field: string): boolean | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw badRequest(field, `${field} must be true or false`);
  return v;
}

/** An id field: undefined when absent, null when sent as null (a move to the root). */
export function optId(body: Body, field: string): number | null | undefined {
  const v = body[field];
  if (v === undefined || v === null) return v as null | undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw badRequest(field, `${field} must be a positive integer`);
  return v;
}

export function optInt(body: Body, field: string, min: number, max: number): number | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw badRequest(field, `${field} must be an integer from ${min} to ${max}`);
  return v;
}

/** FOLD-3 and its file twin: a place is a parent folder or a phase, never both. */
export function exclusive(body: Body, a: string, b: string): void {
  if (body[a] !== undefined && body[a] !== null && body[b] !== undefined && body[b] !== null) {
    throw badRequest(b, `${a} and ${b} are mutually exclusive; send one of them`);
  }
}

/** Lists are bare arrays; `page`/`page_size` page them only when sent (LIST-1 bounds apply). */
export function maybePage<T>(items: T[], query: Record<string, unknown>): T[] {
  if (q.str(query, 'page') === undefined && q.str(query, 'page_size') === undefined) return items;
  return paginate(items, pageOf(query));
}

export interface Upload {
  fieldname: string;
  filename: string;
  mimetype: string;
  size: number;
  tooLarge: boolean;
}

/**
 * Reads the multipart body to its end, counting bytes only. Errors are returned, not thrown, so the caller
 * can answer 404 for a missing record before complaining about the upload.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload | { error: string }> {
  if (!req.isMultipart()) return { error: 'Send multipart/form-data with the file in a part named "file"' };
  try {
    const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 }, throwFileSizeLimit: false });
    if (!part) return { error: 'The multipart part "file" is required' };
    let size = 0;
    for await (const chunk of part.file) size += (chunk as Buffer).length;
    // The plugin stops counting at the limit and marks the stream truncated.
    return { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, size, tooLarge: part.file.truncated || size > MAX_UPLOAD_BYTES };
  } catch (err) {
    return { error: `The multipart body could not be read: ${(err as Error).message}` };
  }
}
