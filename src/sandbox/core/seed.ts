import { Rng } from '../core/random.js';
import type { SandboxContext } from '../context.js';
import { companies, seedAuth } from '../auth/model.js';
import type { SeedContext } from './context.js';
import { seedCore } from '../records/seed.js';
import { seedGeo } from '../geo/seed.js';
import { seedCatalog, seedFinance } from '../finance/seed.js';
import { seedWorkOrders } from '../work-orders/seed.js';
import { seedCalls } from '../calls/seed.js';
import { seedFiles } from '../files/seed.js';
import { seedExtended } from './extended.js';

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
