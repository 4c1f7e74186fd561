/**
 * Site writes: `POST /sites`, `PATCH /sites/{id}`, `DELETE /sites/{id}` and the irreversible
 * `POST /sites/{id}/move` (SITE-1..5). Address presence, the 'lat,lng' shape (SITE-4) and IANA zone
 * names are checked here before any call.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { AccountRef, SiteRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, type Payload } from '../mutations.js';
import type { RestSite } from '../../upstream/sites.js';
import { createSite, deleteSite, moveSite, updateSite, type SiteWrite } from '../../upstream/site-writes.js';

const SiteCreateInput = builder.inputType('SiteCreateInput', {
  description: 'A new site of an account (REST `POST /sites`). Give `fullAddress` or `geoLocation` (or both).',
  fields: (t) => ({
    accountId: t.globalID({ for: AccountRef, required: true, description: 'The account the site belongs to.' }),
    fullAddress: t.string({ description: 'Full address; it is geocoded into street, city, state, zip code, point and time zone.' }),
    // SITE-4
    geoLocation: t.string({
      description: "Coordinates as 'lat,lng' in decimal degrees (lat -90 to 90, lng -180 to 180), e.g. '39.7392,-104.9903'; used when there is no address.",
    }),
    title: t.string({ description: 'Human-readable label of the site (e.g. "Main Office").' }),
    street: t.string({ description: 'Street line, overriding the geocoded one.' }),
    city: t.string({ description: 'City, overriding the geocoded one.' }),
    state: t.string({ description: 'State, overriding the geocoded one.' }),
    zipcode: t.string({ description: 'Zip code, overriding the geocoded one.' }),
  }),
});

const SiteUpdateInput = builder.inputType('SiteUpdateInput', {
  description: 'Changes to a site (REST `PATCH /sites/{id}`); fields left out are unchanged. The account cannot change here: use siteMove.',
  fields: (t) => ({
    fullAddress: t.string({ description: 'New full address; must not be blank. It is geocoded again, street, city, state and zip code included.' }),
    // SITE-4
    geoLocation: t.string({ description: "New coordinates as 'lat,lng' in decimal degrees, e.g. '39.7392,-104.9903'; the time zone follows the point." }),
    title: t.string({ description: 'Label of the site; null clears it.' }),
    street: t.string({ description: 'Street line.' }),
    city: t.string({ description: 'City.' }),
    state: t.string({ description: 'State.' }),
    zipcode: t.string({ description: 'Zip code.' }),
    // SITE-4
    timezone: t.string({ description: 'IANA time zone name (e.g. America/Denver), overriding the one found from the point.' }),
  }),
});

const SiteMoveInput = builder.inputType('SiteMoveInput', {
  description: 'Where to move a site (REST `POST /sites/{id}/move`).',
  fields: (t) => ({
    accountId: t.globalID({ for: AccountRef, required: true, description: 'The account that receives the site.' }),
  }),
});

const SiteCreatePayload = payloadType<RestSite>(
  'SiteCreatePayload',
  'Result of siteCreate.',
  'site',
  SiteRef,
  "The created site, or the account's existing site at that address; null when refused.",
);

builder.objectFields(SiteCreatePayload, (t) => ({
  matchedExisting: t.boolean({
    nullable: true,
    description: 'True when the account already had a site at that address, which is returned unchanged instead of a new one; null when refused.',
    resolve: (p) => (p as { matchedExisting?: boolean }).matchedExisting ?? null,
  }),
}));

const SiteUpdatePayload = payloadType<RestSite>('SiteUpdatePayload', 'Result of siteUpdate.', 'site', SiteRef, 'The site after the change; null when refused.');
const SiteDeletePayload = payloadType<string>(
  'SiteDeletePayload',
  'Result of siteDelete.',
  'deletedSiteId',
  'ID',
  'The global id the deleted site had; null when refused.',
);
const SiteMovePayload = payloadType<RestSite>(
  'SiteMovePayload',
  'Result of siteMove.',
  'site',
  SiteRef,
  // SITE-1
  'The NEW site on the target account, with a new id; the original id no longer resolves. Null when refused.',
);

const LAT_LNG = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** SITE-4: 'lat,lng' with both numbers in range. */
function checkGeoLocation(checks: InputChecks, value: string | null | undefined): void {
  if (value == null) return;
  const m = LAT_LNG.exec(value);
  if (!m || Math.abs(Number(m[1])) > 90 || Math.abs(Number(m[2])) > 180) {
    checks.add(['geoLocation'], 'INVALID', "geoLocation must be 'lat,lng' with lat from -90 to 90 and lng from -180 to 180");
  }
}

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

builder.mutationFields((t) => ({
  siteCreate: t.field({
    type: SiteCreatePayload,
    description:
      'Creates a site on an account (REST `POST /sites`); the address is geocoded. The same address on the same account returns the existing site (`matchedExisting`).',
    args: { input: t.arg({ type: SiteCreateInput, required: true, description: 'The new site.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      const hasAddress = !!input.fullAddress?.trim();
      if (!hasAddress && input.geoLocation == null) checks.add(['fullAddress'], 'REQUIRED', 'fullAddress or geoLocation is required');
      checkGeoLocation(checks, input.geoLocation);
      let matchedExisting: boolean | undefined;
      return mutate(checks, async () => {
        const body: SiteWrite = {
          accountId: parseDatabaseId(input.accountId.id),
          fullAddress: hasAddress ? input.fullAddress! : undefined,
          geoLocation: input.geoLocation ?? undefined,
          title: input.title ?? undefined,
          street: input.street ?? undefined,
          city: input.city ?? undefined,
          state: input.state ?? undefined,
          zipcode: input.zipcode ?? undefined,
        };
        const { site, created } = await createSite(ctx.upstream, body);
        matchedExisting = !created;
        return primeFresh(SiteRef, ctx, site);
      }).then((payload) => Object.assign({}, payload, { matchedExisting }));
    },
  }),
  siteUpdate: t.field({
    type: SiteUpdatePayload,
    description: 'Changes a site (REST `PATCH /sites/{id}`). A new `fullAddress` is geocoded again; to give the site to another account use siteMove.',
    args: {
      id: t.arg.globalID({ for: SiteRef, required: true, description: 'The site to change.' }),
      input: t.arg({ type: SiteUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.fullAddress !== undefined) checks.required(['fullAddress'], input.fullAddress);
      checkGeoLocation(checks, input.geoLocation);
      if (input.timezone && !isIanaZone(input.timezone)) checks.add(['timezone'], 'INVALID', 'timezone must be an IANA zone name such as America/Denver');
      return mutate(checks, async () => {
        const body: SiteWrite = {
          fullAddress: input.fullAddress ?? undefined,
          geoLocation: input.geoLocation ?? undefined,
          title: input.title,
          street: input.street,
          city: input.city,
          state: input.state,
          zipcode: input.zipcode,
          timezone: input.timezone,
        };
        return primeFresh(SiteRef, ctx, await updateSite(ctx.upstream, parseDatabaseId(id.id), body));
      });
    },
  }),
  siteDelete: t.field({
    type: SiteDeletePayload,
    description:
      'Deletes a site (REST `DELETE /sites/{id}`). Irreversible: projects and opportunities on it lose their site link, and the id no longer resolves.',
    args: { id: t.arg.globalID({ for: SiteRef, required: true, description: 'The site to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteSite(ctx.upstream, databaseId);
        SiteRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Site', databaseId);
      }),
  }),
  siteMove: t.field({
    type: SiteMovePayload,
    // SITE-1, SITE-2, SITE-3
    description:
      'Moves a site to another account (REST `POST /sites/{id}/move`). IRREVERSIBLE: it creates a NEW site with a NEW id on the target account and permanently deletes the original, whose id then gives NOT_FOUND. Title and full address are copied and the address is geocoded again; opportunities, projects, work orders, forms, services, systems, assets and financial documents move to the new site, and service plan links are removed. Returns the new site.',
    args: {
      id: t.arg.globalID({ for: SiteRef, required: true, description: 'The site to move; it is deleted by the move.' }),
      input: t.arg({ type: SiteMoveInput, required: true, description: 'The target account.' }),
    },
    resolve: async (_root, { id, input }, ctx) => {
      const siteId = parseDatabaseId(id.id);
      const payload: Payload<RestSite> = await mutate(new InputChecks(), async () => {
        const site = await moveSite(ctx.upstream, siteId, parseDatabaseId(input.accountId.id));
        SiteRef.getDataloader(ctx).clear(siteId);
        return primeFresh(SiteRef, ctx, site);
      });
      // SITE-5: the move answers 404 for a missing target account too; point at the input that names it.
      for (const e of payload.userErrors) if (e.code === 'NOT_FOUND' && /account/i.test(e.message)) e.field = ['input', 'accountId'];
      return payload;
    },
  }),
}));
