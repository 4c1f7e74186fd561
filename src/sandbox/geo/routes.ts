/**
 * AHJs, utilities and their custom properties (spec "AHJ", "Utility", PATCH /ahjs, GET /utilities,
 * GET /properties; the vendor OpenAPI where the spec says "not shown"). The catalogs are global; custom
 * values and private AHJs belong to the caller's company.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { SandboxError, badRequest, nowIso, pageOf, paginate, q, sortBy } from '../core/http.js';
import { ahjsCovering, ahjsTable, utilitiesCovering, utilitiesTable, type Ahj, type Utility } from './model.js';
import { patchCustom, withCustom } from './properties.js';
import { listProperties } from './property-list.js';
import { bodySchema, documentedParams, field, listQueryFields, querySchema } from '../core/schemas.js';
import { AHJ_TYPES, UTILITY_OWNERSHIP_TYPES } from '../../rest-enums.js';

type Query = Record<string, unknown>;

/** Geo mode (AHJ-6, UTIL-6): `lat` −90..90 and `lng` −180..180, each requiring the other. */
function latLngOf(query: Query): { lat: number; lng: number } | undefined {
  const lat = q.num(query, 'lat', { min: -90, max: 90 });
  const lng = q.num(query, 'lng', { min: -180, max: 180 });
  if (lat === undefined && lng === undefined) return undefined;
  if (lng === undefined) throw badRequest('lng', 'lng is required together with lat');
  if (lat === undefined) throw badRequest('lat', 'lat is required together with lng');
  return { lat, lng };
}

/** UTIL-4, LIM-2: a state filter is exactly 2 characters. */
function stateOf(query: Query): string | undefined {
  const s = q.str(query, 'state');
  if (s === undefined) return undefined;
  if (s.length !== 2) throw badRequest('state', 'state must be exactly 2 characters');
  return s.toUpperCase();
}

/** Ids in paths are strings upstream; one that names no record is a 404 like an unknown number. */
function idOf(req: FastifyRequest, what: string): number {
  const s = (req.params as { id?: string }).id ?? '';
  if (!/^\d+$/.test(s)) throw new SandboxError(404, `${what} not found`);
  return Number(s);
}

const byName = <T extends { name: string; id: number }>(items: T[], order: 'asc' | 'desc') =>
  sortBy(items, (x) => `${x.name.toLowerCase()}\u0000${String(x.id).padStart(10, '0')}`, order);

/** Fields of the AHJ shape: all read-only but `custom` (AHJ-1). */
const ahjFields = new Set([
  'id',
  'uuid',
  'name',
  'type',
  'country',
  'state',
  'stateName',
  'parentCounty',
  'geoId',
  'ahjRegistryCode',
  'isActive',
  'isPrivate',
  'pointOfContact',
  'submissionMethod',
  'emails',
  'phones',
  'address',
  'website',
  'portal',
  'turnaround',
  'fees',
  'notes',
  'permitSubmissionNotes',
  'buildingCodeModel',
  'buildingCodeLocal',
  'residentialCodeModel',
  'residentialCodeLocal',
  'fireCodeModel',
  'fireCodeLocal',
  'electricalCodeModel',
  'electricalCodeLocal',
  'windCodeModel',
  'windCodeLocal',
  'codesOther',
  'firePathwaysEnforced',
  'electricalEngineerStampRequired',
  'structuralStampRequired',
  'climateZone',
  'ashraeMinTempC',
  'ashraeMaxTempC',
  'ashraeMinTempF',
  'ashraeMaxTempF',
  'centroidLatitude',
  'centroidLongitude',
  'landAreaSqMiles',
  'specialZones',
  'buildingDeptHours',
  'tigerYear',
  'funcstat',
  'createdAt',
  'updatedAt',
]);
const utilityFields = new Set([
  'id',
  'name',
  'state',
  'stateName',
  'ownershipType',
  'holdingCompany',
  'address',
  'phone',
  'website',
  'hoursOfOperation',
  'isActive',
  'createdAt',
  'updatedAt',
]);

/** A PATCH body is `{ custom }` only: built-in fields are read-only, anything else is unknown. */
function customBody(body: unknown, builtIn: Set<string>, what: string): unknown {
  if (body === undefined || body === null) throw badRequest('custom', 'custom is required');
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body', 'body must be a JSON object');
  for (const key of Object.keys(body)) {
    if (key === 'custom') continue;
    if (builtIn.has(key)) throw badRequest(key, `${key} is a built-in ${what} field and is read-only; only custom can be updated`);
    throw badRequest(key, `Unknown field ${key}; only custom can be updated`);
  }
  return (body as { custom?: unknown }).custom;
}

/** Geo mode's and the lists' shared parameters (AHJ-6, UTIL-1..7, LIM-2). */
const geoListFields = {
  page: listQueryFields.page,
  page_size: listQueryFields.page_size,
  order_by: field('asc or desc, by name; default asc'),
  state: field('a state code, exactly 2 characters'),
  lat: field('latitude -90..90, with lng: every record covering the point (paging and filters ignored)'),
  lng: field('longitude -180..180, with lat'),
};

/** The custom values of a PATCH and the option that lets them add dropdown options. */
const customPatch = (what: string) => ({
  params: documentedParams('id'),
  querystring: querySchema({ allow_new_options: field('true or false: a DROPDOWN value not yet an option adds it; default false') }),
  body: bodySchema({ custom: field(`the ${what}'s custom property values by keyName (GET /properties); null clears one; the only field`) }),
});

/**
 * The route schemas, documenting only: the ids are the handlers' to refuse (anything but digits is a 404,
 * as an unknown id, never a 400), read before the query and the body, which the handlers check too.
 */
const schemas = {
  ahjs: {
    querystring: querySchema({
      ...geoListFields,
      type: field(AHJ_TYPES.join(', ')),
      country: field('a two-letter country code; default US'),
      q: field('part of the name; two characters also match the state code'),
    }),
  },
  byId: { params: documentedParams('id') },
  ahjPatch: customPatch('AHJ'),
  utilities: {
    querystring: querySchema({
      ...geoListFields,
      ownership_type: field(UTILITY_OWNERSHIP_TYPES.join(', ')),
      q: field('part of the name or holding company, or the state code'),
    }),
  },
  utilityPatch: customPatch('utility'),
  properties: {
    querystring: querySchema({
      record_type: field('account, client, opportunity, request, project, vendor, ahj or utility; comma-separated or repeated; default every type'),
    }),
  },
};

export function registerGeoRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const ahj = (companyId: number, a: Ahj) => withCustom(ctx.db, companyId, 'ahj', a);
  const utility = (companyId: number, u: Utility) => withCustom(ctx.db, companyId, 'utility', u);

  // Every AHJ endpoint answers errors with code BAD_GATEWAY (spec for PATCH, AHJ-7; vendor for the GETs).
  const ahjConfig = { errorCode: 'BAD_GATEWAY' };

  // AHJ-6: list with paging, search and filters, or every AHJ covering a point.
  app.get('/ahjs', { config: ahjConfig, schema: schemas.ahjs }, async (req) => {
    const query = req.query as Query;
    const page = pageOf(query);
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
    const type = q.enum(query, 'type', AHJ_TYPES);
    const state = stateOf(query);
    const country = (q.str(query, 'country') ?? 'US').toUpperCase();
    if (country.length !== 2) throw badRequest('country', 'country must be a two-letter code');
    const text = q.str(query, 'q')?.toLowerCase();
    const geo = latLngOf(query);
    if (geo) return ahjsCovering(ctx.db, geo.lat, geo.lng, req.companyId).map((a) => ahj(req.companyId, a));
    const list = ahjsTable(ctx.db)
      .all(req.companyId)
      .filter(
        (a) =>
          a.isActive &&
          a.country === country &&
          (!type || a.type === type) &&
          (!state || a.state === state) &&
          // A two-character search also matches the state code (vendor GET /ahjs).
          (!text || a.name.toLowerCase().includes(text) || (text.length === 2 && a.state?.toLowerCase() === text)),
      );
    return paginate(byName(list, order), page).map((a) => ahj(req.companyId, a));
  });

  app.get('/ahjs/:id', { config: ahjConfig, schema: schemas.byId }, async (req) => {
    const found = ahjsTable(ctx.db).get(idOf(req, 'AHJ'), req.companyId);
    if (!found) throw new SandboxError(404, 'AHJ not found');
    return ahj(req.companyId, found);
  });

  // AHJ-1..3, AHJ-7: custom values only, keys from GET /properties?record_type=ahj, null clears.
  app.patch('/ahjs/:id', { config: ahjConfig, schema: schemas.ahjPatch }, async (req) => {
    const id = idOf(req, 'AHJ');
    const found = ahjsTable(ctx.db).get(id, req.companyId);
    if (!found) throw new SandboxError(404, 'AHJ not found');
    const allowNew = q.bool(req.query as Query, 'allow_new_options', false);
    patchCustom(ctx.db, req.companyId, 'ahj', id, customBody(req.body, ahjFields, 'AHJ'), allowNew, nowIso());
    return ahj(req.companyId, found);
  });

  // UTIL-1..7, LIM-2: active utilities only; every rule of the query table is a 400 naming its parameter.
  app.get('/utilities', { schema: schemas.utilities }, async (req) => {
    const query = req.query as Query;
    const page = pageOf(query);
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
    const ownership = q.enum(query, 'ownership_type', UTILITY_OWNERSHIP_TYPES);
    const state = stateOf(query);
    const text = q.str(query, 'q')?.toLowerCase();
    const geo = latLngOf(query);
    // UTIL-7: geo mode ignores name, state and ownership filters.
    if (geo) return utilitiesCovering(ctx.db, geo.lat, geo.lng).map((u) => utility(req.companyId, u));
    const list = utilitiesTable(ctx.db)
      .all(req.companyId)
      .filter(
        (u) =>
          u.isActive &&
          (!ownership || u.ownershipType === ownership) &&
          (!state || u.state === state) &&
          (!text || u.name.toLowerCase().includes(text) || (u.holdingCompany ?? '').toLowerCase().includes(text) || (u.state ?? '').toLowerCase() === text),
      );
    return paginate(byName(list, order), page).map((u) => utility(req.companyId, u));
  });

  app.get('/utilities/:id', { schema: schemas.byId }, async (req) => {
    const found = utilitiesTable(ctx.db).get(idOf(req, 'Utility'), req.companyId);
    if (!found) throw new SandboxError(404, 'Utility not found');
    return utility(req.companyId, found);
  });

  // UTIL-8: custom property values only.
  app.patch('/utilities/:id', { schema: schemas.utilityPatch }, async (req) => {
    const id = idOf(req, 'Utility');
    const found = utilitiesTable(ctx.db).get(id, req.companyId);
    if (!found) throw new SandboxError(404, 'Utility not found');
    const allowNew = q.bool(req.query as Query, 'allow_new_options', false);
    patchCustom(ctx.db, req.companyId, 'utility', id, customBody(req.body, utilityFields, 'utility'), allowNew, nowIso());
    return utility(req.companyId, found);
  });

  // PROP-1: property definitions by record type.
  app.get('/properties', { schema: schemas.properties }, async (req) => listProperties(ctx.db, req.companyId, (req.query as Query).record_type));
}
