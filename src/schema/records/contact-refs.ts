/** Inline ContactRef lists (spec "ContactRef") as Contact parents: summaries, never fetched unless needed. */
import type { RestContactRef } from '../../upstream/contacts.js';

export function markSummary(list: RestContactRef[] | null | undefined): RestContactRef[] {
  return Array.isArray(list) ? list.filter((c) => c && typeof c.id === 'number') : [];
}
