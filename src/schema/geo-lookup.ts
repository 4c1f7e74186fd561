/**
 * Geo lookups of a site's point ('lat,lng' → the AHJs or utilities covering it): one GET per distinct
 * point, all points of a level in one wave, the rows primed into their type's by-id loader. Held in
 * Pothos' per-request loader cache, so a write (context.ts) and each subscription event start afresh.
 */
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { primeAll, type HasLoader, type Rec } from './summary.js';
import type { GatewayContext } from '../gateway/context.js';
import type { UpstreamSession } from '../upstream/client.js';
import { loaderOptions } from './loader-options.js';

export function pointLoader<T extends { id: number }>(
  ref: HasLoader<Rec<T>>,
  listAt: (session: UpstreamSession, lat: number, lng: number) => Promise<T[]>,
): (ctx: GatewayContext) => DataLoader<string, T[]> {
  return dataloaderGetter<string, T[], string>(
    loaderOptions,
    (keys, context) => {
      const ctx = context as GatewayContext;
      return Promise.all(
        keys.map((k) => {
          const [lat, lng] = k.split(',').map(Number) as [number, number];
          return listAt(ctx.upstream, lat, lng).then(
            (rows) => primeAll(ref, ctx, rows),
            (e: Error) => e,
          );
        }),
      );
    },
    undefined,
    false,
  ) as (ctx: GatewayContext) => DataLoader<string, T[]>;
}
