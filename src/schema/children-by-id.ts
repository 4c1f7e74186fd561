/**
 * A record's lists that need nothing of it but its id start with the record's own read, not after it.
 * GraphQL resolves a field's children once the field's value is in, so a lookup that reads the record
 * first would put one round trip before lists that could have gone out with it (the account, then its
 * sites, projects, invoices and calls). Where the id is known before the record (a root lookup's
 * argument, a link that holds only the id), `withChildrenById` runs the selected fields marked
 * `NEEDS_ONLY_ID` at once with `{ id }` as their parent. When the record is in, the executor's run of
 * each such field takes the value started for it (`reuseStartedFields`), so the field is resolved once
 * and its outcome, errors included, is reported where the executor runs it; a field it finds nothing
 * for runs as usual, its requests shared with any identical ones under way (the operation's upstream
 * session shares identical GETs, a field's loader keeps its keys). The record is still read, so a
 * record that does not exist still answers null with NOT_FOUND; the lists started for it are spent
 * (each answers empty or not found), one request apiece, and waited for before that null, so none is
 * still out when the operation answers.
 */
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { isRestId } from '../upstream/shapes.js';

/** Field extension: the resolver reads only `id` from its parent (a per-record list by parent id). */
export const NEEDS_ONLY_ID = { needsOnlyId: true } as const;

/** A selected field to start: its response key, definition and nodes. */
interface Start {
  key: string;
  field: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
}

/**
 * What to start under a field, found once per field occurrence of an operation: the executor hands every
 * item of a list the same `fieldNodes`, so a link on 100 rows walks its selection once. A selection with an
 * @skip or @include that takes a variable is walked every time: a compiled document's nodes serve every
 * later request, whatever its variables.
 */
const plans = new WeakMap<readonly FieldNode[], Start[]>();

/**
 * The values of the fields started ahead of the executor, on the request's context: by the field's first
 * node, then the record's id, each with its field (one node may serve several types through an
 * interface's fragment). The executor's own run of such a field takes its value from here
 * (`reuseStartedFields`) rather than running the resolver a second time once the record is in. What was
 * not taken (the lists of a record that could not be read) is dropped after a write, per subscription
 * event and at the operation's end (`forgetStartedFields`), so no value read before a write serves a
 * field after it.
 */
const STARTED = Symbol('fields started by id');
type StartedValues = Map<FieldNode, Map<number, { field: GraphQLField<unknown, unknown>; value: Promise<unknown> }>>;
interface WithStarted {
  [STARTED]?: StartedValues;
}

/** Each wrapped field's own resolver: what the early start runs, so that only the executor takes values. */
const ownResolvers = new WeakMap<GraphQLField<unknown, unknown>, GraphQLFieldResolver<unknown, unknown>>();

/** A record type's by-id loader (plugin-dataloader refs carry one per request). */
interface LoaderRef {
  getDataloader(ctx: object): { load(id: number): Promise<unknown> };
}

/**
 * The value of a field that returns the record with this id (a root lookup, a link holding the id):
 * the id, once the record's read and its lists that need only the id have been started together. When
 * the record cannot be read it answers null with that error, and the executor runs none of its fields:
 * the lists started for it are then waited for, so that none is still out when the operation answers.
 */
export function withChildrenById(ref: object, id: number, ctx: object, info: GraphQLResolveInfo): number | Promise<number> {
  const started = startChildrenById(id, ctx, info);
  if (!started.length || typeof (ref as Partial<LoaderRef>).getDataloader !== 'function') return id;
  return (ref as LoaderRef)
    .getDataloader(ctx)
    .load(id)
    .then(
      () => id,
      () => Promise.allSettled(started).then(() => id),
    );
}

/**
 * Makes the executor's run of every field marked `NEEDS_ONLY_ID` take the value its early start left for
 * that record, if any, instead of running the resolver again: the same requests, already answered or
 * under way, without resolving and shaping the list a second time on the wake-up that brings the record.
 * Called once on the built schema (schema/index.ts).
 */
export function reuseStartedFields(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve || field.extensions.needsOnlyId !== true) continue;
      ownResolvers.set(field, resolve);
      field.resolve = (parent, args, ctx, info) => {
        const byId = (ctx as WithStarted)[STARTED]?.get(info.fieldNodes[0]!);
        const id = (parent as { id?: unknown }).id as number;
        const started = byId?.get(id);
        if (started?.field !== field) return resolve(parent, args, ctx, info);
        byId!.delete(id);
        return started.value;
      };
    }
  }
}

/** The values started under `node`, by record id, on this request's context. */
function startedFor(ctx: WithStarted, node: FieldNode) {
  const values = ctx[STARTED] ?? new Map();
  ctx[STARTED] = values;
  const byId = values.get(node) ?? new Map();
  values.set(node, byId);
  return byId;
}

/** Drops the values started for the executor and not taken (after a write, per subscription event, at the operation's end). */
export function forgetStartedFields(ctx: object): void {
  if ((ctx as WithStarted)[STARTED]) (ctx as WithStarted)[STARTED] = undefined;
}

/** A link's resolver result: the linked record's id through `withChildrenById`; anything else as it was. */
export function linkById(ref: object, id: unknown, ctx: object, info: GraphQLResolveInfo): number | null | Promise<number> {
  if (!isRestId(id)) return (id as number | null | undefined) ?? null;
  return withChildrenById(ref, id, ctx, info);
}

/**
 * Starts the fields under `info` (a field returning one record of an object type) that need only its id,
 * and leaves each value for the executor's run of that field.
 */
function startChildrenById(id: number, ctx: object, info: GraphQLResolveInfo): Promise<unknown>[] {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return [];
  let plan = plans.get(info.fieldNodes);
  if (!plan) {
    const fields = type.getFields();
    plan = [];
    const { selected, byVariables } = selectedFields(type, info);
    for (const [key, nodes] of selected) {
      const field = fields[nodes[0]!.name.value];
      if (field?.resolve && field.extensions.needsOnlyId === true) plan.push({ key, field, nodes });
    }
    if (!byVariables) plans.set(info.fieldNodes, plan);
  }
  const started: Promise<unknown>[] = [];
  for (const { key, field, nodes } of plan) {
    try {
      const args = getArgumentValues(field, nodes[0]!, info.variableValues);
      const childInfo: GraphQLResolveInfo = {
        ...info,
        fieldName: field.name,
        fieldNodes: nodes,
        returnType: field.type,
        parentType: type,
        path: { prev: info.path, key, typename: type.name },
      };
      const value: unknown = (ownResolvers.get(field) ?? field.resolve!)({ id }, args, ctx, childInfo);
      if (value instanceof Promise) {
        value.catch(() => undefined);
        startedFor(ctx as WithStarted, nodes[0]!).set(id, { field, value });
        started.push(value);
      }
    } catch {
      // Bad arguments or a refused window: the executor's own run reports it where it belongs.
    }
  }
  return started;
}

/**
 * The fields selected on `type` under `info`'s field nodes, by response key (fragments and @skip/@include
 * applied), and whether an @skip or @include on the way took a variable.
 */
function selectedFields(type: GraphQLObjectType, info: GraphQLResolveInfo): { selected: Map<string, FieldNode[]>; byVariables: boolean } {
  const found = new Map<string, FieldNode[]>();
  const seenFragments = new Set<string>();
  let byVariables = false;
  // The executor's rule: the type itself, or an interface or union it belongs to.
  const applies = (typeName: string | undefined) => {
    if (typeName === undefined || typeName === type.name) return true;
    const condition = info.schema.getType(typeName);
    return !!condition && isAbstractType(condition) && info.schema.isSubType(condition, type);
  };
  const included = (node: { directives?: readonly unknown[] }) => {
    if (!node.directives?.length) return true;
    const n = node as FieldNode;
    byVariables ||= n.directives!.some((d) => d.arguments?.some((a) => a.value.kind === Kind.VARIABLE));
    return (
      getDirectiveValues(GraphQLSkipDirective, n, info.variableValues)?.if !== true &&
      getDirectiveValues(GraphQLIncludeDirective, n, info.variableValues)?.if !== false
    );
  };
  const walk = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (!included(s)) continue;
      if (s.kind === 'Field') {
        const key = s.alias?.value ?? s.name.value;
        const list = found.get(key);
        if (list) list.push(s);
        else found.set(key, [s]);
      } else if (s.kind === 'InlineFragment') {
        if (applies(s.typeCondition?.name.value)) walk(s.selectionSet);
      } else {
        const fragment = info.fragments[s.name.value];
        if (!fragment || seenFragments.has(s.name.value)) continue;
        seenFragments.add(s.name.value);
        if (applies(fragment.typeCondition.name.value)) walk(fragment.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return { selected: found, byVariables };
}
