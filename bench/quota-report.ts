/**
 * Figures of `npm run bench:quota`: one `QuotaRun` per configuration (direct REST, one gateway, two
 * gateways sharing Redis), computed from the users' tallies and the sandbox's counts, the targets of
 * issue 11 read from them; the three phases of issue 28 (fair shares within a key, the day's budget
 * spent, a repeated technician's day) with their targets; and the markdown of bench/quota-results.md.
 */
import { percentile } from './load.js';
import type { ScreenSample, UserTally, WriteSample } from './quota-users.js';

/** What the sandbox counted during one configuration (`/_sandbox/stats`, `byStatus` and `day` from bench/quota-sandbox.ts). */
export interface SandboxCounts {
  total: number;
  byStatus: Record<string, number>;
  byRoute: Record<string, number>;
  day?: { spentAt: Record<string, number>; refusedDaily: Record<string, number>; refusedPerSecond: number; lastAt: Record<string, number> };
}

/** One gateway instance's counters from its `/metrics`. */
export interface GatewayCounters {
  cache: Record<string, number>;
  paced: Record<string, number>;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
}

export interface OperationFigures {
  attempted: number;
  served: number;
  all: Latency;
  repeated: Latency;
  /** Upstream requests the screens of this operation sent, per screen attempted. */
  upstreamPerScreen: number;
  /** …and their share of all upstream requests of the run, %. */
  upstreamShare: number;
}

export interface QuotaRun {
  name: 'direct' | 'gateway' | 'gateway2';
  title: string;
  seconds: number;
  users: number;
  screens: { attempted: number; served: number; withErrors: number; failed: number };
  writes: { attempted: number; ok: number; failed: number; failures: Record<string, number> };
  readAfterWrite: { checked: number; misses: number; notShown: number };
  upstream: {
    /** Every /v1 request the sandbox received, 429s included. */
    total: number;
    rejected429: number;
    /** Requests the day's budget is charged for (the sandbox's limiter counts accepted requests only). */
    charged: number;
    byStatus: Record<string, number>;
    topRoutes: [string, number][];
  };
  /** Charged upstream requests per served screen. */
  requestsPerScreen: number;
  /** Served screens per 5,000 charged upstream requests (one key's day). */
  screensPer5000: number;
  rateLimitedFieldErrors: number;
  errorCodes: Record<string, number>;
  latency: { all: Latency; repeated: Latency };
  byOperation: Record<string, OperationFigures>;
  gateways?: GatewayCounters[];
  webhooks?: { fired: number; delivered: number };
}

export interface QuotaTarget {
  name: string;
  config: QuotaRun['name'] | PhaseName;
  value: string;
  goal: string;
  met: boolean;
}

export interface QuotaResults {
  mode: 'full' | 'quick';
  date: string;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  runs: QuotaRun[];
  phases: { fairness?: FairnessPhase; budget?: BudgetPhase; technicianDay?: TechnicianDayPhase };
  targets: QuotaTarget[];
  notes: string[];
}

export type PhaseName = 'fairness' | 'budget' | 'technicianDay';
const PHASE_TITLES: Record<PhaseName, string> = { fairness: 'fair shares', budget: "day's budget spent", technicianDay: "repeated technician's day" };

/** Screens of one group of users in one window. */
export interface ScreenGroup {
  screens: number;
  served: number;
  /** Latency of the served screens. */
  latency: Latency;
  errorCodes: Record<string, number>;
  /** Upstream requests the screens sent themselves (`extensions.cost.upstreamRequests`). */
  upstreamRequests: number;
}

export interface FairnessPhase {
  seconds: number;
  warmupSeconds: number;
  lightUsers: number;
  heavyParallel: number;
  lightAccounts: number;
  heavyAccounts: number;
  refreshesPerMinute: number;
  /** `EXECUTION_SLOTS` of the gateway (0: unbounded); absent in results written before it existed. */
  executionSlots?: number;
  /** The light users with nobody else on the key, and with the heavy user on. */
  alone: ScreenGroup & { sandboxRequests: number; gatewayCpuPercent: number };
  withHeavy: ScreenGroup & { sandboxRequests: number; gatewayCpuPercent: number };
  /** The light users' screens answered entirely from the cache (no upstream request of their own), alone / beside the heavy user. */
  lightFromCache: { alone: Latency; withHeavy: Latency };
  /** …and those that sent upstream requests. */
  lightWithUpstream: { alone: Latency; withHeavy: Latency };
  /** CPU the heavy user's own process used, % of one core over its window (it shares the machine's cores with the gateway). */
  heavyCpuPercent: number;
  /** with / alone, of the light users' p50. */
  p50Ratio: number;
  p95Ratio: number;
  heavy: ScreenGroup & { refreshRefused: number };
  /** The gateway's pacing counters over the window with the heavy user (sent / waited / refused). */
  pacing: Record<string, number>;
}

export interface BudgetPhase {
  perDay: number;
  reservePercent: number;
  /** Requests kept for writes: reads stop when only this many are left. */
  reserve: number;
  users: number;
  writeChance: number;
  cacheTtlMs: number;
  /** UPSTREAM_KEY_TRUST_MS: cached answers go only to a key the upstream accepted within this long. */
  keyTrustMs: number;
  seconds: number;
  /** Seconds from the start until the sandbox's day was spent (null: never). */
  spentAfterSeconds: number | null;
  /** Seconds the users went on after the day was spent. */
  tailSeconds: number;
  upstream: {
    total: number;
    /** Requests that arrived after the day was spent (each refused with 429 by the daily limit). */
    afterSpent: number;
    /** What the one-a-minute probe allows over the tail. */
    probesAllowed: number;
    refusedPerSecond: number;
    byStatus: Record<string, number>;
  };
  remaining: {
    /** Lowest `extensions.cost.upstreamRemaining` of any answer. */
    minExtensions: number | null;
    /** Lowest `rateLimit { remaining }` / `{ remainingToday }` polled through the gateway. */
    minField: number | null;
    minToday: number | null;
    polls: number;
  };
  screens: { attempted: number; served: number; servedStale: number; withRateLimited: number; maxStaleSeconds: number };
  /**
   * Screens started more than the key's trust window after the last upstream request (the day spent, no
   * upstream answer since, so the key is not confirmed): how many, and how many were served past their
   * TTL. Null when the tail is shorter than the window.
   */
  pastTrust: { screens: number; servedStale: number } | null;
  writes: { attempted: number; ok: number; fromReserve: number; byKind: Record<string, string>; failures: Record<string, number> };
  errors: { rateLimited: number; internal: number; dailyWithoutResetAt: number; codes: Record<string, number> };
}

export interface TechnicianDayPhase {
  cold: { sandboxRequests: number; notFound: number; upstreamRequests: number; served: boolean; ms: number };
  repeat: { sandboxRequests: number; upstreamRequests: number; served: boolean; ms: number; errors: string[] };
}

const round = (n: number, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

export function latencyOf(ms: number[]): Latency {
  const sorted = [...ms].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50), 1), p95: round(percentile(sorted, 95), 1) };
}

/** One configuration's figures from its users' tallies and the sandbox's counts. */
export function summarizeRun(name: QuotaRun['name'], title: string, seconds: number, tallies: UserTally[], counts: SandboxCounts): QuotaRun {
  const screens = tallies.flatMap((t) => t.screens);
  const writes = tallies.flatMap((t) => t.writes);
  const served = screens.filter((s) => s.served);
  const errorCodes: Record<string, number> = {};
  for (const code of screens.flatMap((s) => s.errors)) errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  const failures: Record<string, number> = {};
  for (const w of writes) if (!w.ok) failures[w.error ?? 'unknown'] = (failures[w.error ?? 'unknown'] ?? 0) + 1;
  const rejected429 = counts.byStatus['429'] ?? 0;
  const charged = counts.total - rejected429;
  const byOperation: Record<string, OperationFigures> = {};
  for (const op of [...new Set(screens.map((s) => s.op))].sort()) {
    const mine = screens.filter((s) => s.op === op);
    const ok = mine.filter((s) => s.served);
    byOperation[op] = {
      attempted: mine.length,
      served: ok.length,
      all: latencyOf(ok.map((s) => s.ms)),
      repeated: latencyOf(ok.filter((s) => s.repeat).map((s) => s.ms)),
      upstreamPerScreen: round(mine.reduce((n, s) => n + s.upstream, 0) / Math.max(1, mine.length), 1),
      upstreamShare: round((100 * mine.reduce((n, s) => n + s.upstream, 0)) / Math.max(1, counts.total), 0),
    };
  }
  return {
    name,
    title,
    seconds: round(seconds, 1),
    users: tallies.length,
    screens: {
      attempted: screens.length,
      served: served.length,
      withErrors: screens.filter((s) => !s.served && s.errors.length && !s.errors.every((e) => e.startsWith('HTTP_') || e.startsWith('TRANSPORT_'))).length,
      failed: screens.filter((s) => !s.served).length,
    },
    writes: { attempted: writes.length, ok: writes.filter((w) => w.ok).length, failed: writes.filter((w) => !w.ok).length, failures },
    readAfterWrite: {
      checked: tallies.reduce((n, t) => n + t.checked, 0),
      misses: tallies.reduce((n, t) => n + t.misses, 0),
      notShown: tallies.reduce((n, t) => n + t.notShown, 0),
    },
    upstream: {
      total: counts.total,
      rejected429,
      charged,
      byStatus: counts.byStatus,
      topRoutes: Object.entries(counts.byRoute)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 8),
    },
    requestsPerScreen: round(charged / Math.max(1, served.length)),
    screensPer5000: round((served.length * 5000) / Math.max(1, charged), 1),
    rateLimitedFieldErrors: errorCodes.RATE_LIMITED ?? 0,
    errorCodes,
    latency: { all: latencyOf(served.map((s) => s.ms)), repeated: latencyOf(served.filter((s) => s.repeat).map((s) => s.ms)) },
    byOperation,
  };
}

/** A group of screens' figures. */
export function screenGroup(screens: ScreenSample[]): ScreenGroup {
  const errorCodes: Record<string, number> = {};
  for (const code of screens.flatMap((s) => s.errors)) errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  const served = screens.filter((s) => s.served);
  return {
    screens: screens.length,
    served: served.length,
    latency: latencyOf(served.map((s) => s.ms)),
    errorCodes,
    upstreamRequests: screens.reduce((n, s) => n + s.upstream, 0),
  };
}

const minOf = (values: (number | undefined | null)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? Math.min(...known) : null;
};

/** The budget phase's figures from its users' screens and writes, the polled `rateLimit`, and the sandbox's counts. */
export function summarizeBudget(
  settings: Pick<BudgetPhase, 'perDay' | 'reservePercent' | 'users' | 'writeChance' | 'cacheTtlMs' | 'keyTrustMs'>,
  started: number,
  ended: number,
  screens: ScreenSample[],
  writes: WriteSample[],
  polls: { remaining?: number | null; remainingToday?: number | null }[],
  counts: SandboxCounts,
  spentAt: number | undefined,
): BudgetPhase {
  const reserve = Math.ceil((settings.perDay * settings.reservePercent) / 100);
  const afterSpent = Object.values(counts.day?.refusedDaily ?? {}).reduce((n, v) => n + v, 0);
  const tail = spentAt === undefined ? 0 : Math.max(0, (ended - spentAt) / 1000);
  const codes: Record<string, number> = {};
  const all = [
    ...screens.map((s) => ({ errors: s.errors, notes: s.notes })),
    ...writes.map((w) => ({ errors: w.ok ? [] : [w.error ?? 'unknown'], notes: w.notes })),
  ];
  for (const code of all.flatMap((a) => a.errors)) codes[code] = (codes[code] ?? 0) + 1;
  const failures: Record<string, number> = {};
  for (const w of writes) if (!w.ok) failures[`${w.kind} ${w.error ?? 'unknown'}`] = (failures[`${w.kind} ${w.error ?? 'unknown'}`] ?? 0) + 1;
  const stale = screens.filter((s) => s.notes?.staleSeconds !== undefined);
  // The key was last confirmed by the last request that reached the sandbox (a probe after the day was
  // spent included). Sample times are performance.now(); the sandbox's are epoch ms.
  const lastAt = Math.max(spentAt ?? 0, ...Object.values(counts.day?.lastAt ?? {}));
  const trustEnds = spentAt === undefined ? undefined : lastAt + settings.keyTrustMs - performance.timeOrigin;
  const pastTrust = trustEnds === undefined || ended - performance.timeOrigin <= trustEnds ? [] : screens.filter((s) => s.at - s.ms > trustEnds);
  return {
    ...settings,
    reserve,
    seconds: round((ended - started) / 1000, 1),
    spentAfterSeconds: spentAt === undefined ? null : round((spentAt - started) / 1000, 1),
    tailSeconds: round(tail, 1),
    upstream: {
      total: counts.total,
      afterSpent,
      probesAllowed: spentAt === undefined ? 0 : 1 + Math.floor(tail / 60),
      refusedPerSecond: counts.day?.refusedPerSecond ?? 0,
      byStatus: counts.byStatus,
    },
    remaining: {
      minExtensions: minOf(all.map((a) => a.notes?.remaining)),
      minField: minOf(polls.map((p) => p.remaining)),
      minToday: minOf(polls.map((p) => p.remainingToday)),
      polls: polls.length,
    },
    screens: {
      attempted: screens.length,
      served: screens.filter((s) => s.served).length,
      servedStale: stale.length,
      withRateLimited: screens.filter((s) => s.errors.includes('RATE_LIMITED')).length,
      maxStaleSeconds: Math.max(0, ...stale.map((s) => s.notes?.staleSeconds ?? 0)),
    },
    pastTrust: pastTrust.length ? { screens: pastTrust.length, servedStale: pastTrust.filter((s) => s.notes?.staleSeconds !== undefined).length } : null,
    writes: {
      attempted: writes.length,
      ok: writes.filter((w) => w.ok).length,
      // A write whose answer leaves less than the reserve was paid from it (reads had stopped before).
      fromReserve: writes.filter((w) => w.ok && typeof w.notes?.remaining === 'number' && w.notes.remaining < reserve).length,
      byKind: Object.fromEntries(
        (['project', 'workOrder'] as const).map((k) => {
          const mine = writes.filter((w) => w.kind === k);
          return [k, `${mine.filter((w) => w.ok).length} / ${mine.length}`];
        }),
      ),
      failures,
    },
    errors: {
      rateLimited: codes.RATE_LIMITED ?? 0,
      internal: codes.INTERNAL ?? 0,
      dailyWithoutResetAt: all.reduce((n, a) => n + (a.notes?.withoutResetAt ?? 0), 0),
      codes,
    },
  };
}

/** Issue 28's targets of the phases that ran. */
export function phaseTargets(phases: QuotaResults['phases']): QuotaTarget[] {
  const targets: QuotaTarget[] = [];
  const f = phases.fairness;
  if (f) {
    targets.push({
      name: "light users' screen p50 with the heavy user on",
      config: 'fairness',
      value: `${f.withHeavy.latency.p50} vs ${f.alone.latency.p50} ms alone = ${f.p50Ratio}×`,
      goal: '≤ 1.5×',
      met: f.p50Ratio <= 1.5,
    });
  }
  const b = phases.budget;
  if (b) {
    targets.push({
      name: 'upstream requests once the day is spent',
      config: 'budget',
      value: b.spentAfterSeconds === null ? 'the day was never spent' : `${b.upstream.afterSpent} in ${b.tailSeconds} s`,
      goal: `≤ ${b.upstream.probesAllowed} (the one-a-minute probe)`,
      met: b.spentAfterSeconds !== null && b.upstream.afterSpent <= b.upstream.probesAllowed,
    });
    const lowest = minOf([b.remaining.minExtensions, b.remaining.minField, b.remaining.minToday]);
    targets.push({
      name: '`remaining` never below 0',
      config: 'budget',
      value: lowest === null ? 'never reported' : `lowest ${lowest}`,
      goal: '≥ 0',
      met: lowest !== null && lowest >= 0,
    });
    targets.push({
      name: 'writes served from the reserve',
      config: 'budget',
      value: `${b.writes.fromReserve} of ${b.writes.ok} ok writes`,
      goal: '≥ 1',
      met: b.writes.fromReserve >= 1,
    });
    targets.push({
      name: 'reads served past their TTL once reads stop',
      config: 'budget',
      value: String(b.screens.servedStale),
      goal: '≥ 1',
      met: b.screens.servedStale >= 1,
    });
    if (b.pastTrust)
      targets.push({
        name: `reads served past their TTL over ${b.keyTrustMs / 1000} s after the last upstream request (the key's trust window)`,
        config: 'budget',
        value: `${b.pastTrust.servedStale} of ${b.pastTrust.screens} screens`,
        goal: '≥ 1',
        met: b.pastTrust.servedStale >= 1,
      });
    targets.push({
      name: '`RATE_LIMITED` for the day without `resetAt`',
      config: 'budget',
      value: String(b.errors.dailyWithoutResetAt),
      goal: '0',
      met: b.errors.dailyWithoutResetAt === 0,
    });
    targets.push({ name: '`INTERNAL` errors', config: 'budget', value: String(b.errors.internal), goal: '0', met: b.errors.internal === 0 });
  }
  const t = phases.technicianDay;
  if (t) {
    targets.push({
      name: 'upstream requests of the repeat',
      config: 'technicianDay',
      value: `${t.repeat.sandboxRequests} (sandbox), ${t.repeat.upstreamRequests} (extensions)`,
      goal: '0',
      met: t.repeat.served && t.repeat.sandboxRequests === 0,
    });
  }
  return targets;
}

/** Issue 11's targets, for each gateway configuration against the direct run. */
export function quotaTargets(runs: QuotaRun[]): QuotaTarget[] {
  const direct = runs.find((r) => r.name === 'direct');
  const targets: QuotaTarget[] = [];
  for (const run of runs.filter((r) => r.name !== 'direct')) {
    targets.push({
      name: '`RATE_LIMITED` field errors',
      config: run.name,
      value: String(run.rateLimitedFieldErrors),
      goal: '0',
      met: run.rateLimitedFieldErrors === 0,
    });
    targets.push({
      name: 'reads after a write that miss it',
      config: run.name,
      value: `${run.readAfterWrite.misses} of ${run.readAfterWrite.checked}`,
      goal: '0',
      met: run.readAfterWrite.misses === 0,
    });
    if (!direct) continue;
    const perScreen = run.requestsPerScreen / direct.requestsPerScreen;
    targets.push({
      name: 'upstream requests per served screen',
      config: run.name,
      value: `${run.requestsPerScreen} vs ${direct.requestsPerScreen} = ${round(perScreen, 3)}×`,
      goal: '≤ 0.25×',
      met: perScreen <= 0.25,
    });
    const per5000 = run.screensPer5000 / direct.screensPer5000;
    targets.push({
      name: 'screens served per 5,000 upstream requests',
      config: run.name,
      value: `${run.screensPer5000} vs ${direct.screensPer5000} = ${round(per5000, 1)}×`,
      goal: '≥ 4×',
      met: per5000 >= 4,
    });
    const repeated = run.latency.repeated.p50 / direct.latency.repeated.p50;
    targets.push({
      name: 'p50 of a screen a user repeats',
      config: run.name,
      value: `${run.latency.repeated.p50} vs ${direct.latency.repeated.p50} ms = ${round(repeated, 2)}×`,
      goal: '≤ 0.5×',
      met: repeated <= 0.5,
    });
  }
  return targets;
}

const cell = (v: unknown) => (v === undefined || v === null || (typeof v === 'number' && !Number.isFinite(v)) ? '–' : String(v));
const codes = (m: Record<string, number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || '–';

export function renderQuotaMarkdown(r: QuotaResults): string {
  const s = r.settings as Record<string, string | number>;
  const lines: string[] = [];
  const row = (...cells: unknown[]) => lines.push(`| ${cells.map(cell).join(' | ')} |`);
  lines.push('# Quota benchmark: one company key, many users', '');
  lines.push(
    `\`npm run bench:quota${r.mode === 'quick' ? ' -- --quick' : ''}\`, ${r.date.slice(0, 16).replace('T', ' ')} UTC, commit ${cell(r.machine.commit)}; ${cell(r.machine.cpu)} × ${cell(r.machine.cores)}, Node ${cell(r.machine.node)}.`,
    '',
  );
  lines.push(
    `Sandbox (bench/quota-sandbox.ts, its own process): ${s.latencyMs} ms latency, rate limit enforced at ${s.perSecond} requests/s per key, daily limit raised to ${s.perDay} ` +
      "except in the budget phase (the day's budget of 5,000 is computed from the counts). Each configuration and phase starts from a reset sandbox and cold gateways. " +
      `Gateway: ${s.gatewaySettings}.`,
    '',
  );
  const runs = r.runs;
  if (runs.length) renderRuns(lines, row, r);
  renderPhases(lines, row, r);
  lines.push('## Targets', '');
  lines.push('| configuration | target | measured | goal | |', '|---|---|---|---|---|');
  for (const t of r.targets) {
    const where = runs.find((x) => x.name === t.config)?.title ?? PHASE_TITLES[t.config as PhaseName] ?? t.config;
    lines.push(`| ${where} | ${t.name} | ${t.value} | ${t.goal} | ${t.met ? 'met' : '**not met**'} |`);
  }
  lines.push('');
  if (runs.some((x) => x.name === 'direct'))
    lines.push(
      'Ratios against direct REST use the requests charged to the day (429s left out), which favours the direct client: counting its refused requests too would lower the gateway ratios further.',
      '',
    );
  if (runs.length) {
    lines.push('## Upstream requests by route (top 8)', '');
    for (const x of runs) lines.push(`- ${x.title}: ${x.upstream.topRoutes.map(([k, v]) => `\`${k}\` ${v}`).join(', ')}`);
    lines.push('');
  }
  if (r.notes.length) lines.push('## Notes', '', ...r.notes.map((n) => `- ${n}`), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

type Row = (...cells: unknown[]) => void;

/** Issue 11's configurations: many users over a day's mix, direct, through one gateway, through two. */
function renderRuns(lines: string[], row: Row, r: QuotaResults): void {
  const s = r.settings as Record<string, string | number>;
  const runs = r.runs;
  lines.push('## Many users over a mix of screens (issue 11)', '');
  lines.push(
    `${s.users} simulated users on one API key (company 1) for ${s.seconds} s per configuration, each looping: one of the five screens of \`src/operations/\` ` +
      `(account screens on one of ${s.accounts} accounts), then 0.5–1.5 s of thought. ${s.refreshers} of them are refreshers (repeat their last screen with probability ${s.repeatChance}). ` +
      `After an analyst's list or a mobile list a user renames one of its records with probability ${s.writeChance} (projectUpdate / workOrderUpdate), and its next screen must show the new title. ` +
      `Meanwhile the sandbox moves a project of each company to another stage every ${s.activityMs} ms, and its webhooks go to the gateway. ` +
      `Direct: the REST calls of the same screens (bench/direct.ts, bench/operations.ts), with the gateway transport's retry policy (${s.directRetry}).`,
    '',
  );
  row('', ...runs.map((x) => x.title));
  lines.push(`|---|${runs.map(() => '---:').join('|')}|`);
  row('screens attempted', ...runs.map((x) => x.screens.attempted));
  row('screens served (complete, no error)', ...runs.map((x) => x.screens.served));
  row('screens failed or partial', ...runs.map((x) => x.screens.failed));
  row('writes (ok / failed)', ...runs.map((x) => `${x.writes.ok} / ${x.writes.failed}`));
  row('upstream requests (sandbox total)', ...runs.map((x) => x.upstream.total));
  row('… answered 429 by the sandbox', ...runs.map((x) => x.upstream.rejected429));
  row("… charged to the key's day (total − 429)", ...runs.map((x) => x.upstream.charged));
  row('upstream requests per served screen', ...runs.map((x) => x.requestsPerScreen));
  row('screens per 5,000 upstream requests', ...runs.map((x) => x.screensPer5000));
  row('screens a day at 5,000 requests/day, this mix', ...runs.map((x) => Math.floor(x.screensPer5000)));
  row('`RATE_LIMITED` field errors', ...runs.map((x) => (x.name === 'direct' ? '–' : x.rateLimitedFieldErrors)));
  row('error codes seen by users', ...runs.map((x) => codes(x.errorCodes)));
  row(
    'reads after a write: checked / missed / record not in list',
    ...runs.map((x) => `${x.readAfterWrite.checked} / ${x.readAfterWrite.misses} / ${x.readAfterWrite.notShown}`),
  );
  row('screen latency p50 / p95 (ms)', ...runs.map((x) => `${x.latency.all.p50} / ${x.latency.all.p95}`));
  row('repeated screen p50 / p95 (ms), count', ...runs.map((x) => `${x.latency.repeated.p50} / ${x.latency.repeated.p95}, ${x.latency.repeated.count}`));
  row('gateway cache hit / miss / bypass', ...runs.map((x) => (x.gateways ? sumOf(x.gateways, 'cache', ['hit', 'miss', 'bypass']) : '–')));
  row('gateway pacing sent / waited / refused', ...runs.map((x) => (x.gateways ? sumOf(x.gateways, 'paced', ['sent', 'waited', 'refused']) : '–')));
  row('webhook events fired / delivered (2xx)', ...runs.map((x) => (x.webhooks ? `${x.webhooks.fired} / ${x.webhooks.delivered}` : '–')));
  lines.push('');
  lines.push('### By screen', '');
  lines.push(`| screen | ${runs.map((x) => `${x.title}: served/attempted, p50, repeated p50 (ms), upstream/screen (share)`).join(' | ')} |`);
  lines.push(`|---|${runs.map(() => '---').join('|')}|`);
  const ops = [...new Set(runs.flatMap((x) => Object.keys(x.byOperation)))].sort();
  for (const op of ops) {
    row(
      op,
      ...runs.map((x) => {
        const o = x.byOperation[op];
        return o ? `${o.served}/${o.attempted}, ${o.all.p50}, ${cell(o.repeated.p50)}, ${o.upstreamPerScreen} (${o.upstreamShare} %)` : '–';
      }),
    );
  }
  lines.push(
    '',
    'Upstream per screen: for the gateway, what each operation sent itself (`extensions.cost.upstreamRequests`; answers from the cache and GETs shared with another operation in flight count nowhere); ' +
      'for the direct client, its distinct REST calls (retries of a 429 not counted). The share is of the sandbox total; the rest is writes (and, direct, retries).',
    '',
  );
}

/** Issue 28's phases: fair shares within a key, the day's budget spent on purpose, a repeated technician's day. */
function renderPhases(lines: string[], row: Row, r: QuotaResults): void {
  const { fairness: f, budget: b, technicianDay: t } = r.phases;
  const mark = (config: PhaseName) => {
    for (const x of r.targets.filter((y) => y.config === config)) lines.push(`- ${x.met ? 'met' : '**not met**'}: ${x.name}: ${x.value} (goal ${x.goal})`);
    lines.push('');
  };
  if (f) {
    lines.push('## Fair shares within a key (issue 28)', '');
    lines.push(
      `One gateway with \`UPSTREAM_FAIRNESS_HEADER=x-client-id\` (refreshes: ${f.refreshesPerMinute} per user and minute${f.executionSlots === undefined ? '' : `; execution slots: ${f.executionSlots || 'unbounded'}`}). ${f.lightUsers} light users, each with its own \`x-client-id\`, ` +
        `loop over the five screens (account screens on one of ${f.lightAccounts} accounts) with 0.5–1.5 s of thought, no writes: first ${f.warmupSeconds} s to warm the cache (not counted), ` +
        `then ${f.seconds} s alone, then ${f.seconds} s beside a heavy user of the same key: ${f.heavyParallel} screens in parallel, in a loop without thought, each with \`Cache-Control: no-cache\` ` +
        `and \`x-client-id: heavy\`, account screens on one of ${f.heavyAccounts} other accounts (bench/quota-heavy.ts, its own process). No sandbox activity, writes or webhooks in this phase.`,
      '',
    );
    lines.push('| | light users alone | light users beside the heavy user | heavy user |', '|---|---:|---:|---:|');
    const g = [f.alone, f.withHeavy, f.heavy];
    row('screens served / attempted', ...g.map((x) => `${x.served} / ${x.screens}`));
    row('screen latency p50 / p95 (ms)', ...g.map((x) => `${x.latency.p50} / ${x.latency.p95}`));
    row('upstream requests the screens sent (`extensions.cost`)', ...g.map((x) => x.upstreamRequests));
    row('upstream requests in the window (sandbox)', f.alone.sandboxRequests, f.withHeavy.sandboxRequests, '–');
    row(
      'screens answered from the cache: p50 / p95 (ms), count',
      ...[f.lightFromCache.alone, f.lightFromCache.withHeavy].map((l) => `${l.p50} / ${l.p95}, ${l.count}`),
      '–',
    );
    row(
      'screens that sent upstream requests: p50 / p95 (ms), count',
      ...[f.lightWithUpstream.alone, f.lightWithUpstream.withHeavy].map((l) => `${l.p50} / ${l.p95}, ${l.count}`),
      '–',
    );
    row('gateway CPU (% of one core)', f.alone.gatewayCpuPercent, f.withHeavy.gatewayCpuPercent, '–');
    row("CPU of the client's own process (% of one core)", '–', '–', f.heavyCpuPercent);
    row('error codes', ...g.map((x) => codes(x.errorCodes)));
    row('refreshes refused (`extensions.cache.refreshRefused`)', '–', '–', `${f.heavy.refreshRefused} of ${f.heavy.screens}`);
    lines.push('');
    lines.push(
      `Light users' p50 beside the heavy user / alone: ${f.p50Ratio}× (p95 ${f.p95Ratio}×). Gateway pacing over the window with the heavy user: ${codes(f.pacing)}.`,
      '',
    );
    mark('fairness');
  }
  if (b) {
    lines.push("## The day's budget spent (issue 28)", '');
    lines.push(
      `The sandbox's daily limit set to ${b.perDay} (\`/_sandbox/rate-limit { enforce: true, perDay: ${b.perDay} }\`), one gateway with the default write reserve (${b.reservePercent} %: ` +
        `reads stop when ${b.reserve} are left), records kept ${b.cacheTtlMs / 1000} s (so that answers go past their time to live within the phase) and the key trusted ${b.keyTrustMs / 1000} s ` +
        `(\`UPSTREAM_KEY_TRUST_MS\`, default 60 s: cached answers go only to a key the upstream accepted this recently). ${b.users} users loop over the five screens ` +
        `with 0.5–1.5 s of thought and after each, with probability ${b.writeChance}, rename a record of the last analyst's or mobile list they saw (projectUpdate / workOrderUpdate), ` +
        `until ${b.tailSeconds} s after the sandbox's day was spent (full run: at least 15 s past the key's trust window after the last upstream request).`,
      '',
    );
    lines.push('| | |', '|---|---:|');
    row('seconds until the day was spent / in all', `${cell(b.spentAfterSeconds)} / ${b.seconds}`);
    row('upstream requests (sandbox total)', b.upstream.total);
    row('… arriving after the day was spent (refused 429)', b.upstream.afterSpent);
    row('… refused by the per-second limit', b.upstream.refusedPerSecond);
    row('sandbox answers by status', codes(b.upstream.byStatus));
    row('lowest `extensions.cost.upstreamRemaining`', b.remaining.minExtensions);
    row(
      `lowest \`rateLimit { remaining }\` / \`{ remainingToday }\` (${b.remaining.polls} polls)`,
      `${cell(b.remaining.minField)} / ${cell(b.remaining.minToday)}`,
    );
    row('screens attempted / served in full', `${b.screens.attempted} / ${b.screens.served}`);
    row('… served past their TTL (`extensions.cache.staleSeconds`), oldest', `${b.screens.servedStale}, ${b.screens.maxStaleSeconds} s`);
    row('… with a `RATE_LIMITED` error', b.screens.withRateLimited);
    row(
      `screens started over ${b.keyTrustMs / 1000} s after the last upstream request / served past their TTL`,
      b.pastTrust ? `${b.pastTrust.screens} / ${b.pastTrust.servedStale}` : '– (tail too short)',
    );
    row('writes attempted / ok / from the reserve', `${b.writes.attempted} / ${b.writes.ok} / ${b.writes.fromReserve}`);
    row('… ok / attempted: projectUpdate, workOrderUpdate', `${b.writes.byKind.project}, ${b.writes.byKind.workOrder}`);
    row('writes refused', codes(b.writes.failures));
    row('`RATE_LIMITED` / `INTERNAL` errors', `${b.errors.rateLimited} / ${b.errors.internal}`);
    row('error codes (screens and writes)', codes(b.errors.codes));
    lines.push('');
    lines.push(
      `A write is counted as served from the reserve when its answer's \`upstreamRemaining\` is below ${b.reserve}. ` +
        "Requests after the day was spent are the sandbox's own count of requests its daily limit refused; the gateway may send one a minute to learn whether the day has freed.",
      '',
    );
    mark('budget');
  }
  if (t) {
    lines.push("## A repeated technician's day (issue 28)", '');
    lines.push(
      '`src/operations/technician-day.graphql` through one gateway with the cache on (default TTLs), from a reset sandbox without activity: once cold, then again at once.',
      '',
    );
    lines.push('| | cold | repeat |', '|---|---:|---:|');
    row('upstream requests (sandbox)', t.cold.sandboxRequests, t.repeat.sandboxRequests);
    row('… of which answered 404 (parent-kind probes)', t.cold.notFound, '–');
    row('`extensions.cost.upstreamRequests`', t.cold.upstreamRequests, t.repeat.upstreamRequests);
    row('served in full; ms', `${t.cold.served ? 'yes' : 'no'}; ${t.cold.ms}`, `${t.repeat.served ? 'yes' : 'no'}; ${t.repeat.ms}`);
    lines.push('');
    mark('technicianDay');
  }
}

function sumOf(gateways: GatewayCounters[], what: 'cache' | 'paced', keys: string[]): string {
  return keys.map((k) => gateways.reduce((n, g) => n + (g[what][k] ?? 0), 0)).join(' / ');
}
