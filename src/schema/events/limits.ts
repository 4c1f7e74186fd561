/**
 * The limits plugin-complexity sets (depth, breadth, cost in upstream requests), checked when a
 * subscription starts. plugin-complexity checks them in a root field's resolver, and a subscription's
 * resolver runs once per event: an over-limit subscription was accepted, then refused event by event
 * after each event's upstream reads. Same limits, same error (builder.ts), before anything is read.
 */
import { ComplexityErrorKind, complexityFromQuery } from '@pothos/plugin-complexity';
import { Kind, type GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.js';
import type { GatewayContext } from '../../gateway/context.js';

export function checkSubscriptionLimits(ctx: GatewayContext, info: GraphQLResolveInfo): void {
  const options = builder.options.complexity;
  const limit = typeof options?.limit === 'function' ? options.limit(ctx) : options?.limit;
  if (!limit || !options?.complexityError) return;
  const document = { kind: Kind.DOCUMENT, definitions: [info.operation, ...Object.values(info.fragments)] } as const;
  const { complexity, depth, breadth } = complexityFromQuery(document, { schema: info.schema, ctx, variables: info.variableValues });
  const kind =
    limit.depth !== undefined && depth > limit.depth
      ? ComplexityErrorKind.Depth
      : limit.breadth !== undefined && breadth > limit.breadth
        ? ComplexityErrorKind.Breadth
        : limit.complexity !== undefined && complexity > limit.complexity
          ? ComplexityErrorKind.Complexity
          : undefined;
  if (!kind) return;
  const error = options.complexityError(
    kind,
    { complexity, depth, breadth, maxComplexity: limit.complexity, maxDepth: limit.depth, maxBreadth: limit.breadth },
    info,
  );
  throw typeof error === 'string' ? new Error(error) : error;
}
