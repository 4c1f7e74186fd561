/**
 * The per-request context: the caller's key (never logged), an upstream session bound to it, and the
 * Pothos context cache that holds this request's DataLoaders, so nothing loaded for one caller is seen
 * by another.
 */
import { initContextCache } from '@pothos/core';
import { clearAllDataLoaders } from '@pothos/plugin-dataloader';
import type { Logger } from 'pino';
import type { UpstreamClient, UpstreamSession } from '../upstream/client.js';
import type { LimitsConfig } from '../config.js';
import type { EventHub } from '../events/hub.js';
import { subscriberLink, type SubscriberLink } from '../events/link.js';
import { forgetStartedFields } from '../schema/children-by-id.js';

/** What one operation costs, in upstream requests. */
export interface OperationCost {
  /**
   * Priced before execution (lists weighted by `first`) by useCost, which refuses an operation over a limit
   * there: an operation that executes with a price is within every limit. Undefined: not priced (variables
   * that do not coerce, no operation).
   */
  estimated: number | undefined;
  /** The limit the estimate is checked against (`GRAPHQL_MAX_COMPLEXITY`). */
  max: number;
}

export interface GatewayContext {
  /** REST calls for this operation, authenticated with the caller's `x-api-key` (Basic credentials for key management). */
  upstream: UpstreamSession;
  /** Operation limits (depth, breadth, cost) that useCost checks. */
  limits: LimitsConfig;
  /** This operation's cost, reported in `extensions.cost` and by the `rateLimit` field. */
  cost: OperationCost;
  /** The gateway's logger; lines about this request carry `requestId`. */
  logger: Logger;
  /** This request's id (use-request-id.ts): the caller's `x-request-id` or a new UUID. */
  requestId?: string;
  /** Subscriptions: the event hub, fresh sessions per delivered event, resume point, disconnect. */
  events: SubscriberLink;
  /**
   * Whether the operation may select contacts (a field of its document is named `contacts` or
   * `primaryContact`; true until useOperationScope has read the document): account reads ask the upstream
   * for their contacts only then.
   */
  readsContacts: boolean;
  /** Who is behind the request (`userOf`): the pacer's fair queue and the execution slots share a key's time by it. */
  user: string;
}

/**
 * Who is behind a request, for fair shares of a key: the deployer's header (a client id, a user id set by
 * an authenticating proxy), else the client's address. Bounded in length: it keys a queue, never a log line.
 */
export function userOf(request: Request, req: { socket?: { remoteAddress?: string } } | undefined, header: string | undefined): string {
  const named = header ? request.headers.get(header) : null;
  return (named ?? req?.socket?.remoteAddress ?? '').slice(0, 128);
}

export function createContextFactory(client: UpstreamClient, limits: LimitsConfig, logger: Logger, hub?: EventHub, fairnessHeader?: string) {
  return ({
    request,
    req,
    res,
    socket,
  }: {
    request: Request;
    req?: { socket?: { remoteAddress?: string } };
    res?: unknown;
    socket?: unknown;
  }): GatewayContext => {
    // `Cache-Control: no-cache`: this operation reads upstream and refreshes the shared cache.
    const fresh = /\bno-cache\b/i.test(request.headers.get('cache-control') ?? '');
    const user = userOf(request, req, fairnessHeader);
    // The request's signal aborts when the client goes away: reads no other operation shares are aborted.
    const session = () =>
      client.session(request.headers.get('x-api-key') ?? undefined, request.headers.get('authorization') ?? undefined, {
        fresh,
        signal: request.signal,
        user,
      });
    // Keeps the DataLoader cache attached when Yoga spreads this object into its own context. Assigned
    // onto it, not spread: spreading an object with a symbol key leaves V8's fast path (~9 µs a request).
    const context: GatewayContext = Object.assign(initContextCache(), {
      upstream: session(),
      limits,
      cost: { estimated: undefined, max: limits.maxComplexity },
      logger,
      events: subscriberLink(hub, session, request, { res, socket }),
      readsContacts: true,
      user,
    });
    return context;
  };
}

/**
 * Drops the records an operation holds for its fields: its loaders' caches and the values started ahead of
 * the executor, so that later fields read again (after a write; per subscription event).
 */
export function forgetReads(context: object): void {
  clearAllDataLoaders(context);
  forgetStartedFields(context);
}

/**
 * The operation has its result: besides forgetting its reads, the context takes a new Pothos cache key, so
 * the loaders filed under the old one (with the batches they last dispatched, which still hold their
 * records) are reachable from nothing the gateway keeps, even while the request's context lives on.
 */
export function releaseReads(context: object): void {
  forgetReads(context);
  Object.assign(context, initContextCache());
}

/** The context's ties to its HTTP exchange: Yoga's `request`, `params`, `req` and `res`, and the subscriber link (which holds the request and the response). */
const EXCHANGE_FIELDS = ['request', 'params', 'req', 'res', 'events'] as const;
/** Set on a context whose response is watched (one listener per response, however many times it executes). */
const WATCHED = Symbol('lets go of its exchange when the response closes');

/**
 * When the HTTP response of a query or mutation has closed, its context lets go of the exchange's objects.
 * The context lives on after that in the batch functions of the loaders Pothos keeps in its WeakMaps (a
 * young GC on Node 20 keeps those values until the next full GC), and through it the request, its parsed
 * body and node's request and response were copied by every young GC: account screens one after another
 * over HTTP, 980 KB alive per young GC, and 700 KB once these are let go. Nothing reads them once the
 * response has closed: a subscription or a live query answers a stream (not watched here), and the
 * fields of an operation still running when its client went away read only the context's session.
 */
export function releaseExchangeOnClose(context: object): void {
  const c = context as { res?: { once?: (event: 'close', listener: () => void) => unknown }; [WATCHED]?: true };
  if (c[WATCHED] || typeof c.res?.once !== 'function') return;
  c[WATCHED] = true;
  c.res.once('close', () => {
    for (const field of EXCHANGE_FIELDS) (context as Record<string, unknown>)[field] = undefined;
  });
}
