/**
 * The simulated users of `npm run bench:quota`: each loops over the screens of src/operations/
 * (bench/operations.ts: the GraphQL document and the same screen as REST calls), thinks 0.5–1.5 s
 * between screens, and now and then renames a record it just saw (projectUpdate on the analyst's list,
 * workOrderUpdate on the mobile list). After a write, the user's next screen is the list holding the
 * record, and it must show the new title: a read that shows the old one is a read-after-write miss.
 *
 * A user talks either to the gateway (one HTTP request per screen or write) or to the REST API
 * directly (`DirectClient`, the benchmark's direct path, over a dispatcher that retries 429s as the
 * gateway's transport would). Random choices come from a seeded generator per user, so every
 * configuration starts each user on the same sequence.
 */
import type { Dispatcher } from 'undici';
import { DirectClient, qs } from './direct.js';
import { operations, type BenchInputs, type BenchOperation } from './operations.js';

/** One screen a user opened. */
export interface ScreenSample {
  op: string;
  ms: number;
  /** The same screen with the same variables as this user's previous one (a refresh). */
  repeat: boolean;
  /** Answered in full: HTTP 200 with data and no error (gateway), every REST call answered (direct). */
  served: boolean;
  /** Error codes of the answer (gateway: `extensions.code` of each error; direct: `HTTP_<status>`). */
  errors: string[];
  /** Upstream requests this screen sent (gateway: `extensions.cost.upstreamRequests`; direct: distinct REST calls). */
  upstream: number;
  /** When it was answered (performance.now()). */
  at: number;
  /** Gateway: what the answer said of the cache and the day's budget (`extensions.cache`, `extensions.cost.upstreamRemaining`). */
  notes?: AnswerNotes;
}

/** What a gateway answer says beyond its data: the cache, the day's budget, its rate-limit errors. */
export interface AnswerNotes {
  /** `extensions.cache.staleSeconds`: served past its time to live. */
  staleSeconds?: number;
  /** `extensions.cache.refreshRefused`: a `no-cache` not honoured. */
  refreshRefused?: boolean;
  /** `extensions.cost.upstreamRemaining`: the key's day left after the operation. */
  remaining?: number;
  /** `RATE_LIMITED` errors that named the day's budget (`extensions.upstream.reason` daily_budget). */
  dailyRefusals?: number;
  /** …of which without `extensions.upstream.resetAt`. */
  withoutResetAt?: number;
}

export interface WriteSample {
  kind: 'project' | 'workOrder';
  ms: number;
  ok: boolean;
  error?: string;
  /** When it was answered (performance.now()). */
  at: number;
  /** Gateway: what the answer said (the day left after it, its rate-limit errors). */
  notes?: AnswerNotes;
}

export interface UserTally {
  screens: ScreenSample[];
  writes: WriteSample[];
  /** Reads after a write that were checked for the written title. */
  checked: number;
  /** …and showed another title. */
  misses: number;
  /** …and did not hold the written record at all (not a miss: the list changed under it). */
  notShown: number;
}

/** What a user needs to reach its path: the gateway (an instance for reads, maybe another for writes) or REST. */
export type UserPath =
  | {
      kind: 'gateway';
      dispatcher: Dispatcher;
      readOrigin: string;
      writeOrigin: string;
      apiKey: string;
      /** Sent with every request, e.g. the user's `x-client-id`, `cache-control: no-cache`. */
      headers?: Record<string, string>;
    }
  | { kind: 'direct'; dispatcher: Dispatcher; origin: string; basePath: string; apiKey: string };

export interface UserPlan {
  index: number;
  seed: number;
  /** A refresher repeats its last screen most of the time. */
  refresher: boolean;
  /** Accounts the account screens pick from. */
  accounts: readonly number[];
  now: Date;
  /** Stop starting screens at this time (performance.now()). */
  until: number;
  /** Chance of a write after a screen that lists writable records. */
  writeChance: number;
  /** Chance that a refresher repeats its last screen. */
  repeatChance: number;
  /**
   * Rows of the lists seen before are remembered and may be written after any screen (default: only
   * right after the list), so a user goes on writing while lists cannot be read.
   */
  rememberRows?: boolean;
  /** Thinking time between screens, ms (default 500–1,500). */
  thinkMs?: readonly [min: number, max: number];
}

/** mulberry32: a small seeded generator, so runs are comparable. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Screen {
  op: BenchOperation;
  variables: Record<string, unknown>;
  key: string;
}

/** A titled record a screen showed: what a user may rename. */
interface Row {
  databaseId: number;
  title: string;
}

interface Shown {
  served: boolean;
  errors: string[];
  upstream: number;
  notes?: AnswerNotes;
  /** Rows of the analyst's list or of the mobile list, to write to and to check writes against. */
  rows?: Row[];
}

const PROJECT_UPDATE = `mutation QuotaProjectTitle($id: ID!, $title: String!) {
  projectUpdate(id: $id, input: { title: $title }) { project { databaseId title } userErrors { message } }
}`;
const WORK_ORDER_UPDATE = `mutation QuotaWorkOrderTitle($id: ID!, $title: String!) {
  workOrderUpdate(id: $id, input: { title: $title }) { workOrder { databaseId title } userErrors { message } }
}`;
const WRITABLE: Record<string, WriteSample['kind']> = { AnalystProjects: 'project', MobileWorkOrders: 'workOrder' };
const LIST_OF: Record<WriteSample['kind'], string> = { project: 'AnalystProjects', workOrder: 'MobileWorkOrders' };
/** The REST list each writable screen starts with (bench/operations.ts builds the same paths). */
const LIST_PATH: Record<string, string> = {
  AnalystProjects: `/projects?${qs({ page: 1, page_size: 100 })}`,
  MobileWorkOrders: `/work-orders?${qs({ page: 1, page_size: 20 })}`,
};
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one user until `plan.until`; the screen in progress then is finished and counted. */
export async function runUser(plan: UserPlan, path: UserPath): Promise<UserTally> {
  const random = seeded(plan.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const tally: UserTally = { screens: [], writes: [], checked: 0, misses: 0, notShown: 0 };
  let last: Screen | undefined;
  let check: { op: string; id: number; title: string } | undefined;
  let writes = 0;
  const remembered = new Map<WriteSample['kind'], Row[]>();
  while (performance.now() < plan.until) {
    let screen: Screen;
    if (check) screen = screenOf(operations.find((o) => o.name === check!.op)!, plan, plan.accounts[0]);
    else if (last && plan.refresher && random() < plan.repeatChance) screen = last;
    else screen = screenOf(pick(operations), plan, pick(plan.accounts));
    const started = performance.now();
    const shown = await show(path, screen);
    const ms = performance.now() - started;
    tally.screens.push({
      op: screen.op.name,
      ms,
      repeat: last?.key === screen.key,
      served: shown.served,
      errors: shown.errors,
      upstream: shown.upstream,
      at: performance.now(),
      notes: shown.notes,
    });
    last = screen;
    if (check && check.op === screen.op.name) {
      const row = shown.rows?.find((r) => r.databaseId === check!.id);
      if (shown.rows) {
        tally.checked++;
        if (!row) tally.notShown++;
        else if (row.title !== check.title) tally.misses++;
      }
      check = undefined;
    }
    let kind: WriteSample['kind'] | undefined = WRITABLE[screen.op.name];
    let rows = kind ? shown.rows : undefined;
    if (plan.rememberRows) {
      if (kind && rows?.length) remembered.set(kind, rows);
      else if (remembered.size) [kind, rows] = pick([...remembered]);
    }
    if (kind && rows?.length && random() < plan.writeChance && performance.now() < plan.until) {
      const row = pick(rows);
      const title = `${row.title.replace(/ \[u\d+w\d+\]$/, '')} [u${plan.index}w${++writes}]`;
      const t = performance.now();
      const outcome = await write(path, kind, row.databaseId, title).then(
        (notes) => ({ ok: true, notes }),
        (error: Error & { notes?: AnswerNotes }) => ({ ok: false, error: error.message, notes: error.notes }),
      );
      tally.writes.push({ kind, ms: performance.now() - t, at: performance.now(), ...outcome });
      if (outcome.ok) check = { op: LIST_OF[kind], id: row.databaseId, title };
    }
    const [min, max] = plan.thinkMs ?? [500, 1500];
    const think = min + random() * (max - min);
    await sleep(Math.max(0, Math.min(think, plan.until - performance.now())));
  }
  return tally;
}

function screenOf(op: BenchOperation, plan: UserPlan, accountId: number): Screen {
  const inputs: BenchInputs = { now: plan.now, accountId };
  const variables = op.variables(inputs);
  return { op, variables, key: `${op.name} ${JSON.stringify(variables)}` };
}

async function show(path: UserPath, screen: Screen): Promise<Shown> {
  return path.kind === 'gateway' ? showThroughGateway(path, screen) : showDirect(path, screen);
}

interface GraphQLAnswer {
  data?: Record<string, { nodes?: Row[] } | null> | null;
  errors?: { message: string; extensions?: { code?: string; upstream?: { reason?: string; resetAt?: string } } }[];
  extensions?: {
    cost?: { upstreamRequests?: number; upstreamRemaining?: number };
    cache?: { staleSeconds?: number; refreshRefused?: string };
  };
}

function notesOf(answer: GraphQLAnswer): AnswerNotes {
  const daily = (answer.errors ?? []).filter((e) => e.extensions?.code === 'RATE_LIMITED' && e.extensions.upstream?.reason === 'daily_budget');
  return {
    staleSeconds: answer.extensions?.cache?.staleSeconds,
    refreshRefused: answer.extensions?.cache?.refreshRefused !== undefined,
    remaining: answer.extensions?.cost?.upstreamRemaining,
    dailyRefusals: daily.length,
    withoutResetAt: daily.filter((e) => typeof e.extensions?.upstream?.resetAt !== 'string').length,
  };
}

async function postGraphQL(path: Extract<UserPath, { kind: 'gateway' }>, origin: string, body: unknown): Promise<{ status: number; answer: GraphQLAnswer }> {
  const res = await path.dispatcher.request({
    origin,
    path: '/graphql',
    method: 'POST',
    headers: { ...path.headers, 'content-type': 'application/json', accept: 'application/json', 'x-api-key': path.apiKey },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  try {
    return { status: res.statusCode, answer: JSON.parse(text) as GraphQLAnswer };
  } catch {
    return { status: res.statusCode, answer: { errors: [{ message: text.slice(0, 200), extensions: { code: `HTTP_${res.statusCode}` } }] } };
  }
}

async function showThroughGateway(path: Extract<UserPath, { kind: 'gateway' }>, screen: Screen): Promise<Shown> {
  try {
    const { status, answer } = await postGraphQL(path, path.readOrigin, {
      query: screen.op.document,
      variables: screen.variables,
      operationName: screen.op.name,
    });
    const errors = (answer.errors ?? []).map((e) => e.extensions?.code ?? 'UNKNOWN');
    const list = answer.data?.projects ?? answer.data?.workOrders;
    return {
      served: status === 200 && !!answer.data && errors.length === 0,
      errors,
      upstream: answer.extensions?.cost?.upstreamRequests ?? 0,
      notes: notesOf(answer),
      rows: WRITABLE[screen.op.name] && list?.nodes ? list.nodes : undefined,
    };
  } catch (error) {
    return { served: false, errors: [`TRANSPORT_${(error as NodeJS.ErrnoException).code ?? 'ERROR'}`], upstream: 0 };
  }
}

async function showDirect(path: Extract<UserPath, { kind: 'direct' }>, screen: Screen): Promise<Shown> {
  // DirectClient sends each distinct path once per screen: reading the list first costs no extra call.
  const client = new DirectClient(path.dispatcher as never, path.origin, path.basePath, path.apiKey);
  const listPath = LIST_PATH[screen.op.name];
  try {
    const rows = listPath
      ? ((await client.one<Row[]>(listPath)) ?? []).map((r) => ({ databaseId: (r as unknown as { id: number }).id, title: r.title }))
      : undefined;
    await screen.op.direct(client, screen.variables);
    return { served: true, errors: [], upstream: client.tally.requests, rows };
  } catch (error) {
    const status = /: (\d{3}) on /.exec((error as Error).message)?.[1];
    return { served: false, errors: [status ? `HTTP_${status}` : 'TRANSPORT_ERROR'], upstream: client.tally.requests };
  }
}

/** Renames a record; rejects with a message (and, through the gateway, the answer's notes) when the write was refused. */
async function write(path: UserPath, kind: WriteSample['kind'], id: number, title: string): Promise<AnswerNotes | undefined> {
  if (path.kind === 'gateway') {
    const body =
      kind === 'project'
        ? { query: PROJECT_UPDATE, variables: { id: gid('Project', id), title } }
        : { query: WORK_ORDER_UPDATE, variables: { id: gid('WorkOrder', id), title } };
    // Writes go without the user's cache-control (a write is never served from the cache).
    const { status, answer } = await postGraphQL({ ...path, headers: withoutCacheControl(path.headers) }, path.writeOrigin, body);
    const payload = Object.values(answer.data ?? {})[0] as { userErrors?: { message: string }[] } | null | undefined;
    const problem = answer.errors?.[0]?.extensions?.code ?? answer.errors?.[0]?.message ?? payload?.userErrors?.[0]?.message;
    const notes = notesOf(answer);
    if (status !== 200 || !payload || problem) throw Object.assign(new Error(problem ?? `HTTP_${status}`), { notes });
    return notes;
  }
  if (kind === 'project') {
    await rest(path, 'PATCH', `/projects/${id}`, { title });
    return undefined;
  }
  await renameWorkOrderDirect(path, id, title);
  return undefined;
}

function withoutCacheControl(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const { 'cache-control': _dropped, ...rest } = headers;
  return rest;
}

interface WorkOrderRecord {
  project?: { id: number; uid?: number | null; stage?: string | null } | null;
  lineItems?: unknown[];
}

/**
 * What the gateway does for workOrderUpdate, as REST calls: REST addresses a work order through its
 * parent and does not say the parent's kind, so read the work order, verify the likely kind when
 * there is a doubt (as bench/operations.ts resolves parents), then PATCH under it.
 */
async function renameWorkOrderDirect(path: Extract<UserPath, { kind: 'direct' }>, id: number, title: string): Promise<void> {
  const workOrder = (await rest(path, 'GET', `/work-orders/${id}`)) as WorkOrderRecord;
  const parent = workOrder.project;
  if (!parent) throw new Error('work order without parent');
  const order = Array.isArray(workOrder.lineItems)
    ? ['accounts']
    : parent.stage
      ? ['projects', 'opportunities', 'accounts']
      : ['accounts', 'projects', 'opportunities'];
  for (const [i, kind] of order.entries()) {
    if (i < order.length - 1 && parent.uid != null) {
      const record = (await rest(path, 'GET', `/${kind}/${parent.id}?include_archived=true`, undefined, true)) as { uid?: number; number?: number } | null;
      if (!record || (kind === 'accounts' ? record.number : record.uid) !== parent.uid) continue;
    }
    await rest(path, 'PATCH', `/${kind}/${parent.id}/work-orders/${id}`, { title });
    return;
  }
  throw new Error('work order parent not found');
}

async function rest(path: Extract<UserPath, { kind: 'direct' }>, method: 'GET' | 'PATCH', rel: string, body?: unknown, nullOn404 = false): Promise<unknown> {
  const res = await path.dispatcher.request({
    origin: path.origin,
    path: path.basePath + rel,
    method,
    headers: { 'x-api-key': path.apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode === 404 && nullOn404) return null;
  if (res.statusCode >= 400) throw new Error(`HTTP_${res.statusCode}`);
  return JSON.parse(text);
}
