/**
 * The nesting bound on JSON from outside (upstream answers, webhook bodies): brackets inside strings do
 * not count, escaped quotes do not end a string, and nesting past the bound is refused before parsing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonTooDeepError, jsonDepth, parseBoundedJson, valueDepth } from '../../src/json.js';

describe('jsonDepth', () => {
  it('counts brackets outside strings only; escaped quotes and backslash runs are read right', () => {
    expect(jsonDepth('{"a":"x\\\\"}')).toBe(1);
    expect(jsonDepth('{"a":"x\\"[[[y"}')).toBe(1);
    expect(jsonDepth('[[["\\\\\\"[", [1]]]]')).toBe(4);
    expect(jsonDepth('{"k[": ["{", {"}": "]"}]}')).toBe(3);
    expect(jsonDepth('"unterminated [[[')).toBe(0);
  });

  it('agrees with the depth of the parsed value on any JSON (strings full of quotes, backslashes and brackets)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const text = JSON.stringify(value);
        expect(jsonDepth(text)).toBe(valueDepth(value));
      }),
      { numRuns: 500 },
    );
  });

  it('parseBoundedJson refuses nesting past the bound before parsing, and parses what is within it', () => {
    expect(() => parseBoundedJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)).toThrow(JsonTooDeepError);
    expect(() => parseBoundedJson(`{"a":"${'['.repeat(5_000)}"}`)).not.toThrow();
    expect(parseBoundedJson('[[1]]', 2)).toEqual([[1]]);
    expect(() => parseBoundedJson('[[[1]]]', 2)).toThrow(JsonTooDeepError);
  });
});
