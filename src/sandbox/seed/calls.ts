import type { SeedContext } from './context.js';

export function seedCalls(_s: SeedContext): void {}

