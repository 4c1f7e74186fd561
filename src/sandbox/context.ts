import type { Db } from './core/db.js';
import type { Faults, LatencyOptions, RateLimiter, RequestStats } from './core/knobs.js';

/** Sizes of the demo workspace, per company. */
export interface SeedSizes {
  accounts: number;
  projects: number;
  opportunities: number;
  workOrders: number;
  calls: number;
}

export const defaultSizes: SeedSizes = {
  accounts: 200,
  projects: 300,
  opportunities: 100,
  workOrders: 1000,
  calls: 2000,
};

export interface SandboxOptions {
  /** Seed of the data generator (`SANDBOX_SEED`). */
  seed: string;
  /** Company 1's API key (`SANDBOX_API_KEY`). */
  apiKey: string;
  /** Company 2's API key (`SANDBOX_API_KEY_2`). */
  apiKey2: string;
  sizes: SeedSizes;
  latency: LatencyOptions;
  /** Where automation webhooks are POSTed (`SANDBOX_WEBHOOK_URL`); none when unset. */
  webhookUrl?: string;
  /** Share of deliveries sent twice (EVT-4), 0..1. */
  webhookDuplicateRate: number;
  /** Move random projects between stages every this many ms (0 = off). */
  activityIntervalMs: number;
  rateLimit: { enforce: boolean; perSecond: number; perDay: number };
  /** The reference "today" of the seed (`SANDBOX_NOW`); default: the start of the current UTC day. */
  now: Date;
}

/** One automation webhook to deliver (see automations.ts): the spec's payload with its two sections. */
export interface AutomationEvent {
  companyId: number;
  record: Record<string, unknown>;
  event: {
    recordId: number;
    triggerKey: string;
    triggerName: string;
    currentStage?: { id: number; name: string; type: string } | null;
    previousStage?: { id: number; name: string; type: string } | null;
    eventId: number;
    firedAt: string;
    [extra: string]: unknown;
  };
}

/** What a route passes to `emit`: the event without the id and time the automation engine assigns. */
export type AutomationInput = Omit<AutomationEvent, 'event'> & {
  event: Omit<AutomationEvent['event'], 'eventId' | 'firedAt'>;
};

export interface SandboxContext {
  db: Db;
  options: SandboxOptions;
  stats: RequestStats;
  faults: Faults;
  rateLimiter: RateLimiter;
  /** Queues an automation event for delivery (a no-op without a webhook URL). */
  emit(event: AutomationInput): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The company of the caller's API key (set by the x-api-key check). */
    companyId: number;
    /** The API user behind the caller's key. */
    apiUserId: number;
  }
  interface FastifyContextConfig {
    /** The endpoint's single `code` value for every error body (ERR-1). */
    errorCode?: string;
    /** Basic auth instead of x-api-key (AUTH-1). */
    basicAuth?: boolean;
    /** Name of the message key in error bodies (`error` on POST /api-keys, AUTH-11). */
    errorKey?: string;
  }
}
