import type { SeedContext } from './context.js';

export function seedCatalog(_s: SeedContext): void {}

export function seedFinance(_s: SeedContext): void {}

