/**
 * The Pothos builder and its plugins, nothing else (docs/code-style.md). Types live in their domain folders
 * and are pulled in by schema/index.ts.
 */
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import FiniteFloatPlugin from './finite-float.js';
import FieldBehavioursPlugin from './field-behaviours.js';
import { isLeafType, isListType, type GraphQLOutputType } from 'graphql';
import { badUserInput } from '../errors.js';
import { MAX_NODES_IDS } from '../limits.js';
import type { GatewayContext } from '../gateway/context.js';

export type Scalars = {
  ID: { Input: string; Output: string | number };
  DateTime: { Input: Date; Output: Date | string };
  JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  JSON: { Input: unknown; Output: unknown };
  URL: { Input: URL; Output: URL | string };
  HexColorCode: { Input: string; Output: string };
  Latitude: { Input: number; Output: number };
  Longitude: { Input: number; Output: number };
  /** A multipart upload (GraphQL multipart request spec): a Blob, or the stand-in for a part over the size limit. */
  Upload: { Input: Blob | { readonly limit: number; readonly name: string | null }; Output: never };
};

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  Scalars: Scalars;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // First, so its resolvers wrap the other plugins' (what an early start of a `needsOnlyId` field runs).
  plugins: [FieldBehavioursPlugin, RelayPlugin, DataloaderPlugin, ComplexityPlugin, FiniteFloatPlugin],
  relay: {
    nodesOnConnection: { complexity: { field: 0, multiplier: 1 }, description: 'The records of this page, in order (a shortcut for edges.node).' },
    edgesFieldOptions: { nullable: false, complexity: { field: 0, multiplier: 1 }, description: 'The records of this page with their cursors, in order.' },
    nodeFieldOptions: { nullable: false, complexity: 0, description: 'The record at this position.' },
    cursorFieldOptions: { description: 'An opaque cursor for this position; pass it as `after` or `before`.' },
    pageInfoFieldOptions: { complexity: 0, description: 'Where this page sits in the list.' },
    idFieldOptions: { description: 'The global id: pass it to `node(id:)` or to any id argument of this type.' },
    nodeTypeOptions: { description: 'A record with a global id that `node(id:)` can fetch again.' },
    pageInfoTypeOptions: { description: 'Paging state of a connection (Relay cursor connections specification).' },
    hasNextPageFieldOptions: {
      description: 'True when more records follow this page (exact: the gateway reads one record past the page).',
      // `first: 100` reads the record past the page only if this field is asked for (pagination.ts).
      propertyMayBePromise: true,
    },
    hasPreviousPageFieldOptions: { description: 'True when records precede this page.' },
    startCursorFieldOptions: { description: 'The cursor of the first record of this page.' },
    endCursorFieldOptions: { description: 'The cursor of the last record of this page.' },
    firstArgOptions: { description: 'Page size counted from the start or from `after`: 1 to 100, default 20.' },
    afterArgOptions: { description: 'Return records after this cursor.' },
    lastArgOptions: {
      description:
        'Page size counted back from `before`: 1 to 100. Without `before`, the last records of the list: the list is read to its end (one upstream request per 100 records, up to 1,000 records).',
    },
    beforeArgOptions: { description: 'Return records before this cursor.' },
    nodeQueryOptions: {
      description: 'Fetches any record by its global id; null when it does not exist or the API key cannot read it.',
      args: { id: { description: 'The global id of the record.' } },
    },
    nodesQueryOptions: {
      description: 'Fetches records by global ids, in the same order; an entry is null when that record cannot be read.',
      // Each id may be one upstream request, times what each record selects; past the maximum the whole
      // operation is refused with this error when useCost prices it, before anything runs.
      complexity: ({ ids }) => {
        if (ids.length > MAX_NODES_IDS) throw badUserInput(`nodes(ids:) takes at most ${MAX_NODES_IDS} ids, got ${ids.length}`, 'ids');
        return { field: ids.length, multiplier: ids.length };
      },
      args: { ids: { description: `The global ids of the records (at most ${MAX_NODES_IDS}).` } },
    },
  },
  // Cost = the upstream requests a query may imply: a linked record 1, a connection 1 + its page size
  // times what each node costs, a scalar 0. Connections set their own cost (pagination.ts).
  complexity: {
    fieldComplexity: (_args, _ctx, field) => upstreamCost(field.type),
    // Pricing only: useCost (gateway/plugins/use-cost.ts) prices each operation before it runs and refuses
    // one over a limit, so the plugin's own check in the root fields stays off.
    disabled: true,
  },
});

/** Default cost of a field by its type: a scalar or enum 0, a linked record 1, an inline list of records 20. */
function upstreamCost(type: GraphQLOutputType): number | { field: number; multiplier: number } {
  let t = type;
  let list = false;
  while ('ofType' in t) {
    if (isListType(t)) list = true;
    t = t.ofType;
  }
  if (isLeafType(t)) return 0;
  // Inline lists (an account's contacts) are capped at 20 by the REST API (ACC-4).
  return list ? { field: 1, multiplier: 20 } : 1;
}

/** The builder's schema types, for helpers that take Pothos field builders. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
