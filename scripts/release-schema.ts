/**
 * `npm run schema:release -- <version>`: makes the schema the code prints the released one. Refuses while
 * a breaking change since schema.released.graphql is not announced in CHANGELOG.md (scripts/schema-gate.ts);
 * then writes schema.released.graphql and turns the changelog's `## Unreleased` section into
 * `## <version> (<date>)` under a fresh, empty `## Unreleased`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/schema/index.js';
import { breakingChanges, explain, unannounced } from './schema-gate.js';

const root = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const version = process.argv[2];
if (!version || !/^[\w.-]+$/.test(version)) {
  console.error('Usage: npm run schema:release -- <version>   (e.g. 0.2.0)');
  process.exit(2);
}

const changelog = readFileSync(root('CHANGELOG.md'), 'utf8');
const released = buildSchema(readFileSync(root('schema.released.graphql'), 'utf8'));
const missing = unannounced(await breakingChanges(released, schema), changelog);
if (missing.length > 0) {
  console.error(explain(missing));
  process.exit(1);
}
if (!/^## Unreleased\b/m.test(changelog)) {
  console.error('CHANGELOG.md has no "## Unreleased" section to release.');
  process.exit(1);
}

const date = new Date().toISOString().slice(0, 10);
writeFileSync(root('schema.released.graphql'), `${printSchema(lexicographicSortSchema(schema))}\n`);
writeFileSync(root('CHANGELOG.md'), changelog.replace(/^## Unreleased[^\n]*\n/m, `## Unreleased\n\n## ${version} (${date})\n`));
console.log(`Released the schema as ${version}: schema.released.graphql and CHANGELOG.md updated; commit them together.`);
