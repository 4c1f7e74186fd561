/**
 * Appointment triggers in subscriptions. APPOINTMENT_CREATED and APPOINTMENT_RESCHEDULED are automation
 * events of the appointment's opportunity, so `recordEvents` delivers them with the opportunity as the
 * record; `event.appointment` names the appointment they are about.
 */
import { builder } from '../builder.js';
import { AutomationEventRef } from '../events/event-types.js';
import { AppointmentRef } from './refs.js';

builder.objectFields(AutomationEventRef, (t) => ({
  appointment: t.field({
    type: AppointmentRef,
    nullable: true,
    description:
      'For APPOINTMENT_CREATED and APPOINTMENT_RESCHEDULED: the appointment (from `details.appointmentId`; `id` and `databaseId` cost nothing, other fields read it once with your key). The previous time of a reschedule is `details.previousDueDate`. Null for other triggers.',
    resolve: (e) => {
      const id = e.details.appointmentId;
      return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { id } : null;
    },
  }),
}));
