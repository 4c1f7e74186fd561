/** Site: a location of an account (spec "Site"; `GET /sites`, `GET /sites/{id}`). */
import { builder } from '../builder.js';
import { AccountRef, SiteRef } from '../refs.js';
import { reader, whenRead } from '../summary.js';
import { parseDatabaseId, recordLookupField } from '../ids.js';
import { linkById } from '../children-by-id.js';
import { dateTime, latLng } from '../lenient.js';
import { connectionOf, NO_TOTALS_LISTS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { listSites, type RestSite, type SiteListParams } from '../../upstream/sites.js';

/** One connection type per record type, shared by the root list and every per-parent list of it. */
export const SiteConnection = connectionOf(SiteRef, 'Site', 'site', 'sites', NO_TOTALS_LISTS);

const get = reader<RestSite>(SiteRef);

export const SiteFilter = builder.inputType('SiteFilter', {
  description: 'Filters of a site list (the query parameters of REST `GET /sites`).',
  fields: (t) => ({
    accountId: t.globalID({ for: AccountRef, description: 'Only sites of this account.' }),
    state: t.string({ description: 'Only sites in this state, case-insensitive (REST `state`).' }),
    city: t.string({ description: 'Only sites whose city contains this text, case-insensitive (REST `city`).' }),
    zipcode: t.string({ description: 'Only sites with this zip code (REST `zipcode`).' }),
  }),
});

export function siteListParams(
  filter: { accountId?: { id: string | number } | null; state?: string | null; city?: string | null; zipcode?: string | null } | null | undefined,
): Omit<SiteListParams, 'page' | 'pageSize'> {
  return {
    accountId: filter?.accountId ? parseDatabaseId(filter.accountId.id, 'filter.accountId') : undefined,
    state: filter?.state ?? undefined,
    city: filter?.city ?? undefined,
    zipcode: filter?.zipcode ?? undefined,
  };
}

SiteRef.implement({
  // SITE-1
  description: 'A physical location of an account: where the work happens (REST `/sites`). Moving a site to another account gives it a new id.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the site.' }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: 'The account the site belongs to. Cost: one upstream request per distinct account, fetched together.',
      resolve: (s, a, c, info) => whenRead(get('accountId')(s, a, c), (id) => linkById(AccountRef, id, c, info)),
    }),
    title: t.string({ nullable: true, description: 'Human-readable label of the site (e.g. "Main Office").', resolve: get('title') }),
    fullAddress: t.string({ nullable: true, description: 'Full formatted address.', resolve: get('fullAddress') }),
    street: t.string({ nullable: true, description: 'Street line, from geocoding the address.', resolve: get('street') }),
    city: t.string({ nullable: true, description: 'City, from geocoding the address.', resolve: get('city') }),
    state: t.string({ nullable: true, description: 'State, from geocoding the address.', resolve: get('state') }),
    zipcode: t.string({ nullable: true, description: 'Zip code, from geocoding the address.', resolve: get('zipcode') }),
    // SITE-4
    geoLocation: t.string({
      nullable: true,
      description: "Coordinates as 'lat,lng' in decimal degrees, e.g. '39.7392,-104.9903'; `latitude` and `longitude` give them as numbers.",
      resolve: get('geoLocation'),
    }),
    latitude: t.field({
      type: 'Latitude',
      nullable: true,
      description: 'Latitude from `geoLocation`; null when it is missing or malformed.',
      resolve: get('geoLocation', (g) => latLng(g)?.lat ?? null),
    }),
    longitude: t.field({
      type: 'Longitude',
      nullable: true,
      description: 'Longitude from `geoLocation`; null when it is missing or malformed.',
      resolve: get('geoLocation', (g) => latLng(g)?.lng ?? null),
    }),
    // SITE-4
    timezone: t.string({ nullable: true, description: 'IANA time zone name of the site, e.g. America/Denver.', resolve: get('timezone') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the site was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the site last changed.',
      resolve: get('updatedAt', dateTime),
    }),
  }),
});

builder.queryFields((t) => ({
  site: recordLookupField(t, SiteRef, 'a site', { notFound: '(e.g. after a move)' }),
  sites: t.connection(
    restConnection(t, {
      type: SiteRef,
      description: 'Sites of your company. Cost: one upstream request per page (REST `GET /sites`).',
      args: { filter: t.arg({ type: SiteFilter, description: 'Narrows the list (REST query parameters).' }) },
      pages: (args, ctx) => (page) => listSites(ctx.upstream, Object.assign(siteListParams(args.filter), page)),
    }),
    SiteConnection,
  ),
}));
