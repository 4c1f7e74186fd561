/**
 * A record's lists that the gateway reads whole (its calls, invoices, work orders, files …), served as
 * connections. A per-request loader reads each parent's list once, with one request per distinct parent
 * (or per 100 items where the REST list pages), all parents of a level in one wave; `resolveListConnection`
 * then serves any window of it, so a client pages without further requests. The loader is Pothos's
 * context cache, so a write clears it as it clears the by-id loaders (gateway/context.ts).
 */
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { GatewayContext } from '../gateway/context.js';
import { connectionComplexity, resolveListConnection } from './pagination.js';
import { loaderOptions } from './loader-options.js';

/** The lists of many parents at once: one entry per key, in order, an Error in place of a list that failed. */
export type ParentListBatch<K, T> = (keys: readonly K[], ctx: GatewayContext) => Promise<readonly (readonly T[] | Error)[]>;

/** A per-request loader of one whole list per parent key. */
export function parentListLoader<K, T>(load: ParentListBatch<K, T>): (ctx: GatewayContext) => DataLoader<K, readonly T[]> {
  // plugin-dataloader types the context as its global `object`; every context here is a GatewayContext.
  return dataloaderGetter<K, readonly T[], K>(loaderOptions, (keys, ctx) => load(keys, ctx as GatewayContext), undefined, false);
}

/**
 * The options every per-parent list connection shares: it costs like a connection and windows the
 * parent's loaded list. Lists a lookup should start with the record's own read add the `needsOnlyId` field option.
 */
export function parentListConnection<T, A extends DefaultConnectionArguments = DefaultConnectionArguments>(
  list: (parentId: number, ctx: GatewayContext, args: A) => Promise<readonly T[]>,
) {
  return {
    complexity: connectionComplexity,
    resolve: (parent: { id: number }, args: NoInfer<A>, ctx: GatewayContext) => resolveListConnection(args, () => list(parent.id, ctx, args)),
  };
}
