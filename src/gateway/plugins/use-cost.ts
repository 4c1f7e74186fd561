/**
 * `useCostReport()`: before execution, plugin-complexity's price of the operation (in upstream
 * requests, lists weighted by `first`) is put on the context (`context.cost`, read by the `rateLimit`
 * field); after, every single result carries `extensions.cost`: the estimate, the limit, the upstream
 * requests really sent and the key's upstream budget as the upstream last reported it.
 *
 * A query's price depends only on its document, operation and variables (field costs read arguments,
 * never the context), so it is priced once per document and variables and then remembered: a screen
 * sent again (the usual case) skips the walk of its whole selection. The same price (cost, depth and
 * breadth) tells plugin-complexity's own check, which runs in the first root field, that the operation is
 * within its limits, so that check does not walk the selection again (`context.cost.withinLimits`).
 */
import { complexityFromQuery, type ComplexityResult } from '@pothos/plugin-complexity';
import { Kind, OperationTypeNode, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

/** Prices remembered per document (dropped with it from the parse cache): per operation and variables, at most this many. */
const PRICES_PER_DOCUMENT = 32;
/** Variables longer than this as JSON are priced each time (a key that large costs more to keep than to recompute). */
const MAX_PRICED_VARIABLES_CHARS = 2048;

export function useCostReport(): Plugin<GatewayContext> {
  const prices = new WeakMap<DocumentNode, Map<string, ComplexityResult | undefined>>();
  const priceOf = (
    document: DocumentNode,
    operationName: string | null | undefined,
    schema: GraphQLSchema,
    ctx: object,
    variables: Record<string, unknown> | null | undefined,
  ) => {
    const operation = getOperationAST(document, operationName);
    // Mutations carry inputs (uploads, long texts): not worth a key.
    if (operation?.operation !== OperationTypeNode.QUERY) return estimateCost(document, operationName, schema, ctx, variables);
    const key = `${operationName ?? ''} ${JSON.stringify(variables ?? {})}`;
    if (key.length > MAX_PRICED_VARIABLES_CHARS) return estimateCost(document, operationName, schema, ctx, variables);
    const known = prices.get(document) ?? new Map<string, ComplexityResult | undefined>();
    if (known.has(key)) return known.get(key);
    const price = estimateCost(document, operationName, schema, ctx, variables);
    prices.set(document, known);
    if (known.size >= PRICES_PER_DOCUMENT) known.clear();
    known.set(key, price);
    return price;
  };
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      const price = priceOf(args.document, args.operationName, args.schema, context, args.variableValues);
      const { limits } = context;
      context.cost.estimated = price?.complexity;
      context.cost.withinLimits =
        price !== undefined && price.complexity <= limits.maxComplexity && price.depth <= limits.maxDepth && price.breadth <= limits.maxBreadth;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          const upstream = context.upstream;
          const rate = upstream?.rateLimit();
          setResult({
            ...result,
            extensions: {
              ...result.extensions,
              cost: {
                estimated: context.cost.estimated ?? null,
                max: context.cost.max,
                upstreamRequests: upstream?.requestCount ?? 0,
                ...(rate ? { upstreamLimit: rate.limit, upstreamRemaining: rate.remaining } : {}),
              },
              // Answers served past their time to live (the day's budget is spent), or a refresh not honoured.
              ...(upstream && Object.keys(upstream.cacheNotes).length > 0 ? { cache: upstream.cacheNotes } : {}),
            },
          });
        },
      };
    },
  };
}

/** plugin-complexity's own pricing of the operation that runs; undefined when it cannot tell (an argument its pricing refuses). */
function estimateCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  schema: GraphQLSchema,
  ctx: object,
  variables: Record<string, unknown> | null | undefined,
): ComplexityResult | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  try {
    return complexityFromQuery({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }, { schema, ctx, variables: variables ?? {} });
  } catch {
    return undefined;
  }
}
