/**
 * Fields projects and opportunities share (vendor `Project`/`Opportunity`; spec webhook `record`):
 * trades, value, workflow, location, the account, the jurisdiction (an Ahj answered from the summary
 * the record holds), the owner.
 */
import type { Types } from '../builder.js';
import { AccountRef, AhjRef, SiteRef, UserRef } from '../refs.js';
import { isFull, readAll, reader, type HasLoader, type Rec } from '../summary.js';
import { latLng, stringList } from '../lenient.js';
import { linkById } from '../children-by-id.js';
import type { RestRecordBase } from '../../upstream/projects.js';
import { siteOfRecord } from './record-site.js';

export function workRecordFields<T extends RestRecordBase>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Rec<T>>, ref: HasLoader<Rec<T>>, noun: string) {
  const base = ref as unknown as HasLoader<Rec<RestRecordBase>>;
  const get = reader<RestRecordBase>(base);
  return {
    uid: t.int({
      nullable: true,
      description: `Number of the ${noun} shown to users (unique within the company).`,
      // Vendor records send it as `number`, older ones as `uid`.
      resolve: async (r, _a, c) => {
        const own = r.uid ?? r.number;
        if (own != null || isFull(r)) return own ?? null;
        const { uid, number } = await readAll(base, r, ['uid', 'number'], c);
        return uid ?? number ?? null;
      },
    }),
    trades: t.stringList({
      description: 'Trade types of the work (e.g. SOLAR, ROOFING).',
      resolve: async (r, a, c) => stringList(await get('trades')(r, a, c)),
    }),
    value: t.float({ nullable: true, description: `Value of the ${noun}, in US dollars with cents.`, resolve: get('value') }),
    size: t.float({ nullable: true, description: `Size of the ${noun} (e.g. system size), in the company's unit.`, resolve: get('size') }),
    workflowId: t.int({ nullable: true, description: 'REST id of the workflow the record follows.', resolve: get('workflowId') }),
    workflowName: t.string({ nullable: true, description: 'Name of the workflow the record follows.', resolve: get('workflowName') }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: `The account the ${noun} belongs to; null when it has none. Cost: one upstream request per distinct account, fetched together.`,
      resolve: async (r, a, c, info) => linkById(AccountRef, await get('accountId')(r, a, c), c, info),
    }),
    site: t.field({
      type: SiteRef,
      nullable: true,
      description: `The site of the ${noun}'s account at the ${noun}'s address, where its work happens; null when the ${noun} has no account or no site of the account has its address. Cost: one upstream request per distinct account (its sites), fetched together.`,
      resolve: async (r, _a, c) => siteOfRecord(await readAll(base, r, ['accountId', 'address', 'street', 'zipcode'], c), c),
    }),
    jurisdiction: t.field({
      type: AhjRef,
      nullable: true,
      description:
        'The authority having jurisdiction (permits, inspections); null when none is set. `id`, `databaseId`, `name` and `uuid` come with the record; other fields cost one upstream request per distinct AHJ, fetched together.',
      resolve: async (r, a, c) => {
        const j = await get('jurisdiction')(r, a, c);
        return j && typeof j.id === 'number' ? j : null;
      },
    }),
    owner: t.field({
      type: UserRef,
      nullable: true,
      description: `The user who owns the ${noun}; null when unassigned. Cost: at most one upstream request per operation (the user directory).`,
      resolve: async (r, _a, c) => {
        const { owner, ownerId } = await readAll(base, r, ['owner', 'ownerId'], c);
        return owner ?? ownerId ?? null;
      },
    }),
    street: t.string({ nullable: true, description: 'Street line of the address.', resolve: get('street') }),
    city: t.string({ nullable: true, description: 'City of the address.', resolve: get('city') }),
    state: t.string({ nullable: true, description: 'State of the address (two-letter code).', resolve: get('state') }),
    zipcode: t.string({ nullable: true, description: 'Zip code of the address.', resolve: get('zipcode') }),
    geoLocation: t.stringList({
      description:
        "Coordinates as 'lat,lng' strings in decimal degrees, e.g. '39.7392,-104.9903'; an empty list when unknown. `latitude` and `longitude` give the first as numbers.",
      resolve: async (r, a, c) => stringList(await get('geoLocation')(r, a, c)),
    }),
    latitude: t.field({
      type: 'Latitude',
      nullable: true,
      description: 'Latitude from the first `geoLocation` entry; null when missing or malformed.',
      resolve: async (r, a, c) => latLng(await get('geoLocation')(r, a, c))?.lat ?? null,
    }),
    longitude: t.field({
      type: 'Longitude',
      nullable: true,
      description: 'Longitude from the first `geoLocation` entry; null when missing or malformed.',
      resolve: async (r, a, c) => latLng(await get('geoLocation')(r, a, c))?.lng ?? null,
    }),
  };
}
