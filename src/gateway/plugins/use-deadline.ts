/**
 * `useDeadline(ms)`: the whole-operation deadline of a query or mutation
 * (`GRAPHQL_OPERATION_DEADLINE_MS`): upstream calls still open then are abandoned and the operation
 * answers with what it has.
 */
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

export function useDeadline(ms: number): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const upstream = args.contextValue.upstream;
      upstream?.startDeadline(ms);
      return {
        onExecuteDone() {
          upstream?.endDeadline();
        },
      };
    },
  };
}
