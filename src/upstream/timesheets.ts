/**
 * Timesheets (spec "Further endpoints": `GET /timesheets`, `/timesheets/{id}`; the shape is not shown,
 * the sandbox's: a user's time entry with an optional project and work order). Lists are bare arrays
 * paged by `page`/`page_size`, newest first unless `order_by=asc`.
 */
import type { UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import type { RestUserSummary } from './users.js';
import { listOf } from './shapes.js';

export interface RestTimesheet {
  id: number;
  userId?: number | null;
  user?: RestUserSummary | null;
  projectId?: number | null;
  workOrderId?: number | null;
  startTime?: string | null;
  /** Null while the clock runs. */
  endTime?: string | null;
  /** Seconds; null while the clock runs. */
  duration?: number | null;
  notes?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface TimesheetListParams extends PageParams {
  userId?: number;
  projectId?: number;
  workOrderId?: number;
  startDate?: string;
  endDate?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  orderBy?: SortDirection;
}

export function fetchTimesheetsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestTimesheet>(session, 'timesheets', ids, (id) => `/timesheets/${id}`);
}

export function listTimesheets(session: UpstreamSession, p: TimesheetListParams): Promise<RestTimesheet[]> {
  return session
    .get<unknown>(
      'timesheets',
      '/timesheets',
      pageQuery(p, {
        user_id: p.userId,
        project_id: p.projectId,
        work_order_id: p.workOrderId,
        start_date: p.startDate,
        end_date: p.endDate,
        updated_after: p.updatedAfter,
        updated_before: p.updatedBefore,
        order_by: p.orderBy,
      }),
    )
    .then(listOf<RestTimesheet>('timesheets'));
}
