/**
 * Geo lookups of a site's point ('lat,lng' → the AHJs or utilities covering it): one GET per distinct
 * point, all points of a level in one wave, the rows primed into their type's by-id loader. Held in
 * Pothos' per-request loader cache, so a write (context.ts) and each subscription event start afresh.
 */
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { primeAll, reader, whenRead, type HasLoader, type Rec } from './summary.js';
import { SiteRef } from './refs.js';
import { latLng } from './lenient.js';
import type { RestSite } from '../upstream/sites.js';
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

const getSite = reader<RestSite>(SiteRef);

/**
 * A site's field answering what `loader` finds at the site's point: an empty list when the site has no valid
 * coordinates, and no promise before the lookup when the site's row holds its `geoLocation`.
 */
export function atSitePoint<T>(loader: (ctx: GatewayContext) => DataLoader<string, T[]>) {
  return (site: Rec<RestSite>, args: unknown, ctx: GatewayContext): T[] | Promise<T[]> =>
    whenRead(getSite('geoLocation')(site, args, ctx), (geo) => {
      const p = latLng(geo);
      return p ? loader(ctx).load(`${p.lat},${p.lng}`) : [];
    });
}
