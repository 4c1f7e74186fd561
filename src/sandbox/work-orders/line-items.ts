/**
 * Replace-all bodies for line items (vendor OpenAPI: PUT /work-orders/{id}/line-items takes either
 * `lineItems` or `sections`; PUT /projects/{id}/line-items takes either or both, each catalog item once).
 */
import type { Db } from '../core/db.js';
import { badRequest } from '../core/http.js';
import { catalogItemsTable, type StoredLineItem } from './model.js';
import { int, isObject, str } from './patch.js';

export interface LineItemRules {
  /** Work orders take `lineItems` or `sections`, not both. */
  exclusive: boolean;
  /** Project line items may carry a negative (discount) unit price; quote items may not. */
  negativePrice: boolean;
  /** Projects allow a catalog item at most once across the flattened set. */
  uniqueCatalogItem: boolean;
}

type Draft = Omit<StoredLineItem, 'id' | 'createdAt'> & { id?: number };

function money(o: Record<string, unknown>, k: string, field: string, allowNegative: boolean): number {
  const v = o[k];
  if (v === undefined || v === null) throw badRequest(field, `${field} is required`);
  if (typeof v !== 'number' || !Number.isFinite(v)) throw badRequest(field, `${field} must be a number`);
  if (!allowNegative && v < 0) throw badRequest(field, `${field} must not be negative`);
  // Dollars with cent precision: more decimals are a client error, not something to round away.
  if (Math.abs(v * 100 - Math.round(v * 100)) > 1e-6) throw badRequest(field, `${field} must have at most 2 decimals`);
  return Math.round(v * 100) / 100;
}

function item(db: Db, companyId: number, raw: unknown, f: string, sectionName: string | null, rules: LineItemRules): Draft {
  if (!isObject(raw)) throw badRequest(f, `${f} must be an object`);
  const catalogItemId = int(raw, 'catalogItemId', `${f}.catalogItemId`);
  if (catalogItemId === undefined || catalogItemId === null) throw badRequest(`${f}.catalogItemId`, `${f}.catalogItemId is required`);
  if (!catalogItemsTable(db).get(catalogItemId, companyId)) throw badRequest(`${f}.catalogItemId`, `No catalog item ${catalogItemId}`);
  const quantity = int(raw, 'quantity', `${f}.quantity`);
  if (quantity === undefined || quantity === null) throw badRequest(`${f}.quantity`, `${f}.quantity is required`);
  if (quantity < 1) throw badRequest(`${f}.quantity`, `${f}.quantity must be at least 1`);
  const id = raw.id === null ? undefined : int(raw, 'id', `${f}.id`);
  return {
    // An id of 0 means a new item, as on invoices.
    id: id ? id : undefined,
    catalogItemId,
    quantity,
    unitCost: money(raw, 'unitCost', `${f}.unitCost`, false),
    unitPrice: money(raw, 'unitPrice', `${f}.unitPrice`, rules.negativePrice),
    description: (str(raw, 'description', `${f}.description`, { nullable: true }) ?? null) as string | null,
    sectionName,
  };
}

/**
 * Validates a replace-all body against the current items and returns the new set; kept ids stay, new
 * items get ids from `nextId`.
 */
export function parseLineItems(
  db: Db,
  companyId: number,
  body: unknown,
  current: StoredLineItem[],
  rules: LineItemRules,
  nextId: () => number,
  now: string,
): StoredLineItem[] {
  if (!isObject(body)) throw badRequest('body', 'The request body must be a JSON object with lineItems or sections');
  const hasItems = body.lineItems !== undefined && body.lineItems !== null;
  const hasSections = body.sections !== undefined && body.sections !== null;
  if (!hasItems && !hasSections) throw badRequest('lineItems', 'Send lineItems or sections');
  if (rules.exclusive && hasItems && hasSections) throw badRequest('sections', 'Send either lineItems or sections, not both');
  const drafts: Draft[] = [];
  if (hasItems) {
    if (!Array.isArray(body.lineItems)) throw badRequest('lineItems', 'lineItems must be a list');
    body.lineItems.forEach((raw, i) => {
      drafts.push(item(db, companyId, raw, `lineItems.${i}`, null, rules));
    });
  }
  if (hasSections) {
    if (!Array.isArray(body.sections)) throw badRequest('sections', 'sections must be a list');
    body.sections.forEach((section, s) => {
      const f = `sections.${s}`;
      if (!isObject(section)) throw badRequest(f, `${f} must be an object`);
      const name = str(section, 'name', `${f}.name`, { nullable: true }) ?? null;
      if (name !== null && (name.length < 1 || name.length > 500)) throw badRequest(`${f}.name`, `${f}.name must be 1 to 500 characters`);
      if (!Array.isArray(section.lineItems) || section.lineItems.length === 0) {
        throw badRequest(`${f}.lineItems`, `${f}.lineItems must hold at least one line item`);
      }
      section.lineItems.forEach((raw, i) => {
        drafts.push(item(db, companyId, raw, `${f}.lineItems.${i}`, name, rules));
      });
    });
  }
  const seenIds = new Set<number>();
  const seenCatalog = new Set<number>();
  const byId = new Map(current.map((li) => [li.id, li]));
  return drafts.map((d, i) => {
    if (d.id !== undefined) {
      if (!byId.has(d.id)) throw badRequest('lineItems', `Line item ${d.id} does not exist here (item ${i + 1})`);
      if (seenIds.has(d.id)) throw badRequest('lineItems', `Line item ${d.id} is listed twice`);
      seenIds.add(d.id);
    }
    if (rules.uniqueCatalogItem) {
      if (seenCatalog.has(d.catalogItemId)) throw badRequest('lineItems', `Catalog item ${d.catalogItemId} appears more than once`);
      seenCatalog.add(d.catalogItemId);
    }
    const kept = d.id !== undefined ? byId.get(d.id) : undefined;
    return { ...d, id: kept?.id ?? nextId(), createdAt: kept?.createdAt ?? now };
  });
}
