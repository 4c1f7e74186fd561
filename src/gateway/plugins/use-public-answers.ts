/**
 * `usePublicAnswers(enabled)`: an operation of public fields only (schema introspection, `__typename`)
 * answers the same to everyone, so it runs once per document and variables and is then answered from
 * memory, its JSON written once: the standard introspection query costs ~200 ms of CPU and a 560 KB
 * answer, and anyone may send it (GRAPHQL_INTROSPECTION on), as often as they like.
 *
 * Registered after every plugin that adds to a result (useCost's `extensions.cost`): a plugin's
 * `setResultAndStopExecution` skips the `onExecute` hooks of the plugins after it.
 */
import { type DocumentNode, type ExecutionResult, print } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { publicAnswersTotal } from '../../metrics.js';
import { selectsOnlyPublicFields } from './use-auth-failure.js';

/**
 * Public answers kept, least recently used evicted first: the standard introspection answer is ~560 KB of
 * JSON, a few MB in memory. Keyed by the printed document, so comments and spacing do not make a new one.
 */
const PUBLIC_ANSWERS_KEPT = 8;

/** A public answer: its data, and that data as JSON, written once. */
interface PublicAnswer {
  data: NonNullable<ExecutionResult['data']>;
  json: string;
}

export function usePublicAnswers(enabled: boolean): Plugin {
  const answers = new LRUCache<string, PublicAnswer>({ max: PUBLIC_ANSWERS_KEPT });
  // Printed once per parsed document (Yoga's cache hands the same document to the same text): printing
  // on every request was ~20 µs of a `{ __typename }` request's ~450.
  const printed = new WeakMap<DocumentNode, string>();
  const printOnce = (document: DocumentNode) => {
    let text = printed.get(document);
    if (text === undefined) {
      text = print(document);
      printed.set(document, text);
    }
    return text;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!enabled || !selectsOnlyPublicFields(args.document, args.operationName)) return;
      const key = JSON.stringify([printOnce(args.document), args.operationName ?? null, args.variableValues ?? {}]);
      const known = answers.get(key);
      publicAnswersTotal.inc({ from: known ? 'memory' : 'executed' });
      // A new object each time, so what a later plugin adds to one answer (extensions) is not in the next.
      if (known) return setResultAndStopExecution({ data: known.data, stringify: stringifyWith(known) } as ExecutionResult);
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors?.length && result.data) answers.set(key, { data: result.data, json: JSON.stringify(result.data) });
        },
      };
    },
  };
}

/**
 * Yoga writes a result with its `stringify` when it has one: the kept JSON of the data (560 KB for the
 * standard introspection, ~30 ms to write again) and whatever else the result carries by then.
 */
function stringifyWith(answer: PublicAnswer) {
  return (result: ExecutionResult): string => {
    const { data, ...rest } = result as ExecutionResult & { stringify?: unknown };
    if (data !== answer.data) return JSON.stringify(result);
    const others = JSON.stringify(rest);
    return others === '{}' ? `{"data":${answer.json}}` : `{"data":${answer.json},${others.slice(1)}`;
  };
}
