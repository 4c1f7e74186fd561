/**
 * Catalog lookups (spec "Further endpoints": `GET /catalog-units`, `/catalog-units/{id}`,
 * `/measurements`, `/measurements/{id}`, `/catalog-categories`; vendor `GET /taxes`). Units,
 * measurements and categories are unpaged lists; taxes are paged.
 */
import type { UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams } from './batch.js';
import { listOf } from './shapes.js';
import type { CatalogItemType } from '../rest-enums.js';

export interface RestUnitSummary {
  id: number;
  name?: string;
  abbreviation?: string | null;
}

export interface RestCatalogUnit extends RestUnitSummary {
  /** What the unit measures: COUNT, LENGTH, AREA, POWER, ENERGY, TIME. */
  dimension?: string | null;
}

export interface RestMeasurement {
  id: number;
  name?: string;
  description?: string | null;
  unitId?: number | null;
  unit?: RestUnitSummary | null;
}

export interface RestCatalogCategory {
  code: string;
  name?: string | null;
  type?: CatalogItemType | null;
  tradeGroup?: string | null;
}

export interface RestTax {
  id: number;
  name?: string;
  /** A percentage as a decimal string ("7.2500" = 7.25 %). */
  rate?: string | null;
  isArchived?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** The unit and measurement links a catalog item carries (spec: catalog items gain them). */
export interface RestCatalogItemLinks {
  id: number;
  unitId?: number | null;
  unit?: RestUnitSummary | null;
  measurementIds?: number[] | null;
  measurements?: RestMeasurement[] | null;
}

export function fetchUnitsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestCatalogUnit>(session, 'catalog units', ids, (id) => `/catalog-units/${id}`);
}

export function listUnits(session: UpstreamSession): Promise<RestCatalogUnit[]> {
  return session.get<unknown>('catalog units', '/catalog-units').then(listOf<RestCatalogUnit>('catalog units'));
}

export function fetchMeasurementsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestMeasurement>(session, 'measurements', ids, (id) => `/measurements/${id}`);
}

export function listMeasurements(session: UpstreamSession): Promise<RestMeasurement[]> {
  return session.get<unknown>('measurements', '/measurements').then(listOf<RestMeasurement>('measurements'));
}

export function listCatalogCategories(session: UpstreamSession, type?: CatalogItemType): Promise<RestCatalogCategory[]> {
  return session.get<unknown>('catalog categories', '/catalog-categories', { type }).then(listOf<RestCatalogCategory>('catalog categories', 'none'));
}

export function listTaxes(session: UpstreamSession, p: PageParams & { includeArchived?: boolean }): Promise<RestTax[]> {
  return session.get<unknown>('taxes', '/taxes', pageQuery(p, { include_archived: p.includeArchived })).then(listOf<RestTax>('taxes'));
}
