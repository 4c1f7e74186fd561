/**
 * Authentication fails the whole operation, not field by field:
 * - an operation without credentials (no `x-api-key`, no `Authorization`) is refused before it runs,
 *   HTTP 401 UNAUTHENTICATED, unless it selects only the public surface: `__typename`, and the schema
 *   introspection when GRAPHQL_INTROSPECTION is on (refused at validation otherwise; bounded by
 *   use-introspection.ts). Nothing else is computed for a stranger, not even what costs no upstream call;
 * - when any field failed with UNAUTHENTICATED (a key the upstream rejected), the response becomes that
 *   one error with HTTP 401 and no data. The upstream session has already stopped calling upstream
 *   after the first 401 of the operation.
 */
import { Kind, getOperationAST, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { gatewayError } from '../../errors.js';

/** Root fields anyone may select without a key. */
const PUBLIC_ROOT_FIELDS = new Set(['__typename', '__schema', '__type']);

export function useAuthFailure(): Plugin {
  const refuseStrangers = ({ args, setResultAndStopExecution }: RunPayload) => {
    const request = (args.contextValue as { request?: Request }).request;
    if (!request || carriesKey(request)) return;
    if (selectsOnlyPublicFields(args.document, args.operationName)) return;
    setResultAndStopExecution({ errors: [gatewayError('UNAUTHENTICATED', 'Send an API key in the x-api-key header', { httpStatus: 401 })] });
  };
  return {
    onExecute: refuseStrangers,
    onSubscribe: refuseStrangers,
    onExecutionResult({ result, setResult }) {
      if (!result || isAsyncIterable(result)) return;
      const failure = result.errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (!failure) return;
      setResult({ errors: [gatewayError('UNAUTHENTICATED', failure.message, { httpStatus: 401 })] });
    },
  };
}

interface RunPayload {
  args: { contextValue: unknown; document: DocumentNode; operationName?: string | null };
  setResultAndStopExecution(result: { errors: readonly Error[] }): void;
}

/** Whether the request carries credentials (`x-api-key`, or Basic credentials for key management); not whether they are good. */
export const carriesKey = (request: Request): boolean => request.headers.has('x-api-key') || request.headers.has('authorization');

/**
 * Answers of `selectsOnlyPublicFields` per parsed document (Yoga's parser cache hands the same one back for
 * the same text) and operation name: asked on every operation by usePublicAnswers.
 */
const publicOnly = new WeakMap<DocumentNode, Map<string | null | undefined, boolean>>();

/** Whether the operation's root selections (through fragments) are all public fields: its answer is the same for everyone. */
export function selectsOnlyPublicFields(document: DocumentNode, operationName: string | null | undefined): boolean {
  let byName = publicOnly.get(document);
  let known = byName?.get(operationName);
  if (known !== undefined) return known;
  known = onlyPublicFields(document, operationName);
  if (!byName) {
    byName = new Map();
    publicOnly.set(document, byName);
  }
  // Bounded by the document: one entry per name it was asked with (a name it lacks answers false).
  if (byName.size < 64) byName.set(operationName, known);
  return known;
}

function onlyPublicFields(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const onlyPublic = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return PUBLIC_ROOT_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return onlyPublic(s.selectionSet);
      if (seen.has(s.name.value)) return true;
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      return !!fragment && onlyPublic(fragment.selectionSet);
    });
  return onlyPublic(operation.selectionSet);
}
