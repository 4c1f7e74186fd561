/**
 * A graphql-codegen plugin (wired in codegen.ts) that writes Apollo Client's `possibleTypes`: for each
 * union and interface of the schema, the object types that can stand in it. Apollo's normalised cache
 * needs this to match fragments on `Node` and on the unions (`... on Project` inside `node(id:)`).
 * The output has the shape of @graphql-codegen/fragment-matcher's JSON (`{ "possibleTypes": { … } }`),
 * which is not installed here.
 */
import type { GraphQLAbstractType, GraphQLNamedType, GraphQLSchema } from 'graphql';

/** Every union and interface with the names of its object types, both sorted. */
export function possibleTypesOf(schema: GraphQLSchema): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name))) {
    if (type.name.startsWith('__') || !isAbstract(type)) continue;
    out[type.name] = schema
      .getPossibleTypes(type)
      .map((t) => t.name)
      .sort();
  }
  return out;
}

// By tag, not instanceof: codegen and vitest may hand in a schema built by another copy of graphql-js.
function isAbstract(type: GraphQLNamedType): type is GraphQLAbstractType {
  const tag = Object.prototype.toString.call(type);
  return tag === '[object GraphQLUnionType]' || tag === '[object GraphQLInterfaceType]';
}

/** The codegen plugin: `new InMemoryCache({ possibleTypes: json.possibleTypes })`. */
export const possibleTypesPlugin = {
  plugin: (schema: GraphQLSchema): string => `${JSON.stringify({ possibleTypes: possibleTypesOf(schema) }, null, 2)}\n`,
};
