/**
 * A record's lists that need nothing of it but its id start with the record's own read, not after it.
 * GraphQL resolves a field's children once the field's value is in, so a lookup that reads the record
 * first would put one round trip before lists that could have gone out with it (the account, then its
 * sites, projects, invoices and calls). Where the id is known before the record (a root lookup's
 * argument, a link that holds only the id), `withChildrenById` runs the selected fields marked
 * `needsOnlyId` at once with `{ id }` as their parent. When the record is in, the executor's run of
 * each such field takes the value started for it (`takeStartedValue`, called by the field's resolver as
 * the field-behaviours plugin built it), so the field is resolved once
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
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { isRestId } from '../upstream/shapes.js';

/**
 * The extension under which a field built with the `needsOnlyId` option carries its token: an object of
 * its own, so a value started for one field is never taken by another (one field node may serve several
 * types through an interface's fragment).
 */
export const CHILD_OF_ID = 'needsOnlyId';
export type NeedsOnlyIdField = Record<string, never>;

/** The parents this module makes for an early start: the field's resolver runs as written for them. */
const earlyParents = new WeakSet<object>();

/** A selected field to start: its response key, definition, token and nodes. */
interface Start {
  key: string;
  field: GraphQLField<unknown, unknown>;
  token: NeedsOnlyIdField;
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
 * node, then the record's id, each with its field's token. The executor's own run of such a field takes
 * its value from here (`takeStartedValue`) rather than running the resolver a second time once the
 * record is in. What was
 * not taken (the lists of a record that could not be read) is dropped after a write, per subscription
 * event and at the operation's end (`forgetStartedFields`), so no value read before a write serves a
 * field after it.
 */
const STARTED = Symbol('fields started by id');
type StartedValues = Map<FieldNode, Map<number, { token: NeedsOnlyIdField; value: Promise<unknown> }>>;
interface WithStarted {
  [STARTED]?: StartedValues;
}

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
 * The value started for this field of this record, if any, taken (so it serves one run): what the
 * `needsOnlyId` field's resolver returns instead of resolving and shaping the list a second time on the
 * wake-up that brings the record. Undefined for the early start itself and when nothing was started.
 */
export function takeStartedValue(token: NeedsOnlyIdField, parent: unknown, ctx: object, info: GraphQLResolveInfo): { value: Promise<unknown> } | undefined {
  if (earlyParents.has(parent as object)) return undefined;
  const byId = (ctx as WithStarted)[STARTED]?.get(info.fieldNodes[0]!);
  if (!byId) return undefined;
  const id = (parent as { id?: unknown }).id as number;
  const started = byId.get(id);
  if (started?.token !== token) return undefined;
  byId.delete(id);
  return started;
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
      const token = field?.extensions[CHILD_OF_ID] as NeedsOnlyIdField | undefined;
      if (field?.resolve && token) plan.push({ key, field, token, nodes });
    }
    if (!byVariables) plans.set(info.fieldNodes, plan);
  }
  const started: Promise<unknown>[] = [];
  for (const { key, field, token, nodes } of plan) {
    try {
      const args = getArgumentValues(field, nodes[0]!, info.variableValues);
      // Object.assign, not a literal led by a spread: test/repo/spread-literals.test.ts says why.
      const childInfo: GraphQLResolveInfo = Object.assign({}, info, {
        fieldName: field.name,
        fieldNodes: nodes,
        returnType: field.type,
        parentType: type,
        path: { prev: info.path, key, typename: type.name },
      });
      const parent = { id };
      earlyParents.add(parent);
      const value: unknown = field.resolve!(parent, args, ctx, childInfo);
      if (value instanceof Promise) {
        value.catch(() => undefined);
        startedFor(ctx as WithStarted, nodes[0]!).set(id, { token, value });
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
