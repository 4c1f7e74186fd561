/**
 * Workspace automations: each fired trigger becomes a webhook delivery (spec "Events") POSTed as JSON
 * `{record, event}` to the webhook URL, retried with exponential backoff on non-2xx or connection errors,
 * a share of them delivered twice (EVT-4). The optional demo activity moves random projects between
 * stages so that a running demo shows live events.
 */
import type { FastifyInstance } from 'fastify';
import type { AutomationEvent, AutomationInput, SandboxContext, SandboxOptions } from './context.js';
import { SandboxError } from './core/http.js';
import { moveProjectStage } from './records/project-stage.js';
import { companies } from './auth/model.js';
import { projectsTable, workflowsTable } from './records/model.js';

export interface DeliveryPolicy {
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** Wait before the first retry; each later retry waits twice as long. */
  baseDelayMs: number;
  /** A receiver that does not answer within this is treated as failed. */
  timeoutMs: number;
}

export const defaultDeliveryPolicy: DeliveryPolicy = { maxAttempts: 6, baseDelayMs: 200, timeoutMs: 10_000 };

/** How each delivery attempt ended, newest last (bounded), for tests and `GET /_sandbox/webhook`. */
export interface DeliveryAttempt {
  eventId: number;
  attempt: number;
  status: number | 'error';
  at: string;
}

const historyLimit = 1000;

export class Automations {
  private nextEventId = 1;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private activityTimer?: NodeJS.Timeout;
  private ctx?: SandboxContext;
  private stopped = false;
  /** Every event fired, newest last (bounded), for tests and the demo. */
  readonly fired: AutomationEvent[] = [];
  readonly attempts: DeliveryAttempt[] = [];
  policy: DeliveryPolicy = { ...defaultDeliveryPolicy };

  constructor(private readonly options: SandboxOptions) {}

  start(ctx: SandboxContext): void {
    this.ctx = ctx;
    this.stopped = false;
    this.setActivity(this.options.activityIntervalMs);
  }

  /** Stops retries, in-flight deliveries and the demo activity (on close). */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const c of this.inFlight) c.abort();
    this.inFlight.clear();
    this.setActivity(0);
  }

  get webhookUrl(): string | undefined {
    return this.options.webhookUrl;
  }

  /** Points deliveries somewhere else at run time (undefined = deliver nowhere). */
  setWebhookUrl(url: string | undefined): void {
    if (url !== undefined) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('webhook URL must be http or https');
    }
    this.options.webhookUrl = url;
  }

  fire(input: AutomationInput): AutomationEvent {
    const event: AutomationEvent = {
      companyId: input.companyId,
      record: input.record,
      event: { ...input.event, eventId: this.nextEventId++, firedAt: new Date().toISOString() } as AutomationEvent['event'],
    };
    push(this.fired, event);
    const url = this.options.webhookUrl;
    if (url && !this.stopped) {
      const body = JSON.stringify({ record: event.record, event: event.event });
      this.deliver(url, body, event.event.eventId, 1);
      // EVT-4: a share of events arrives a second time, shortly after the first.
      if (Math.random() < this.options.webhookDuplicateRate) this.later(50, () => this.deliver(url, body, event.event.eventId, 1));
    }
    return event;
  }

  private deliver(url: string, body: string, eventId: number, attempt: number): void {
    const abort = new AbortController();
    this.inFlight.add(abort);
    const timeout = setTimeout(() => abort.abort(), this.policy.timeoutMs).unref();
    const done = (status: number | 'error') => {
      clearTimeout(timeout);
      this.inFlight.delete(abort);
      push(this.attempts, { eventId, attempt, status, at: new Date().toISOString() });
      // Any 2xx acknowledges; anything else is retried while attempts remain.
      const ok = typeof status === 'number' && status >= 200 && status < 300;
      if (ok || this.stopped || attempt >= this.policy.maxAttempts) return;
      this.later(this.policy.baseDelayMs * 2 ** (attempt - 1), () => this.deliver(url, body, eventId, attempt + 1));
    };
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'fieldgraph-sandbox-automations' },
      body,
      signal: abort.signal,
    })
      .then(async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        done(res.status);
      })
      .catch(() => done('error'));
  }

  private later(ms: number, run: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.stopped) run();
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  /** Every `ms` milliseconds, moves a random active project of each company to another stage (0 = off). */
  setActivity(ms: number): void {
    if (this.activityTimer) clearInterval(this.activityTimer);
    this.activityTimer = undefined;
    this.options.activityIntervalMs = ms;
    if (ms > 0 && !this.stopped) {
      this.activityTimer = setInterval(() => this.moveRandomProjects(), ms);
      this.activityTimer.unref();
    }
  }

  /** One tick of the demo activity; returns the projects moved. */
  moveRandomProjects(): number[] {
    const ctx = this.ctx;
    if (!ctx) return [];
    const moved: number[] = [];
    for (const { id: companyId } of companies) {
      const active = projectsTable(ctx.db)
        .all(companyId)
        .filter((p) => p.isActive && p.status === 'ACTIVE' && p.workflowId !== null);
      const project = pick(active);
      if (!project) continue;
      const stageIds = workflowsTable(ctx.db).get(project.workflowId!, companyId)?.stageIds ?? [];
      const next = pick(stageIds.filter((s) => s !== project.stageId));
      if (next !== undefined && moveProjectStage(ctx, companyId, project.id, next)) moved.push(project.id);
    }
    return moved;
  }

  /** `/_sandbox/webhook` and `/_sandbox/activity`: where deliveries go, and the demo activity, at run time. */
  registerKnobRoutes(app: FastifyInstance): void {
    app.get('/_sandbox/webhook', async () => ({
      url: this.webhookUrl ?? null,
      duplicateRate: this.options.webhookDuplicateRate,
      fired: this.fired.length,
      attempts: this.attempts.slice(-100),
    }));
    app.post('/_sandbox/webhook', async (req) => {
      const body = (req.body ?? {}) as { url?: unknown; duplicateRate?: unknown };
      if (body.url !== undefined && body.url !== null && typeof body.url !== 'string') {
        throw new SandboxError(400, 'url must be a string or null', 'url');
      }
      try {
        if (body.url !== undefined) this.setWebhookUrl(body.url || undefined);
      } catch (e) {
        throw new SandboxError(400, `url is invalid: ${(e as Error).message}`, 'url');
      }
      if (body.duplicateRate !== undefined) {
        const rate = Number(body.duplicateRate);
        if (!(rate >= 0 && rate <= 1)) throw new SandboxError(400, 'duplicateRate must be between 0 and 1', 'duplicateRate');
        this.options.webhookDuplicateRate = rate;
      }
      return { url: this.webhookUrl ?? null, duplicateRate: this.options.webhookDuplicateRate };
    });
    app.post('/_sandbox/activity', async (req) => {
      const ms = Number(((req.body ?? {}) as { ms?: unknown }).ms ?? 0);
      if (!(ms >= 0)) throw new SandboxError(400, 'ms must be a non-negative number', 'ms');
      this.setActivity(ms);
      return { ms };
    });
  }
}

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > historyLimit) list.shift();
}

function pick<T>(items: readonly T[]): T | undefined {
  return items.length ? items[Math.floor(Math.random() * items.length)] : undefined;
}
