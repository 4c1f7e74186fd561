/**
 * Timesheet: a user's time entry, optionally on a project and a work order (`GET /timesheets`,
 * `/timesheets/{id}`). The entry holds its user's summary (names cost nothing) and the ids of its
 * project and work order, which load once per distinct record when a field beyond `databaseId` is asked.
 */
import { builder } from '../builder.js';
import { ProjectRef, UserRef } from '../refs.js';
import { primeAll, reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime } from '../lenient.js';
import { connectionComplexity, connectionOf, NO_TOTALS, resolveRestConnection } from '../pagination.js';
import { RecordOrder } from '../records/common.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { TimesheetRef } from './refs.js';
import type { GatewayContext } from '../../gateway/context.js';
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

function timesheetParams(
  f: FilterArgs | null | undefined,
  order: { direction: 'asc' | 'desc' } | null | undefined,
): Omit<TimesheetListParams, 'page' | 'pageSize'> {
  return {
    userId: f?.userId ?? undefined,
    projectId: f?.projectId ?? undefined,
    workOrderId: f?.workOrderId ?? undefined,
    startDate: f?.startDate?.toISOString(),
    endDate: f?.endDate?.toISOString(),
    updatedAfter: f?.updatedAfter?.toISOString(),
    updatedBefore: f?.updatedBefore?.toISOString(),
    orderBy: order?.direction,
  };
}

const TimesheetConnection = connectionOf(TimesheetRef, 'Timesheet', 'timesheet entry', 'timesheet entries', NO_TOTALS);

type ListArgs = Parameters<typeof resolveRestConnection>[0] & { filter?: FilterArgs | null; orderBy?: { direction: 'asc' | 'desc' } | null };

/** A window of GET /timesheets: the caller's filter, plus the parent's id for per-parent lists. */
function resolveTimesheets(args: ListArgs, ctx: GatewayContext, fixed: Partial<TimesheetListParams> = {}) {
  return resolveRestConnection(args, (page, pageSize) =>
    listTimesheets(ctx.upstream, { ...timesheetParams(args.filter, args.orderBy), ...fixed, page, pageSize }).then((rows) => primeAll(TimesheetRef, ctx, rows)),
  );
}

builder.queryFields((t) => ({
  timesheet: recordLookupField(t, TimesheetRef, 'a timesheet entry'),
  timesheets: t.connection(
    {
      type: TimesheetRef,
      description:
        'Timesheet entries of your company, newest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /timesheets`).',
      args: {
        filter: t.arg({ type: TimesheetFilter, description: 'Narrows the list (REST query parameters).' }),
        orderBy: t.arg({ type: RecordOrder, description: 'Sort direction by start time (REST `order_by`).' }),
      },
      complexity: connectionComplexity,
      resolve: (_root, args, ctx) => resolveTimesheets(args, ctx),
    },
    TimesheetConnection,
  ),
}));

/** A per-parent list: GET /timesheets filtered by the parent's id, one request per parent and page. */
function perParent(noun: string, key: 'userId' | 'projectId' | 'workOrderId') {
  return {
    type: TimesheetRef,
    description: `The ${noun}'s timesheet entries, newest first. Cost: one upstream request per ${noun} and page; ${noun}s of one page are fetched together.`,
    complexity: connectionComplexity,
    resolve: (parent: { id: number }, args: ListArgs, ctx: GatewayContext) => resolveTimesheets(args, ctx, { [key]: parent.id }),
  };
}

builder.objectFields(UserRef, (t) => ({
  timesheets: t.connection(
    { ...perParent('user', 'userId'), args: { orderBy: t.arg({ type: RecordOrder, description: 'Sort direction by start time (REST `order_by`).' }) } },
    TimesheetConnection,
  ),
}));
builder.objectFields(ProjectRef, (t) => ({
  timesheets: t.connection(
    { ...perParent('project', 'projectId'), args: { orderBy: t.arg({ type: RecordOrder, description: 'Sort direction by start time (REST `order_by`).' }) } },
    TimesheetConnection,
  ),
}));
builder.objectFields(WorkOrderRef, (t) => ({
  timesheets: t.connection(
    {
      ...perParent('work order', 'workOrderId'),
      args: { orderBy: t.arg({ type: RecordOrder, description: 'Sort direction by start time (REST `order_by`).' }) },
    },
    TimesheetConnection,
  ),
}));
