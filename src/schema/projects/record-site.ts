/**
 * The site a project or opportunity is at. Neither the REST API's records nor its site endpoints name
 * the link (no `siteId` on a project, no projects on a site), but a site is its account's place at one
 * address (creating a site at an address the account already has returns that site), and a record
 * carries its `accountId` and its address. So the record's site is the site of its account with the
 * record's address: the account's sites are read once per distinct account (`GET /sites?accountId=`,
 * every page) and shared by all records of the operation on that account.
 */
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { SiteRef } from '../refs.js';
import { primeAll } from '../summary.js';
import { eachKey } from '../../upstream/batch.js';
import { fetchAllPages } from '../../upstream/paging.js';
import { listSites, type RestSite } from '../../upstream/sites.js';
import type { GatewayContext } from '../../gateway/context.js';
import { loaderOptions } from '../loader-options.js';

/** Per request: account id → every site of the account (one request per 100 sites, accounts of a level together). */
const sitesOfAccount = dataloaderGetter<number, RestSite[], number>(
  loaderOptions,
  (accountIds, context) => {
    const ctx = context as GatewayContext;
    return eachKey(
      accountIds,
      (accountId) => fetchAllPages((page, pageSize) => listSites(ctx.upstream, { accountId, page, pageSize }).then((items) => ({ items }))),
      (rows) => primeAll(SiteRef, ctx, rows),
    );
  },
  undefined,
  false,
) as (ctx: GatewayContext) => DataLoader<number, RestSite[]>;

/** An address for comparing: lower case, punctuation and repeated spaces dropped ("123 Main St., Denver" = "123 main st denver"). */
export function addressKey(value: unknown): string {
  return typeof value === 'string'
    ? value
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : '';
}

/** The parts of a project or opportunity that say where it is. */
export interface RecordPlace {
  accountId?: number | null;
  address?: unknown;
  street?: string | null;
  zipcode?: string | null;
}

/**
 * The account's site at the record's address: its full address equals one of the record's address lines,
 * or (records that also carry address parts) street and zip code both match. Null when the record has no
 * account or no site of the account has its address.
 */
export async function siteOfRecord(record: RecordPlace, ctx: GatewayContext): Promise<RestSite | null> {
  if (typeof record.accountId !== 'number') return null;
  const lines = (Array.isArray(record.address) ? record.address : [record.address]).map(addressKey).filter(Boolean);
  const street = addressKey(record.street);
  const zipcode = addressKey(record.zipcode);
  if (!lines.length && !(street && zipcode)) return null;
  const sites = await sitesOfAccount(ctx).load(record.accountId);
  return (
    sites.find((s) => lines.includes(addressKey(s.fullAddress))) ??
    (street && zipcode ? sites.find((s) => addressKey(s.street) === street && addressKey(s.zipcode) === zipcode) : undefined) ??
    null
  );
}
