/**
 * Where a refused operation's cost comes from: the path of fields (response keys, e.g.
 * `projects.nodes.workOrders`) that holds most of it, for the QUERY_TOO_COMPLEX error. Found by pricing,
 * with plugin-complexity's own pricing, the operation cut down to one chain of fields: from the root, the
 * costliest field is followed while it holds more than half of the cost priced so far.
 */
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { type DocumentNode, type FieldNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/** A field of the chain, with the type condition of the fragment it sits in (for an interface or union parent). */
interface Step {
  field: FieldNode;
  on?: string;
}

/** The fields of a selection set, through its inline fragments and fragment spreads. */
function fieldsOf(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, on?: string, seen = new Set<string>()): Step[] {
  return set.selections.flatMap((s): Step[] => {
    if (s.kind === Kind.FIELD) return [{ field: s, on }];
    if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet, fragments, s.typeCondition?.name.value ?? on, seen);
    const fragment = fragments[s.name.value];
    if (!fragment || seen.has(s.name.value)) return [];
    return fieldsOf(fragment.selectionSet, fragments, fragment.typeCondition.name.value, new Set([...seen, s.name.value]));
  });
}

/** The selection set holding only `chain`, one field inside the other (the last with its whole selection). */
function chainSelection(chain: Step[]): SelectionSetNode {
  const [step, ...rest] = chain;
  const field: FieldNode = rest.length ? Object.assign({}, step!.field, { selectionSet: chainSelection(rest) }) : step!.field;
  const selection = step!.on
    ? {
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: step!.on } },
        selectionSet: { kind: Kind.SELECTION_SET, selections: [field] },
      }
    : field;
  return { kind: Kind.SELECTION_SET, selections: [selection] } as SelectionSetNode;
}

/**
 * The root field whose own pricing throws (an argument its pricing refuses, such as too many `nodes(ids:)`
 * or a malformed global id), where the error that refuses the operation is located.
 */
export function refusedRootField(
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  options: Parameters<typeof complexityFromQuery>[1],
): FieldNode | undefined {
  for (const step of fieldsOf(operation.selectionSet, fragments)) {
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [Object.assign({}, operation, { selectionSet: chainSelection([step]) }), ...Object.values(fragments)],
    };
    try {
      complexityFromQuery(document, options);
    } catch {
      return step.field;
    }
  }
  return undefined;
}

export function costliestPath(
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  options: Parameters<typeof complexityFromQuery>[1],
): { path: string; cost: number } | undefined {
  const price = (chain: Step[]) => {
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [Object.assign({}, operation, { selectionSet: chainSelection(chain) }), ...Object.values(fragments)],
    };
    try {
      return complexityFromQuery(document, options).complexity;
    } catch {
      return 0;
    }
  };
  const chain: Step[] = [];
  let cost = 0;
  let candidates = fieldsOf(operation.selectionSet, fragments);
  for (let depth = 0; depth < 32 && candidates.length; depth++) {
    let best: { step: Step; cost: number } | undefined;
    for (const step of candidates) {
      const c = price([...chain, step]);
      if (!best || c > best.cost) best = { step, cost: c };
    }
    // A root field is always named; deeper, only a field that holds most of the cost.
    if (!best || (chain.length > 0 && best.cost * 2 <= cost)) break;
    chain.push(best.step);
    cost = best.cost;
    candidates = best.step.field.selectionSet ? fieldsOf(best.step.field.selectionSet, fragments).filter((s) => s.field.selectionSet) : [];
  }
  if (!chain.length) return undefined;
  return { path: chain.map((s) => (s.field.alias ?? s.field.name).value).join('.'), cost };
}
