/**
 * Work orders, their templates and labels as the sandbox stores them. Related records (assignee, labels,
 * parent record, catalog items) are kept as ids and joined when rendering, so a change to them shows up
 * everywhere; see render.ts for the REST shapes (spec "Work order (response)").
 */
import type { Db } from '../core/db.js';
import type { CatalogItemType, LabelType, ParentRecordType } from '../../rest-enums.js';

export interface Visit {
  id: number;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  startDateAllDay: boolean;
  endDateAllDay: boolean;
  isCompleted: boolean;
}

export interface ChecklistItem {
  id: number;
  detail: string;
  isCompleted: boolean;
  completedAt: string | null;
}

/** One stay in a status; the last one is the current status and has no end yet. */
export interface StatusStint {
  /** Status id (null for a label outside the company's status list). */
  id: string | null;
  label: string;
  startedAt: string;
  endedAt: string | null;
}

export interface FormWorkItem {
  type: 'FORM';
  id: number;
  name: string | null;
  status: string | null;
  templateId: number | null;
  dueDate: string | null;
  completedAt: string | null;
  isCompleted: boolean;
}

export interface FileRequestWorkItem {
  type: 'FILE_REQUEST';
  id: number;
  name: string | null;
  status: string | null;
}

export type WorkItem = FormWorkItem | FileRequestWorkItem;

export interface StoredLineItem {
  id: number;
  catalogItemId: number;
  quantity: number;
  description: string | null;
  unitCost: number;
  unitPrice: number;
  sectionName: string | null;
  createdAt: string;
}

export interface WorkOrder {
  id: number;
  /** Number unique within the parent record (WO-11). */
  uid: number;
  templateId: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  description: string;
  priority: number;
  startDate: string | null;
  endDate: string | null;
  startDateAllDay: boolean;
  endDateAllDay: boolean;
  completedAt: string | null;
  isActive: boolean;
  /** Sent in the older shape the vendor still documents: `isArchived` only, without `isActive`. */
  archiveFlagOnly?: boolean;
  isCompleted: boolean;
  isField: boolean;
  /** The parent record: exactly one of the three is set (other domains read `projectId`). */
  projectId: number | null;
  opportunityId: number | null;
  accountId: number | null;
  labelIds: number[];
  assigneeId: number | null;
  collaboratorIds: number[];
  /** Only field work orders have visits (WO-5). */
  visits: Visit[];
  statusHistory: StatusStint[];
  checklist: ChecklistItem[];
  /** Plain array: the forms seeder pushes FORM items here (WO-10). */
  workItems: WorkItem[];
  /** Quote line items; only account (service) work orders carry them (WO-9). */
  lineItems: StoredLineItem[];
  createdById: number | null;
}

export interface Label {
  id: number;
  name: string;
  color: string | null;
  type: LabelType;
  createdAt: string;
  updatedAt: string;
}

export interface TemplateUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
}

export interface WorkOrderTemplate {
  id: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  description: string | null;
  type: 'FIELD' | 'OFFICE';
  priority: number | null;
  dueDate: string | null;
  yellowSla: number | null;
  redSla: number | null;
  assigneeId: number | null;
  assigneeProperty: string | null;
  collaboratorIds: number[];
  collaboratorProperties: string[];
  labelIds: number[];
  checklists: { id: number; detail: string }[];
  lineItems: { id: number; catalogItemId: number; quantity: number; description: string | null; unitCost: number; unitPrice: number }[];
  /** Which parent records the seeder uses this template on. */
  scopes: ParentRecordType[];
}

/** A project's own line items (GET/PUT /projects/{id}/line-items). */
export interface ProjectLineItem extends StoredLineItem {
  projectId: number;
}

/** The finance engineer's catalog items, as far as line items need them. */
export interface CatalogItemRef {
  id: number;
  name: string;
  sku: string | null;
  type: CatalogItemType | null;
  manufacturer: string | null;
  description?: string | null;
  cost?: number | null;
  price?: number | null;
}

export const workOrdersTable = (db: Db) => db.table<WorkOrder>('workOrders', 70001);
export const workOrderTemplatesTable = (db: Db) => db.table<WorkOrderTemplate>('workOrderTemplates', 1001);
export const labelsTable = (db: Db) => db.table<Label>('labels', 601);
export const projectLineItemsTable = (db: Db) => db.table<ProjectLineItem>('projectLineItems', 450001);
// Same id range as the finance domain's accessor, whichever of the two creates the table first.
export const catalogItemsTable = (db: Db) => db.table<CatalogItemRef>('catalogItems', 80001);

/** Id sequences for the parts of a work order stored inside it. */
export const visitIds = (db: Db) => db.table<{ id: number }>('workOrderVisits', 200001);
export const checklistIds = (db: Db) => db.table<{ id: number }>('workOrderChecklistItems', 300001);
export const lineItemIds = (db: Db) => db.table<{ id: number }>('workOrderLineItems', 400001);
export const fileRequestIds = (db: Db) => db.table<{ id: number }>('workOrderFileRequests', 900001);

/** The company's work order statuses; the set is not shown in the spec, these follow the vendor's UI. */
export const workOrderStatuses: readonly { id: string; label: string }[] = [
  { id: 'UNASSIGNED', label: 'Unassigned' },
  { id: 'ASSIGNED', label: 'Assigned' },
  { id: 'DISPATCHED', label: 'Dispatched' },
  { id: 'ON_THE_WAY', label: 'On the way' },
  { id: 'WORKING', label: 'Working' },
  { id: 'WAITING', label: 'Waiting' },
  { id: 'ON_HOLD', label: 'On hold' },
  { id: 'REVIEW', label: 'Review' },
  { id: 'COMPLETED', label: 'Completed' },
  { id: 'CANCELLED', label: 'Cancelled' },
];

/** A status label (or id), matched case-insensitively; an unknown label keeps its text with a null id. */
export function statusFor(label: string): { id: string | null; label: string } {
  const key = label.trim().toLowerCase();
  const known = workOrderStatuses.find((s) => s.label.toLowerCase() === key || s.id.toLowerCase() === key);
  return known ? { ...known } : { id: null, label: label.trim() };
}

/** The parent record of a work order. */
export function parentOf(wo: Pick<WorkOrder, 'projectId' | 'opportunityId' | 'accountId'>): { type: ParentRecordType; id: number } {
  if (wo.projectId !== null) return { type: 'PROJECT', id: wo.projectId };
  if (wo.opportunityId !== null) return { type: 'OPPORTUNITY', id: wo.opportunityId };
  return { type: 'ACCOUNT', id: wo.accountId! };
}

/** The parent id fields for a parent of `type`. */
export function parentFields(type: ParentRecordType, id: number): Pick<WorkOrder, 'projectId' | 'opportunityId' | 'accountId'> {
  return { projectId: type === 'PROJECT' ? id : null, opportunityId: type === 'OPPORTUNITY' ? id : null, accountId: type === 'ACCOUNT' ? id : null };
}

export const WORK_ORDER_STATUS_TRIGGER = { key: 'TASK_STATUS_MOVEMENT', name: 'Work order status updated' } as const;
