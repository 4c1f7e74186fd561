/**
 * Quotes (vendor `/quotes`): priced proposals on an opportunity (or a project or account), with line
 * items from the catalog grouped in sections, an optional discount and a company tax. Amounts are
 * computed in cents: subtotal = Σ quantity × unit price; the discount comes off the subtotal; the tax
 * rate (a percentage) applies to what remains.
 */
import type { Db } from '../core/db.js';
import { badRequest } from '../core/http.js';
import { accountsTable, opportunitiesTable, projectsTable } from '../records/model.js';
import { recordTitle } from '../records/render.js';
import { catalogItemsTable, cents, dollars, taxesTable } from '../finance/model.js';
import { int, join, list, money, nullableStr, object, required, sent, type Body } from '../finance/validate.js';
import type { ParentRecordType, QuoteDiscountType, QuoteStatus } from '../../rest-enums.js';

export interface QuoteSection {
  id: number;
  name: string | null;
}

export interface QuoteLineItem {
  id: number;
  sectionId: number;
  catalogItemId: number;
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description: string | null;
}

export interface Quote {
  id: number;
  quoteNumber: number;
  title: string;
  description: string | null;
  status: QuoteStatus;
  discountType: QuoteDiscountType | null;
  discountValue: number | null;
  taxId: number | null;
  issueDate: string | null;
  isArchived: boolean;
  sharedWithPortal: boolean;
  recordType: ParentRecordType;
  recordId: number;
  siteId: number | null;
  sections: QuoteSection[];
  lineItems: QuoteLineItem[];
  createdAt: string;
  updatedAt: string;
}

export const quotesTable = (db: Db) => db.table<Quote>('quotes', 190001);
export const quoteLineItemIds = (db: Db) => db.table<{ id: number }>('quoteLineItemIds', 500001);
export const quoteSectionIds = (db: Db) => db.table<{ id: number }>('quoteSectionIds', 550001);

export function nextQuoteNumber(db: Db, companyId: number): number {
  return (
    quotesTable(db)
      .all(companyId)
      .reduce((max, q) => Math.max(max, q.quoteNumber), 3000 * companyId) + 1
  );
}

/** The record a quote is raised on (ids of the three kinds never overlap in the sandbox). */
export function quoteRecordOf(db: Db, companyId: number, id: number): { type: ParentRecordType; accountId: number | null } | undefined {
  const opp = opportunitiesTable(db).get(id, companyId);
  if (opp) return { type: 'OPPORTUNITY', accountId: opp.accountId };
  const project = projectsTable(db).get(id, companyId);
  if (project) return { type: 'PROJECT', accountId: project.accountId };
  if (accountsTable(db).get(id, companyId)) return { type: 'ACCOUNT', accountId: id };
  return undefined;
}

export interface QuoteTotals {
  subtotal: number;
  discount: number;
  /** Percent, e.g. 8.81; null without a tax. */
  taxRate: number | null;
  tax: number;
  amount: number;
}

export function quoteTotals(db: Db, companyId: number, q: Quote): QuoteTotals {
  const subtotal = q.lineItems.reduce((sum, li) => sum + cents(li.unitPrice) * li.quantity, 0);
  const discount =
    q.discountType === 'PERCENTAGE'
      ? Math.round((subtotal * (q.discountValue ?? 0)) / 100)
      : q.discountType === 'FIXED'
        ? Math.min(cents(q.discountValue ?? 0), subtotal)
        : 0;
  const tax = q.taxId === null ? undefined : taxesTable(db).get(q.taxId, companyId);
  const taxRate = tax ? Number(tax.rate) : null;
  const taxAmount = taxRate ? Math.round(((subtotal - discount) * taxRate) / 100) : 0;
  return { subtotal: dollars(subtotal), discount: dollars(discount), taxRate, tax: dollars(taxAmount), amount: dollars(subtotal - discount + taxAmount) };
}

/** Quote (vendor `Quote`): account and record as `{id, title}`, line items with their catalog item summary. */
export function renderQuote(db: Db, companyId: number, q: Quote): Record<string, unknown> {
  const totals = quoteTotals(db, companyId, q);
  const record = quoteRecordOf(db, companyId, q.recordId);
  const account = record?.accountId ? accountsTable(db).get(record.accountId, companyId) : undefined;
  const recordRow =
    record?.type === 'OPPORTUNITY'
      ? opportunitiesTable(db).get(q.recordId, companyId)
      : record?.type === 'PROJECT'
        ? projectsTable(db).get(q.recordId, companyId)
        : undefined;
  const catalog = catalogItemsTable(db);
  const sectionName = new Map(q.sections.map((s) => [s.id, s.name]));
  return {
    id: q.id,
    quoteNumber: q.quoteNumber,
    description: q.description,
    status: q.status,
    amount: totals.amount,
    discountType: q.discountType,
    discountValue: q.discountValue,
    taxId: q.taxId,
    issueDate: q.issueDate,
    subtotal: totals.subtotal,
    taxRate: totals.taxRate,
    isArchived: q.isArchived,
    sharedWithPortal: q.sharedWithPortal,
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
    account: account ? { id: account.id, title: account.title } : null,
    record: record
      ? {
          id: q.recordId,
          title: recordRow ? recordTitle(db, companyId, recordRow) : (account?.title ?? null),
          type: record.type,
        }
      : null,
    lineItems: q.lineItems.map((li) => {
      const c = catalog.get(li.catalogItemId, companyId);
      return {
        id: li.id,
        quantity: li.quantity,
        description: li.description,
        unitCost: li.unitCost,
        totalCost: dollars(cents(li.unitCost) * li.quantity),
        unitPrice: li.unitPrice,
        totalPrice: dollars(cents(li.unitPrice) * li.quantity),
        sectionName: sectionName.get(li.sectionId) ?? null,
        catalogItem: c ? { id: c.id, name: c.name, sku: c.sku, type: c.type, manufacturer: c.manufacturer } : null,
      };
    }),
  };
}

/**
 * Reads `lineItems` and/or `sections` (at least one must be sent; the caller checks). Bare `lineItems`
 * become one unnamed section; with `existing`, item and section ids of that quote may be kept.
 * Quantities are whole, costs are cents, prices are positive, and a catalog item appears once.
 */
export function parseQuoteItems(db: Db, companyId: number, body: Body, existing?: Quote): { sections: QuoteSection[]; lineItems: QuoteLineItem[] } {
  const knownItems = new Set(existing?.lineItems.map((i) => i.id) ?? []);
  const knownSections = new Set(existing?.sections.map((s) => s.id) ?? []);
  const usedCatalog = new Set<number>();
  const out = { sections: [] as QuoteSection[], lineItems: [] as QuoteLineItem[] };

  const readItem = (raw: unknown, path: string, sectionId: number) => {
    const o = object(raw, path);
    let id = 0;
    if (sent(o, 'id') && o.id !== null) id = int(o.id, join(path, 'id'), { min: 0 });
    if (id !== 0 && (!knownItems.has(id) || out.lineItems.some((li) => li.id === id))) {
      throw badRequest(join(path, 'id'), `${join(path, 'id')}: line item ${id} is not on this quote (omit id for a new item)`);
    }
    const catalogPath = join(path, 'catalogItemId');
    const catalogItemId = int(required(o, 'catalogItemId', path), catalogPath, { min: 1 });
    const item = catalogItemsTable(db).get(catalogItemId, companyId);
    if (!item || item.isArchived) throw badRequest(catalogPath, `${catalogPath}: catalog item ${catalogItemId} does not exist`);
    if (usedCatalog.has(catalogItemId)) throw badRequest(catalogPath, `${catalogPath}: catalog item ${catalogItemId} appears more than once`);
    usedCatalog.add(catalogItemId);
    out.lineItems.push({
      id: id || quoteLineItemIds(db).allocateId(),
      sectionId,
      catalogItemId,
      quantity: int(required(o, 'quantity', path), join(path, 'quantity'), { min: 1 }),
      unitCost: money(required(o, 'unitCost', path), join(path, 'unitCost'), { min: 0 }),
      unitPrice: money(required(o, 'unitPrice', path), join(path, 'unitPrice'), { exclusiveMin: 0 }),
      description: sent(o, 'description') ? nullableStr(o.description, join(path, 'description')) : null,
    });
  };

  if (sent(body, 'lineItems')) {
    const items = list(body.lineItems, 'lineItems');
    if (items.length === 0 && !sent(body, 'sections')) throw badRequest('lineItems', 'lineItems must hold at least one item');
    if (items.length > 0) {
      const section = { id: quoteSectionIds(db).allocateId(), name: null };
      out.sections.push(section);
      items.forEach((raw, i) => {
        readItem(raw, `lineItems.${i}`, section.id);
      });
    }
  }
  if (sent(body, 'sections')) {
    const sections = list(body.sections, 'sections');
    if (sections.length === 0 && out.sections.length === 0) throw badRequest('sections', 'sections must hold at least one section');
    sections.forEach((raw, i) => {
      const path = `sections.${i}`;
      const o = object(raw, path);
      let id = 0;
      if (sent(o, 'id') && o.id !== null) id = int(o.id, join(path, 'id'), { min: 0 });
      if (id !== 0 && (!knownSections.has(id) || out.sections.some((s) => s.id === id))) {
        throw badRequest(join(path, 'id'), `${join(path, 'id')}: section ${id} is not on this quote (omit id for a new section)`);
      }
      const name = sent(o, 'name') ? nullableStr(o.name, join(path, 'name'), { min: 1, max: 500 }) : null;
      const items = list(required(o, 'lineItems', path), join(path, 'lineItems'));
      if (items.length === 0) throw badRequest(join(path, 'lineItems'), `${join(path, 'lineItems')} must hold at least one line item`);
      const section = { id: id || quoteSectionIds(db).allocateId(), name };
      out.sections.push(section);
      items.forEach((item, k) => {
        readItem(item, `${path}.lineItems.${k}`, section.id);
      });
    });
  }
  return out;
}
