/**
 * Reminders (spec "Reminder (response)", POST /accounts/{id}/reminders; the other paths from the vendor
 * reference): `GET|POST /projects|opportunities|accounts/{id}/reminders` (lists as `{ reminders,
 * totalCount }`), `GET|PATCH|DELETE /reminders/{id}`.
 */
import type { UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import { malformed, parentId, recordList } from './shapes.js';
import type { ReminderType } from '../rest-enums.js';

export type RestReminderType = ReminderType;

export interface RestReminder {
  id: number;
  title: string;
  description: string | null;
  type: RestReminderType | null;
  dueDate: string | null;
  isCompleted: boolean;
  completedAt: string | null;
  assigneeId: number | null;
  projectId: number | null;
  opportunityId: number | null;
  accountId: number | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface RestReminderList {
  reminders: RestReminder[];
  totalCount: number;
}

export type ReminderOwnerPath = 'projects' | 'opportunities' | 'accounts';

export interface ReminderListParams extends PageParams {
  orderBy?: SortDirection;
  isCompleted?: boolean;
  updatedAfter?: string;
  updatedBefore?: string;
}

export function fetchRemindersByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestReminder>(session, 'reminders', ids, (id) => `/reminders/${id}`);
}

export async function listRemindersOf(session: UpstreamSession, owner: ReminderOwnerPath, id: number, p: ReminderListParams): Promise<RestReminderList> {
  return session
    .get<RestReminderList>(
      'reminders',
      `/${owner}/${parentId('reminders', id)}/reminders`,
      pageQuery(p, { order_by: p.orderBy, is_completed: p.isCompleted, updated_after: p.updatedAfter, updated_before: p.updatedBefore }),
    )
    .then((list) => {
      if (!list || typeof list !== 'object' || Array.isArray(list)) throw malformed('reminders', 'something other than a page of reminders');
      // Object.assign, not a literal led by a spread (shapes.ts withFields says why); the page has no id to lead with.
      return Object.assign({}, list, { reminders: recordList<RestReminder>('reminders', list.reminders) });
    });
}

/** Body of POST (title and assigneeId required, REM-1) and PATCH (all optional; null clears). */
export interface ReminderWrite {
  title?: string;
  assigneeId?: number | null;
  description?: string | null;
  dueDate?: string | null;
  isCompleted?: boolean;
  type?: RestReminderType;
}

/** REM-2: the owning record sets which of projectId/opportunityId/accountId the reminder holds. */
export function createReminder(session: UpstreamSession, owner: ReminderOwnerPath, id: number, body: ReminderWrite): Promise<RestReminder> {
  return session.write<RestReminder>('POST', 'reminders', `/${owner}/${id}/reminders`, { body });
}

export function updateReminder(session: UpstreamSession, id: number, body: ReminderWrite): Promise<RestReminder> {
  return session.write<RestReminder>('PATCH', 'reminders', `/reminders/${id}`, { body });
}

export async function deleteReminder(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'reminders', `/reminders/${id}`);
}
