/**
 * `useLiveQueries()`: a query marked `@live` stays open and gets a new answer whenever a record or list
 * its last execution read is invalidated (a write through any instance, a webhook), over SSE, multipart
 * or graphql-ws. The first answer is executed like any query (limits, cost, caches). Each later one is a
 * whole execution again through Yoga's own pipeline (`getEnveloped`: a new context and upstream session,
 * the operation's deadline, masking), reading upstream only what was invalidated: the rest comes from the
 * shared cache. The bookkeeping (who watches what, throttling, sharing, caps) is src/live/store.ts.
 *
 * Not `@envelop/live-query`: its store collects what a query shows from the GraphQL result (`Type:id` of
 * each object with an id) and re-executes with the first execution's context, while what changes here is
 * an upstream record wherever it appears (a contact's project summaries, a work order's parent), known
 * only from the upstream answers' tags, and a re-execution needs a new upstream session.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type BulkheadPolicy, bulkhead } from 'cockatiel';
import { BREAK, type DocumentNode, type ExecutionResult, visit } from 'graphql';
import { isAsyncIterable, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Invalidations, Tag } from '../../invalidation/index.js';
import { type LiveRun, LiveQueryStore } from '../../live/store.js';
import { gatewayError } from '../../errors.js';
import { liveArguments } from '../live-operation.js';
import { liveQueriesOpen, liveUpdatesTotal } from '../../metrics.js';
import type { GatewayContext } from '../context.js';
import { answerKey } from './use-answer-cache.js';

export interface LiveQueriesOptions {
  invalidations: Invalidations;
  /** Least ms between two answers of one live query. */
  throttleMs: number;
  /** Live queries one key may hold open at once. */
  perKey: number;
}

/** The longest throttle a query may ask for, ms. */
const MAX_THROTTLE_MS = 3_600_000;

/**
 * Re-executions of one key's live queries running at once; the others wait their turn here. Each is an
 * operation of the key's users, and waits for an execution slot in their bounded queue
 * (EXECUTION_QUEUE_PER_USER): one change read by many distinct live queries of a key would fill that
 * queue, and the refusal would go out as their new answer.
 */
const RERUNS_AT_ONCE_PER_KEY = 4;
/** Waits before trying again a re-execution the queue refused all the same (the users' own operations fill it), ms; after the last, the previous answer stays. */
const QUEUE_FULL_RETRY_MS = [50, 100, 200, 400, 800];

/** An answer refused because the users' execution queue was full: nothing ran. */
function queueFull(result: ExecutionResult): boolean {
  return result.errors?.some((e) => e.extensions?.limit === 'executionQueuePerUser') ?? false;
}

function usesIncrementalDelivery(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'defer' && node.name.value !== 'stream') return;
      found = true;
      return BREAK;
    },
  });
  return found;
}

const NOT_STREAMABLE = 'Answered once: to keep a live query open, ask for a stream of answers (Accept: text/event-stream or multipart/mixed, or a WebSocket).';

/** Whether the client reads a stream of answers: graphql-ws, or an HTTP request that accepts one. */
function streamable(context: GatewayContext): boolean {
  const { socket, request } = context as GatewayContext & { socket?: unknown; request?: Request };
  if (socket !== undefined) return true;
  return /text\/event-stream|multipart\/mixed|\*\/\*/i.test(request?.headers.get('accept') ?? '');
}

/** An answer after which the live query ends: the caller's key stopped working. */
function keyRefused(result: ExecutionResult): boolean {
  return result.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

/** Errors no later answer can undo (the query is over a limit, an input is wrong, the key may not): such a first answer is sent once. */
const REFUSALS = new Set(['QUERY_TOO_COMPLEX', 'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED']);
function refused(result: ExecutionResult): boolean {
  return result.errors?.some((e) => REFUSALS.has(e.extensions?.code as string)) ?? false;
}

/** The answer as a client compares it: data and errors (extensions such as the cost differ run to run). */
function answerText(result: ExecutionResult): string {
  return JSON.stringify([result.data, result.errors?.map((e) => [e.message, e.path, e.extensions?.code])]);
}

export function useLiveQueries(options: LiveQueriesOptions): Plugin<GatewayContext> {
  const { invalidations } = options;
  const store = new LiveQueryStore<ExecutionResult>({
    perKey: options.perKey,
    subscribe: (listener) => invalidations.subscribe(listener),
    isFresh: (tags, readAt) => invalidations.isFresh(tags, readAt),
    now: () => invalidations.now(),
    onRun: (sent) => liveUpdatesTotal.inc({ result: sent > 0 ? 'sent' : 'unchanged' }),
    onOpen: (open) => liveQueriesOpen.set(open),
    onError: () => liveUpdatesTotal.inc({ result: 'failed' }),
  });
  let yoga: YogaServerInstance<Record<string, never>, GatewayContext> | undefined;
  /** Re-executions' contexts, each with where its reads are noted. */
  const reruns = new WeakMap<object, { tags: ReadonlySet<Tag> | undefined }>();
  /** Each key's re-executions in turn (cockatiel's bulkhead; an entry never runs two at once, so at most one waits per entry). */
  const turns = new Map<string, { policy: BulkheadPolicy; pending: number }>();
  const inTurn = async <T>(scope: string, run: () => Promise<T>): Promise<T> => {
    let turn = turns.get(scope);
    if (!turn) {
      turn = { policy: bulkhead(RERUNS_AT_ONCE_PER_KEY, Number.POSITIVE_INFINITY), pending: 0 };
      turns.set(scope, turn);
    }
    turn.pending++;
    try {
      return await turn.policy.execute(run);
    } finally {
      if (--turn.pending === 0) turns.delete(scope);
    }
  };

  return {
    onYogaInit({ yoga: instance }) {
      yoga = instance as never;
    },
    onExecute({ args, setResultAndStopExecution }) {
      const live = liveArguments(args.document, args.operationName, args.variableValues);
      const context = args.contextValue;
      const session = context.upstream;
      if (!live || !session) return;
      if (usesIncrementalDelivery(args.document)) {
        setResultAndStopExecution({
          errors: [gatewayError('BAD_USER_INPUT', 'A live query cannot use @defer or @stream: each of its answers is whole.')],
        });
        return;
      }
      const startedAt = invalidations.now();
      session.collectReads();
      const rerun = reruns.get(context);
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          if (rerun) {
            rerun.tags = session.readTags();
            return;
          }
          // A refused query (over a limit, a wrong input, a key the upstream refused) gets its answer once.
          if (!yoga || refused(result)) return;
          if (!streamable(context)) {
            setResult(Object.assign({}, result, { extensions: Object.assign({}, result.extensions, { live: { open: false, hint: NOT_STREAMABLE } }) }));
            return;
          }
          const throttleMs = Math.min(Math.max(options.throttleMs, live.throttle ?? 0), MAX_THROTTLE_MS);
          const scope = session.trustTag();
          const again = reexecution(yoga, args, reruns, (run) => inTurn(scope, run));
          const opened = store.open({
            entryKey: `${session.trustTag()}|${throttleMs}|${answerKey(args.document, args.operationName, args.variableValues)}`,
            scope: session.trustTag(),
            keyTag: session.trustTag(),
            throttleMs,
            first: { result, tags: session.readTags() },
            startedAt,
            run: again.run,
            text: answerText,
            stop: again.stop,
          });
          if ('refused' in opened) {
            again.stop();
            setResult({
              errors: [
                gatewayError('RATE_LIMITED', `At most ${options.perKey} live queries may be open at once for one API key; close one before opening another.`),
              ],
            });
            return;
          }
          // An SSE client that goes away ends its live query now, not at the next answer.
          context.events.onClientGone(() => void opened.stream.return());
          setResult(opened.stream);
        },
      };
    },
    onDispose() {
      store.close();
    },
  };
}

/**
 * How an entry executes its query again: through Yoga's pipeline with a new context built from a copy of
 * the first request's headers (not its body or signal, which belong to that client's connection).
 */
function reexecution(
  yoga: YogaServerInstance<Record<string, never>, GatewayContext>,
  args: { document: DocumentNode; operationName?: string | null; variableValues?: unknown; contextValue: GatewayContext },
  reruns: WeakMap<object, { tags: ReadonlySet<Tag> | undefined }>,
  inTurn: (run: () => Promise<LiveRun<ExecutionResult>>) => Promise<LiveRun<ExecutionResult>>,
): { run(): Promise<LiveRun<ExecutionResult>>; stop(): void } {
  const first = args.contextValue as GatewayContext & { request: Request; req?: { socket?: { remoteAddress?: string } }; params?: unknown };
  const headers = new Headers(first.request.headers);
  // Later answers read the shared cache: only what changed goes upstream.
  headers.delete('cache-control');
  const stopped = new AbortController();
  // Only these are kept: the first request's context (its session, its loaders) is let go.
  const url = first.request.url;
  const remoteAddress = first.req?.socket?.remoteAddress;
  const params = first.params;
  const { document, operationName } = args;
  const variableValues = args.variableValues as Record<string, unknown> | undefined;
  const once = async (): Promise<LiveRun<ExecutionResult>> => {
    const enveloped = yoga.getEnveloped({
      request: new Request(url, { headers, signal: stopped.signal }),
      req: { socket: { remoteAddress } },
      params,
    } as never);
    const contextValue = (await enveloped.contextFactory()) as unknown as GatewayContext;
    const noted: { tags: ReadonlySet<Tag> | undefined } = { tags: undefined };
    reruns.set(contextValue, noted);
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      operationName,
      variableValues,
      contextValue,
    })) as ExecutionResult;
    return { result, tags: noted.tags, final: keyRefused(result) };
  };
  return {
    run: () =>
      inTurn(async () => {
        for (const wait of QUEUE_FULL_RETRY_MS) {
          const outcome = await once();
          if (!queueFull(outcome.result)) return outcome;
          await sleep(wait, undefined, { signal: stopped.signal });
        }
        const outcome = await once();
        if (queueFull(outcome.result)) throw new Error('the users’ execution queue stayed full: the live query keeps its previous answer');
        return outcome;
      }),
    stop: () => stopped.abort(),
  };
}
