/**
 * How answers write a DateTime: RFC 3339 text at UTC with milliseconds, whatever the upstream sent
 * (a zone offset, a number of ms), and as text in the execution result itself, so the response writer
 * never meets a Date (JSON writes one through its toJSON, off its fast path for the whole answer).
 */
import { type GraphQLScalarType, isScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.js';

const dateTime = schema.getType('DateTime') as GraphQLScalarType;

describe('DateTime output', () => {
  it('is a scalar of the schema', () => {
    expect(isScalarType(dateTime)).toBe(true);
  });

  it('writes UTC text with milliseconds, as JSON wrote the Date before', () => {
    const cases: unknown[] = [new Date('2025-10-06T13:30:00Z'), '2025-10-06T13:30:00Z', '2025-10-06T15:30:00+02:00', '2025-10-06T13:30:00.000Z', 1759757400000];
    for (const value of cases) {
      const out = dateTime.serialize(value);
      expect(typeof out).toBe('string');
      expect(out).toBe('2025-10-06T13:30:00.000Z');
      expect(JSON.stringify({ at: out })).toBe(JSON.stringify({ at: new Date('2025-10-06T13:30:00Z') }));
    }
  });

  it('still refuses what is no date-time', () => {
    expect(() => dateTime.serialize('2025-02-30T10:00:00Z')).toThrow(/DateTime/);
    expect(() => dateTime.serialize('yesterday')).toThrow(/DateTime/);
    expect(() => dateTime.serialize(new Date(Number.NaN))).toThrow(/DateTime/);
  });
});
