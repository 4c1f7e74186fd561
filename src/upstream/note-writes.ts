/**
 * Note writes: `POST /projects|opportunities|accounts|work-orders/{id}/notes` (answers id, text and
 * times, no author), `PATCH /notes/{id}` (answers the note with its `author`; only the author may edit),
 * `DELETE /notes/{id}` (a note with replies keeps its place with a placeholder text).
 */
import type { UpstreamSession } from './client.js';
import type { NoteParentPath, RestNote } from './notes.js';

export interface NoteCreate {
  /** Text, 1 to 5,000 characters; mentions as `[Name|~id:USER_ID]`. */
  body: string;
  replyToId?: number;
  /** Work orders only: files to attach. */
  fileIds?: number[];
}

export function createNote(session: UpstreamSession, parent: NoteParentPath, id: number, body: NoteCreate) {
  return session.write<RestNote>('POST', 'notes', `/${parent}/${id}/notes`, { body });
}

export function updateNote(session: UpstreamSession, id: number, body: { body: string }) {
  return session.write<RestNote>('PATCH', 'notes', `/notes/${id}`, { body });
}

export async function deleteNote(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'notes', `/notes/${id}`);
}
