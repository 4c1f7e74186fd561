/**
 * The global geography catalogs, seeded first so that sites and projects can look up their AHJs:
 * AHJs (states, counties, service-area cities, company-private ones), utilities, and each company's
 * custom properties on both.
 */
import type { SeedContext } from '../core/seed-context.js';
import { seedAhjs } from './seed-ahjs.js';
import { seedUtilities } from './seed-utilities.js';
import { seedGeoProperties } from './seed-properties.js';

export function seedGeo(s: SeedContext): void {
  seedAhjs({ ...s, rng: s.rng.fork('ahjs') });
  seedUtilities({ ...s, rng: s.rng.fork('utilities') });
  seedGeoProperties({ ...s, rng: s.rng.fork('properties') });
}
