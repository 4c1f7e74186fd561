/**
 * The REST API's closed lists are written once, in src/rest-enums.ts: no program (sandbox, schema, upstream)
 * writes its own copy of one (an array literal or a union of string literals holding the same values),
 * so the copies cannot drift apart. The schema's enum value descriptions are checked against the lists by tsc.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../scripts/rule-index.js';
import * as restEnums from '../../src/rest-enums.js';

const value = "'[A-Z][A-Z0-9_]*'";
/** `['A', 'B', …]` (any length, `as const` or not) and `'A' | 'B' | 'C'` (three or more). */
const arrayLiteral = new RegExp(String.raw`\[\s*${value}(?:\s*,\s*${value})+\s*,?\s*\](\s*as const)?`, 'g');
const unionLiteral = new RegExp(String.raw`${value}(?:\s*\|\s*${value}){2,}`, 'g');

const key = (values: readonly string[]) => [...new Set(values)].sort().join(',');

/**
 * The literal lists in `text` with their values, as `line: literal`. A two-value array counts only with
 * `as const`: a bare one such as `scopes: ['PROJECT', 'OPPORTUNITY']` is seed data, not a list of values.
 */
function literalLists(text: string): { line: number; values: string[]; literal: string }[] {
  const found: { line: number; values: string[]; literal: string }[] = [];
  for (const pattern of [arrayLiteral, unionLiteral]) {
    for (const m of text.matchAll(pattern)) {
      const values = [...m[0].matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((v) => v[1]!);
      if (pattern === arrayLiteral && values.length < 3 && !m[1]) continue;
      found.push({ line: text.slice(0, m.index).split('\n').length, values, literal: m[0].replace(/\s+/g, ' ') });
    }
  }
  return found;
}

describe('the REST enumerations are defined once', () => {
  const lists = new Map<string, string>();
  for (const [name, list] of Object.entries(restEnums)) lists.set(key(list), name);

  it('src/rest-enums.ts holds only lists of values', () => {
    expect(lists.size).toBeGreaterThanOrEqual(20);
    expect(restEnums.ASSET_TYPES).toHaveLength(55);
    for (const list of Object.values(restEnums)) {
      expect(Array.isArray(list)).toBe(true);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('neither the sandbox, the schema nor the upstream client writes its own copy of one', () => {
    const copies: string[] = [];
    for (const file of [...sourceFiles('src/sandbox'), ...sourceFiles('src/schema'), ...sourceFiles('src/upstream')]) {
      for (const { line, values, literal } of literalLists(readFileSync(join(ROOT, file), 'utf8'))) {
        const name = lists.get(key(values));
        if (name) copies.push(`${file}:${line}: ${literal} (use ${name} from src/rest-enums.ts)`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('the scanner finds a copied list, whatever its order or form', () => {
    const text = [
      "const outcomes = ['MISSED', 'ANSWERED', 'VOICEMAIL'] as const;",
      "type Parent = 'PROJECT' | 'OPPORTUNITY' | 'ACCOUNT';",
      "const kinds = ['WORK', 'ASSET'] as const;",
      "scopes: ['PROJECT', 'OPPORTUNITY'],",
    ].join('\n');
    const names = literalLists(text).map(({ values }) => lists.get(key(values)));
    expect(names).toEqual(['CALL_OUTCOMES', 'LABEL_TYPES', 'PARENT_RECORD_TYPES']);
  });
});
