/**
 * Ahj: an authority having jurisdiction (spec "AHJ"), a global catalog record. Projects and
 * opportunities carry `jurisdiction { id, name, uuid }`: those fields are answered from that summary
 * with no request; any other field loads `GET /ahjs/{id}` once per AHJ per operation. The AHJ domain
 * adds its remaining catalog fields, lists and `ahjCustomUpdate` here.
 */
import { atSitePoint, pointLoader } from '../geo-lookup.js';
import { builder } from '../builder.js';
import { AhjRef, SiteRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { jsonObject, oneOf, text } from '../lenient.js';
import { badUserInput } from '../../errors.js';
import { listAhjs, listAhjsAt, type RestAhj } from '../../upstream/ahjs.js';
import { AHJ_TYPES } from '../../rest-enums.js';

const get = reader<RestAhj>(AhjRef);

export const AhjType = builder.enumType('AhjType', {
  description: 'Level of government of an AHJ.',
  values: {
    STATE: { description: 'A state authority.' },
    COUNTY: { description: 'A county authority.' },
    CITY: { description: 'A city authority.' },
    MUNICIPALITY: { description: 'A municipality.' },
    TOWNSHIP: { description: 'A township.' },
    TRIBAL: { description: 'A tribal authority.' },
  } as const satisfies Record<(typeof AHJ_TYPES)[number], { description: string }>,
});

AhjRef.implement({
  // AHJ-1
  description:
    'An authority having jurisdiction (AHJ): the office that issues permits for a location (REST `/ahjs`). Built-in catalog fields are read-only; only `custom` can be changed (`ahjCustomUpdate`).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the AHJ.' }),
    name: t.string({
      nullable: true,
      description: "Name of the authority. On a project's or opportunity's `jurisdiction` it comes at no extra cost.",
      resolve: get('name'),
    }),
    uuid: t.string({
      nullable: true,
      description: "The catalog UUID of the authority. On a project's or opportunity's `jurisdiction` it comes at no extra cost.",
      resolve: get('uuid'),
    }),
    type: t.field({
      type: AhjType,
      nullable: true,
      description: 'Level of government.',
      resolve: get('type', (type) => oneOf(AHJ_TYPES, type)),
    }),
    country: t.string({ nullable: true, description: 'Two-letter country code.', resolve: get('country') }),
    state: t.string({ nullable: true, description: 'Two-letter state code.', resolve: get('state') }),
    stateName: t.string({ nullable: true, description: 'Full state name.', resolve: get('stateName') }),
    isActive: t.boolean({ nullable: true, description: 'False when the catalog entry is retired.', resolve: get('isActive') }),
    isPrivate: t.boolean({
      nullable: true,
      // AHJ-5
      description: 'True for an entry private to your company, false for a global catalog entry.',
      resolve: get('isPrivate'),
    }),
    website: t.string({
      nullable: true,
      description: 'Website of the authority as entered (it may lack the https:// scheme, e.g. www.denvergov.org); null when unset.',
      resolve: get('website', text),
    }),
    turnaround: t.int({ nullable: true, description: 'Typical permit turnaround, in days.', resolve: get('turnaround') }),
    custom: t.field({
      type: 'JSONObject',
      description: "Your company's custom property values keyed by the property's keyName (see `properties(recordType: AHJ)`).",
      resolve: get('custom', jsonObject),
    }),
  }),
});

/** Per-request loader: 'lat,lng' → AHJs covering the point (AHJ-6; one GET per distinct point, one wave). */
const ahjsAt = pointLoader<RestAhj>(AhjRef, listAhjsAt);

builder.objectFields(SiteRef, (t) => ({
  ahjs: t.field({
    type: [AhjRef],
    nullable: true,
    // AHJ-6
    description:
      "AHJs covering the site's location, most specific first (city, county, then state); an empty list when the site has no valid coordinates, null (with an error) when the lookup failed. Cost: one upstream request per distinct location.",
    resolve: atSitePoint(ahjsAt),
  }),
}));

/** The remaining catalog fields of the spec's AHJ table (all read-only, AHJ-1). */
const ahjStrings: Record<string, string> = {
  parentCounty: 'Parent county of a city or municipality.',
  geoId: 'Census GEOID of the jurisdiction.',
  ahjRegistryCode: 'AHJ Registry code.',
  pointOfContact: 'Point of contact at the authority.',
  submissionMethod: 'How permits are submitted (e.g. online portal, email, in person).',
  address: 'Mailing address of the authority.',
  fees: 'Permit fee notes.',
  notes: 'General notes.',
  permitSubmissionNotes: 'Notes on submitting permits.',
  buildingCodeModel: 'Adopted model building code.',
  buildingCodeLocal: 'Local building code amendments.',
  residentialCodeModel: 'Adopted model residential code.',
  residentialCodeLocal: 'Local residential code amendments.',
  fireCodeModel: 'Adopted model fire code.',
  fireCodeLocal: 'Local fire code amendments.',
  electricalCodeModel: 'Adopted model electrical code.',
  electricalCodeLocal: 'Local electrical code amendments.',
  windCodeModel: 'Adopted model wind code.',
  windCodeLocal: 'Local wind code amendments.',
  codesOther: 'Other adopted codes.',
  climateZone: 'IECC climate zone.',
  funcstat: 'Census functional status code.',
};
const ahjBooleans: Record<string, string> = {
  firePathwaysEnforced: 'True when fire setback pathways are enforced.',
  electricalEngineerStampRequired: 'True when an electrical engineer stamp is required.',
  structuralStampRequired: 'True when a structural engineer stamp is required.',
};
const ahjFloats: Record<string, string> = {
  ashraeMinTempC: 'ASHRAE extreme minimum design temperature, in °C.',
  ashraeMaxTempC: 'ASHRAE 2% maximum design temperature, in °C.',
  // AHJ-4
  ashraeMinTempF: 'ASHRAE extreme minimum design temperature, in °F: computed from the °C value, to one decimal.',
  // AHJ-4
  ashraeMaxTempF: 'ASHRAE 2% maximum design temperature, in °F: computed from the °C value, to one decimal.',
  centroidLatitude: "Latitude of the jurisdiction's centre, in decimal degrees.",
  centroidLongitude: "Longitude of the jurisdiction's centre, in decimal degrees.",
  landAreaSqMiles: 'Land area, in square miles.',
};
const ahjLists: Record<string, string> = {
  emails: 'Email addresses of the authority.',
  phones: 'Phone numbers of the authority.',
  specialZones: 'Special zones (e.g. high wind, wildfire).',
  buildingDeptHours: 'Building department opening hours.',
};
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const bool = (v: unknown) => (typeof v === 'boolean' ? v : null);

builder.objectFields(AhjRef, (t) =>
  Object.assign(
    {},
    Object.fromEntries(
      Object.entries(ahjStrings).map(([k, d]) => [
        k,
        t.string({ nullable: true, description: d, resolve: async (a, args, ctx) => str(await get(k)(a, args, ctx)) }),
      ]),
    ),
    Object.fromEntries(
      Object.entries(ahjBooleans).map(([k, d]) => [
        k,
        t.boolean({ nullable: true, description: d, resolve: async (a, args, ctx) => bool(await get(k)(a, args, ctx)) }),
      ]),
    ),
    Object.fromEntries(
      Object.entries(ahjFloats).map(([k, d]) => [
        k,
        t.float({ nullable: true, description: d, resolve: async (a, args, ctx) => num(await get(k)(a, args, ctx)) }),
      ]),
    ),
    Object.fromEntries(
      Object.entries(ahjLists).map(([k, d]) => [
        k,
        t.stringList({
          nullable: false,
          description: `${d} Empty when unset.`,
          resolve: async (a, args, ctx) => {
            const v = await get(k)(a, args, ctx);
            return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
          },
        }),
      ]),
    ),
    {
      portal: t.string({
        nullable: true,
        description: 'Permit portal of the authority as entered (it may lack the https:// scheme); null when unset.',
        resolve: get('portal', text),
      }),
      tigerYear: t.int({
        nullable: true,
        description: 'Census TIGER vintage of the boundary.',
        resolve: get('tigerYear', num),
      }),
      customProperty: t.field({
        type: 'JSON',
        nullable: true,
        description: 'The value of one custom property; null when unset.',
        args: { keyName: t.arg.string({ required: true, description: 'The keyName of the property (see `properties(recordType: AHJ)`).' }) },
        resolve: async (a, args, ctx) => {
          const c = jsonObject(await get('custom')(a, {}, ctx));
          return c[args.keyName] ?? null;
        },
      }),
    },
  ),
);

const AhjConnection = connectionOf(AhjRef, 'Ahj', 'AHJ', 'AHJs', NO_TOTALS);

const AhjNearInput = builder.inputType('AhjNearInput', {
  // AHJ-6
  description: 'A point: every AHJ covering it is returned, most specific first (city, county, then state); the other filters are ignored.',
  fields: (t) => ({
    lat: t.float({ required: true, description: 'Latitude in decimal degrees, -90 to 90.' }),
    lng: t.float({ required: true, description: 'Longitude in decimal degrees, -180 to 180.' }),
  }),
});

const AhjFilter = builder.inputType('AhjFilter', {
  // AHJ-6
  description: 'Filters of the AHJ list (the query parameters of REST `GET /ahjs`).',
  fields: (t) => ({
    q: t.string({ description: 'Matches the name, or a two-letter state code (REST `q`).' }),
    state: t.string({ description: 'Two-letter state code, exactly 2 characters.' }),
    type: t.field({ type: AhjType, description: 'Level of government (REST `type`).' }),
    country: t.string({ description: 'Two-letter country code; US when omitted.' }),
    near: t.field({ type: AhjNearInput, description: 'Only AHJs covering this point.' }),
  }),
});

const badAhjInput = (field: string, message: string) => badUserInput(message, field);

builder.queryFields((t) => ({
  ahj: recordLookupField(t, AhjRef, 'an AHJ'),
  ahjs: t.connection(
    restConnection(t, {
      type: AhjRef,
      // AHJ-6
      description:
        "Active AHJs of the catalog and your company's private ones, by name, or those covering a point with `filter.near`. Cost: one upstream request per page (REST `GET /ahjs`).",
      args: { filter: t.arg({ type: AhjFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: 'Sort direction by name (REST `order_by`).',
      pages: (args, ctx) => {
        const f = args.filter;
        if (f?.state != null && f.state.length !== 2) throw badAhjInput('filter.state', 'filter.state must be exactly 2 characters');
        if (f?.country != null && f.country.length !== 2) throw badAhjInput('filter.country', 'filter.country must be a two-letter code');
        if (f?.near && !(f.near.lat >= -90 && f.near.lat <= 90)) throw badAhjInput('filter.near.lat', 'filter.near.lat must be within -90..90');
        if (f?.near && !(f.near.lng >= -180 && f.near.lng <= 180)) throw badAhjInput('filter.near.lng', 'filter.near.lng must be within -180..180');
        const near = f?.near;
        // The AHJs at a point are one read (primed by the lookup), cut into the asked pages.
        if (near)
          return ({ page, pageSize }) =>
            ahjsAt(ctx)
              .load(`${near.lat},${near.lng}`)
              .then((all) => all.slice((page - 1) * pageSize, page * pageSize));
        return (page) => listAhjs(ctx.upstream, { q: f?.q, state: f?.state, type: f?.type, country: f?.country, ...page });
      },
    }),
    AhjConnection,
  ),
}));
