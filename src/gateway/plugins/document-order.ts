/**
 * The keys of a compiled query's answer in the document's order. graphql-jit collects an object's fields
 * with a stack: the fields written directly in a selection set come first, then the contents of its
 * fragments, last fragment first, so `{ ... on Project { title } id }` answers `id, title`. GraphQL asks for
 * the order in which the fields first appear in the document (CollectFields), which graphql-js's executor
 * keeps; and a field written in several places (`...F stage { name }` where F has `stage`) has its
 * sub-fields merged in another order. The fields are the right ones, only their order differs, so the
 * objects under a fragment or under such a field are put back in graphql-js's order (its own
 * `collectFields`, with the operation's variables for @skip/@include); a document without fragments is
 * answered as compiled, untouched.
 *
 * An object of an interface or union is ordered by its runtime type, read from its `__typename`: a
 * document with a fragment under an abstract field that does not select `__typename` there is not
 * compiled (`orderable`), which clients that cache (Apollo Client, urql, Relay) never send, as they add
 * `__typename` to every selection set of an abstract type.
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  BREAK,
  getNamedType,
  isAbstractType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';

type Fields = Map<string, readonly FieldNode[]>;

const withFragments = new WeakMap<SelectionSetNode, boolean>();

/** Whether a fragment (inline or spread) sits anywhere in this selection set or below it. */
function hasFragments(selectionSet: SelectionSetNode | undefined): boolean {
  if (!selectionSet) return false;
  const known = withFragments.get(selectionSet);
  if (known !== undefined) return known;
  let found = false;
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) found = true;
    else if (hasFragments(selection.selectionSet)) found = true;
    if (found) break;
  }
  withFragments.set(selectionSet, found);
  return found;
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return fragments;
}

/** `__typename` selected as itself (no alias, no directive) directly in the selection set: always in the answer. */
function selectsTypename(selectionSet: SelectionSetNode): boolean {
  return selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias && !s.directives?.length);
}

/**
 * Whether a compiled answer of the document can be put in order: every field of an interface or union type
 * whose selection holds a fragment selects `__typename` there, so each of its objects names its type.
 */
export function orderable(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      SelectionSet(node) {
        const type = typeInfo.getParentType();
        if (type && isAbstractType(type) && node.selections.some((s) => s.kind !== Kind.FIELD) && !selectsTypename(node)) {
          ok = false;
          return BREAK;
        }
      },
    }),
  );
  return ok;
}

/** A document's fragments, and whether its answers need ordering at all. */
export interface OrderPlan {
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
}

/** The plan for an operation of the document, or undefined when graphql-jit's order is already the document's (no fragment). */
export function orderPlan(document: DocumentNode, operation: OperationDefinitionNode): OrderPlan | undefined {
  const fragments = fragmentsOf(document);
  return hasFragments(operation.selectionSet) ? { operation, fragments } : undefined;
}

/**
 * The answer's data with every object whose selection holds a fragment in the document's order. Objects
 * already in order are kept; one out of order is copied in order (its values are the same).
 */
export function inDocumentOrder(
  schema: GraphQLSchema,
  plan: OrderPlan,
  variables: Record<string, unknown>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return documentOrderer(schema, plan, variables, false)?.root(data) ?? data;
}

/**
 * Puts each part of an incremental answer (`@defer`, `@stream`) in the document's order: Yoga's executor,
 * the one that delivers them, writes an object's fields as they resolve (pothos#1511). The first part from
 * the root, each deferred part's data and each streamed item from its path.
 */
export function incrementalInDocumentOrder(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  payload: IncrementalPayload,
): IncrementalPayload {
  const orderer = documentOrderer(schema, { operation, fragments: fragmentsOf(document) }, variables, true);
  if (!orderer) return payload;
  const ordered: IncrementalPayload = Object.assign({}, payload);
  if (payload.data) ordered.data = orderer.root(payload.data);
  if (payload.incremental) {
    ordered.incremental = payload.incremental.map((part) => {
      if (part.data) return Object.assign({}, part, { data: orderer.at(part.path, part.data) as Record<string, unknown> });
      // A streamed part's path ends with its first item's index: every item there has the same selection.
      if (part.items) return Object.assign({}, part, { items: part.items.map((item) => orderer.at(part.path, item)) });
      return part;
    });
  }
  return ordered;
}

/** One part of an incremental answer, as Yoga's executor writes it. */
export interface IncrementalPayload {
  data?: Record<string, unknown> | null;
  incremental?: Array<{ path: ReadonlyArray<string | number>; data?: Record<string, unknown> | null; items?: unknown[] }>;
  [key: string]: unknown;
}

/** Orders values by the document: from the root, or at a path of the answer; `everywhere`: every object, not only below fragments. */
function documentOrderer(schema: GraphQLSchema, plan: OrderPlan, variables: Record<string, unknown>, everywhere: boolean) {
  const rootType = schema.getRootType(plan.operation.operation);
  if (!rootType) return undefined;
  // Collected fields by the field nodes they came from and the runtime type, computed once per operation.
  const collected = new Map<readonly FieldNode[], Map<string, Fields>>();
  const subfields = (type: GraphQLObjectType, nodes: readonly FieldNode[]): Fields => {
    let byType = collected.get(nodes);
    if (!byType) {
      byType = new Map();
      collected.set(nodes, byType);
    }
    let fields = byType.get(type.name);
    if (!fields) {
      fields = collectSubfields(schema, plan.fragments, variables, type, nodes);
      byType.set(type.name, fields);
    }
    return fields;
  };
  // Below a fragment, or below a field written in several places (merged in another order by graphql-jit).
  const needsWalk = (nodes: readonly FieldNode[]) => everywhere || nodes.length > 1 || nodes.some((n) => hasFragments(n.selectionSet));

  const orderObject = (value: Record<string, unknown>, type: GraphQLObjectType, fields: Fields): Record<string, unknown> => {
    let inOrder = true;
    let present = 0;
    const keys = Object.keys(value);
    for (const [key, nodes] of fields) {
      if (!Object.hasOwn(value, key)) continue;
      if (keys[present] !== key) inOrder = false;
      present++;
      const child = value[key];
      if (child === null || typeof child !== 'object' || !needsWalk(nodes)) continue;
      const def = type.getFields()[nodes[0]!.name.value];
      if (def) value[key] = orderValue(child, def.type, nodes);
    }
    if (inOrder && present === keys.length) return value;
    const ordered: Record<string, unknown> = {};
    for (const key of fields.keys()) if (Object.hasOwn(value, key)) ordered[key] = value[key];
    // A key the document does not select (none expected) stays, after the selected ones.
    for (const key of keys) if (!Object.hasOwn(ordered, key)) ordered[key] = value[key];
    return ordered;
  };

  const orderValue = (value: unknown, type: GraphQLOutputType, nodes: readonly FieldNode[]): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      const list = value as unknown[];
      for (let i = 0; i < list.length; i++) list[i] = orderValue(list[i], inner.ofType, nodes);
      return list;
    }
    const named = getNamedType(inner);
    const record = value as Record<string, unknown>;
    let runtime: GraphQLObjectType | undefined;
    if (isObjectType(named)) runtime = named;
    else if (isAbstractType(named)) {
      const typename = record.__typename;
      const found = typeof typename === 'string' ? schema.getType(typename) : undefined;
      // Without `__typename` the selection holds no fragment here (orderable): any possible type collects the same fields.
      runtime = found && isObjectType(found) ? found : schema.getPossibleTypes(named)[0];
    }
    return runtime ? orderObject(record, runtime, subfields(runtime, nodes)) : value;
  };

  const rootFields = collectFields(schema, plan.fragments, variables, rootType, plan.operation.selectionSet);
  return {
    root: (data: Record<string, unknown>) => orderObject(data, rootType, rootFields),
    /** The value at `path` of the answer (a deferred part's data, a streamed item), ordered by the fields selected there. */
    at(path: ReadonlyArray<string | number>, value: unknown): unknown {
      let type: GraphQLOutputType = rootType;
      let fields: Fields | undefined = rootFields;
      let nodes: readonly FieldNode[] | undefined;
      for (const segment of path) {
        const inner: GraphQLOutputType = isNonNullType(type) ? type.ofType : type;
        if (typeof segment === 'number') {
          if (!isListType(inner)) return value;
          type = inner.ofType;
          continue;
        }
        const named = getNamedType(inner);
        const runtime = isObjectType(named) ? named : isAbstractType(named) ? schema.getPossibleTypes(named)[0] : undefined;
        if (!runtime) return value;
        if (nodes) fields = subfields(runtime, nodes);
        nodes = fields?.get(segment);
        const def = nodes ? runtime.getFields()[nodes[0]!.name.value] : undefined;
        if (!nodes || !def) return value;
        type = def.type;
      }
      return nodes ? orderValue(value, type, nodes) : value;
    },
  };
}
