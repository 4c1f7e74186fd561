/**
 * docs/rules.md is the index a reader looks rule ids up in: every id that src/ or test/ names must be there,
 * with what it requires and where the specification states it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_PATH, ROOT, indexedRuleIds, ruleIdsIn, rulePrefixes, sourceFiles } from '../../scripts/rule-index.js';

const markdown = readFileSync(INDEX_PATH, 'utf8');
const indexed = indexedRuleIds(markdown);

describe('the rule index (docs/rules.md)', () => {
  it('lists each rule once, with what it requires and its spec section', () => {
    expect(indexed.length).toBeGreaterThan(100);
    expect(new Set(indexed).size).toBe(indexed.length);
    for (const line of markdown.split('\n').filter((l) => /^\| [A-Z]+-\d+ \|/.test(l))) {
      const [, requires, section] = line.split(' | ');
      expect(requires?.length, line).toBeGreaterThan(10);
      expect(section?.trim().length, line).toBeGreaterThan(2);
    }
  });

  it('holds every rule id that src/ or test/ names', () => {
    const prefixes = rulePrefixes(indexed);
    const known = new Set(indexed);
    const missing: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('test')]) {
      for (const id of ruleIdsIn(readFileSync(join(ROOT, file), 'utf8'), prefixes)) {
        if (!known.has(id)) missing.push(`${id} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds ids by whole token only', () => {
    const ids = ruleIdsIn('INV-1 and INV-12, not ISO-8601 or XINV-3', new Set(['INV', 'ISO']));
    expect([...ids].sort()).toEqual(['INV-1', 'INV-12', 'ISO-8601']);
  });
});
