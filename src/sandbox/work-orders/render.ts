/**
 * REST shapes of work orders, templates, labels and line items (spec "Work order (response)"; vendor
 * OpenAPI for templates, labels and project line items), joined from the stored ids.
 */
import type { Db } from '../core/db.js';
import { accountsTable, opportunitiesTable, projectsTable, stagesTable, usersTable, userSummary, type UserSummary } from '../records/model.js';
import {
  catalogItemsTable,
  labelsTable,
  parentOf,
  type CatalogItemRef,
  type Label,
  type ProjectLineItem,
  type StoredLineItem,
  type WorkOrder,
  type WorkOrderTemplate,
} from './model.js';

const cents = (n: number) => Math.round(n * 100) / 100;

export function labelJson(l: Label) {
  return { id: l.id, name: l.name, color: l.color, type: l.type, createdAt: l.createdAt, updatedAt: l.updatedAt };
}

function workLabels(db: Db, companyId: number, ids: number[]) {
  const table = labelsTable(db);
  return ids
    .map((id) => table.get(id, companyId))
    .filter((l): l is Label => !!l)
    .map((l) => ({ label: { id: l.id, label: l.name, color: l.color } }));
}

/** The `project` summary: the parent record (a project, or the opportunity or account it hangs on). */
export function parentSummary(db: Db, companyId: number, wo: WorkOrder) {
  const parent = parentOf(wo);
  if (parent.type === 'ACCOUNT') {
    const a = accountsTable(db).get(parent.id, companyId);
    return a ? { id: a.id, uid: a.number, title: a.title, address: a.address, stage: null } : null;
  }
  const r = parent.type === 'PROJECT' ? projectsTable(db).get(parent.id, companyId) : opportunitiesTable(db).get(parent.id, companyId);
  if (!r) return null;
  const stage = stagesTable(db).get(r.stageId, companyId);
  return { id: r.id, uid: r.uid, title: r.title, address: r.address, stage: stage?.name ?? null };
}

export function workOrderLineItemJson(db: Db, companyId: number, li: StoredLineItem) {
  const c = catalogItemsTable(db).get(li.catalogItemId, companyId);
  return {
    id: li.id,
    quantity: li.quantity,
    description: li.description,
    unitCost: li.unitCost,
    totalCost: cents(li.unitCost * li.quantity),
    unitPrice: li.unitPrice,
    totalPrice: cents(li.unitPrice * li.quantity),
    sectionName: li.sectionName,
    catalogItem: c ? { id: c.id, name: c.name, sku: c.sku ?? null, type: c.type ?? null, manufacturer: c.manufacturer ?? null } : null,
  };
}

export function projectLineItemJson(db: Db, companyId: number, li: ProjectLineItem) {
  const c = catalogItemsTable(db).get(li.catalogItemId, companyId);
  return {
    id: li.id,
    quantity: li.quantity,
    description: li.description ?? '',
    unitCost: li.unitCost,
    totalCost: cents(li.unitCost * li.quantity),
    totalPrice: cents(li.unitPrice * li.quantity),
    unitPrice: li.unitPrice,
    createdAt: li.createdAt,
    sectionName: li.sectionName,
    catalogItem: c
      ? { id: c.id, name: c.name, manufacturer: c.manufacturer ?? null, sku: c.sku ?? null, type: c.type ?? 'PRODUCT', description: c.description ?? null }
      : null,
  };
}

/** The work order response; `at` is the moment the open status stint is measured to. */
export function workOrderJson(db: Db, companyId: number, wo: WorkOrder, at = Date.now()) {
  const users = usersTable(db);
  const assignee = wo.assigneeId === null ? undefined : users.get(wo.assigneeId, companyId);
  const counts = new Map<string, number>();
  const statuses = wo.statusHistory.map((s) => {
    const key = s.id ?? s.label;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const started = Date.parse(s.startedAt);
    const ended = s.endedAt ? Date.parse(s.endedAt) : Math.max(at, started);
    return {
      count: String(count),
      endedAt: new Date(ended).toISOString(),
      spentTime: Math.max(0, (ended - started) / 1000),
      startedAt: s.startedAt,
      status: key,
    };
  });
  const current = wo.statusHistory[wo.statusHistory.length - 1];
  const json: Record<string, unknown> = {
    id: wo.id,
    uid: wo.uid,
    templateId: wo.templateId,
    createdAt: wo.createdAt,
    updatedAt: wo.updatedAt,
    title: wo.title,
    description: wo.description,
    priority: wo.priority,
    startDate: wo.startDate,
    startDateAllDay: wo.startDateAllDay,
    endDate: wo.endDate,
    endDateAllDay: wo.endDateAllDay,
    completedAt: wo.completedAt,
    isActive: wo.isActive,
    // DEP-1: the deprecated flag stays, always the negation of isActive.
    isArchived: !wo.isActive,
    isCompleted: wo.isCompleted,
    isField: wo.isField,
    labels: workLabels(db, companyId, wo.labelIds),
    project: parentSummary(db, companyId, wo),
    assignee: assignee ? { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName, email: assignee.email } : null,
    collaborators: wo.collaboratorIds.map((id) => userSummary(users.get(id, companyId))).filter((u): u is UserSummary => !!u),
    visits: { visits: wo.isField ? wo.visits.map((v) => ({ ...v })) : [] },
    statuses,
    status: current ? { id: current.id, label: current.label } : null,
    checklist: wo.checklist.map((c) => ({ ...c })),
    workItems: wo.workItems.map((w) => ({ ...w })),
  };
  if (wo.archiveFlagOnly) delete json.isActive;
  // WO-9: only service work orders on an account, and only when at least one line item exists.
  if (wo.accountId !== null && wo.lineItems.length > 0) {
    json.lineItems = wo.lineItems.map((li) => workOrderLineItemJson(db, companyId, li));
  }
  return json;
}

/** A catalog item in the vendor's CatalogItem fields (template line items); absent fields read as null. */
function catalogItemJson(c: CatalogItemRef | undefined) {
  if (!c) return null;
  const r = c as CatalogItemRef & Record<string, unknown>;
  const keys = [
    'catalog',
    'category',
    'code',
    'cost',
    'price',
    'description',
    'image',
    'isArchived',
    'createdById',
    'createdAt',
    'updatedAt',
    'preferredVendorId',
  ];
  return { id: c.id, name: c.name, type: c.type, manufacturer: c.manufacturer, sku: c.sku, ...Object.fromEntries(keys.map((k) => [k, r[k] ?? null])) };
}

export function templateJson(db: Db, companyId: number, t: WorkOrderTemplate) {
  const users = usersTable(db);
  const templateUser = (id: number) => {
    const u = users.get(id, companyId);
    return u ? { id: u.id, firstName: u.firstName, lastName: u.lastName } : null;
  };
  const catalog = catalogItemsTable(db);
  const json: Record<string, unknown> = {
    id: t.id,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    title: t.title,
    description: t.description,
    instructions: t.description,
    type: t.type,
    priority: t.priority,
    dueDate: t.dueDate,
    yellowSla: t.yellowSla,
    redSla: t.redSla,
    assignee: t.assigneeId === null ? null : templateUser(t.assigneeId),
    assigneeProperty: t.assigneeProperty,
    collaborators: t.collaboratorIds.map(templateUser).filter((u) => u !== null),
    collaboratorProperties: t.collaboratorProperties,
    labels: workLabels(db, companyId, t.labelIds),
    checklists: t.checklists.map((c) => ({ ...c })),
  };
  // Vendor: lineItems is present only when the template has line items.
  if (t.lineItems.length > 0) {
    json.lineItems = t.lineItems.map((li) => ({
      id: li.id,
      quantity: li.quantity,
      description: li.description,
      unitCost: li.unitCost,
      totalCost: cents(li.unitCost * li.quantity),
      unitPrice: li.unitPrice,
      totalPrice: cents(li.unitPrice * li.quantity),
      catalogItem: catalogItemJson(catalog.get(li.catalogItemId, companyId)),
    }));
  }
  return json;
}
