/**
 * Explicit discriminants for union values. A field returning a union hands out values that name their
 * member type in an own, typed `__typename` (graphql-js's convention for it), set where the value is
 * built; the union's `resolveType` reads it back. No side table (WeakMap, WeakSet, context cache) and
 * no hidden property decides a GraphQL type. REST records never carry `__typename`, so the key cannot
 * clash with a field a reader looks for.
 */

/** A value handed to a union, naming the member type it resolves to. */
export type Typed<Name extends string, T extends object = object> = T & { readonly __typename: Name };

/** `record` named as `typename`: for a record built just before (a fresh object), set in place. */
export function typed<Name extends string, T extends object>(typename: Name, record: T): Typed<Name, T> {
  (record as { __typename?: Name }).__typename = typename;
  return record as Typed<Name, T>;
}

/** The member type a union value names (for `resolveType`), or undefined for a value built elsewhere. */
export function typenameOf(value: unknown): string | undefined {
  const name = value && typeof value === 'object' ? (value as { __typename?: unknown }).__typename : undefined;
  return typeof name === 'string' ? name : undefined;
}
