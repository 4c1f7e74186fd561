/**
 * Ahj: an authority having jurisdiction (spec "AHJ"), a global catalog record. Projects and
 * opportunities carry `jurisdiction { id, name, uuid }`: those fields are answered from that summary
 * with no request; any other field loads `GET /ahjs/{id}` once per AHJ per operation. The AHJ domain
 * adds its remaining catalog fields, lists and `ahjCustomUpdate` here.
 */
import DataLoader from 'dataloader';
import { builder } from '../builder.js';
import { AhjRef, SiteRef } from '../refs.js';
import { primeAll, reader } from '../summary.js';
import { jsonObject, latLng, url } from '../lenient.js';
import type { GatewayContext } from '../../gateway/context.js';
import { listAhjsAt, type RestAhj } from '../../upstream/ahjs.js';
import type { RestSite } from '../../upstream/sites.js';

const get = reader<RestAhj>(AhjRef);

export const AhjType = builder.enumType('AhjType', {
  description: 'Level of government of an AHJ.',
  values: {
    STATE: { description: 'A state authority.' },
    COUNTY: { description: 'A county authority.' },
    CITY: { description: 'A city authority.' },
    MUNICIPALITY: { description: 'A municipality.' },
    TOWNSHIP: { description: 'A township.' },
    TRIBAL: { description: 'A tribal authority.' },
  } as const,
});

AhjRef.implement({
  description:
    'An authority having jurisdiction (AHJ): the office that issues permits for a location. Built-in catalog fields are read-only; only `custom` is writable (AHJ-1).',
  fields: (t) => ({
    databaseId: t.int({ nullable: false, description: 'The REST id of the AHJ.', resolve: (a) => a.id }),
    name: t.string({ nullable: true, description: 'Name of the authority (held by the parent record: no request).', resolve: get('name') }),
    uuid: t.string({ nullable: true, description: 'The catalog UUID of the authority (held by the parent record: no request).', resolve: get('uuid') }),
    type: t.field({
      type: AhjType,
      nullable: true,
      description: 'Level of government.',
      resolve: async (a, args, ctx) => {
        const v = await get('type')(a, args, ctx);
        return v && v in AhjTypeValues ? v : null;
      },
    }),
    country: t.string({ nullable: true, description: 'Two-letter country code.', resolve: get('country') }),
    state: t.string({ nullable: true, description: 'Two-letter state code.', resolve: get('state') }),
    stateName: t.string({ nullable: true, description: 'Full state name.', resolve: get('stateName') }),
    isActive: t.boolean({ nullable: true, description: 'False when the catalog entry is retired.', resolve: get('isActive') }),
    isPrivate: t.boolean({
      nullable: true,
      description: 'True for a company-private entry, false for a global catalog entry (AHJ-5).',
      resolve: get('isPrivate'),
    }),
    website: t.field({
      type: 'URL',
      nullable: true,
      description: 'Website of the authority; null when unset or not an absolute URL.',
      resolve: async (a, args, ctx) => url(await get('website')(a, args, ctx)),
    }),
    turnaround: t.int({ nullable: true, description: 'Typical permit turnaround, in days.', resolve: get('turnaround') }),
    custom: t.field({
      type: 'JSONObject',
      description: 'Company-defined custom properties keyed by property keyName (customer-defined properties only).',
      resolve: async (a, args, ctx) => jsonObject(await get('custom')(a, args, ctx)),
    }),
  }),
});

const AhjTypeValues = { STATE: 1, COUNTY: 1, CITY: 1, MUNICIPALITY: 1, TOWNSHIP: 1, TRIBAL: 1 } as const;

/** Per-request loader: 'lat,lng' → AHJs covering the point (AHJ-6; one GET per distinct point, one wave). */
const ahjsAtLoaders = new WeakMap<object, DataLoader<string, RestAhj[]>>();
function ahjsAt(ctx: GatewayContext) {
  let l = ahjsAtLoaders.get(ctx);
  if (!l) {
    l = new DataLoader<string, RestAhj[]>((keys) =>
      Promise.all(
        keys.map((k) => {
          const [lat, lng] = k.split(',').map(Number) as [number, number];
          return listAhjsAt(ctx.upstream, lat, lng).then(
            (rows) => primeAll(AhjRef, ctx, rows),
            (e: Error) => e,
          );
        }),
      ),
    );
    ahjsAtLoaders.set(ctx, l);
  }
  return l;
}

const getSite = reader<RestSite>(SiteRef);

builder.objectFields(SiteRef, (t) => ({
  ahjs: t.field({
    type: [AhjRef],
    nullable: false,
    description: "AHJs covering the site's `geoLocation` (GET /ahjs?lat=&lng=, AHJ-6), city, county then state; empty when the site has no valid coordinates.",
    resolve: async (s, a, c) => {
      const p = latLng(await getSite('geoLocation')(s, a, c));
      if (!p) return [];
      return ahjsAt(c).load(`${p.lat},${p.lng}`);
    },
  }),
}));
