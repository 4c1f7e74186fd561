/**
 * Reminders on projects, opportunities and accounts (spec "Reminder", POST /accounts/{id}/reminders;
 * the other paths from the vendor OpenAPI): lists as `{reminders, totalCount}`, create, read, update, delete.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Db } from '../core/db.js';
import { badRequest, notFound, nowIso, pageOf, paginate, q, updatedWindow } from '../core/http.js';
import { bodySchema, documentedParams, field as documented, listQueryFields, querySchema } from '../core/schemas.js';
import { usersTable } from '../records/model.js';
import { bodyOf, field, type Body } from './body.js';
import { byCreation, remindersTable, type Reminder } from './model.js';
import { owners, ownerIdOf, recordIdOf } from './owners.js';
import { REMINDER_TYPES } from '../../rest-enums.js';

/** A reminder's fields (create: title and assigneeId required; update: any of them). */
const reminderFields = {
  title: documented('a non-empty string; required on create'),
  assigneeId: documented('a workspace user of the company (an integer); required on create'),
  description: documented('string or null'),
  type: documented(REMINDER_TYPES.join(', ')),
  dueDate: documented('ISO 8601 date or date-time, or null'),
  isCompleted: documented('true or false; completing stamps completedAt'),
};

/**
 * The route schemas, documenting only: the ids are the handlers' to refuse (a malformed owner id is a 404,
 * or on the account routes, which list no 404, a 400 naming accountId with the endpoint's code; a malformed
 * reminder id is a 404), and they are read before the query and the body, which the handlers check too.
 */
const schemas = {
  list: (param: string) => ({
    params: documentedParams(param),
    querystring: querySchema({
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      order_by: documented('asc or desc, by creation time; default asc'),
      is_completed: documented('true or false; default both'),
      updated_after: listQueryFields.updated_after,
      updated_before: listQueryFields.updated_before,
    }),
  }),
  create: (param: string) => ({ params: documentedParams(param), body: bodySchema(reminderFields) }),
  reminder: { params: documentedParams('reminderId') },
  update: { params: documentedParams('reminderId'), body: bodySchema(reminderFields) },
};

export function registerReminderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  for (const owner of owners) {
    const path = `/${owner.path}/:${owner.param}/reminders`;
    // The vendor gives the list and create one error code, UNAUTHORIZED (the spec too, for accounts: REM-2).
    // The account routes list 400 and 401 only (REM-2; the vendor likewise), so an unknown account is a 400
    // naming it, as POST /invoices answers an unknown recordId. Projects and opportunities keep their 404,
    // which the gateway reads as a missing record.
    const missing = owner.path === 'accounts' ? 'badRequest' : 'notFound';
    app.get(path, { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list(owner.param) }, async (req) => {
      const id = ownerIdOf(ctx.db, req, owner, missing);
      const query = req.query as Record<string, unknown>;
      const page = pageOf(query);
      const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
      const completed = query.is_completed === undefined ? undefined : q.bool(query, 'is_completed');
      const own = remindersTable(ctx.db)
        .all(req.companyId)
        .filter((r) => r[owner.param] === id && (completed === undefined || r.isCompleted === completed));
      const matching = updatedWindow(own, query, (r) => r.updatedAt).sort(byCreation(order));
      return { reminders: paginate(matching, page), totalCount: matching.length };
    });

    app.post(path, { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create(owner.param) }, async (req, reply) => {
      const id = ownerIdOf(ctx.db, req, owner, missing);
      const b = bodyOf(req.body);
      // REM-1: title and assigneeId required, type from the enum, dueDate ISO 8601.
      const title = field.string(b, 'title', { required: true })!;
      const assigneeId = assignee(ctx.db, b, req.companyId, true)!;
      const isCompleted = field.bool(b, 'isCompleted') ?? false;
      const now = nowIso();
      const row = remindersTable(ctx.db).insert(req.companyId, {
        title,
        description: field.string(b, 'description', { nullable: true }) ?? null,
        type: field.enum(b, 'type', REMINDER_TYPES) ?? null,
        dueDate: field.date(b, 'dueDate', { nullable: true }) ?? null,
        isCompleted,
        completedAt: isCompleted ? now : null,
        assigneeId,
        // REM-2: the owning record decides which of the three ids is set.
        projectId: owner.param === 'projectId' ? id : null,
        opportunityId: owner.param === 'opportunityId' ? id : null,
        accountId: owner.param === 'accountId' ? id : null,
        // An API key is not a workspace user, so it is not recorded as the creator (as ACC-11 does).
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      });
      return reply.code(201).send(row);
    });
  }

  const find = (db: Db, params: unknown, companyId: number): Reminder => {
    const id = recordIdOf(params, 'reminderId', 'Reminder');
    const row = remindersTable(db).get(id, companyId);
    if (!row) throw notFound('Reminder');
    return row;
  };

  app.get('/reminders/:reminderId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.reminder }, async (req) => find(ctx.db, req.params, req.companyId));

  app.patch('/reminders/:reminderId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const row = find(ctx.db, req.params, req.companyId);
    const b = bodyOf(req.body);
    const next: Reminder = { ...row };
    if (field.has(b, 'title')) next.title = field.string(b, 'title', { required: true })!;
    if (field.has(b, 'assigneeId')) next.assigneeId = assignee(ctx.db, b, req.companyId, false) ?? null;
    if (field.has(b, 'description')) next.description = field.string(b, 'description', { nullable: true }) ?? null;
    if (field.has(b, 'dueDate')) next.dueDate = field.date(b, 'dueDate', { nullable: true }) ?? null;
    if (field.has(b, 'type')) next.type = field.enum(b, 'type', REMINDER_TYPES)!;
    const now = nowIso();
    if (field.has(b, 'isCompleted')) {
      next.isCompleted = field.bool(b, 'isCompleted')!;
      // Completing stamps completedAt once; reopening clears it.
      next.completedAt = next.isCompleted ? (row.isCompleted ? row.completedAt : now) : null;
    }
    const changed = (Object.keys(next) as (keyof Reminder)[]).some((k) => next[k] !== row[k]);
    if (changed) next.updatedAt = now;
    return remindersTable(ctx.db).put(next);
  });

  app.delete('/reminders/:reminderId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.reminder }, async (req) => {
    const row = find(ctx.db, req.params, req.companyId);
    remindersTable(ctx.db).delete(row.id);
    // The vendor documents a bare 200; the sandbox names what it deleted.
    return { id: row.id, deleted: true };
  });
}

/** A workspace user of the caller's company; anyone else is a 400 naming `assigneeId` (AUTH-12). */
function assignee(db: Db, b: Body, companyId: number, required: boolean): number | undefined {
  const id = field.int(b, 'assigneeId', { required });
  if (id === undefined) return undefined;
  if (!usersTable(db).get(id, companyId)) throw badRequest('assigneeId', `assigneeId ${id} is not a user of this company`);
  return id;
}
