/**
 * `rateLimit`, after GitHub's field of that name: what this operation costs in upstream requests and
 * how much of the caller's upstream budget is left: as the upstream last reported it for their key,
 * and as the gateway's pacer counts it (per second and per day).
 */
import { builder } from '../builder.js';

interface RateLimitShape {
  cost: number | null;
  maxCost: number | null;
  limit: number | null;
  remaining: number | null;
  reportedAt: Date | null;
  perSecondLimit: number | null;
  usedLastSecond: number | null;
  dailyLimit: number | null;
  remainingToday: number | null;
  resetAt: Date | null;
}

const RateLimitRef = builder.objectRef<RateLimitShape>('RateLimit').implement({
  description: "The cost of this operation in upstream REST requests, and the upstream request budget of the caller's API key.",
  fields: (t) => ({
    cost: t.exposeInt('cost', {
      nullable: true,
      description: 'Upstream requests this operation may send, estimated before it runs (each list weighted by its `first`).',
    }),
    maxCost: t.exposeInt('maxCost', {
      nullable: true,
      description: 'The largest cost one operation may have; costlier operations are rejected before any upstream request.',
    }),
    limit: t.exposeInt('limit', {
      nullable: true,
      description:
        "The daily REST request budget of this API key: as the REST API last reported it (`X-RateLimit-Limit`), else the gateway's configured daily budget; null without an API key.",
    }),
    remaining: t.exposeInt('remaining', {
      nullable: true,
      description:
        "REST requests left today for this API key when this field is answered, known from the first call on: the REST API's last report (`X-RateLimit-Remaining`) less what was sent since, else the gateway's own count. `extensions.cost.upstreamRemaining` gives the figure after the whole operation. Null without an API key.",
    }),
    reportedAt: t.expose('reportedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the upstream last reported `limit` and `remaining` for this API key.',
    }),
    perSecondLimit: t.exposeInt('perSecondLimit', {
      nullable: true,
      description: 'Upstream requests per second the gateway sends for this API key at most; more wait their turn (0 = not paced).',
    }),
    usedLastSecond: t.exposeInt('usedLastSecond', {
      nullable: true,
      description: 'Upstream requests sent for this API key in the last second, by every user of the key.',
    }),
    dailyLimit: t.exposeInt('dailyLimit', {
      nullable: true,
      description: "The API key's daily upstream budget: as the upstream reports it, else the gateway's configured figure.",
    }),
    remainingToday: t.exposeInt('remainingToday', {
      nullable: true,
      description: "Upstream requests left today for this API key: the upstream's last report less what was sent since, else the gateway's own count.",
    }),
    resetAt: t.expose('resetAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the gateway's count of today's upstream requests for this API key starts again; null before the first request.",
    }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimitRef,
    complexity: 0,
    description: "The cost of this operation and the upstream budget left for the caller's API key. Costs no upstream request.",
    resolve: async (_root, _args, ctx) => {
      const cost = ctx.cost;
      const reported = ctx.upstream.rateLimit();
      const budget = await ctx.upstream.budget()?.catch(() => undefined);
      return {
        cost: cost?.estimated ?? null,
        maxCost: cost?.max ?? null,
        limit: reported?.limit ?? budget?.dailyLimit ?? null,
        remaining: reported?.remaining ?? budget?.remainingToday ?? null,
        reportedAt: reported ? new Date(reported.at) : null,
        perSecondLimit: budget?.perSecondLimit ?? null,
        usedLastSecond: budget?.usedLastSecond ?? null,
        dailyLimit: budget?.dailyLimit ?? null,
        remainingToday: budget?.remainingToday ?? null,
        resetAt: budget?.resetAt ?? null,
      };
    },
  }),
);
