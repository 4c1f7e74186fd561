/**
 * The breaking-change gate: what changed between the released schema (schema.released.graphql) and the
 * schema the code prints, and which breaking changes CHANGELOG.md does not announce. A breaking change is
 * announced by a list item of the changelog's `## Unreleased` section that starts with its schema
 * coordinate in backticks (`` `Account.calls` ``, as graphql-inspector names it) and says how a client
 * migrates (`Migrate:` followed by text). test/gateway/breaking-changes.test.ts runs it in `npm test`;
 * scripts/release-schema.ts runs it before moving the released schema forward.
 */
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

export interface BreakingChange {
  /** Schema coordinate: `Type`, `Type.field`, `Type.field.arg`, `Enum.VALUE`, `@directive`. */
  coordinate: string;
  message: string;
}

/** Breaking changes from `released` to `current` (graphql-inspector's criticality), one per change. */
export async function breakingChanges(released: GraphQLSchema, current: GraphQLSchema): Promise<BreakingChange[]> {
  const changes: Change[] = await diff(released, current);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ coordinate: change.path ?? change.type, message: change.message }));
}

/** The `## Unreleased` section of the changelog: what the next release will announce. */
export function unreleasedSection(changelog: string): string {
  const start = changelog.search(/^## Unreleased\b/m);
  if (start < 0) return '';
  const rest = changelog.slice(start + 1);
  const next = rest.search(/^## /m);
  return next < 0 ? rest : rest.slice(0, next);
}

/** Coordinate → migration text, from the unreleased section's list items `` - `Coordinate` … Migrate: … ``. */
export function announcedChanges(changelog: string): Map<string, string> {
  const announced = new Map<string, string>();
  // A list item runs until the next item, heading or blank line; continuation lines are indented.
  const items = unreleasedSection(changelog).split(/\n(?=[-*] |#|\s*\n)/);
  for (const item of items) {
    const head = /^[-*] `([^`]+)`/.exec(item.trim());
    const migrate = /\*{0,2}Migrate:\*{0,2}\s*(\S[\s\S]*)/.exec(item);
    if (head && migrate) announced.set(head[1]!, migrate[1]!.replace(/\s+/g, ' ').trim());
  }
  return announced;
}

/** The breaking changes the changelog does not announce with a migration: the gate fails on any. */
export function unannounced(changes: readonly BreakingChange[], changelog: string): BreakingChange[] {
  const announced = announcedChanges(changelog);
  return changes.filter((change) => !announced.get(change.coordinate));
}

/** The gate's failure message: each change and what to write. */
export function explain(missing: readonly BreakingChange[]): string {
  if (missing.length === 0) return '';
  return [
    `${missing.length} breaking change(s) since schema.released.graphql are not in CHANGELOG.md's "## Unreleased" section:`,
    ...missing.map((change) => `  - ${change.coordinate}: ${change.message}`),
    'Add one list item per change: "- `Type.field`: what changed. Migrate: what a client does instead."',
    'Or keep the old field (deprecated, naming its replacement) until the next release.',
  ].join('\n');
}
