/**
 * `useFairExecution(scheduler, options)`: GraphQL requests hold one of the instance's slots, shared fairly
 * between the users behind a key (src/gateway/fair-execution.ts), so that one user's burst cannot take the
 * event loop from another user's single screen.
 *
 * Over HTTP the slot is taken before anything reads the request's body (Yoga's request handler, wrapped from
 * `onRequest`) and given back when the answer is ready: what a request costs outside execution (its body,
 * parse, validation, the cache lookups, serializing the answer) waits its turn too. A waiting request costs
 * only its parsed headers. A streamed answer (@defer/@stream) holds it until its last part; a subscription's
 * stream, which does not execute, gives it back when the stream starts. Operations that arrive another way
 * (graphql-ws, the single-connection SSE route, a live query's re-run) take their slot around execution.
 * The slot is given back when the client goes away; a waiting request whose client went away leaves the
 * queue; one beyond the user's bound is refused with `RATE_LIMITED` (HTTP 429). Waiting does not count toward
 * the operation's deadline, which starts with execution.
 */
import type { ExecutionArgs } from 'graphql';
import { finalAsyncIterator, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { gatewayError } from '../../errors.js';
import { executionQueueRefusedTotal, watchExecutionSlots } from '../../metrics.js';
import { hashKey } from '../../upstream/pacer.js';
import { keyTag } from '../../upstream/tags.js';
import { userOf, type GatewayContext } from '../context.js';
import { ExecutionQueueFull, type FairExecution, type Release } from '../fair-execution.js';

export interface FairExecutionPluginOptions {
  /** The GraphQL endpoint's path: requests to it are admitted before their body is read. */
  endpoint: string;
  /** The header naming the user behind a request (UPSTREAM_FAIRNESS_HEADER), else the client address. */
  userHeader: string | undefined;
}

/** A request's slot, taken before Yoga read it. */
interface Admission {
  release: Release;
  /** Its answer streams (@defer/@stream): the stream's end gives the slot back, not the handler's return. */
  streaming: boolean;
}

/** A user of one key: different keys (companies) never share a queue, whatever their users' names. */
const queueOf = (trustTag: string, user: string) => `${trustTag}|${user}`;

const queueFullMessage = (waiting: number) => `Too many operations of this user are waiting to run (${waiting}); retry when some have finished.`;

export function useFairExecution(scheduler: FairExecution | undefined, options: FairExecutionPluginOptions): Plugin<GatewayContext> {
  if (!scheduler) return {};
  const admitted = new WeakMap<Request, Admission>();
  watchExecutionSlots(() => scheduler.stats());

  const refusal = (error: ExecutionQueueFull) => {
    executionQueueRefusedTotal.inc();
    return {
      message: queueFullMessage(error.waiting),
      extensions: { limit: 'executionQueuePerUser', max: scheduler.queuePerUser },
    };
  };

  return {
    onRequest({ request, url, serverContext, fetchAPI, requestHandler, setRequestHandler }) {
      if (url.pathname !== options.endpoint) return;
      const node = serverContext as { req?: { socket?: { remoteAddress?: string } } };
      const user = queueOf(keyTag(hashKey(request.headers.get('x-api-key') ?? '')), userOf(request, node.req, options.userHeader));
      setRequestHandler(async (req, context) => {
        let release: Release;
        try {
          const slot = scheduler.acquire(user, req.signal);
          release = typeof slot === 'function' ? slot : await slot;
        } catch (error) {
          if (error instanceof ExecutionQueueFull) {
            const { message, extensions } = refusal(error);
            return fetchAPI.Response.json(
              { errors: [{ message, extensions: { code: 'RATE_LIMITED', ...extensions } }] },
              { status: 429, headers: { 'retry-after': '1' } },
            );
          }
          // Its client went away while it waited: nobody reads this answer, and nothing ran.
          if (req.signal.aborted) return new fetchAPI.Response(null, { status: 499 });
          throw error;
        }
        const admission: Admission = { release, streaming: false };
        admitted.set(req, admission);
        // The client went away while this runs: the slot goes to the next request at once.
        req.signal.addEventListener('abort', release, { once: true });
        try {
          return await requestHandler(req, context);
        } finally {
          if (!admission.streaming) {
            req.signal.removeEventListener('abort', release);
            release();
          }
        }
      });
    },

    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as GatewayContext & { request?: Request };
      const signal = context.request?.signal;
      const admission = context.request ? admitted.get(context.request) : undefined;
      if (admission) {
        // Admitted with its request: a streamed answer keeps the slot until its last part.
        setExecuteFn(async (execution: ExecutionArgs) => {
          const result = await executeFn(execution);
          if (!isAsyncIterable(result)) return result;
          admission.streaming = true;
          return finalAsyncIterator(result, () => {
            signal?.removeEventListener('abort', admission.release);
            admission.release();
          });
        });
        return;
      }
      const user = queueOf(context.upstream?.trustTag() ?? '', context.user ?? '');
      setExecuteFn(async (execution: ExecutionArgs) => {
        let release: Release;
        try {
          const slot = scheduler.acquire(user, signal);
          release = typeof slot === 'function' ? slot : await slot;
        } catch (error) {
          if (error instanceof ExecutionQueueFull) {
            const { message, extensions } = refusal(error);
            return { errors: [gatewayError('RATE_LIMITED', message, { extensions })] };
          }
          // Its client went away while it waited: nobody reads this answer, and nothing ran.
          if (signal?.aborted) {
            return { errors: [gatewayError('UPSTREAM_UNAVAILABLE', 'The client went away before the operation ran', { extensions: { reason: 'cancelled' } })] };
          }
          throw error;
        }
        signal?.addEventListener('abort', release, { once: true });
        const done = () => {
          signal?.removeEventListener('abort', release);
          release();
        };
        try {
          const result = await executeFn(execution);
          if (isAsyncIterable(result)) return finalAsyncIterator(result, done);
          done();
          return result;
        } catch (error) {
          done();
          throw error;
        }
      });
    },
  };
}
