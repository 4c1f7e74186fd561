/**
 * `useRootFields(max)`: at most `GRAPHQL_MAX_ROOT_FIELDS` root fields per operation, counted through
 * fragments, since each is at least one upstream call.
 */
import { Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitError } from '../../errors.js';

export function useRootFields(max: number): Plugin {
  const rule = rootFieldsRule(max);
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

function rootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const keys = new Set<string>();
      const seen = new Set<string>();
      const walk = (set: SelectionSetNode) => {
        for (const s of set.selections) {
          if (s.kind === Kind.FIELD) keys.add((s.alias ?? s.name).value);
          else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
          else if (!seen.has(s.name.value)) {
            seen.add(s.name.value);
            const fragment = context.getFragment(s.name.value);
            if (fragment) walk(fragment.selectionSet);
          }
        }
      };
      walk(node.selectionSet);
      if (keys.size > max) {
        context.reportError(limitError('rootFields', `Root fields limit of ${max} exceeded, found ${keys.size}`, { max, value: keys.size }));
      }
    },
  });
}
