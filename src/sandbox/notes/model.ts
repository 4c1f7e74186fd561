/**
 * Notes (vendor "notes", once "comments"): text written by a user on a project, opportunity, account or
 * work order, optionally as a threaded reply to another note of the same record.
 */
import type { Db } from '../core/db.js';

export type NoteParentType = 'PROJECT' | 'OPPORTUNITY' | 'ACCOUNT' | 'WORK_ORDER';

/** Who wrote a note: a workspace user, or the API user behind the key that posted it. */
export interface NoteAuthor {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
}

export interface Note {
  id: number;
  parentType: NoteParentType;
  parentId: number;
  note: string;
  author: NoteAuthor | null;
  replyToId: number | null;
  fileIds: number[];
  createdAt: string;
  updatedAt: string;
}

export const notesTable = (db: Db) => db.table<Note>('notes', 800001);

/** The text a deleted note with replies keeps, so its thread stays readable. */
export const DELETED_NOTE_TEXT = 'This communication was deleted.';

/** Notes of one record, newest first (ties by id, newest first). */
export function notesOf(db: Db, companyId: number, parentType: NoteParentType, parentId: number): Note[] {
  return notesTable(db)
    .all(companyId)
    .filter((n) => n.parentType === parentType && n.parentId === parentId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
}

/** A row of a note list (vendor `NoteListItem`): the author as `createdByUser`. */
export function renderNoteListItem(n: Note): Record<string, unknown> {
  const a = n.author;
  return {
    id: n.id,
    note: n.note,
    createdByUser: a ? { id: a.id, firstName: a.firstName, lastName: a.lastName, email: a.email } : null,
    createdAt: n.createdAt,
  };
}

/** What POST answers (vendor `NoteCreateResponse`): no author; the lists carry it. */
export function renderCreatedNote(n: Note): Record<string, unknown> {
  return { id: n.id, note: n.note, createdAt: n.createdAt, updatedAt: n.updatedAt };
}

/** What PATCH answers (vendor `Note`): the author in full. */
export function renderNote(n: Note): Record<string, unknown> {
  return { ...renderCreatedNote(n), author: n.author };
}
