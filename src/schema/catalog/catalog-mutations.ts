/**
 * Catalog item writes: `catalogItemCreate` (POST /catalog-items), `catalogItemUpdate` (PATCH;
 * `measurementIds` replace-all, [] clears, CAT-1) and `catalogItemDelete` (DELETE archives the item). The
 * waste factor pair is checked here before any call (CAT-2). Adds the waste factor fields to CatalogItem.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { oneOf } from '../lenient.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { parseDatabaseId } from '../ids.js';
import { reader } from '../summary.js';
import { CatalogItemRef } from './refs.js';
import { CatalogItemType } from './catalog-item.js';
import { createCatalogItem, deleteCatalogItem, updateCatalogItem, type CatalogItemWrite, type RestCatalogItemWritten } from '../../upstream/catalog-writes.js';
import { type CATALOG_TRADE_GROUPS, WASTE_FACTOR_MODES } from '../../rest-enums.js';

const getItem = reader<RestCatalogItemWritten>(CatalogItemRef);

const TradeGroup = builder.enumType('CatalogTradeGroup', {
  description: "High-level trade group of a catalog item; a product's category must belong to it (category OTHER fits any).",
  values: {
    ENERGY: { description: 'Energy (solar, storage).' },
    MECHANICAL: { description: 'Mechanical (HVAC).' },
    ELECTRICAL: { description: 'Electrical.' },
    PLUMBING: { description: 'Plumbing.' },
    LOW_VOLTAGE: { description: 'Low voltage.' },
    ENVELOPE: { description: 'Building envelope (roofing, insulation, windows).' },
    OTHER: { description: 'Other (the default).' },
  } as const satisfies Record<(typeof CATALOG_TRADE_GROUPS)[number], { description: string }>,
});

const WasteFactorMode = builder.enumType('WasteFactorMode', {
  description: "How a catalog item's waste factor adds to the quantity a measurement needs.",
  values: {
    PERCENTAGE: { description: 'A percentage of the quantity.' },
    FIXED: { description: 'A fixed quantity.' },
  } as const satisfies Record<(typeof WASTE_FACTOR_MODES)[number], { description: string }>,
});

builder.objectFields(CatalogItemRef, (t) => ({
  wasteFactorMode: t.field({
    type: WasteFactorMode,
    nullable: true,
    // CAT-2
    description: 'How the waste factor applies; null when the item has none (it is set together with `wasteFactorValue`).',
    resolve: getItem('wasteFactorMode', (v) => oneOf(WASTE_FACTOR_MODES, v)),
  }),
  // CAT-2
  wasteFactorValue: t.float({
    nullable: true,
    description: 'The waste factor: a percentage (e.g. 10 for 10%) or a fixed quantity, as `wasteFactorMode` says; null when the item has none.',
    resolve: getItem('wasteFactorValue'),
  }),
}));

const COMMON = {
  tradeGroup: 'Trade group; defaults to OTHER.',
  unitId: 'The catalog unit the item is sold in (a CatalogUnit id); null clears it.',
  // CAT-1
  measurementIds: 'The measurements (Measurement ids) the item links to: the list replaces the links, [] clears them.',
  coverage: 'How much of its measurement one unit covers (greater than 0); null clears it.',
  // CAT-2
  wasteFactorMode: 'Waste factor mode: set together with wasteFactorValue, or neither.',
  // CAT-2
  wasteFactorValue: 'Waste factor value (a percentage such as 10, or a fixed quantity): set together with wasteFactorMode, or neither.',
};

const CatalogItemCreateInput = builder.inputType('CatalogItemCreateInput', {
  description: 'A new catalog item (REST `POST /catalog-items`).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name of the item; must not be blank.' }),
    type: t.field({ type: CatalogItemType, required: true, description: 'PRODUCT or SERVICE.' }),
    category: t.string({
      required: true,
      description: 'Category code (see `catalogCategories`): a product category for products, a service category for services.',
    }),
    cost: t.float({ required: true, description: 'Cost per unit, in US dollars with cents.' }),
    price: t.float({ required: true, description: 'Price per unit, in US dollars with cents.' }),
    tradeGroup: t.field({ type: TradeGroup, description: COMMON.tradeGroup }),
    manufacturer: t.string({ description: 'Manufacturer.' }),
    sku: t.string({ description: 'Stock keeping unit.' }),
    code: t.string({ description: 'Internal code.' }),
    description: t.string({ description: 'Description.' }),
    unitId: t.globalID({ description: COMMON.unitId }),
    measurementIds: t.globalIDList({ description: COMMON.measurementIds }),
    coverage: t.float({ description: COMMON.coverage }),
    wasteFactorMode: t.field({ type: WasteFactorMode, description: COMMON.wasteFactorMode }),
    wasteFactorValue: t.float({ description: COMMON.wasteFactorValue }),
  }),
});

const CatalogItemUpdateInput = builder.inputType('CatalogItemUpdateInput', {
  description: 'Changes to a catalog item (REST `PATCH /catalog-items/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    name: t.string({ description: 'New name; must not be blank.' }),
    type: t.field({ type: CatalogItemType, description: 'PRODUCT or SERVICE.' }),
    category: t.string({ description: 'New category code.' }),
    cost: t.float({ description: 'New cost per unit, in US dollars with cents.' }),
    price: t.float({ description: 'New price per unit, in US dollars with cents.' }),
    tradeGroup: t.field({ type: TradeGroup, description: COMMON.tradeGroup }),
    manufacturer: t.string({ description: 'New manufacturer; null clears it.' }),
    sku: t.string({ description: 'New SKU; null clears it.' }),
    code: t.string({ description: 'New code; null clears it.' }),
    description: t.string({ description: 'New description; null clears it.' }),
    unitId: t.globalID({ description: COMMON.unitId }),
    measurementIds: t.globalIDList({ description: COMMON.measurementIds }),
    coverage: t.float({ description: COMMON.coverage }),
    wasteFactorMode: t.field({ type: WasteFactorMode, description: `${COMMON.wasteFactorMode} Both null clears the waste factor.` }),
    wasteFactorValue: t.float({ description: `${COMMON.wasteFactorValue} Both null clears the waste factor.` }),
  }),
});

const CatalogItemCreatePayload = payloadType<RestCatalogItemWritten>(
  'CatalogItemCreatePayload',
  'Result of catalogItemCreate.',
  'catalogItem',
  CatalogItemRef,
  'The created item; null when refused.',
);
const CatalogItemUpdatePayload = payloadType<RestCatalogItemWritten>(
  'CatalogItemUpdatePayload',
  'Result of catalogItemUpdate.',
  'catalogItem',
  CatalogItemRef,
  'The item after the change; null when refused.',
);
const CatalogItemDeletePayload = payloadType<string>(
  'CatalogItemDeletePayload',
  'Result of catalogItemDelete.',
  'deletedCatalogItemId',
  'ID',
  'The global id the archived item had; null when refused.',
);

type GlobalId = { typename: string; id: string };

/** A global id of the expected type, or a userError at its path (ids of other types never reach the API). */
function idOf(checks: InputChecks, path: (string | number)[], value: GlobalId, typename: string): number {
  if (value.typename !== typename) {
    checks.add(path, 'INVALID', `${path.join('.')} must be a ${typename} id (got a ${value.typename} id)`);
    return 0;
  }
  return parseDatabaseId(value.id, path.join('.'));
}

type Shared = {
  name?: string | null;
  unitId?: GlobalId | null;
  measurementIds?: GlobalId[] | null;
  wasteFactorMode?: 'PERCENTAGE' | 'FIXED' | null;
  wasteFactorValue?: number | null;
};

/** Gateway checks shared by create and update; returns the linked ids as REST ids. */
function checkShared(checks: InputChecks, input: Shared) {
  if (input.name !== undefined) checks.required(['name'], input.name);
  const unitId = input.unitId ? idOf(checks, ['unitId'], input.unitId, 'CatalogUnit') : input.unitId;
  const measurementIds = input.measurementIds?.map((m, i) => idOf(checks, ['measurementIds', i], m, 'Measurement'));
  // CAT-2: both or neither; on update, an explicit null on both clears the pair.
  const hasMode = input.wasteFactorMode !== undefined;
  const hasValue = input.wasteFactorValue !== undefined;
  if (hasMode !== hasValue) {
    const missing = hasMode ? 'wasteFactorValue' : 'wasteFactorMode';
    checks.add([missing], 'REQUIRED', `wasteFactorMode and wasteFactorValue must be set together: ${missing} is missing`);
  } else if (hasMode && (input.wasteFactorMode === null) !== (input.wasteFactorValue === null)) {
    const nulled = input.wasteFactorMode === null ? 'wasteFactorMode' : 'wasteFactorValue';
    checks.add([nulled], 'INVALID', `${nulled} cannot be null while the other of the pair is set; clear both together`);
  }
  return { unitId, measurementIds };
}

builder.mutationFields((t) => ({
  catalogItemCreate: t.field({
    type: CatalogItemCreatePayload,
    description: 'Creates a catalog item (REST `POST /catalog-items`).',
    args: { input: t.arg({ type: CatalogItemCreateInput, required: true, description: 'The new item.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      const { unitId, measurementIds } = checkShared(checks, input);
      return mutate(checks, async () => {
        const body: CatalogItemWrite = {
          name: input.name,
          type: input.type,
          category: input.category,
          cost: input.cost,
          price: input.price,
          tradeGroup: input.tradeGroup ?? undefined,
          manufacturer: input.manufacturer ?? undefined,
          sku: input.sku ?? undefined,
          code: input.code ?? undefined,
          description: input.description ?? undefined,
          unitId: unitId ?? undefined,
          measurementIds: measurementIds ?? undefined,
          coverage: input.coverage ?? undefined,
          wasteFactorMode: input.wasteFactorMode ?? undefined,
          wasteFactorValue: input.wasteFactorValue ?? undefined,
        };
        return primeFresh(CatalogItemRef, ctx, await createCatalogItem(ctx.upstream, body));
      });
    },
  }),
  catalogItemUpdate: t.field({
    type: CatalogItemUpdatePayload,
    // CAT-1
    description: 'Changes a catalog item (REST `PATCH /catalog-items/{id}`). `measurementIds` replaces the links and [] clears them.',
    args: {
      id: t.arg.globalID({ for: CatalogItemRef, required: true, description: 'The item to change.' }),
      input: t.arg({ type: CatalogItemUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      const { unitId, measurementIds } = checkShared(checks, input);
      return mutate(checks, async () => {
        const body: CatalogItemWrite = {
          name: input.name ?? undefined,
          type: input.type ?? undefined,
          category: input.category ?? undefined,
          cost: input.cost ?? undefined,
          price: input.price ?? undefined,
          tradeGroup: input.tradeGroup ?? undefined,
          manufacturer: input.manufacturer,
          sku: input.sku,
          code: input.code,
          description: input.description,
          unitId,
          measurementIds: measurementIds ?? undefined,
          coverage: input.coverage,
          wasteFactorMode: input.wasteFactorMode,
          wasteFactorValue: input.wasteFactorValue,
        };
        return primeFresh(CatalogItemRef, ctx, await updateCatalogItem(ctx.upstream, parseDatabaseId(id.id), body));
      });
    },
  }),
  catalogItemDelete: t.field({
    type: CatalogItemDeletePayload,
    description: 'Deletes a catalog item (REST `DELETE /catalog-items/{id}`): the API archives it, and it leaves lists and lookups; there is no restore.',
    args: { id: t.arg.globalID({ for: CatalogItemRef, required: true, description: 'The item to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteCatalogItem(ctx.upstream, databaseId);
        CatalogItemRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('CatalogItem', databaseId);
      }),
  }),
}));
