import type { SeedContext } from './context.js';

export function seedGeo(_s: SeedContext): void {}

