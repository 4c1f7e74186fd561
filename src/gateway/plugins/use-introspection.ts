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
 * Once valid, the same introspection is answered from memory (use-public-answers.ts).
 */
import { Kind, NoSchemaIntrospectionCustomRule, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { gatewayError, limitError } from '../../errors.js';

export function useIntrospection(enabled: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(enabled ? boundedIntrospection : forbidIntrospection);
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
