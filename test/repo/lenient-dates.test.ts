/**
 * A work order's nested dates (status stays, visits, checklist items, form work items) read as every other
 * record's dates do: a value the upstream sent malformed is null, not an error that fails the field.
 */
import { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.js';

const resolverOf = (type: string, name: string) => {
  const t = schema.getType(type);
  if (!(t instanceof GraphQLObjectType)) throw new Error(`${type} is not an object type`);
  const resolve = t.getFields()[name]?.resolve;
  if (!resolve) throw new Error(`${type}.${name} has no resolver`);
  return (parent: object) => resolve(parent, {}, {}, {} as never);
};

const DATES: [string, string][] = [
  ['WorkOrderStatusStint', 'startedAt'],
  ['WorkOrderStatusStint', 'endedAt'],
  ['Visit', 'startDate'],
  ['Visit', 'endDate'],
  ['WorkOrderChecklistItem', 'completedAt'],
  ['FormWorkItem', 'dueDate'],
  ['FormWorkItem', 'completedAt'],
];

describe("a work order's nested dates", () => {
  it.each(DATES)('%s.%s: a malformed upstream date reads null', (type, name) => {
    expect(resolverOf(type, name)({ id: 1, type: 'FORM', [name]: 'next Tuesday' })).toBeNull();
    expect(resolverOf(type, name)({ id: 1, type: 'FORM', [name]: { at: 'noon' } })).toBeNull();
  });

  it.each(DATES)('%s.%s: a well-formed one reads as its instant', (type, name) => {
    const value = resolverOf(type, name)({ id: 1, type: 'FORM', [name]: '2026-05-01T08:00:00Z' });
    expect((value as Date).toISOString()).toBe('2026-05-01T08:00:00.000Z');
  });
});

describe('a stored date read for any record', () => {
  const read = (value: unknown) => {
    const d = resolverOf('Visit', 'startDate')({ id: 1, startDate: value }) as Date | null;
    return d?.toISOString() ?? null;
  };

  it('a day that does not exist is null, not the next month', () => {
    expect(read('2026-02-30T10:00:00Z')).toBeNull();
    expect(read('2026-02-29')).toBeNull();
    expect(read('2026-04-31T23:00:00+02:00')).toBeNull();
    expect(read('2026-05-01T24:30:00Z')).toBeNull();
    expect(read('2028-02-29')).toBe('2028-02-29T00:00:00.000Z');
  });

  it("a date-time stored without a zone reads at UTC, whatever the server's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Denver';
    try {
      expect(read('2026-05-01T08:00:00')).toBe('2026-05-01T08:00:00.000Z');
      expect(read('2026-05-01 08:00')).toBe('2026-05-01T08:00:00.000Z');
      expect(read('2026-05-01')).toBe('2026-05-01T00:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('the API’s other spellings of an offset read as their instant', () => {
    expect(read('2026-05-01T08:00:00+0200')).toBe('2026-05-01T06:00:00.000Z');
    expect(read('2026-05-01 08:00:00.250-07:00')).toBe('2026-05-01T15:00:00.250Z');
    expect(read('2026-05-01t08:00:00z')).toBe('2026-05-01T08:00:00.000Z');
  });

  it('reads the fraction to the millisecond, any year, and an offset that crosses midnight', () => {
    expect(read('2026-05-01T08:00:00.1239Z')).toBe('2026-05-01T08:00:00.123Z');
    expect(read('2026-05-01T08:00:00.5Z')).toBe('2026-05-01T08:00:00.500Z');
    expect(read('0050-03-01T00:00:00Z')).toBe('0050-03-01T00:00:00.000Z');
    expect(read('2026-01-01T01:30:00+02:30')).toBe('2025-12-31T23:00:00.000Z');
    expect(read('2026-12-31T23:00:00-0130')).toBe('2027-01-01T00:30:00.000Z');
    expect(read('2026-05-01T08:00:00+24:00')).toBeNull();
  });

  it('milliseconds since 1970 read as their instant; anything else is null', () => {
    expect(read(Date.UTC(2026, 4, 1))).toBe('2026-05-01T00:00:00.000Z');
    expect(read(Number.NaN)).toBeNull();
    expect(read('May 1, 2026')).toBeNull();
    expect(read('')).toBeNull();
    expect(read(null)).toBeNull();
  });
});
