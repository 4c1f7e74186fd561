/**
 * Figures of `npm run bench:quota`: one `QuotaRun` per configuration (direct REST, one gateway, two
 * gateways sharing Redis), computed from the users' tallies and the sandbox's counts, the targets of
 * issue 11 read from them, and the markdown of bench/quota-results.md.
 */
import { percentile } from './load.js';
import type { UserTally } from './quota-users.js';

/** What the sandbox counted during one configuration (`/_sandbox/stats`, `byStatus` from bench/quota-sandbox.ts). */
export interface SandboxCounts {
  total: number;
  byStatus: Record<string, number>;
  byRoute: Record<string, number>;
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
  config: QuotaRun['name'];
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
  targets: QuotaTarget[];
  notes: string[];
}

const round = (n: number, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

function latencyOf(ms: number[]): Latency {
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
    `${s.users} simulated users on one API key (company 1) for ${s.seconds} s per configuration, each looping: one of the five screens of \`src/operations/\` ` +
      `(account screens on one of ${s.accounts} accounts), then 0.5–1.5 s of thought. ${s.refreshers} of them are refreshers (repeat their last screen with probability ${s.repeatChance}). ` +
      `After an analyst's list or a mobile list a user renames one of its records with probability ${s.writeChance} (projectUpdate / workOrderUpdate), and its next screen must show the new title. ` +
      `Meanwhile the sandbox moves a project of each company to another stage every ${s.activityMs} ms, and its webhooks go to the gateway. ` +
      `Sandbox: ${s.latencyMs} ms latency, rate limit enforced at ${s.perSecond} requests/s per key, daily limit raised to ${s.perDay} (the day's budget of 5,000 is computed from the counts). ` +
      `Each configuration starts from a reset sandbox and cold gateways.`,
    '',
  );
  lines.push(
    `Direct: the REST calls of the same screens (bench/direct.ts, bench/operations.ts), with the gateway transport's retry policy (${s.directRetry}). Gateway: ${s.gatewaySettings}.`,
    '',
  );
  const runs = r.runs;
  lines.push('## Per configuration', '');
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
  lines.push('## Targets (issue 11)', '');
  lines.push('| configuration | target | measured | goal | |', '|---|---|---|---|---|');
  for (const t of r.targets)
    lines.push(`| ${runs.find((x) => x.name === t.config)?.title ?? t.config} | ${t.name} | ${t.value} | ${t.goal} | ${t.met ? 'met' : '**not met**'} |`);
  lines.push(
    '',
    'Ratios use the requests charged to the day (429s left out), which favours the direct client: counting its refused requests too would lower the gateway ratios further.',
    '',
  );
  lines.push('## By screen', '');
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
  lines.push('## Upstream requests by route (top 8)', '');
  for (const x of runs) lines.push(`- ${x.title}: ${x.upstream.topRoutes.map(([k, v]) => `\`${k}\` ${v}`).join(', ')}`);
  if (r.notes.length) lines.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

function sumOf(gateways: GatewayCounters[], what: 'cache' | 'paced', keys: string[]): string {
  return keys.map((k) => gateways.reduce((n, g) => n + (g[what][k] ?? 0), 0)).join(' / ');
}
