import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Vite would resolve `graphql` to its ESM build (index.mjs) while Yoga, Pothos and the other
    // externalised dependencies get the CommonJS one from Node: two module instances whose instanceof
    // checks fail across each other. One copy, the one Node loads, as in production.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
