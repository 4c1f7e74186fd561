/**
 * What invoices and bills share: reading sections and line items from a request (INV-6..9), computing
 * amounts in cents (INV-10), recalculating `amountPaid`/`status` from payments (INV-11), and rendering.
 */
import type { Db } from '../core/db.js';
import { badRequest, notFound, type PageRequest } from '../core/http.js';
import { accountsTable, projectsTable } from '../records/model.js';
import {
  catalogItemsTable,
  cents,
  dollars,
  lineItemIds,
  paymentsTable,
  sectionIds,
  type DocLineItem,
  type DocSection,
  type FinanceDoc,
  type Payment,
} from './model.js';
import { int, join, list, money, nullableStr, object, required, sent, type Body } from './validate.js';

export interface ParsedItems {
  sections: DocSection[];
  lineItems: DocLineItem[];
}

/**
 * Reads `lineItems` and/or `sections` (at least one of them must be sent; the caller checks that).
 * Bare `lineItems` become one unnamed section (INV-7). With `existing`, ids name items and sections of
 * that document to keep (update); without, only id 0 or absent is allowed (INV-9).
 */
export function parseItems(db: Db, companyId: number, body: Body, opts: { kind: 'invoice' | 'bill'; existing?: FinanceDoc }): ParsedItems {
  const existingItems = new Set(opts.existing?.lineItems.map((i) => i.id) ?? []);
  const existingSections = new Set(opts.existing?.sections.map((s) => s.id) ?? []);
  const usedItemIds = new Set<number>();
  const usedCatalogIds = new Set<number>();
  const out: ParsedItems = { sections: [], lineItems: [] };

  const readItem = (raw: unknown, path: string, sectionId: number) => {
    const o = object(raw, path);
    let id = 0;
    if (sent(o, 'id') && o.id !== null) id = int(o.id, join(path, 'id'), { min: 0 });
    if (id !== 0) {
      if (!existingItems.has(id))
        throw badRequest(join(path, 'id'), `${join(path, 'id')}: line item ${id} is not on this ${opts.kind} (use 0 or omit it for a new item)`);
      if (usedItemIds.has(id)) throw badRequest(join(path, 'id'), `${join(path, 'id')}: line item ${id} appears twice`);
      usedItemIds.add(id);
    }
    const catalogPath = join(path, 'catalogItemId');
    const catalogItemId = int(required(o, 'catalogItemId', path), catalogPath, { min: 1 });
    const item = catalogItemsTable(db).get(catalogItemId, companyId);
    if (!item || item.isArchived) throw badRequest(catalogPath, `${catalogPath}: catalog item ${catalogItemId} does not exist`);
    // Vendor rule: a catalog item appears at most once across the flattened set.
    if (usedCatalogIds.has(catalogItemId)) throw badRequest(catalogPath, `${catalogPath}: catalog item ${catalogItemId} appears more than once`);
    usedCatalogIds.add(catalogItemId);
    const quantity = int(required(o, 'quantity', path), join(path, 'quantity'), { min: 1 });
    // Bills carry vendor costs, so their unit cost must be positive (vendor rule); invoices take any amount.
    const unitCost = money(required(o, 'unitCost', path), join(path, 'unitCost'), opts.kind === 'bill' ? { exclusiveMin: 0 } : {});
    const unitPrice = money(required(o, 'unitPrice', path), join(path, 'unitPrice'));
    const description = sent(o, 'description') ? nullableStr(o.description, join(path, 'description')) : null;
    out.lineItems.push({ id: id || lineItemIds(db).allocateId(), sectionId, catalogItemId, quantity, unitCost, unitPrice, description });
  };

  if (sent(body, 'lineItems')) {
    const items = list(body.lineItems, 'lineItems');
    if (items.length === 0 && !sent(body, 'sections')) throw badRequest('lineItems', 'lineItems must hold at least one item');
    if (items.length > 0) {
      const section = { id: sectionIds(db).allocateId(), name: null };
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
      if (id !== 0 && !existingSections.has(id))
        throw badRequest(join(path, 'id'), `${join(path, 'id')}: section ${id} is not on this ${opts.kind} (omit it for a new section)`);
      if (id !== 0 && out.sections.some((s) => s.id === id)) throw badRequest(join(path, 'id'), `${join(path, 'id')}: section ${id} appears twice`);
      // INV-8: a name is 1..500 characters, or null/omitted for an unnamed section.
      const name = sent(o, 'name') ? nullableStr(o.name, join(path, 'name'), { min: 1, max: 500 }) : null;
      const items = list(required(o, 'lineItems', path), join(path, 'lineItems'));
      if (items.length === 0) throw badRequest(join(path, 'lineItems'), `${join(path, 'lineItems')} must hold at least one line item`);
      const section = { id: id || sectionIds(db).allocateId(), name };
      out.sections.push(section);
      items.forEach((item, k) => {
        readItem(item, `${path}.lineItems.${k}`, section.id);
      });
    });
  }
  return out;
}

/** Sum of quantity × unit price, computed in cents. */
export function lineItemsAmount(items: DocLineItem[]): number {
  return dollars(items.reduce((sum, i) => sum + cents(i.unitPrice) * i.quantity, 0));
}

export function percentageAmount(baseAmount: number, percentage: number): number {
  return dollars(Math.round((cents(baseAmount) * percentage) / 100));
}

/** A percentage document's base: the project's value, or for an account the sum of its projects' values. */
export function baseAmountOf(db: Db, companyId: number, recordType: 'PROJECT' | 'ACCOUNT', recordId: number): number {
  if (recordType === 'PROJECT') return projectsTable(db).get(recordId, companyId)?.value ?? 0;
  const total = projectsTable(db)
    .all(companyId)
    .filter((p) => p.accountId === recordId)
    .reduce((sum, p) => sum + cents(p.value ?? 0), 0);
  return dollars(total);
}

export function paymentsOf(db: Db, companyId: number, parentType: Payment['parentType'], parentId: number): Payment[] {
  return paymentsTable(db)
    .all(companyId)
    .filter((p) => p.parentType === parentType && p.parentId === parentId);
}

/**
 * INV-11: `amountPaid` is the sum of the payments; any payment makes the document PARTIALLY_PAID or PAID,
 * and losing its last payment sends a paid document back to SENT (OVERDUE once past due). Other statuses
 * (DRAFT, SENT, DECLINED, OVERDUE) stand while nothing is paid.
 */
export function recalculate(doc: FinanceDoc, payments: Payment[], now = new Date()): void {
  const paid = payments.reduce((sum, p) => sum + cents(p.amount), 0);
  doc.amountPaid = dollars(paid);
  if (paid > 0) doc.status = paid >= cents(doc.amount) ? 'PAID' : 'PARTIALLY_PAID';
  else if (doc.status === 'PAID' || doc.status === 'PARTIALLY_PAID') doc.status = Date.parse(doc.dueDate) < now.getTime() ? 'OVERDUE' : 'SENT';
  // A payment finalizes a draft, and finalized documents carry an issue date (INV-2).
  if (doc.status !== 'DRAFT' && !doc.issueDate) doc.issueDate = now.toISOString();
}

/** The record a document is raised on, or a 400 naming `recordId` (INV-5). */
export function resolveRecord(db: Db, companyId: number, recordId: number, allowAccount: boolean): 'PROJECT' | 'ACCOUNT' {
  if (projectsTable(db).get(recordId, companyId)) return 'PROJECT';
  if (allowAccount && accountsTable(db).get(recordId, companyId)) return 'ACCOUNT';
  throw badRequest('recordId', `recordId ${recordId} is not an existing ${allowAccount ? 'project or account' : 'project'}`);
}

function recordRefs(db: Db, companyId: number, doc: FinanceDoc) {
  if (doc.recordType === 'ACCOUNT') {
    const a = accountsTable(db).get(doc.recordId, companyId);
    return { account: a ? { id: a.id, title: a.title } : null, record: null };
  }
  const p = projectsTable(db).get(doc.recordId, companyId);
  const a = p?.accountId ? accountsTable(db).get(p.accountId, companyId) : undefined;
  return { account: a ? { id: a.id, title: a.title } : null, record: p ? { id: p.id, uid: p.uid, title: p.title } : null };
}

/** The id of the account a document belongs to (its own record, or its project's account). */
export function accountIdOf(db: Db, companyId: number, doc: FinanceDoc): number | null {
  if (doc.recordType === 'ACCOUNT') return doc.recordId;
  return projectsTable(db).get(doc.recordId, companyId)?.accountId ?? null;
}

/** The response shape shared by invoices and bills; `numberKey` is `invoiceNumber` or `billNumber`. */
export function renderDoc(db: Db, companyId: number, doc: FinanceDoc, numberKey: string, extra: Record<string, unknown> = {}) {
  const catalog = catalogItemsTable(db);
  const sectionName = new Map(doc.sections.map((s) => [s.id, s.name]));
  return {
    id: doc.id,
    [numberKey]: doc.number,
    status: doc.status,
    amount: doc.amount,
    amountPaid: doc.amountPaid,
    calculationMethod: doc.calculationMethod,
    percentage: doc.percentage,
    baseAmount: doc.baseAmount,
    description: doc.description,
    basedOnId: doc.basedOnId,
    basedOnUid: doc.basedOnUid,
    issueDate: doc.issueDate,
    dueDate: doc.dueDate,
    isArchived: doc.isArchived,
    ...extra,
    ...recordRefs(db, companyId, doc),
    sections: doc.sections.map((s) => ({ id: s.id, name: s.name })),
    lineItems: doc.lineItems.map((li) => {
      const c = catalog.get(li.catalogItemId, companyId);
      return {
        id: li.id,
        catalogItemId: li.catalogItemId,
        quantity: li.quantity,
        unitCost: li.unitCost,
        unitPrice: li.unitPrice,
        description: li.description,
        catalogItem: c ? { id: c.id, name: c.name, manufacturer: c.manufacturer, sku: c.sku, type: c.type } : null,
        sectionId: li.sectionId,
        sectionName: sectionName.get(li.sectionId) ?? null,
      };
    }),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** The vendor's list envelope for invoices and bills: `{items, page, page_size, has_more}`. */
export function envelope<T>(items: T[], page: PageRequest) {
  const start = (page.page - 1) * page.pageSize;
  return { items: items.slice(start, start + page.pageSize), page: page.page, page_size: page.pageSize, has_more: items.length > start + page.pageSize };
}

export function mustFind<T>(value: T | undefined, what: string): T {
  if (!value) throw notFound(what);
  return value;
}
