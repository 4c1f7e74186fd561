/**
 * Note writes: `noteCreate` (POST /{record}/{id}/notes on a project, opportunity, account or work order),
 * `noteUpdate` (PATCH /notes/{id}) and `noteDelete` (DELETE /notes/{id}). Only the author (the API user of
 * the key) may edit or delete a note. Text length and blankness are checked before any call.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { FileRef } from '../files/refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, type FieldMapper } from '../mutations.js';
import { NoteRef, type NoteValue } from './note.js';
import type { NoteParentPath } from '../../upstream/notes.js';
import { createNote, deleteNote, updateNote } from '../../upstream/note-writes.js';
import { withFields } from '../../upstream/shapes.js';

const NOTE_MAX = 5000;
const paths: Record<string, NoteParentPath> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts', WorkOrder: 'work-orders' };

const NoteCreateInput = builder.inputType('NoteCreateInput', {
  description: 'A new note (REST `POST /projects/{id}/notes`, likewise for opportunities, accounts and work orders).',
  fields: (t) => ({
    record: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef, WorkOrderRef],
      required: true,
      description: 'The project, opportunity, account or work order to write on.',
    }),
    text: t.string({
      required: true,
      description: `The note, 1 to ${NOTE_MAX} characters, not blank (REST \`body\`). Mention a user with \`[Display Name|~id:USER_ID]\`; the mentioned user is notified (not the author).`,
    }),
    replyTo: t.globalID({ for: NoteRef, description: 'A note of the same record to reply to, threading the new note under it.' }),
    files: t.globalIDList({ for: FileRef, description: 'Uploaded files to attach (work order notes only).' }),
  }),
});

const NoteUpdateInput = builder.inputType('NoteUpdateInput', {
  description: 'New text of a note (REST `PATCH /notes/{id}`).',
  fields: (t) => ({
    text: t.string({ required: true, description: `The new text, 1 to ${NOTE_MAX} characters, not blank; mention tokens as on create.` }),
  }),
});

const NoteCreatePayload = payloadType<NoteValue>('NoteCreatePayload', 'Result of noteCreate.', 'note', NoteRef, 'The created note; null when refused.');
const NoteUpdatePayload = payloadType<NoteValue>(
  'NoteUpdatePayload',
  'Result of noteUpdate.',
  'note',
  NoteRef,
  'The note after the change; null when refused.',
);
const NoteDeletePayload = payloadType<string>(
  'NoteDeletePayload',
  'Result of noteDelete.',
  'deletedNoteId',
  'ID',
  'The global id the deleted note had; null when refused.',
);

const fields: FieldMapper = (f) => ['input', f === 'body' ? 'text' : f === 'replyToId' ? 'replyTo' : f === 'fileIds' ? 'files' : f];

function checkText(checks: InputChecks, text: string): void {
  if (checks.required(['text'], text)) checks.maxLength(['text'], text, NOTE_MAX);
}

builder.mutationFields((t) => ({
  noteCreate: t.field({
    type: NoteCreatePayload,
    description:
      'Writes a note on a project, opportunity, account or work order (REST `POST /projects/{id}/notes`, likewise for opportunities, accounts and work orders), as the API user of the key; optionally a reply to another note of that record.',
    args: { input: t.arg({ type: NoteCreateInput, required: true, description: 'Where and what to write.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checkText(checks, input.text);
      const path = paths[input.record.typename]!;
      if (input.files != null && path !== 'work-orders') checks.add(['files'], 'INVALID', 'files can be attached to work order notes only');
      return mutate(
        checks,
        async () => {
          const id = parseDatabaseId(input.record.id);
          const created = await createNote(ctx.upstream, path, id, {
            body: input.text,
            replyToId: input.replyTo ? parseDatabaseId(input.replyTo.id) : undefined,
            fileIds: input.files?.map((f) => parseDatabaseId(f.id)),
          });
          // The answer has no author: Note.author reads the record's notes if asked.
          const note: NoteValue = withFields(created, { parent: { path, id } });
          return note;
        },
        fields,
        ['input', 'record'],
      );
    },
  }),
  noteUpdate: t.field({
    type: NoteUpdatePayload,
    description: 'Replaces the text of a note (REST `PATCH /notes/{id}`). Only its author can: a note by someone else is refused as a user error.',
    args: {
      id: t.arg.globalID({ for: NoteRef, required: true, description: 'The note to change.' }),
      input: t.arg({ type: NoteUpdateInput, required: true, description: 'The new text.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      checkText(checks, input.text);
      return mutate(
        checks,
        () => updateNote(ctx.upstream, parseDatabaseId(id.id), { body: input.text }) as Promise<NoteValue>,
        (f) => (f === 'noteId' ? ['id'] : fields(f)),
      );
    },
  }),
  noteDelete: t.field({
    type: NoteDeletePayload,
    description:
      'Deletes a note (REST `DELETE /notes/{id}`); only its author can (FORBIDDEN otherwise). Irreversible. A note with replies keeps its place in the thread with the text "This communication was deleted.".',
    args: { id: t.arg.globalID({ for: NoteRef, required: true, description: 'The note to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteNote(ctx.upstream, databaseId);
        return encodeGlobalID('Note', databaseId);
      }),
  }),
}));
