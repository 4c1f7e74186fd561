/**
 * Readers of JSON request bodies whose 400s name the offending input path (`sections.0.name`,
 * `lineItems.1.quantity`), as ERR-1 asks. Bodies are checked by hand rather than by schema so that the
 * path and the order of checks follow the spec's rules exactly.
 */
import { badRequest } from '../core/http.js';

export type Body = Record<string, unknown>;

export function bodyOf(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body', 'Request body must be a JSON object');
  return body as Body;
}

/** Whether the key was sent (an explicit null counts as sent). */
export const sent = (o: Body, key: string) => Object.hasOwn(o, key) && o[key] !== undefined;

export const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key));

export function object(v: unknown, path: string): Body {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest(path, `${path} must be an object`);
  return v as Body;
}

export function list(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw badRequest(path, `${path} must be an array`);
  return v;
}

export function int(v: unknown, path: string, opts: { min?: number } = {}): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw badRequest(path, `${path} must be an integer`);
  if (opts.min !== undefined && v < opts.min) throw badRequest(path, `${path} must be at least ${opts.min}`);
  return v;
}

export function num(v: unknown, path: string, opts: { min?: number; max?: number; exclusiveMin?: number } = {}): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw badRequest(path, `${path} must be a number`);
  if (opts.exclusiveMin !== undefined && v <= opts.exclusiveMin) throw badRequest(path, `${path} must be greater than ${opts.exclusiveMin}`);
  if (opts.min !== undefined && v < opts.min) throw badRequest(path, `${path} must be at least ${opts.min}`);
  if (opts.max !== undefined && v > opts.max) throw badRequest(path, `${path} must be at most ${opts.max}`);
  return v;
}

/** An amount in dollars, kept with cent precision (INV-10). */
export function money(v: unknown, path: string, opts: { exclusiveMin?: number; min?: number } = {}): number {
  return Math.round(num(v, path, opts) * 100) / 100;
}

export function str(v: unknown, path: string, opts: { min?: number; max?: number } = {}): string {
  if (typeof v !== 'string') throw badRequest(path, `${path} must be a string`);
  if (opts.min !== undefined && v.length < opts.min) {
    throw badRequest(path, opts.max !== undefined ? `${path} must be ${opts.min} to ${opts.max} characters` : `${path} must not be empty`);
  }
  if (opts.max !== undefined && v.length > opts.max) throw badRequest(path, `${path} must be at most ${opts.max} characters`);
  return v;
}

export function nullableStr(v: unknown, path: string, opts: { min?: number; max?: number } = {}): string | null {
  return v === null ? null : str(v, path, opts);
}

export function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') throw badRequest(path, `${path} must be true or false`);
  return v;
}

/** An ISO 8601 timestamp, returned normalised to UTC. */
export function iso(v: unknown, path: string): string {
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  if (Number.isNaN(t)) throw badRequest(path, `${path} must be an ISO 8601 date-time`);
  return new Date(t).toISOString();
}

export function oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[]): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw badRequest(path, `${path} must be one of ${allowed.join(', ')}`);
  }
  return v as T;
}

export function required(o: Body, key: string, prefix = ''): unknown {
  const path = join(prefix, key);
  if (!sent(o, key) || o[key] === null) throw badRequest(path, `${path} is required`);
  return o[key];
}

/** Rejects keys that a request may not carry (e.g. `calculationMethod` on update). */
export function forbid(o: Body, keys: string[], why: string): void {
  for (const k of keys) if (sent(o, k)) throw badRequest(k, `${k} ${why}`);
}
