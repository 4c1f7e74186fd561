/**
 * The depth check every upstream answer and webhook body goes through before JSON.parse: it skips
 * strings with indexOf, and must count exactly as a walk of every character does, escapes included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonTooDeepError, jsonDepth, parseBoundedJson } from '../../src/json.js';

/** The character-by-character walk: the reference. */
function walkedDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

describe('jsonDepth', () => {
  it('counts as the character walk on any text of quotes, backslashes and brackets, with or without a limit', () => {
    const text = fc.string({ unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', 'a', ',', ':', 'é'), maxLength: 60 });
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), (t, limit) => jsonDepth(t) === walkedDepth(t) && jsonDepth(t, limit) === walkedDepth(t, limit)),
      { numRuns: 20_000 },
    );
  });

  it('counts as the character walk on JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (v) => {
        const t = JSON.stringify(v);
        return jsonDepth(t) === walkedDepth(t);
      }),
      { numRuns: 2_000 },
    );
  });

  it('brackets inside strings, escaped quotes and backslashes do not count', () => {
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[[","c":"\\\\","d":[1]}')).toBe(2);
    expect(() => parseBoundedJson(`${'['.repeat(65)}${']'.repeat(65)}`)).toThrow(JsonTooDeepError);
    expect(parseBoundedJson(`{"x":"${'['.repeat(100)}"}`)).toEqual({ x: '['.repeat(100) });
  });
});
