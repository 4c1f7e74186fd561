import { Rng } from './random.js';
import type { SandboxContext } from '../context.js';
import { companies, seedAuth } from '../auth/model.js';
import type { SeedContext } from './seed-context.js';
import { seedCore } from '../records/seed.js';
import { seedGeo } from '../geo/seed.js';
import { seedCatalog, seedFinance } from '../finance/seed.js';
import { seedWorkOrders } from '../work-orders/seed.js';
import { seedCalls } from '../calls/seed.js';
import { seedFiles } from '../files/seed.js';
import { seedAssets } from '../assets/seed.js';
import { seedVendors } from '../vendors/seed.js';
import { seedQuotes } from '../quotes/seed.js';
import { seedNotes } from '../notes/seed.js';
import { seedAppointments } from '../appointments/seed.js';

/**
 * Builds the demo workspace from the seed. Order matters: each seeder may use what the ones before it
 * made (geo before sites, core records before work orders, catalog before line items, work orders
 * before forms).
 */
export function seedAll(ctx: SandboxContext): void {
  const root = new Rng(ctx.options.seed);
  const base = {
    db: ctx.db,
    sizes: ctx.options.sizes,
    options: ctx.options,
    now: ctx.options.now,
    companyIds: companies.map((c) => c.id),
  };
  const seeders: [string, (s: SeedContext) => void][] = [
    ['geo', seedGeo],
    ['core', seedCore],
    ['catalog', seedCatalog],
    ['work-orders', seedWorkOrders],
    ['finance', seedFinance],
    ['calls', seedCalls],
    ['files', seedFiles],
    ['extended', seedExtended],
  ];
  seedAuth(ctx.db, ctx.options, new Date(ctx.options.now.getTime() - 400 * 86_400_000).toISOString());
  for (const [name, seed] of seeders) seed({ ...base, rng: root.fork(name) });
}

/**
 * The vendor records beyond the spec, after every other seeder (they hang off projects, opportunities,
 * accounts, sites, work orders and the catalog). Each gets its own random stream, so adding one does
 * not reshuffle the others.
 */
function seedExtended(s: SeedContext): void {
  seedAssets({ ...s, rng: s.rng.fork('assets') });
  seedVendors({ ...s, rng: s.rng.fork('vendors') });
  seedQuotes({ ...s, rng: s.rng.fork('quotes') });
  seedNotes({ ...s, rng: s.rng.fork('notes') });
  seedAppointments({ ...s, rng: s.rng.fork('appointments') });
}
