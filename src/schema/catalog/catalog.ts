/**
 * Catalog lookups: units (`GET /catalog-units`, `/catalog-units/{id}`), measurements (`GET
 * /measurements`, `/measurements/{id}`), categories (`GET /catalog-categories`) and company taxes
 * (`GET /taxes`). A catalog item holds its unit's and measurements' summaries, so `CatalogItem.unit {
 * name abbreviation }` and `CatalogItem.measurements { name }` cost no request.
 */
import { createContextCache } from '@pothos/core';
import { builder } from '../builder.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchAllPages } from '../../upstream/paging.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { CatalogItemRef, CatalogUnitRef, MeasurementRef } from './refs.js';
import { CatalogItemType } from './catalog-item.js';
import {
  listCatalogCategories,
  listMeasurements,
  listTaxes,
  listUnits,
  type RestCatalogCategory,
  type RestCatalogItemLinks,
  type RestCatalogUnit,
  type RestMeasurement,
  type RestTax,
} from '../../upstream/catalog.js';

const getUnit = reader<RestCatalogUnit>(CatalogUnitRef);
const getMeasurement = reader<RestMeasurement>(MeasurementRef);
const getLinks = reader<RestCatalogItemLinks>(CatalogItemRef);

const withId = <T extends { id?: unknown }>(v: T | null | undefined): (T & { id: number }) | null =>
  v && typeof v.id === 'number' ? (v as T & { id: number }) : null;

CatalogUnitRef.implement({
  description: 'A unit catalog items are sold and measured in (each, foot, square foot, kilowatt …).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the unit.' }),
    name: t.string({ nullable: true, description: 'Name of the unit (e.g. Square foot).', resolve: getUnit('name') }),
    abbreviation: t.string({ nullable: true, description: 'Short form of the unit (e.g. sq ft).', resolve: getUnit('abbreviation') }),
    dimension: t.string({ nullable: true, description: 'What the unit measures: COUNT, LENGTH, AREA, POWER, ENERGY or TIME.', resolve: getUnit('dimension') }),
  }),
});

MeasurementRef.implement({
  description: 'A measurement of a job (roof area, wire run …) that catalog items can be linked to, in a unit.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the measurement.' }),
    name: t.string({ nullable: true, description: 'Name of the measurement.', resolve: getMeasurement('name') }),
    description: t.string({ nullable: true, description: 'What the measurement covers.', resolve: getMeasurement('description') }),
    unit: t.field({
      type: CatalogUnitRef,
      nullable: true,
      description: 'The unit of the measurement (name and abbreviation come with it).',
      resolve: async (m, a, c) => withId(await getMeasurement('unit')(m, a, c)) ?? idRef(await getMeasurement('unitId')(m, a, c)),
    }),
  }),
});

const idRef = (id: unknown) => (typeof id === 'number' && id > 0 ? { id } : null);

const CatalogCategoryRef = builder.objectRef<RestCatalogCategory>('CatalogCategory').implement({
  description: 'A category of catalog items: product categories belong to a trade group, service categories to none.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Code of the category, as catalog items name it in `category`.' }),
    name: t.exposeString('name', { nullable: true, description: 'Display name of the category.' }),
    type: t.field({
      type: CatalogItemType,
      nullable: true,
      description: 'Whether the category holds products or services.',
      resolve: (c) => (c.type === 'PRODUCT' || c.type === 'SERVICE' ? c.type : null),
    }),
    tradeGroup: t.exposeString('tradeGroup', { nullable: true, description: 'Trade group of a product category (e.g. ELECTRICAL); null for services.' }),
  }),
});

export const TaxRef = builder.objectRef<RestTax>('Tax').implement({
  description: 'A tax rate of the company, for quotes and invoices (REST `/taxes`). Not a Node: a tax cannot be fetched by id; read them through `taxes`.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the tax (`taxId` on documents).' }),
    name: t.exposeString('name', { nullable: true, description: 'Display name of the tax.' }),
    rate: t.exposeString('rate', {
      nullable: true,
      description: 'The rate in percent as a decimal string, exactly as stored ("7.2500" is 7.25%); null when unset.',
    }),
    isArchived: t.exposeBoolean('isArchived', { nullable: true, description: 'True when the tax is archived (hidden from the default list).' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When the tax was created.', resolve: (x) => dateTime(x.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the tax was last changed.', resolve: (x) => dateTime(x.updatedAt) }),
  }),
});

builder.objectFields(CatalogItemRef, (t) => ({
  unit: t.field({
    type: CatalogUnitRef,
    nullable: true,
    description:
      'The unit the item is sold in; null when unset. Name and abbreviation come with the item; other fields cost one upstream request per distinct unit.',
    resolve: async (item, a, c) => withId(await getLinks('unit')(item, a, c)) ?? idRef(await getLinks('unitId')(item, a, c)),
  }),
  measurements: t.field({
    type: [MeasurementRef],
    // The summaries come with the item; an item links a handful of measurements, not the default 20.
    complexity: { field: 0, multiplier: 3 },
    // CAT-1
    description: 'Measurements the item is linked to. Names and units come with the item; other fields cost one upstream request per distinct measurement.',
    resolve: async (item, a, c) => {
      const summaries = (await getLinks('measurements')(item, a, c)) ?? null;
      if (Array.isArray(summaries)) return summaries.filter((m) => m && typeof m.id === 'number');
      const ids = (await getLinks('measurementIds')(item, a, c)) ?? [];
      return ids.filter((id): id is number => typeof id === 'number').map((id) => ({ id }));
    },
  }),
}));

/**
 * Per request: the company's taxes by id, archived ones included (a document keeps a tax that was archived
 * since). The REST API has no by-id read of a tax, so the list is read once per operation, every page.
 */
const companyTaxes = createContextCache((ctx: GatewayContext) => {
  let byId: Promise<Map<number, RestTax>> | undefined;
  return () => {
    byId ??= fetchAllPages((page, pageSize) => listTaxes(ctx.upstream, { page, pageSize, includeArchived: true }).then((items) => ({ items }))).then(
      (taxes) => new Map(taxes.map((tax) => [tax.id, tax])),
    );
    return byId;
  };
});

/** The company tax with this id; null when there is none (or no id). */
export async function taxById(id: unknown, ctx: GatewayContext): Promise<RestTax | null> {
  if (typeof id !== 'number') return null;
  return (await companyTaxes(ctx)()).get(id) ?? null;
}

const NOT_PAGED = '. The REST list is not paged: one upstream request serves any page.';
const UnitConnection = connectionOf(CatalogUnitRef, 'CatalogUnit', 'catalog unit', 'catalog units', NOT_PAGED);
const MeasurementConnection = connectionOf(MeasurementRef, 'Measurement', 'measurement', 'measurements', NOT_PAGED);
const TaxConnection = connectionOf(TaxRef, 'Tax', 'tax', 'taxes', NO_TOTALS);

export const TaxFilter = builder.inputType('TaxFilter', {
  description: 'Filters of the tax list (the query parameters of REST `GET /taxes`).',
  fields: (t) => ({
    includeArchived: t.boolean({ description: 'Include archived taxes; default false (REST `include_archived`).' }),
  }),
});

builder.queryFields((t) => ({
  catalogUnit: recordLookupField(t, CatalogUnitRef, 'a catalog unit', { argNoun: 'unit' }),
  catalogUnits: t.connection(
    restConnection(t, {
      type: CatalogUnitRef,
      description: "Your company's catalog units. Cost: one upstream request per operation, whatever the page (REST `GET /catalog-units`).",
      all: (_args, ctx) => listUnits(ctx.upstream),
    }),
    UnitConnection,
  ),
  measurement: recordLookupField(t, MeasurementRef, 'a measurement'),
  measurements: t.connection(
    restConnection(t, {
      type: MeasurementRef,
      description: "Your company's measurements. Cost: one upstream request per operation, whatever the page (REST `GET /measurements`).",
      all: (_args, ctx) => listMeasurements(ctx.upstream),
    }),
    MeasurementConnection,
  ),
  catalogCategories: t.field({
    type: [CatalogCategoryRef],
    description: 'Catalog item categories (a short fixed list). Cost: one upstream request (REST `GET /catalog-categories`).',
    args: { type: t.arg({ type: CatalogItemType, description: 'Only categories of products or of services.' }) },
    resolve: (_root, args, ctx) => listCatalogCategories(ctx.upstream, args.type ?? undefined),
  }),
  taxes: t.connection(
    restConnection(t, {
      type: TaxRef,
      // A tax is not a Node: it has no by-id loader.
      prime: false,
      description: 'Tax rates of your company; archived ones only with `filter.includeArchived`. Cost: one upstream request per page (REST `GET /taxes`).',
      args: { filter: t.arg({ type: TaxFilter, description: 'Narrows the list (REST query parameters).' }) },
      pages: (args, ctx) => (page) => listTaxes(ctx.upstream, { includeArchived: args.filter?.includeArchived ?? undefined, ...page }),
    }),
    TaxConnection,
  ),
}));
