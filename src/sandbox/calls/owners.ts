/**
 * The records calls and reminders hang off (projects, opportunities, accounts), looked up within the
 * caller's company so another company's id is a 404 (AUTH-12).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../core/db.js';
import { badRequest, notFound } from '../core/http.js';
import { accountsTable, opportunitiesTable, projectsTable } from '../records/model.js';

export interface Owner {
  /** Path segment under /v1. */
  path: 'projects' | 'opportunities' | 'accounts';
  /** Path parameter name, as the other domains name it. */
  param: 'projectId' | 'opportunityId' | 'accountId';
  label: string;
  exists(db: Db, id: number, companyId: number): boolean;
}

export const owners: Owner[] = [
  { path: 'projects', param: 'projectId', label: 'Project', exists: (db, id, c) => !!projectsTable(db).get(id, c) },
  { path: 'opportunities', param: 'opportunityId', label: 'Opportunity', exists: (db, id, c) => !!opportunitiesTable(db).get(id, c) },
  { path: 'accounts', param: 'accountId', label: 'Account', exists: (db, id, c) => !!accountsTable(db).get(id, c) },
];

/**
 * The owner id from the path; a malformed or foreign id is simply not found (these paths list only 404),
 * or, on a route whose listed statuses have no 404 (`missing: 'badRequest'`), a 400 naming the parameter.
 */
export function ownerIdOf(db: Db, req: FastifyRequest, owner: Owner, missing: 'notFound' | 'badRequest' = 'notFound'): number {
  const raw = (req.params as Record<string, string>)[owner.param] ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || !owner.exists(db, id, req.companyId)) {
    throw missing === 'notFound' ? notFound(owner.label) : badRequest(owner.param, `${owner.param} ${raw} is not an existing ${owner.label.toLowerCase()}`);
  }
  return id;
}

/** A path id that names a record of this module's own tables; malformed reads as not found. */
export function recordIdOf(params: unknown, param: string, label: string): number {
  const raw = (params as Record<string, string>)[param] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound(label);
  return Number(raw);
}
