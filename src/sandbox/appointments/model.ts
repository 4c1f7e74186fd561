/**
 * Appointments (vendor `/opportunities/{id}/appointments`, `/appointments/{id}`): a meeting with the
 * customer on an opportunity (site survey, design review, contract signing), assigned to one user at a
 * date and time. Scheduling one fires APPOINTMENT_CREATED; moving its time fires APPOINTMENT_RESCHEDULED.
 */
import type { Db } from '../core/db.js';
import type { SandboxContext } from '../context.js';
import { opportunitiesTable, stagesTable, type Opportunity } from '../records/model.js';
import { recordTitle } from '../records/render.js';

export interface Appointment {
  id: number;
  title: string;
  description: string | null;
  dueDate: string | null;
  isCompleted: boolean;
  completedAt: string | null;
  assigneeId: number | null;
  opportunityId: number;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export const appointmentsTable = (db: Db) => db.table<Appointment>('appointments', 600001);

export const APPOINTMENT_CREATED = { key: 'APPOINTMENT_CREATED', name: 'Appointment scheduled' } as const;
export const APPOINTMENT_RESCHEDULED = { key: 'APPOINTMENT_RESCHEDULED', name: 'Appointment rescheduled' } as const;

/** Appointment (vendor `Appointment`). */
export function renderAppointment(a: Appointment): Record<string, unknown> {
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    dueDate: a.dueDate,
    isCompleted: a.isCompleted,
    completedAt: a.completedAt,
    assigneeId: a.assigneeId,
    opportunityId: a.opportunityId,
    createdBy: a.createdBy,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** The webhook's `record` section for an appointment trigger: its opportunity (vendor type REQUEST). */
function opportunityEventRecord(ctx: SandboxContext, companyId: number, o: Opportunity): Record<string, unknown> {
  const stage = stagesTable(ctx.db).get(o.stageId, companyId);
  return {
    id: o.id,
    uid: o.uid,
    type: 'REQUEST',
    title: recordTitle(ctx.db, companyId, o),
    status: o.isActive ? 'ACTIVE' : 'ARCHIVED',
    stage: stage ? { id: stage.id, name: stage.name } : null,
    address: o.address,
    geoLocation: o.geoLocation,
    dealValue: o.value,
    ownerId: o.ownerId,
    primaryEmail: o.primaryEmail,
    primaryPhone: o.primaryPhone,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** Fires APPOINTMENT_CREATED, or APPOINTMENT_RESCHEDULED with the previous time. */
export function emitAppointmentEvent(ctx: SandboxContext, companyId: number, a: Appointment, previousDueDate?: string | null): void {
  const opportunity = opportunitiesTable(ctx.db).get(a.opportunityId, companyId);
  if (!opportunity) return;
  const trigger = previousDueDate === undefined ? APPOINTMENT_CREATED : APPOINTMENT_RESCHEDULED;
  ctx.emit({
    companyId,
    record: opportunityEventRecord(ctx, companyId, opportunity),
    event: {
      recordId: opportunity.id,
      triggerKey: trigger.key,
      triggerName: trigger.name,
      previousStage: null,
      currentStage: null,
      appointmentId: a.id,
      dueDate: a.dueDate,
      ...(previousDueDate === undefined ? {} : { previousDueDate }),
    },
  });
}
