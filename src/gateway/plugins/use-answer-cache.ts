/**
 * `useAnswerCache()`: whole answers from the cache, as fresh as a webhook. A query's answer is kept per
 * API key, document, operation and variables, filed under every record and list its upstream reads held
 * (the record-level tags of src/upstream/tags.ts), and served without executing until one of them is
 * invalidated by a write or a webhook (on any instance), or the shortest time to live among its reads
 * passes. Never kept: answers with errors, mutations, subscriptions, `Cache-Control: no-cache`
 * operations, key management (Basic auth), and anything read outside the shared cache's path.
 *
 * Not `@envelop/response-cache`: it files answers under GraphQL entities (`__typename` and `id` it adds
 * to every selection) and expires them by its own TTL rules, while what changes here is an upstream record
 * wherever it appears (a contact's project summaries, a work order's parent), which only the upstream
 * answers' tags name; driving it from them would keep a second store and a second invalidation path.
 */
import { createHash } from 'node:crypto';
import { type DocumentNode, getOperationAST, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { answerCacheTotal } from '../../metrics.js';
import { noteOnOperation } from '../../tracing.js';
import type { GatewayContext } from '../context.js';
import { liveArguments } from '../live-operation.js';

/** The printed text of each parsed document (Yoga hands the same DocumentNode for the same text). */
const printed = new WeakMap<DocumentNode, string>();

/** The key of an operation's answer: its document, operation name and variables (the API key's scope is added by the store). */
export function answerKey(document: DocumentNode, operationName: string | null | undefined, variables: unknown): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return createHash('sha256')
    .update(text)
    .update('\0')
    .update(operationName ?? '')
    .update('\0')
    .update(JSON.stringify(variables ?? {}))
    .digest('base64url');
}

/** Characters of kept answers whose data stays parsed (a few MB): the answers served lately. */
const PARSED_CHARS = 4_000_000;

export function useAnswerCache(enabled: boolean): Plugin<GatewayContext> {
  if (!enabled) return {};
  // The data of the answers served lately, by answer key, beside the kept text it was parsed from: a hit on the
  // same text hands out the same data again instead of parsing it (12% of a 14 KB screen's hit, profiled).
  // Answers are read, never changed, once out of the executor (use-public-answers shares its data the same way).
  const parsed = new Map<string, { text: string; data: Record<string, unknown> }>();
  let parsedChars = 0;
  const dataOf = (key: string, text: string): Record<string, unknown> => {
    const known = parsed.get(key);
    if (known) {
      parsed.delete(key);
      if (known.text === text) {
        parsed.set(key, known);
        return known.data;
      }
      parsedChars -= known.text.length;
    }
    const { data } = JSON.parse(text) as { data: Record<string, unknown> };
    parsed.set(key, { text, data });
    parsedChars += text.length;
    for (const [oldKey, old] of parsed) {
      if (parsedChars <= PARSED_CHARS) break;
      parsed.delete(oldKey);
      parsedChars -= old.text.length;
    }
    return data;
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const session = args.contextValue.upstream;
      if (!session) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      // A live query's answers are its own (use-live-queries.ts), each executed to learn what it read.
      if (liveArguments(args.document, args.operationName, args.variableValues)) return;
      const key = answerKey(args.document, args.operationName, args.variableValues);
      const kept = await session.keptAnswer(key);
      noteOnOperation('fieldgraph.answer_cache', kept === undefined ? 'miss' : 'hit');
      if (kept !== undefined) {
        answerCacheTotal.inc({ result: 'hit' });
        setResultAndStopExecution({ data: dataOf(key, kept), extensions: { cache: { answer: 'hit' } } });
        return;
      }
      session.collectReads();
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors?.length || !result.data) return;
          const kept = session.keepAnswer(key, JSON.stringify({ data: result.data }));
          answerCacheTotal.inc({ result: kept ? 'stored' : 'not_kept' });
        },
      };
    },
  };
}
