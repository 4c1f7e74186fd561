/** The Asset node ref with its by-id loader (`GET /assets/{id}`: one request per distinct id, one wave). */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchAssetsByIds, type RestAsset } from '../../upstream/assets.js';
import { loaderOptions } from '../loader-options.js';

export const AssetRef = builder.loadableNodeRef('Asset', {
  loaderOptions,
  id: { resolve: (record: { id: number }) => record.id, parse: (value: string) => parseDatabaseId(value) },
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestAsset>>(fetchAssetsByIds(ctx.upstream, ids)),
});
