/**
 * `useArmor(limits)`: graphql-armor's aliases, tokens and directives limits, and field suggestions
 * hidden when `GRAPHQL_FIELD_SUGGESTIONS` is off. Depth, breadth and cost belong to useCost, priced in
 * upstream requests, so armor's own are off.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { LimitsConfig } from '../../config.js';
import { limitError } from '../../errors.js';

export function useArmor(limits: LimitsConfig): Plugin {
  // armor reports "Syntax Error: …" without a code; its onReject lets us throw ours instead.
  const reject = (limit: string, max: number) => [
    (_: unknown, error: GraphQLError) => {
      throw limitError(limit, error.message.replace(/^Syntax Error: /, ''), { max });
    },
  ];
  const armor = EnvelopArmorPlugin({
    maxAliases: { n: limits.maxAliases, onReject: reject('aliases', limits.maxAliases) },
    maxTokens: { n: limits.maxTokens, onReject: reject('tokens', limits.maxTokens) },
    maxDirectives: { n: limits.maxDirectives, onReject: reject('directives', limits.maxDirectives) },
    blockFieldSuggestion: { enabled: !limits.fieldSuggestions },
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
  });
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(armor as Plugin);
    },
  };
}
