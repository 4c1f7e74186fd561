/**
 * File writes: `fileUpload` (GraphQL multipart request spec → POST /{record}/{id}/files/upload, FILE-1..4;
 * FILE-2's 6 MB limit checked in the gateway, see use-upload-limit.ts), `fileCreateFromUrl` (the way for
 * larger files), `fileUpdate` (rename, move, archive) and `fileDelete`. FILE-5: accounts take them too.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput } from '../mutations.js';
import { FileRef, FolderRef } from './refs.js';
import { badUserInput, gatewayError } from '../../errors.js';
import { MAX_UPLOAD_BYTES, OversizedUpload } from '../../limits.js';
import type { FileOwnerPath, RestFile } from '../../upstream/files.js';
import { createFileFromUrl, deleteFile, updateFile, uploadFile } from '../../upstream/files-writes.js';

const isBlob = (v: unknown): v is Blob => !!v && typeof v === 'object' && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number';

builder.scalarType('Upload', {
  description:
    'A file sent as a part of a multipart request (GraphQL multipart request spec): the `operations` field holds the query with this variable set to null, `map` maps the part onto it. Input only.',
  serialize: () => {
    throw gatewayError('INTERNAL', 'Upload is an input-only scalar');
  },
  parseValue: (value) => {
    if (value instanceof OversizedUpload || isBlob(value)) return value;
    throw badUserInput('An Upload variable must be a part of a multipart request (GraphQL multipart request spec)');
  },
  parseLiteral: () => {
    throw badUserInput('An Upload can only be sent as a variable of a multipart request');
  },
});

const MIME = /^[\w.+-]+\/[\w.+-]+$/;
const MB = 1024 * 1024;

const ownerPaths: Record<string, FileOwnerPath> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts' };
const ownerOf = (g: { typename: string; id: string | number }) => ({ path: ownerPaths[g.typename]!, id: parseDatabaseId(g.id) });

const FileUploadInput = builder.inputType('FileUploadInput', {
  // FILE-1, FILE-5
  description: 'A file to upload to a project, opportunity or account (REST `POST /projects/{id}/files/upload`, likewise for opportunities and accounts).',
  fields: (t) => ({
    // FILE-5
    recordId: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef],
      required: true,
      description: 'The project, opportunity or account that gets the file.',
    }),
    // FILE-2
    file: t.field({ type: 'Upload', required: true, description: 'The file, at most 6 MB; larger files go through fileCreateFromUrl.' }),
    name: t.string({ description: "Name to store the file under, up to 255 characters; default: the uploaded file's name." }),
    contentType: t.string({ description: "MIME type such as image/jpeg; default: the uploaded part's type, else guessed from the name's extension." }),
    phaseInstanceId: t.int({ description: 'The REST id of a phase of the record to put the file in (`Phase.databaseId`).' }),
  }),
});

const FileCreateFromUrlInput = builder.inputType('FileCreateFromUrlInput', {
  // FILE-2
  description:
    'A file the API fetches from a URL (REST `POST /projects/{id}/files`, likewise for opportunities and accounts): the way for files over the 6 MB upload limit.',
  fields: (t) => ({
    // FILE-5
    recordId: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef],
      required: true,
      description: 'The project, opportunity or account that gets the file.',
    }),
    url: t.field({ type: 'URL', required: true, description: 'Absolute http(s) URL of the file.' }),
    name: t.string({ description: 'Name to store the file under; default: the last segment of the URL.' }),
    folderId: t.globalID({ for: FolderRef, description: 'A folder of the same record to put the file in; not together with phaseInstanceId.' }),
    phaseInstanceId: t.int({ description: 'The REST id of a phase of the same record to put the file in (`Phase.databaseId`); not together with folderId.' }),
    isArchived: t.boolean({ description: 'Create the file archived (default false).' }),
  }),
});

const FileUpdateInput = builder.inputType('FileUpdateInput', {
  description: 'Changes to a file (REST `PATCH /files/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    name: t.string({ description: "New name, up to 255 characters; must not be blank. Renaming a form's file renames the form." }),
    folderId: t.globalID({
      for: FolderRef,
      description: 'Move into this folder of the same record; null moves the file to the record itself. Not together with phaseInstanceId.',
    }),
    phaseInstanceId: t.int({ description: 'Move into this phase of the same record (`Phase.databaseId`). Not together with folderId.' }),
    isActive: t.boolean({ description: 'False archives the file (hidden from lists unless includeArchived), true restores it.' }),
  }),
});

// FILE-3
const FileUploadPayload = payloadType<RestFile>(
  'FileUploadPayload',
  'Result of fileUpload.',
  'file',
  FileRef,
  'The uploaded file; null when refused. `id`, `name`, `downloadUrl` and `metaData` come with the upload result; other fields cost one upstream request.',
);
const FileCreateFromUrlPayload = payloadType<RestFile>(
  'FileCreateFromUrlPayload',
  'Result of fileCreateFromUrl.',
  'file',
  FileRef,
  'The created file; null when refused.',
);
const FileUpdatePayload = payloadType<RestFile>('FileUpdatePayload', 'Result of fileUpdate.', 'file', FileRef, 'The file after the change; null when refused.');
const FileDeletePayload = payloadType<string>(
  'FileDeletePayload',
  'Result of fileDelete.',
  'deletedFileId',
  'ID',
  'The global id the deleted file had; null when refused.',
);

type GlobalId = { id: string | number } | null | undefined;
const dbId = (g: GlobalId) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);

/** The record's path in a NOT_FOUND user error of a create: the record id, not a target id. */
const RECORD_PATH = ['input', 'recordId'];

builder.mutationFields((t) => ({
  fileUpload: t.field({
    type: FileUploadPayload,
    // FILE-1, FILE-2, FILE-5
    description:
      'Uploads a file to a project, opportunity or account (REST `POST /projects/{id}/files/upload`, likewise for opportunities and accounts). Send it as a GraphQL multipart request. Files over 6 MB are refused with a TOO_LARGE user error before any upstream request: use fileCreateFromUrl for them.',
    args: { input: t.arg({ type: FileUploadInput, required: true, description: 'The file and where it goes.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      const file = input.file;
      const size = isBlob(file) ? file.size : null;
      if (size === null || size > MAX_UPLOAD_BYTES) {
        const got = size === null ? 'over 6 MB' : `${(size / MB).toFixed(1)} MB`;
        checks.add(
          ['file'],
          'TOO_LARGE',
          `The file is ${got}; uploads are limited to 6 MB (${MAX_UPLOAD_BYTES} bytes). Create larger files from a URL with fileCreateFromUrl.`,
        );
      }
      if (input.name != null) checks.requiredText(['name'], input.name, 255);
      if (input.contentType != null && !MIME.test(input.contentType))
        checks.add(['contentType'], 'INVALID', 'contentType must be a MIME type such as image/jpeg');
      if (input.phaseInstanceId != null && input.phaseInstanceId < 1) checks.add(['phaseInstanceId'], 'INVALID', 'phaseInstanceId must be a positive REST id');
      const owner = ownerOf(input.recordId);
      return mutate(
        checks,
        async () => {
          const blob = file as Blob;
          const fileName = (blob as File).name || input.name || 'upload';
          // A part parsed by Yoga's body parser is copied once (at most 6 MB) into the runtime's Blob.
          const part = blob instanceof Blob ? blob : new Blob([await (blob as Blob).arrayBuffer()], { type: (blob as Blob).type });
          const result = await uploadFile(
            ctx.upstream,
            owner.path,
            owner.id,
            { blob: part, fileName },
            {
              name: input.name ?? undefined,
              contentType: input.contentType ?? undefined,
              phaseInstanceId: input.phaseInstanceId ?? undefined,
            },
          );
          // The result holds id, name, downloadUrl and metaData only: any other field reads GET /files/{id}.
          FileRef.getDataloader(ctx).clear(result.id);
          return result as RestFile;
        },
        underInput,
        RECORD_PATH,
      );
    },
  }),
  fileCreateFromUrl: t.field({
    type: FileCreateFromUrlPayload,
    // FILE-2, FILE-5
    description:
      'Creates a file on a project, opportunity or account from a URL the API fetches (REST `POST /projects/{id}/files`, likewise for opportunities and accounts): the way for files over the 6 MB upload limit.',
    args: { input: t.arg({ type: FileCreateFromUrlInput, required: true, description: 'The URL and where the file goes.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      if (input.url.protocol !== 'http:' && input.url.protocol !== 'https:') checks.add(['url'], 'INVALID', 'url must be an http(s) URL');
      if (input.name != null) checks.requiredText(['name'], input.name, 255);
      checks.exclusive({ folderId: input.folderId, phaseInstanceId: input.phaseInstanceId });
      const owner = ownerOf(input.recordId);
      return mutate(
        checks,
        async () => {
          const file = await createFileFromUrl(ctx.upstream, owner.path, owner.id, {
            url: input.url.href,
            name: input.name ?? undefined,
            isArchived: input.isArchived ?? undefined,
            folderId: dbId(input.folderId) ?? undefined,
            phaseInstanceId: input.phaseInstanceId ?? undefined,
          });
          return primeFresh(FileRef, ctx, file);
        },
        underInput,
        RECORD_PATH,
      );
    },
  }),
  fileUpdate: t.field({
    type: FileUpdatePayload,
    description:
      'Renames, moves or archives a file (REST `PATCH /files/{id}`). A move names the new place (a folder, a phase, or null for the record itself); `isActive: false` archives it.',
    args: {
      id: t.arg.globalID({ for: FileRef, required: true, description: 'The file to change.' }),
      input: t.arg({ type: FileUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.name !== undefined) checks.requiredText(['name'], input.name, 255);
      checks.exclusive({ folderId: input.folderId, phaseInstanceId: input.phaseInstanceId });
      return mutate(checks, async () => {
        const file = await updateFile(ctx.upstream, parseDatabaseId(id.id), {
          name: input.name ?? undefined,
          isActive: input.isActive ?? undefined,
          folderId: dbId(input.folderId),
          phaseInstanceId: input.phaseInstanceId,
        });
        return primeFresh(FileRef, ctx, file);
      });
    },
  }),
  fileDelete: t.field({
    type: FileDeletePayload,
    description:
      "Deletes a file (REST `DELETE /files/{id}`). Irreversible: the stored file is gone; deleting a form's file also deletes the form and its work item.",
    args: { id: t.arg.globalID({ for: FileRef, required: true, description: 'The file to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteFile(ctx.upstream, databaseId);
        FileRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('File', databaseId);
      }),
  }),
}));
