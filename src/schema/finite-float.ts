/**
 * Numbers on input must be finite. graphql-js reads the literal `1e400` as Infinity, which
 * `JSON.stringify` sends upstream as `null`: a write of `value: 1e400` would erase the stored value. The
 * schema's `Float` is therefore graphql-js's own Float that refuses non-finite values (same name, so the
 * printed schema does not change). Pothos always builds the name `Float` as graphql-js's `GraphQLFloat`,
 * whatever scalar is registered under it, so a plugin swaps the type in the built schema (`afterBuild`).
 * This file imports nothing from the builder: builder.ts lists the plugin.
 */
import SchemaBuilder, { BasePlugin, type SchemaTypes } from '@pothos/core';
import { GraphQLFloat, GraphQLScalarType, lexicographicSortSchema, type GraphQLSchema, type ValueNode } from 'graphql';
import { gatewayError } from '../errors.js';
import { UpstreamError } from '../upstream/errors.js';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      finiteFloat: FiniteFloatPlugin<Types>;
    }
  }
}

/**
 * The input path of a literal inside its argument (`input.lineItems.0.unitCost`), read back through the
 * document's token list (graphql-js keeps `prev` links on every token); undefined when the document was
 * parsed without locations. It lets a scalar name the field it refuses, as userErrors do.
 */
export function literalPath(node: ValueNode): string | undefined {
  type Token = { kind: string; value?: string; prev: Token | null };
  const path: string[] = [];
  let token = (node.loc?.startToken as Token | undefined)?.prev ?? null;
  if (!token) return undefined;
  // From a value: the token before it is ':' (an object field or argument) or a sibling list item.
  for (let guard = 0; token && guard < 10_000; guard++) {
    let items = 0;
    let depth = 0;
    while (token && !(depth === 0 && (token.kind === ':' || token.kind === '['))) {
      if (token.kind === ']' || token.kind === '}') {
        if (depth++ === 0) items++;
      } else if (token.kind === '[' || token.kind === '{') depth--;
      else if (depth === 0 && token.kind === '=')
        return undefined; // a variable's default value
      else if (depth === 0 && token.kind !== '$') items++;
      if (depth < 0) return undefined;
      token = token.prev;
    }
    if (!token) return undefined;
    if (token.kind === '[') {
      path.push(String(items));
      token = token.prev;
      continue;
    }
    // ':' — the name before it is the field or argument; then find what opened it.
    const name: Token | null = token.prev;
    if (name?.kind !== 'Name') return undefined;
    path.push(name.value!);
    token = name.prev;
    depth = 0;
    while (token && !(depth === 0 && (token.kind === '{' || token.kind === '('))) {
      if (token.kind === ']' || token.kind === '}' || token.kind === ')') depth++;
      else if (token.kind === '[' || token.kind === '{' || token.kind === '(') depth--;
      token = token.prev;
    }
    if (!token || token.kind === '(') return path.reverse().join('.');
    token = token.prev;
  }
  return undefined;
}

/** A BAD_USER_INPUT error for a literal; `message` gets its input path where the document gives it. */
export function literalError(node: ValueNode, message: (field: string | undefined) => string) {
  const field = literalPath(node);
  return gatewayError('BAD_USER_INPUT', message(field), { nodes: node, extensions: field ? { field } : {} });
}

const NOT_FINITE = 'is not a finite number (a Float holds about ±1.8e308 at most)';

/** graphql-js's Float, refusing ±Infinity and NaN from literals (`1e400`) and from variables (JSON `1e400`). */
export const FiniteFloat = new GraphQLScalarType({
  ...GraphQLFloat.toConfig(),
  description: `${GraphQLFloat.description} Finite only: a value beyond about ±1.8e308, such as 1e400, is refused rather than read as infinity.`,
  // JSON.parse reads an upstream 1e400 as Infinity too: that is the upstream's fault, not a masked crash.
  // An UpstreamError, since the executor turns a GraphQLError thrown here into a plain (masked) Error.
  serialize(value) {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new UpstreamError('UPSTREAM_ERROR', `The upstream API sent a number out of range (${value})`);
    return GraphQLFloat.serialize(value);
  },
  parseValue(value) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw gatewayError('BAD_USER_INPUT', `${value} ${NOT_FINITE}`);
    return GraphQLFloat.parseValue(value);
  },
  parseLiteral(node, variables) {
    const value = GraphQLFloat.parseLiteral(node, variables) as number;
    const text = node.kind === 'FloatValue' || node.kind === 'IntValue' ? node.value : String(value);
    if (!Number.isFinite(value)) throw literalError(node, (field) => `${field ? `${field}: ` : ''}${text} ${NOT_FINITE}`);
    return value;
  },
});

/** The first non-finite number inside a JSON value (walked without recursion: values may be deep), or undefined. */
export function nonFiniteIn(value: unknown): number | undefined {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return v;
    } else if (v && typeof v === 'object') {
      for (const item of Array.isArray(v) ? v : Object.values(v)) stack.push(item);
    }
  }
  return undefined;
}

/** `schema` with every reference to the Float type pointing at FiniteFloat (types rebuilt by graphql-js's own copier). */
export function withFiniteFloat(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  if (!config.types.some((t) => t.name === 'Float')) return schema;
  const types = config.types.map((t) => (t.name === 'Float' ? FiniteFloat : t));
  // lexicographicSortSchema rebuilds every type from `toConfig()`, taking each named type from that list
  // by name; given this list, every Float reference (fields, arguments, input fields) becomes FiniteFloat.
  // The cast: the stand-in offers only the `toConfig` it reads, not a whole GraphQLSchema.
  const rebuilt = lexicographicSortSchema({ toConfig: () => ({ ...config, types }) } as unknown as GraphQLSchema);
  if (rebuilt.getType('Float') !== FiniteFloat) throw new Error('finite-float: the Float type could not be replaced');
  return rebuilt;
}

export class FiniteFloatPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override afterBuild(schema: GraphQLSchema): GraphQLSchema {
    return withFiniteFloat(schema);
  }
}

const pluginName = 'finiteFloat';
SchemaBuilder.registerPlugin(pluginName, FiniteFloatPlugin);
export default pluginName;
