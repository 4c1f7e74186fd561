/**
 * Appointments (vendor, relative to /v1): `GET|POST /opportunities/{id}/appointments` (paged, with
 * `totalCount`), `GET|PATCH|DELETE /appointments/{id}`. The list and create declare 400 and 401 only,
 * so an unknown opportunity there is a 400 naming `opportunityId`. The assignee must be an active user
 * of the company. Creating fires APPOINTMENT_CREATED; a changed `dueDate` fires APPOINTMENT_RESCHEDULED.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { opportunitiesTable, usersTable } from '../records/model.js';
import { iso } from '../finance/validate.js';
import { appointmentsTable, emitAppointmentEvent, renderAppointment } from './model.js';
import { bodyOf, input, type Body } from '../core/record-input.js';

const appointmentParams = idParams('appointmentId');
const opportunityParams = idParams('opportunityId');
/** The fields of an appointment create or update body. */
const appointmentFields = {
  title: field('string, not empty, at most 255 characters; required on create'),
  assigneeId: field('an active user (an id); required on create'),
  dueDate: field('ISO 8601 timestamp; required on create, null clears it on update'),
  description: field('string or null'),
};
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: {
    params: opportunityParams,
    querystring: querySchema({
      order_by: field('asc or desc, by due date; default desc'),
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      updated_after: listQueryFields.updated_after,
      updated_before: listQueryFields.updated_before,
    }),
  },
  create: { params: opportunityParams, body: bodySchema(appointmentFields) },
  get: { params: appointmentParams },
  update: { params: appointmentParams, body: bodySchema({ ...appointmentFields, isCompleted: field('true or false') }) },
  delete: { params: appointmentParams },
};

export function registerAppointmentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const appointments = () => appointmentsTable(ctx.db);
  const find = (req: FastifyRequest) => {
    const a = appointments().get(pathId(req.params, 'appointmentId'), req.companyId);
    if (!a) throw notFound('Appointment');
    return a;
  };
  const opportunityOf = (req: FastifyRequest) => {
    const id = pathId(req.params, 'opportunityId');
    if (!opportunitiesTable(ctx.db).get(id, req.companyId)) throw badRequest('opportunityId', `No opportunity with id ${id}`);
    return id;
  };
  const assignee = (companyId: number, b: Body) => {
    const id = input.int(b, 'assigneeId');
    if (id === undefined || id === null) return id;
    const user = usersTable(ctx.db).get(id, companyId);
    if (!user?.isActive) throw badRequest('assigneeId', `No active user with id ${id}`);
    return id;
  };
  const title = (b: Body) => {
    const t = input.str(b, 'title', { nonEmpty: true })?.trim();
    if (t !== undefined && t.length > 255) throw badRequest('title', 'title must be at most 255 characters');
    return t;
  };

  app.get('/opportunities/:opportunityId/appointments', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const id = opportunityOf(req);
    const query = req.query as Record<string, unknown>;
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'desc')!;
    const page = pageOf(query);
    const all = updatedWindow(
      appointments()
        .all(req.companyId)
        .filter((a) => a.opportunityId === id),
      query,
      (a) => a.updatedAt,
    );
    const sorted = sortBy(all, (a) => `${a.dueDate ?? a.createdAt}#${String(a.id).padStart(10, '0')}`, order);
    return { appointments: paginate(sorted, page).map(renderAppointment), totalCount: all.length };
  });

  app.post('/opportunities/:opportunityId/appointments', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const opportunityId = opportunityOf(req);
    const b = bodyOf(req);
    const t = title(b);
    if (!t) throw badRequest('title', 'title is required');
    const assigneeId = assignee(req.companyId, b);
    if (!assigneeId) throw badRequest('assigneeId', 'assigneeId is required');
    if (b.dueDate === undefined || b.dueDate === null) throw badRequest('dueDate', 'dueDate is required');
    const dueDate = iso(b.dueDate, 'dueDate');
    const now = nowIso();
    const appointment = appointments().insert(req.companyId, {
      title: t,
      description: input.str(b, 'description', { nullable: true }) ?? null,
      dueDate,
      isCompleted: false,
      completedAt: null,
      assigneeId,
      opportunityId,
      createdBy: req.apiUserId || null,
      createdAt: now,
      updatedAt: now,
    });
    emitAppointmentEvent(ctx, req.companyId, appointment);
    return reply.code(201).send(renderAppointment(appointment));
  });

  app.get('/appointments/:appointmentId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => renderAppointment(find(req)));

  app.patch('/appointments/:appointmentId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const appointment = find(req);
    const b = bodyOf(req);
    const t = title(b);
    const assigneeId = assignee(req.companyId, b);
    if (assigneeId === null) throw badRequest('assigneeId', 'assigneeId must be a user id');
    const dueDate = b.dueDate === undefined ? undefined : b.dueDate === null ? null : iso(b.dueDate, 'dueDate');
    const description = input.str(b, 'description', { nullable: true });
    const isCompleted = input.bool(b, 'isCompleted');
    const before = JSON.stringify(appointment);
    const previousDueDate = appointment.dueDate;
    if (t !== undefined) appointment.title = t;
    if (assigneeId !== undefined) appointment.assigneeId = assigneeId;
    if (dueDate !== undefined) appointment.dueDate = dueDate;
    if (description !== undefined) appointment.description = description;
    if (isCompleted !== undefined && isCompleted !== appointment.isCompleted) {
      appointment.isCompleted = isCompleted;
      appointment.completedAt = isCompleted ? nowIso() : null;
    }
    if (JSON.stringify(appointment) !== before) appointment.updatedAt = nowIso();
    if (dueDate !== undefined && dueDate !== previousDueDate) emitAppointmentEvent(ctx, req.companyId, appointment, previousDueDate);
    return renderAppointment(appointment);
  });

  app.delete('/appointments/:appointmentId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
    const appointment = find(req);
    appointments().delete(appointment.id);
    return reply.code(200).send();
  });
}
