/**
 * Work order writes: `POST /projects|opportunities|accounts/{id}/work-orders` (vendor: `templateId`
 * required), `PATCH …/{id}/work-orders/{wo}` (WO-1..7, WO-12) and `PUT /work-orders/{id}/line-items`
 * (WO-8: the only way to change line items).
 */
import type { UpstreamSession } from './client.js';
import type { RestWorkOrder, RestWorkOrderLineItem, WorkOrderParentPath } from './work-orders.js';
import type { LineItemWrite } from './invoice-writes.js';

/** The create answer is a stub, not a work order (vendor `WorkOrderCreateResponse`). */
export interface RestWorkOrderCreated {
  id: number;
  createdAt?: string;
  position?: number;
  phaseInstanceId?: number | null;
}

export interface VisitUpsert {
  id?: number;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  startDateAllDay: boolean;
  endDateAllDay: boolean;
  isCompleted?: boolean;
}

export interface ChecklistItemUpdate {
  id: number;
  detail?: string;
  isCompleted?: boolean;
}

/** The PATCH body (spec table); undefined fields are left out (WO-1). */
export interface WorkOrderPatch {
  title?: string;
  description?: string | null;
  priority?: number;
  startDate?: string | null;
  endDate?: string | null;
  startDateAllDay?: boolean;
  endDateAllDay?: boolean;
  status?: string;
  assigneeId?: number | null;
  collaborators?: number[];
  visits?: VisitUpsert[];
  checklist?: ChecklistItemUpdate[];
  isActive?: boolean | null;
}

/** Either `lineItems` or `sections`, not both (vendor `WorkOrderLineItemsPutRequest`). */
export interface LineItemsPut {
  lineItems?: LineItemWrite[];
  sections?: { name?: string | null; lineItems: LineItemWrite[] }[];
}

export function createWorkOrder(
  session: UpstreamSession,
  parent: WorkOrderParentPath,
  parentId: number,
  body: { templateId: number; phaseInstanceId?: number },
) {
  return session.write<RestWorkOrderCreated>('POST', 'work-orders', `/${parent}/${parentId}/work-orders`, { body });
}

export function updateWorkOrder(session: UpstreamSession, parent: WorkOrderParentPath, parentId: number, id: number, body: WorkOrderPatch) {
  return session.write<RestWorkOrder>('PATCH', 'work-orders', `/${parent}/${parentId}/work-orders/${id}`, { body });
}

export function replaceWorkOrderLineItems(session: UpstreamSession, id: number, body: LineItemsPut) {
  return session.write<RestWorkOrderLineItem[]>('PUT', 'work-orders', `/work-orders/${id}/line-items`, { body });
}
