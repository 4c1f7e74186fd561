/**
 * Fills the "Tests" column of docs/rules.md: for every rule id of the index, the test files that name it.
 * `tsx scripts/rule-index.ts` rewrites the file; `--check` exits 1 when the column is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const INDEX_PATH = join(ROOT, 'docs', 'rules.md');

/** A row of the index: `| AUTH-1 | what it requires | spec section | tests |`. */
const ROW = /^\| ([A-Z]+-\d+) \| (.+?) \| (.+?) \|(.*)\|$/;

/** The rule ids of the index, in order. */
export function indexedRuleIds(markdown = readFileSync(INDEX_PATH, 'utf8')): string[] {
  return markdown.split('\n').flatMap((line) => ROW.exec(line)?.[1] ?? []);
}

/** Every `PREFIX-N` token in `text` whose prefix is one of `prefixes` (so `ISO-8601` is not a rule id). */
export function ruleIdsIn(text: string, prefixes: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [id, prefix] of text.matchAll(/(?<![A-Za-z0-9_-])([A-Z]+)-\d+(?![0-9])/g)) {
    if (prefixes.has(prefix!)) found.add(id);
  }
  return found;
}

/** The prefixes of the indexed ids (`AUTH`, `WO` …). */
export function rulePrefixes(ids: readonly string[]): Set<string> {
  return new Set(ids.map((id) => id.slice(0, id.lastIndexOf('-'))));
}

/** The `.ts` files under `dir`, relative to the repository root, sorted. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) out.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, dir));
  return out.sort();
}

/** docs/rules.md with its "Tests" column recomputed from test/. */
export function withTestColumn(markdown: string): string {
  const prefixes = rulePrefixes(indexedRuleIds(markdown));
  const namedBy = new Map<string, string[]>();
  for (const file of sourceFiles('test')) {
    for (const id of ruleIdsIn(readFileSync(join(ROOT, file), 'utf8'), prefixes)) {
      namedBy.set(id, [...(namedBy.get(id) ?? []), file.replace(/^test\//, '')]);
    }
  }
  return markdown
    .split('\n')
    .map((line) => {
      const row = ROW.exec(line);
      if (!row) return line;
      const files = namedBy.get(row[1]!) ?? [];
      return `| ${row[1]} | ${row[2]} | ${row[3]} | ${files.length ? files.map((f) => `\`${f}\``).join(', ') : 'none yet'} |`;
    })
    .join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const current = readFileSync(INDEX_PATH, 'utf8');
  const next = withTestColumn(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('docs/rules.md: the Tests column is out of date; run npm run rules:index');
      process.exit(1);
    }
  } else {
    writeFileSync(INDEX_PATH, next);
  }
}
