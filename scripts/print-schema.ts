/**
 * Prints the gateway schema, sorted (`lexicographicSortSchema`), to schema.graphql.
 * `--check` writes nothing and exits 1 when schema.graphql differs from the code (CI drift check).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/schema/index.js';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as drift */
  }
  if (current !== printed) {
    console.error('schema.graphql is out of date: run `npx tsx scripts/print-schema.ts` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(target, printed);
  console.log(`Wrote ${target}`);
}
