/**
 * Line item and label endpoints (vendor OpenAPI: PUT /work-orders/{id}/line-items, GET/PUT
 * /projects/{id}/line-items, GET/POST /labels, GET /labels/{id}), with the vendor's error codes.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, pageOf, paginate, pathId, q } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { projectsTable } from '../records/model.js';
import { labelsTable, lineItemIds, projectLineItemsTable, workOrdersTable } from './model.js';
import { parseLineItems } from './line-items.js';
import { isObject, str } from './patch.js';
import { labelJson, projectLineItemJson, workOrderLineItemJson } from './render.js';

/** A line items body (`parseLineItems`): documented; the handler checks it after the record is found. */
const lineItemsBody = bodySchema({
  lineItems: field('the line items, each {id?, catalogItemId, description, quantity, unitPrice, unitCost}; this or sections is required'),
  sections: field('sections, each {name, lineItems}'),
});
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
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

export function registerLineItemRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // WO-8: the only way to change a work order's line items.
  app.put('/work-orders/:workOrderId/line-items', { config: { errorCode: 'INTERNAL_SERVER_ERROR' }, schema: schemas.workOrderItems }, async (req) => {
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

  app.get('/projects/:projectId/line-items', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.projectItems }, async (req) => {
    const projectId = project(req.params, req.companyId);
    return projectItems(projectId, req.companyId).map((li) => projectLineItemJson(ctx.db, req.companyId, li));
  });

  app.put('/projects/:projectId/line-items', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.putProjectItems }, async (req) => {
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

export function registerLabelRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/labels', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: schemas.labels }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const type = q.enum(query, 'type', ['WORK', 'ASSET'] as const);
    const page = pageOf(query);
    const labels = labelsTable(ctx.db)
      .all(req.companyId)
      .filter((l) => !type || l.type === type);
    return paginate(labels, page).map(labelJson);
  });

  app.post('/labels', { config: { errorCode: 'INTERNAL_SERVER_ERROR' }, schema: schemas.createLabel }, async (req, reply) => {
    const body = req.body ?? {};
    if (!isObject(body)) throw badRequest('body', 'The request body must be a JSON object');
    const name = str(body, 'name', 'name', { nonEmpty: true });
    if (name === undefined || name === null) throw badRequest('name', 'name is required');
    const color = str(body, 'color', 'color', { nullable: true }) ?? null;
    if (color !== null && !hex.test(color)) throw badRequest('color', 'color must be a hex code such as #FF5733');
    const type = str(body, 'type', 'type');
    if (type === undefined || type === null) throw badRequest('type', 'type is required');
    if (type !== 'WORK' && type !== 'ASSET') throw badRequest('type', 'type must be WORK or ASSET');
    const table = labelsTable(ctx.db);
    const clash = table.all(req.companyId).some((l) => l.type === type && l.name.toLowerCase() === name.trim().toLowerCase());
    if (clash) throw badRequest('name', `A ${type} label named "${name.trim()}" already exists`);
    const now = new Date().toISOString();
    const label = table.insert(req.companyId, { name: name.trim(), color, type, createdAt: now, updatedAt: now });
    return reply.code(201).send(labelJson(label));
  });

  app.get('/labels/:labelId', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: schemas.label }, async (req) => {
    const raw = (req.params as { labelId: string }).labelId;
    // The vendor types labelId as a string and declares no 400 here: anything not an id is not found.
    const label = /^\d+$/.test(raw) ? labelsTable(ctx.db).get(Number(raw), req.companyId) : undefined;
    if (!label) throw notFound(`Label ${raw}`);
    return labelJson(label);
  });
}
