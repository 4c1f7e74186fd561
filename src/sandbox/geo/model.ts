/**
 * The AHJ and utility catalogs: record shapes (spec "AHJ", "Utility"), their tables, and the area index
 * behind the lat/lng lookups. Areas live beside the Db (not in the records) because they are not part of
 * the REST shape; a reseed builds a new Db and with it a new index.
 */
import type { Db } from '../core/db.js';
import type { Area } from './shapes.js';
import type { AhjType, UtilityOwnershipType } from '../../rest-enums.js';

/** EIA's ownership classes (the spec leaves `ownershipType` values "not shown"). */

export interface Ahj {
  id: number;
  uuid: string | null;
  name: string;
  type: AhjType | null;
  country: string;
  state: string | null;
  stateName: string | null;
  parentCounty: string | null;
  geoId: string | null;
  ahjRegistryCode: string | null;
  isActive: boolean;
  isPrivate: boolean | null;
  pointOfContact: string | null;
  submissionMethod: string | null;
  emails: string[];
  phones: string[];
  address: string | null;
  website: string | null;
  portal: string | null;
  turnaround: number | null;
  fees: string | null;
  notes: string | null;
  permitSubmissionNotes: string | null;
  buildingCodeModel: string | null;
  buildingCodeLocal: string | null;
  residentialCodeModel: string | null;
  residentialCodeLocal: string | null;
  fireCodeModel: string | null;
  fireCodeLocal: string | null;
  electricalCodeModel: string | null;
  electricalCodeLocal: string | null;
  windCodeModel: string | null;
  windCodeLocal: string | null;
  codesOther: string | null;
  firePathwaysEnforced: boolean | null;
  electricalEngineerStampRequired: boolean | null;
  structuralStampRequired: boolean | null;
  climateZone: string | null;
  ashraeMinTempC: number | null;
  ashraeMaxTempC: number | null;
  ashraeMinTempF: number | null;
  ashraeMaxTempF: number | null;
  centroidLatitude: number | null;
  centroidLongitude: number | null;
  landAreaSqMiles: number | null;
  specialZones: string[] | null;
  buildingDeptHours: string[] | null;
  tigerYear: number | null;
  funcstat: string | null;
  createdAt: string;
  updatedAt: string;
  /** Always `{}` in the table: values are per company (see properties.ts) and merged in on the way out. */
  custom: Record<string, unknown>;
}

export interface Utility {
  id: number;
  name: string;
  state: string | null;
  stateName: string | null;
  ownershipType: UtilityOwnershipType | null;
  holdingCompany: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  hoursOfOperation: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  custom: Record<string, unknown>;
}

export const ahjsTable = (db: Db) => db.table<Ahj>('ahjs', 1001);
export const utilitiesTable = (db: Db) => db.table<Utility>('utilities', 501);

/** AHJ-4: Fahrenheit derived from Celsius, one decimal. */
export function celsiusToF(c: number | null): number | null {
  return c === null ? null : Math.round(((c * 9) / 5) * 10 + 320) / 10;
}

/** A record's area in the index. `rank` orders levels (0 city-like, 1 county, 2 state) before size. */
export interface Located {
  id: number;
  /** null = global; otherwise only that company's lookups see it. */
  companyId: number | null;
  area: Area;
  rank: number;
  /** Records certainly covering every point this one covers (a county's state): no polygon test needed. */
  implies?: number[];
  /** AHJs to add when a city covers a point that no county polygon does (coastline at 1:10m). */
  parents?: number[];
}

/** Located records bucketed by 1° cell of their bounding box, so a lookup tests a handful, not thousands. */
class Grid {
  private readonly cells = new Map<number, Located[]>();
  readonly size: number;

  constructor(list: Located[]) {
    this.size = list.length;
    for (const l of list) {
      const [x0, y0, x1, y1] = l.area.bbox.map(Math.floor);
      for (let x = x0; x <= x1; x++) {
        for (let y = y0; y <= y1; y++) {
          const k = Grid.key(x, y);
          let cell = this.cells.get(k);
          if (!cell) {
            cell = [];
            this.cells.set(k, cell);
          }
          cell.push(l);
        }
      }
    }
  }

  static key(x: number, y: number): number {
    return (x + 360) * 1000 + (y + 180);
  }

  at(lng: number, lat: number): Located[] {
    return this.cells.get(Grid.key(Math.floor(lng), Math.floor(lat))) ?? [];
  }
}

export interface GeoIndex {
  ahjs: Located[];
  utilities: Located[];
  grids: { ahjs?: Grid; utilities?: Grid };
}

const indexes = new WeakMap<Db, GeoIndex>();

export function geoIndex(db: Db): GeoIndex {
  let idx = indexes.get(db);
  if (!idx) {
    idx = { ahjs: [], utilities: [], grids: {} };
    indexes.set(db, idx);
  }
  return idx;
}

function candidates(idx: GeoIndex, kind: 'ahjs' | 'utilities', lng: number, lat: number): Located[] {
  let grid = idx.grids[kind];
  // Rebuilt when records were added since (seeding, or a private AHJ created later).
  if (!grid || grid.size !== idx[kind].length) grid = idx.grids[kind] = new Grid(idx[kind]);
  return grid.at(lng, lat);
}

const specificFirst = (a: Located, b: Located) => a.rank - b.rank || a.area.sqMiles - b.area.sqMiles || a.id - b.id;

/** The located records covering a point that `companyId` may see (null = global only), most specific first. */
function covering(idx: GeoIndex, kind: 'ahjs' | 'utilities', lat: number, lng: number, companyId: number | null): Located[] {
  const list = candidates(idx, kind, lng, lat)
    .filter((l) => l.companyId === null || l.companyId === companyId)
    .sort(specificFirst);
  const hits: Located[] = [];
  const implied = new Set<number>();
  for (const l of list) {
    if (implied.has(l.id) || l.area.contains(lng, lat)) {
      hits.push(l);
      for (const id of l.implies ?? []) implied.add(id);
    }
  }
  return hits;
}

/**
 * AHJs covering a point, most specific first (city, county, state), active only. With `companyId` the
 * company's private AHJs take part; without, the global catalog only.
 */
export function ahjsCovering(db: Db, lat: number, lng: number, companyId: number | null = null): Ahj[] {
  const table = ahjsTable(db);
  const hits = covering(geoIndex(db), 'ahjs', lat, lng, companyId);
  const ids = hits.map((h) => h.id);
  if (!hits.some((h) => h.rank === 2)) {
    for (const h of hits) for (const p of h.parents ?? []) if (!ids.includes(p)) ids.push(p);
  }
  return (
    ids
      // Company 0 owns nothing, so it sees exactly the global records.
      .map((id) => table.get(id, companyId ?? 0))
      .filter((a): a is Ahj => !!a && a.isActive)
  );
}

/** Active utilities whose territory covers a point, most specific first (municipal, then by territory size). */
export function utilitiesCovering(db: Db, lat: number, lng: number): Utility[] {
  const table = utilitiesTable(db);
  return covering(geoIndex(db), 'utilities', lat, lng, null)
    .map((h) => table.get(h.id, 0))
    .filter((u): u is Utility => !!u && u.isActive);
}
