/**
 * `useCompiledQueries()`: a query runs as JavaScript compiled from its document by graphql-jit (through
 * envelop's plugin), compiled once per parsed document and kept with it (the parse cache bounds both).
 * The executor then does no per-field dispatch through the schema: with 16 operations in flight it took
 * 6–20% off the gateway's CPU per screen (bench/results.md).
 *
 * It runs only what it runs the same as the standard executor; everything else goes to the standard one:
 * - a query only: mutations (run one after another) and subscriptions keep the standard executor;
 * - a query already priced within the limits (useCostReport, registered before this plugin): an operation
 *   over a limit is refused by the standard path, and nothing oversized is ever compiled;
 * - variables that coerce: graphql-jit words a refused variable its own way, without the scalar's message
 *   that names the field, so an operation whose variables are refused runs (and fails) the standard way.
 *
 * Two differences remain, and are undone here, before Yoga masks the errors:
 * - graphql-jit's errors carry their locations but not the document's nodes (asStandardErrors);
 * - when a leaf's value cannot be serialized (an upstream number out of range, a value nested too deep),
 *   graphql-jit keeps the thrown error's message but not the error: the leaf serializers given to the
 *   compiler remember each such error by its message, and the result's error gets it back.
 */
import { useGraphQlJit } from '@envelop/graphql-jit';
import {
  type ExecutionArgs,
  type ExecutionResult,
  type DocumentNode,
  type FieldNode,
  getLocation,
  visit,
  GraphQLError,
  type GraphQLSchema,
  isEnumType,
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

/** Serialize errors remembered by message until the result that carries them is written (a few per operation at most). */
const SERIALIZE_CAUSES_KEPT = 256;

export function useCompiledQueries(schema: GraphQLSchema, enabled: boolean): Plugin<GatewayContext> {
  const executions = { compiled: executionsTotal.labels('compiled'), standard: executionsTotal.labels('standard') };
  const compilable = (args: ExecutionArgs & { contextValue: GatewayContext }) => {
    if (!enabled) return false;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== OperationTypeNode.QUERY || !args.contextValue.cost.withinLimits) return false;
    if (!operation.variableDefinitions?.length) return true;
    return !getVariableValues(args.schema, operation.variableDefinitions, args.variableValues ?? {}, { maxErrors: 1 }).errors;
  };
  const causes = new LRUCache<string, Error>({ max: SERIALIZE_CAUSES_KEPT });
  const customSerializers: Record<string, (value: unknown) => unknown> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type) && !isEnumType(type)) continue;
    customSerializers[type.name] = (value) => {
      try {
        return type.serialize(value);
      } catch (e) {
        // As the standard executor does, a GraphQLError thrown by a serializer counts as a plain (masked) Error.
        if (e instanceof Error) causes.set(e.message, e instanceof GraphQLError ? new Error(e.message) : e);
        throw e;
      }
    };
  }
  // graphql-jit's own plugin, asked only for the operations chosen below (its onExecute swaps the executor).
  const jit = useGraphQlJit({ customSerializers, disablingCapturingStackErrors: true });
  return {
    onExecute(payload) {
      const { args } = payload;
      if (!compilable(args)) {
        executions.standard.inc();
        return;
      }
      executions.compiled.inc();
      jit.onExecute?.(payload as Parameters<NonNullable<typeof jit.onExecute>>[0]);
      return {
        onExecuteDone({ result, setResult }) {
          if (!isAsyncIterable(result) && result.errors?.length) setResult(asStandardErrors(result, args.document, causes));
        },
      };
    },
  };
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
    const cause = error.originalError ?? (error.path ? causes.get(error.message) : undefined);
    if (cause) return locatedError(cause, nodes, error.path);
    return new GraphQLError(error.message, { nodes, path: error.path, extensions: error.extensions });
  });
  return { ...result, errors };
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
