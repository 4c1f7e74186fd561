/**
 * Form templates (FORM-1, FORM-2, DEP-2) and form instances on projects, opportunities and work orders
 * (FORM-4), their update, and the PDF export (FORM-3).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pathId, q } from '../core/http.js';
import { booleanQuery, idParams, querySchema } from '../core/schemas.js';
import { usersTable } from '../records/model.js';
import { workOrdersTable } from '../work-orders/model.js';
import { apiCreator } from './file-routes.js';
import { createForm, formDetail, formPdf, formSummary } from './forms.js';
import { bodyOf, exclusive, maybePage, optBool, optId, optInt, optString } from './input.js';
import {
  filesTable,
  folderOf,
  formsTable,
  formTemplatesTable,
  phaseOf,
  requireOwner,
  sameOwner,
  syncWorkItem,
  workOrderOwner,
  type FormInstance,
  type OwnerKind,
  type OwnerRef,
} from './model.js';
import { templateColumns, templateDetail, templateSummary } from './templates.js';
import { FORM_STATUSES } from '../../rest-enums.js';

export function registerFormEndpoints(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(
    '/form-templates',
    {
      config: { errorCode: 'UNAUTHORIZED' },
      schema: {
        querystring: querySchema({
          includeArchived: booleanQuery('also list archived templates; default false'),
          include_archived: booleanQuery('the same, as the spec spells its lists'),
        }),
      },
    },
    async (req) => {
      const query = req.query as Record<string, unknown>;
      const archived = q.bool(query, 'includeArchived', q.bool(query, 'include_archived', false));
      const list = formTemplatesTable(ctx.db)
        .all(req.companyId)
        .filter((t) => archived || !t.isArchived);
      return maybePage(list, query).map(templateSummary);
    },
  );

  app.get('/form-templates/:formTemplateId', { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('formTemplateId') } }, async (req) => {
    const t = formTemplatesTable(ctx.db).get(pathId(req.params, 'formTemplateId'), req.companyId);
    if (!t) throw notFound('Form template');
    return templateDetail(t);
  });

  /** The template named by `templateId` (required, FORM-4); an archived one cannot start new forms. */
  const templateFrom = (req: FastifyRequest, body: Record<string, unknown>) => {
    if (body.templateId === undefined || body.templateId === null) throw badRequest('templateId', 'templateId is required');
    const id = optId(body, 'templateId')!;
    const t = formTemplatesTable(ctx.db).get(id, req.companyId);
    if (!t) throw badRequest('templateId', `templateId ${id} is not a form template of this company`);
    if (t.isArchived) throw badRequest('templateId', `Form template ${id} is archived`);
    return t;
  };

  const forOwner = (f: FormInstance, owner: OwnerRef) => sameOwner(f, owner);
  const kinds: [OwnerKind, string, string][] = [
    ['project', '/projects/:projectId/forms', 'projectId'],
    ['opportunity', '/opportunities/:opportunityId/forms', 'opportunityId'],
  ];
  for (const [kind, path, param] of kinds) {
    app.get(path, { config: { errorCode: 'UNAUTHORIZED' }, schema: { params: idParams(param) } }, async (req) => {
      const owner = requireOwner(ctx.db, req.companyId, kind, pathId(req.params, param));
      const query = req.query as Record<string, unknown>;
      const status = q.enum(query, 'status', FORM_STATUSES);
      const list = formsTable(ctx.db)
        .all(req.companyId)
        .filter((f) => forOwner(f, owner) && (status === undefined || f.status === status));
      return maybePage(list, query).map((f) => formSummary(ctx.db, req.companyId, f));
    });

    app.post(path, { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams(param) } }, async (req, reply) => {
      const owner = requireOwner(ctx.db, req.companyId, kind, pathId(req.params, param));
      const body = bodyOf(req);
      const template = templateFrom(req, body);
      const name = optString(body, 'name');
      exclusive(body, 'folderId', 'phaseInstanceId');
      const folderId = optId(body, 'folderId');
      const phaseInstanceId = optId(body, 'phaseInstanceId');
      if (folderId) folderOf(ctx.db, req.companyId, owner, folderId, 'folderId');
      if (phaseInstanceId) {
        // As the vendor documents: a form goes only into a phase that has started.
        const phase = phaseOf(ctx.db, req.companyId, owner, phaseInstanceId, 'phaseInstanceId');
        if (phase.status === 'NOT_STARTED')
          throw badRequest('phaseInstanceId', `Phase "${phase.name}" has not started; forms can be created only in started phases`);
      }
      const form = createForm(ctx.db, req.companyId, {
        template,
        owner,
        name,
        folderId: folderId ?? null,
        phaseInstanceId: phaseInstanceId ?? null,
        createdAt: nowIso(),
        createdBy: null,
        createdByUser: apiCreator(ctx, req),
        userId: req.apiUserId,
      });
      return reply.code(201).send(created(form, kind, phaseInstanceId ?? null));
    });
  }

  app.post('/work-orders/:workOrderId/forms', { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('workOrderId') } }, async (req, reply) => {
    const wo = workOrdersTable(ctx.db).get(pathId(req.params, 'workOrderId'), req.companyId);
    if (!wo) throw notFound('Work order');
    const body = bodyOf(req);
    const template = templateFrom(req, body);
    const now = nowIso();
    // FORM-4: `name` is optional on projects and opportunities only; a work-order form takes the template's name.
    const form = createForm(ctx.db, req.companyId, {
      template,
      owner: workOrderOwner(wo),
      workOrderId: wo.id,
      createdAt: now,
      createdBy: null,
      createdByUser: apiCreator(ctx, req),
      userId: req.apiUserId,
    });
    wo.updatedAt = now;
    return reply.code(201).send(created(form, 'workOrder', null));
  });

  const formById = (req: FastifyRequest) => {
    const form = formsTable(ctx.db).get(pathId(req.params, 'formId'), req.companyId);
    if (!form) throw notFound('Form');
    return form;
  };

  app.get('/forms/:formId', { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('formId') } }, async (req) => {
    const form = formById(req);
    return formDetail(ctx.db, req.companyId, form, formTemplatesTable(ctx.db).get(form.templateId, req.companyId));
  });

  app.patch('/forms/:formId', { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('formId') } }, async (req) => {
    const form = formById(req);
    const template = formTemplatesTable(ctx.db).get(form.templateId, req.companyId);
    const body = bodyOf(req);
    const name = optString(body, 'name');
    const description = body.description === null ? null : optString(body, 'description', 5000);
    const status = body.status === undefined ? undefined : String(body.status);
    if (status !== undefined && !(FORM_STATUSES as readonly string[]).includes(status)) {
      throw badRequest('status', `status must be one of ${FORM_STATUSES.join(', ')}`);
    }
    const assigneeId = optId(body, 'assigneeId');
    if (assigneeId && !usersTable(ctx.db).get(assigneeId, req.companyId))
      throw badRequest('assigneeId', `assigneeId ${assigneeId} is not a user of this company`);
    let dueDate: string | null | undefined;
    if (body.dueDate === null) dueDate = null;
    else if (body.dueDate !== undefined) {
      if (typeof body.dueDate !== 'string' || Number.isNaN(Date.parse(body.dueDate))) throw badRequest('dueDate', 'dueDate must be an ISO 8601 date-time');
      dueDate = new Date(body.dueDate).toISOString();
    }
    let collaborators: number[] | undefined;
    if (body.collaborators !== undefined) {
      if (
        !Array.isArray(body.collaborators) ||
        body.collaborators.some((id) => !Number.isInteger(id) || !usersTable(ctx.db).get(id as number, req.companyId))
      ) {
        throw badRequest('collaborators', 'collaborators must be a list of user ids of this company');
      }
      collaborators = [...new Set(body.collaborators as number[])];
    }
    // `fields` is the deprecated alias of `properties` (DEP-2); both are accepted.
    const key = body.properties !== undefined ? 'properties' : 'fields';
    const updates = body[key];
    const values: Record<number, unknown> = {};
    if (updates !== undefined) {
      if (!Array.isArray(updates)) throw badRequest(key, `${key} must be a list of { columnId, value }`);
      const columns = new Map(template ? templateColumns(template).map((c) => [c.id, c]) : []);
      updates.forEach((u, i) => {
        const columnId = (u as { columnId?: unknown })?.columnId;
        const column = typeof columnId === 'number' ? columns.get(columnId) : undefined;
        if (!column) throw badRequest(`${key}[${i}].columnId`, `${key}[${i}].columnId is not a field of this form`);
        if (column.isReadOnly || column.type === 'SEPARATOR') throw badRequest(`${key}[${i}].columnId`, `Field "${column.name}" is read-only`);
        const value = (u as { value?: unknown }).value ?? null;
        const ok =
          value === null ||
          (column.type === 'NUMERIC' && typeof value === 'number') ||
          (column.type === 'BOOLEAN' && typeof value === 'boolean') ||
          (!['NUMERIC', 'BOOLEAN'].includes(column.type) && value !== undefined);
        if (!ok) throw badRequest(`${key}[${i}].value`, `Field "${column.name}" takes a ${column.type.toLowerCase()} value`);
        values[column.id] = value;
      });
    }
    const now = nowIso();
    if (name !== undefined) form.name = name;
    if (description !== undefined) form.description = description;
    if (assigneeId !== undefined) form.assigneeId = assigneeId;
    if (dueDate !== undefined) form.dueDate = dueDate;
    if (collaborators !== undefined) form.collaboratorIds = collaborators;
    if (status !== undefined && status !== form.status) {
      form.status = status;
      form.isCompleted = status === 'COMPLETED';
      form.completedAt = form.isCompleted ? now : null;
    }
    Object.assign(form.values, values);
    form.updatedAt = now;
    const file = filesTable(ctx.db).get(form.fileId, req.companyId);
    if (file) {
      file.name = form.name;
      file.updatedAt = now;
    }
    syncWorkItem(ctx.db, req.companyId, form);
    return formDetail(ctx.db, req.companyId, form, template);
  });

  app.post('/forms/:formId/pdf', { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('formId') } }, async (req) => {
    const form = formById(req);
    const body = bodyOf(req);
    // FORM-3: imagesInRow is 0..6.
    const opts = {
      imagesOnly: optBool(body, 'imagesOnly') ?? false,
      imagesInRow: optInt(body, 'imagesInRow', 0, 6) ?? 3,
      includeImageMetadata: optBool(body, 'includeImageMetadata') ?? false,
    };
    return formPdf(form, formTemplatesTable(ctx.db).get(form.templateId, req.companyId), opts);
  });
}

/** The vendor's create response: the element instance with its form. */
function created(f: FormInstance, kind: OwnerKind | 'workOrder', phaseInstanceId: number | null): Record<string, unknown> {
  const where =
    kind === 'project'
      ? { projectId: f.projectId }
      : kind === 'opportunity'
        ? { opportunityId: f.opportunityId }
        : { workOrderId: f.workOrderId, projectId: f.projectId, opportunityId: f.opportunityId, accountId: f.accountId };
  return {
    id: f.id,
    ...where,
    phaseInstanceId,
    fileId: f.fileId,
    type: 'FORM',
    status: f.status,
    form: { id: f.id, name: f.name, status: f.status, templateId: f.templateId, createdAt: f.createdAt, updatedAt: f.updatedAt },
  };
}
