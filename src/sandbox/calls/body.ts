/**
 * Readers of JSON request-body fields for calls and reminders; each throws a 400 naming the field (ERR-1).
 */
import { badRequest } from '../core/http.js';

export type Body = Record<string, unknown>;

export function bodyOf(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body', 'body must be a JSON object');
  return body as Body;
}

const isoPattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const has = (b: Body, name: string) => b[name] !== undefined;

/** The raw value; missing is fine unless required, null only where nullable. */
function present(b: Body, name: string, opts: { required?: boolean; nullable?: boolean }): unknown {
  const v = b[name];
  if (v === undefined) {
    if (opts.required) throw badRequest(name, `${name} is required`);
    return undefined;
  }
  if (v === null && (opts.required || !opts.nullable)) {
    throw badRequest(name, opts.required ? `${name} is required` : `${name} must not be null`);
  }
  return v;
}

export const field = {
  has,
  /** A string; `required` rejects missing and empty, `max` caps the length (LIM-1). */
  string(b: Body, name: string, opts: { required?: boolean; max?: number; nullable?: boolean } = {}): string | null | undefined {
    const v = present(b, name, opts);
    if (v === undefined || v === null) return v;
    if (typeof v !== 'string') throw badRequest(name, `${name} must be a string`);
    if (opts.required && v.trim() === '') throw badRequest(name, `${name} must not be empty`);
    if (opts.max !== undefined && v.length > opts.max) throw badRequest(name, `${name} must be at most ${opts.max} characters`);
    return v;
  },
  int(b: Body, name: string, opts: { required?: boolean } = {}): number | undefined {
    const v = present(b, name, opts);
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw badRequest(name, `${name} must be an integer`);
    return v;
  },
  bool(b: Body, name: string, opts: { required?: boolean } = {}): boolean | undefined {
    const v = b[name];
    if (v === undefined) {
      if (opts.required) throw badRequest(name, `${name} is required`);
      return undefined;
    }
    if (typeof v !== 'boolean') throw badRequest(name, `${name} must be true or false`);
    return v;
  },
  enum<T extends string>(b: Body, name: string, allowed: readonly T[], opts: { required?: boolean } = {}): T | undefined {
    const v = b[name];
    if (v === undefined) {
      if (opts.required) throw badRequest(name, `${name} is required`);
      return undefined;
    }
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      throw badRequest(name, `${name} must be one of ${allowed.join(', ')}`);
    }
    return v as T;
  },
  /** An ISO 8601 date or date-time, returned normalised to UTC `toISOString()`. */
  date(b: Body, name: string, opts: { required?: boolean; nullable?: boolean } = {}): string | null | undefined {
    const v = present(b, name, opts);
    if (v === undefined || v === null) return v;
    const t = typeof v === 'string' && isoPattern.test(v) ? Date.parse(v) : NaN;
    if (Number.isNaN(t)) throw badRequest(name, `${name} must be an ISO 8601 date-time`);
    return new Date(t).toISOString();
  },
};
