/** The Utility node ref with its by-id loader (`GET /utilities/{id}`). */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchUtilitiesByIds, type RestUtility } from '../../upstream/utilities.js';
import { loaderOptions } from '../loader-options.js';

export const UtilityRef = builder.loadableNodeRef('Utility', {
  loaderOptions,
  id: { resolve: (record: { id: number }) => record.id, parse: (value: string) => parseDatabaseId(value) },
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestUtility>>(fetchUtilitiesByIds(ctx.upstream, ids)),
});
