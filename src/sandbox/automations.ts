/**
 * Workspace automations: each fired trigger becomes a webhook delivery (spec "Events") POSTed as JSON
 * to `SANDBOX_WEBHOOK_URL`, retried with backoff on non-2xx, a share of them delivered twice (EVT-4).
 */
import type { AutomationEvent, AutomationInput, SandboxContext, SandboxOptions } from './context.js';

export class Automations {
  private nextEventId = 1;
  private timers = new Set<NodeJS.Timeout>();
  private ctx?: SandboxContext;
  /** Every event fired, newest last (bounded), for tests and the demo. */
  readonly fired: AutomationEvent[] = [];

  constructor(private readonly options: SandboxOptions) {}

  start(ctx: SandboxContext): void {
    this.ctx = ctx;
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  fire(input: AutomationInput): AutomationEvent {
    const event: AutomationEvent = {
      companyId: input.companyId,
      record: input.record,
      event: { ...input.event, eventId: this.nextEventId++, firedAt: new Date().toISOString() } as AutomationEvent['event'],
    };
    this.fired.push(event);
    if (this.fired.length > 1000) this.fired.shift();
    if (this.options.webhookUrl) {
      this.deliver(this.options.webhookUrl, event, 0);
      if (Math.random() < this.options.webhookDuplicateRate) this.deliver(this.options.webhookUrl, event, 0);
    }
    return event;
  }

  private deliver(url: string, event: AutomationEvent, attempt: number): void {
    const body = JSON.stringify({ record: event.record, event: event.event });
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      .then(async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok) this.retry(url, event, attempt);
      })
      .catch(() => this.retry(url, event, attempt));
  }

  private retry(url: string, event: AutomationEvent, attempt: number): void {
    if (attempt >= 5) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.deliver(url, event, attempt + 1);
    }, 200 * 2 ** attempt);
    this.timers.add(t);
  }
}
