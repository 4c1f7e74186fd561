/**
 * The breaking-change gate in `npm test`: every breaking change between the released schema
 * (schema.released.graphql) and the schema the code builds is announced in CHANGELOG.md with its migration.
 */
import { readFileSync } from 'node:fs';
import { buildASTSchema, buildSchema, Kind, parse, printSchema, visit, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { announcedChanges, breakingChanges, explain, unannounced } from '../../scripts/schema-gate.js';
import { schema } from '../../src/schema/index.js';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const changelog = read('CHANGELOG.md');
const released = buildSchema(read('schema.released.graphql'));

/** The schema with one field definition taken out, built from its SDL (nothing in the repository changes). */
function withoutField(from: GraphQLSchema, typeName: string, fieldName: string): GraphQLSchema {
  const document = visit(parse(printSchema(from)), {
    FieldDefinition(node, _key, _parent, _path, ancestors) {
      const owner = ancestors[ancestors.length - 1];
      if (node.name.value === fieldName && owner && 'kind' in owner && owner.kind === Kind.OBJECT_TYPE_DEFINITION && owner.name.value === typeName) return null;
    },
  });
  return buildASTSchema(document);
}

describe('breaking-change gate', () => {
  it('every breaking change since the released schema is in CHANGELOG.md with how a client migrates', async () => {
    const missing = unannounced(await breakingChanges(released, schema), changelog);
    expect(explain(missing)).toBe('');
  });

  it('CHANGELOG.md announces nothing the diff does not find (no stale or misspelt coordinate)', async () => {
    const found = new Set((await breakingChanges(released, schema)).map((change) => change.coordinate));
    expect([...announcedChanges(changelog).keys()].filter((coordinate) => !found.has(coordinate))).toEqual([]);
  });

  it('removing a field without a CHANGELOG entry fails the gate, naming the field', async () => {
    const current = buildSchema(printSchema(schema));
    const removed = withoutField(current, 'Project', 'title');
    const changes = await breakingChanges(current, removed);
    expect(changes.map((change) => change.coordinate)).toEqual(['Project.title']);
    const missing = unannounced(changes, changelog);
    expect(missing.map((change) => change.coordinate)).toEqual(['Project.title']);
    expect(explain(missing)).toContain('Project.title');
  });

  it('the entry must name the coordinate and say how to migrate; then the removal passes', async () => {
    const current = buildSchema(printSchema(schema));
    const changes = await breakingChanges(current, withoutField(current, 'Project', 'title'));
    const entry = (text: string) => changelog.replace(/^### Breaking changes\n/m, `### Breaking changes\n\n${text}\n`);
    expect(unannounced(changes, entry('- `Project.title`: removed.'))).toHaveLength(1);
    expect(unannounced(changes, entry('- `Project.name`: removed. Migrate: read `name`.'))).toHaveLength(1);
    expect(unannounced(changes, entry('- `Project.title`: removed. Migrate: read `name`, which holds the same text.'))).toEqual([]);
  });

  it('an entry under a released version does not announce a change made since', async () => {
    const current = buildSchema(printSchema(schema));
    const changes = await breakingChanges(current, withoutField(current, 'Project', 'title'));
    const old = `${changelog}\n## 0.1.0 (2026-01-01)\n\n### Breaking changes\n\n- \`Project.title\`: removed. Migrate: read \`name\`.\n`;
    expect(unannounced(changes, old)).toHaveLength(1);
  });
});
