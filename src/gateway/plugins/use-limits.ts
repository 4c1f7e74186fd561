/**
 * Operation limits, all enforced before the first upstream call, one mechanism each:
 * - graphql-armor: aliases, tokens, directives, and field suggestions hidden in production;
 * - plugin-complexity (schema/builder.ts): depth, breadth and the cost in upstream requests;
 * - here: root fields, introspection switch, request body size, CSRF, the operation deadline, and the
 *   operation's cost reported in `extensions.cost` (and by the `rateLimit` query field).
 * Every rejection is `extensions.code: QUERY_TOO_COMPLEX` with `extensions.limit` naming the limit.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  Kind,
  getOperationAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { LimitsConfig } from '../../config.js';
import type { GatewayContext } from '../context.js';

/** What one operation costs, in upstream requests. */
export interface OperationCost {
  /** Estimated by plugin-complexity before execution (lists weighted by `first`); what the limit checks. */
  estimated: number | undefined;
  /** The limit the estimate is checked against (`GRAPHQL_MAX_COMPLEXITY`). */
  max: number;
}

const costs = new WeakMap<object, OperationCost>();

/** The cost of the operation running with this context (read by the `rateLimit` field). */
export function operationCost(context: object): OperationCost | undefined {
  return costs.get(context);
}

/** The one shape of a limit error. */
export function limitError(limit: string, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', limit, ...extra } });
}

/** Requests with these content types are "simple" in a browser (no CORS preflight), so they need a header too. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/** Any of these headers forces a preflight; `x-api-key` is sent by every real caller anyway. */
const PREFLIGHT_HEADERS = ['x-api-key', 'x-graphql-yoga-csrf', 'graphql-require-preflight', 'apollo-require-preflight'];

export function useLimits(limits: LimitsConfig): Plugin<GatewayContext> {
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
    // Depth and cost belong to plugin-complexity, priced in upstream requests (schema/builder.ts).
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
  });
  const rootFields = rootFieldsRule(limits.maxRootFields);

  return {
    onPluginInit({ addPlugin }) {
      addPlugin(armor as Plugin<GatewayContext>);
    },
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      checkCsrf(request);
      const declared = request.headers.get('content-length');
      if (declared !== null && Number(declared) > limits.maxBodyBytes) throw bodyTooLarge(limits.maxBodyBytes, request);
      if (!requestParser) return;
      // A Content-Encoding body is decoded by then (use-compression.ts): its declared length is the compressed one.
      const encoded = !/^(|identity|none)$/i.test(request.headers.get('content-encoding')?.trim() ?? '');
      // No declared length (chunked) or an encoded body: read at most the limit, then parse the bytes as usual.
      const capped = (declared === null || encoded) && request.body !== null;
      setRequestParser(async (req) => {
        let parse = req;
        if (capped) {
          const bytes = await readCapped(req, limits.maxBodyBytes);
          if (!bytes) throw bodyTooLarge(limits.maxBodyBytes, req);
          parse = new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, body: bytes as unknown as BodyInit });
        }
        try {
          return await requestParser(parse);
        } catch (error) {
          // Yoga's parsers throw plain errors on some malformed bodies (e.g. a multipart map that is not a map).
          if ((error as { name?: string })?.name === 'GraphQLError') throw error;
          throw createGraphQLError('The request body is not a well-formed GraphQL request (JSON, or a GraphQL multipart request)', {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(rootFields);
      if (!limits.introspection) addValidationRule(noIntrospection);
    },
    onExecute({ args }) {
      const context = args.contextValue;
      const cost: OperationCost = { estimated: estimateCost(args.document, args.operationName, args.schema, context, args.variableValues), max: limits.maxComplexity };
      costs.set(context, cost);
      context.upstream?.startDeadline(limits.operationDeadlineMs);
      return {
        onExecuteDone({ result, setResult }) {
          context.upstream?.endDeadline();
          if (!isSingle(result)) return;
          const upstream = context.upstream;
          const rate = upstream?.rateLimit();
          setResult({
            ...result,
            extensions: {
              ...result.extensions,
              cost: {
                estimated: cost.estimated ?? null,
                max: cost.max,
                upstreamRequests: upstream?.requestCount ?? 0,
                ...(rate ? { upstreamLimit: rate.limit, upstreamRemaining: rate.remaining } : {}),
              },
            },
          });
        },
      };
    },
  };
}

/** plugin-complexity's own pricing of the operation that runs; undefined when it cannot tell. */
function estimateCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  schema: Parameters<typeof complexityFromQuery>[1]['schema'],
  ctx: object,
  variables: Record<string, unknown> | null | undefined,
): number | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  try {
    return complexityFromQuery({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }, { schema, ctx, variables: variables ?? {} }).complexity;
  } catch {
    return undefined;
  }
}

/**
 * What graphql-js's NoSchemaIntrospectionCustomRule checks (the entry points `__schema` and `__type`),
 * by name only: its type checks use instanceof, which fails when tests load graphql's second build.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(createGraphQLError(`Introspection is disabled on this server ("${node.name.value}")`, { nodes: [node], extensions: { code: 'FORBIDDEN' } }));
    }
  },
});

/** Root fields of each operation, counted through fragments: each is at least one upstream call. */
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

/**
 * The rule of @graphql-yoga/plugin-csrf-prevention: a browser-"simple" request must carry a preflight
 * header. Kept here rather than that plugin because its error has no `extensions.code` (our closed set
 * needs FORBIDDEN) and does not name the headers that would be accepted.
 */
function checkCsrf(request: Request): void {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  const simple = type === undefined ? request.method === 'GET' : SIMPLE_CONTENT_TYPES.includes(type);
  if (!simple || PREFLIGHT_HEADERS.some((h) => request.headers.has(h))) return;
  throw createGraphQLError(`This request could be a cross-site request forgery: send it with one of the headers ${PREFLIGHT_HEADERS.join(', ')}`, {
    extensions: { code: 'FORBIDDEN', http: { status: 403 } },
  });
}

function bodyTooLarge(max: number, request: Request): GraphQLError {
  // An upload this large never reaches fileUpload's TOO_LARGE user error, so the hint travels here (FILE-2).
  const upload = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data');
  const hint = upload ? '; files over 6 MB are created from their URL with fileCreateFromUrl' : '';
  return createGraphQLError(`Request body too large (max ${max} bytes)${hint}`, {
    extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'bodyBytes', max, http: { status: 413 } },
  });
}

async function readCapped(request: Request, max: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function isSingle(result: unknown): result is ExecutionResult {
  return !!result && typeof result === 'object' && !(Symbol.asyncIterator in result);
}
