/**
 * JSON from outside (webhook bodies, upstream answers) is parsed only when its nesting is bounded:
 * V8 parses deep arrays without trouble, but every later recursive walk (JSON.stringify in the
 * response writer, graphql-js's value completion) overflows the stack on them, which ends the process
 * when it happens outside a resolver (Yoga's SSE writer).
 */

/** Nesting deeper than this is refused; real records of the API nest fewer than 10 levels. */
export const MAX_JSON_DEPTH = 64;

export class JsonTooDeepError extends Error {
  constructor(public readonly maxDepth: number) {
    super(`JSON nested deeper than ${maxDepth} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * The deepest nesting of `[`/`{` outside strings, stopping early once past `limit`. A string is skipped
 * with `indexOf` to its closing quote (one not preceded by an odd run of backslashes): most of an answer
 * is string content, which the per-character loop then never visits (about 40% less time on records).
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && escaped(text, end)) end = text.indexOf('"', end + 1);
      // An unterminated string: nothing after it nests; JSON.parse reports the syntax error.
      if (end === -1) return max;
      i = end;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return max;
}

/** Whether the quote at `at` is escaped: preceded by an odd number of backslashes. */
function escaped(text: string, at: number): boolean {
  let before = at - 1;
  while (text.charCodeAt(before) === 0x5c /* \ */) before--;
  return (at - 1 - before) % 2 === 1;
}

/** `JSON.parse`, refusing nesting deeper than `maxDepth` with a JsonTooDeepError (a SyntaxError for bad JSON). */
export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) throw new JsonTooDeepError(maxDepth);
  return JSON.parse(text);
}

/** The nesting depth of an already parsed value, stopping early once past `limit` (iterative: no stack). */
export function valueDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = d + 1;
    if (depth > max) {
      max = depth;
      if (max > limit) return max;
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth]);
  }
  return max;
}
