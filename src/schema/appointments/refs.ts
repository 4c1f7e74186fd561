/** The Appointment node ref with its by-id loader (`GET /appointments/{id}`: one request per distinct id, one wave). */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchAppointmentsByIds, type RestAppointment } from '../../upstream/appointments.js';
import { loaderOptions } from '../loader-options.js';

export const AppointmentRef = builder.loadableNodeRef('Appointment', {
  loaderOptions,
  id: { resolve: (record: { id: number }) => record.id, parse: (value: string) => parseDatabaseId(value) },
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestAppointment>>(fetchAppointmentsByIds(ctx.upstream, ids)),
});
