/**
 * Appointment writes: `appointmentCreate` (POST /opportunities/{id}/appointments; the workspace fires
 * APPOINTMENT_CREATED), `appointmentUpdate` (PATCH /appointments/{id}; a new time fires
 * APPOINTMENT_RESCHEDULED), `appointmentDelete` (DELETE). Title, assignee and time are checked before any call.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { OpportunityRef, UserRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, type FieldMapper } from '../mutations.js';
import { AppointmentRef } from './refs.js';
import { createAppointment, deleteAppointment, updateAppointment, type RestAppointment } from '../../upstream/appointments.js';

const TITLE_MAX = 255;

const AppointmentCreateInput = builder.inputType('AppointmentCreateInput', {
  description: 'A new appointment (REST `POST /opportunities/{id}/appointments`).',
  fields: (t) => ({
    opportunity: t.globalID({ for: OpportunityRef, required: true, description: 'The opportunity the appointment is for.' }),
    title: t.string({ required: true, description: `What the appointment is; not blank, at most ${TITLE_MAX} characters.` }),
    assignee: t.globalID({ for: UserRef, required: true, description: 'The user who attends: an active user of the company.' }),
    dueDate: t.field({ type: 'DateTime', required: true, description: 'When it takes place, with its time zone.' }),
    description: t.string({ description: 'Details for whoever attends.' }),
  }),
});

const AppointmentUpdateInput = builder.inputType('AppointmentUpdateInput', {
  description: 'Changes to an appointment (REST `PATCH /appointments/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    title: t.string({ description: `New title; not blank, at most ${TITLE_MAX} characters.` }),
    assignee: t.globalID({ for: UserRef, description: 'The user who attends instead.' }),
    dueDate: t.field({ type: 'DateTime', description: 'The new time (the workspace fires APPOINTMENT_RESCHEDULED); null unschedules it.' }),
    description: t.string({ description: 'Details; null clears them.' }),
    isCompleted: t.boolean({ description: 'True marks it done (stamping `completedAt`), false reopens it.' }),
  }),
});

const AppointmentCreatePayload = payloadType<RestAppointment>(
  'AppointmentCreatePayload',
  'Result of appointmentCreate.',
  'appointment',
  AppointmentRef,
  'The booked appointment; null when refused.',
);
const AppointmentUpdatePayload = payloadType<RestAppointment>(
  'AppointmentUpdatePayload',
  'Result of appointmentUpdate.',
  'appointment',
  AppointmentRef,
  'The appointment after the change; null when refused.',
);
const AppointmentDeletePayload = payloadType<string>(
  'AppointmentDeletePayload',
  'Result of appointmentDelete.',
  'deletedAppointmentId',
  'ID',
  'The global id the deleted appointment had; null when refused.',
);

const fields: FieldMapper = (f) => ['input', f === 'assigneeId' ? 'assignee' : f === 'opportunityId' ? 'opportunity' : f];

builder.mutationFields((t) => ({
  appointmentCreate: t.field({
    type: AppointmentCreatePayload,
    description:
      'Books an appointment on an opportunity (REST `POST /opportunities/{id}/appointments`); the workspace fires APPOINTMENT_CREATED, which `recordEvents` delivers as an event of the opportunity.',
    args: { input: t.arg({ type: AppointmentCreateInput, required: true, description: 'The new appointment.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.requiredText(['title'], input.title, TITLE_MAX);
      return mutate(
        checks,
        async () => {
          const created = await createAppointment(ctx.upstream, parseDatabaseId(input.opportunity.id), {
            title: input.title.trim(),
            assigneeId: parseDatabaseId(input.assignee.id),
            dueDate: input.dueDate.toISOString(),
            description: input.description ?? undefined,
          });
          return primeFresh(AppointmentRef, ctx, created);
        },
        fields,
        ['input', 'opportunity'],
      );
    },
  }),
  appointmentUpdate: t.field({
    type: AppointmentUpdatePayload,
    description:
      'Changes an appointment (REST `PATCH /appointments/{id}`): title, assignee, time, details, done. A new time fires APPOINTMENT_RESCHEDULED with the previous time.',
    args: {
      id: t.arg.globalID({ for: AppointmentRef, required: true, description: 'The appointment to change.' }),
      input: t.arg({ type: AppointmentUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.title !== undefined) checks.requiredText(['title'], input.title, TITLE_MAX);
      for (const name of ['assignee', 'isCompleted'] as const) {
        if (input[name] === null) checks.add([name], 'INVALID', `${name} cannot be cleared with null; leave it out to keep it`);
      }
      return mutate(
        checks,
        async () => {
          const updated = await updateAppointment(ctx.upstream, parseDatabaseId(id.id), {
            title: input.title?.trim(),
            assigneeId: input.assignee ? parseDatabaseId(input.assignee.id) : undefined,
            dueDate: input.dueDate === null ? null : input.dueDate?.toISOString(),
            description: input.description,
            isCompleted: input.isCompleted ?? undefined,
          });
          return primeFresh(AppointmentRef, ctx, updated);
        },
        fields,
      );
    },
  }),
  appointmentDelete: t.field({
    type: AppointmentDeletePayload,
    description: 'Cancels an appointment by deleting it (REST `DELETE /appointments/{id}`). Irreversible: its id no longer resolves.',
    args: { id: t.arg.globalID({ for: AppointmentRef, required: true, description: 'The appointment to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteAppointment(ctx.upstream, databaseId);
        AppointmentRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Appointment', databaseId);
      }),
  }),
}));
