/**
 * Whether a document may select an account's contacts: a field named `contacts` or `primaryContact`
 * anywhere in it (any operation, any fragment, whatever @skip or @include say). Account reads ask the
 * upstream for contacts only then (ACC-1): reading contacts nobody shows costs bytes, missing them would
 * be wrong, so the answer errs towards true. Remembered per parsed document, which Yoga's parser cache
 * hands out again for the same text.
 */
import { BREAK, type DocumentNode, Kind, visit } from 'graphql';

const CONTACT_FIELDS: ReadonlySet<string> = new Set(['contacts', 'primaryContact']);
const known = new WeakMap<DocumentNode, boolean>();

export function selectsContacts(document: DocumentNode): boolean {
  let found = known.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (!CONTACT_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  known.set(document, found);
  return found;
}
