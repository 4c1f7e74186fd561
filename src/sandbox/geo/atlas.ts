/**
 * Real US geography for the AHJ catalog: every state, and the counties of the service states, from npm
 * `us-atlas` (Census cartographic boundaries, FIPS ids), and cities shaped from their real ZIP centroids
 * (geo/places.ts). Built once per process and shared by every reseed, since the shapes never change.
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { serviceStates, servicePlaces } from './places.js';
import { bufferedHull, polygonArea, type Area } from './shapes.js';

const require = createRequire(import.meta.url);

/** Source vintage of us-atlas 3 (Census cartographic boundary files, 2017). */
export const ATLAS_TIGER_YEAR = 2017;

/** State FIPS code → USPS code (us-atlas carries names only). */
const postalByFips: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

/** Census place GEOIDs of the larger service-area cities (state FIPS + place code); others stay null. */
export const placeGeoIds: Record<string, string> = {
  'Denver|CO': '0820000',
  'Colorado Springs|CO': '0816000',
  'Aurora|CO': '0804000',
  'Fort Collins|CO': '0827425',
  'Boulder|CO': '0807850',
  'Phoenix|AZ': '0455000',
  'Tucson|AZ': '0477000',
  'Mesa|AZ': '0446000',
  'Scottsdale|AZ': '0465000',
  'Tempe|AZ': '0473000',
  'Los Angeles|CA': '0644000',
  'San Diego|CA': '0666000',
  'San Jose|CA': '0668000',
  'San Francisco|CA': '0667000',
  'Sacramento|CA': '0664000',
  'Houston|TX': '4835000',
  'Austin|TX': '4805000',
  'Dallas|TX': '4819000',
  'San Antonio|TX': '4865000',
  'Fort Worth|TX': '4827000',
  'El Paso|TX': '4824000',
  'Las Vegas|NV': '3240000',
  'Henderson|NV': '3231900',
  'Reno|NV': '3260600',
  'Salt Lake City|UT': '4967000',
  'Chicago|IL': '1714000',
  'Boston|MA': '2507000',
  'New York|NY': '3651000',
  'Charlotte|NC': '3712000',
  'Raleigh|NC': '3755000',
  'Miami|FL': '1245000',
  'Tampa|FL': '1271000',
  'Orlando|FL': '1253000',
  'Jacksonville|FL': '1235000',
  'Newark|NJ': '3451000',
  'Jersey City|NJ': '3436000',
};

/** Census functional status: counties without a government (most of Massachusetts) are 'N', consolidated city-counties 'C'. */
const nonfunctioningCounties = new Set(['25003', '25009', '25011', '25013', '25015', '25017', '25025', '25027']);
const consolidatedCounties = new Set(['08031', '08014', '06075', '12031', '32510']);

export interface StateShape {
  fips: string;
  code: string;
  name: string;
  area: Area;
}

export interface CountyShape {
  fips: string;
  stateFips: string;
  name: string;
  funcstat: string;
  area: Area;
}

export interface CityShape {
  name: string;
  state: string;
  geoId: string | null;
  zips: string[];
  /** [lat, lng] of its ZIP centroids. */
  points: [number, number][];
  area: Area;
  /** The county holding its centre, or (coastal cities at 1:10m) one of its ZIP centroids. */
  countyFips: string | null;
}

export interface Atlas {
  states: StateShape[];
  statesByCode: Map<string, StateShape>;
  counties: CountyShape[];
  countiesByFips: Map<string, CountyShape>;
  countiesByState: Map<string, CountyShape[]>;
  cities: CityShape[];
}

/** Sites jitter about a kilometre around a ZIP centroid, so a city reaches 1.5 miles past its outer ZIPs. */
export const CITY_BUFFER_MILES = 1.5;

let cache: Atlas | undefined;

export function atlas(): Atlas {
  if (cache) return cache;
  const topo = require('us-atlas/counties-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
    counties: GeometryCollection<{ name: string }>;
  }>;
  const states: StateShape[] = [];
  for (const f of feature(topo, topo.objects.states).features) {
    const fips = String(f.id);
    const code = postalByFips[fips];
    if (!code || !f.geometry) continue;
    states.push({ fips, code, name: f.properties.name, area: polygonArea(f.geometry as Polygon | MultiPolygon) });
  }
  const counties: CountyShape[] = [];
  // Counties only where sites are (geo/places.ts): converting all 3,200 would double the first seed.
  const serviceCodes = new Set<string>(serviceStates);
  const countyStates = new Set(Object.keys(postalByFips).filter((f) => serviceCodes.has(postalByFips[f])));
  const countyObjects = { ...topo.objects.counties, geometries: topo.objects.counties.geometries.filter((g) => countyStates.has(String(g.id).slice(0, 2))) };
  for (const f of feature(topo, countyObjects).features) {
    const fips = String(f.id);
    const stateFips = fips.slice(0, 2);
    if (!postalByFips[stateFips] || !f.geometry) continue;
    const funcstat = consolidatedCounties.has(fips) ? 'C' : nonfunctioningCounties.has(fips) ? 'N' : 'A';
    counties.push({ fips, stateFips, name: f.properties.name, funcstat, area: polygonArea(f.geometry as Polygon | MultiPolygon) });
  }
  const countiesByState = new Map<string, CountyShape[]>();
  for (const c of counties) {
    let list = countiesByState.get(c.stateFips);
    if (!list) {
      list = [];
      countiesByState.set(c.stateFips, list);
    }
    list.push(c);
  }
  const byCity = new Map<string, { name: string; state: string; points: [number, number][]; zips: string[] }>();
  for (const p of servicePlaces()) {
    const key = `${p.city}|${p.state}`;
    let c = byCity.get(key);
    if (!c) {
      c = { name: p.city, state: p.state, points: [], zips: [] };
      byCity.set(key, c);
    }
    c.points.push([p.lat, p.lng]);
    c.zips.push(p.zip);
  }
  cache = {
    states,
    statesByCode: new Map(states.map((s) => [s.code, s])),
    counties,
    countiesByFips: new Map(counties.map((c) => [c.fips, c])),
    countiesByState,
    cities: [],
  };
  for (const [key, c] of byCity) {
    const area = bufferedHull(c.points, CITY_BUFFER_MILES);
    let county: CountyShape | undefined;
    for (const [lat, lng] of [area.centroid, ...c.points]) if (!county) county = stateAndCountyAt(lat, lng).county;
    cache.cities.push({
      name: c.name,
      state: c.state,
      geoId: placeGeoIds[key] ?? null,
      zips: c.zips,
      points: c.points,
      area,
      countyFips: county?.fips ?? null,
    });
  }
  cache.cities.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  return cache;
}

/** The county (and so the state) whose polygon holds the point; county polygons are small, states are not. */
export function stateAndCountyAt(lat: number, lng: number): { state?: StateShape; county?: CountyShape } {
  const a = atlas();
  for (const county of a.counties) {
    if (county.area.contains(lng, lat)) return { state: a.states.find((s) => s.fips === county.stateFips), county };
  }
  const state = a.states.find((s) => s.area.contains(lng, lat));
  return state ? { state } : {};
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

let zipsByCity: Map<string, ZipRecord[]> | undefined;

/** Every ZIP of a city (`zipcodes.lookupByName` scans all 44k codes per call; this indexes them once). */
export function zipsOf(city: string, state: string): ZipRecord[] {
  if (!zipsByCity) {
    zipsByCity = new Map();
    const { codes } = require('zipcodes') as { codes: Record<string, ZipRecord> };
    for (const z of Object.values(codes)) {
      if (!Number.isFinite(z.latitude) || z.latitude === 0) continue;
      const key = `${z.city.toUpperCase()}|${z.state}`;
      let list = zipsByCity.get(key);
      if (!list) {
        list = [];
        zipsByCity.set(key, list);
      }
      list.push(z);
    }
  }
  return zipsByCity.get(`${city.toUpperCase()}|${state}`) ?? [];
}

/** A city's area from all its ZIP centroids (for municipal utilities of towns too small for the catalog). */
export function cityAreaFromZips(city: string, state: string): Area | undefined {
  const known = atlas().cities.find((c) => c.name === city && c.state === state);
  if (known) return known.area;
  const zips = zipsOf(city, state);
  if (zips.length === 0) return undefined;
  return bufferedHull(
    zips.map((z) => [z.latitude, z.longitude]),
    CITY_BUFFER_MILES + 1,
  );
}
