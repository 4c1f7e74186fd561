/**
 * A clone holds everything its files point at: no tracked file refers to a path outside the repository,
 * and the design documents that code comments cite are in docs/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/rule-index.js';

/** Tracked files whose text matches `pattern` (git grep, extended regex), as `path:line: text`. */
function trackedMatches(pattern: string): string[] {
  try {
    return execFileSync('git', ['grep', '-nIE', pattern], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('the repository is self-contained', () => {
  it('no tracked file refers to the shared folder beside the repository', () => {
    // Built from parts, so this file does not match itself.
    const outside = ['\\.\\.', 'shared'].join('/');
    expect(trackedMatches(`${outside}|shared/(spec|design|reference)/`)).toEqual([]);
  });

  it('every design document a file cites is in docs/', () => {
    const cited = new Set<string>();
    for (const line of trackedMatches('(architecture|code-style|rules|schema-conventions)\\.md')) {
      for (const [, name] of line.matchAll(/\b(architecture|code-style|rules|schema-conventions)\.md\b/g)) cited.add(`${name}.md`);
      // A bare name in prose outside docs/ cannot be found from a clone (a quoted one is a path built in code).
      const [path, , ...text] = line.split(':');
      if (!path!.startsWith('docs/')) expect(text.join(':'), path).not.toMatch(/(?<!docs\/|')\b(architecture|code-style|rules|schema-conventions)\.md/);
    }
    for (const name of cited) expect(existsSync(join(ROOT, 'docs', name)), name).toBe(true);
  });
});
