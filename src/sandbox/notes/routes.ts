/**
 * Notes (vendor, relative to /v1): `GET|POST /projects|opportunities|accounts|work-orders/{id}/notes`,
 * `PATCH|DELETE /notes/{noteId}`. Lists are newest first with `totalCount`; only the work order list is
 * paged. A note is written by the API user of the key; only its author may edit or delete it. A deleted
 * note that has replies keeps its place with a placeholder text.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, forbidden, notFound, nowIso, pageOf, paginate, pathId } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { apiUsersTable } from '../auth/model.js';
import { accountsTable, opportunitiesTable, projectsTable } from '../records/model.js';
import { workOrdersTable } from '../work-orders/model.js';
import { filesTable } from '../files/model.js';
import { DELETED_NOTE_TEXT, notesOf, notesTable, renderCreatedNote, renderNote, renderNoteListItem, type NoteAuthor, type NoteParentType } from './model.js';
import { bodyOf, input } from '../core/record-input.js';

const MAX_NOTE_LENGTH = 5000;

interface Parent {
  type: NoteParentType;
  path: string;
  param: string;
  what: string;
  exists(ctx: SandboxContext, companyId: number, id: number): boolean;
}

const parents: Parent[] = [
  { type: 'PROJECT', path: 'projects', param: 'projectId', what: 'Project', exists: (c, co, id) => !!projectsTable(c.db).get(id, co) },
  { type: 'OPPORTUNITY', path: 'opportunities', param: 'opportunityId', what: 'Opportunity', exists: (c, co, id) => !!opportunitiesTable(c.db).get(id, co) },
  { type: 'ACCOUNT', path: 'accounts', param: 'accountId', what: 'Account', exists: (c, co, id) => !!accountsTable(c.db).get(id, co) },
  { type: 'WORK_ORDER', path: 'work-orders', param: 'workOrderId', what: 'Work order', exists: (c, co, id) => !!workOrdersTable(c.db).get(id, co) },
];

/** The API user behind the key, as a note author. */
function authorOf(ctx: SandboxContext, req: FastifyRequest): NoteAuthor | null {
  const u = apiUsersTable(ctx.db).get(req.apiUserId, req.companyId);
  if (!u) return null;
  const [firstName, ...rest] = u.name.split(' ');
  return { id: u.id, firstName: firstName ?? u.name, lastName: rest.join(' ') || null, email: u.email, phone: null, avatarUrl: null };
}

/** Note text: 1 to 5000 characters, not blank. */
function noteText(b: Record<string, unknown>): string {
  const text = input.str(b, 'body', { nonEmpty: true });
  if (text === undefined || text === null) throw badRequest('body', 'body is required');
  if (text.length > MAX_NOTE_LENGTH) throw badRequest('body', `body must be at most ${MAX_NOTE_LENGTH} characters`);
  return text;
}

const noteBody = field(`the note text, 1..${MAX_NOTE_LENGTH} characters, not blank; required`);
/** The route schemas of a parent's notes: its id checked as `pathId` checks it; query and body documented (the handlers check them). */
function parentSchemas(parent: (typeof parents)[number]) {
  const params = idParams(parent.param);
  const workOrder = parent.type === 'WORK_ORDER';
  return {
    list: { params, querystring: querySchema(workOrder ? { page: listQueryFields.page, page_size: listQueryFields.page_size } : {}) },
    create: {
      params,
      body: bodySchema({
        body: noteBody,
        replyToId: field('a note (an id) of the same record this one answers'),
        ...(workOrder ? { fileIds: field('ids of files attached to the note') } : {}),
      }),
    },
  };
}
const noteParams = idParams('noteId');

export function registerNoteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const notes = () => notesTable(ctx.db);

  for (const parent of parents) {
    const schemas = parentSchemas(parent);
    const parentId = (req: FastifyRequest) => {
      const id = pathId(req.params, parent.param);
      if (!parent.exists(ctx, req.companyId, id)) throw notFound(parent.what);
      return id;
    };

    app.get(`/${parent.path}/:${parent.param}/notes`, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.list }, async (req) => {
      const id = parentId(req);
      const all = notesOf(ctx.db, req.companyId, parent.type, id);
      const rows = parent.type === 'WORK_ORDER' ? paginate(all, pageOf(req.query as Record<string, unknown>)) : all;
      return { notes: rows.map(renderNoteListItem), totalCount: all.length };
    });

    // The vendor's work order note endpoint declares RATE_LIMIT_EXCEEDED as its one error code.
    app.post(
      `/${parent.path}/:${parent.param}/notes`,
      { config: { errorCode: parent.type === 'WORK_ORDER' ? 'RATE_LIMIT_EXCEEDED' : 'NOT_FOUND' }, schema: schemas.create },
      async (req, reply) => {
        const id = parentId(req);
        const b = bodyOf(req);
        const text = noteText(b);
        const replyToId = input.int(b, 'replyToId') ?? null;
        if (replyToId !== null) {
          const target = notes().get(replyToId, req.companyId);
          if (!target || target.parentType !== parent.type || target.parentId !== id) {
            throw badRequest('replyToId', `replyToId: note ${replyToId} is not a note of this ${parent.what.toLowerCase()}`);
          }
        }
        let fileIds: number[] = [];
        if (parent.type === 'WORK_ORDER') {
          fileIds = input.intList(b, 'fileIds') ?? [];
          const missing = fileIds.filter((f) => !filesTable(ctx.db).get(f, req.companyId));
          if (missing.length > 0) throw badRequest('fileIds', `fileIds: no file with id ${missing.join(', ')}`);
        }
        const now = nowIso();
        const note = notes().insert(req.companyId, {
          parentType: parent.type,
          parentId: id,
          note: text,
          author: authorOf(ctx, req),
          replyToId,
          fileIds,
          createdAt: now,
          updatedAt: now,
        });
        return reply.code(201).send(renderCreatedNote(note));
      },
    );
  }

  const ownNote = (req: FastifyRequest, onOther: (message: string) => Error) => {
    const note = notes().get(pathId(req.params, 'noteId'), req.companyId);
    if (!note) throw notFound('Note');
    if (note.author?.id !== req.apiUserId) throw onOther('Only the author of a note can change it');
    return note;
  };

  // PATCH declares 400, 401 and 404 only: a note by someone else is a 400 here, a 403 on DELETE.
  app.patch('/notes/:noteId', { config: { errorCode: 'NOT_FOUND' }, schema: { params: noteParams, body: bodySchema({ body: noteBody }) } }, async (req) => {
    const note = ownNote(req, (m) => badRequest('noteId', m));
    const text = noteText(bodyOf(req));
    if (text !== note.note) {
      note.note = text;
      note.updatedAt = nowIso();
    }
    return renderNote(note);
  });

  app.delete('/notes/:noteId', { config: { errorCode: 'NOT_FOUND' }, schema: { params: noteParams } }, async (req, reply) => {
    const note = ownNote(req, (m) => forbidden(m));
    const hasReplies = notes()
      .all(req.companyId)
      .some((n) => n.replyToId === note.id);
    if (hasReplies) {
      note.note = DELETED_NOTE_TEXT;
      note.updatedAt = nowIso();
    } else notes().delete(note.id);
    return reply.code(200).send();
  });
}
