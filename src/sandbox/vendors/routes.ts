/**
 * Vendors (vendor `/vendors`, relative to /v1): list (active only unless `include_archived`), search
 * with two conditions like the record searches, create (an upsert: a vendor with the same name and type
 * is returned as it is, 200 either way), read, update, delete, and the project links
 * `POST|DELETE /projects/{projectId}/vendors/{vendorId}`.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pathId, q } from '../core/http.js';
import { bodySchema, documentedParams, field, idParams, listQueryFields, querySchema, searchQueryFields } from '../core/schemas.js';
import { listPage, searchPredicate, type FieldMap } from '../core/search.js';
import { contactsTable, projectsTable } from '../records/model.js';
import { nextVendorNumber, renderVendor, vendorsTable, type Vendor } from './model.js';
import { bodyOf, existingContactIds, input, type Body } from '../core/record-input.js';
import { VENDOR_TYPES } from '../../rest-enums.js';

const vendorFields: FieldMap<Vendor> = {
  id: { kind: 'number', get: (v) => v.id },
  name: { kind: 'text', get: (v) => v.name },
  description: { kind: 'text', get: (v) => v.description },
  website: { kind: 'text', get: (v) => v.website },
  vendorType: { kind: 'text', get: (v) => v.vendorType },
  address: { kind: 'text', get: (v) => v.address[0] ?? null },
  primaryEmail: { kind: 'text', get: (v) => v.primaryEmail },
  primaryPhone: { kind: 'text', get: (v) => v.primaryPhone },
  number: { kind: 'number', get: (v) => v.number },
  isActive: { kind: 'bool', get: (v) => v.isActive },
  createdAt: { kind: 'date', get: (v) => v.createdAt },
  updatedAt: { kind: 'date', get: (v) => v.updatedAt },
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

const vendorParams = idParams('vendorId');
const includeContacts = field('render the contacts: true/false; default false');
/** The fields of a vendor create or update body (`readBody`). */
const vendorBody = bodySchema({
  name: field('string, not empty; required on create'),
  vendorType: field(`${VENDOR_TYPES.join(', ')}; required on create`),
  address: field('a list holding exactly one non-empty address'),
  website: field('string (at most 2048 characters) or null'),
  description: field('string or null'),
  isActive: field('true or false'),
  contacts: field('contact ids, the first the primary, or null'),
  projectIds: field('ids of the projects the vendor works on, or null'),
  custom: field('custom field values by name; null removes one'),
});
/**
 * The route schemas: path ids checked as `pathId` checks them (the get reads `include_contacts` first, so its
 * id is only documented); query and body documented (the handlers check them).
 */
const schemas = {
  list: { querystring: querySchema({ vendor_type: field(VENDOR_TYPES.join(', ')), include_contacts: includeContacts, ...listQueryFields }) },
  search: { querystring: querySchema({ ...searchQueryFields, ...listQueryFields }) },
  get: { params: documentedParams('vendorId'), querystring: querySchema({ include_contacts: includeContacts }) },
  create: { body: vendorBody },
  update: { params: vendorParams, body: vendorBody },
  delete: { params: vendorParams },
  link: { params: idParams('projectId', 'vendorId') },
};

export function registerVendorRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const vendors = () => vendorsTable(ctx.db);
  const find = (companyId: number, id: number) => {
    const v = vendors().get(id, companyId);
    if (!v) throw notFound('Vendor');
    return v;
  };

  /** The fields of a create or update body; undefined = not sent. */
  const readBody = (companyId: number, b: Body) => {
    const website = input.str(b, 'website', { nullable: true });
    if (website && website.length > 2048) throw badRequest('website', 'website must be at most 2048 characters');
    const contacts = input.intList(b, 'contacts', { nullable: true });
    const projectIds = input.intList(b, 'projectIds', { nullable: true });
    const missing = (projectIds ?? []).filter((id) => !projectsTable(ctx.db).get(id, companyId));
    if (missing.length > 0) throw badRequest('projectIds', `projectIds: no project with id ${missing.join(', ')}`);
    return {
      name: input.str(b, 'name', { nonEmpty: true })?.trim(),
      vendorType: input.enum(b, 'vendorType', VENDOR_TYPES) ?? undefined,
      address: input.address(b),
      website,
      description: input.str(b, 'description', { nullable: true }),
      isActive: input.bool(b, 'isActive'),
      contactIds: contacts === undefined ? undefined : contacts === null ? [] : existingContactIds(ctx.db, companyId, contacts),
      projectIds: projectIds === undefined ? undefined : projectIds === null ? [] : [...new Set(projectIds)],
      custom: input.obj(b, 'custom'),
    };
  };

  /** The primary email and phone follow the first contact, as on accounts. */
  const setContacts = (companyId: number, v: Vendor, ids: number[]) => {
    v.contactIds = ids;
    const primary = ids.length > 0 ? contactsTable(ctx.db).get(ids[0], companyId) : undefined;
    v.primaryEmail = primary?.emails[0] ?? null;
    v.primaryPhone = primary?.phones[0] ?? null;
  };

  app.get('/vendors', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const type = q.enum(query, 'vendor_type', VENDOR_TYPES);
    const contacts = q.bool(query, 'include_contacts');
    const rows = listPage(vendors().all(req.companyId), query, { defaultOrder: 'desc', where: type ? (v) => v.vendorType === type : undefined });
    return rows.map((v) => renderVendor(ctx.db, req.companyId, v, { contacts }));
  });

  app.get('/vendors/search', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.search }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const where = searchPredicate(query, vendorFields, (v) => v.custom);
    return listPage(vendors().all(req.companyId), query, { defaultOrder: 'desc', where }).map((v) => renderVendor(ctx.db, req.companyId, v));
  });

  app.get('/vendors/:vendorId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => {
    const contacts = q.bool(req.query as Record<string, unknown>, 'include_contacts');
    return renderVendor(ctx.db, req.companyId, find(req.companyId, pathId(req.params, 'vendorId')), { contacts });
  });

  app.post('/vendors', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req) => {
    const f = readBody(req.companyId, bodyOf(req));
    if (!f.name) throw badRequest('name', 'name is required');
    if (!f.vendorType) throw badRequest('vendorType', 'vendorType is required');
    // Upsert: the same name and type is the same vendor (200 with the stored record).
    const match = vendors()
      .all(req.companyId)
      .find((v) => v.vendorType === f.vendorType && norm(v.name) === norm(f.name!));
    if (match) return renderVendor(ctx.db, req.companyId, match, { contacts: true });
    const now = nowIso();
    const vendor = vendors().insert(req.companyId, {
      number: nextVendorNumber(ctx.db, req.companyId),
      name: f.name,
      description: f.description ?? null,
      address: f.address ?? [],
      isActive: f.isActive ?? true,
      primaryEmail: null,
      primaryPhone: null,
      vendorType: f.vendorType,
      website: f.website ?? null,
      projectIds: f.projectIds ?? [],
      contactIds: [],
      custom: f.custom ?? {},
      createdAt: now,
      updatedAt: now,
    });
    setContacts(req.companyId, vendor, f.contactIds ?? []);
    return renderVendor(ctx.db, req.companyId, vendor, { contacts: true });
  });

  app.patch('/vendors/:vendorId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const vendor = find(req.companyId, pathId(req.params, 'vendorId'));
    const f = readBody(req.companyId, bodyOf(req));
    const before = JSON.stringify(vendor);
    if (f.name !== undefined) vendor.name = f.name;
    if (f.vendorType !== undefined) vendor.vendorType = f.vendorType;
    if (f.address !== undefined) vendor.address = f.address;
    if (f.website !== undefined) vendor.website = f.website;
    if (f.description !== undefined) vendor.description = f.description;
    if (f.isActive !== undefined) vendor.isActive = f.isActive;
    if (f.projectIds !== undefined) vendor.projectIds = f.projectIds;
    if (f.contactIds !== undefined) setContacts(req.companyId, vendor, f.contactIds);
    if (f.custom !== undefined) {
      const next = { ...vendor.custom };
      for (const [k, v] of Object.entries(f.custom)) {
        if (v === null) delete next[k];
        else next[k] = v;
      }
      vendor.custom = next;
    }
    if (JSON.stringify(vendor) !== before) vendor.updatedAt = nowIso();
    return renderVendor(ctx.db, req.companyId, vendor, { contacts: true });
  });

  app.delete('/vendors/:vendorId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
    const vendor = find(req.companyId, pathId(req.params, 'vendorId'));
    vendors().delete(vendor.id);
    return reply.code(200).send();
  });

  const link = (companyId: number, params: unknown) => {
    const projectId = pathId(params, 'projectId');
    const vendorId = pathId(params, 'vendorId');
    if (!projectsTable(ctx.db).get(projectId, companyId)) throw notFound('Project');
    return { projectId, vendor: find(companyId, vendorId) };
  };

  app.post('/projects/:projectId/vendors/:vendorId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.link }, async (req) => {
    const { projectId, vendor } = link(req.companyId, req.params);
    if (!vendor.projectIds.includes(projectId)) {
      vendor.projectIds = [...vendor.projectIds, projectId];
      vendor.updatedAt = nowIso();
    }
    return { message: `Vendor ${vendor.id} linked to project ${projectId}` };
  });

  app.delete('/projects/:projectId/vendors/:vendorId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.link }, async (req) => {
    const { projectId, vendor } = link(req.companyId, req.params);
    if (!vendor.projectIds.includes(projectId)) throw notFound('Vendor-project link');
    vendor.projectIds = vendor.projectIds.filter((id) => id !== projectId);
    vendor.updatedAt = nowIso();
    return { message: `Vendor ${vendor.id} unlinked from project ${projectId}` };
  });
}
