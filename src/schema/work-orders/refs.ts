/**
 * Work order refs (declared before implementation, as in ../refs.ts): the by-id loader reads
 * `GET /work-orders/{id}`, one request per distinct id, all in one wave.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchWorkOrdersByIds, type RestWorkOrder } from '../../upstream/work-orders.js';
import { loaderOptions } from '../loader-options.js';

export const WorkOrderRef = builder.loadableNodeRef('WorkOrder', {
  loaderOptions,
  id: {
    resolve: (record: { id: number }) => record.id,
    parse: (value: string) => parseDatabaseId(value),
  },
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestWorkOrder>>(fetchWorkOrdersByIds(ctx.upstream, ids)),
});
