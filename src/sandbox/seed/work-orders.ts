import type { SeedContext } from './context.js';

export function seedWorkOrders(_s: SeedContext): void {}

