import { seedAssets } from '../assets/seed.js';
import { seedVendors } from '../vendors/seed.js';
import { seedQuotes } from '../quotes/seed.js';
import { seedNotes } from '../notes/seed.js';
import { seedAppointments } from '../appointments/seed.js';
import type { SeedContext } from './context.js';

/**
 * The vendor records beyond the spec, after every other seeder (they hang off projects, opportunities,
 * accounts, sites, work orders and the catalog). Each gets its own random stream, so adding one does
 * not reshuffle the others.
 */
export function seedExtended(s: SeedContext): void {
  seedAssets({ ...s, rng: s.rng.fork('assets') });
  seedVendors({ ...s, rng: s.rng.fork('vendors') });
  seedQuotes({ ...s, rng: s.rng.fork('quotes') });
  seedNotes({ ...s, rng: s.rng.fork('notes') });
  seedAppointments({ ...s, rng: s.rng.fork('appointments') });
}
