import type { Db } from '../core/db.js';

/** A jurisdiction summary as records carry it (`Project.jurisdiction`). */
export interface JurisdictionRef {
  id: number;
  name: string;
  uuid: string | null;
}

/**
 * The AHJs whose area covers a point, most specific first (city, county, state); global catalog only.
 * Filled in by the geo catalog (seed/geo.ts).
 */
export function ahjsAt(_db: Db, _lat: number, _lng: number): JurisdictionRef[] {
  return [];
}
