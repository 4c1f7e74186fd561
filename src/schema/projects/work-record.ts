/**
 * WorkRecord: the fields projects and opportunities share (vendor `Project`/`Opportunity`; spec webhook
 * `record`), declared once as an interface both types implement, so a client can select them with
 * `... on WorkRecord`: trades, value, workflow, location, the account, the site, the jurisdiction (an Ahj
 * answered from the summary the record holds), the owner. A field that needs more than the parent holds
 * loads the full record through the by-id loader of the type being resolved (`info.parentType`).
 */
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.js';
import { AccountRef, AhjRef, OpportunityRef, ProjectRef, SiteRef, UserRef } from '../refs.js';
import { isFull, readAll, type ReadsRecords, type Rec, whenRead } from '../summary.js';
import { latLng, stringList } from '../lenient.js';
import { linkById } from '../children-by-id.js';
import type { GatewayContext } from '../../gateway/context.js';
import type { RestRecordBase } from '../../upstream/projects.js';
import { siteOfRecord } from './record-site.js';

type WorkRecord = Rec<RestRecordBase>;

/** The by-id loader of each type that implements WorkRecord. */
const refs: Readonly<Record<string, ReadsRecords<WorkRecord>>> = { Project: ProjectRef, Opportunity: OpportunityRef };

function refOf(info: GraphQLResolveInfo): ReadsRecords<WorkRecord> {
  const ref = refs[info.parentType.name];
  if (!ref) throw new Error(`WorkRecord has no loader for ${info.parentType.name}`);
  return ref;
}

type Resolver<R> = (record: WorkRecord, args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => R | Promise<R>;

/** A resolver of `key` (through `map`): from the parent when it holds the key, else from the full record. */
function get<K extends keyof RestRecordBase>(key: K): Resolver<RestRecordBase[K] | undefined>;
function get<K extends keyof RestRecordBase, R>(key: K, map: (value: RestRecordBase[K] | undefined) => R): Resolver<R>;
function get<K extends keyof RestRecordBase, R>(key: K, map?: (value: RestRecordBase[K] | undefined) => R): Resolver<RestRecordBase[K] | undefined | R> {
  const out = (value: RestRecordBase[K] | undefined) => (map ? map(value) : value);
  return (r, _a, c, info) => {
    const held: Partial<RestRecordBase> = r;
    return key in r || isFull(r) ? out(held[key]) : readAll(refOf(info), r, [key], c).then((full) => out(full[key]));
  };
}

/** Several keys at once (one load at most), for fields computed from more than one. */
const readKeys = <K extends keyof RestRecordBase>(r: WorkRecord, keys: readonly K[], c: GatewayContext, info: GraphQLResolveInfo) =>
  readAll(refOf(info), r, keys, c);

export const WorkRecordRef = builder.interfaceRef<WorkRecord>('WorkRecord').implement({
  description:
    'What projects and opportunities share: the work, its value, its workflow, where it happens, the account, the jurisdiction and the owner. Select these fields on either with `... on WorkRecord`.',
  fields: (t) => ({
    uid: t.int({
      nullable: true,
      description: 'Number of the project or opportunity shown to users (unique within the company).',
      // Vendor records send it as `number`, older ones as `uid`.
      resolve: async (r, _a, c, info) => {
        const own = r.uid ?? r.number;
        if (own != null || isFull(r)) return own ?? null;
        const { uid, number } = await readKeys(r, ['uid', 'number'], c, info);
        return uid ?? number ?? null;
      },
    }),
    trades: t.stringList({ description: 'Trade types of the work (e.g. SOLAR, ROOFING).', resolve: get('trades', stringList) }),
    value: t.float({ nullable: true, description: 'Value of the project or opportunity, in US dollars with cents.', resolve: get('value') }),
    size: t.float({ nullable: true, description: "Size of the project or opportunity (e.g. system size), in the company's unit.", resolve: get('size') }),
    workflowId: t.int({ nullable: true, description: 'REST id of the workflow the record follows.', resolve: get('workflowId') }),
    workflowName: t.string({ nullable: true, description: 'Name of the workflow the record follows.', resolve: get('workflowName') }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description:
        'The account the project or opportunity belongs to; null when it has none. Cost: one upstream request per distinct account, fetched together.',
      resolve: (r, a, c, info) => whenRead(get('accountId')(r, a, c, info), (id) => linkById(AccountRef, id, c, info)),
    }),
    site: t.field({
      type: SiteRef,
      nullable: true,
      description:
        "The site where the work happens: the site of the project's or opportunity's account at its address; null when it has no account or no site of the account has that address. Cost: one upstream request per distinct account (its sites), fetched together.",
      resolve: async (r, _a, c, info) => siteOfRecord(await readKeys(r, ['accountId', 'address', 'street', 'zipcode'], c, info), c),
    }),
    jurisdiction: t.field({
      type: AhjRef,
      nullable: true,
      description:
        'The authority having jurisdiction (permits, inspections); null when none is set. `id`, `databaseId`, `name` and `uuid` come with the record; other fields cost one upstream request per distinct AHJ, fetched together.',
      resolve: get('jurisdiction', (j) => (j && typeof j.id === 'number' ? j : null)),
    }),
    owner: t.field({
      type: UserRef,
      nullable: true,
      description: `The user who owns the project or opportunity; null when unassigned. Cost: at most one upstream request per operation (the user directory).`,
      resolve: async (r, _a, c, info) => {
        const { owner, ownerId } = await readKeys(r, ['owner', 'ownerId'], c, info);
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
      resolve: get('geoLocation', stringList),
    }),
    latitude: t.field({
      type: 'Latitude',
      nullable: true,
      description: 'Latitude from the first `geoLocation` entry; null when missing or malformed.',
      resolve: get('geoLocation', (g) => latLng(g)?.lat ?? null),
    }),
    longitude: t.field({
      type: 'Longitude',
      nullable: true,
      description: 'Longitude from the first `geoLocation` entry; null when missing or malformed.',
      resolve: get('geoLocation', (g) => latLng(g)?.lng ?? null),
    }),
  }),
});
