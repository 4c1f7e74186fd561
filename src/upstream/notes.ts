/**
 * Notes (vendor; once "comments"): `GET /projects|opportunities|accounts/{id}/notes` (the whole list,
 * `{ notes, totalCount }`), `GET /work-orders/{id}/notes` (paged, newest first). A list entry names its
 * author as `createdByUser`; the answers of create and update differ (see note-writes.ts). There is no
 * GET /notes/{id}.
 */
import type { UpstreamSession } from './client.js';
import type { RestUserSummary } from './users.js';
import { fetchAllPages } from './paging.js';
import { malformed, parentId, recordList } from './shapes.js';

export type NoteParentPath = 'projects' | 'opportunities' | 'accounts' | 'work-orders';

export interface RestNote {
  id: number;
  note?: string | null;
  /** In lists. */
  createdByUser?: RestUserSummary | null;
  /** In the answer of PATCH /notes/{id}. */
  author?: RestUserSummary | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

interface RestNoteList {
  notes?: unknown;
  totalCount?: number;
}

function noteList(value: unknown): { notes: RestNote[]; totalCount: number | undefined } {
  if (value === null || value === undefined) return { notes: [], totalCount: 0 };
  if (typeof value !== 'object' || Array.isArray(value)) throw malformed('notes', 'something other than a list of notes');
  const list = value as RestNoteList;
  return { notes: recordList<RestNote>('notes', list.notes), totalCount: typeof list.totalCount === 'number' ? list.totalCount : undefined };
}

/** Every note of one record, newest first (work orders: all pages, up to 1,000). */
export function listNotesOf(session: UpstreamSession, parent: NoteParentPath, id: number): Promise<RestNote[]> {
  const path = `/${parent}/${parentId('notes', id)}/notes`;
  if (parent !== 'work-orders') return session.get<unknown>('notes', path).then((v) => noteList(v).notes);
  let read = 0;
  return fetchAllPages(async (page, pageSize) => {
    const { notes, totalCount } = noteList(await session.get<unknown>('notes', path, { page, page_size: pageSize }));
    read += notes.length;
    return { items: notes, hasMore: totalCount === undefined ? undefined : read < totalCount };
  });
}
