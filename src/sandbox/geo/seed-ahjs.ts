/**
 * Seeds the AHJ catalog: every state and the service states' counties from us-atlas (global), a CITY AHJ
 * per service-area city (global), and a few company-private jurisdictions (AHJ-5). Each gets its area in
 * the geo index.
 */
import type { SeedContext } from '../core/seed-context.js';
import { daysFrom } from '../core/seed-context.js';
import { ATLAS_TIGER_YEAR, atlas, stateAndCountyAt, type CountyShape, type StateShape } from './atlas.js';
import { ahjsTable, geoIndex } from './model.js';
import { buildAhj, type AhjBase } from './permits.js';
import { circleArea } from './shapes.js';
import type { AhjType } from '../../rest-enums.js';

/** Independent cities (county code 500+, e.g. Carson City) are not counties by name. */
function countyAhjName(c: CountyShape): string {
  return Number(c.fips.slice(2)) >= 500 ? c.name : `${c.name} County`;
}

export function latRange(s: StateShape): [number, number] {
  return [s.area.bbox[1], s.area.bbox[3]];
}

interface PrivateAhj {
  companyId: number;
  name: string;
  type: AhjType;
  lat: number;
  lng: number;
  radiusMiles: number;
  zip: string;
  isActive: boolean;
}

/** Jurisdictions a company added itself because the catalog lacks them (special districts, tribal land). */
const privateAhjs: PrivateAhj[] = [
  { companyId: 1, name: 'Highlands Ranch Metro District', type: 'MUNICIPALITY', lat: 39.5539, lng: -104.9694, radiusMiles: 4, zip: '80129', isActive: true },
  { companyId: 1, name: 'Southern Ute Indian Tribe', type: 'TRIBAL', lat: 37.1153, lng: -107.6331, radiusMiles: 10, zip: '81137', isActive: true },
  { companyId: 1, name: 'Lowry Redevelopment Authority', type: 'MUNICIPALITY', lat: 39.7183, lng: -104.892, radiusMiles: 1, zip: '80230', isActive: false },
  { companyId: 2, name: 'Brick Township', type: 'TOWNSHIP', lat: 40.0587, lng: -74.1371, radiusMiles: 4, zip: '08723', isActive: true },
  { companyId: 2, name: 'Gila River Indian Community', type: 'TRIBAL', lat: 33.0767, lng: -111.7393, radiusMiles: 12, zip: '85147', isActive: true },
];

export function seedAhjs(s: SeedContext): void {
  const { db, rng, now } = s;
  const a = atlas();
  const table = ahjsTable(db);
  const index = geoIndex(db);
  const imported = daysFrom(now, -rng.int(500, 700), 9 * 60);
  const base = (b: Omit<AhjBase, 'isPrivate' | 'isActive' | 'createdAt'> & Partial<AhjBase>): AhjBase => ({
    isPrivate: false,
    isActive: true,
    createdAt: imported,
    ...b,
  });

  const stateIds = new Map<string, number>();
  for (const st of a.states) {
    const rec = table.insert(
      null,
      buildAhj(
        rng,
        base({
          name: `State of ${st.name}`,
          placeName: st.name,
          type: 'STATE',
          state: st.code,
          stateName: st.name,
          stateLatRange: latRange(st),
          parentCounty: null,
          geoId: st.fips,
          centroid: st.area.centroid,
          landAreaSqMiles: st.area.sqMiles,
          tigerYear: ATLAS_TIGER_YEAR,
          funcstat: 'A',
          zip: null,
        }),
      ),
    );
    stateIds.set(st.fips, rec.id);
    index.ahjs.push({ id: rec.id, companyId: null, area: st.area, rank: 2 });
  }

  const countyIds = new Map<string, number>();
  const countyNames = new Map<string, string>();
  const statesByFips = new Map(a.states.map((x) => [x.fips, x]));
  for (const c of a.counties) {
    const st = statesByFips.get(c.stateFips)!;
    const name = countyAhjName(c);
    countyNames.set(c.fips, name);
    const rec = table.insert(
      null,
      buildAhj(
        rng,
        base({
          name,
          placeName: c.name,
          type: 'COUNTY',
          state: st.code,
          stateName: st.name,
          stateLatRange: latRange(st),
          parentCounty: null,
          geoId: c.fips,
          centroid: c.area.centroid,
          landAreaSqMiles: c.area.sqMiles,
          tigerYear: ATLAS_TIGER_YEAR,
          funcstat: c.funcstat,
          zip: null,
        }),
      ),
    );
    countyIds.set(c.fips, rec.id);
    index.ahjs.push({ id: rec.id, companyId: null, area: c.area, rank: 1, implies: [stateIds.get(c.stateFips)!] });
  }

  for (const city of a.cities) {
    const st = a.statesByCode.get(city.state)!;
    const county = city.countyFips ? a.countiesByFips.get(city.countyFips) : undefined;
    const rec = table.insert(
      null,
      buildAhj(
        rng,
        base({
          name: `City of ${city.name}`,
          placeName: city.name,
          type: 'CITY',
          state: city.state,
          stateName: st.name,
          stateLatRange: latRange(st),
          parentCounty: county ? countyNames.get(county.fips)! : null,
          geoId: city.geoId,
          centroid: city.area.centroid,
          landAreaSqMiles: city.area.sqMiles,
          tigerYear: city.geoId ? ATLAS_TIGER_YEAR : null,
          funcstat: 'A',
          zip: city.zips[0],
        }),
      ),
    );
    const parents = [county && countyIds.get(county.fips), stateIds.get(st.fips)].filter((x): x is number => !!x);
    index.ahjs.push({ id: rec.id, companyId: null, area: city.area, rank: 0, parents });
  }

  for (const p of privateAhjs) {
    const area = circleArea(p.lat, p.lng, p.radiusMiles);
    const { state, county } = stateAndCountyAt(p.lat, p.lng);
    if (!state) continue;
    const rec = table.insert(
      p.companyId,
      buildAhj(
        rng,
        base({
          name: p.name,
          placeName: p.name.split(' ')[0],
          type: p.type,
          state: state.code,
          stateName: state.name,
          stateLatRange: latRange(state),
          parentCounty: county ? countyNames.get(county.fips)! : null,
          geoId: null,
          centroid: [p.lat, p.lng],
          landAreaSqMiles: area.sqMiles,
          tigerYear: null,
          funcstat: 'A',
          zip: p.zip,
          isPrivate: true,
          isActive: p.isActive,
          createdAt: daysFrom(now, -rng.int(30, 300), 10 * 60),
        }),
      ),
    );
    index.ahjs.push({ id: rec.id, companyId: p.companyId, area, rank: 0 });
  }
}
