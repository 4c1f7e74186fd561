/**
 * Timesheets. The spec names the endpoints only, so the shape is ours: a user's time entry with
 * `startTime`, `endTime` (null while the clock runs), `duration` in seconds (as work order `spentTime`),
 * an optional project and work order, and notes. Lists are bare arrays (vendor convention) with
 * `page`/`page_size`, filters `user_id`, `project_id`, `work_order_id`, `start_date`, `end_date`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Db } from '../core/db.js';
import { badRequest, nowIso, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { projectsTable, usersTable, userSummary } from '../records/model.js';
import { mustFind } from './documents.js';
import { timesheetsTable, type Timesheet } from './model.js';
import { bodyOf, int, iso, nullableStr, required, sent, type Body } from './validate.js';

/** A work order as far as timesheets need it; the table belongs to the work-orders domain. */
type WorkOrderRef = { id: number; projectId?: number | null };

export function findWorkOrder(db: Db, id: number, companyId: number): WorkOrderRef | undefined {
  // Only look when the work-orders domain has made its table, so we never create it with the wrong id range.
  if (!('workOrders' in db.counts())) return undefined;
  return db.table<WorkOrderRef>('workOrders').get(id, companyId);
}

export function renderTimesheet(db: Db, companyId: number, t: Timesheet) {
  return {
    id: t.id,
    userId: t.userId,
    user: userSummary(usersTable(db).get(t.userId, companyId)),
    projectId: t.projectId,
    workOrderId: t.workOrderId,
    startTime: t.startTime,
    endTime: t.endTime,
    duration: t.endTime ? Math.round((Date.parse(t.endTime) - Date.parse(t.startTime)) / 1000) : null,
    notes: t.notes,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

const timesheetParams = idParams('timesheetId');
/** The fields of a timesheet body (userId and startTime required on create). */
const timesheetBody = bodySchema({
  userId: field('the user (an id)'),
  startTime: field('ISO 8601 timestamp'),
  endTime: field('ISO 8601 timestamp or null, not before startTime'),
  projectId: field('a project (an id) or null'),
  workOrderId: field('a work order (an id) or null'),
  notes: field('string or null'),
});
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: {
    querystring: querySchema({
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      user_id: field('only this user (an id)'),
      project_id: field('only this project (an id)'),
      work_order_id: field('only this work order (an id)'),
      start_date: field('ISO 8601 date or timestamp: entries from then'),
      end_date: field('ISO 8601 date or timestamp: entries until then, not before start_date'),
      order_by: field('asc or desc, by start time; default desc'),
    }),
  },
  get: { params: timesheetParams },
  create: { body: timesheetBody },
  update: { params: timesheetParams, body: timesheetBody },
};

export function registerTimesheetRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const find = (req: FastifyRequest) => mustFind(timesheetsTable(ctx.db).get(pathId(req.params, 'timesheetId'), req.companyId), 'Timesheet');

  app.get('/timesheets', { schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const userId = q.int(query, 'user_id', { min: 1 });
    const projectId = q.int(query, 'project_id', { min: 1 });
    const workOrderId = q.int(query, 'work_order_id', { min: 1 });
    const from = q.date(query, 'start_date');
    const to = endOfRange(q.str(query, 'end_date'), q.date(query, 'end_date'));
    if (from !== undefined && to !== undefined && to < from) throw badRequest('end_date', 'end_date must not be before start_date');
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'desc')!;
    let items = timesheetsTable(ctx.db)
      .all(req.companyId)
      .filter((t) => {
        const start = Date.parse(t.startTime);
        return (
          (!userId || t.userId === userId) &&
          (!projectId || t.projectId === projectId) &&
          (!workOrderId || t.workOrderId === workOrderId) &&
          (from === undefined || start >= from) &&
          (to === undefined || start <= to)
        );
      });
    items = updatedWindow(items, query, (t) => t.updatedAt);
    items = sortBy(items, (t) => `${t.startTime}#${String(t.id).padStart(9, '0')}`, order);
    return paginate(items, page).map((t) => renderTimesheet(ctx.db, req.companyId, t));
  });

  app.get('/timesheets/:timesheetId', { schema: schemas.get }, async (req) => renderTimesheet(ctx.db, req.companyId, find(req)));

  app.post('/timesheets', { schema: schemas.create }, async (req, reply) => {
    const body = bodyOf(req.body);
    const now = nowIso();
    const draft: Omit<Timesheet, 'id'> = {
      userId: 0,
      projectId: null,
      workOrderId: null,
      startTime: iso(required(body, 'startTime'), 'startTime'),
      endTime: null,
      notes: null,
      createdAt: now,
      updatedAt: now,
    };
    required(body, 'userId');
    applyFields(ctx.db, req.companyId, draft, body);
    const t = timesheetsTable(ctx.db).insert(req.companyId, draft);
    return reply.code(201).send(renderTimesheet(ctx.db, req.companyId, t));
  });

  app.patch('/timesheets/:timesheetId', { schema: schemas.update }, async (req) => {
    const next: Timesheet = { ...find(req) };
    const body = bodyOf(req.body);
    if (sent(body, 'startTime')) next.startTime = iso(body.startTime, 'startTime');
    applyFields(ctx.db, req.companyId, next, body);
    next.updatedAt = nowIso();
    return renderTimesheet(ctx.db, req.companyId, timesheetsTable(ctx.db).put(next));
  });

  app.delete('/timesheets/:timesheetId', { schema: schemas.get }, async (req) => {
    const t = find(req);
    timesheetsTable(ctx.db).delete(t.id);
    return { id: t.id, deleted: true };
  });
}

function applyFields(db: Db, companyId: number, t: Omit<Timesheet, 'id'>, body: Body): void {
  if (sent(body, 'userId')) {
    const userId = int(body.userId, 'userId', { min: 1 });
    if (!usersTable(db).get(userId, companyId)) throw badRequest('userId', `userId ${userId} is not a user of this workspace`);
    t.userId = userId;
  }
  if (sent(body, 'workOrderId')) {
    t.workOrderId = body.workOrderId === null ? null : int(body.workOrderId, 'workOrderId', { min: 1 });
    const wo = t.workOrderId === null ? undefined : findWorkOrder(db, t.workOrderId, companyId);
    if (t.workOrderId !== null && !wo) throw badRequest('workOrderId', `workOrderId ${t.workOrderId} is not an existing work order`);
    // A work order implies its project unless the request names one.
    if (wo?.projectId && !sent(body, 'projectId')) t.projectId = wo.projectId;
  }
  if (sent(body, 'projectId')) {
    t.projectId = body.projectId === null ? null : int(body.projectId, 'projectId', { min: 1 });
    if (t.projectId !== null && !projectsTable(db).get(t.projectId, companyId))
      throw badRequest('projectId', `projectId ${t.projectId} is not an existing project`);
  }
  if (sent(body, 'endTime')) t.endTime = body.endTime === null ? null : iso(body.endTime, 'endTime');
  if (sent(body, 'notes')) t.notes = nullableStr(body.notes, 'notes');
  if (t.endTime && Date.parse(t.endTime) <= Date.parse(t.startTime)) throw badRequest('endTime', 'endTime must be after startTime');
}

/** An `end_date` given as a bare date covers that whole day. */
function endOfRange(raw: string | undefined, parsed: number | undefined): number | undefined {
  if (parsed === undefined) return undefined;
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parsed + 86_400_000 - 1 : parsed;
}
