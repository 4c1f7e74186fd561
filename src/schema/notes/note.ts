/**
 * Note: text a user wrote on a project, opportunity, account or work order (`GET /{record}/{id}/notes`),
 * newest first, with its author. Notes exist only inside their record's list (there is no
 * GET /notes/{id}), so `Note.record` and `Note.author` come from that list; `node(id:)` cannot fetch a
 * note. `Project.notes`, `Opportunity.notes`, `Account.notes`, `WorkOrder.notes`: one request per
 * record, all records of a level in one wave.
 */
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { builder } from '../builder.js';
import { parentListConnection } from '../parent-lists.js';
import { connectionOf } from '../pagination.js';
import { AccountRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { parseDatabaseId } from '../ids.js';
import { typenameOf, type Typed } from '../typename.js';
import { dateTime } from '../lenient.js';
import type { GatewayContext } from '../../gateway/context.js';
import { UpstreamError } from '../../upstream/errors.js';
import { listNotesOf, type NoteParentPath, type RestNote } from '../../upstream/notes.js';
import { loaderOptions } from '../loader-options.js';
import { withFields } from '../../upstream/shapes.js';

/** A note as the schema holds it: the REST shape, and the record it was read from or written to when known. */
export type NoteValue = RestNote & { parent?: { path: NoteParentPath; id: number } };

export const NoteRef = builder.loadableNodeRef('Note', {
  loaderOptions,
  id: { resolve: (note: NoteValue) => note.id, parse: (value: string) => parseDatabaseId(value) },
  // No GET /notes/{id} exists: a Note by global id is NOT_FOUND at once, with no upstream request.
  load: (ids: number[]) =>
    Promise.resolve(
      ids.map(
        () => new UpstreamError('NOT_FOUND', "A note cannot be fetched by id (the REST API has no GET /notes/{id}); read it through its record's `notes`"),
      ) as (NoteValue | Error)[],
    ),
});

type NoteRecordType = 'Project' | 'Opportunity' | 'Account' | 'WorkOrder';
const PARENT_TYPES: Record<NoteParentPath, NoteRecordType> = {
  projects: 'Project',
  opportunities: 'Opportunity',
  accounts: 'Account',
  'work-orders': 'WorkOrder',
};

/** Per request and per kind of record: the notes of each record, one GET per distinct record, one wave. */
const loaders = Object.fromEntries(
  (Object.keys(PARENT_TYPES) as NoteParentPath[]).map((path) => [
    path,
    dataloaderGetter<number, NoteValue[], number>(
      loaderOptions,
      (ids, context) => {
        const ctx = context as GatewayContext;
        return Promise.all(
          ids.map((id) =>
            listNotesOf(ctx.upstream, path, id).then(
              (rows) => rows.map((r): NoteValue => withFields(r, { parent: { path, id } })),
              (e: Error) => e,
            ),
          ),
        );
      },
      undefined,
      false,
    ) as (ctx: GatewayContext) => DataLoader<number, NoteValue[]>,
  ]),
) as Record<NoteParentPath, (ctx: GatewayContext) => DataLoader<number, NoteValue[]>>;

export function notesOf(ctx: GatewayContext, path: NoteParentPath, id: number): Promise<NoteValue[]> {
  return loaders[path](ctx).load(id);
}

export const NoteRecordUnion = builder.unionType('NoteRecord', {
  description: 'The record a note is written on: a project, an opportunity, an account or a work order.',
  types: [ProjectRef, OpportunityRef, AccountRef, WorkOrderRef],
  // The reference `Note.record` hands out names its type, so no request is needed to tell.
  resolveType: (value) => {
    const kind = typenameOf(value);
    return kind === 'Opportunity' ? OpportunityRef : kind === 'Account' ? AccountRef : kind === 'WorkOrder' ? WorkOrderRef : ProjectRef;
  },
});

/** `[Name|~id:123]` mention tokens: user ids in order of first mention. */
function mentionedIds(text: string): number[] {
  const ids: number[] = [];
  for (const m of text.matchAll(/\[[^\]|]*\|~id:(\d+)\]/g)) {
    const id = Number(m[1]);
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

NoteRef.implement({
  description:
    "A note (once called a comment) on a project, opportunity, account or work order, possibly mentioning users. Notes are read through their record's `notes`: a note cannot be fetched by id (the REST API has no such read), so `node(id:)` with a Note id answers null with a NOT_FOUND error, at no cost.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the note.' }),
    text: t.string({
      nullable: true,
      description: 'The note as written (REST `note`), mention tokens included: `[Display Name|~id:USER_ID]` for a user, `[Team|~team:ID]` for a team.',
      resolve: (n) => (typeof n.note === 'string' ? n.note : null),
    }),
    plainText: t.string({
      nullable: true,
      description: 'The note with each mention token shown as @Display Name.',
      resolve: (n) => (typeof n.note === 'string' ? n.note.replace(/\[([^\]|]*)\|~[a-z]+:[^\]]*\]/g, '@$1') : null),
    }),
    mentions: t.field({
      type: [UserRef],
      description: 'Users the note mentions, in order of first mention. Cost: one upstream request per operation (the user directory).',
      resolve: (n) => (typeof n.note === 'string' ? mentionedIds(n.note) : []),
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      description:
        "Who wrote the note; null when unknown. Names and e-mail come with the note; in a `noteCreate` payload (whose answer has no author) this costs one upstream request, to read the record's notes.",
      resolve: async (n, _a, ctx) => {
        const own = n.createdByUser ?? n.author;
        if (own && typeof own.id === 'number') return own;
        if (own === null || !n.parent) return null;
        const listed = (await notesOf(ctx, n.parent.path, n.parent.id)).find((x) => x.id === n.id);
        const summary = listed?.createdByUser ?? listed?.author;
        return summary && typeof summary.id === 'number' ? summary : null;
      },
    }),
    record: t.field({
      type: NoteRecordUnion,
      nullable: true,
      description:
        'The project, opportunity, account or work order the note is on; null in a `noteUpdate` payload, whose answer does not say. `id` and `databaseId` come with the note; other fields cost one upstream request per distinct record.',
      resolve: (n): Typed<NoteRecordType, { id: number }> | null => (n.parent ? { __typename: PARENT_TYPES[n.parent.path], id: n.parent.id } : null),
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When the note was written.', resolve: (n) => dateTime(n.createdAt) }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the note was last edited; null in lists, which do not carry it.',
      resolve: (n) => dateTime(n.updatedAt),
    }),
  }),
});

const NoteConnection = connectionOf(NoteRef, 'Note', 'note', 'notes', '. The list is read whole, so there is no totalCount.');

const perRecord = (noun: string, path: NoteParentPath) => ({
  type: NoteRef,
  needsOnlyId: true,
  description: `Notes on the ${noun}, newest first, replies included${path === 'work-orders' ? ' (up to 1,000)' : ''}. The list is read whole and any page of it is served from that read. Cost: one upstream request per ${noun}${path === 'work-orders' ? ' and 100 notes' : ''}, whatever the page; ${path.replace('-', ' ')} of one page are fetched together.`,
  ...parentListConnection((id, ctx) => notesOf(ctx, path, id)),
});

builder.objectFields(ProjectRef, (t) => ({ notes: t.connection(perRecord('project', 'projects'), NoteConnection) }));
builder.objectFields(OpportunityRef, (t) => ({ notes: t.connection(perRecord('opportunity', 'opportunities'), NoteConnection) }));
builder.objectFields(AccountRef, (t) => ({ notes: t.connection(perRecord('account', 'accounts'), NoteConnection) }));
builder.objectFields(WorkOrderRef, (t) => ({ notes: t.connection(perRecord('work order', 'work-orders'), NoteConnection) }));
