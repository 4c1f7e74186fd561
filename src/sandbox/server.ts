/**
 * The sandbox: an in-memory implementation of REST API v1 on Fastify. `createSandbox()` builds it;
 * `startSandbox()` also listens. The gateway never imports this code; only src/main.ts wires them.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Db } from './core/db.js';
import { SandboxError, defaultCodeForStatus } from './core/http.js';
import { schemaErrorMessage } from './core/schemas.js';
import { Faults, RateLimiter, RequestStats, faultsFromEnv, latencyDelay } from './core/knobs.js';
import { registerKnobRoutes } from './core/knob-routes.js';
import { RoundGate } from './core/rounds.js';
import { defaultSizes, type SandboxContext, type SandboxOptions } from './context.js';
import { findKey, findLogin, touchApiUser } from './auth/model.js';
import { seedAll } from './core/seed.js';
import { registerRoutes } from './core/routes.js';
import { Automations } from './automations.js';

export const DEFAULT_API_KEY = 'fg_demo_sunpeak_0000000000000001';
export const DEFAULT_API_KEY_2 = 'fg_demo_granite_0000000000000002';

/** `SANDBOX_PORT` for `npm run sandbox` (default 4010), read as the gateway's config reads it: a typo fails the start. */
export function sandboxPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_PORT?.trim();
  if (!raw) return 4010;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT must be an integer from 0 to 65535, got "${raw}"`);
  return port;
}

/** Options from the environment (`SANDBOX_*`), documented in the README. */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const num = (name: string, fallback: number) => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${v}"`);
    return n;
  };
  const now = env.SANDBOX_NOW ? new Date(env.SANDBOX_NOW) : startOfUtcDay(new Date());
  if (Number.isNaN(now.getTime())) throw new Error(`SANDBOX_NOW must be an ISO 8601 date, got "${env.SANDBOX_NOW}"`);
  return {
    seed: env.SANDBOX_SEED ?? 'fieldgraph',
    apiKey: env.SANDBOX_API_KEY || DEFAULT_API_KEY,
    apiKey2: env.SANDBOX_API_KEY_2 || DEFAULT_API_KEY_2,
    sizes: {
      accounts: num('SANDBOX_ACCOUNTS', defaultSizes.accounts),
      projects: num('SANDBOX_PROJECTS', defaultSizes.projects),
      opportunities: num('SANDBOX_OPPORTUNITIES', defaultSizes.opportunities),
      workOrders: num('SANDBOX_WORK_ORDERS', defaultSizes.workOrders),
      calls: num('SANDBOX_CALLS', defaultSizes.calls),
    },
    latency: { ms: num('SANDBOX_LATENCY_MS', 0), jitterMs: num('SANDBOX_LATENCY_JITTER_MS', 0) },
    webhookUrl: env.SANDBOX_WEBHOOK_URL || undefined,
    webhookDuplicateRate: num('SANDBOX_WEBHOOK_DUPLICATE_RATE', 0.1),
    activityIntervalMs: num('SANDBOX_ACTIVITY_MS', 0),
    rateLimit: {
      enforce: env.SANDBOX_RATE_LIMIT === 'true' || env.SANDBOX_RATE_LIMIT === '1',
      perSecond: num('SANDBOX_RATE_LIMIT_PER_SECOND', 100),
      perDay: num('SANDBOX_RATE_LIMIT_PER_DAY', 5000),
    },
    now,
  };
}

export function startOfUtcDay(d: Date): Date {
  const out = new Date(d);
  out.setUTCHours(0, 0, 0, 0);
  return out;
}

export interface Sandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
  automations: Automations;
  /** Milliseconds the last seeding took. */
  seedMs: number;
  /** Restores the seed data (also `POST /_sandbox/reset`). */
  reset(): void;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createSandbox(overrides: Partial<SandboxOptions> = {}): Sandbox {
  const options: SandboxOptions = { ...sandboxOptionsFromEnv(), ...overrides };
  const faults = new Faults();
  faults.set(faultsFromEnv(process.env.SANDBOX_FAULTS));
  const automations = new Automations(options);
  const ctx: SandboxContext = {
    db: new Db(),
    options,
    stats: new RequestStats(),
    faults,
    rateLimiter: new RateLimiter(options.rateLimit),
    emit: (e) => automations.fire(e),
  };
  const sandbox: Sandbox = {
    app: undefined as unknown as FastifyInstance,
    ctx,
    automations,
    seedMs: 0,
    reset() {
      const t = performance.now();
      ctx.db = new Db();
      seedAll(ctx);
      sandbox.seedMs = performance.now() - t;
    },
    async listen(port = 0, host = '127.0.0.1') {
      await sandbox.app.listen({ port, host });
      const addr = sandbox.app.server.address();
      const actual = typeof addr === 'object' && addr ? addr.port : port;
      return `http://${host}:${actual}/v1`;
    },
    async close() {
      automations.stop();
      await sandbox.app.close();
    },
  };
  sandbox.reset();
  sandbox.app = buildApp(ctx, sandbox);
  automations.start(ctx);
  return sandbox;
}

function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? req.url.split('?')[0];
}

function buildApp(ctx: SandboxContext, sandbox: Sandbox): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: 10 * 1024 * 1024,
    keepAliveTimeout: 65_000,
    // PATH-1: the aliases reach the canonical routes.
    rewriteUrl: (req) => (req.url ?? '/').replace(/^\/v1\/clients(?=\/|\?|$)/, '/v1/accounts').replace(/^\/v1\/requests(?=\/|\?|$)/, '/v1/opportunities'),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false, useDefaults: true } },
  });
  app.decorateRequest('companyId', 0);
  app.decorateRequest('apiUserId', 0);
  void app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });

  const isV1 = (req: FastifyRequest) => req.url.startsWith('/v1/') || req.url === '/v1';
  const rounds = new RoundGate();

  app.addHook('onRequest', async (req, reply) => {
    if (!isV1(req)) return;
    (req as FastifyRequest & { startedAt: number }).startedAt = performance.now();
    ctx.stats.begin();
    const route = routeOf(req);
    const fault = ctx.faults.match(req.method, route, req.url.split('?')[0]);
    const { latency } = ctx.options;
    if (latency.rounds && latency.ms > 0) (req as FastifyRequest & { round?: number }).round = await rounds.hold(latency.ms);
    const delay = (latency.rounds ? 0 : latencyDelay(latency)) + (fault?.delayMs ?? 0);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (fault?.reset) {
      record(req, 0);
      req.raw.socket.destroy();
      return reply.hijack();
    }
    const basicAuth = req.routeOptions.config?.basicAuth === true;
    const token = req.headers['x-api-key'];
    const key = !basicAuth && typeof token === 'string' && token ? findKey(ctx.db, token) : undefined;
    // The published rate-limit headers go on every response; unknown callers share one anonymous budget.
    const limit = ctx.rateLimiter.take(key ? key.token : basicAuth ? basicCaller(req) : '');
    void reply.header('x-ratelimit-limit', String(limit.limit));
    void reply.header('x-ratelimit-remaining', String(limit.remaining));
    if (fault?.status) {
      if (fault.retryAfter !== undefined) void reply.header('retry-after', String(fault.retryAfter));
      throw new SandboxError(fault.status, `Injected fault: ${fault.status}`, undefined, fault.code);
    }
    if (limit.retryAfter !== undefined) {
      void reply.header('retry-after', String(limit.retryAfter));
      // The limiter sits in front of every endpoint, so its code is its own, not the endpoint's.
      throw new SandboxError(429, 'Rate limit exceeded', undefined, 'RATE_LIMITED');
    }
    if (basicAuth) return;
    // AUTH-2: every endpoint but key issuance needs a valid x-api-key.
    if (!key) throw new SandboxError(401, token ? 'Invalid API key' : 'Missing x-api-key header');
    req.companyId = key.companyId;
    req.apiUserId = key.apiUserId;
    touchApiUser(ctx.db, key);
  });

  /** Basic-auth routes are limited per login; the routes themselves answer 401 for bad credentials. */
  function basicCaller(req: FastifyRequest): string {
    const login = findLogin(ctx.db, req.headers.authorization);
    return login ? `basic:${login.id}` : '';
  }

  function record(req: FastifyRequest, status: number): void {
    const r = req as FastifyRequest & { startedAt?: number; recorded?: boolean };
    const startedAt = r.startedAt;
    if (startedAt === undefined || r.recorded) return;
    r.recorded = true;
    ctx.stats.record({
      method: req.method,
      route: routeOf(req),
      url: req.url,
      status,
      startedAt,
      endedAt: performance.now(),
      round: (req as FastifyRequest & { round?: number }).round,
    });
  }

  app.addHook('onResponse', async (req, reply) => {
    record(req, reply.statusCode);
  });
  // A client that closed its connection before the answer: counted with nginx's 499 ("client closed request").
  app.addHook('onRequestAbort', async (req) => {
    record(req, 499);
  });

  app.setErrorHandler((err: FastifyError | SandboxError, req, reply) => sendError(err, req, reply));
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send({ message: `No route ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  registerKnobRoutes(app, ctx, sandbox);

  void app.register(async (v1) => registerRoutes(v1, ctx), { prefix: '/v1' });
  return app;
}

/** The spec's error body (ERR-1): `message` (or `error`, AUTH-11), the endpoint's `code`, `field` on 400. */
function sendError(err: FastifyError | SandboxError, req: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let message: string;
  let field: string | undefined;
  if (err instanceof SandboxError) {
    status = err.status;
    message = err.message;
    field = err.field;
  } else if ((err as FastifyError).validation) {
    status = 400;
    const v = (err as FastifyError).validation![0];
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    field = [path, missing].filter(Boolean).join('.') || undefined;
    message = field ? schemaErrorMessage(field, v.keyword, v.params, v.message) : (err.message ?? 'Invalid request');
  } else if ((err as FastifyError).statusCode === 413) {
    // No endpoint lists 413 (spec or vendor); an oversized body is an invalid request, the 400 all of them list.
    status = 400;
    message = 'Request body too large';
  } else if ((err as FastifyError).statusCode && (err as FastifyError).statusCode! < 500) {
    status = (err as FastifyError).statusCode!;
    message = err.message;
  } else {
    status = 500;
    message = 'Internal server error';
    console.error('[sandbox] unexpected error', err);
  }
  const config = req.routeOptions.config ?? {};
  const body: Record<string, unknown> = {
    [status === 401 && config.errorKey ? config.errorKey : 'message']: message,
    code: (err instanceof SandboxError && err.code) || config.errorCode || defaultCodeForStatus[status] || 'ERROR',
  };
  if (status === 400 && field) body.field = field;
  return reply.code(status).send(body);
}

/** Starts the sandbox on a port (0 = any free port) and returns it with its base URL. */
export async function startSandbox(overrides: Partial<SandboxOptions> = {}, port = 0): Promise<Sandbox & { url: string }> {
  const sandbox = createSandbox(overrides);
  const url = await sandbox.listen(port);
  return Object.assign(sandbox, { url });
}
