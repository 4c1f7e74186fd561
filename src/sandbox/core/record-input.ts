/**
 * What the core CRM route handlers share: body readers whose errors name the field (ERR-1), the acting
 * user, custom property validation (ACC-10) and the change stamp (ACC-11). Below the route files: it
 * imports none of them, so they can all import it.
 */
import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Db } from './db.js';
import { badRequest, nowIso } from './http.js';
import { apiUsersTable } from '../auth/model.js';
import { contactsTable, propertyDefinitions, recordPropertiesTable, type PropertyDefinition, type UserSummary } from '../records/model.js';

export type Body = Record<string, unknown>;

/** The JSON body as an object; anything else is a 400. */
export function bodyOf(req: FastifyRequest): Body {
  const b = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw badRequest('body', 'The request body must be a JSON object');
  return b as Body;
}

/** Typed readers of body fields: undefined when absent, a 400 naming the field when the type is wrong. */
export const input = {
  str(b: Body, name: string, opts: { nullable?: boolean; nonEmpty?: boolean } = {}): string | null | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (v === null && opts.nullable) return null;
    if (typeof v !== 'string') throw badRequest(name, `${name} must be a string`);
    if (opts.nonEmpty && v.trim() === '') throw badRequest(name, `${name} must not be empty`);
    return v;
  },
  num(b: Body, name: string, opts: { nullable?: boolean; min?: number; max?: number; integer?: boolean } = {}): number | null | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (v === null && opts.nullable) return null;
    // Ids arrive as strings in some vendor schemas (`accountId: string`), so numeric strings are accepted.
    const n = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isFinite(n)) throw badRequest(name, `${name} must be a number`);
    if (opts.integer && !Number.isInteger(n)) throw badRequest(name, `${name} must be an integer`);
    if (opts.min !== undefined && n < opts.min) throw badRequest(name, `${name} must be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) throw badRequest(name, `${name} must be at most ${opts.max}`);
    return n;
  },
  int(b: Body, name: string, opts: { nullable?: boolean } = {}): number | null | undefined {
    return input.num(b, name, { ...opts, integer: true, min: 1 });
  },
  bool(b: Body, name: string): boolean | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'boolean') throw badRequest(name, `${name} must be true or false`);
    return v;
  },
  enum<T extends string>(b: Body, name: string, allowed: readonly T[], opts: { nullable?: boolean } = {}): T | null | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (v === null && opts.nullable) return null;
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      throw badRequest(name, `${name} must be one of ${allowed.join(', ')}`);
    }
    return v as T;
  },
  strList(b: Body, name: string): string[] | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw badRequest(name, `${name} must be a list of strings`);
    return v as string[];
  },
  intList(b: Body, name: string, opts: { nullable?: boolean } = {}): number[] | null | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (v === null && opts.nullable) return null;
    if (!Array.isArray(v) || v.some((x) => !Number.isInteger(x) || (x as number) < 1)) {
      throw badRequest(name, `${name} must be a list of ids`);
    }
    return v as number[];
  },
  obj(b: Body, name: string): Record<string, unknown> | undefined {
    const v = b[name];
    if (v === undefined) return undefined;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw badRequest(name, `${name} must be an object`);
    return v as Record<string, unknown>;
  },
  /** `address`: a single-element list holding the primary address (ACC-6). */
  address(b: Body, name = 'address'): string[] | undefined {
    const v = input.strList(b, name);
    if (v === undefined) return undefined;
    if (v.length !== 1 || v[0].trim() === '') throw badRequest(name, `${name} must be a list holding exactly one non-empty address`);
    return [v[0].trim()];
  },
};

/**
 * The user a write through the API is attributed to: the key's API user, which the spec treats as a user
 * of the company (it can be archived and reactivated), not as a non-user actor like an automation.
 */
export function actorOf(ctx: SandboxContext, req: FastifyRequest): UserSummary | null {
  const u = apiUsersTable(ctx.db).get(req.apiUserId, req.companyId);
  if (!u) return null;
  return { id: u.id, firstName: u.name, lastName: null, email: u.email, avatarUrl: null };
}

/** Stamps `updatedAt`/`updatedBy` when the record changed since `before` (ACC-11: custom values count). */
export function stampIfChanged<T extends { updatedAt: string; updatedBy: UserSummary | null }>(record: T, before: string, actor: UserSummary | null): boolean {
  if (JSON.stringify(record) === before) return false;
  record.updatedAt = nowIso();
  record.updatedBy = actor;
  return true;
}

/** Contact ids that all exist in the company, deduplicated in order (ACC-7); else a 400 naming `contacts`. */
export function existingContactIds(db: Db, companyId: number, ids: number[], field = 'contacts'): number[] {
  const table = contactsTable(db);
  const missing = ids.filter((id) => !table.get(id, companyId));
  if (missing.length > 0) throw badRequest(field, `${field}: no contact with id ${missing.join(', ')}`);
  return [...new Set(ids)];
}

function checkCustomValue(def: PropertyDefinition, value: unknown, field: string, allowNew: boolean): unknown {
  const fail = (what: string) => badRequest(field, `${field} must be ${what}`);
  switch (def.type) {
    case 'NUMERIC':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw fail('a number');
      return value;
    case 'BOOLEAN':
      if (typeof value !== 'boolean') throw fail('true or false');
      return value;
    case 'TEXT':
      if (typeof value !== 'string') throw fail('a string');
      return value;
    case 'DATE':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw fail('an ISO 8601 date');
      return value;
    case 'PERSON':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw fail("a user's id");
      return value;
    case 'DROPDOWN': {
      const list = def.isMultiple ? value : [value];
      if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) throw fail(def.isMultiple ? 'a list of option names' : 'an option name');
      const unknown = (list as string[]).filter((x) => !def.options.includes(x));
      if (unknown.length > 0 && !allowNew) {
        // ACC-10: new dropdown options need allow_new_options=true.
        throw badRequest(field, `${field}: "${unknown.join('", "')}" is not an option of ${def.keyName}; pass allow_new_options=true to create it`);
      }
      return value;
    }
  }
}

/**
 * Validates `custom` against the company's property definitions and returns the merged map: `null`
 * clears a key; `enrich` only fills keys that are empty. New dropdown options are added only after the
 * whole map validated (an update is atomic).
 */
export function mergeCustom(
  db: Db,
  companyId: number,
  recordType: PropertyDefinition['recordType'],
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
  opts: { allowNew: boolean; enrich?: boolean },
): Record<string, unknown> {
  const defs = new Map(propertyDefinitions(db, companyId, recordType).map((d) => [d.keyName, d]));
  const next = { ...current };
  const newOptions: [PropertyDefinition, string][] = [];
  for (const [key, value] of Object.entries(patch)) {
    const def = defs.get(key);
    const field = `custom.${key}`;
    if (!def) throw badRequest(field, `${key} is not a custom property of ${recordType} records`);
    if (opts.enrich && next[key] !== undefined && next[key] !== null) continue;
    if (value === null) {
      delete next[key];
      continue;
    }
    next[key] = checkCustomValue(def, value, field, opts.allowNew);
    if (def.type === 'DROPDOWN') {
      for (const option of def.isMultiple ? (value as string[]) : [value as string]) {
        if (!def.options.includes(option)) newOptions.push([def, option]);
      }
    }
  }
  const table = recordPropertiesTable(db);
  for (const [def, option] of newOptions) {
    if (def.options.includes(option)) continue;
    def.options = [...def.options, option];
    table.put({ ...def, options: def.options });
  }
  return next;
}
