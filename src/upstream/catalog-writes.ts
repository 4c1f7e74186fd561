/**
 * Catalog item writes: `POST /catalog-items`, `PATCH /catalog-items/{id}` (`measurementIds` replace-all,
 * [] clears, CAT-1; the waste factor pair together or not at all, CAT-2) and `DELETE /catalog-items/{id}`
 * (archives the item: it leaves lists and lookups).
 */
import type { UpstreamSession } from './client.js';
import type { RestCatalogItem } from './finance.js';
import type { CatalogItemType, CatalogTradeGroup, WasteFactorMode } from '../rest-enums.js';

export type TradeGroupValue = CatalogTradeGroup;
export type WasteFactorModeValue = WasteFactorMode;

/** The JSON body of POST and PATCH; undefined fields are left out, null clears. */
export interface CatalogItemWrite {
  name?: string;
  type?: CatalogItemType;
  category?: string;
  cost?: number;
  price?: number;
  tradeGroup?: TradeGroupValue;
  manufacturer?: string | null;
  sku?: string | null;
  code?: string | null;
  description?: string | null;
  unitId?: number | null;
  measurementIds?: number[];
  coverage?: number | null;
  wasteFactorMode?: WasteFactorModeValue | null;
  wasteFactorValue?: number | null;
}

/** A catalog item as writes return it, with the spec's unit, measurement and waste factor fields. */
export interface RestCatalogItemWritten extends RestCatalogItem {
  unitId?: number | null;
  measurementIds?: number[];
  wasteFactorMode?: WasteFactorModeValue | null;
  wasteFactorValue?: number | null;
}

export function createCatalogItem(session: UpstreamSession, body: CatalogItemWrite): Promise<RestCatalogItemWritten> {
  return session.write<RestCatalogItemWritten>('POST', 'catalog-items', '/catalog-items', { body });
}

export function updateCatalogItem(session: UpstreamSession, id: number, body: CatalogItemWrite): Promise<RestCatalogItemWritten> {
  return session.write<RestCatalogItemWritten>('PATCH', 'catalog-items', `/catalog-items/${id}`, { body });
}

export function deleteCatalogItem(session: UpstreamSession, id: number): Promise<{ id: number; deleted: boolean }> {
  return session.write<{ id: number; deleted: boolean }>('DELETE', 'catalog-items', `/catalog-items/${id}`);
}
