/**
 * The sandbox's knobs for tests and benchmarks, outside /v1 (README "Sandbox"): request stats, reset,
 * faults, latency, rate limits, and the automations' webhook and activity. Reset returns every knob to
 * its startup value, which is taken here, when the routes are registered.
 */
import type { FastifyInstance } from 'fastify';
import type { Automations } from '../automations.js';
import type { SandboxContext } from '../context.js';
import { SandboxError } from './http.js';
import { FaultRuleError, type FaultRule } from './knobs.js';

/** What the knobs need of the sandbox: its reseeding and its automations. */
export interface KnobTarget {
  /** Restores the seed data into a new store (ctx.db). */
  reset(): void;
  /** Milliseconds the last seeding took. */
  readonly seedMs: number;
  automations: Automations;
}

export function registerKnobRoutes(app: FastifyInstance, ctx: SandboxContext, sandbox: KnobTarget): void {
  const startup = { latency: { ...ctx.options.latency }, rateLimit: { ...ctx.rateLimiter.options }, faults: ctx.faults.list() };
  app.get('/_sandbox/stats', async () => ctx.stats.snapshot());
  app.post('/_sandbox/stats/reset', async () => {
    ctx.stats.reset();
    return { ok: true };
  });
  app.post('/_sandbox/reset', async () => {
    sandbox.reset();
    ctx.stats.reset();
    ctx.options.latency = { ...startup.latency };
    ctx.rateLimiter.options = { ...startup.rateLimit };
    ctx.rateLimiter.reset();
    ctx.faults.set(startup.faults);
    return { ok: true, seedMs: Math.round(sandbox.seedMs) };
  });
  app.get('/_sandbox/faults', async () => ({ faults: ctx.faults.list() }));
  app.post('/_sandbox/faults', async (req) => {
    const body = req.body as { faults?: FaultRule[] } | FaultRule[] | undefined;
    const rules = Array.isArray(body) ? body : (body?.faults ?? []);
    if (!Array.isArray(rules)) throw new SandboxError(400, 'faults must be a list of rules', 'faults');
    try {
      ctx.faults.set(rules);
    } catch (e) {
      if (e instanceof FaultRuleError) throw new SandboxError(400, e.message, 'faults');
      throw e;
    }
    return { faults: ctx.faults.list() };
  });
  app.get('/_sandbox/latency', async () => ctx.options.latency);
  app.post('/_sandbox/latency', async (req) => {
    const body = (req.body ?? {}) as { ms?: unknown; jitterMs?: unknown; rounds?: unknown };
    const ms = Number(body.ms ?? 0);
    const jitterMs = Number(body.jitterMs ?? 0);
    if (!(ms >= 0)) throw new SandboxError(400, 'ms must be a non-negative number', 'ms');
    if (!(jitterMs >= 0)) throw new SandboxError(400, 'jitterMs must be a non-negative number', 'jitterMs');
    if (body.rounds !== undefined && typeof body.rounds !== 'boolean') throw new SandboxError(400, 'rounds must be a boolean', 'rounds');
    ctx.options.latency = { ms, jitterMs, rounds: body.rounds === true };
    return ctx.options.latency;
  });
  app.get('/_sandbox/rate-limit', async () => ctx.rateLimiter.options);
  app.post('/_sandbox/rate-limit', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const next = { ...ctx.rateLimiter.options };
    if (body.enforce !== undefined) next.enforce = body.enforce === true;
    for (const k of ['perSecond', 'perDay'] as const) {
      if (body[k] === undefined) continue;
      const n = Number(body[k]);
      if (!(Number.isInteger(n) && n > 0)) throw new SandboxError(400, `${k} must be a positive integer`, k);
      next[k] = n;
    }
    ctx.rateLimiter.options = next;
    ctx.rateLimiter.reset();
    return ctx.rateLimiter.options;
  });
  sandbox.automations.registerKnobRoutes(app);
}
