/**
 * The schema's documentation as a frontend developer or analyst reads it in GraphiQL's docs pane: no
 * spec-internal rule ids (they live in tests and code comments), a description on every type, field,
 * argument (deprecated ones included), input field and enum value, deprecations that name their
 * replacement, and a plain cost hint on every paged list. Walks the schema the gateway serves, printed
 * the way scripts/print-schema.ts prints it, and the committed schema.graphql.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.js';

// The schema's own copy of graphql (CJS, as Pothos loads it): instanceof checks must agree with it.
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, lexicographicSortSchema, printSchema } = graphql;

/** What the spec's numbered rules look like (ACC-9, INV-11, AUTH-12 …): the grep the issue asks to print 0. */
const RULE_ID = /\b[A-Z]{2,5}-[0-9]+\b/;

const namedTypes = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t));

/** Every described element of the schema, by its coordinate (Type, Type.field, Type.field(arg), Enum.VALUE). */
function elements(): Array<{ at: string; description: string | null | undefined; deprecationReason?: string | null }> {
  const out: Array<{ at: string; description: string | null | undefined; deprecationReason?: string | null }> = [];
  for (const type of namedTypes) {
    out.push({ at: type.name, description: type.description });
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        out.push({ at: `${type.name}.${field.name}`, description: field.description, deprecationReason: field.deprecationReason });
        for (const arg of field.args)
          out.push({ at: `${type.name}.${field.name}(${arg.name})`, description: arg.description, deprecationReason: arg.deprecationReason });
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        out.push({ at: `${type.name}.${field.name}`, description: field.description, deprecationReason: field.deprecationReason });
    }
    if (isEnumType(type)) {
      for (const value of type.getValues())
        out.push({ at: `${type.name}.${value.name}`, description: value.description, deprecationReason: value.deprecationReason });
    }
  }
  return out;
}

describe('schema documentation', () => {
  it('no spec rule id (ACC-9, INV-11 …) appears in the printed schema or in schema.graphql', () => {
    const printed = printSchema(lexicographicSortSchema(schema));
    expect(printed.split('\n').filter((line) => RULE_ID.test(line))).toEqual([]);
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed.split('\n').filter((line) => RULE_ID.test(line))).toEqual([]);
  });

  it('the rule-id check would catch one (the pattern is the grep of the issue)', () => {
    for (const text of ['Default SKIP (ACC-9).', 'recalculated (INV-11)', 'AUTH-12', 'see FOLD-1, FOLD-6']) expect(RULE_ID.test(text)).toBe(true);
    for (const text of ['ISO 8601', 'x-api-key', 'rfc8259', 'PROJECT_MOVEMENT', 'TASK_STATUS_MOVEMENT', '#ff8800']) expect(RULE_ID.test(text)).toBe(false);
  });

  it('every type, field, argument (deprecated ones included), input field and enum value has a description', () => {
    const missing = elements()
      .filter((e) => !e.description?.trim())
      .map((e) => e.at);
    expect(missing).toEqual([]);
  });

  it('every deprecation names its replacement ("Use …")', () => {
    const deprecated = elements().filter((e) => e.deprecationReason);
    expect(deprecated.length).toBeGreaterThan(0);
    expect(deprecated.filter((e) => !/^Use [`A-Za-z]/.test(e.deprecationReason!)).map((e) => `${e.at}: ${e.deprecationReason}`)).toEqual([]);
  });

  it('every paged list (a field returning a …Connection) says what it costs', () => {
    const unpriced: string[] = [];
    for (const type of namedTypes) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const returned = graphql.getNamedType(field.type);
        if (returned.name.endsWith('Connection') && !/\bcost/i.test(field.description ?? '')) unpriced.push(`${type.name}.${field.name}`);
      }
    }
    expect(unpriced).toEqual([]);
  });

  it('descriptions speak to the reader, not about the implementation: no request waves, loaders or spec shorthands', () => {
    const internal = /\b(waves?|dataloaders?|loaders?|the spec|body of)\b|\bspec "/i;
    expect(
      elements()
        .filter((e) => internal.test(e.description ?? ''))
        .map((e) => `${e.at}: ${e.description}`),
    ).toEqual([]);
  });

  it('a REST path appears only as a marked reference to the REST docs (REST `GET /accounts`), not as implementation detail', () => {
    // A method and path not opened by a backtick: "(GET /assets?account_id=, up to 1,000)".
    const bare = /(^|[^`])\b(GET|POST|PATCH|PUT|DELETE) \//;
    expect(
      elements()
        .filter((e) => bare.test(e.description ?? ''))
        .map((e) => `${e.at}: ${e.description}`),
    ).toEqual([]);
  });

  it('money fields say their unit: every Float field named like an amount, price or cost says US dollars', () => {
    const money = /^(amount|amountPaid|baseAmount|cost|price|unitCost|unitPrice|totalCost|totalPrice|value|subtotal|total|discount|taxAmount)$/;
    const unclear: string[] = [];
    for (const e of elements()) {
      const name = e.at
        .split('.')
        .pop()!
        .replace(/\(.*\)$/, '');
      if (!money.test(name)) continue;
      const [typeName, fieldName] = e.at.split('.');
      const type = schema.getType(typeName!);
      const field = type && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) ? type.getFields()[fieldName!] : undefined;
      if (!field || graphql.getNamedType(field.type).name !== 'Float') continue;
      if (!/dollars/i.test(e.description ?? '')) unclear.push(`${e.at}: ${e.description}`);
    }
    expect(unclear).toEqual([]);
  });
});
