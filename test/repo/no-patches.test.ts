/**
 * The code that runs is the code you read: nothing in src/ assigns to a prototype (a library's or the
 * platform's), and no resolver is replaced once the schema is built (behaviour shared by fields is a
 * Pothos plugin, src/schema/field-behaviours.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../scripts/rule-index.js';

/** Lines of src/ matching `pattern`, as `path:line: text`. */
function linesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of sourceFiles('src')) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('no monkey patches in src/', () => {
  it('assigns to no prototype', () => {
    expect(linesMatching(/prototype(\.[\w$]+|\[[^\]]+\])\s*(=(?!=)|\+=|\|\|=|\?\?=)/)).toEqual([]);
    expect(linesMatching(/Object\.(defineProperty|defineProperties|assign|setPrototypeOf)\([\w$.]*prototype\b/)).toEqual([]);
  });

  it('replaces no resolver after the schema is built', () => {
    expect(linesMatching(/\.(resolve|subscribe|resolveType|isTypeOf)\s*=(?![=>])/)).toEqual([]);
  });

  it('the patterns catch what they are for', () => {
    const assignment = /prototype(\.[\w$]+|\[[^\]]+\])\s*(=(?!=)|\+=|\|\|=|\?\?=)/;
    expect(assignment.test('DataLoader.prototype.clearAll = function () {}')).toBe(true);
    expect(assignment.test("Foo.prototype['x'] ??= 1")).toBe(true);
    expect(assignment.test('if (a.prototype.x === b) {}')).toBe(false);
    expect(/\.(resolve|subscribe|resolveType|isTypeOf)\s*=(?![=>])/.test('hasNextPage.resolve = (p) => p.hasNextPage;')).toBe(true);
  });
});
