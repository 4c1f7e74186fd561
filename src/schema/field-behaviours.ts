/**
 * A Pothos plugin for two field options the gateway's fields use, applied while the schema is built, so
 * the built schema's resolvers are the ones that run (nothing is replaced after `toSchema()`):
 * - `needsOnlyId: true`: the resolver reads only `id` from its parent (a per-record list by parent id). A
 *   lookup that knows the id before the record starts such fields together with the record's own read
 *   (children-by-id.ts), and the executor's run of the field takes the value started for it.
 * - `propertyMayBePromise: true`: the parent's property may hold a promise (the connection's
 *   `hasNextPage`, probed only when asked for). An exposed field has no resolver, and a compiled query
 *   reads such a field as a plain property; this one gets a resolver, whose promise the executor awaits.
 * This file imports nothing from the builder: builder.ts lists the plugin.
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { CHILD_OF_ID, takeStartedValue, type NeedsOnlyIdField } from './children-by-id.js';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      fieldBehaviours: FieldBehavioursPlugin<Types>;
    }
    export interface FieldOptions<Types extends SchemaTypes, ParentShape, Type, Nullable, Args, ResolveShape, ResolveReturnShape> {
      /** The resolver reads only `id` from its parent, so a lookup may start it together with the parent's read. */
      needsOnlyId?: boolean;
      /** The parent's property may hold a promise: the field gets a resolver so every executor awaits it. */
      propertyMayBePromise?: boolean;
    }
  }
}

export class FieldBehavioursPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!fieldConfig.pothosOptions.needsOnlyId) return fieldConfig;
    // A token of its own per field: children-by-id.ts finds it on the built field and files started values under it.
    const token: NeedsOnlyIdField = {};
    return Object.assign({}, fieldConfig, { extensions: Object.assign({}, fieldConfig.extensions, { [CHILD_OF_ID]: token }) });
  }

  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>) {
    const token = fieldConfig.extensions?.[CHILD_OF_ID] as NeedsOnlyIdField | undefined;
    if (token) {
      return (parent: unknown, args: object, ctx: Types['Context'], info: Parameters<typeof resolver>[3]) => {
        const started = takeStartedValue(token, parent, ctx, info);
        return started === undefined ? resolver(parent, args, ctx, info) : started.value;
      };
    }
    if (fieldConfig.pothosOptions.propertyMayBePromise) {
      return (parent: unknown, args: object, ctx: Types['Context'], info: Parameters<typeof resolver>[3]) => resolver(parent, args, ctx, info);
    }
    return resolver;
  }
}

const pluginName = 'fieldBehaviours';
SchemaBuilder.registerPlugin(pluginName, FieldBehavioursPlugin);
export default pluginName;
