/**
 * `useOperationScope(deadlineMs)`: the upstream side of one query or mutation.
 * - Its whole-operation deadline (`GRAPHQL_OPERATION_DEADLINE_MS`) starts with execution: upstream calls
 *   still open then are abandoned and the operation answers with what it has.
 * - Whether it selects contacts, from its document: account reads ask for them only then.
 * - After each write, the fields that follow read records and lists again, not the loaders' copies.
 * - Once the result is in, the deadline stops and what the operation read is let go: the answers its
 *   identical GETs shared, and its loaders (`releaseReads`). Pothos files a request's loaders in a
 *   process-wide WeakMap under a key the context holds; entries of a key that lived long enough to be
 *   promoted survive young-generation collections, so a loader still holding records would promote them.
 * - Once the HTTP response of a whole answer has closed, the context lets go of the request and response
 *   (`releaseExchangeOnClose`): the loaders Pothos keeps close over the context.
 */
import { getOperationAST } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { forgetReads, releaseExchangeOnClose, releaseReads, type GatewayContext } from '../context.js';
import { liveArguments } from '../live-operation.js';
import { selectsContacts } from '../selects-contacts.js';

export function useOperationScope(deadlineMs: number): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      // Yoga's context object: the one resolvers see and the one whose loaders are let go.
      const context = args.contextValue;
      context.readsContacts = selectsContacts(args.document);
      context.upstream?.startDeadline(deadlineMs);
      context.upstream?.onWrite(() => forgetReads(context));
      // A mutation's reads (the record it changes, the parent it checks) are part of the write: the day's reserve is theirs too.
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') context.upstream?.spendAsWrite();
      return {
        onExecuteDone({ result }) {
          context.upstream?.end();
          releaseReads(context);
          // A whole answer (not a stream: a live query's, @defer's), of an operation that is not live: its exchange is let go when the response closes.
          if (!isAsyncIterable(result) && !liveArguments(args.document, args.operationName, args.variableValues)) releaseExchangeOnClose(context);
        },
      };
    },
    onSubscribe({ args }) {
      args.contextValue.readsContacts = selectsContacts(args.document);
    },
  };
}
