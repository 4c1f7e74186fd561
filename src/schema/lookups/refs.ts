/**
 * Refs of the lookup record types (declared before implementation, as in ../refs.ts). Each
 * by-id loader reads `GET /<resource>/{id}`: one request per distinct id, all in one wave.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchTimesheetsByIds, type RestTimesheet } from '../../upstream/timesheets.js';
import { fetchLabelsByIds, type RestLabel } from '../../upstream/labels.js';
import { loaderOptions } from '../loader-options.js';

const id = {
  resolve: (record: { id: number }) => record.id,
  parse: (value: string) => parseDatabaseId(value),
};

export const TimesheetRef = builder.loadableNodeRef('Timesheet', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestTimesheet>>(fetchTimesheetsByIds(ctx.upstream, ids)),
});

export const LabelRef = builder.loadableNodeRef('Label', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestLabel>>(fetchLabelsByIds(ctx.upstream, ids)),
});
