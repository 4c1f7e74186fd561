/**
 * Utility: an electric utility of the global catalog (spec "Utility"), root `utility`, and
 * `Site.utilities` (geo lookup of the site's `geoLocation`, UTIL-6: one request per distinct point).
 */
import { atSitePoint, pointLoader } from '../geo-lookup.js';
import { builder } from '../builder.js';
import { SiteRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { dateTime, jsonObject, text } from '../lenient.js';
import { badUserInput } from '../../errors.js';
import { listUtilities, listUtilitiesAt, type RestUtility } from '../../upstream/utilities.js';
import { UtilityRef } from './refs.js';

const get = reader<RestUtility>(UtilityRef);
UtilityRef.implement({
  description:
    "An electric utility of the global catalog (REST `/utilities`). Built-in fields are read-only; only `custom` is your company's own (`utilityCustomUpdate`).",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the utility.' }),
    name: t.string({ nullable: true, description: 'Name of the utility.', resolve: get('name') }),
    state: t.string({ nullable: true, description: 'Two-letter state code.', resolve: get('state') }),
    stateName: t.string({ nullable: true, description: 'Full state name.', resolve: get('stateName') }),
    ownershipType: t.string({ nullable: true, description: 'Ownership type (e.g. INVESTOR_OWNED, COOPERATIVE, MUNICIPAL).', resolve: get('ownershipType') }),
    holdingCompany: t.string({ nullable: true, description: 'Parent holding company.', resolve: get('holdingCompany') }),
    address: t.string({ nullable: true, description: 'Mailing address.', resolve: get('address') }),
    phone: t.string({ nullable: true, description: 'Phone number.', resolve: get('phone') }),
    website: t.string({
      nullable: true,
      description: 'Website of the utility as entered (it may lack the https:// scheme, e.g. www.xcelenergy.com); null when unset.',
      resolve: get('website', text),
    }),
    hoursOfOperation: t.string({ nullable: true, description: 'Hours of operation.', resolve: get('hoursOfOperation') }),
    isActive: t.boolean({ nullable: true, description: 'False when the catalog entry is retired.', resolve: get('isActive') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the entry was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the entry was last updated.',
      resolve: get('updatedAt', dateTime),
    }),
    custom: t.field({
      type: 'JSONObject',
      description: "Your company's custom property values keyed by the property's keyName (see `properties(recordType: UTILITY)`).",
      resolve: get('custom', jsonObject),
    }),
  }),
});

/** Per-request loader: 'lat,lng' → utilities serving the point (one GET per distinct point, one wave). */
const utilitiesAt = pointLoader<RestUtility>(UtilityRef, listUtilitiesAt);

builder.objectFields(SiteRef, (t) => ({
  utilities: t.field({
    type: [UtilityRef],
    nullable: true,
    // UTIL-6, UTIL-7
    description:
      "Utilities serving the site's location, most specific first; an empty list when the site has no valid coordinates, null (with an error) when the lookup failed. Cost: one upstream request per distinct location.",
    resolve: atSitePoint(utilitiesAt),
  }),
}));

const UtilityConnection = connectionOf(UtilityRef, 'Utility', 'utility', 'utilities', NO_TOTALS);

export const UtilityOwnershipType = builder.enumType('UtilityOwnershipType', {
  description: 'Ownership type of a utility.',
  values: {
    INVESTOR_OWNED: { description: 'An investor-owned utility.' },
    MUNICIPAL: { description: 'A municipal utility.' },
    COOPERATIVE: { description: 'A member-owned cooperative.' },
    POLITICAL_SUBDIVISION: { description: 'A political subdivision (e.g. a public utility district).' },
    STATE: { description: 'A state-owned utility.' },
    FEDERAL: { description: 'A federal power agency.' },
    RETAIL_POWER_MARKETER: { description: 'A retail power marketer.' },
  } as const satisfies Record<(typeof UTILITY_OWNERSHIP_TYPES)[number], { description: string }>,
});

export const GeoPointInput = builder.inputType('UtilityNearInput', {
  // UTIL-6, UTIL-7
  description: 'A point: every utility serving it is returned, most specific first; the other filters are ignored.',
  fields: (t) => ({
    lat: t.float({ required: true, description: 'Latitude in decimal degrees, -90 to 90.' }),
    lng: t.float({ required: true, description: 'Longitude in decimal degrees, -180 to 180.' }),
  }),
});

export const UtilityFilter = builder.inputType('UtilityFilter', {
  description: 'Filters of the utility list (the query parameters of REST `GET /utilities`).',
  fields: (t) => ({
    // UTIL-3
    q: t.string({ description: 'Matches name, holding company, or a two-letter state code, case-insensitive (REST `q`).' }),
    // UTIL-4, LIM-2
    state: t.string({ description: 'Two-letter state code, e.g. CO; exactly 2 characters.' }),
    ownershipType: t.field({ type: UtilityOwnershipType, description: 'Ownership type (REST `ownership_type`).' }),
    // UTIL-6
    near: t.field({ type: GeoPointInput, description: 'Only utilities serving this point.' }),
  }),
});

const badInput = (field: string, message: string) => badUserInput(message, field);

/** UTIL-4, UTIL-6, LIM-2: rejected before any upstream call. */
function checkFilter(f: { state?: string | null; near?: { lat: number; lng: number } | null } | null | undefined) {
  if (!f) return;
  if (f.state != null && f.state.length !== 2) throw badInput('filter.state', 'filter.state must be exactly 2 characters (UTIL-4)');
  if (f.near) {
    if (!(f.near.lat >= -90 && f.near.lat <= 90)) throw badInput('filter.near.lat', 'filter.near.lat must be within -90..90 (UTIL-6)');
    if (!(f.near.lng >= -180 && f.near.lng <= 180)) throw badInput('filter.near.lng', 'filter.near.lng must be within -180..180 (UTIL-6)');
  }
}

builder.queryFields((t) => ({
  utilities: t.connection(
    restConnection(t, {
      type: UtilityRef,
      // UTIL-1
      description:
        'Active utilities of the catalog, by name, or those serving a point with `filter.near`. Cost: one upstream request per page (REST `GET /utilities`).',
      args: { filter: t.arg({ type: UtilityFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: 'Sort direction by name (REST `order_by`).',
      pages: (args, ctx) => {
        checkFilter(args.filter);
        const near = args.filter?.near;
        // The utilities at a point are one read (primed by the lookup), cut into the asked pages.
        if (near)
          return ({ page, pageSize }) =>
            utilitiesAt(ctx)
              .load(`${near.lat},${near.lng}`)
              .then((all) => all.slice((page - 1) * pageSize, page * pageSize));
        return (page) => listUtilities(ctx.upstream, { q: args.filter?.q, state: args.filter?.state, ownershipType: args.filter?.ownershipType, ...page });
      },
    }),
    UtilityConnection,
  ),
  utility: recordLookupField(t, UtilityRef, 'a utility'),
}));
import './properties.js';
import type { UTILITY_OWNERSHIP_TYPES } from '../../rest-enums.js';
