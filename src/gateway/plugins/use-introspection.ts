/**
 * `useIntrospection(enabled)`: schema introspection (`__schema`, `__type`), public when
 * `GRAPHQL_INTROSPECTION` is on (GraphiQL and code generators ask for it before any key is typed), so
 * its answer is bounded by its shape rather than by a key:
 * - no aliases inside an introspection selection, so nothing is selected twice (`a: __schema … b: __schema`);
 * - a type reached from another type (a field's, argument's or input field's `type`, `ofType`,
 *   `interfaces`, `possibleTypes`) is a reference: its `fields`, `inputFields`, `enumValues`,
 *   `interfaces` and `possibleTypes` cannot be selected, so the answer is at most one pass over the
 *   schema (the standard introspection query, GraphiQL's, has exactly that shape).
 * Beyond, QUERY_TOO_COMPLEX with `limit: introspection`, at validation. With introspection off,
 * `__schema` and `__type` are refused (graphql-js's NoSchemaIntrospectionCustomRule, as FORBIDDEN);
 * `__typename` always works.
 *
 * An operation of public fields only answers the same to everyone, so it runs once per document and
 * variables and is then answered from memory: the standard introspection query costs ~200 ms of CPU
 * for a 560 KB answer, and anyone may send it, as often as they like.
 */
import {
  type ExecutionResult,
  Kind,
  NoSchemaIntrospectionCustomRule,
  print,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { gatewayError, limitError } from '../../errors.js';
import { publicAnswersTotal } from '../../metrics.js';
import { selectsOnlyPublicFields } from './use-auth-failure.js';

/**
 * Public answers kept, least recently used evicted first: the standard introspection answer is ~560 KB of
 * JSON, a few MB in memory. Keyed by the printed document, so comments and spacing do not make a new one.
 */
const PUBLIC_ANSWERS_KEPT = 8;

export function useIntrospection(enabled: boolean): Plugin {
  const answers = new LRUCache<string, ExecutionResult>({ max: PUBLIC_ANSWERS_KEPT });
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(enabled ? boundedIntrospection : forbidIntrospection);
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (!enabled || !selectsOnlyPublicFields(args.document, args.operationName)) return;
      const key = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? {}]);
      const known = answers.get(key);
      // A new object each time, so what a later plugin adds to one answer (extensions) is not in the next.
      publicAnswersTotal.inc({ from: known ? 'memory' : 'executed' });
      if (known) return setResultAndStopExecution({ data: known.data });
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors?.length && result.data) answers.set(key, { data: result.data });
        },
      };
    },
  };
}

/** graphql-js's rule, its reports re-coded FORBIDDEN (it gives none). */
const forbidIntrospection: ValidationRule = (context) => {
  const recoded = Object.create(context) as ValidationContext;
  recoded.reportError = (error) => context.reportError(gatewayError('FORBIDDEN', error.message, { nodes: error.nodes }));
  return NoSchemaIntrospectionCustomRule(recoded);
};

/** Where a selection sits in the introspection types: what each field leads to. */
type Position = 'schema' | 'type' | 'typeRef' | 'field' | 'inputValue' | 'directive' | 'leaf';
const NEXT: Record<Position, Record<string, Position>> = {
  schema: { types: 'type', queryType: 'type', mutationType: 'type', subscriptionType: 'type', directives: 'directive' },
  type: { fields: 'field', inputFields: 'inputValue', enumValues: 'leaf', interfaces: 'typeRef', possibleTypes: 'typeRef', ofType: 'typeRef' },
  typeRef: { ofType: 'typeRef' },
  field: { args: 'inputValue', type: 'typeRef' },
  inputValue: { type: 'typeRef' },
  directive: { args: 'inputValue' },
  leaf: {},
};
/** The list fields of `__Type` that expand a type; not on a reference. */
const EXPANSIONS = new Set(['fields', 'inputFields', 'enumValues', 'interfaces', 'possibleTypes']);

const boundedIntrospection: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    let refused = false;
    const report = (why: string) => {
      refused = true;
      context.reportError(limitError('introspection', `Introspection ${why}; ask for the schema as the standard introspection query does`));
    };
    const fragmentsSeen = new Set<string>();
    // Fragments are followed once per position, which is enough to find every misuse (and ends on cycles).
    const walk = (set: SelectionSetNode, at: Position | 'root') => {
      for (const s of set.selections) {
        if (refused) return;
        if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, at);
        else if (s.kind === Kind.FRAGMENT_SPREAD) {
          const key = `${s.name.value}@${at}`;
          const fragment = context.getFragment(s.name.value);
          if (fragment && !fragmentsSeen.has(key)) {
            fragmentsSeen.add(key);
            walk(fragment.selectionSet, at);
          }
        } else if (s.name.value !== '__typename') {
          const next = at === 'root' ? ({ __schema: 'schema', __type: 'type' } as Record<string, Position>)[s.name.value] : (NEXT[at][s.name.value] ?? 'leaf');
          if (!next) continue; // a field of the root type: not introspection
          if (s.alias) return report(`selections cannot be aliased ("${s.alias.value}: ${s.name.value}")`);
          if (at === 'typeRef' && EXPANSIONS.has(s.name.value)) {
            return report(`cannot expand a type reached from another type ("${s.name.value}" of a field's type, an interface or a possible type)`);
          }
          if (s.selectionSet) walk(s.selectionSet, next);
        }
      }
    };
    walk(operation.selectionSet, 'root');
  },
});
