/**
 * The "Abuse phase" section of bench/load-results.md: the targets and whether each held, the normal
 * traffic's figures, what each abuser got, and the gateway's memory curve.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TrafficResult } from './traffic.js';
import {
  ABUSE_SECONDS,
  APQ_CONCURRENCY,
  APQ_POSTS,
  DEEP_LEVELS,
  DEEP_WEBHOOKS,
  GARBAGE_KEYS,
  GARBAGE_SUBSCRIPTIONS,
  HEAP_MB,
  ORDINARY_EVERY,
  QUIET_SECONDS,
  RSS_BOUND_MB,
  SLOW_PIPELINE,
  SLOW_READERS,
  TRAFFIC_CONCURRENCY,
  UPSTREAM_LATENCY_MS,
  WS_OVERSIZED,
  type Phase,
} from './abuse-kit.js';
import { SLOW_READ_AFTER_MS, type SlowReaders, type apqRegistrations, type deepWebhooks, type garbageSubscriptions, type oversizedFrames } from './abusers.js';

export interface Figures {
  /** When the abuse started and ended, seconds into the run. */
  window: [number, number];
  sizes: { introspectionKb: number; introspectionMs: number; analystKb: number };
  /** One-minute load average when the run started and ended. */
  load: { start: number; end: number };
  quiet: TrafficResult;
  quietUpstream: number;
  during: TrafficResult | undefined;
  rss: Array<{ at: number; phase: Phase; rssMb: number }>;
  /** `ms`: how long /metrics took to answer. */
  heap: Array<{ at: number; phase: Phase; heapMb: number; externalMb: number; ms: number }>;
  exited: { at: number; phase: Phase; code: number | null; signal: string | null } | undefined;
  alive: boolean;
  health: number | string;
  /** The query after the abuse: data in it, its HTTP status, its error codes. */
  answered: boolean;
  checkStatus: number | string;
  checkCodes: string[];
  finalRss: number | undefined;
  slowReport: { opened: number; errors: Record<string, number> } & Awaited<ReturnType<SlowReaders['finish']>>;
  apq: Awaited<ReturnType<typeof apqRegistrations>>;
  deep: Awaited<ReturnType<typeof deepWebhooks>>;
  frames: Awaited<ReturnType<typeof oversizedFrames>>;
  garbageReport: ReturnType<Awaited<ReturnType<typeof garbageSubscriptions>>['report']>;
  upstream401: { count: number; byRoute: Record<string, number>; gap: boolean; requests: number };
  gateway401: number;
}

export function report(f: Figures): { text: string; pass: boolean } {
  const peak = (p?: Phase) => Math.max(0, ...f.rss.filter((s) => !p || s.phase === p).map((s) => s.rssMb));
  const peakAll = peak();
  const rssHeld = peakAll < RSS_BOUND_MB;
  // No answer at all during the abuse gives no p99 (null): that is not a pass.
  const ratio = f.during?.all.p99 ? f.during.all.p99 / f.quiet.all.p99 : NaN;
  const failedDuring = f.during ? f.during.all.errors : NaN;
  // Quick refusals are not service: every answer must hold its data, as in the quiet phase.
  const erroredDuring = f.during ? f.during.screens.reduce((n, s) => n + s.withErrors, 0) : NaN;
  const latencyHeld = ratio <= 2 && failedDuring === 0 && erroredDuring === 0;
  const upstreamHeld = f.upstream401.count <= GARBAGE_KEYS && !f.upstream401.gap;
  const pass = rssHeld && f.alive && latencyHeld && upstreamHeld;
  // The longest the gateway left /metrics unanswered during the abuse: its event loop's worst stall, roughly.
  const answeredAt = [f.window[0], ...f.heap.filter((s) => s.at > f.window[0] && s.at <= f.window[1]).map((s) => s.at), f.window[1]];
  const stall = Math.max(...answeredAt.slice(1).map((at, i) => at - answeredAt[i]!));
  const slowestMetrics = (p: Phase) => Math.max(0, ...f.heap.filter((s) => s.phase === p).map((s) => s.ms));
  const yes = (b: boolean) => (b ? 'yes' : '**no**');
  const mb = (n: number | undefined) => (n === undefined ? 'gone' : n.toFixed(0));
  const json = (o: unknown) => `\`${JSON.stringify(o)}\``;

  const screenRows = (label: string, t: TrafficResult | undefined) =>
    t
      ? [...t.screens, { ...t.all, name: 'both', withErrors: t.screens.reduce((n, s) => n + s.withErrors, 0), codes: {}, failures: {} }].map(
          (s) =>
            `| ${label} | ${s.name} | ${s.count} | ${s.opsPerSecond} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.errors}${Object.keys(s.failures).length ? ` ${json(s.failures)}` : ''} | ${s.withErrors}${Object.keys(s.codes).length ? ` ${json(s.codes)}` : ''} |`,
        )
      : [`| ${label} | (no result: the traffic process failed) | | | | | | | |`];

  // The RSS curve in 2.5 s steps: the highest sample of each step.
  const curve: string[] = [];
  const step = 2.5;
  const first = f.rss[0]?.at ?? 0;
  for (let from = first; from <= (f.rss.at(-1)?.at ?? 0); from += step) {
    const inStep = f.rss.filter((s) => s.at >= from && s.at < from + step);
    if (!inStep.length) continue;
    const top = inStep.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
    const h = f.heap.filter((s) => s.at >= from && s.at < from + step).at(-1);
    curve.push(
      `| ${from.toFixed(1)} | ${top.phase} | ${top.rssMb.toFixed(0)} | ${h ? h.heapMb.toFixed(0) : ''} | ${h ? h.externalMb.toFixed(0) : ''} | ${h ? h.ms : ''} |`,
    );
  }

  const lines = [
    '## Abuse phase (`npm run load:abuse`)',
    '',
    `Run ${new Date().toISOString()} on this machine (${cpus().length} cores shared by the gateway, the sandbox, the normal traffic and the abusers, all on 127.0.0.1;` +
      ` load average ${f.load.start.toFixed(1)} at the start, ${f.load.end.toFixed(1)} at the end, other work included).`,
    `The gateway is \`src/main.ts\` in its own process with \`--max-old-space-size=${HEAP_MB}\` (a leak shows as a crash), upstream cache and pacing off`,
    `(every normal query reaches the sandbox), introspection on without a key (the public surface at its widest), in front of the sandbox`,
    `(no faults, ${UPSTREAM_LATENCY_MS ? `${UPSTREAM_LATENCY_MS} ms latency per request, as the bench's` : 'no latency'}). Normal traffic, from its own process: \`AnalystProjects\` (100 projects, ${f.sizes.analystKb.toFixed(0)} KB answer) and`,
    `\`MobileWorkOrders\` (20 work orders), ${TRAFFIC_CONCURRENCY} closed-loop clients each; ${QUIET_SECONDS} s quiet, then ${ABUSE_SECONDS} s while, at once:`,
    '',
    `1. **Slow readers**: ${SLOW_READERS} raw TCP connections, each pipelining ${SLOW_PIPELINE} requests for a large answer (half the standard introspection`,
    `   query without a key, ${f.sizes.introspectionKb.toFixed(0)} KB, ${f.sizes.introspectionMs.toFixed(0)} ms for one alone; half the analyst list with a key), then never reading the socket until the end.`,
    `2. **Unauthenticated APQ registrations**: ${APQ_POSTS} posts (${APQ_CONCURRENCY} at a time) of a 9 MB comment plus \`{ __typename }\` with its sha256 in \`extensions.persistedQuery\`, no key.`,
    `3. **Deep webhooks**: ${DEEP_WEBHOOKS} deliveries with a field nested ${DEEP_LEVELS.toLocaleString('en')} deep (about 10 KB) while an SSE subscriber selects \`recordEvents { event { eventId details } }\`; an ordinary delivery before every ${ORDINARY_EVERY} and after the last.`,
    `4. **Oversized WebSocket messages**: ${WS_OVERSIZED} graphql-ws connections without a key whose first message is a 50 MB text frame.`,
    `5. **Garbage-key subscriptions**: ${GARBAGE_SUBSCRIPTIONS} (half SSE, half graphql-ws) to \`projectStageChanged { record { … } }\` with ${GARBAGE_KEYS} made-up keys, open while the events of 3 arrive.`,
    '',
    '| target | measured | held |',
    '| --- | --- | --- |',
    `| RSS stays under ${RSS_BOUND_MB} MB (heap capped at ${HEAP_MB} MB) | peak ${mb(peakAll)} MB (quiet peak ${mb(peak('quiet'))}, abuse peak ${mb(peak('abuse'))}, ${mb(f.finalRss)} MB at the end) | ${yes(rssHeld)} |`,
    `| the process never exits | ${f.exited ? `exited at ${f.exited.at.toFixed(1)} s (${f.exited.phase}), code ${f.exited.code}, signal ${f.exited.signal}` : 'alive'}; after the abuse \`/healthz\` ${typeof f.health === 'number' ? f.health : `no answer (${f.health})`}, a query answers ${f.answered ? 'with its data' : `HTTP ${f.checkStatus}${f.checkCodes.length ? ` with ${f.checkCodes.join(', ')}` : ' without its data'}`} | ${yes(f.alive)} |`,
    `| normal p99 within 2× of quiet, every answer with its data | quiet p50 ${f.quiet.all.p50} / p99 ${f.quiet.all.p99} ms; during the abuse p50 ${f.during?.all.p50 ?? '–'} / p99 ${f.during?.all.p99 ?? '–'} ms (${Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : 'no answer'}); ${failedDuring} failed requests, ${erroredDuring} answers with errors | ${yes(latencyHeld)} |`,
    `| keyless and garbage-key traffic costs ~0 upstream requests (at most one key check per garbage key: ${GARBAGE_KEYS}) | ${f.upstream401.count} upstream 401s at the sandbox ${json(f.upstream401.byRoute)}${f.upstream401.gap ? ' (the log ring overflowed between polls: a lower bound)' : ''}; the gateway counted ${Number.isFinite(f.gateway401) ? f.gateway401 : 'n/a (no /metrics answer)'} | ${yes(upstreamHeld)} |`,
    '',
    `Verdict: ${pass ? 'PASS' : 'FAIL'}.`,
    '',
    '### Normal traffic',
    '',
    '| phase | screen | ops | ops/s | p50 ms | p95 ms | p99 ms | failed | answers with errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...screenRows('quiet', f.quiet),
    ...screenRows('abuse', f.during),
    '',
    `Upstream requests: ${f.quietUpstream} in the quiet ${QUIET_SECONDS} s, ${f.upstream401.requests} during the abuse.`,
    '',
    '### What the abusers got',
    '',
    `- Slow readers: ${f.slowReport.opened} of ${SLOW_READERS} connected; when they finally read (for ${SLOW_READ_AFTER_MS / 1000} s at the end), ${f.slowReport.closedByGateway} had been closed by the gateway` +
      ` and ${f.slowReport.stillOpen} were still open; they received ${f.slowReport.answers} of ${f.slowReport.expected} answers (${f.slowReport.megabytes.toFixed(1)} MB)` +
      `${f.slowReport.answers === f.slowReport.expected && f.slowReport.stillOpen === 0 ? " (every answer fitted in the kernel's loopback socket buffers, so the gateway had written them all and then closed the idle connection)" : ''}; socket errors ${json(f.slowReport.errors)}.`,
    `- APQ: ${f.apq.sent} posts sent; HTTP ${json(f.apq.statuses)}; answers ${json(f.apq.answers)}; ${f.apq.seconds.min === undefined ? 'none answered' : `each took ${f.apq.seconds.min}–${f.apq.seconds.max} s (median ${f.apq.seconds.median}, upload included)`};` +
      ` stored: ${f.apq.registered} of the ${f.apq.probes} hashes asked for afterwards.`,
    `- Deep webhooks: ${f.deep.sent} sent, HTTP ${json(f.deep.statuses)}; ordinary deliveries ${json(f.deep.ordinaryStatuses)}, ${f.deep.ordinaryReceived} of ${f.deep.ordinarySent} reached the SSE subscriber` +
      ` (${f.deep.subscriberMessages} messages, ${f.deep.subscriberErrors} with errors ${json(f.deep.subscriberErrorCodes)}; stream ${f.deep.subscriberStillOpen ? 'still open' : 'completed'}).`,
    `- Oversized frames: ${f.frames.sent} sent; close codes ${json(f.frames.closes)} after ${json(f.frames.closeSeconds)} s; client errors ${json(f.frames.errors)}.`,
    `- Garbage-key subscriptions: ${f.garbageReport.opened} opened with ${f.garbageReport.keys} keys; first message codes ${json(f.garbageReport.codes)};` +
      ` ${f.garbageReport.ended} ended by the gateway${f.garbageReport.slowestEndSeconds !== undefined ? ` (half within ${f.garbageReport.medianEndSeconds!.toFixed(2)} s, the last after ${f.garbageReport.slowestEndSeconds.toFixed(2)} s)` : ''}; ${f.garbageReport.messages} messages in all.`,
    '',
    '### Gateway memory',
    '',
    'RSS from `/proc/<pid>/status` every 250 ms (the highest sample of each 2.5 s step); heap used and external memory from its `/metrics`, once a second (blank when it did not answer within 2 s); both sampled from a worker thread of the abuse script, so its own busy moments do not skip samples.',
    '',
    `How long \`/metrics\` took to answer, a rough gauge of the gateway's event loop: at most ${slowestMetrics('quiet')} ms in the quiet phase, ${slowestMetrics('abuse')} ms during the abuse;` +
      ` the longest stretch of the abuse without an answer: ${stall.toFixed(1)} s.`,
    '',
    '| at s | phase | RSS MB | heap used MB | external MB | /metrics ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...curve,
    '',
  ];
  return { text: lines.join('\n'), pass };
}

/** Replaces the "Abuse phase" section of bench/load-results.md (the last one), or appends it. */
export function writeSection(section: string): void {
  const file = fileURLToPath(new URL('../../bench/load-results.md', import.meta.url));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = current.indexOf('\n## Abuse phase');
  const before = (at >= 0 ? current.slice(0, at) : current).trimEnd();
  writeFileSync(file, `${before ? `${before}\n\n` : ''}${section}`);
}
