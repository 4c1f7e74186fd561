/**
 * Folders and phases of projects and opportunities: list and create per record, read/rename/archive/move/
 * delete a folder, and the direct contents of a folder or a phase (FOLD-1..6).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Db } from '../core/db.js';
import { badRequest, notFound, nowIso, pathId, q } from '../core/http.js';
import { booleanQuery, idParams, querySchema } from '../core/schemas.js';
import { apiCreator } from './file-routes.js';
import { bodyOf, exclusive, maybePage, optBool, optId, optString } from './input.js';
import {
  deleteFolder,
  fileContentItem,
  filesTable,
  folderItem,
  folderOf,
  foldersTable,
  phaseItem,
  phaseOf,
  phasesTable,
  requireOwner,
  sameOwner,
  type Folder,
  type OwnerKind,
} from './model.js';

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => a.name.localeCompare(b.name) || a.id - b.id;

/** How deep a folder's subtree goes below it (0 = no subfolders). */
function subtreeDepth(folders: Folder[], id: number): number {
  const kids = folders.filter((f) => f.parentId === id);
  return kids.length === 0 ? 0 : 1 + Math.max(...kids.map((k) => subtreeDepth(folders, k.id)));
}

/** FOLD-4: a folder under `parent` must not end up deeper than the second level. */
function checkNesting(db: Db, companyId: number, parent: Folder, moving?: Folder): void {
  if (parent.parentId !== null) throw badRequest('parentId', 'Folders nest 2 levels at most: the parent is already a subfolder');
  if (moving) {
    if (parent.id === moving.id) throw badRequest('parentId', 'A folder cannot be its own parent');
    if (subtreeDepth(foldersTable(db).all(companyId), moving.id) > 0) {
      throw badRequest('parentId', 'Folders nest 2 levels at most: this folder has subfolders and cannot become a subfolder');
    }
  }
}

/** Direct children of a folder (by `parentId`) or of a phase (root folders and loose files in it). */
function contents(db: Db, companyId: number, where: { folderId: number } | { phaseInstanceId: number }, archived: boolean) {
  const inFolder = 'folderId' in where;
  const folders = foldersTable(db)
    .all(companyId)
    .filter((f) => (inFolder ? f.parentId === where.folderId : f.parentId === null && f.phaseInstanceId === where.phaseInstanceId))
    .filter((f) => archived || f.isActive)
    .sort(byName);
  const files = filesTable(db)
    .all(companyId)
    .filter((f) => (inFolder ? f.folderId === where.folderId : f.folderId === null && f.phaseInstanceId === where.phaseInstanceId))
    .filter((f) => archived || !f.isArchived)
    .sort(byName);
  return [...folders.map(folderItem), ...files.map((f) => fileContentItem(db, companyId, f))];
}

/** FOLD-1: `include_archived`, default false (folder lists and contents). */
const archivedQuery = querySchema({ include_archived: booleanQuery('also list archived items; default false') });

export function registerFolderEndpoints(app: FastifyInstance, ctx: SandboxContext): void {
  const kinds: [OwnerKind, string, string][] = [
    ['project', '/projects/:projectId/folders', 'projectId'],
    ['opportunity', '/opportunities/:opportunityId/folders', 'opportunityId'],
  ];

  for (const [kind, path, param] of kinds) {
    app.get(path, { schema: { params: idParams(param), querystring: archivedQuery } }, async (req) => {
      const owner = requireOwner(ctx.db, req.companyId, kind, pathId(req.params, param));
      const query = req.query as Record<string, unknown>;
      const archived = q.bool(query, 'include_archived', false);
      const phases = phasesTable(ctx.db)
        .all(req.companyId)
        .filter((p) => sameOwner(p, owner))
        .sort((a, b) => a.position - b.position);
      const roots = foldersTable(ctx.db)
        .all(req.companyId)
        .filter((f) => sameOwner(f, owner) && f.parentId === null && f.phaseInstanceId === null && (archived || f.isActive))
        .sort(byName);
      return maybePage([...phases.map(phaseItem), ...roots.map(folderItem)], query);
    });

    app.post(path, { schema: { params: idParams(param) } }, async (req, reply) => {
      const owner = requireOwner(ctx.db, req.companyId, kind, pathId(req.params, param));
      const body = bodyOf(req);
      // FOLD-3: `name` is required; a folder sits under a parent or in a phase, not both.
      if (body.name === undefined || body.name === null) throw badRequest('name', 'name is required');
      const name = optString(body, 'name')!;
      exclusive(body, 'parentId', 'phaseInstanceId');
      const parentId = optId(body, 'parentId');
      const phaseInstanceId = optId(body, 'phaseInstanceId');
      if (parentId) checkNesting(ctx.db, req.companyId, folderOf(ctx.db, req.companyId, owner, parentId, 'parentId'));
      if (phaseInstanceId) phaseOf(ctx.db, req.companyId, owner, phaseInstanceId, 'phaseInstanceId');
      const isActive = optBool(body, 'isActive') ?? true;
      const now = nowIso();
      const folder = foldersTable(ctx.db).insert(req.companyId, {
        ...owner,
        name,
        parentId: parentId ?? null,
        phaseInstanceId: phaseInstanceId ?? null,
        isActive,
        createdAt: now,
        updatedAt: now,
        createdByUser: apiCreator(ctx, req),
      });
      return reply.code(201).send(folderItem(folder));
    });
  }

  const folderById = (req: FastifyRequest) => {
    const folder = foldersTable(ctx.db).get(pathId(req.params, 'folderId'), req.companyId);
    if (!folder) throw notFound('Folder');
    return folder;
  };

  app.get('/folders/:folderId', { schema: { params: idParams('folderId') } }, async (req) => folderItem(folderById(req)));

  app.patch('/folders/:folderId', { schema: { params: idParams('folderId') } }, async (req) => {
    const folder = folderById(req);
    const body = bodyOf(req);
    const name = optString(body, 'name');
    const isActive = optBool(body, 'isActive');
    exclusive(body, 'parentId', 'phaseInstanceId');
    const parentId = optId(body, 'parentId');
    const phaseInstanceId = optId(body, 'phaseInstanceId');
    const next = { ...folder };
    if (parentId !== undefined || phaseInstanceId !== undefined) {
      // A move names the new place and clears the other one; `parentId: null` moves to the record's root.
      if (parentId) checkNesting(ctx.db, req.companyId, folderOf(ctx.db, req.companyId, folder, parentId, 'parentId'), folder);
      if (phaseInstanceId) phaseOf(ctx.db, req.companyId, folder, phaseInstanceId, 'phaseInstanceId');
      next.parentId = parentId ?? null;
      next.phaseInstanceId = phaseInstanceId ?? null;
    }
    if (name !== undefined) next.name = name;
    if (isActive !== undefined) next.isActive = isActive;
    next.updatedAt = nowIso();
    return folderItem(foldersTable(ctx.db).put(next));
  });

  app.delete('/folders/:folderId', { schema: { params: idParams('folderId') } }, async (req) => {
    deleteFolder(ctx.db, req.companyId, folderById(req));
    return {};
  });

  app.get('/folders/:folderId/contents', { schema: { params: idParams('folderId'), querystring: archivedQuery } }, async (req) => {
    const folder = folderById(req);
    const query = req.query as Record<string, unknown>;
    return maybePage(contents(ctx.db, req.companyId, { folderId: folder.id }, q.bool(query, 'include_archived', false)), query);
  });

  app.get('/phases/:phaseInstanceId/contents', { schema: { params: idParams('phaseInstanceId'), querystring: archivedQuery } }, async (req) => {
    const phase = phasesTable(ctx.db).get(pathId(req.params, 'phaseInstanceId'), req.companyId);
    if (!phase) throw notFound('Phase instance');
    const query = req.query as Record<string, unknown>;
    return maybePage(contents(ctx.db, req.companyId, { phaseInstanceId: phase.id }, q.bool(query, 'include_archived', false)), query);
  });
}
