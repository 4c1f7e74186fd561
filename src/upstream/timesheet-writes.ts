/**
 * Timesheet writes (spec "Further endpoints": POST /timesheets, PATCH and DELETE /timesheets/{id}; the
 * shape is not shown, the sandbox's: `userId` and `startTime` required, `endTime` null while running).
 */
import type { UpstreamSession } from './client.js';
import type { RestTimesheet } from './timesheets.js';

/** The JSON body of POST and PATCH; undefined fields are left out, null clears. */
export interface TimesheetWrite {
  userId?: number;
  startTime?: string;
  endTime?: string | null;
  projectId?: number | null;
  workOrderId?: number | null;
  notes?: string | null;
}

export function createTimesheet(session: UpstreamSession, body: TimesheetWrite): Promise<RestTimesheet> {
  return session.write<RestTimesheet>('POST', 'timesheets', '/timesheets', { body });
}

export function updateTimesheet(session: UpstreamSession, id: number, body: TimesheetWrite): Promise<RestTimesheet> {
  return session.write<RestTimesheet>('PATCH', 'timesheets', `/timesheets/${id}`, { body });
}

export function deleteTimesheet(session: UpstreamSession, id: number): Promise<{ id: number; deleted: boolean }> {
  return session.write<{ id: number; deleted: boolean }>('DELETE', 'timesheets', `/timesheets/${id}`);
}
