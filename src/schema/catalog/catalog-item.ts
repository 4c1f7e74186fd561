/**
 * Catalog items (products and services that invoice, bill, quote and work order lines sell): `GET
 * /catalog-items`, `/catalog-items/{id}`. Their unit and measurements are added in catalog.ts.
 */
import { builder } from '../builder.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { connectionOf } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { dateTime, oneOf } from '../lenient.js';
import { CatalogItemRef } from './refs.js';
import { listCatalogItems, type RestCatalogItem } from '../../upstream/finance.js';
import { CATALOG_ITEM_TYPES } from '../../rest-enums.js';

const getItem = reader<RestCatalogItem>(CatalogItemRef);

export const CatalogItemType = builder.enumType('CatalogItemType', {
  description: 'Kind of catalog item.',
  values: {
    PRODUCT: { description: 'A product (material or equipment).' },
    SERVICE: { description: 'A service (labour).' },
  } as const satisfies Record<(typeof CATALOG_ITEM_TYPES)[number], { description: string }>,
});
const itemTypeOf = (s: unknown) => oneOf(CATALOG_ITEM_TYPES, s);

CatalogItemRef.implement({
  description: 'A catalog item: a product or service that invoice, bill and work order lines sell.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the catalog item.' }),
    name: t.string({ nullable: true, description: 'Name of the item.', resolve: getItem('name') }),
    sku: t.string({ nullable: true, description: 'Stock keeping unit.', resolve: getItem('sku') }),
    manufacturer: t.string({ nullable: true, description: 'Manufacturer of the item.', resolve: getItem('manufacturer') }),
    type: t.field({
      type: CatalogItemType,
      nullable: true,
      description: 'PRODUCT or SERVICE; null when unknown.',
      resolve: getItem('type', itemTypeOf),
    }),
    catalog: t.string({ nullable: true, description: 'Trade group of the item (e.g. ELECTRICAL).', resolve: getItem('catalog') }),
    category: t.string({ nullable: true, description: 'Category of the item.', resolve: getItem('category') }),
    code: t.string({ nullable: true, description: 'Internal code of the item.', resolve: getItem('code') }),
    cost: t.float({ nullable: true, description: 'Cost per unit, in US dollars with cents.', resolve: getItem('cost') }),
    price: t.float({ nullable: true, description: 'Price per unit, in US dollars with cents.', resolve: getItem('price') }),
    description: t.string({ nullable: true, description: 'Description of the item.', resolve: getItem('description') }),
    coverage: t.float({ nullable: true, description: 'How much of its measurement one unit covers.', resolve: getItem('coverage') }),
    isArchived: t.boolean({ nullable: true, description: 'True once the item is archived.', resolve: getItem('isArchived') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the item was created.',
      resolve: getItem('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the item was last changed.',
      resolve: getItem('updatedAt', dateTime),
    }),
  }),
});

const CatalogItemConnection = connectionOf(CatalogItemRef, 'CatalogItem', 'catalog item', 'catalog items', '.');

builder.queryFields((t) => ({
  catalogItem: recordLookupField(t, CatalogItemRef, 'a catalog item', { notFound: 'or is archived' }),
  catalogItems: t.connection(
    restConnection(t, {
      type: CatalogItemRef,
      description: 'Active catalog items. Cost: one upstream request per operation, whatever the page (the REST list `GET /catalog-items` is not paged).',
      all: (_args, ctx) => listCatalogItems(ctx.upstream),
    }),
    CatalogItemConnection,
  ),
}));
