import type { Db } from './db.js';
import type { Rng } from './random.js';
import type { SandboxOptions, SeedSizes } from '../context.js';

/** What every seeder gets: the store, its own random stream, the sizes and the reference "today". */
export interface SeedContext {
  db: Db;
  rng: Rng;
  sizes: SeedSizes;
  options: SandboxOptions;
  /** The reference "today" (start of the UTC day unless SANDBOX_NOW says otherwise). */
  now: Date;
  companyIds: number[];
}

/** An ISO timestamp `days` from the reference day (negative = past), with a time of day in minutes. */
export function daysFrom(now: Date, days: number, minuteOfDay = 0): string {
  return new Date(now.getTime() + days * 86_400_000 + minuteOfDay * 60_000).toISOString();
}
