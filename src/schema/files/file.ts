/**
 * File: a document, photo or form PDF on a project, opportunity or account (spec "File upload result",
 * FILE-3; FILE-5: accounts have the same file endpoints). Per-record lists cost one request per record,
 * all records of a level in one wave; their rows are full records (primed into the by-id loader).
 */
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, url } from '../lenient.js';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { connectionOf } from '../pagination.js';
import { parentListConnection } from '../parent-lists.js';
import { FileRef, FolderRef, FormRef } from './refs.js';
import { PhaseRef } from './folder.js';
import { ownerFields, userOrNull } from './common.js';
import { filesLoader, listKey, phaseOfRecord } from './lists.js';
import type { FileOwnerPath, RestFile, RestFileMetaData } from '../../upstream/files.js';

const get = reader<RestFile>(FileRef);

type Gps = NonNullable<RestFileMetaData['gps']>;

const FileGpsRef = builder.objectRef<Gps>('FileGps').implement({
  description: 'Where a photo was taken, from its metadata.',
  fields: (t) => ({
    latitude: t.float({ nullable: true, description: 'Latitude in decimal degrees.', resolve: (g) => (typeof g.latitude === 'number' ? g.latitude : null) }),
    longitude: t.float({
      nullable: true,
      description: 'Longitude in decimal degrees.',
      resolve: (g) => (typeof g.longitude === 'number' ? g.longitude : null),
    }),
    altitude: t.float({
      nullable: true,
      description: 'Altitude in metres; null when unknown.',
      resolve: (g) => (typeof g.altitude === 'number' ? g.altitude : null),
    }),
  }),
});

const str = (v: unknown) => (typeof v === 'string' ? v : null);

const FileMetaDataRef = builder.objectRef<RestFileMetaData>('FileMetaData').implement({
  // FILE-3
  description: 'Metadata of a stored file: size, MIME type, extension and the names it was stored under.',
  fields: (t) => ({
    acl: t.string({ nullable: true, description: 'Access level of the stored object (e.g. private).', resolve: (m) => str(m.acl) }),
    size: t.float({
      nullable: true,
      description: 'Size in bytes (a Float: files can exceed 2^31 bytes).',
      resolve: (m) => (typeof m.size === 'number' ? m.size : null),
    }),
    userId: t.int({
      nullable: true,
      description: 'The REST id of the user who stored the file.',
      resolve: (m) => (typeof m.userId === 'number' ? m.userId : null),
    }),
    mimeType: t.string({ nullable: true, description: 'MIME type (e.g. image/jpeg).', resolve: (m) => str(m.mimeType) }),
    // FILE-3
    extention: t.string({
      nullable: true,
      description: 'File extension without the dot, e.g. pdf (the REST API spells the field name so).',
      resolve: (m) => str(m.extention),
    }),
    originalName: t.string({ nullable: true, description: 'The name the file was uploaded with.', resolve: (m) => str(m.originalName) }),
    generatedName: t.string({ nullable: true, description: 'The name the file is stored under.', resolve: (m) => str(m.generatedName) }),
    gps: t.field({
      type: FileGpsRef,
      nullable: true,
      description: 'Where a photo was taken; null when the file has no location.',
      resolve: (m) => (m.gps && typeof m.gps === 'object' ? m.gps : null),
    }),
    thumbnailUrl: t.field({ type: 'URL', nullable: true, description: 'A thumbnail of an image; null for other files.', resolve: (m) => url(m.thumbnailUrl) }),
    thumbnailName: t.string({ nullable: true, description: 'The stored name of the thumbnail.', resolve: (m) => str(m.thumbnailName) }),
    requestFileName: t.string({
      nullable: true,
      description: 'For a file created from a URL: the file name taken from that URL.',
      resolve: (m) => str(m.requestFileName),
    }),
  }),
});

FileRef.implement({
  // FOLD-2
  description:
    'A file of a project, opportunity or account: a photo, document, drawing, or the document of a form (`isForm`). Sits in the record itself, in a folder or in a phase.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the file.' }),
    name: t.string({ nullable: true, description: 'Name of the file.', resolve: get('name') }),
    downloadUrl: t.field({
      type: 'URL',
      nullable: true,
      description: 'Where to download the file.',
      resolve: get('downloadUrl', url),
    }),
    fileType: t.string({
      nullable: true,
      // FOLD-1: REST `fileType` in folder and phase contents, `type` on the file itself
      description: "The file's category label, e.g. IMAGE, PDF, DOCUMENT or FORM.",
      resolve: get('type'),
    }),
    // FILE-3
    metaData: t.field({
      type: FileMetaDataRef,
      nullable: true,
      description: 'Size, MIME type, extension and stored names; null when the REST API gave none.',
      resolve: get('metaData'),
    }),
    isArchived: t.boolean({
      nullable: true,
      description: 'True when the file is archived (fileUpdate with isActive false); archived files are left out of lists unless includeArchived is true.',
      resolve: get('isArchived'),
    }),
    // FOLD-2
    isForm: t.boolean({ nullable: true, description: "True when the file is a form's document; see `form`.", resolve: get('isForm') }),
    source: t.string({ nullable: true, description: 'Where the file came from (e.g. INTERNAL).', resolve: get('source') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the file was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the file was last changed.',
      resolve: get('updatedAt', dateTime),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user who created the file; null when unknown. Names come with the file; `phone` and `role` cost one upstream request per operation.',
      resolve: get('createdByUser', userOrNull),
    }),
    folder: t.field({
      type: FolderRef,
      nullable: true,
      description: 'The folder holding the file; null when it sits in the record itself or in a phase. Cost: one upstream request per distinct folder.',
      resolve: async (f, a, c) => {
        const id = await get('folderId')(f, a, c);
        return typeof id === 'number' ? { id } : null;
      },
    }),
    phase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'The phase holding the file directly; null otherwise. Cost: one upstream request per record the phase is on (its folder list).',
      resolve: async (f, a, c) => {
        const [phaseInstanceId, projectId, opportunityId] = await Promise.all([
          get('phaseInstanceId')(f, a, c),
          get('projectId')(f, a, c),
          get('opportunityId')(f, a, c),
        ]);
        return phaseOfRecord({ phaseInstanceId, projectId, opportunityId });
      },
    }),
    form: t.field({
      type: FormRef,
      nullable: true,
      // FOLD-2
      description: 'The form this file is the document of; null for an ordinary file. Cost: one upstream request per distinct form.',
      resolve: async (f, a, c) => {
        const id = await get('formId')(f, a, c);
        return typeof id === 'number' ? { id } : null;
      },
    }),
    ...ownerFields(t, 'file', FileRef),
  }),
});

builder.queryFields((t) => ({
  file: recordLookupField(t, FileRef, 'a file'),
}));

const FileConnection = connectionOf(FileRef, 'File', 'file', 'files', '. The list is read whole, so there is no totalCount.');

const filesOf = (owner: FileOwnerPath, noun: string) => ({
  type: FileRef,
  // FILE-5 for accounts
  description: `Every file of the ${noun}, wherever it sits. The REST API does not page this list: it is read whole, and any page of it is served from that read. Cost: one upstream request per ${noun}, whatever the page; ${owner} of one page are fetched together.`,
  ...parentListConnection((id, ctx, args: DefaultConnectionArguments & { includeArchived?: boolean | null }) =>
    filesLoader(ctx).load(listKey(owner, id, !!args.includeArchived)),
  ),
});
const includeArchivedFiles = { defaultValue: false, description: 'Include archived files; default false.' } as const;

builder.objectFields(ProjectRef, (t) => ({
  files: t.connection(Object.assign({}, filesOf('projects', 'project'), { args: { includeArchived: t.arg.boolean(includeArchivedFiles) } }), FileConnection),
}));
builder.objectFields(OpportunityRef, (t) => ({
  files: t.connection(
    Object.assign({}, filesOf('opportunities', 'opportunity'), { args: { includeArchived: t.arg.boolean(includeArchivedFiles) } }),
    FileConnection,
  ),
}));
builder.objectFields(AccountRef, (t) => ({
  files: t.connection(Object.assign({}, filesOf('accounts', 'account'), { args: { includeArchived: t.arg.boolean(includeArchivedFiles) } }), FileConnection),
}));
