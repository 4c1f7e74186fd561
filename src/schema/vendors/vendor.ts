/**
 * Vendor: a supplier, manufacturer, lender, subcontractor, logistics firm or consultant the company works
 * with (`GET /vendors`, `GET /vendors/search`, `GET /vendors/{id}`), linked to projects both ways. A
 * vendor names its projects; no REST list gives a project's vendors, so `Project.vendors` reads the
 * company's vendor list once per operation (shared by every project that asks) and picks the project's.
 */
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { builder } from '../builder.js';
import { parentListConnection } from '../parent-lists.js';
import { ContactRef, ProjectRef } from '../refs.js';
import { primeAll, reader, whenRead } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, jsonObject, oneOf, stringList } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { markSummary } from '../records/contact-refs.js';
import { RecordSearchInput, searchConditions } from '../records/search.js';
import { VendorRef } from './refs.js';
import type { GatewayContext } from '../../gateway/context.js';
import { listAllVendors, listVendors, searchVendors, type RestVendor } from '../../upstream/vendors.js';
import { VENDOR_TYPES } from '../../rest-enums.js';
import { loaderOptions } from '../loader-options.js';

const get = reader<RestVendor>(VendorRef);

export const VendorType = builder.enumType('VendorType', {
  description: 'What a vendor does for the company.',
  values: {
    CONSULTANT: { description: 'Engineering, permitting or other professional services.' },
    FINANCING: { description: "A lender or finance partner of the customers' projects." },
    LOGISTICS: { description: 'Freight, cranes and delivery.' },
    MANUFACTURER: { description: 'Makes the equipment installed.' },
    SUBCONTRACTOR: { description: 'Does part of the work on site.' },
    SUPPLIER: { description: 'A distributor the company buys materials from.' },
  } as const satisfies Record<(typeof VENDOR_TYPES)[number], { description: string }>,
});

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0) : []);

VendorRef.implement({
  description:
    'A company the workspace buys from or works with (supplier, manufacturer, lender, subcontractor, logistics, consultant), linked to the projects it took part in.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the vendor.' }),
    number: t.int({
      nullable: true,
      description: 'Vendor number within the company (e.g. 1004).',
      resolve: get('number'),
    }),
    name: t.string({ nullable: true, description: 'Vendor name.', resolve: get('name') }),
    vendorType: t.field({
      type: VendorType,
      nullable: true,
      description: 'What the vendor does; null when unset or a kind this schema does not know.',
      resolve: get('vendorType', (type) => oneOf(VENDOR_TYPES, type)),
    }),
    description: t.string({ nullable: true, description: 'Free-text description.', resolve: get('description') }),
    address: t.stringList({
      description: 'Location as a list of strings; one element holds the full address.',
      resolve: get('address', stringList),
    }),
    website: t.string({ nullable: true, description: 'Website as entered (it may lack the https:// scheme).', resolve: get('website') }),
    isActive: t.boolean({ nullable: true, description: 'False when the vendor is archived (hidden from the default list).', resolve: get('isActive') }),
    primaryEmail: t.string({ nullable: true, description: 'E-mail address of the primary contact.', resolve: get('primaryEmail') }),
    primaryPhone: t.string({ nullable: true, description: 'Phone number of the primary contact.', resolve: get('primaryPhone') }),
    custom: t.field({
      type: 'JSONObject',
      description: "Custom property values keyed by the property's keyName.",
      resolve: get('custom', jsonObject),
    }),
    customProperty: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The value of one custom property; null when it is unset.',
      args: { keyName: t.arg.string({ required: true, description: 'The property keyName.' }) },
      resolve: (v, args, c) => whenRead(get('custom')(v, args, c), (custom) => jsonObject(custom)[args.keyName] ?? null),
    }),
    contacts: t.field({
      type: [ContactRef],
      description:
        "The vendor's contacts, the primary first. Name, e-mails and phones come with the vendor; other fields cost one upstream request per distinct contact.",
      resolve: get('contacts', markSummary),
    }),
    projects: t.field({
      type: [ProjectRef],
      // Ids only: each project loads once per distinct id, all in one wave.
      complexity: { field: 1, multiplier: 20 },
      description:
        'Projects the vendor is linked to. `id` and `databaseId` come with the vendor; other fields cost one upstream request per distinct project, fetched together.',
      resolve: get('projectIds', (projectIds) => ids(projectIds).map((id) => ({ id }))),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the vendor was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the vendor last changed.',
      resolve: get('updatedAt', dateTime),
    }),
  }),
});

export const VendorConnection = connectionOf(VendorRef, 'Vendor', 'vendor', 'vendors', NO_TOTALS);

const VendorFilter = builder.inputType('VendorFilter', {
  description: 'Filters of the vendor list (the query parameters of REST `GET /vendors`).',
  fields: (t) => ({
    vendorType: t.field({ type: VendorType, description: 'Only vendors of this kind (REST `vendor_type`; not with `where`).' }),
    includeArchived: t.boolean({ description: 'Include archived vendors (REST `include_archived`); default false.' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only vendors changed after this time (REST `updated_after`; not with `where`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only vendors changed before this time (REST `updated_before`; not with `where`).' }),
  }),
});

builder.queryFields((t) => ({
  vendor: recordLookupField(t, VendorRef, 'a vendor', { includes: 'with its contacts' }),
  vendors: t.connection(
    restConnection(t, {
      type: VendorRef,
      description:
        'Vendors of your company, newest first; archived ones only with `filter.includeArchived`. Cost: one upstream request per page (REST `GET /vendors`, or `GET /vendors/search` with `where`).',
      args: {
        filter: t.arg({ type: VendorFilter, description: 'Narrows the list (REST query parameters).' }),
        where: t.arg({
          type: RecordSearchInput,
          description:
            'Search with one or two conditions on standard fields (name, vendorType, website, number …) or custom property keys (REST `GET /vendors/search`).',
        }),
      },
      orderBy: 'Sort direction by creation time (REST `order_by`; not with `where`).',
      pages: (args, ctx) => {
        const f = args.filter;
        const where = args.where;
        if (where) {
          // Vendors have no list-valued field, so no operator is ruled out (as for accounts).
          const conditions = searchConditions(where, 'accounts');
          return ({ page, pageSize }) =>
            searchVendors(ctx.upstream, { page, pageSize, conditions, logic: where.combine ?? 'and', includeArchived: f?.includeArchived ?? undefined });
        }
        return (page) =>
          listVendors(ctx.upstream, {
            vendorType: f?.vendorType ?? undefined,
            includeArchived: f?.includeArchived ?? undefined,
            updatedAfter: f?.updatedAfter?.toISOString(),
            updatedBefore: f?.updatedBefore?.toISOString(),
            ...page,
          });
      },
    }),
    VendorConnection,
  ),
}));

/** The company's vendors (archived too), read once per operation whatever the number of projects asking. */
const allVendors = dataloaderGetter<'all', RestVendor[], 'all'>(
  loaderOptions,
  (keys, context) => {
    const ctx = context as GatewayContext;
    return listAllVendors(ctx.upstream).then(
      (rows) => keys.map(() => primeAll(VendorRef, ctx, rows)),
      (e: Error) => keys.map(() => e),
    );
  },
  undefined,
  false,
) as (ctx: GatewayContext) => DataLoader<'all', RestVendor[]>;

builder.objectFields(ProjectRef, (t) => ({
  vendors: t.connection(
    {
      type: VendorRef,
      description:
        "Vendors linked to the project, archived ones included. Cost: one upstream request per 100 vendors of the company, once per operation, whatever the page, shared by every project of the query (the REST API has no list of a project's vendors).",
      ...parentListConnection(async (id, ctx) => (await allVendors(ctx).load('all')).filter((v) => ids(v.projectIds).includes(id))),
    },
    VendorConnection,
  ),
}));
