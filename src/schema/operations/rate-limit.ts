/**
 * `rateLimit`, after GitHub's field of that name: what this operation costs in upstream requests and
 * how much of the caller's upstream budget is left, as the upstream last reported it for their key.
 */
import { builder } from '../builder.js';

interface RateLimitShape {
  cost: number | null;
  maxCost: number | null;
  limit: number | null;
  remaining: number | null;
  reportedAt: Date | null;
}

const RateLimitRef = builder.objectRef<RateLimitShape>('RateLimit').implement({
  description: 'The cost of this operation in upstream REST requests, and the upstream request budget of the caller\'s API key.',
  fields: (t) => ({
    cost: t.exposeInt('cost', {
      nullable: true,
      description: 'Upstream requests this operation may send, estimated before it runs (each list weighted by its `first`).',
    }),
    maxCost: t.exposeInt('maxCost', { nullable: true, description: 'The largest cost one operation may have; costlier operations are rejected before any upstream request.' }),
    limit: t.exposeInt('limit', {
      nullable: true,
      description: 'The upstream request budget of this API key (`X-RateLimit-Limit`); null until the upstream has answered a request with it.',
    }),
    remaining: t.exposeInt('remaining', {
      nullable: true,
      description: 'Upstream requests left in the budget of this API key (`X-RateLimit-Remaining`) as of the upstream\'s last answer.',
    }),
    reportedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the upstream last reported `limit` and `remaining` for this API key.',
      resolve: (r) => r.reportedAt,
    }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimitRef,
    complexity: 0,
    description: 'The cost of this operation and the upstream budget left for the caller\'s API key. Costs no upstream request.',
    resolve: (_root, _args, ctx) => {
      const cost = ctx.cost;
      const reported = ctx.upstream.rateLimit();
      return {
        cost: cost?.estimated ?? null,
        maxCost: cost?.max ?? null,
        limit: reported?.limit ?? null,
        remaining: reported?.remaining ?? null,
        reportedAt: reported ? new Date(reported.at) : null,
      };
    },
  }),
);
