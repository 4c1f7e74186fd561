/**
 * Appointments (vendor): `GET /opportunities/{id}/appointments` (paged, `{ appointments, totalCount }`),
 * `GET /appointments/{id}`, and the writes `POST /opportunities/{id}/appointments`,
 * `PATCH|DELETE /appointments/{id}`.
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import { fetchAllPages } from './paging.js';
import { malformed, parentId, recordList } from './shapes.js';

export interface RestAppointment {
  id: number;
  title?: string | null;
  description?: string | null;
  dueDate?: string | null;
  isCompleted?: boolean | null;
  completedAt?: string | null;
  assigneeId?: number | null;
  opportunityId?: number | null;
  createdBy?: number | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export function fetchAppointmentsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestAppointment>(session, 'appointments', ids, (id) => `/appointments/${id}`);
}

/** Every appointment of an opportunity (all pages, up to 1,000), earliest first. */
export function listAppointmentsOf(session: UpstreamSession, opportunityId: number): Promise<RestAppointment[]> {
  const path = `/opportunities/${parentId('appointments', opportunityId)}/appointments`;
  let read = 0;
  return fetchAllPages(async (page, pageSize) => {
    const value = await session.get<unknown>('appointments', path, { page, page_size: pageSize, order_by: 'asc' });
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) throw malformed('appointments', 'something other than a page of appointments');
    const list = (value ?? {}) as { appointments?: unknown; totalCount?: unknown };
    const items = recordList<RestAppointment>('appointments', list.appointments);
    read += items.length;
    return { items, hasMore: typeof list.totalCount === 'number' ? read < list.totalCount : undefined };
  });
}

/** Body of POST (title, assigneeId and dueDate required) and PATCH (all optional; null clears). */
export interface AppointmentWrite {
  title?: string;
  assigneeId?: number;
  dueDate?: string | null;
  description?: string | null;
  isCompleted?: boolean;
}

export function createAppointment(session: UpstreamSession, opportunityId: number, body: AppointmentWrite) {
  return session.write<RestAppointment>('POST', 'appointments', `/opportunities/${opportunityId}/appointments`, { body });
}

export function updateAppointment(session: UpstreamSession, id: number, body: AppointmentWrite) {
  return session.write<RestAppointment>('PATCH', 'appointments', `/appointments/${id}`, { body });
}

export async function deleteAppointment(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'appointments', `/appointments/${id}`);
}
