/**
 * Reminder (spec "Reminder (response)"): a dated to-do on a project, opportunity or account, assigned
 * to a user. By id through `GET /reminders/{id}`; per record through the paged
 * `GET /projects|opportunities|accounts/{id}/reminders` (`{ reminders, totalCount }`), primed into the
 * by-id loader. `record`, `assignee` and `createdBy` come from the ids the reminder holds.
 */
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { typenameOf } from '../typename.js';
import { connectionOf } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { dateTime, oneOf } from '../lenient.js';
import { listRemindersOf, type ReminderOwnerPath, type RestReminder } from '../../upstream/reminders.js';
import { ReminderRef, linkedRecord } from './refs.js';
import { REMINDER_TYPES } from '../../rest-enums.js';

const get = reader<RestReminder>(ReminderRef);

export const ReminderType = builder.enumType('ReminderType', {
  // REM-1
  description: 'What kind of follow-up a reminder is for.',
  values: {
    CALL: { description: 'A phone call.' },
    EMAIL: { description: 'An e-mail.' },
    IN_PERSON: { description: 'A meeting or visit in person.' },
    VIRTUAL: { description: 'A video call or online meeting.' },
    DEADLINE: { description: 'A date by which something must be done.' },
    OTHER: { description: 'Anything else.' },
  } as const satisfies Record<(typeof REMINDER_TYPES)[number], { description: string }>,
});

export const ReminderRecordUnion = builder.unionType('ReminderRecord', {
  // REM-2
  description: 'The record a reminder is set on: a project, an opportunity or an account.',
  types: [ProjectRef, OpportunityRef, AccountRef],
  // `linkedRecord` names the record's type, so no request is needed to tell.
  resolveType: (value) => {
    const kind = typenameOf(value);
    return kind === 'Account' ? AccountRef : kind === 'Opportunity' ? OpportunityRef : ProjectRef;
  },
});

ReminderRef.implement({
  description: 'A reminder: a dated to-do on a project, opportunity or account, assigned to a workspace user.',
  fields: (t) => {
    const date = (key: 'dueDate' | 'completedAt' | 'createdAt' | 'updatedAt', description: string) =>
      t.field({ type: 'DateTime', nullable: true, description, resolve: async (r, a, c) => dateTime(await get(key)(r, a, c)) });
    const user = (key: 'assigneeId' | 'createdBy', description: string) =>
      t.field({
        type: UserRef,
        nullable: true,
        description,
        // The id goes through the user directory loader: one GET /users per operation, null for a user who left.
        resolve: async (r, a, c) => {
          const userId = await get(key)(r, a, c);
          return typeof userId === 'number' ? userId : null;
        },
      });
    return {
      databaseId: t.exposeInt('id', { description: 'The REST id of the reminder.' }),
      title: t.string({ nullable: true, description: 'What is to be done.', resolve: get('title') }),
      description: t.string({ nullable: true, description: 'Details of the reminder.', resolve: get('description') }),
      type: t.field({
        type: ReminderType,
        nullable: true,
        description: 'Kind of follow-up; null when not set.',
        resolve: get('type', (v) => oneOf(REMINDER_TYPES, v)),
      }),
      dueDate: date('dueDate', 'When the reminder falls due; null when it has no date.'),
      isCompleted: t.boolean({ nullable: true, description: 'True once the reminder is done.', resolve: get('isCompleted') }),
      completedAt: date('completedAt', 'When the reminder was completed; null while open.'),
      createdAt: date('createdAt', 'When the reminder was created.'),
      updatedAt: date('updatedAt', 'When the reminder was last changed.'),
      assignee: user(
        'assigneeId',
        'The user the reminder is assigned to; null when unassigned or the user is no longer active. Cost: one upstream request per operation (the user directory).',
      ),
      assigneeDatabaseId: t.int({
        nullable: true,
        description: 'The REST id of the assignee, at no cost (`assignee` reads the user directory).',
        resolve: get('assigneeId'),
      }),
      createdBy: user(
        'createdBy',
        'The user who created the reminder; null when an automation or an API key (not a workspace user) did, or the user is no longer active. Cost: one upstream request per operation (the user directory).',
      ),
      record: t.field({
        type: ReminderRecordUnion,
        nullable: true,
        // REM-2
        description:
          'The project, opportunity or account the reminder is set on. `id` and `databaseId` come with the reminder; other fields cost one upstream request per distinct record, fetched together.',
        resolve: async (r, a, c) => {
          const [projectId, opportunityId, accountId] = await Promise.all([
            get('projectId')(r, a, c),
            get('opportunityId')(r, a, c),
            get('accountId')(r, a, c),
          ]);
          return linkedRecord({ projectId, opportunityId, accountId });
        },
      }),
    };
  },
});

const ReminderFilter = builder.inputType('ReminderFilter', {
  description: "Filters of a record's reminder list.",
  fields: (t) => ({
    isCompleted: t.boolean({ description: 'Only completed (true) or only open (false) reminders (REST `is_completed`).' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only reminders updated after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only reminders updated before this time (REST `updated_before`).' }),
  }),
});

const ReminderConnection = connectionOf(ReminderRef, 'Reminder', 'reminder', 'reminders', ', with the REST `totalCount`.');

builder.objectFields(ReminderConnection, (t) => ({
  totalCount: t.int({
    nullable: true,
    description: 'How many reminders match the filter, over all pages.',
    resolve: (c) => (c as { totalCount?: number }).totalCount ?? null,
  }),
}));

const perRecord = (noun: string, owner: ReminderOwnerPath) =>
  builder.objectFields(owner === 'projects' ? ProjectRef : owner === 'opportunities' ? OpportunityRef : AccountRef, (t) => ({
    reminders: t.connection(
      restConnection(t, {
        needsOnlyId: true,
        type: ReminderRef,
        nullable: true,
        description: `The ${noun}'s reminders, oldest first by creation time unless \`orderBy\` says DESC. Cost: one upstream request per ${noun} and page; ${noun === 'opportunity' ? 'opportunities' : `${noun}s`} of one page are fetched together.`,
        args: { filter: t.arg({ type: ReminderFilter, description: 'Narrows the list (REST query parameters).' }) },
        orderBy: 'Sort direction by creation time; default ASC (oldest first).',
        pages: (args, ctx, r: { id: number }) => async (page) => {
          const list = await listRemindersOf(ctx.upstream, owner, r.id, {
            isCompleted: args.filter?.isCompleted ?? undefined,
            updatedAfter: args.filter?.updatedAfter?.toISOString(),
            updatedBefore: args.filter?.updatedBefore?.toISOString(),
            ...page,
          });
          return { rows: list?.reminders ?? [], totalCount: list?.totalCount };
        },
      }),
      ReminderConnection,
    ),
  }));

perRecord('project', 'projects');
perRecord('opportunity', 'opportunities');
perRecord('account', 'accounts');

builder.queryFields((t) => ({
  reminder: recordLookupField(t, ReminderRef, 'a reminder', { route: 'REST `GET /reminders/{id}`' }),
}));
