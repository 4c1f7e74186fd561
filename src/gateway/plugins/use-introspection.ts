/**
 * `useIntrospection(enabled)`: with `GRAPHQL_INTROSPECTION` off, `__schema` and `__type` are refused
 * (graphql-js's NoSchemaIntrospectionCustomRule, answered as FORBIDDEN); `__typename` always works.
 */
import { NoSchemaIntrospectionCustomRule, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { gatewayError } from '../../errors.js';

export function useIntrospection(enabled: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      if (!enabled) addValidationRule(forbidIntrospection);
    },
  };
}

/** graphql-js's rule, its reports re-coded FORBIDDEN (it gives none). */
const forbidIntrospection: ValidationRule = (context) => {
  const recoded = Object.create(context) as ValidationContext;
  recoded.reportError = (error) => context.reportError(gatewayError('FORBIDDEN', error.message, { nodes: error.nodes }));
  return NoSchemaIntrospectionCustomRule(recoded);
};
