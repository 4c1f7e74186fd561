/**
 * `useCost()`: the one place an operation's cost is decided. Before anything runs, the operation is priced
 * with plugin-complexity's pricing (in upstream requests, lists weighted by `first`; the field costs are in
 * schema/builder.ts) and refused when it is over GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_BREADTH or
 * GRAPHQL_MAX_COMPLEXITY: one QUERY_TOO_COMPLEX error naming the limit (and, for the cost, the path most of
 * it comes from), no data, no upstream request. Queries, mutations, live queries and @defer/@stream are
 * priced when they execute, subscriptions when they start. An argument the pricing refuses (too many
 * `nodes(ids:)`, a malformed global id) refuses the operation with that error, at its root field.
 * plugin-complexity itself never refuses.
 *
 * The price goes on the context (`context.cost`, read by the `rateLimit` field); after execution every
 * single result, a refusal included, carries `extensions.cost`: the estimate, the limit, the upstream
 * requests really sent and the key's upstream budget as the upstream last reported it.
 *
 * A query's price depends only on its document, operation and variables (field costs read arguments,
 * never the context), so it is priced once per document and variables and then remembered: a screen
 * sent again (the usual case) skips the walk of its whole selection.
 */
import { ComplexityErrorKind, complexityFromQuery, type ComplexityResult } from '@pothos/plugin-complexity';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  locatedError,
  type OperationDefinitionNode,
  OperationTypeNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { LimitsConfig } from '../../config.js';
import { limitError } from '../../errors.js';
import { costliestPath, refusedRootField } from '../../schema/cost-path.js';
import type { GatewayContext } from '../context.js';
import { selectsOnlyPublicFields } from './use-auth-failure.js';

/** Prices remembered per document (dropped with it from the parse cache): per operation and variables, at most this many. */
const PRICES_PER_DOCUMENT = 32;
/** Variables longer than this as JSON are priced each time (a key that large costs more to keep than to recompute). */
const MAX_PRICED_VARIABLES_CHARS = 2048;

interface Operation {
  document: DocumentNode;
  operationName?: string | null;
  schema: GraphQLSchema;
  variableValues?: Record<string, unknown> | null;
}

/** What pricing found: the price, or the error an argument's pricing threw (`nodes(ids:)` with too many ids). */
type Pricing = { price: ComplexityResult } | { error: unknown };

export function useCost(): Plugin<GatewayContext> {
  const prices = new WeakMap<DocumentNode, Map<string, ComplexityResult>>();
  const priceOf = (operation: OperationDefinitionNode, args: Operation, ctx: object): Pricing | undefined => {
    // Mutations carry inputs (uploads, long texts) and subscriptions are priced once: not worth a key.
    const key = operation.operation === OperationTypeNode.QUERY ? `${args.operationName ?? ''} ${JSON.stringify(args.variableValues ?? {})}` : undefined;
    const cacheable = key !== undefined && key.length <= MAX_PRICED_VARIABLES_CHARS;
    const known = cacheable ? prices.get(args.document)?.get(key) : undefined;
    if (known) return { price: known };
    const pricing = price(operation, args, ctx);
    if (cacheable && pricing && 'price' in pricing) {
      const byKey = prices.get(args.document) ?? new Map<string, ComplexityResult>();
      prices.set(args.document, byKey);
      if (byKey.size >= PRICES_PER_DOCUMENT) byKey.clear();
      byKey.set(key, pricing.price);
    }
    return pricing;
  };

  /** Prices the operation onto the context; the error that refuses it, if any. */
  const admit = (args: Operation, context: GatewayContext): unknown => {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return undefined;
    const pricing = priceOf(operation, args, context);
    if (!pricing) return undefined;
    if ('error' in pricing) return pricing.error;
    context.cost.estimated = pricing.price.complexity;
    // Only `__typename` and introspection: no upstream request, and pricing does not look inside them.
    if (selectsOnlyPublicFields(args.document, args.operationName)) return undefined;
    return overLimit(pricing.price, context.limits, operation, args);
  };

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      const refusal = admit(args, context);
      if (refusal) setResultAndStopExecution({ errors: [refusal as Error] });
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          const upstream = context.upstream;
          const rate = upstream?.rateLimit();
          const extensions: Record<string, unknown> = Object.assign({}, result.extensions, {
            cost: {
              estimated: context.cost.estimated ?? null,
              max: context.cost.max,
              upstreamRequests: upstream?.requestCount ?? 0,
              ...(rate ? { upstreamLimit: rate.limit, upstreamRemaining: rate.remaining } : {}),
            },
          });
          // Answers served past their time to live (the day's budget is spent), or a refresh not honoured.
          if (upstream && Object.keys(upstream.cacheNotes).length > 0) extensions.cache = upstream.cacheNotes;
          // Object.assign, not `{ ...result, extensions }`: test/repo/spread-literals.test.ts says why.
          setResult(Object.assign({}, result, { extensions }));
        },
      };
    },
    // A subscription over a limit is refused when it starts, before its key is checked or an event is read.
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = admit(args, args.contextValue);
      if (refusal) setResultAndStopExecution({ errors: [refusal as Error] });
    },
  };
}

/**
 * plugin-complexity's pricing of the operation; undefined when its variables do not coerce (the executor
 * reports that, in its own words, before any resolver runs).
 */
function price(operation: OperationDefinitionNode, args: Operation, ctx: object): Pricing | undefined {
  const fragments = fragmentsOf(args.document);
  const variables = args.variableValues ?? {};
  const options = { schema: args.schema, ctx, variables };
  try {
    return { price: complexityFromQuery({ kind: Kind.DOCUMENT, definitions: [operation, ...Object.values(fragments)] }, options) };
  } catch (error) {
    const definitions = operation.variableDefinitions ?? [];
    if (definitions.length && getVariableValues(args.schema, definitions, variables, { maxErrors: 1 }).errors) return undefined;
    // The error of the root field whose arguments it is about, as if that field had thrown it.
    const field = refusedRootField(operation, fragments, options);
    return { error: field ? locatedError(error, [field], [(field.alias ?? field.name).value]) : error };
  }
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return fragments;
}

/** The refusal of a price over a limit, checked in plugin-complexity's order (depth, breadth, cost), or undefined. */
function overLimit(price: ComplexityResult, limits: LimitsConfig, operation: OperationDefinitionNode, args: Operation) {
  const kind =
    price.depth > limits.maxDepth
      ? ComplexityErrorKind.Depth
      : price.breadth > limits.maxBreadth
        ? ComplexityErrorKind.Breadth
        : price.complexity > limits.maxComplexity
          ? ComplexityErrorKind.Complexity
          : undefined;
  if (!kind) return undefined;
  const [value, max] =
    kind === ComplexityErrorKind.Depth
      ? [price.depth, limits.maxDepth]
      : kind === ComplexityErrorKind.Breadth
        ? [price.breadth, limits.maxBreadth]
        : [price.complexity, limits.maxComplexity];
  const what = kind.toLowerCase();
  const message = `Query exceeds the maximum ${what} (${what}: ${value}, max: ${max})`;
  if (kind !== ComplexityErrorKind.Complexity) return limitError(what, message, { value, max });
  // Over the cost: name the path of fields most of it comes from, the place to ask for fewer records.
  const costliest = costliestPath(operation, fragmentsOf(args.document), { schema: args.schema, ctx: {}, variables: args.variableValues ?? {} });
  if (!costliest) return limitError(what, message, { value, max });
  return limitError(what, `${message}; most of it comes from ${costliest.path} (${costliest.cost})`, { value, max, costliestPath: costliest.path });
}
