/**
 * Asset: installed equipment on a customer's site (`GET /assets`, `GET /assets/{id}`), linked both ways:
 * `Asset.site`/`Asset.account`, and `Site.assets`/`Account.assets` (one request per site or account,
 * all of a level in one wave).
 */
import { builder } from '../builder.js';
import { parentListConnection, parentListLoader } from '../parent-lists.js';
import { AccountRef, SiteRef } from '../refs.js';
import { LabelRef } from '../lookups/refs.js';
import { FileRef } from '../files/refs.js';
import { primeAll, reader } from '../summary.js';
import { parseDatabaseId, recordLookupField } from '../ids.js';
import { dateTime, oneOf } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { AssetRef } from './refs.js';
import type { GatewayContext } from '../../gateway/context.js';
import { listAssets, listAssetsOf, type RestAsset } from '../../upstream/assets.js';
import { eachKey } from '../../upstream/batch.js';
import { UpstreamError } from '../../upstream/errors.js';
import { ASSET_STATUSES, ASSET_TYPES } from '../../rest-enums.js';

const get = reader<RestAsset>(AssetRef);

/** "PV_INVERTER" → "PV inverter", for the enum value descriptions. */
const words = (code: string) => {
  const s = code
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\bpv\b/, 'PV')
    .replace(/\bev\b/, 'EV');
  return s[0]!.toUpperCase() + s.slice(1);
};

export const AssetType = builder.enumType('AssetType', {
  description: 'Kind of equipment, grouped as the catalog groups products: energy, mechanical, electrical, plumbing, low voltage; OTHER for the rest.',
  values: Object.fromEntries(
    ASSET_TYPES.map((code) => [code, { description: code === 'OTHER' ? 'Equipment of any other kind.' : `${words(code)}.` }]),
  ) as Record<(typeof ASSET_TYPES)[number], { description: string }>,
});

export const AssetStatus = builder.enumType('AssetStatus', {
  description: 'Where an asset is in its life.',
  values: {
    DRAFT: { description: 'Recorded but not yet confirmed on site.' },
    ACTIVE: { description: 'Installed and in service.' },
    MAINTENANCE: { description: 'In service but being repaired or awaiting parts.' },
    INACTIVE: { description: 'Installed but switched off or out of service.' },
    RETIRED: { description: 'Removed from service for good.' },
  } as const satisfies Record<(typeof ASSET_STATUSES)[number], { description: string }>,
});

const calendarDay = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
/**
 * A number field of the asset: null when absent or not a number; a number JSON could only read as
 * infinite (1.8e308 is past the largest double) fails the field, saying so, rather than reading as absent.
 */
const num = (v: unknown) => {
  if (typeof v !== 'number') return null;
  if (!Number.isFinite(v)) throw new UpstreamError('UPSTREAM_ERROR', 'assets: the upstream API sent a number out of range');
  return v;
};
/** A link as `{ id }`: `id` and `databaseId` cost no request, other fields load the record once. */
const link = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? { id: v } : null);

AssetRef.implement({
  description:
    "A piece of installed equipment on a customer's site (an inverter, battery, meter, charger, heat pump …) with its manufacturer, model, serial number, install date and expected lifetime. Archived, not deleted: the REST API has no deletion of assets.",
  fields: (t) => ({
    databaseId: t.int({ nullable: false, description: 'The REST id of the asset.', resolve: (a) => a.id }),
    uid: t.int({
      nullable: true,
      description: 'Short number of the asset within the company; null on older records.',
      resolve: get('uid', num),
    }),
    name: t.string({ nullable: true, description: 'Display name (by default the manufacturer and model).', resolve: get('name') }),
    type: t.field({
      type: AssetType,
      nullable: true,
      description: 'Kind of equipment; null when unset or a kind this schema does not know.',
      resolve: get('type', (type) => oneOf(ASSET_TYPES, type)),
    }),
    status: t.field({
      type: AssetStatus,
      nullable: true,
      description: 'Where the asset is in its life; null for a status this schema does not know.',
      resolve: get('status', (status) => oneOf(ASSET_STATUSES, status)),
    }),
    manufacturer: t.string({ nullable: true, description: 'Manufacturer (brand), e.g. Enphase or Tesla.', resolve: get('manufacturer') }),
    model: t.string({ nullable: true, description: 'Model name or part number as on the nameplate.', resolve: get('model') }),
    serialNumber: t.string({ nullable: true, description: 'Serial number as on the nameplate.', resolve: get('serialNumber') }),
    size: t.float({
      nullable: true,
      description:
        'Nameplate size as recorded; the REST API does not name the unit (this workspace uses kW for inverters and chargers, kWh for batteries, amperes for panels and switches).',
      resolve: get('size', num),
    }),
    installDate: t.string({
      nullable: true,
      description: 'Day the asset was installed, as YYYY-MM-DD; null when unknown.',
      resolve: get('installDate', calendarDay),
    }),
    manufacturingDate: t.string({
      nullable: true,
      description: 'Day the asset was made, as YYYY-MM-DD; null when unknown.',
      resolve: get('manufacturingDate', calendarDay),
    }),
    expectedLifetime: t.float({
      nullable: true,
      description: 'Expected service life in years.',
      resolve: get('expectedLifetime', num),
    }),
    endOfLifeDate: t.string({
      nullable: true,
      description: 'Install date plus the expected lifetime (whole months), as YYYY-MM-DD: when the asset is due for replacement. Null when either is unknown.',
      resolve: async (a, x, c) => {
        const day = calendarDay(await get('installDate')(a, x, c));
        const years = num(await get('expectedLifetime')(a, x, c));
        if (!day || years === null) return null;
        const d = new Date(`${day}T00:00:00Z`);
        if (Number.isNaN(d.getTime())) return null;
        d.setUTCMonth(d.getUTCMonth() + Math.round(years * 12));
        // A lifetime the upstream sent as a valid but huge (or hugely negative) number lands outside the
        // calendar a YYYY-MM-DD date can write: this field fails, saying why, and the rest of the asset stays.
        const year = d.getUTCFullYear();
        if (Number.isNaN(year) || year < 0 || year > 9999) {
          throw new UpstreamError('UPSTREAM_ERROR', `assets: the expected lifetime (${years} years) puts the end of life outside the years 0 to 9999`);
        }
        return d.toISOString().slice(0, 10);
      },
    }),
    description: t.string({ nullable: true, description: 'Free-text note about the asset.', resolve: get('description') }),
    isArchived: t.boolean({
      nullable: true,
      description: 'True when the asset is archived (hidden from everyday lists; reversible).',
      resolve: get('isArchived'),
    }),
    labels: t.field({
      type: [LabelRef],
      // Name and colour come with the asset, which carries a few labels, not the default 20.
      complexity: { field: 0, multiplier: 3 },
      description: 'Asset labels, in their order. Name and colour come with the asset; other fields cost one upstream request per distinct label.',
      resolve: async (a, x, c) => {
        const labels = await get('labels')(a, x, c);
        if (!Array.isArray(labels)) return [];
        // Inside an asset the vendor names the work-order label type TASK; the label list calls it WORK.
        return labels
          .filter((l) => l && typeof l.id === 'number')
          .map((l) => ({ id: l.id, name: l.name ?? null, color: l.color ?? null, type: l.type === 'TASK' ? 'WORK' : l.type }));
      },
    }),
    site: t.field({
      type: SiteRef,
      nullable: true,
      description:
        'The site the asset is installed at (a site move takes its assets along). `id` and `databaseId` come with the asset; other fields cost one upstream request per distinct site.',
      resolve: get('siteId', link),
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description:
        "The account that owns the asset (the site's account). `id` and `databaseId` come with the asset; other fields cost one upstream request per distinct account.",
      resolve: get('accountId', link),
    }),
    coverImage: t.field({
      type: FileRef,
      nullable: true,
      description: 'Photo of the asset; null when none. `id` and `databaseId` come with the asset; other fields cost one upstream request per distinct file.',
      resolve: get('coverImageFileId', link),
    }),
    nameplateImage: t.field({
      type: FileRef,
      nullable: true,
      description:
        'Photo of the nameplate; null when none. `id` and `databaseId` come with the asset; other fields cost one upstream request per distinct file.',
      resolve: get('nameplateImageFileId', link),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the asset was recorded.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the asset last changed.',
      resolve: get('updatedAt', dateTime),
    }),
  }),
});

export const AssetConnection = connectionOf(AssetRef, 'Asset', 'asset', 'assets', NO_TOTALS);

const AssetFilter = builder.inputType('AssetFilter', {
  description: 'Filters of the asset list (the query parameters of REST `GET /assets`).',
  fields: (t) => ({
    accountId: t.globalID({ for: AccountRef, description: 'Only assets of this account (REST `account_id`).' }),
    siteId: t.globalID({ for: SiteRef, description: 'Only assets at this site (REST `site_id`).' }),
    status: t.field({ type: AssetStatus, description: 'Only assets in this status (REST `status`).' }),
    type: t.field({ type: AssetType, description: 'Only assets of this kind (REST `type`).' }),
    manufacturer: t.string({ description: 'Only assets whose manufacturer contains this text, any case (REST `manufacturer`).' }),
    isArchived: t.boolean({ description: 'Only archived (true) or only unarchived (false) assets; both when left out (REST `is_archived`).' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only assets changed after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only assets changed before this time (REST `updated_before`).' }),
  }),
});

builder.queryFields((t) => ({
  asset: recordLookupField(t, AssetRef, 'an asset'),
  assets: t.connection(
    restConnection(t, {
      type: AssetRef,
      description:
        'Installed equipment of your company, newest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /assets`).',
      args: { filter: t.arg({ type: AssetFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: 'Sort direction by creation time (REST `order_by`).',
      pages: (args, ctx) => {
        const f = args.filter;
        const params = {
          accountId: f?.accountId ? parseDatabaseId(f.accountId.id, 'filter.accountId') : undefined,
          siteId: f?.siteId ? parseDatabaseId(f.siteId.id, 'filter.siteId') : undefined,
          status: f?.status ?? undefined,
          type: f?.type ?? undefined,
          manufacturer: f?.manufacturer ?? undefined,
          isArchived: f?.isArchived ?? undefined,
          updatedAfter: f?.updatedAfter?.toISOString(),
          updatedBefore: f?.updatedBefore?.toISOString(),
        };
        return (page) => listAssets(ctx.upstream, Object.assign({}, params, page));
      },
    }),
    AssetConnection,
  ),
}));

/** The assets of many sites or accounts: one request per distinct parent (and 100 assets), one wave; primes the asset loader. */
function assetsOf(by: 'site' | 'account') {
  return (ids: readonly number[], ctx: GatewayContext) =>
    eachKey(
      ids,
      (id) => listAssetsOf(ctx.upstream, by, id),
      (rows) => primeAll(AssetRef, ctx, rows),
    );
}

const assetsOfSite = parentListLoader(assetsOf('site'));
const assetsOfAccount = parentListLoader(assetsOf('account'));

builder.objectFields(SiteRef, (t) => ({
  assets: t.connection(
    {
      type: AssetRef,
      description:
        'Equipment installed at the site, archived included, oldest first (up to 1,000). The list is read whole and any page of it is served from that read. Cost: one upstream request per site and 100 assets, whatever the page; sites of one page are fetched together.',
      ...parentListConnection((id, ctx) => assetsOfSite(ctx).load(id)),
    },
    AssetConnection,
  ),
}));

builder.objectFields(AccountRef, (t) => ({
  assets: t.connection(
    {
      type: AssetRef,
      description:
        'Equipment the account owns at any of its sites, archived included, oldest first (up to 1,000). The list is read whole and any page of it is served from that read. Cost: one upstream request per account and 100 assets, whatever the page; accounts of one page are fetched together.',
      ...parentListConnection((id, ctx) => assetsOfAccount(ctx).load(id)),
    },
    AssetConnection,
  ),
}));
