/**
 * Appointment: a meeting with the customer on an opportunity (site survey, design consultation, contract
 * signing …) at a date and time, assigned to a user (`GET /opportunities/{id}/appointments`,
 * `GET /appointments/{id}`). `Opportunity.appointments`: one request per opportunity, one wave;
 * `Appointment.assignee` reads the user directory once per operation.
 */
import { builder } from '../builder.js';
import { parentListConnection, parentListLoader } from '../parent-lists.js';
import { connectionOf } from '../pagination.js';
import { OpportunityRef, UserRef } from '../refs.js';
import { primeAll, reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime } from '../lenient.js';
import { AppointmentRef } from './refs.js';
import { eachKey } from '../../upstream/batch.js';
import { listAppointmentsOf, type RestAppointment } from '../../upstream/appointments.js';

const get = reader<RestAppointment>(AppointmentRef);
/** A link as `{ id }`: `id` and `databaseId` cost no request, other fields load the record once. */
const id = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? { id: v } : null);

AppointmentRef.implement({
  description:
    'A meeting with the customer on an opportunity (site survey, design consultation, contract signing …), at a date and time, assigned to one user.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the appointment.' }),
    title: t.string({ nullable: true, description: 'What the appointment is (e.g. Site survey).', resolve: get('title') }),
    description: t.string({ nullable: true, description: 'Details for whoever attends.', resolve: get('description') }),
    dueDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the appointment takes place; null while unscheduled.',
      resolve: get('dueDate', dateTime),
    }),
    isCompleted: t.boolean({ nullable: true, description: 'True once the appointment was held and marked done.', resolve: get('isCompleted') }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was marked done; null while open.',
      resolve: get('completedAt', dateTime),
    }),
    assignee: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user who attends (from the user directory, read once per operation); null when unassigned or no longer an active user.',
      resolve: get('assigneeId', id),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The user who booked it; null when unknown or not a user of the directory (an API user). Cost: one upstream request per operation (the user directory).',
      resolve: get('createdBy', id),
    }),
    opportunity: t.field({
      type: OpportunityRef,
      nullable: true,
      description:
        'The opportunity the appointment belongs to. `id` and `databaseId` come with the appointment; other fields cost one upstream request per distinct opportunity.',
      resolve: get('opportunityId', id),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the appointment was booked.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it last changed.',
      resolve: get('updatedAt', dateTime),
    }),
  }),
});

builder.queryFields((t) => ({
  appointment: recordLookupField(t, AppointmentRef, 'an appointment'),
}));

const AppointmentConnection = connectionOf(
  AppointmentRef,
  'Appointment',
  'appointment',
  'appointments',
  '. The list is read whole, so there is no totalCount.',
);

const appointmentsOfOpportunity = parentListLoader<number, RestAppointment>((ids, ctx) =>
  eachKey(
    ids,
    (oppId) => listAppointmentsOf(ctx.upstream, oppId),
    (rows) => primeAll(AppointmentRef, ctx, rows),
  ),
);

builder.objectFields(OpportunityRef, (t) => ({
  appointments: t.connection(
    {
      type: AppointmentRef,
      description:
        'Appointments on the opportunity, earliest first, done ones included (up to 1,000). The list is read whole and any page of it is served from that read. Cost: one upstream request per opportunity and 100 appointments, whatever the page; opportunities of one page are fetched together.',
      ...parentListConnection((id, ctx) => appointmentsOfOpportunity(ctx).load(id)),
    },
    AppointmentConnection,
  ),
}));
