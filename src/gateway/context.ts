/**
 * The per-request context: the caller's key (never logged), an upstream session bound to it, and the
 * Pothos context cache that holds this request's DataLoaders, so nothing loaded for one caller is seen
 * by another.
 */
import { initContextCache } from '@pothos/core';
import type { Logger } from 'pino';
import type { UpstreamClient, UpstreamSession } from '../upstream/client.js';
import type { LimitsConfig } from '../config.js';

export interface GatewayContext {
  /** REST calls for this operation, authenticated with the caller's `x-api-key` (Basic credentials for key management). */
  upstream: UpstreamSession;
  /** Operation limits (depth, breadth, cost) read by the complexity plugin. */
  limits: LimitsConfig;
  logger: Logger;
}

export function createContextFactory(client: UpstreamClient, limits: LimitsConfig, logger: Logger) {
  return ({ request }: { request: Request }): GatewayContext => ({
    // Keeps the DataLoader cache attached when Yoga spreads this object into its own context.
    ...initContextCache(),
    upstream: client.session(request.headers.get('x-api-key') ?? undefined, request.headers.get('authorization') ?? undefined),
    limits,
    logger,
  });
}
