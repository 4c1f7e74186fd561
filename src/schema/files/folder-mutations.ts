/**
 * Folder writes: `folderCreate` on a project or opportunity (FOLD-3: `name` required, `parentId` and
 * `phaseInstanceId` exclusive, both checked before any call; FOLD-4's two-level limit is the API's, its
 * 400 becomes a user error), `folderUpdate` (rename, move, archive) and `folderDelete` (FOLD-5).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { OpportunityRef, ProjectRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput } from '../mutations.js';
import { FolderRef } from './refs.js';
import type { FolderOwnerPath, RestFolder } from '../../upstream/files.js';
import { createFolder, deleteFolder, updateFolder } from '../../upstream/files-writes.js';

const FolderCreateInput = builder.inputType('FolderCreateInput', {
  // FOLD-3
  description:
    'A new folder (REST `POST /projects/{id}/folders`, likewise for opportunities). It goes under a parent folder, into a phase, or (neither) into the record itself.',
  fields: (t) => ({
    recordId: t.globalID({ for: [ProjectRef, OpportunityRef], required: true, description: 'The project or opportunity that gets the folder.' }),
    // FOLD-3
    name: t.string({ required: true, description: 'Name of the folder; must not be blank, up to 255 characters.' }),
    // FOLD-3, FOLD-4
    parentId: t.globalID({
      for: FolderRef,
      description: 'The parent folder: a root folder of the same record, as folders nest two levels at most. Not together with phaseInstanceId.',
    }),
    // FOLD-3
    phaseInstanceId: t.int({ description: 'The REST id of a phase of the same record to put the folder in (`Phase.databaseId`); not together with parentId.' }),
    isActive: t.boolean({ description: 'False creates the folder archived (default true).' }),
  }),
});

const FolderUpdateInput = builder.inputType('FolderUpdateInput', {
  description: 'Changes to a folder (REST `PATCH /folders/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    name: t.string({ description: 'New name; must not be blank, up to 255 characters.' }),
    // FOLD-4
    parentId: t.globalID({
      for: FolderRef,
      description: 'Move under this root folder of the same record; null moves the folder to the record itself. Not together with phaseInstanceId.',
    }),
    // FOLD-3
    phaseInstanceId: t.int({ description: 'Move into this phase of the same record (`Phase.databaseId`). Not together with parentId.' }),
    isActive: t.boolean({ description: 'False archives the folder (hidden from lists unless includeArchived), true restores it.' }),
  }),
});

const FolderCreatePayload = payloadType<RestFolder>(
  'FolderCreatePayload',
  'Result of folderCreate.',
  'folder',
  FolderRef,
  'The created folder; null when refused.',
);
const FolderUpdatePayload = payloadType<RestFolder>(
  'FolderUpdatePayload',
  'Result of folderUpdate.',
  'folder',
  FolderRef,
  'The folder after the change; null when refused.',
);
const FolderDeletePayload = payloadType<string>(
  'FolderDeletePayload',
  'Result of folderDelete.',
  'deletedFolderId',
  'ID',
  'The global id the deleted folder had; null when refused.',
);

type GlobalId = { id: string | number } | null | undefined;
const dbId = (g: GlobalId) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);

/** The record a folder item answer belongs to, without the contents discriminator. */
const asFolder = ({ type: _type, ...folder }: RestFolder & { type?: string }): RestFolder => folder;

function nameChecks(checks: InputChecks, name: string | null | undefined) {
  checks.requiredText(['name'], name, 255);
}

builder.mutationFields((t) => ({
  folderCreate: t.field({
    type: FolderCreatePayload,
    // FOLD-3, FOLD-4
    description:
      'Creates a folder on a project or opportunity (REST `POST /projects/{id}/folders`, likewise for opportunities): in the record itself, under a root folder (two levels at most) or in a phase.',
    args: { input: t.arg({ type: FolderCreateInput, required: true, description: 'The new folder.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      nameChecks(checks, input.name);
      checks.exclusive({ parentId: input.parentId, phaseInstanceId: input.phaseInstanceId });
      const owner: FolderOwnerPath = input.recordId.typename === 'Project' ? 'projects' : 'opportunities';
      return mutate(
        checks,
        async () => {
          const folder = await createFolder(ctx.upstream, owner, parseDatabaseId(input.recordId.id), {
            name: input.name.trim(),
            parentId: dbId(input.parentId) ?? undefined,
            phaseInstanceId: input.phaseInstanceId ?? undefined,
            isActive: input.isActive ?? undefined,
          });
          return primeFresh(FolderRef, ctx, asFolder(folder));
        },
        underInput,
        ['input', 'recordId'],
      );
    },
  }),
  folderUpdate: t.field({
    type: FolderUpdatePayload,
    // FOLD-4
    description:
      'Renames, moves or archives a folder (REST `PATCH /folders/{id}`). A move names the new place (a root folder, a phase, or null for the record itself) and keeps the two-level limit; `isActive: false` archives it.',
    args: {
      id: t.arg.globalID({ for: FolderRef, required: true, description: 'The folder to change.' }),
      input: t.arg({ type: FolderUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.name !== undefined) nameChecks(checks, input.name);
      checks.exclusive({ parentId: input.parentId, phaseInstanceId: input.phaseInstanceId });
      if (input.parentId && input.parentId.id === id.id) checks.add(['parentId'], 'INVALID', 'A folder cannot be its own parent');
      return mutate(checks, async () => {
        const folder = await updateFolder(ctx.upstream, parseDatabaseId(id.id), {
          name: input.name?.trim(),
          parentId: dbId(input.parentId),
          phaseInstanceId: input.phaseInstanceId,
          isActive: input.isActive ?? undefined,
        });
        return primeFresh(FolderRef, ctx, asFolder(folder));
      });
    },
  }),
  folderDelete: t.field({
    type: FolderDeletePayload,
    // FOLD-5
    description: 'Deletes a folder (REST `DELETE /folders/{id}`). Irreversible: its subfolders and all their files (forms included) are deleted with it.',
    args: { id: t.arg.globalID({ for: FolderRef, required: true, description: 'The folder to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteFolder(ctx.upstream, databaseId);
        FolderRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Folder', databaseId);
      }),
  }),
}));
