/**
 * Per-request DataLoaders for the files domain's per-parent lists (a record's files, folders and forms, a
 * folder's or a phase's contents): one request per distinct (parent, includeArchived), all parents of a
 * level in one wave. Entries are normalised into the records the node types read, each naming its type
 * in `__typename` (../typename.ts), so the unions resolve without guessing.
 */
import { eachKey } from '../../upstream/batch.js';
import type DataLoader from 'dataloader';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import type { GatewayContext } from '../../gateway/context.js';
import { markFull, primeAll } from '../summary.js';
import { typed, type Typed } from '../typename.js';
import { FileRef, FolderRef } from './refs.js';
import {
  listFilesOf,
  listFolderContents,
  listFoldersOf,
  listFormsOf,
  listPhaseContents,
  type FileOwnerPath,
  type FolderOwnerPath,
  type RestContentItem,
  type RestFile,
  type RestFolder,
  type RestFolderListItem,
  type RestForm,
  type RestOwnerIds,
  type RestPhase,
} from '../../upstream/files.js';
import { loaderOptions } from '../loader-options.js';
import { withFields } from '../../upstream/shapes.js';

/** A form as a folder's or phase's contents list holds it (its state; the rest loads by id). */
type FormRec = Partial<RestForm> & { id: number };

/** What `Folder.contents` and `Phase.contents` hand the `FolderItem` union: each entry naming its type. */
export type FolderItemValue = Typed<'Folder', RestFolder> | Typed<'File', RestFile> | Typed<'Form', FormRec>;

/** What `Project.folders` (and the opportunity's) hand the `FolderRoot` union: each entry naming its type. */
export type FolderRootValue = Typed<'Folder', RestFolder> | Typed<'Phase', RestPhase>;

/** A phase as the files domain knows it: its row, or a partial (id and owner) from a file, folder or form. */
export type PhaseRec = Pick<RestPhase, 'id'> & Partial<RestPhase>;

/** A loader of one list per key; the key is decoded by `fetch`. Pothos's getter, so a write clears it too (context.ts). */
function listLoader<T>(fetch: (ctx: GatewayContext, key: string) => Promise<T[]>) {
  return dataloaderGetter<string, T[], string>(
    loaderOptions,
    async (keys, ctx) => {
      return eachKey(keys, (k) => fetch(ctx as GatewayContext, k));
    },
    undefined,
    false,
  ) as (ctx: GatewayContext) => DataLoader<string, T[]>;
}

const parts = (key: string) => {
  const [owner, id, archived] = key.split(':');
  return { owner, id: Number(id), archived: archived === '1' };
};
export const listKey = (owner: string, id: number, archived = false) => `${owner}:${id}:${archived ? 1 : 0}`;

const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A folder or phase content item as the record its type reads (the file label moves back to `type`). */
export function contentRecord(ctx: GatewayContext, item: RestContentItem): FolderItemValue {
  if (item.type === 'folder') {
    const { type: _t, ...folder } = item;
    primeAll(FolderRef, ctx, [folder as RestFolder]);
    return typed('Folder', folder as RestFolder);
  }
  const { type, fileType, templateId, status, isCompleted, ...rest } = item;
  const file = primeAll(FileRef, ctx, [withFields(rest, { type: fileType }) as RestFile])[0]!;
  if (type !== 'form' || typeof item.formId !== 'number') return typed('File', file);
  // FOLD-2: a form is a file; its placement comes from the file, its state from the form fields of the item.
  return {
    __typename: 'Form',
    id: item.formId,
    name: item.name,
    templateId,
    status,
    isCompleted,
    fileId: item.id,
    folderId: item.folderId ?? null,
    phaseInstanceId: item.phaseInstanceId ?? null,
    projectId: item.projectId ?? null,
    opportunityId: item.opportunityId ?? null,
    accountId: item.accountId ?? null,
  };
}

export const filesLoader = listLoader<RestFile>((ctx, key) => {
  const p = parts(key);
  return listFilesOf(ctx.upstream, p.owner as FileOwnerPath, p.id, p.archived).then((rows) => primeAll(FileRef, ctx, asArray<RestFile>(rows)));
});

export const formsLoader = listLoader<RestForm>((ctx, key) => {
  const [owner, id, status] = key.split(':');
  // List rows are summaries (no formLayouts): not primed, so a layout read loads GET /forms/{id}.
  return listFormsOf(ctx.upstream, owner as FolderOwnerPath, Number(id), status || undefined).then((rows) => asArray<RestForm>(rows));
});

export const foldersLoader = listLoader<RestFolderListItem>((ctx, key) => {
  const p = parts(key);
  return listFoldersOf(ctx.upstream, p.owner as FolderOwnerPath, p.id, p.archived).then((rows) => asArray<RestFolderListItem>(rows));
});

export const contentsLoader = listLoader<RestContentItem>((ctx, key) => {
  const p = parts(key);
  const fetch = p.owner === 'phase' ? listPhaseContents : listFolderContents;
  return fetch(ctx.upstream, p.id, p.archived).then((rows) => asArray<RestContentItem>(rows));
});

/** The record a file, folder, form or phase belongs to, as the REST path of its folder list. */
export function folderOwner(r: RestOwnerIds): { owner: FolderOwnerPath; id: number } | null {
  if (typeof r.projectId === 'number') return { owner: 'projects', id: r.projectId };
  if (typeof r.opportunityId === 'number') return { owner: 'opportunities', id: r.opportunityId };
  return null;
}

/** A record's folder list entries as Folder and Phase records naming their type (folders primed into their loader). */
export function folderListRecords(ctx: GatewayContext, rows: RestFolderListItem[]): FolderRootValue[] {
  return rows.map((row) => {
    const { type, ...rest } = row;
    if (type === 'phase') return typed('Phase', markFull(rest as RestPhase));
    primeAll(FolderRef, ctx, [rest as RestFolder]);
    return typed('Folder', rest as RestFolder);
  });
}

/**
 * A phase's own row, found in its record's folder list (there is no GET by phase id): one request per
 * record, shared with `Project.folders`.
 */
export async function phaseRow(ctx: GatewayContext, phase: PhaseRec): Promise<PhaseRec> {
  const owner = folderOwner(phase);
  if (!owner) return phase;
  const rows = await foldersLoader(ctx).load(listKey(owner.owner, owner.id));
  const row = rows.find((r) => r.type === 'phase' && r.id === phase.id);
  return row ? (row as PhaseRec) : phase;
}

/** A partial phase from a record that names one by `phaseInstanceId`, or null. */
export function phaseOfRecord(r: RestOwnerIds & { phaseInstanceId?: number | null }): PhaseRec | null {
  if (typeof r.phaseInstanceId !== 'number') return null;
  return { id: r.phaseInstanceId, projectId: r.projectId ?? null, opportunityId: r.opportunityId ?? null, accountId: r.accountId ?? null };
}
