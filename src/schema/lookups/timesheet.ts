/**
 * Timesheet: a user's time entry, optionally on a project and a work order (`GET /timesheets`,
 * `/timesheets/{id}`). The entry holds its user's summary (names cost nothing) and the ids of its
 * project and work order, which load once per distinct record when a field beyond `databaseId` is asked.
 */
import { builder } from '../builder.js';
import { ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { type ConnectionFieldBuilder, restConnection } from '../rest-connection.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { TimesheetRef } from './refs.js';
import { listTimesheets, type RestTimesheet, type TimesheetListParams } from '../../upstream/timesheets.js';

const get = reader<RestTimesheet>(TimesheetRef);

const ref = (id: unknown) => (typeof id === 'number' && id > 0 ? { id } : null);

TimesheetRef.implement({
  description: 'A timesheet entry: time a user spent, optionally on a project and a work order.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the timesheet entry.' }),
    startTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the work started.',
      resolve: get('startTime', dateTime),
    }),
    endTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the work ended; null while the clock runs.',
      resolve: get('endTime', dateTime),
    }),
    duration: t.int({ nullable: true, description: 'Seconds from start to end; null while the clock runs.', resolve: get('duration') }),
    notes: t.string({ nullable: true, description: 'Notes on the work done.', resolve: get('notes') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the entry was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the entry was last changed.',
      resolve: get('updatedAt', dateTime),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The user whose time this is; null when the user has left the company. Names and e-mail come with the entry; `phone` and `role` cost one upstream request per operation.',
      resolve: async (s, a, c) => {
        const user = await get('user')(s, a, c);
        return user && typeof user.id === 'number' ? user : ref(await get('userId')(s, a, c));
      },
    }),
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description:
        'The project the time was spent on; null when none. `id` and `databaseId` come with the entry; other fields cost one upstream request per distinct project.',
      resolve: get('projectId', ref),
    }),
    workOrder: t.field({
      type: WorkOrderRef,
      nullable: true,
      description:
        'The work order the time was spent on; null when none. `id` and `databaseId` come with the entry; other fields cost one upstream request per distinct work order.',
      resolve: get('workOrderId', ref),
    }),
  }),
});

export const TimesheetFilter = builder.inputType('TimesheetFilter', {
  description: 'Filters of the timesheet list (the query parameters of REST `GET /timesheets`).',
  fields: (t) => ({
    userId: t.int({ description: 'Only entries of this user (`User.databaseId`).' }),
    projectId: t.int({ description: 'Only entries on this project (`Project.databaseId`).' }),
    workOrderId: t.int({ description: 'Only entries on this work order (`WorkOrder.databaseId`).' }),
    startDate: t.field({ type: 'DateTime', description: 'Only entries starting at or after this time (REST `start_date`).' }),
    endDate: t.field({ type: 'DateTime', description: 'Only entries starting at or before this time (REST `end_date`).' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only entries updated after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only entries updated before this time (REST `updated_before`).' }),
  }),
});

type FilterArgs = {
  userId?: number | null;
  projectId?: number | null;
  workOrderId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
  updatedAfter?: Date | null;
  updatedBefore?: Date | null;
};

function timesheetParams(f: FilterArgs | null | undefined): Omit<TimesheetListParams, 'page' | 'pageSize' | 'orderBy'> {
  return {
    userId: f?.userId ?? undefined,
    projectId: f?.projectId ?? undefined,
    workOrderId: f?.workOrderId ?? undefined,
    startDate: f?.startDate?.toISOString(),
    endDate: f?.endDate?.toISOString(),
    updatedAfter: f?.updatedAfter?.toISOString(),
    updatedBefore: f?.updatedBefore?.toISOString(),
  };
}

const TimesheetConnection = connectionOf(TimesheetRef, 'Timesheet', 'timesheet entry', 'timesheet entries', NO_TOTALS);

const BY_START = 'Sort direction by start time (REST `order_by`).';

builder.queryFields((t) => ({
  timesheet: recordLookupField(t, TimesheetRef, 'a timesheet entry'),
  timesheets: t.connection(
    restConnection(t, {
      type: TimesheetRef,
      description:
        'Timesheet entries of your company, newest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /timesheets`).',
      args: { filter: t.arg({ type: TimesheetFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: BY_START,
      pages: (args, ctx) => (page) => listTimesheets(ctx.upstream, Object.assign(timesheetParams(args.filter), page)),
    }),
    TimesheetConnection,
  ),
}));

/** A per-parent list: GET /timesheets filtered by the parent's id, one request per parent and page. */
function perParent<P extends { id: number }>(t: ConnectionFieldBuilder<P>, noun: string, key: 'userId' | 'projectId' | 'workOrderId') {
  return restConnection(t, {
    type: TimesheetRef,
    description: `The ${noun}'s timesheet entries, newest first. Cost: one upstream request per ${noun} and page; ${noun}s of one page are fetched together.`,
    orderBy: BY_START,
    pages: (_args, ctx, parent) => (page) => listTimesheets(ctx.upstream, { [key]: parent.id, ...page }),
  });
}

builder.objectFields(UserRef, (t) => ({ timesheets: t.connection(perParent(t, 'user', 'userId'), TimesheetConnection) }));
builder.objectFields(ProjectRef, (t) => ({ timesheets: t.connection(perParent(t, 'project', 'projectId'), TimesheetConnection) }));
builder.objectFields(WorkOrderRef, (t) => ({ timesheets: t.connection(perParent(t, 'work order', 'workOrderId'), TimesheetConnection) }));
