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
import { InputChecks, mutate, payloadType, primeFresh, underInput } from '../mutations.js';
import { createReminder, deleteReminder, updateReminder, type ReminderOwnerPath, type ReminderWrite, type RestReminder } from '../../upstream/reminders.js';
import { ReminderRef } from './refs.js';
import { ReminderType } from './reminder.js';

const OWNER_PATH: Record<string, ReminderOwnerPath> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts' };

const ReminderCreateInput = builder.inputType('ReminderCreateInput', {
  // REM-1
  description: 'A new reminder on a project, opportunity or account (REST `POST /projects/{id}/reminders`, likewise for opportunities and accounts).',
  fields: (t) => ({
    recordId: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef],
      required: true,
      // REM-2
      description: "The global id of the project, opportunity or account the reminder is set on; it becomes the reminder's `record`.",
    }),
    // REM-1
    title: t.string({ required: true, description: 'What is to be done; must not be blank.' }),
    // REM-1
    assigneeId: t.globalID({ for: UserRef, required: true, description: 'The user the reminder is assigned to.' }),
    description: t.string({ description: 'Details of the reminder.' }),
    // REM-1
    dueDate: t.string({
      description:
        'When the reminder falls due: an ISO 8601 date (2025-03-01) or a date-time with its time zone (2025-03-01T10:00:00Z or -07:00); stored at UTC.',
    }),
    isCompleted: t.boolean({ description: 'True creates the reminder already done (default false).' }),
    // REM-1
    type: t.field({ type: ReminderType, description: 'Kind of follow-up.' }),
  }),
});

const ReminderUpdateInput = builder.inputType('ReminderUpdateInput', {
  description: 'Changes to a reminder (REST `PATCH /reminders/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    title: t.string({ description: 'New title; must not be blank.' }),
    assigneeId: t.globalID({
      for: UserRef,
      description: 'The user to assign the reminder to; null asks to unassign it (a REJECTED user error where that is not allowed).',
    }),
    description: t.string({ description: 'New details; null clears them.' }),
    // REM-1
    dueDate: t.string({ description: 'New due date: an ISO 8601 date (2025-03-01) or a date-time with its time zone (2025-03-01T10:00:00Z); null clears it.' }),
    isCompleted: t.boolean({ description: 'True completes the reminder (stamps `completedAt` once), false reopens it (clears `completedAt`).' }),
    type: t.field({ type: ReminderType, description: 'Kind of follow-up.' }),
  }),
});

const ReminderCreatePayload = payloadType<RestReminder>(
  'ReminderCreatePayload',
  'Result of reminderCreate.',
  'reminder',
  ReminderRef,
  'The created reminder; null when refused.',
);
const ReminderUpdatePayload = payloadType<RestReminder>(
  'ReminderUpdatePayload',
  'Result of reminderUpdate.',
  'reminder',
  ReminderRef,
  'The reminder after the change; null when refused.',
);
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
    // REM-1, REM-2
    description:
      "Creates a reminder on a project, opportunity or account (REST `POST /projects/{id}/reminders`, likewise for opportunities and accounts); that record becomes the reminder's `record`. Title and assignee are required and `dueDate` must be an ISO 8601 date: checked before any upstream request.",
    args: { input: t.arg({ type: ReminderCreateInput, required: true, description: 'The new reminder.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.required(['title'], input.title);
      const dueDate = dueDateOf(checks, input.dueDate);
      return mutate(
        checks,
        async () => {
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
        },
        // An unknown account is a 400 naming the path's accountId (REM-2 lists no 404): it is input.recordId here.
        (restField) => (['accountId', 'projectId', 'opportunityId'].includes(restField) ? ['input', 'recordId'] : underInput(restField)),
        ['input', 'recordId'],
      );
    },
  }),
  reminderUpdate: t.field({
    type: ReminderUpdatePayload,
    description: 'Changes a reminder (REST `PATCH /reminders/{id}`); `isCompleted: true` completes it, `false` reopens it. Its record cannot change.',
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
    description:
      'Deletes a reminder (REST `DELETE /reminders/{id}`). Irreversible: the reminder is gone and its id no longer resolves; to keep it, complete it with reminderUpdate instead.',
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
