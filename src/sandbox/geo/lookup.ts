import type { Db } from '../core/db.js';
import { ahjsCovering, utilitiesCovering, type Utility } from './model.js';

/** A jurisdiction summary as records carry it (`Project.jurisdiction`). */
export interface JurisdictionRef {
  id: number;
  name: string;
  uuid: string | null;
}

/**
 * The AHJs whose area covers a point, most specific first (city, county, state); global catalog only.
 * Filled in by the geo catalog (geo/seed.ts).
 */
export function ahjsAt(db: Db, lat: number, lng: number): JurisdictionRef[] {
  return ahjsCovering(db, lat, lng).map((a) => ({ id: a.id, name: a.name, uuid: a.uuid }));
}

/** The active utilities serving a point, most specific first (municipal, then co-op or IOU territory). */
export function utilitiesAt(db: Db, lat: number, lng: number): Utility[] {
  return utilitiesCovering(db, lat, lng);
}
