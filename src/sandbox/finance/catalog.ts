/**
 * Catalog items (vendor CatalogItem plus the spec's unit, measurements, coverage and waste factor), the
 * catalog lookups (units, measurements, categories) and company taxes. `measurementIds` is replace-all on
 * PATCH and an empty list clears (CAT-1); the waste factor pair is set together or not at all (CAT-2).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Db } from '../core/db.js';
import { badRequest, nowIso, pageOf, paginate, pathId, q } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, noQuery, querySchema } from '../core/schemas.js';
import { catalogCategories, productCategoryGroup, serviceCategories } from './catalog-data.js';
import { mustFind } from './documents.js';
import { catalogItemsTable, measurementsTable, taxesTable, unitsTable, type CatalogItem, type CatalogUnit } from './model.js';
import { bodyOf, int, list, money, nullableStr, num, oneOf, required, sent, str, type Body } from './validate.js';
import { CATALOG_ITEM_TYPES, CATALOG_TRADE_GROUPS, WASTE_FACTOR_MODES } from '../../rest-enums.js';

const unitRef = (u: CatalogUnit | undefined) => (u ? { id: u.id, name: u.name, abbreviation: u.abbreviation } : null);

export function renderCatalogItem(db: Db, companyId: number, c: CatalogItem) {
  const { unitId, measurementIds, ...rest } = c;
  return {
    ...rest,
    image: null,
    unitId,
    unit: unitId ? unitRef(unitsTable(db).get(unitId, companyId)) : null,
    measurementIds,
    measurements: measurementIds
      .map((id) => measurementsTable(db).get(id, companyId))
      .filter((m) => !!m)
      .map((m) => ({ id: m.id, name: m.name, unit: unitRef(unitsTable(db).get(m.unitId, companyId)) })),
  };
}

const itemParams = idParams('catalogItemId');
const includeArchived = field('also list archived entries: true/false; default false');
/** The fields of a catalog item body: name, type, category, cost and price are required on create. */
const itemBody = bodySchema({
  name: field('string, not empty'),
  type: field('PRODUCT or SERVICE'),
  category: field('a category of the type (CAT-2)'),
  cost: field('an amount'),
  price: field('an amount'),
  manufacturer: field('string or null'),
  sku: field('string or null'),
  code: field('string or null'),
  description: field('string or null'),
  tradeGroup: field('the trade group'),
  unitId: field('a catalog unit (an id) or null'),
  measurementIds: field('measurement ids'),
  coverage: field('coverage per unit, or null'),
  preferredVendorId: field('a vendor (an id) or null'),
});
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: { querystring: querySchema({ include_archived: includeArchived }) },
  create: { body: itemBody },
  item: { params: itemParams },
  update: { params: itemParams, body: itemBody },
  byId: { params: idParams('id') },
  categories: { querystring: querySchema({ type: field('PRODUCT or SERVICE') }) },
  taxes: { querystring: querySchema({ page: listQueryFields.page, page_size: listQueryFields.page_size, include_archived: includeArchived }) },
};

export function registerCatalogRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = () => ctx.db;
  // DELETE archives; an archived item no longer appears in lists or lookups (vendor).
  const find = (req: FastifyRequest) => {
    const item = catalogItemsTable(db()).get(pathId(req.params, 'catalogItemId'), req.companyId);
    return mustFind(item && !item.isArchived ? item : undefined, 'Catalog item');
  };

  app.get('/catalog-items', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const archived = q.bool(query, 'include_archived');
    return catalogItemsTable(db())
      .all(req.companyId)
      .filter((c) => archived || !c.isArchived)
      .map((c) => renderCatalogItem(db(), req.companyId, c));
  });

  app.post('/catalog-items', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const body = bodyOf(req.body);
    const now = nowIso();
    const draft: Omit<CatalogItem, 'id'> = {
      name: str(required(body, 'name'), 'name', { min: 1 }),
      type: oneOf(required(body, 'type'), 'type', CATALOG_ITEM_TYPES),
      category: str(required(body, 'category'), 'category'),
      cost: money(required(body, 'cost'), 'cost'),
      price: money(required(body, 'price'), 'price'),
      catalog: 'OTHER',
      manufacturer: null,
      sku: null,
      code: null,
      description: null,
      isArchived: false,
      createdById: req.apiUserId,
      createdAt: now,
      updatedAt: now,
      preferredVendorId: null,
      unitId: null,
      measurementIds: [],
      coverage: null,
      wasteFactorMode: null,
      wasteFactorValue: null,
    };
    applyItemFields(db(), req.companyId, draft, body);
    const item = catalogItemsTable(db()).insert(req.companyId, draft);
    return reply.code(201).send(renderCatalogItem(db(), req.companyId, item));
  });

  app.get('/catalog-items/:catalogItemId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.item }, async (req) =>
    renderCatalogItem(db(), req.companyId, find(req)),
  );

  app.patch('/catalog-items/:catalogItemId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const next: CatalogItem = { ...find(req) };
    const body = bodyOf(req.body);
    if (sent(body, 'name')) next.name = str(body.name, 'name', { min: 1 });
    if (sent(body, 'type')) next.type = oneOf(body.type, 'type', CATALOG_ITEM_TYPES);
    if (sent(body, 'category')) next.category = str(body.category, 'category');
    if (sent(body, 'cost')) next.cost = money(body.cost, 'cost');
    if (sent(body, 'price')) next.price = money(body.price, 'price');
    applyItemFields(db(), req.companyId, next, body);
    next.updatedAt = nowIso();
    return renderCatalogItem(db(), req.companyId, catalogItemsTable(db()).put(next));
  });

  app.delete('/catalog-items/:catalogItemId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.item }, async (req) => {
    const item = find(req);
    catalogItemsTable(db()).put({ ...item, isArchived: true, updatedAt: nowIso() });
    return { id: item.id, deleted: true };
  });

  app.get('/catalog-units', { schema: { querystring: noQuery } }, async (req) => unitsTable(db()).all(req.companyId));
  app.get('/catalog-units/:id', { schema: schemas.byId }, async (req) =>
    mustFind(unitsTable(db()).get(pathId(req.params, 'id'), req.companyId), 'Catalog unit'),
  );

  const renderMeasurement = (req: FastifyRequest, m: { id: number; name: string; description: string | null; unitId: number }) => ({
    ...m,
    unit: unitRef(unitsTable(db()).get(m.unitId, req.companyId)),
  });
  app.get('/measurements', { schema: { querystring: noQuery } }, async (req) =>
    measurementsTable(db())
      .all(req.companyId)
      .map((m) => renderMeasurement(req, m)),
  );
  app.get('/measurements/:id', { schema: schemas.byId }, async (req) =>
    renderMeasurement(req, mustFind(measurementsTable(db()).get(pathId(req.params, 'id'), req.companyId), 'Measurement')),
  );

  app.get('/catalog-categories', { schema: schemas.categories }, async (req) => {
    const type = q.enum(req.query as Record<string, unknown>, 'type', CATALOG_ITEM_TYPES);
    return catalogCategories.filter((c) => !type || c.type === type);
  });

  // Vendor: taxes are paginated, active only unless include_archived; errors carry GRAPHQL_ERROR.
  app.get('/taxes', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: schemas.taxes }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const archived = q.bool(query, 'include_archived');
    return paginate(
      taxesTable(db())
        .all(req.companyId)
        .filter((t) => archived || !t.isArchived),
      page,
    );
  });
}

/** Optional fields shared by create and PATCH, then the cross-field checks (category, CAT-2). */
function applyItemFields(db: Db, companyId: number, item: Omit<CatalogItem, 'id'>, body: Body): void {
  if (sent(body, 'tradeGroup')) item.catalog = oneOf(body.tradeGroup, 'tradeGroup', CATALOG_TRADE_GROUPS);
  for (const key of ['manufacturer', 'sku', 'code', 'description'] as const) {
    if (sent(body, key)) item[key] = nullableStr(body[key], key);
  }
  if (sent(body, 'preferredVendorId'))
    item.preferredVendorId = body.preferredVendorId === null ? null : int(body.preferredVendorId, 'preferredVendorId', { min: 1 });
  if (sent(body, 'unitId')) {
    item.unitId = body.unitId === null ? null : int(body.unitId, 'unitId', { min: 1 });
    if (item.unitId !== null && !unitsTable(db).get(item.unitId, companyId)) throw badRequest('unitId', `unitId ${item.unitId} is not a catalog unit`);
  }
  if (sent(body, 'measurementIds')) {
    // CAT-1: the list replaces the links; [] clears them.
    const ids = list(body.measurementIds, 'measurementIds').map((v, i) => {
      const id = int(v, `measurementIds.${i}`, { min: 1 });
      if (!measurementsTable(db).get(id, companyId)) throw badRequest(`measurementIds.${i}`, `measurementIds.${i}: measurement ${id} does not exist`);
      return id;
    });
    item.measurementIds = [...new Set(ids)];
  }
  if (sent(body, 'coverage')) item.coverage = body.coverage === null ? null : num(body.coverage, 'coverage', { exclusiveMin: 0 });
  readWasteFactor(item, body);

  const categoryPath = 'category';
  if (item.type === 'SERVICE' && !serviceCategories.includes(item.category)) {
    throw badRequest(categoryPath, `category ${item.category} is not a service category`);
  }
  if (item.type === 'PRODUCT') {
    const group = productCategoryGroup.get(item.category);
    if (!group) throw badRequest(categoryPath, `category ${item.category} is not a product category`);
    // Vendor: a product's category belongs to its trade group; OTHER fits any group.
    const groupGiven = sent(body, 'tradeGroup');
    if (group !== 'OTHER' && item.catalog !== group && item.catalog !== 'OTHER') {
      throw badRequest(groupGiven ? 'tradeGroup' : categoryPath, `category ${item.category} belongs to trade group ${group}, not ${item.catalog}`);
    }
  }
}

/** CAT-2: `wasteFactorMode` and `wasteFactorValue` are sent together (both set, or both null) or not at all. */
function readWasteFactor(item: Omit<CatalogItem, 'id'>, body: Body): void {
  const hasMode = sent(body, 'wasteFactorMode');
  const hasValue = sent(body, 'wasteFactorValue');
  if (!hasMode && !hasValue) return;
  if (!hasMode) throw badRequest('wasteFactorMode', 'wasteFactorMode must be sent together with wasteFactorValue');
  if (!hasValue) throw badRequest('wasteFactorValue', 'wasteFactorValue must be sent together with wasteFactorMode');
  if (body.wasteFactorMode === null || body.wasteFactorValue === null) {
    if (body.wasteFactorMode !== null) throw badRequest('wasteFactorValue', 'wasteFactorValue cannot be null while wasteFactorMode is set');
    if (body.wasteFactorValue !== null) throw badRequest('wasteFactorMode', 'wasteFactorMode cannot be null while wasteFactorValue is set');
    item.wasteFactorMode = null;
    item.wasteFactorValue = null;
    return;
  }
  const mode = oneOf(body.wasteFactorMode, 'wasteFactorMode', WASTE_FACTOR_MODES);
  item.wasteFactorValue = num(body.wasteFactorValue, 'wasteFactorValue', { min: 0, max: mode === 'PERCENTAGE' ? 100 : undefined });
  item.wasteFactorMode = mode;
}
