/**
 * `useFairExecution(scheduler)`: queries and mutations execute in the instance's bounded execution slots,
 * shared fairly between the users behind a key (src/gateway/fair-execution.ts), so that one user's burst
 * of operations cannot take the event loop from another user's single one.
 *
 * It wraps the executor the plugins before it chose (envelop's `executeFn` / `setExecuteFn`), so only the
 * execution itself holds a slot: an answer served whole from the cache (useAnswerCache stops execution
 * before this hook) never waits. The slot is given back when the result is complete (for @defer/@stream,
 * when the last part is delivered or the stream is closed), when execution throws, and when the client
 * goes away. A waiting operation whose client went away leaves the queue; one beyond the user's bound
 * is refused with `RATE_LIMITED`. Subscriptions' streams do not run through `execute` and hold no slot.
 * Time spent waiting counts toward the operation's deadline (GRAPHQL_OPERATION_DEADLINE_MS).
 */
import type { ExecutionArgs } from 'graphql';
import { finalAsyncIterator, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { gatewayError } from '../../errors.js';
import type { GatewayContext } from '../context.js';
import { ExecutionQueueFull, type FairExecution, type Release } from '../fair-execution.js';

export function useFairExecution(scheduler: FairExecution | undefined): Plugin<GatewayContext> {
  if (!scheduler) return {};
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as GatewayContext & { request?: Request };
      const signal = context.request?.signal;
      // A user of one key: different keys (companies) never share a queue, whatever their users' names.
      const user = `${context.upstream?.trustTag() ?? ''}|${context.user ?? ''}`;
      setExecuteFn(async (execution: ExecutionArgs) => {
        let release: Release;
        try {
          const slot = scheduler.acquire(user, signal);
          release = typeof slot === 'function' ? slot : await slot;
        } catch (error) {
          if (error instanceof ExecutionQueueFull) {
            return {
              errors: [
                gatewayError('RATE_LIMITED', `Too many operations of this user are waiting to run (${error.waiting}); retry when some have finished.`, {
                  extensions: { limit: 'executionQueuePerUser', max: scheduler.queuePerUser },
                }),
              ],
            };
          }
          // Its client went away while it waited: nobody reads this answer, and nothing ran.
          if (signal?.aborted) {
            return { errors: [gatewayError('UPSTREAM_UNAVAILABLE', 'The client went away before the operation ran', { extensions: { reason: 'cancelled' } })] };
          }
          throw error;
        }
        // The client went away while this runs: the slot goes to the next operation at once.
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
