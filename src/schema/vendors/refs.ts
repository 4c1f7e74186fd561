/** The Vendor node ref with its by-id loader (`GET /vendors/{id}` with contacts: one request per distinct id, one wave). */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchVendorsByIds, type RestVendor } from '../../upstream/vendors.js';
import { loaderOptions } from '../loader-options.js';

export const VendorRef = builder.loadableNodeRef('Vendor', {
  loaderOptions,
  id: { resolve: (record: { id: number }) => record.id, parse: (value: string) => parseDatabaseId(value) },
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestVendor>>(fetchVendorsByIds(ctx.upstream, ids)),
});
