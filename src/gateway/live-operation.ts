/** Whether an operation is a live query, read once per execution by the plugins that treat it apart. */
import { type DocumentNode, getDirectiveValues, getOperationAST } from 'graphql';
import { LiveDirective } from '../schema/directives.js';

/** `@live`'s arguments when the operation is a live query (its `if` true), else undefined. */
export function liveArguments(document: DocumentNode, operationName: string | null | undefined, variables: unknown): { throttle?: number } | undefined {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query' || !operation.directives?.some((d) => d.name.value === 'live')) return undefined;
  const values = getDirectiveValues(LiveDirective, operation, (variables ?? {}) as Record<string, unknown>);
  return values?.if === false ? undefined : { throttle: values?.throttle as number | undefined };
}
