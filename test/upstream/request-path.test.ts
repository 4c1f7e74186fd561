/**
 * The key and path of an upstream request: a canonical query string, encoded exactly as URLSearchParams
 * encodes a form (equal requests get equal keys whatever order their parameters came in).
 */
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../src/upstream/request-path.js';

/** What URLSearchParams makes of the same query, sorted: the encoding buildPath must match. */
function reference(basePath: string, path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const qs = params.toString();
  return `${basePath}${path}${qs ? `?${qs}` : ''}`;
}

describe('buildPath', () => {
  it('sorts the parameters and leaves out undefined and null', () => {
    expect(buildPath('/v1', '/accounts', { page_size: 20, page: 1, q: undefined, title: null })).toBe('/v1/accounts?page=1&page_size=20');
    expect(buildPath('/v1', '/accounts/7', {})).toBe('/v1/accounts/7');
  });

  it("encodes as a form does: a space as +, and !'()~ escaped", () => {
    expect(buildPath('/v1', '/contacts', { q: "O'Brien (home) ~!" })).toBe('/v1/contacts?q=O%27Brien+%28home%29+%7E%21');
    expect(buildPath('/v1', '/x', { 'a b': 'c&d=e', when: '2026-05-01T08:00:00+02:00' })).toBe('/v1/x?a+b=c%26d%3De&when=2026-05-01T08%3A00%3A00%2B02%3A00');
    expect(buildPath('/v1', '/x', { lone: '\uD800x' })).toBe('/v1/x?lone=%EF%BF%BDx');
  });

  it('matches URLSearchParams on every character class, mixed at random', () => {
    const chars = [...`aZ0 !'()~*-._%+&=?/:,"#é日😀\n\u00A0`, '\uD800', '\uDC00'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 2_000; i++) {
      const value = Array.from({ length: next() % 8 }, () => chars[next() % chars.length]).join('');
      const query = { b: value, a: i % 3 === 0 ? undefined : i, 'c d': i % 5 === 0 ? null : true, [value || 'k']: 'x' };
      expect(buildPath('/v1', '/x', query)).toBe(reference('/v1', '/x', query));
    }
  });
});
