import type { SeedContext } from './context.js';

export function seedFiles(_s: SeedContext): void {}

