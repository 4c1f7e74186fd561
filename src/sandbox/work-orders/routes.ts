/**
 * Work order endpoints (spec "Work order", "PATCH /accounts/{account_id}/work-orders/{work_order_id}";
 * the vendor OpenAPI for the lists, create, delete and templates). Error codes are the vendor's per
 * endpoint (ERR-1); the account PATCH uses NOT_FOUND on every error (WO-12).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, leadingIdParams, listQueryFields, noQuery, querySchema } from '../core/schemas.js';
import { accountsTable, opportunitiesTable, projectsTable } from '../records/model.js';
import {
  WORK_ORDER_STATUS_TRIGGER,
  checklistIds,
  lineItemIds,
  parentFields,
  parentOf,
  workOrderTemplatesTable,
  workOrdersTable,
  type ParentType,
  type WorkOrder,
} from './model.js';
import { templateJson, workOrderJson } from './render.js';
import { applyWorkOrderPatch, int, isObject } from './patch.js';
import { registerLabelRoutes, registerLineItemRoutes } from './routes-extra.js';

interface ParentRoute {
  type: ParentType;
  path: string;
  param: string;
  what: string;
  exists(ctx: SandboxContext, id: number, companyId: number): boolean;
  /** The vendor pages and filters only the project list; the others return every work order. */
  paged: boolean;
  createCode: string;
}

const parentRoutes: ParentRoute[] = [
  {
    type: 'PROJECT',
    path: 'projects',
    param: 'projectId',
    what: 'Project',
    paged: true,
    createCode: 'NOT_FOUND',
    exists: (c, id, co) => !!projectsTable(c.db).get(id, co),
  },
  {
    type: 'OPPORTUNITY',
    path: 'opportunities',
    param: 'opportunityId',
    what: 'Opportunity',
    paged: false,
    createCode: 'NOT_FOUND',
    exists: (c, id, co) => !!opportunitiesTable(c.db).get(id, co),
  },
  {
    type: 'ACCOUNT',
    path: 'accounts',
    param: 'accountId',
    what: 'Account',
    paged: false,
    createCode: 'UNAUTHORIZED',
    exists: (c, id, co) => !!accountsTable(c.db).get(id, co),
  },
];

/** `order_by` (asc by default, by creation), the updated window, then the page. */
function listed(items: WorkOrder[], query: Record<string, unknown>, paged: boolean): WorkOrder[] {
  if (!paged) return sortBy(items, (w) => w.id, 'asc');
  const page = pageOf(query);
  const direction = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
  const windowed = updatedWindow(items, query, (w) => w.updatedAt);
  const sorted = sortBy(windowed, (w) => `${w.createdAt}|${String(w.id).padStart(10, '0')}`, direction);
  return paginate(sorted, page);
}

/** The project list's paging, order and window (`listed`); the other parents list every work order. */
const pagedFields = {
  page: listQueryFields.page,
  page_size: listQueryFields.page_size,
  order_by: field('asc or desc, by creation time; default asc'),
  updated_after: listQueryFields.updated_after,
  updated_before: listQueryFields.updated_before,
};
/** The fields `applyWorkOrderPatch` reads. */
const patchBody = bodySchema({
  title: field('string, not empty'),
  description: field('string or null'),
  priority: field('an integer'),
  startDate: field('ISO 8601 timestamp or null'),
  endDate: field('ISO 8601 timestamp or null, not before startDate'),
  startDateAllDay: field('true or false'),
  endDateAllDay: field('true or false'),
  status: field('string, not empty'),
  assigneeId: field('a user (an id) or null'),
  collaborators: field('user ids'),
  isActive: field('true or false; null leaves it (ARCH-1)'),
  visits: field('the visits'),
  checklist: field('the checklist items'),
});
/**
 * The route schemas of a parent's work orders: the parent id checked as `pathId` checks it; the work order id,
 * read after the parent is found (404), only documented; query and body documented (the handlers check them).
 */
function parentSchemas(p: ParentRoute) {
  const params = idParams(p.param);
  const child = leadingIdParams([p.param], ['workOrderId']);
  return {
    list: { params, querystring: querySchema(p.paged ? pagedFields : {}) },
    create: {
      params,
      body: bodySchema({ templateId: field('the work order template (an id); required'), phaseInstanceId: field('the phase instance (an id) or null') }),
    },
    update: { params: child, body: patchBody },
    delete: { params: child },
  };
}

export function registerWorkOrderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const table = () => workOrdersTable(ctx.db);
  const json = (req: FastifyRequest, wo: WorkOrder) => workOrderJson(ctx.db, req.companyId, wo);

  app.get('/work-orders', { config: { errorCode: 'UNAUTHORIZED' }, schema: { querystring: querySchema(pagedFields) } }, async (req) => {
    return listed(table().all(req.companyId), req.query as Record<string, unknown>, true).map((w) => json(req, w));
  });

  app.get('/work-orders/templates', { config: { errorCode: 'UNAUTHORIZED' }, schema: { querystring: noQuery } }, async (req) => {
    return workOrderTemplatesTable(ctx.db)
      .all(req.companyId)
      .map((t) => templateJson(ctx.db, req.companyId, t));
  });

  app.get('/work-orders/:workOrderId', { config: { errorCode: 'NOT_FOUND' }, schema: { params: idParams('workOrderId') } }, async (req) => {
    const id = pathId(req.params, 'workOrderId');
    const wo = table().get(id, req.companyId);
    if (!wo) throw notFound(`Work order ${id}`);
    return json(req, wo);
  });

  for (const p of parentRoutes) {
    const base = `/${p.path}/:${p.param}/work-orders`;
    const schemas = parentSchemas(p);
    const onParent = (wo: WorkOrder, pid: number) => {
      const parent = parentOf(wo);
      return parent.type === p.type && parent.id === pid;
    };
    const parentId = (req: FastifyRequest) => {
      const id = pathId(req.params, p.param);
      if (!p.exists(ctx, id, req.companyId)) throw notFound(`${p.what} ${id}`);
      return id;
    };
    /** The work order, only when it hangs on this parent (AUTH-12: another company's is not found). */
    const child = (req: FastifyRequest) => {
      const pid = parentId(req);
      const id = pathId(req.params, 'workOrderId');
      const wo = table().get(id, req.companyId);
      if (!wo || !onParent(wo, pid)) throw notFound(`Work order ${id}`);
      return wo;
    };

    app.get(base, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.list }, async (req) => {
      const pid = parentId(req);
      const items = table()
        .all(req.companyId)
        .filter((w) => onParent(w, pid));
      return listed(items, req.query as Record<string, unknown>, p.paged).map((w) => json(req, w));
    });

    app.post(base, { config: { errorCode: p.createCode }, schema: schemas.create }, async (req, reply) => {
      const pid = parentId(req);
      const body = req.body ?? {};
      if (!isObject(body)) throw badRequest('body', 'The request body must be a JSON object');
      const templateId = int(body, 'templateId', 'templateId');
      if (templateId === undefined || templateId === null) throw badRequest('templateId', 'templateId is required');
      const phaseInstanceId = int(body, 'phaseInstanceId', 'phaseInstanceId') ?? null;
      const template = workOrderTemplatesTable(ctx.db).get(templateId, req.companyId);
      if (!template) throw badRequest('templateId', `No work order template ${templateId}`);
      const siblings = table()
        .all(req.companyId)
        .filter((w) => onParent(w, pid));
      const now = new Date().toISOString();
      const assigneeId = template.assigneeId;
      const wo = table().insert(req.companyId, {
        uid: siblings.reduce((m, w) => Math.max(m, w.uid), 0) + 1,
        templateId: template.id,
        createdAt: now,
        updatedAt: now,
        title: template.title,
        description: template.description ?? '',
        priority: template.priority ?? 3,
        startDate: null,
        endDate: null,
        startDateAllDay: false,
        endDateAllDay: false,
        completedAt: null,
        isActive: true,
        isCompleted: false,
        isField: template.type === 'FIELD',
        ...parentFields(p.type, pid),
        labelIds: [...template.labelIds],
        assigneeId,
        collaboratorIds: [...template.collaboratorIds],
        visits: [],
        statusHistory: [{ id: assigneeId ? 'ASSIGNED' : 'UNASSIGNED', label: assigneeId ? 'Assigned' : 'Unassigned', startedAt: now, endedAt: null }],
        checklist: template.checklists.map((c) => ({ id: checklistIds(ctx.db).allocateId(), detail: c.detail, isCompleted: false, completedAt: null })),
        workItems: [],
        // Template line items carry over only where line items exist: service work orders on an account.
        lineItems:
          p.type === 'ACCOUNT' ? template.lineItems.map((li) => ({ ...li, id: lineItemIds(ctx.db).allocateId(), sectionName: null, createdAt: now })) : [],
        createdById: req.apiUserId || null,
      });
      return reply.code(201).send({
        id: wo.id,
        createdAt: wo.createdAt,
        updatedAt: wo.updatedAt,
        description: wo.description,
        position: wo.uid,
        phaseInstanceId,
        projectId: pid,
        createdById: wo.createdById,
      });
    });

    app.patch(`${base}/:workOrderId`, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
      const wo = child(req);
      const draft = structuredClone(wo);
      // Validated and applied on a copy, so a 400 halfway through changes nothing.
      const result = applyWorkOrderPatch(ctx.db, req.companyId, draft, req.body);
      table().put(draft);
      const body = json(req, draft);
      if (result.statusChange) {
        // EVT-3: a work order status update drives the automation webhook.
        ctx.emit({
          companyId: req.companyId,
          record: body,
          event: {
            recordId: draft.id,
            triggerKey: WORK_ORDER_STATUS_TRIGGER.key,
            triggerName: WORK_ORDER_STATUS_TRIGGER.name,
            previousStage: null,
            currentStage: null,
            workOrderId: draft.id,
            previousStatus: result.statusChange.previous,
            currentStatus: result.statusChange.current,
          },
        });
      }
      return body;
    });

    app.delete(`${base}/:workOrderId`, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
      const wo = child(req);
      table().delete(wo.id);
      return reply.code(200).send();
    });
  }

  registerLineItemRoutes(app, ctx);
  registerLabelRoutes(app, ctx);
}
