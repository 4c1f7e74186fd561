/**
 * Sites (vendor `/sites`) and the site move (SITE-1..5). Geocoding is local: the ZIP code of an address
 * is looked up among the real places of geo/places.ts, which give city, state, point and time zone.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pageOf, paginate, pathId, q } from '../core/http.js';
import { servicePlaces, type Place } from '../geo/places.js';
import { accountsTable, opportunitiesTable, projectsTable, sitesTable, type Site } from './model.js';
import { renderSite } from './render.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { bodyOf, input } from '../core/record-input.js';

export interface Geocoded {
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  /** 'lat,lng' (SITE-4); null when the ZIP is not a known place. */
  geoLocation: string | null;
  /** IANA zone name (SITE-4). */
  timezone: string | null;
}

let byZip: Map<string, Place> | undefined;

function placeOfZip(zip: string): Place | undefined {
  byZip ??= new Map(servicePlaces().map((p) => [p.zip, p]));
  return byZip.get(zip);
}

/** A small, stable offset (under ~600 m) from the address text, so sites in one ZIP do not stack. */
function jitter(text: string): [number, number] {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return [((h & 0xffff) / 0xffff - 0.5) * 0.01, ((h >>> 16) / 0xffff - 0.5) * 0.01];
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Geocodes "street, city, ST 12345": a known ZIP gives the real city, state, point and zone; otherwise
 * the components are read from the text and the point stays unknown.
 */
export function geocodeAddress(address: string): Geocoded {
  const m = /^(.*?)[,\s]+([A-Za-z]{2})[,\s]+(\d{5})(?:-\d{4})?\s*$/.exec(address.trim());
  const parts = (m ? m[1] : address)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const street = parts.length > 1 ? parts[0] : null;
  const cityText = parts.length > 1 ? parts[parts.length - 1] : (parts[0] ?? null);
  if (!m) return { street: parts[0] ?? null, city: parts.length > 1 ? cityText : null, state: null, zipcode: null, geoLocation: null, timezone: null };
  const zip = m[3];
  const place = placeOfZip(zip);
  if (!place) return { street, city: cityText, state: m[2].toUpperCase(), zipcode: zip, geoLocation: null, timezone: null };
  const [dLat, dLng] = jitter(address.toLowerCase());
  return {
    street,
    city: place.city,
    state: place.state,
    zipcode: place.zip,
    geoLocation: `${round6(place.lat + dLat)},${round6(place.lng + dLng)}`,
    timezone: place.timezone,
  };
}

/** Reverse geocoding of a point: the nearest known place (city, state, ZIP, zone). */
function nearestPlace(lat: number, lng: number): Place | undefined {
  let best: Place | undefined;
  let bestD = Infinity;
  for (const p of servicePlaces()) {
    const d = (p.lat - lat) ** 2 + ((p.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestD) [best, bestD] = [p, d];
  }
  // Beyond about 50 km the nearest service ZIP says nothing about the point.
  return bestD < 0.5 ** 2 ? best : undefined;
}

function readGeoLocation(value: string | null | undefined): [number, number] | undefined {
  if (value === undefined || value === null) return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!m || Math.abs(Number(m[1])) > 90 || Math.abs(Number(m[2])) > 180) {
    throw badRequest('geoLocation', "geoLocation must be 'lat,lng' with lat in -90..90 and lng in -180..180");
  }
  return [Number(m[1]), Number(m[2])];
}

function isIanaZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.includes('/') || tz === 'UTC';
  } catch {
    return false;
  }
}

const sameAddress = (a: string | null, b: string) => (a ?? '').trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** Creates a site for an account from its address (POST /sites, and POST /accounts for the primary address). */
export function createSite(
  ctx: SandboxContext,
  companyId: number,
  accountId: number,
  fields: { title: string | null; fullAddress: string | null; point?: [number, number] },
): Site {
  const geo = fields.fullAddress ? geocodeAddress(fields.fullAddress) : undefined;
  const near = fields.point ? nearestPlace(fields.point[0], fields.point[1]) : undefined;
  const now = nowIso();
  return sitesTable(ctx.db).insert(companyId, {
    accountId,
    title: fields.title,
    fullAddress: fields.fullAddress,
    street: geo?.street ?? null,
    city: geo?.city ?? near?.city ?? null,
    state: geo?.state ?? near?.state ?? null,
    zipcode: geo?.zipcode ?? near?.zip ?? null,
    geoLocation: fields.point ? `${fields.point[0]},${fields.point[1]}` : (geo?.geoLocation ?? null),
    timezone: geo?.timezone ?? near?.timezone ?? null,
    createdAt: now,
    updatedAt: now,
  });
}

/** Tables other domains own whose rows point at a site; a move re-points them (SITE-3), see moveSite. */
const ownTables = new Set(['sites', 'projects', 'opportunities', 'accounts', 'contacts']);

/**
 * SITE-1..3: a new site (new id) on the target account with the title and full address, geocoded again;
 * every record on the old site moves to the new site and account; the old site is deleted.
 */
function moveSite(ctx: SandboxContext, companyId: number, site: Site, accountId: number): Site {
  const moved = createSite(ctx, companyId, accountId, { title: site.title, fullAddress: site.fullAddress });
  if (!moved.geoLocation) Object.assign(moved, { geoLocation: site.geoLocation, timezone: site.timezone });
  const now = nowIso();
  for (const table of [projectsTable(ctx.db), opportunitiesTable(ctx.db)]) {
    for (const r of table.all(companyId)) {
      if (r.siteId !== site.id) continue;
      r.siteId = moved.id;
      r.accountId = accountId;
      r.updatedAt = now;
    }
  }
  // Work orders, forms, assets, financial documents … live in other domains' tables: any row of this
  // company that names the site follows it, and service plan links (account-scoped) are dropped.
  for (const name of Object.keys(ctx.db.counts())) {
    if (ownTables.has(name)) continue;
    const table = ctx.db.table<{ id: number } & Record<string, unknown>>(name);
    for (const row of table.all(companyId)) {
      if (row.siteId !== site.id || table.ownerOf(row.id) !== companyId) continue;
      row.siteId = moved.id;
      if ('accountId' in row) row.accountId = accountId;
      if ('servicePlanInstanceId' in row) row.servicePlanInstanceId = null;
    }
  }
  sitesTable(ctx.db).delete(site.id);
  return moved;
}

const siteParams = idParams('siteId');
const siteText = (what: string) => field(`${what}: string${what === 'title' ? ' or null' : ''}`);
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: {
    querystring: querySchema({
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      accountId: field('only the sites of this account (an id)'),
      state: field('state, case ignored'),
      city: field('substring of the city'),
      zipcode: field('zip code, case ignored'),
    }),
  },
  get: { params: siteParams },
  create: {
    body: bodySchema({
      accountId: field('the account (an id); required'),
      fullAddress: field('string, not empty; this or geoLocation is required'),
      geoLocation: field('"lat,lng"'),
      title: siteText('title'),
      street: siteText('street'),
      city: siteText('city'),
      state: siteText('state'),
      zipcode: siteText('zipcode'),
    }),
  },
  update: {
    params: siteParams,
    body: bodySchema({
      fullAddress: field('string, not empty; re-geocodes the site'),
      geoLocation: field('"lat,lng"'),
      title: siteText('title'),
      timezone: field('an IANA zone name or null'),
      street: field('string or null'),
      city: field('string or null'),
      state: field('string or null'),
      zipcode: field('string or null'),
      accountId: field('not accepted here: POST /sites/{siteId}/move'),
    }),
  },
  delete: { params: siteParams },
  move: { params: siteParams, body: bodySchema({ accountId: field('the account the site moves to (an id); required') }) },
};

export function registerSiteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const sites = () => sitesTable(ctx.db);
  const find = (companyId: number, params: unknown) => {
    const s = sites().get(pathId(params, 'siteId'), companyId);
    if (!s) throw notFound('Site');
    return s;
  };

  app.get('/sites', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const accountId = q.int(query, 'accountId', { min: 1 });
    const state = q.str(query, 'state')?.toLowerCase();
    const city = q.str(query, 'city')?.toLowerCase();
    const zipcode = q.str(query, 'zipcode')?.toLowerCase();
    const rows = sites()
      .all(req.companyId)
      .filter(
        (s) =>
          (accountId === undefined || s.accountId === accountId) &&
          (state === undefined || (s.state ?? '').toLowerCase() === state) &&
          (city === undefined || (s.city ?? '').toLowerCase().includes(city)) &&
          (zipcode === undefined || (s.zipcode ?? '').toLowerCase() === zipcode),
      );
    return paginate(rows, page).map(renderSite);
  });

  app.get('/sites/:siteId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => renderSite(find(req.companyId, req.params)));

  app.post('/sites', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const b = bodyOf(req);
    const accountId = input.int(b, 'accountId');
    if (accountId === undefined || accountId === null) throw badRequest('accountId', 'accountId is required');
    if (!accountsTable(ctx.db).get(accountId, req.companyId)) throw badRequest('accountId', `No account with id ${accountId}`);
    const fullAddress = input.str(b, 'fullAddress', { nonEmpty: true })?.trim();
    const point = readGeoLocation(input.str(b, 'geoLocation'));
    if (!fullAddress && !point) throw badRequest('fullAddress', 'fullAddress or geoLocation is required');
    const title = input.str(b, 'title', { nullable: true }) ?? null;
    const overrides = { street: input.str(b, 'street'), city: input.str(b, 'city'), state: input.str(b, 'state'), zipcode: input.str(b, 'zipcode') };
    // Vendor: the same address on the same account returns the existing site with 200.
    const dup = fullAddress
      ? sites()
          .all(req.companyId)
          .find((s) => s.accountId === accountId && sameAddress(s.fullAddress, fullAddress))
      : undefined;
    if (dup) return reply.code(200).send(renderSite(dup));
    const site = createSite(ctx, req.companyId, accountId, { title, fullAddress: fullAddress ?? null, point });
    for (const [k, v] of Object.entries(overrides)) if (v) (site as unknown as Record<string, unknown>)[k] = v;
    return reply.code(201).send(renderSite(site));
  });

  app.patch('/sites/:siteId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const site = find(req.companyId, req.params);
    const b = bodyOf(req);
    if (b.accountId !== undefined) throw badRequest('accountId', 'accountId cannot be changed here; use POST /sites/{siteId}/move');
    const fullAddress = input.str(b, 'fullAddress', { nonEmpty: true })?.trim();
    const point = readGeoLocation(input.str(b, 'geoLocation'));
    const title = input.str(b, 'title', { nullable: true });
    const timezone = input.str(b, 'timezone', { nullable: true });
    if (timezone && !isIanaZone(timezone)) throw badRequest('timezone', 'timezone must be an IANA zone name such as America/Denver');
    const parts = {
      street: input.str(b, 'street', { nullable: true }),
      city: input.str(b, 'city', { nullable: true }),
      state: input.str(b, 'state', { nullable: true }),
      zipcode: input.str(b, 'zipcode', { nullable: true }),
    };
    const before = JSON.stringify(site);
    if (fullAddress !== undefined) {
      // Sending the address re-geocodes it (vendor note), components included.
      const geo = geocodeAddress(fullAddress);
      Object.assign(site, { fullAddress, street: geo.street, city: geo.city, state: geo.state, zipcode: geo.zipcode });
      if (geo.geoLocation) Object.assign(site, { geoLocation: geo.geoLocation, timezone: geo.timezone });
    }
    if (point) {
      const near = nearestPlace(point[0], point[1]);
      site.geoLocation = `${point[0]},${point[1]}`;
      if (near) site.timezone = near.timezone;
    }
    if (title !== undefined) site.title = title;
    for (const [k, v] of Object.entries(parts)) if (v !== undefined) (site as unknown as Record<string, unknown>)[k] = v;
    if (timezone !== undefined) site.timezone = timezone;
    if (JSON.stringify(site) !== before) site.updatedAt = nowIso();
    return renderSite(site);
  });

  app.delete('/sites/:siteId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
    const site = find(req.companyId, req.params);
    for (const table of [projectsTable(ctx.db), opportunitiesTable(ctx.db)]) {
      for (const r of table.all(req.companyId)) if (r.siteId === site.id) r.siteId = null;
    }
    sites().delete(site.id);
    return reply.code(200).send();
  });

  // SITE-5: every error body of the move carries code NOT_FOUND.
  app.post('/sites/:siteId/move', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.move }, async (req) => {
    const siteId = pathId(req.params, 'siteId');
    const b = bodyOf(req);
    const accountId = input.int(b, 'accountId');
    if (accountId === undefined || accountId === null) throw badRequest('accountId', 'accountId is required');
    const site = sites().get(siteId, req.companyId);
    if (!site) throw notFound('Site');
    if (!accountsTable(ctx.db).get(accountId, req.companyId)) throw notFound('Account');
    return renderSite(moveSite(ctx, req.companyId, site, accountId));
  });
}
