/**
 * No object literal on the request path is led by a spread and then extended (`{ ...row, shape }`). In
 * Node 20's V8, once such a literal's site is warm, every object it makes gets a hidden class of its own:
 * each added member is a call into the runtime, and every resolver or library reading those objects goes
 * megamorphic.
 * The request path writes `pageQuery(p, filters)`, `withFields(row, fields)` (upstream rows) or
 * `Object.assign({}, a, { b })` instead; a literal that starts with a property (`{ id, ...row }`) is fine.
 * Start-up code (configuration, the schema's scalars, the plugin list) runs once and is left as written.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../scripts/rule-index.js';

/** Run once, at start-up: not on the request path. */
const START_UP = new Set([
  'src/config.ts',
  'src/main.ts',
  'src/redis-guard.ts',
  'src/gateway/yoga.ts',
  'src/schema/scalars.ts',
  'src/schema/finite-float.ts',
  'src/upstream/cache-policy.ts',
]);

/** `path:line` of each object literal in `text` led by a spread and followed by more members. */
function spreadLedLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && node.properties.length > 1 && ts.isSpreadAssignment(node.properties[0]!)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('object literals on the request path', () => {
  it('none is led by a spread and then extended', () => {
    const found = sourceFiles('src')
      .filter((file) => !file.startsWith('src/sandbox/') && !START_UP.has(file))
      .flatMap((file) => spreadLedLiterals(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check finds what it is for', () => {
    expect(spreadLedLiterals('a.ts', 'const a = { ...row, shape: 1 };')).toEqual(['a.ts:1']);
    expect(spreadLedLiterals('a.ts', 'const a = {\n  ...x,\n  ...y,\n};')).toEqual(['a.ts:1']);
    expect(spreadLedLiterals('a.ts', 'const a = { id: row.id, ...row, shape: 1 };')).toEqual([]);
    expect(spreadLedLiterals('a.ts', 'const a = { ...row };')).toEqual([]);
  });

  it('why: on this Node, such literals share no hidden class, and the other forms do', () => {
    // If this fails, V8 no longer gives each such object a class of its own, and the rule above can go.
    const script = `
      const rows = JSON.parse('[{"id":1,"title":"a"},{"id":2,"title":"b"}]');
      const led = (r) => ({ ...r, shape: 'X' });
      const idFirst = (r) => ({ id: r.id, ...r, shape: 'X' });
      const assigned = (r) => Object.assign({}, r, { shape: 'X' });
      // A site's first calls take V8's slow path, which keeps classes shared; its inline cache then does not.
      const same = (f) => { for (let i = 0; i < 10; i++) f(rows[i % 2]); return %HaveSameMap(f(rows[0]), f(rows[1])); };
      process.stdout.write(JSON.stringify([same(led), same(idFirst), same(assigned)]));
    `;
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([false, true, true]);
  });
});
