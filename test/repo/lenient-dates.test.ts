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
