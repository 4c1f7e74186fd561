/**
 * Work order endpoints (spec "Work order", "PATCH /accounts/{account_id}/work-orders/{work_order_id}";
 * the vendor OpenAPI for the lists, create, delete and templates). Error codes are the vendor's per
 * endpoint (ERR-1); the account PATCH uses NOT_FOUND on every error (WO-12). Also line items and labels
 * (vendor OpenAPI: PUT /work-orders/{id}/line-items, GET/PUT /projects/{id}/line-items, GET/POST /labels,
 * GET /labels/{id}).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, leadingIdParams, listQueryFields, noQuery, querySchema } from '../core/schemas.js';
import { accountsTable, opportunitiesTable, projectsTable } from '../records/model.js';
import {
  WORK_ORDER_STATUS_TRIGGER,
  checklistIds,
  labelsTable,
  lineItemIds,
  parentFields,
  parentOf,
  projectLineItemsTable,
  workOrderTemplatesTable,
  workOrdersTable,
  type WorkOrder,
} from './model.js';
import { labelJson, projectLineItemJson, templateJson, workOrderJson, workOrderLineItemJson } from './render.js';
import { applyWorkOrderPatch, int, isObject, str } from './patch.js';
import { parseLineItems } from './line-items.js';
import { LABEL_TYPES, type ParentRecordType } from '../../rest-enums.js';

interface ParentRoute {
  type: ParentRecordType;
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

/** A line items body (`parseLineItems`): documented; the handler checks it after the record is found. */
const lineItemsBody = bodySchema({
  lineItems: field('the line items, each {id?, catalogItemId, description, quantity, unitPrice, unitCost}; this or sections is required'),
  sections: field('sections, each {name, lineItems}'),
});
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const itemSchemas = {
  workOrderItems: { params: idParams('workOrderId'), body: lineItemsBody },
  projectItems: { params: idParams('projectId') },
  putProjectItems: { params: idParams('projectId'), body: lineItemsBody },
  labels: { querystring: querySchema({ type: field('WORK or ASSET'), page: listQueryFields.page, page_size: listQueryFields.page_size }) },
  createLabel: {
    body: bodySchema({
      name: field('string, not empty, unique per type; required'),
      color: field('a hex code such as #FF5733, or null'),
      type: field('WORK or ASSET; required'),
    }),
  },
  // The vendor types labelId as a string and declares no 400: the handler answers 404 for anything not a label.
  label: { params: { type: 'object', properties: { labelId: field('a label id') } } },
};

function registerLineItemRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // WO-8: the only way to change a work order's line items.
  app.put('/work-orders/:workOrderId/line-items', { config: { errorCode: 'INTERNAL_SERVER_ERROR' }, schema: itemSchemas.workOrderItems }, async (req) => {
    const id = pathId(req.params, 'workOrderId');
    const wo = workOrdersTable(ctx.db).get(id, req.companyId);
    if (!wo) throw notFound(`Work order ${id}`);
    if (wo.accountId === null) throw badRequest('workOrderId', 'Line items are supported only on service work orders on an account');
    const now = new Date().toISOString();
    const rules = { exclusive: true, negativePrice: false, uniqueCatalogItem: false };
    wo.lineItems = parseLineItems(ctx.db, req.companyId, req.body, wo.lineItems, rules, () => lineItemIds(ctx.db).allocateId(), now);
    wo.updatedAt = now;
    return wo.lineItems.map((li) => workOrderLineItemJson(ctx.db, req.companyId, li));
  });

  const project = (params: unknown, companyId: number) => {
    const id = pathId(params, 'projectId');
    if (!projectsTable(ctx.db).get(id, companyId)) throw notFound(`Project ${id}`);
    return id;
  };
  const projectItems = (projectId: number, companyId: number) =>
    projectLineItemsTable(ctx.db)
      .all(companyId)
      .filter((li) => li.projectId === projectId);

  app.get('/projects/:projectId/line-items', { config: { errorCode: 'NOT_FOUND' }, schema: itemSchemas.projectItems }, async (req) => {
    const projectId = project(req.params, req.companyId);
    return projectItems(projectId, req.companyId).map((li) => projectLineItemJson(ctx.db, req.companyId, li));
  });

  app.put('/projects/:projectId/line-items', { config: { errorCode: 'NOT_FOUND' }, schema: itemSchemas.putProjectItems }, async (req) => {
    const projectId = project(req.params, req.companyId);
    const table = projectLineItemsTable(ctx.db);
    const current = projectItems(projectId, req.companyId);
    const rules = { exclusive: false, negativePrice: true, uniqueCatalogItem: true };
    const next = parseLineItems(ctx.db, req.companyId, req.body, current, rules, () => table.allocateId(), new Date().toISOString());
    for (const li of current) table.delete(li.id);
    return next.map((li) => projectLineItemJson(ctx.db, req.companyId, table.insert(req.companyId, { ...li, projectId })));
  });
}

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function registerLabelRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/labels', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: itemSchemas.labels }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const type = q.enum(query, 'type', LABEL_TYPES);
    const page = pageOf(query);
    const labels = labelsTable(ctx.db)
      .all(req.companyId)
      .filter((l) => !type || l.type === type);
    return paginate(labels, page).map(labelJson);
  });

  app.post('/labels', { config: { errorCode: 'INTERNAL_SERVER_ERROR' }, schema: itemSchemas.createLabel }, async (req, reply) => {
    const body = req.body ?? {};
    if (!isObject(body)) throw badRequest('body', 'The request body must be a JSON object');
    const name = str(body, 'name', 'name', { nonEmpty: true });
    if (name === undefined || name === null) throw badRequest('name', 'name is required');
    const color = str(body, 'color', 'color', { nullable: true }) ?? null;
    if (color !== null && !hex.test(color)) throw badRequest('color', 'color must be a hex code such as #FF5733');
    const type = str(body, 'type', 'type');
    if (type === undefined || type === null) throw badRequest('type', 'type is required');
    const labelType = LABEL_TYPES.find((t) => t === type);
    if (!labelType) throw badRequest('type', `type must be ${LABEL_TYPES.join(' or ')}`);
    const table = labelsTable(ctx.db);
    const clash = table.all(req.companyId).some((l) => l.type === labelType && l.name.toLowerCase() === name.trim().toLowerCase());
    if (clash) throw badRequest('name', `A ${labelType} label named "${name.trim()}" already exists`);
    const now = new Date().toISOString();
    const label = table.insert(req.companyId, { name: name.trim(), color, type: labelType, createdAt: now, updatedAt: now });
    return reply.code(201).send(labelJson(label));
  });

  app.get('/labels/:labelId', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: itemSchemas.label }, async (req) => {
    const raw = (req.params as { labelId: string }).labelId;
    // The vendor types labelId as a string and declares no 400 here: anything not an id is not found.
    const label = /^\d+$/.test(raw) ? labelsTable(ctx.db).get(Number(raw), req.companyId) : undefined;
    if (!label) throw notFound(`Label ${raw}`);
    return labelJson(label);
  });
}
