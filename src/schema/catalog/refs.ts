/**
 * Catalog refs (declared before implementation, as in ../refs.ts): by-id loaders read `GET
 * /catalog-items/{id}`, `/catalog-units/{id}`, `/measurements/{id}`, one request per distinct id, one wave.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchCatalogItemsByIds, type RestCatalogItem } from '../../upstream/finance.js';
import { fetchMeasurementsByIds, fetchUnitsByIds, type RestCatalogUnit, type RestMeasurement } from '../../upstream/catalog.js';
import { loaderOptions } from '../loader-options.js';

const id = {
  resolve: (record: { id: number }) => record.id,
  parse: (value: string) => parseDatabaseId(value),
};

export const CatalogItemRef = builder.loadableNodeRef('CatalogItem', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestCatalogItem>>(fetchCatalogItemsByIds(ctx.upstream, ids)),
});

export const CatalogUnitRef = builder.loadableNodeRef('CatalogUnit', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestCatalogUnit>>(fetchUnitsByIds(ctx.upstream, ids)),
});

export const MeasurementRef = builder.loadableNodeRef('Measurement', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestMeasurement>>(fetchMeasurementsByIds(ctx.upstream, ids)),
});
