/**
 * Reminder writes: `POST /projects|opportunities|accounts/{id}/reminders` (one `reminderCreate` with the
 * record's global id), `PATCH /reminders/{id}` (also completes and reopens) and `DELETE /reminders/{id}`.
 * REM-1 (title and assignee required, type from the enum, dueDate ISO 8601) is checked here before
 * any call; the input types rule out what they can.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { createReminder, deleteReminder, updateReminder, type ReminderOwnerPath, type ReminderWrite, type RestReminder } from '../../upstream/reminders.js';
import { ReminderRef } from './refs.js';
import { ReminderType } from './reminder.js';

const OWNER_PATH: Record<string, ReminderOwnerPath> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts' };

const ReminderCreateInput = builder.inputType('ReminderCreateInput', {
  description: 'A new reminder on a project, opportunity or account (body of POST /{record}/{id}/reminders, REM-1).',
  fields: (t) => ({
    recordId: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef],
      required: true,
      description: 'The global id of the project, opportunity or account the reminder is set on; it decides which of the reminder\'s record ids is set (REM-2).',
    }),
    title: t.string({ required: true, description: 'What is to be done; required, not blank (REM-1).' }),
    assigneeId: t.globalID({ for: UserRef, required: true, description: 'The user the reminder is assigned to; required (REM-1).' }),
    description: t.string({ description: 'Details of the reminder.' }),
    dueDate: t.string({ description: 'When the reminder falls due: an ISO 8601 date or date-time (REM-1), sent as UTC.' }),
    isCompleted: t.boolean({ description: 'True creates the reminder already done (default false).' }),
    type: t.field({ type: ReminderType, description: 'Kind of follow-up (REM-1).' }),
  }),
});

const ReminderUpdateInput = builder.inputType('ReminderUpdateInput', {
  description: 'Changes to a reminder (body of PATCH /reminders/{id}); fields left out are unchanged.',
  fields: (t) => ({
    title: t.string({ description: 'New title; not blank.' }),
    assigneeId: t.globalID({ for: UserRef, description: 'The user to assign the reminder to; null asks the REST API to unassign it (refused as REJECTED where it does not allow that).' }),
    description: t.string({ description: 'New details; null clears them.' }),
    dueDate: t.string({ description: 'New due date, ISO 8601 date or date-time (REM-1); null clears it.' }),
    isCompleted: t.boolean({ description: 'True completes the reminder (stamps `completedAt` once), false reopens it (clears `completedAt`).' }),
    type: t.field({ type: ReminderType, description: 'Kind of follow-up.' }),
  }),
});

const ReminderCreatePayload = payloadType<RestReminder>('ReminderCreatePayload', 'Result of reminderCreate.', 'reminder', ReminderRef, 'The created reminder; null when refused.');
const ReminderUpdatePayload = payloadType<RestReminder>('ReminderUpdatePayload', 'Result of reminderUpdate.', 'reminder', ReminderRef, 'The reminder after the change; null when refused.');
const ReminderDeletePayload = payloadType<string>(
  'ReminderDeletePayload',
  'Result of reminderDelete.',
  'deletedReminderId',
  'ID',
  'The global id of the deleted reminder; null when refused.',
);

/** REM-1's date rule; the value is sent normalised to UTC, as the REST API stores it. */
function dueDateOf(checks: InputChecks, value: string | null | undefined): string | null | undefined {
  if (value == null) return value;
  return checks.isoDate(['dueDate'], value) ? new Date(Date.parse(value)).toISOString() : undefined;
}

builder.mutationFields((t) => ({
  reminderCreate: t.field({
    type: ReminderCreatePayload,
    description:
      'Creates a reminder on a project, opportunity or account (POST /projects|opportunities|accounts/{id}/reminders). The owning record sets the reminder\'s `record` (REM-2). Title and assignee are required, dueDate must be ISO 8601 (REM-1): checked before any request.',
    args: { input: t.arg({ type: ReminderCreateInput, required: true, description: 'The new reminder.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.required(['title'], input.title);
      const dueDate = dueDateOf(checks, input.dueDate);
      return mutate(checks, async () => {
        const body: ReminderWrite = {
          title: input.title,
          assigneeId: parseDatabaseId(input.assigneeId.id),
          description: input.description ?? undefined,
          dueDate: dueDate ?? undefined,
          isCompleted: input.isCompleted ?? undefined,
          type: input.type ?? undefined,
        };
        const owner = OWNER_PATH[input.recordId.typename]!;
        const reminder = await createReminder(ctx.upstream, owner, parseDatabaseId(input.recordId.id), body);
        return primeFresh(ReminderRef, ctx, reminder);
      }, undefined, ['input', 'recordId']);
    },
  }),
  reminderUpdate: t.field({
    type: ReminderUpdatePayload,
    description: 'Changes a reminder (PATCH /reminders/{id}); `isCompleted: true` completes it, `false` reopens it. Its record cannot change.',
    args: {
      id: t.arg.globalID({ for: ReminderRef, required: true, description: 'The reminder to change.' }),
      input: t.arg({ type: ReminderUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.title !== undefined) checks.required(['title'], input.title);
      const dueDate = dueDateOf(checks, input.dueDate);
      return mutate(checks, async () => {
        const body: ReminderWrite = {
          title: input.title ?? undefined,
          // null is sent as is: whether a reminder can be unassigned is the REST API's call (a 400 becomes REJECTED).
          assigneeId: input.assigneeId === null ? null : input.assigneeId ? parseDatabaseId(input.assigneeId.id) : undefined,
          description: input.description,
          dueDate,
          isCompleted: input.isCompleted ?? undefined,
          type: input.type ?? undefined,
        };
        return primeFresh(ReminderRef, ctx, await updateReminder(ctx.upstream, parseDatabaseId(id.id), body));
      });
    },
  }),
  reminderDelete: t.field({
    type: ReminderDeletePayload,
    description: 'Deletes a reminder (DELETE /reminders/{id}). Irreversible: the reminder is gone and its id no longer resolves; to keep it, complete it with reminderUpdate instead.',
    args: { id: t.arg.globalID({ for: ReminderRef, required: true, description: 'The reminder to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteReminder(ctx.upstream, databaseId);
        ReminderRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Reminder', databaseId);
      }),
  }),
}));
