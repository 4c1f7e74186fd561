/**
 * Assets (vendor `/assets`, relative to /v1): list with filters, create, read, update. There is no
 * DELETE in the vendor's API: an asset is archived with `isArchived: true`. `siteId` and `accountId`
 * are fixed at creation (a PATCH that names them is a 400).
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { accountsTable, sitesTable } from '../records/model.js';
import { labelsTable } from '../work-orders/model.js';
import { assetsTable, calendarDay, nextAssetUid, renderAsset, type Asset } from './model.js';
import { bodyOf, input, type Body } from '../core/record-input.js';
import { ASSET_STATUSES, ASSET_TYPES } from '../../rest-enums.js';

/** Label ids that name the company's ASSET labels, deduplicated in order; else a 400 naming `labelIds`. */
function assetLabelIds(ctx: SandboxContext, companyId: number, b: Body): number[] | undefined {
  const ids = input.intList(b, 'labelIds');
  if (ids === undefined || ids === null) return undefined;
  const labels = labelsTable(ctx.db);
  const bad = ids.filter((id) => labels.get(id, companyId)?.type !== 'ASSET');
  if (bad.length > 0) throw badRequest('labelIds', `labelIds: ${bad.join(', ')} ${bad.length === 1 ? 'is not an asset label' : 'are not asset labels'}`);
  return [...new Set(ids)];
}

/** The optional fields POST and PATCH share, read from the body (undefined = not sent). */
function optionalFields(b: Body) {
  const day = (name: string) => (b[name] === undefined ? undefined : b[name] === null ? null : calendarDay(b[name], name));
  const fileId = (name: string) => input.int(b, name, { nullable: true });
  return {
    status: input.enum(b, 'status', ASSET_STATUSES) ?? undefined,
    size: input.num(b, 'size', { min: 0 }) ?? undefined,
    installDate: day('installDate'),
    manufacturingDate: day('manufacturingDate'),
    expectedLifetime: input.num(b, 'expectedLifetime', { min: 0, max: 100 }) ?? undefined,
    description: input.str(b, 'description', { nullable: true }),
    coverImageFileId: fileId('coverImageFileId'),
    nameplateImageFileId: fileId('nameplateImageFileId'),
  };
}

const assetParams = idParams('assetId');
/** The optional fields POST and PATCH share (`optionalFields`, `assetLabelIds`). */
const optionalBody = {
  status: field(ASSET_STATUSES.join(', ')),
  size: field('a number, at least 0'),
  installDate: field('a calendar day (YYYY-MM-DD) or null'),
  manufacturingDate: field('a calendar day (YYYY-MM-DD) or null'),
  expectedLifetime: field('years, 0..100'),
  description: field('string or null'),
  coverImageFileId: field('a file id or null'),
  nameplateImageFileId: field('a file id or null'),
  labelIds: field('ids of ASSET labels'),
};
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: {
    querystring: querySchema({
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      order_by: field('asc or desc, by creation time; default desc'),
      account_id: field('only the assets of this account (an id)'),
      site_id: field('only the assets of this site (an id)'),
      status: field(ASSET_STATUSES.join(', ')),
      type: field(ASSET_TYPES.join(', ')),
      manufacturer: field('manufacturer, case ignored'),
      is_archived: field('true/false: only archived or only active assets; default both'),
      updated_after: listQueryFields.updated_after,
      updated_before: listQueryFields.updated_before,
    }),
  },
  get: { params: assetParams },
  create: {
    body: bodySchema({
      accountId: field('the account (an id); required'),
      siteId: field('a site (an id) of the account; required'),
      type: field(`${ASSET_TYPES.join(', ')}; required`),
      manufacturer: field('string, not empty; required'),
      model: field('string, not empty; required'),
      serialNumber: field('string, not empty; required'),
      ...optionalBody,
    }),
  },
  update: {
    params: assetParams,
    body: bodySchema({
      name: field('string, not empty'),
      type: field(ASSET_TYPES.join(', ')),
      manufacturer: field('string, not empty'),
      model: field('string, not empty'),
      serialNumber: field('string, not empty'),
      isArchived: field('true or false'),
      ...optionalBody,
      accountId: field('cannot be changed after creation'),
      siteId: field('cannot be changed after creation'),
    }),
  },
};

export function registerAssetRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const assets = () => assetsTable(ctx.db);
  const find = (companyId: number, params: unknown) => {
    const a = assets().get(pathId(params, 'assetId'), companyId);
    if (!a) throw notFound('Asset');
    return a;
  };

  app.get('/assets', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'desc')!;
    const accountId = q.int(query, 'account_id', { min: 1 });
    const siteId = q.int(query, 'site_id', { min: 1 });
    const status = q.enum(query, 'status', ASSET_STATUSES);
    const type = q.enum(query, 'type', ASSET_TYPES);
    const manufacturer = q.str(query, 'manufacturer')?.toLowerCase();
    const archived = q.str(query, 'is_archived') === undefined ? undefined : q.bool(query, 'is_archived');
    const rows = updatedWindow(assets().all(req.companyId), query, (a) => a.updatedAt).filter(
      (a) =>
        (accountId === undefined || a.accountId === accountId) &&
        (siteId === undefined || a.siteId === siteId) &&
        (status === undefined || a.status === status) &&
        (type === undefined || a.type === type) &&
        (manufacturer === undefined || (a.manufacturer ?? '').toLowerCase().includes(manufacturer)) &&
        (archived === undefined || a.isArchived === archived),
    );
    const sorted = sortBy(rows, (a) => `${a.createdAt}#${String(a.id).padStart(10, '0')}`, order);
    return paginate(sorted, page).map((a) => renderAsset(ctx.db, req.companyId, a));
  });

  app.get('/assets/:assetId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) =>
    renderAsset(ctx.db, req.companyId, find(req.companyId, req.params)),
  );

  app.post('/assets', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const b = bodyOf(req);
    const need = <T>(name: string, value: T | null | undefined): T => {
      if (value === undefined || value === null) throw badRequest(name, `${name} is required`);
      return value;
    };
    const accountId = need('accountId', input.int(b, 'accountId'));
    const siteId = need('siteId', input.int(b, 'siteId'));
    const type = need('type', input.enum(b, 'type', ASSET_TYPES));
    const manufacturer = need('manufacturer', input.str(b, 'manufacturer', { nonEmpty: true })).trim();
    const model = need('model', input.str(b, 'model', { nonEmpty: true })).trim();
    const serialNumber = need('serialNumber', input.str(b, 'serialNumber', { nonEmpty: true })).trim();
    if (!accountsTable(ctx.db).get(accountId, req.companyId)) throw badRequest('accountId', `No account with id ${accountId}`);
    const site = sitesTable(ctx.db).get(siteId, req.companyId);
    if (!site) throw badRequest('siteId', `No site with id ${siteId}`);
    if (site.accountId !== accountId) throw badRequest('siteId', `Site ${siteId} is not a site of account ${accountId}`);
    const opt = optionalFields(b);
    const labelIds = assetLabelIds(ctx, req.companyId, b) ?? [];
    const now = nowIso();
    const asset = assets().insert(req.companyId, {
      uid: nextAssetUid(ctx.db, req.companyId),
      name: `${manufacturer} ${model}`,
      type,
      status: opt.status ?? 'ACTIVE',
      manufacturer,
      model,
      serialNumber,
      siteId,
      accountId,
      size: opt.size ?? null,
      labelIds,
      installDate: opt.installDate ?? null,
      manufacturingDate: opt.manufacturingDate ?? null,
      expectedLifetime: opt.expectedLifetime ?? null,
      description: opt.description ?? null,
      coverImageFileId: opt.coverImageFileId ?? null,
      nameplateImageFileId: opt.nameplateImageFileId ?? null,
      isArchived: false,
      createdAt: now,
      updatedAt: now,
    });
    return reply.code(201).send(renderAsset(ctx.db, req.companyId, asset));
  });

  app.patch('/assets/:assetId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const asset = find(req.companyId, req.params);
    const b = bodyOf(req);
    for (const fixed of ['siteId', 'accountId']) {
      if (b[fixed] !== undefined) throw badRequest(fixed, `${fixed} cannot be changed after creation`);
    }
    const text = (name: 'name' | 'manufacturer' | 'model' | 'serialNumber') => input.str(b, name, { nonEmpty: true })?.trim();
    const next: Partial<Asset> = {
      name: text('name'),
      type: input.enum(b, 'type', ASSET_TYPES) ?? undefined,
      manufacturer: text('manufacturer'),
      model: text('model'),
      serialNumber: text('serialNumber'),
      labelIds: assetLabelIds(ctx, req.companyId, b),
      isArchived: input.bool(b, 'isArchived'),
      ...optionalFields(b),
    };
    const before = JSON.stringify(asset);
    for (const [k, v] of Object.entries(next)) if (v !== undefined) (asset as unknown as Record<string, unknown>)[k] = v;
    if (JSON.stringify(asset) !== before) asset.updatedAt = nowIso();
    return renderAsset(ctx.db, req.companyId, asset);
  });
}
