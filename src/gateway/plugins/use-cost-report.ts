/**
 * `useCostReport()`: before execution, plugin-complexity's price of the operation (in upstream
 * requests, lists weighted by `first`) is put on the context (`context.cost`, read by the `rateLimit`
 * field); after, every single result carries `extensions.cost`: the estimate, the limit, the upstream
 * requests really sent and the key's upstream budget as the upstream last reported it.
 */
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { Kind, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

export function useCostReport(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      context.cost.estimated = estimateCost(args.document, args.operationName, args.schema, context, args.variableValues);
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
            },
          });
        },
      };
    },
  };
}

/** plugin-complexity's own pricing of the operation that runs; undefined when it cannot tell. */
function estimateCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  schema: GraphQLSchema,
  ctx: object,
  variables: Record<string, unknown> | null | undefined,
): number | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  try {
    return complexityFromQuery({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }, { schema, ctx, variables: variables ?? {} }).complexity;
  } catch {
    return undefined;
  }
}
