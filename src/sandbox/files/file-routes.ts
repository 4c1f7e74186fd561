/**
 * File endpoints: per-record lists, create from URL, multipart upload (FILE-1..4), read and delete, the
 * same set for projects, opportunities and accounts (FILE-5), and GET/PATCH/DELETE /files/{file_id}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pathId, q } from '../core/http.js';
import { booleanQuery, documentedParams, field, idParams, querySchema } from '../core/schemas.js';

import { apiUsersTable } from '../auth/model.js';
import { bodyOf, exclusive, maybePage, optBool, optId, optString, readUpload } from './input.js';
import {
  MAX_UPLOAD_BYTES,
  buildFile,
  deleteFile,
  extensionOf,
  filesTable,
  folderOf,
  formsTable,
  mimeFor,
  phaseOf,
  requireOwner,
  sameOwner,
  syncWorkItem,
  type FileUser,
  type OwnerKind,
  type OwnerRef,
  type StoredFile,
} from './model.js';

/** FILE-5 lists: `include_archived` (default false) and optional paging. */
const listQuery = querySchema({ include_archived: booleanQuery('also list archived files; default false') });

/** FILE-1's upload parameters; the file itself is a multipart/form-data part named "file", up to 6 MB. */
const uploadQuery = querySchema({
  name: field("the file's name, up to 255 characters; default the part's filename"),
  content_type: field("a MIME type such as image/jpeg; default the part's type, then the name's extension"),
  phase_instance_id: field("a phase instance (an id) of the record to file it under; default the record's root"),
});

interface OwnerRoutes {
  kind: OwnerKind;
  prefix: string;
  param: string;
  /** The single error `code` of each endpoint (ERR-1), from the spec and, where it is silent, the vendor. */
  codes: { list: string; create: string; get: string; del: string; upload: string };
}

const ISE = 'INTERNAL_SERVER_ERROR';
const owners: OwnerRoutes[] = [
  { kind: 'project', prefix: '/projects/:projectId', param: 'projectId', codes: { list: ISE, create: ISE, get: ISE, del: 'NOT_FOUND', upload: ISE } },
  {
    kind: 'opportunity',
    prefix: '/opportunities/:opportunityId',
    param: 'opportunityId',
    codes: { list: ISE, create: ISE, get: 'NOT_FOUND', del: 'NOT_FOUND', upload: ISE },
  },
  { kind: 'account', prefix: '/accounts/:accountId', param: 'accountId', codes: { list: ISE, create: ISE, get: ISE, del: 'NOT_FOUND', upload: ISE } },
];

/** The API user behind the key, as the file's creator. */
export function apiCreator(ctx: SandboxContext, req: FastifyRequest): FileUser {
  const u = apiUsersTable(ctx.db).get(req.apiUserId, req.companyId);
  return { id: req.apiUserId, firstName: u?.name ?? 'API', lastName: null };
}

export function fileResponse(f: StoredFile): Record<string, unknown> {
  return { ...f, metaData: { ...f.metaData } };
}

/** Where a new file goes: `folderId` or `phaseInstanceId` of the same record, or the record's root. */
function placement(ctx: SandboxContext, companyId: number, owner: OwnerRef, folderId: unknown, phaseInstanceId: unknown, phaseField: string) {
  if (folderId !== undefined && folderId !== null && phaseInstanceId !== undefined && phaseInstanceId !== null) {
    throw badRequest(phaseField, `folderId and ${phaseField} are mutually exclusive; send one of them`);
  }
  return {
    folderId: folderId === undefined || folderId === null ? null : folderOf(ctx.db, companyId, owner, folderId, 'folderId').id,
    phaseInstanceId: phaseInstanceId === undefined || phaseInstanceId === null ? null : phaseOf(ctx.db, companyId, owner, phaseInstanceId, phaseField).id,
  };
}

export function registerFileEndpoints(app: FastifyInstance, ctx: SandboxContext): void {
  for (const o of owners) {
    const ownerParams = idParams(o.param);
    const fileParams = idParams(o.param, 'fileId');
    const ownerFrom = (req: FastifyRequest) => requireOwner(ctx.db, req.companyId, o.kind, pathId(req.params, o.param));
    const fileIn = (req: FastifyRequest, owner: OwnerRef) => {
      const file = filesTable(ctx.db).get(pathId(req.params, 'fileId'), req.companyId);
      if (!file || !sameOwner(file, owner)) throw notFound('File');
      return file;
    };

    app.get(`${o.prefix}/files`, { config: { errorCode: o.codes.list }, schema: { params: ownerParams, querystring: listQuery } }, async (req) => {
      const owner = ownerFrom(req);
      const query = req.query as Record<string, unknown>;
      const archived = q.bool(query, 'include_archived', false);
      const list = filesTable(ctx.db)
        .all(req.companyId)
        .filter((f) => sameOwner(f, owner) && (archived || !f.isArchived));
      return maybePage(list, query).map(fileResponse);
    });

    app.post(`${o.prefix}/files`, { config: { errorCode: o.codes.create }, schema: { params: ownerParams } }, async (req) => {
      const owner = ownerFrom(req);
      const body = bodyOf(req);
      if (body.url === undefined || body.url === null || body.url === '') throw badRequest('url', 'url is required');
      let url: URL;
      try {
        url = new URL(String(body.url));
      } catch {
        throw badRequest('url', 'url must be an absolute http(s) URL');
      }
      if (typeof body.url !== 'string' || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw badRequest('url', 'url must be an absolute http(s) URL');
      }
      const requestFileName = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '') || 'file';
      const name = optString(body, 'name') ?? requestFileName;
      const isArchived = optBool(body, 'isArchived') ?? false;
      const place = placement(ctx, req.companyId, owner, optId(body, 'folderId'), optId(body, 'phaseInstanceId'), 'phaseInstanceId');
      const id = filesTable(ctx.db).allocateId();
      const file = buildFile(req.companyId, id, {
        ...owner,
        ...place,
        name,
        originalName: extensionOf(name) ? name : requestFileName,
        // The sandbox never fetches the URL, so the size of a URL-created file is unknown (0).
        size: 0,
        userId: req.apiUserId,
        createdAt: nowIso(),
        createdByUser: apiCreator(ctx, req),
        isArchived,
        requestFileName,
      });
      return fileResponse(filesTable(ctx.db).insert(req.companyId, file));
    });

    // The id only documented: a schema refusal would come before the handler reads the upload to its end.
    const uploadSchema = { params: documentedParams(o.param), querystring: uploadQuery };
    app.post(`${o.prefix}/files/upload`, { config: { errorCode: o.codes.upload }, schema: uploadSchema }, async (req) => {
      // The body is read to its end first, so an early error never cuts off a client mid-upload.
      const upload = await readUpload(req);
      const id = pathId(req.params, o.param);
      const owner = requireOwner(ctx.db, req.companyId, o.kind, id);
      const query = req.query as Record<string, unknown>;
      if ('error' in upload) throw badRequest('file', upload.error);
      if (upload.fieldname !== 'file') throw badRequest('file', `The file must be sent in a part named "file", not "${upload.fieldname}"`);
      if (upload.tooLarge) {
        const mb = upload.size > MAX_UPLOAD_BYTES + 1 ? `${(upload.size / 1048576).toFixed(1)} MB` : 'over 6 MB';
        throw badRequest(
          'file',
          `The file is ${mb}; uploads are limited to 6 MB (${MAX_UPLOAD_BYTES} bytes). For larger files, create the file from its URL with POST ${o.prefix.replace(`:${o.param}`, String(id))}/files and a JSON body { "url": "…" }.`,
        );
      }
      const name = q.str(query, 'name');
      if (name !== undefined && name.length > 255) throw badRequest('name', 'name must be at most 255 characters');
      const contentType = q.str(query, 'content_type');
      if (contentType !== undefined && !/^[\w.+-]+\/[\w.+-]+$/.test(contentType))
        throw badRequest('content_type', 'content_type must be a MIME type such as image/jpeg');
      const phaseId = q.int(query, 'phase_instance_id', { min: 1 });
      const phaseInstanceId = phaseId === undefined ? null : phaseOf(ctx.db, req.companyId, owner, phaseId, 'phase_instance_id').id;
      const originalName = upload.filename || name || 'upload';
      const partMime = upload.mimetype && upload.mimetype !== 'application/octet-stream' ? upload.mimetype : undefined;
      const byName = [name ?? '', originalName].map((n) => mimeFor(extensionOf(n))).find((m) => m !== 'application/octet-stream');
      const fileId = filesTable(ctx.db).allocateId();
      const file = buildFile(req.companyId, fileId, {
        ...owner,
        name: name ?? originalName,
        originalName,
        // FILE-1: content_type wins, then the part's declared type, then the name's extension.
        mimeType: contentType ?? partMime ?? byName ?? 'application/octet-stream',
        size: upload.size,
        userId: req.apiUserId,
        createdAt: nowIso(),
        createdByUser: apiCreator(ctx, req),
        phaseInstanceId,
      });
      filesTable(ctx.db).insert(req.companyId, file);
      return { id: file.id, name: file.name, downloadUrl: file.downloadUrl, metaData: { ...file.metaData } };
    });

    app.get(`${o.prefix}/files/:fileId`, { config: { errorCode: o.codes.get }, schema: { params: fileParams } }, async (req) =>
      fileResponse(fileIn(req, ownerFrom(req))),
    );

    app.delete(`${o.prefix}/files/:fileId`, { config: { errorCode: o.codes.del }, schema: { params: fileParams } }, async (req) => {
      deleteFile(ctx.db, req.companyId, fileIn(req, ownerFrom(req)));
      return {};
    });
  }

  const fileById = (req: FastifyRequest) => {
    const file = filesTable(ctx.db).get(pathId(req.params, 'fileId'), req.companyId);
    if (!file) throw notFound('File');
    return file;
  };

  app.get('/files/:fileId', { schema: { params: idParams('fileId') } }, async (req) => fileResponse(fileById(req)));

  app.patch('/files/:fileId', { schema: { params: idParams('fileId') } }, async (req) => {
    const file = fileById(req);
    const body = bodyOf(req);
    const name = optString(body, 'name');
    const isArchived = optBool(body, 'isArchived');
    const isActive = optBool(body, 'isActive');
    if (isArchived !== undefined && isActive !== undefined && isArchived === isActive) {
      throw badRequest('isActive', 'isActive and isArchived contradict each other; send one of them');
    }
    exclusive(body, 'folderId', 'phaseInstanceId');
    const folderId = optId(body, 'folderId');
    const phaseInstanceId = optId(body, 'phaseInstanceId');
    const next = { ...file };
    if (folderId !== undefined || phaseInstanceId !== undefined) {
      // A move names the new place; the other one is cleared (a file sits in one folder or one phase).
      next.folderId = folderId ? folderOf(ctx.db, req.companyId, file, folderId, 'folderId').id : null;
      next.phaseInstanceId = phaseInstanceId ? phaseOf(ctx.db, req.companyId, file, phaseInstanceId, 'phaseInstanceId').id : null;
    }
    if (name !== undefined) next.name = name;
    if (isArchived !== undefined) next.isArchived = isArchived;
    if (isActive !== undefined) next.isArchived = !isActive;
    next.updatedAt = nowIso();
    filesTable(ctx.db).put(next);
    if (next.isForm && next.formId !== null && name !== undefined) {
      const form = formsTable(ctx.db).get(next.formId, req.companyId);
      if (form) {
        form.name = name;
        form.updatedAt = next.updatedAt;
        syncWorkItem(ctx.db, req.companyId, form);
      }
    }
    return fileResponse(next);
  });

  app.delete('/files/:fileId', { schema: { params: idParams('fileId') } }, async (req) => {
    deleteFile(ctx.db, req.companyId, fileById(req));
    return {};
  });
}
