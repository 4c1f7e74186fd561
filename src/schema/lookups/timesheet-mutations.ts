/**
 * Timesheet writes: `timesheetCreate` (POST /timesheets), `timesheetUpdate` (PATCH /timesheets/{id}) and
 * `timesheetDelete` (DELETE, irreversible). An end before the start is refused here before any call.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { ProjectRef, UserRef } from '../refs.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { TimesheetRef } from './refs.js';
import type { RestTimesheet } from '../../upstream/timesheets.js';
import { createTimesheet, deleteTimesheet, updateTimesheet, type TimesheetWrite } from '../../upstream/timesheet-writes.js';

const TimesheetCreateInput = builder.inputType('TimesheetCreateInput', {
  description: 'A new time entry (REST `POST /timesheets`).',
  fields: (t) => ({
    userId: t.globalID({ for: UserRef, required: true, description: 'The user whose time this is.' }),
    startTime: t.field({ type: 'DateTime', required: true, description: 'When the work started.' }),
    endTime: t.field({ type: 'DateTime', description: 'When the work ended, after startTime; omitted while the clock runs.' }),
    projectId: t.globalID({ for: ProjectRef, description: "The project worked on; by default the work order's project." }),
    workOrderId: t.globalID({ for: WorkOrderRef, description: 'The work order worked on.' }),
    notes: t.string({ description: 'Notes on the work done.' }),
  }),
});

const TimesheetUpdateInput = builder.inputType('TimesheetUpdateInput', {
  description: 'Changes to a time entry (REST `PATCH /timesheets/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    userId: t.globalID({ for: UserRef, description: 'The user whose time this is.' }),
    startTime: t.field({ type: 'DateTime', description: 'New start.' }),
    endTime: t.field({ type: 'DateTime', description: 'New end, after the start; null restarts the clock.' }),
    projectId: t.globalID({ for: ProjectRef, description: 'The project worked on; null clears it.' }),
    workOrderId: t.globalID({ for: WorkOrderRef, description: 'The work order worked on; null clears it.' }),
    notes: t.string({ description: 'New notes; null clears them.' }),
  }),
});

const TimesheetCreatePayload = payloadType<RestTimesheet>(
  'TimesheetCreatePayload',
  'Result of timesheetCreate.',
  'timesheet',
  TimesheetRef,
  'The created entry; null when refused.',
);
const TimesheetUpdatePayload = payloadType<RestTimesheet>(
  'TimesheetUpdatePayload',
  'Result of timesheetUpdate.',
  'timesheet',
  TimesheetRef,
  'The entry after the change; null when refused.',
);
const TimesheetDeletePayload = payloadType<string>(
  'TimesheetDeletePayload',
  'Result of timesheetDelete.',
  'deletedTimesheetId',
  'ID',
  'The global id the deleted entry had; null when refused.',
);

type Ref = { id: string | number } | null | undefined;
const dbId = (g: Ref) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);

/** An entry ends after it starts (checked when both are given). */
function checkTimes(checks: InputChecks, start: Date | null | undefined, end: Date | null | undefined): void {
  if (start && end && end.getTime() <= start.getTime()) checks.add(['endTime'], 'INVALID', 'endTime must be after startTime');
}

builder.mutationFields((t) => ({
  timesheetCreate: t.field({
    type: TimesheetCreatePayload,
    description: 'Records a time entry (REST `POST /timesheets`); without `endTime` the clock runs.',
    args: { input: t.arg({ type: TimesheetCreateInput, required: true, description: 'The new entry.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checkTimes(checks, input.startTime, input.endTime);
      return mutate(checks, async () => {
        const body: TimesheetWrite = {
          userId: parseDatabaseId(input.userId.id, 'userId'),
          startTime: input.startTime.toISOString(),
          endTime: input.endTime?.toISOString(),
          projectId: dbId(input.projectId) ?? undefined,
          workOrderId: dbId(input.workOrderId) ?? undefined,
          notes: input.notes ?? undefined,
        };
        return primeFresh(TimesheetRef, ctx, await createTimesheet(ctx.upstream, body));
      });
    },
  }),
  timesheetUpdate: t.field({
    type: TimesheetUpdatePayload,
    description: 'Changes a time entry (REST `PATCH /timesheets/{id}`).',
    args: {
      id: t.arg.globalID({ for: TimesheetRef, required: true, description: 'The entry to change.' }),
      input: t.arg({ type: TimesheetUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      checkTimes(checks, input.startTime, input.endTime);
      return mutate(checks, async () => {
        const body: TimesheetWrite = {
          userId: dbId(input.userId) ?? undefined,
          startTime: input.startTime?.toISOString(),
          endTime: input.endTime === null ? null : input.endTime?.toISOString(),
          projectId: dbId(input.projectId),
          workOrderId: dbId(input.workOrderId),
          notes: input.notes,
        };
        return primeFresh(TimesheetRef, ctx, await updateTimesheet(ctx.upstream, parseDatabaseId(id.id), body));
      });
    },
  }),
  timesheetDelete: t.field({
    type: TimesheetDeletePayload,
    description: 'Deletes a time entry (REST `DELETE /timesheets/{id}`); irreversible.',
    args: { id: t.arg.globalID({ for: TimesheetRef, required: true, description: 'The entry to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteTimesheet(ctx.upstream, databaseId);
        TimesheetRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Timesheet', databaseId);
      }),
  }),
}));
