/**
 * Work orders (spec "Work order (response)"): `GET /work-orders`, `GET /work-orders/{id}`,
 * `GET /projects|opportunities|accounts/{id}/work-orders`.
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import { fetchAllPages } from './paging.js';
import type { RestUserSummary } from './users.js';
import { listOf, parentId } from './shapes.js';

export interface RestWorkOrderStatus {
  id: string | null;
  label: string;
}

export interface RestWorkOrderStatusStint {
  count: string;
  startedAt: string;
  endedAt: string | null;
  spentTime: number;
  status: string;
}

export interface RestVisit {
  id: number;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  startDateAllDay: boolean;
  endDateAllDay: boolean;
  isCompleted: boolean;
}

export interface RestChecklistItem {
  id: number;
  detail: string;
  isCompleted: boolean;
  completedAt: string | null;
}

export interface RestWorkItem {
  type: 'FORM' | 'FILE_REQUEST' | string;
  id: number;
  name?: string | null;
  status?: string | null;
  templateId?: number | null;
  dueDate?: string | null;
  completedAt?: string | null;
  isCompleted?: boolean | null;
}

export interface RestWorkOrderLineItem {
  id: number;
  quantity: number;
  description: string | null;
  unitCost: number;
  totalCost: number;
  unitPrice: number;
  totalPrice: number;
  sectionName: string | null;
  catalogItem: { id: number; name: string; sku: string | null; type: string | null; manufacturer: string | null } | null;
}

export interface RestWorkOrderParentSummary {
  id: number;
  uid?: number | null;
  title?: string | null;
  address?: string | null;
  stage?: string | null;
}

export interface RestWorkOrder {
  id: number;
  uid?: number;
  templateId?: number | null;
  createdAt?: string;
  updatedAt?: string;
  title?: string | null;
  description?: string | null;
  priority?: number | null;
  startDate?: string | null;
  startDateAllDay?: boolean | null;
  endDate?: string | null;
  endDateAllDay?: boolean | null;
  completedAt?: string | null;
  isActive?: boolean | null;
  isArchived?: boolean | null;
  isCompleted?: boolean | null;
  isField?: boolean | null;
  labels?: { label: { id: number; label: string; color: string | null } }[];
  project?: RestWorkOrderParentSummary | null;
  assignee?: RestUserSummary | null;
  collaborators?: RestUserSummary[];
  /** Legacy wrapper. */
  visits?: { visits?: RestVisit[] } | RestVisit[] | null;
  statuses?: RestWorkOrderStatusStint[];
  status?: RestWorkOrderStatus | null;
  checklist?: RestChecklistItem[];
  workItems?: RestWorkItem[];
  /** WO-9: only on service work orders on an account with at least one line item. */
  lineItems?: RestWorkOrderLineItem[];
}

export interface WorkOrderListParams {
  page: number;
  pageSize: number;
  orderBy?: 'asc' | 'desc' | null;
  updatedAfter?: string | null;
  updatedBefore?: string | null;
}

export function fetchWorkOrdersByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestWorkOrder>(session, 'work-orders', ids, (id) => `/work-orders/${id}`);
}

export function listWorkOrders(session: UpstreamSession, p: WorkOrderListParams): Promise<RestWorkOrder[]> {
  return session
    .get<unknown>('work-orders', '/work-orders', {
      page: p.page,
      page_size: p.pageSize,
      order_by: p.orderBy ?? undefined,
      updated_after: p.updatedAfter ?? undefined,
      updated_before: p.updatedBefore ?? undefined,
    })
    .then(listOf<RestWorkOrder>('work-orders'));
}

export type WorkOrderParentPath = 'projects' | 'opportunities' | 'accounts';

/**
 * A parent's work orders. The project list is paged by the vendor: every page is read (up to
 * MAX_LIST_ITEMS), one request per 100 work orders; the opportunity and account lists come whole.
 */
export async function listWorkOrdersOf(session: UpstreamSession, parent: WorkOrderParentPath, id: number): Promise<RestWorkOrder[]> {
  const path = `/${parent}/${parentId('work-orders', id)}/work-orders`;
  const list = listOf<RestWorkOrder>('work-orders');
  if (parent !== 'projects') return session.get<unknown>('work-orders', path).then(list);
  return fetchAllPages(async (page, pageSize) => ({ items: list(await session.get<unknown>('work-orders', path, { page, page_size: pageSize })) }));
}
