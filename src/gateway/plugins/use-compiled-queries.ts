/**
 * `useCompiledQueries()`: a query sent again runs as JavaScript compiled from its document by graphql-jit,
 * instead of the standard executor's per-field dispatch through the schema. With 16 operations in flight
 * that took about 10% off the gateway's CPU per screen, measured side by side with the standard executor.
 *
 * Compiled on a document's second run, and kept for at most COMPILED_KEPT operations, least recently used
 * first: compiling costs 1–6 ms for the benchmark's screens, and up to ~50 ms and ~600 KB for a small
 * document that reaches many types (`nodes` on each of 15 aliases), so a one-off document is never
 * compiled and the compiled code held is bounded. Kept per document and operation name (envelop's own
 * graphql-jit plugin keys by document only, which runs the wrong operation of a document that has several).
 *
 * Only what runs the same as with the standard executor is compiled; everything else takes the standard one:
 * - queries: mutations (run one after another) and subscriptions keep the standard executor;
 * - a query that was priced (useCost, registered before this plugin, refuses one over a limit before it
 *   gets here): nothing oversized is compiled, and a query it could not price runs the standard way;
 * - variables that coerce, and no variable defaults: graphql-jit words a refused variable its own way,
 *   without the scalar's message that names the field, and passes a default through JSON (a DateTime
 *   default would reach its resolver as a string);
 * - no alias named `__proto__` (graphql-jit writes objects as literals, where that name sets the prototype),
 *   and no fragment spread twice with @skip/@include on a spread (graphql-jit reads it at its first spread);
 * - an answer it can put in the document's order (document-order.ts): a fragment under an interface or
 *   union field comes with `__typename` there.
 *
 * The standard executor is graphql-js's own `execute` (and `subscribe`, for each event of a subscription):
 * Yoga's default (@graphql-tools/executor) writes an object's fields in the order their values resolve, not
 * the document's (pothos#1511). Yoga's executor makes
 * a leaf's serialize error a plain error (masked as unexpected), which graphql-js does not: done here too.
 *
 * Three differences remain, and are undone here, before Yoga masks the errors:
 * - graphql-jit writes the fields of a fragment after the fields around it: put back in the document's order;
 * - graphql-jit's errors carry their locations but not the document's nodes (asStandardErrors);
 * - when a leaf's value cannot be serialized (an upstream number out of range, a value nested too deep),
 *   graphql-jit keeps the thrown error's message but not the error: the leaf serializers given to the
 *   compiler remember each such error by its message, and the result's error gets it back. An error no
 *   longer remembered is masked as unexpected, as the standard executor masks a serializer's error.
 */
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';
import {
  execute as standardExecute,
  subscribe as standardSubscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type DocumentNode,
  type FieldNode,
  getLocation,
  visit,
  BREAK,
  Kind,
  GraphQLError,
  type GraphQLSchema,
  isScalarType,
  getOperationAST,
  locatedError,
  OperationTypeNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context.js';
import { executionsTotal } from '../../metrics.js';
import { type IncrementalPayload, inDocumentOrder, incrementalInDocumentOrder, orderable, orderPlan, type OrderPlan } from './document-order.js';

/** Documents that use @defer or @stream (graphql-js 16's executor and graphql-jit deliver neither). */
const incremental = new WeakMap<DocumentNode, boolean>();
function isIncremental(document: DocumentNode): boolean {
  let found = incremental.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Directive(node) {
        if (node.name.value === 'defer' || node.name.value === 'stream') {
          found = true;
          return BREAK;
        }
      },
    });
    incremental.set(document, found);
  }
  return found;
}

/** A compiled operation, and how to put its answers in the document's order (none needed without fragments). */
interface Compiled {
  query: CompiledQuery;
  plan: OrderPlan | undefined;
}

/** Serialize errors remembered by message until the result that carries them is written (a few per operation at most). */
const SERIALIZE_CAUSES_KEPT = 256;
/** Compiled operations kept (a screen's compiled code is tens of KB, a pathological one ~600 KB). */
const COMPILED_KEPT = 100;
/** The run of a document and operation that compiles it: the first runs the standard way. */
const COMPILE_ON_RUN = 2;

export function useCompiledQueries(schema: GraphQLSchema, enabled: boolean): Plugin<GatewayContext> {
  const executions = { compiled: executionsTotal.labels('compiled'), standard: executionsTotal.labels('standard') };
  const causes = new LRUCache<string, Error>({ max: SERIALIZE_CAUSES_KEPT });
  const customSerializers: Record<string, (value: unknown) => unknown> = {};
  // Only a scalar's error can be more than a masked one (an UpstreamError); an enum's is a GraphQLError.
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type)) continue;
    customSerializers[type.name] = (value) => {
      try {
        return type.serialize(value);
      } catch (e) {
        // A GraphQLError from a serializer is masked anyway (asStandardErrors): only other errors are worth keeping.
        if (e instanceof Error && !(e instanceof GraphQLError)) causes.set(e.message, e);
        throw e;
      }
    };
  }
  const options = { customSerializers, disablingCapturingStackErrors: true };
  /** Per document, per operation name: how often it ran, until compiled. */
  const seen = new WeakMap<DocumentNode, Map<string, number>>();
  const compiledQueries = new LRUCache<DocumentNode, Map<string, Compiled>>({ max: COMPILED_KEPT });
  /** Documents whose compiled answers can be put in the document's order (document-order.ts). */
  const orderables = new WeakMap<DocumentNode, boolean>();
  const isOrderable = (document: DocumentNode) => {
    let ok = orderables.get(document);
    if (ok === undefined) {
      ok = orderable(schema, document);
      orderables.set(document, ok);
    }
    return ok;
  };

  /** The compiled query for this execution, compiling it on its second run; undefined: the standard executor. */
  const compiledFor = (args: ExecutionArgs & { contextValue: GatewayContext }): Compiled | undefined => {
    if (!enabled) return undefined;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== OperationTypeNode.QUERY || args.contextValue.cost.estimated === undefined) return undefined;
    if (!compilesAlike(args.document) || !isOrderable(args.document)) return undefined;
    const variables = operation.variableDefinitions ?? [];
    if (variables.some((v) => v.defaultValue)) return undefined;
    if (variables.length && getVariableValues(args.schema, variables, args.variableValues ?? {}, { maxErrors: 1 }).errors) return undefined;
    const name = args.operationName ?? '';
    const known = compiledQueries.get(args.document)?.get(name);
    if (known) return known;
    const runs = seen.get(args.document) ?? new Map<string, number>();
    seen.set(args.document, runs);
    const run = (runs.get(name) ?? 0) + 1;
    runs.set(name, run);
    if (run < COMPILE_ON_RUN) return undefined;
    const query = compileQuery(args.schema, args.document, args.operationName ?? undefined, options);
    if (!isCompiledQuery(query)) return undefined;
    const compiled = { query, plan: orderPlan(args.document, operation) };
    const byName = compiledQueries.get(args.document) ?? new Map<string, Compiled>();
    byName.set(name, compiled);
    compiledQueries.set(args.document, byName);
    return compiled;
  };

  return {
    // Subscriptions too: each event is executed by graphql-js, in the document's order.
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(standardSubscribe);
      return {
        onSubscribeResult() {
          return {
            onNext({ result, setResult }) {
              if (result.errors?.length) setResult(serializeErrorsUnexpected(result));
            },
          };
        },
      };
    },
    onExecute({ args, setExecuteFn }) {
      // @defer and @stream: Yoga's own executor, the one that delivers answers incrementally; each part is
      // put in the document's order (that executor writes fields as they resolve).
      if (isIncremental(args.document)) {
        executions.standard.inc();
        const operation = getOperationAST(args.document, args.operationName);
        if (!operation) return;
        const variables = (args.variableValues ?? {}) as Record<string, unknown>;
        const order = (result: IncrementalPayload) => incrementalInDocumentOrder(args.schema, args.document, operation, variables, result);
        return {
          onExecuteDone({ result, setResult }) {
            if (!isAsyncIterable(result)) {
              setResult(order(result as IncrementalPayload) as ExecutionResult);
              return;
            }
            return {
              onNext({ result: part, setResult: setPart }) {
                setPart(order(part as IncrementalPayload) as ExecutionResult);
              },
            };
          },
        };
      }
      const compiled = compiledFor(args);
      if (!compiled) {
        executions.standard.inc();
        // graphql-js's own executor, not Yoga's default (@graphql-tools/executor), which writes an object's
        // async fields in the order they resolve (pothos#1511): graphql-js keeps the document's order.
        setExecuteFn(standardExecute);
        return {
          onExecuteDone({ result, setResult }) {
            if (!isAsyncIterable(result) && result.errors?.length) setResult(serializeErrorsUnexpected(result));
          },
        };
      }
      executions.compiled.inc();
      setExecuteFn((execution) => compiled.query.query(execution.rootValue, execution.contextValue, execution.variableValues) as ExecutionResult);
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          let standard = result;
          if (compiled.plan && result.data) {
            const definitions = compiled.plan.operation.variableDefinitions ?? [];
            const variables = definitions.length ? (getVariableValues(args.schema, definitions, args.variableValues ?? {}).coerced ?? {}) : {};
            standard = Object.assign({}, standard, { data: inDocumentOrder(args.schema, compiled.plan, variables, result.data) });
          }
          if (result.errors?.length) standard = asStandardErrors(standard, args.document, causes);
          if (standard !== result) setResult(standard);
        },
      };
    },
  };
}

/**
 * A leaf's serialize error as Yoga's executor words it: the GraphQLError a scalar or enum threw (a title
 * that is an object) becomes a plain error, masked as unexpected, where graphql-js keeps it as the
 * client's fault. Errors of the gateway's own (errors.ts, UpstreamError) carry a code and are kept.
 */
function serializeErrorsUnexpected(result: ExecutionResult): ExecutionResult {
  let changed = false;
  const errors = result.errors!.map((error) => {
    const original = error.originalError;
    const leaf = error.nodes?.length && error.nodes.every((n) => n.kind === Kind.FIELD && !n.selectionSet);
    if (!leaf || !(original instanceof GraphQLError) || original.extensions.code !== undefined) return error;
    changed = true;
    return locatedError(new Error(original.message), error.nodes, error.path);
  });
  return changed ? Object.assign({}, result, { errors }) : result;
}

/**
 * The result's errors as the standard executor writes them. graphql-jit's errors carry `locations` but not
 * the document's nodes, which every later copy of an error (masking, the closed set of codes, Yoga's
 * writer) rebuilds locations from: each is made again from the field nodes at its locations. A leaf's
 * serialize error also gets back the error it was made from.
 */
function asStandardErrors(result: ExecutionResult, document: DocumentNode, causes: LRUCache<string, Error>): ExecutionResult {
  const fields = fieldsByLocation(document);
  const errors = result.errors!.map((error) => {
    const nodes = error.locations?.map((l) => fields.get(`${l.line}:${l.column}`)).filter((n) => n !== undefined);
    // A located error without a cause is graphql-jit's own (a serializer's, a non-null field's null): the
    // standard executor makes it a plain Error (a serializer's GraphQLError too), so it is masked as
    // unexpected, unless it is a remembered upstream one.
    const cause = error.originalError ?? (error.path ? (causes.get(error.message) ?? new Error(error.message)) : undefined);
    if (cause) return locatedError(cause, nodes, error.path);
    return new GraphQLError(error.message, { nodes, path: error.path, extensions: error.extensions });
  });
  // `errors` first, as the standard executor writes it.
  const { data, errors: _jit, ...rest } = result;
  return { errors, data, ...rest };
}

/**
 * Response keys graphql-jit cannot write: it builds each object as a literal, where `__proto__: value` sets
 * the object's prototype (or is dropped) instead of adding the key. Other Object.prototype names
 * (`constructor`, `toString`, `hasOwnProperty` …) are written as keys like any other.
 */
const UNWRITABLE_KEYS = new Set(['__proto__']);
const alike = new WeakMap<DocumentNode, boolean>();

/**
 * Whether graphql-jit answers the document as graphql-js does. Not when an alias is a key it cannot write,
 * nor when a fragment spread twice carries @skip or @include: graphql-jit reads a fragment at its first
 * spread only, so `...F @include(if: false) ...F` loses F's fields, which graphql-js answers from the second
 * spread (found by test/gateway/executor-differential.test.ts).
 */
function compilesAlike(document: DocumentNode): boolean {
  let ok = alike.get(document);
  if (ok !== undefined) return ok;
  ok = true;
  const spreads = new Map<string, number>();
  const conditional = new Set<string>();
  visit(document, {
    Field(node) {
      if (node.alias && UNWRITABLE_KEYS.has(node.alias.value)) {
        ok = false;
        return BREAK;
      }
    },
    FragmentSpread(node) {
      spreads.set(node.name.value, (spreads.get(node.name.value) ?? 0) + 1);
      if (node.directives?.length) conditional.add(node.name.value);
    },
  });
  if (ok) for (const name of conditional) if ((spreads.get(name) ?? 0) > 1) ok = false;
  alike.set(document, ok);
  return ok;
}

const fieldLocations = new WeakMap<DocumentNode, Map<string, FieldNode>>();

/** The document's fields by their line and column (as errors name them), found once per document. */
function fieldsByLocation(document: DocumentNode): Map<string, FieldNode> {
  let fields = fieldLocations.get(document);
  if (fields) return fields;
  fields = new Map();
  const source = document.loc?.source;
  if (source) {
    visit(document, {
      Field(node) {
        if (!node.loc) return;
        const { line, column } = getLocation(source, node.loc.start);
        fields.set(`${line}:${column}`, node);
      },
    });
  }
  fieldLocations.set(document, fields);
  return fields;
}
