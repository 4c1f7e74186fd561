/**
 * Files, folders, phases, form templates and forms (spec "File upload result", "Folder contents item",
 * "Form template", "Further endpoints that exist"): reads. Writes are in files-writes.ts.
 * These lists are bare, unpaged arrays (vendor reference: no `page` on them).
 */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import { listOf, parentId } from './shapes.js';

export interface RestFileUser {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface RestFileMetaData {
  acl?: string;
  /** Bytes (FILE-3). */
  size?: number;
  userId?: number;
  mimeType?: string;
  /** Spelled so by the API (FILE-3). */
  extention?: string;
  originalName?: string;
  generatedName?: string;
  gps?: { latitude?: number; longitude?: number; altitude?: number | null } | null;
  thumbnailUrl?: string;
  thumbnailName?: string;
  requestFileName?: string;
}

/** Owner ids every file, folder, phase and form carries; exactly one is set. */
export interface RestOwnerIds {
  projectId?: number | null;
  opportunityId?: number | null;
  accountId?: number | null;
}

/** A file as GET /files/{id} and the per-record lists return it; the upload result holds only id, name, downloadUrl, metaData. */
export interface RestFile extends RestOwnerIds {
  id: number;
  name?: string;
  downloadUrl?: string;
  /** The MIME/category label (`fileType` in folder and phase contents, FOLD-1). */
  type?: string;
  createdAt?: string;
  updatedAt?: string;
  isArchived?: boolean;
  metaData?: RestFileMetaData;
  source?: string;
  createdByUser?: RestFileUser | null;
  folderId?: number | null;
  phaseInstanceId?: number | null;
  isForm?: boolean;
  formId?: number | null;
}

export interface RestFolder extends RestOwnerIds {
  id: number;
  name?: string;
  parentId?: number | null;
  phaseInstanceId?: number | null;
  isActive?: boolean;
  createdAt?: string;
  updatedAt?: string;
  createdByUser?: RestFileUser | null;
}

/** A phase row of a record's folder list (`type: phase`); there is no GET by id. */
export interface RestPhase extends RestOwnerIds {
  id: number;
  phaseId?: number;
  name?: string;
  position?: number;
  status?: string;
  startedAt?: string | null;
  completedAt?: string | null;
}

/** An entry of GET /projects|opportunities/{id}/folders: root folders and phase rows. */
export type RestFolderListItem = (RestFolder & { type: 'folder' }) | (RestPhase & { type: 'phase' });

/** An entry of folder or phase contents (FOLD-1, FOLD-6): the file label is `fileType`, forms add form fields. */
export type RestContentItem =
  | (RestFolder & { type: 'folder' })
  | (Omit<RestFile, 'type'> & { type: 'file' | 'form'; fileType?: string; templateId?: number; status?: string; isCompleted?: boolean });

export interface RestTemplateUser {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface RestColumn {
  id: number;
  name?: string;
  type?: string;
  multiple?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

export interface RestLayoutItem {
  id: number;
  name?: string | null;
  type?: 'GROUP' | 'COLUMN' | string;
  columnId?: number | null;
  column?: RestColumn;
  properties?: RestLayoutItem[];
  /** Deprecated alias of `properties` (DEP-2). */
  fields?: RestLayoutItem[];
}

/** GET /form-templates/{id} (detail) and GET /form-templates (summary: id, name, isArchived, createdBy, dates). */
export interface RestFormTemplate {
  id: number;
  name?: string;
  createdAt?: string;
  updatedAt?: string;
  isArchived?: boolean;
  createdBy?: RestTemplateUser | null;
  assignee?: RestTemplateUser | null;
  assigneeProperty?: string | null;
  collaborators?: RestTemplateUser[];
  collaboratorProperties?: string[];
  labels?: { id: number; label: string; color: string | null }[];
  dueDateXDaysAfter?: number | null;
  formLayouts?: RestLayoutItem[];
}

/** A field of a form with its value (FormDetail `formLayouts[].properties[]`). */
export interface RestFormField {
  id: number | string;
  columnId?: number;
  name?: string;
  type?: string;
  value?: unknown;
}

export interface RestFormGroup {
  /** A layout row id, or "default" for the group the API builds from root fields. */
  id: number | string;
  type?: string;
  name?: string | null;
  properties?: RestFormField[];
  fields?: RestFormField[];
}

/** GET /forms/{id} (detail, with `formLayouts`) and the per-record form lists (summary). */
export interface RestForm extends RestOwnerIds {
  id: number;
  name?: string;
  description?: string | null;
  isCompleted?: boolean;
  createdAt?: string;
  updatedAt?: string;
  templateId?: number;
  status?: string;
  dueDate?: string | null;
  completedAt?: string | null;
  assignee?: RestTemplateUser | null;
  collaborators?: RestTemplateUser[];
  workOrderId?: number | null;
  fileId?: number;
  folderId?: number | null;
  phaseInstanceId?: number | null;
  phaseId?: number | null;
  phaseName?: string | null;
  createdBy?: number | null;
  createdByUser?: RestTemplateUser | null;
  formLayouts?: RestFormGroup[];
}

export type FileOwnerPath = 'projects' | 'opportunities' | 'accounts';
export type FolderOwnerPath = 'projects' | 'opportunities';

export function fetchFilesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestFile>(session, 'files', ids, (id) => `/files/${id}`);
}

export function fetchFoldersByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestFolder>(session, 'folders', ids, (id) => `/folders/${id}`);
}

export function fetchFormsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestForm>(session, 'forms', ids, (id) => `/forms/${id}`);
}

export function fetchFormTemplatesByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestFormTemplate>(session, 'form-templates', ids, (id) => `/form-templates/${id}`);
}

/** `include_archived` is sent only when true (the API's default is false, FOLD-1). */
const archivedQuery = (includeArchived: boolean) => ({ include_archived: includeArchived || undefined });

export async function listFilesOf(session: UpstreamSession, owner: FileOwnerPath, id: number, includeArchived: boolean) {
  return session.get<unknown>('files', `/${owner}/${parentId('files', id)}/files`, archivedQuery(includeArchived)).then(listOf<RestFile>('files'));
}

export async function listFoldersOf(session: UpstreamSession, owner: FolderOwnerPath, id: number, includeArchived: boolean) {
  return session
    .get<unknown>('folders', `/${owner}/${parentId('folders', id)}/folders`, archivedQuery(includeArchived))
    .then(listOf<RestFolderListItem>('folders'));
}

export async function listFormsOf(session: UpstreamSession, owner: FolderOwnerPath, id: number, status?: string | null) {
  return session.get<unknown>('forms', `/${owner}/${parentId('forms', id)}/forms`, { status: status ?? undefined }).then(listOf<RestForm>('forms'));
}

export async function listFolderContents(session: UpstreamSession, folderId: number, includeArchived: boolean) {
  return session
    .get<unknown>('folders', `/folders/${parentId('folders', folderId)}/contents`, archivedQuery(includeArchived))
    .then(listOf<RestContentItem>('folders'));
}

export async function listPhaseContents(session: UpstreamSession, phaseInstanceId: number, includeArchived: boolean) {
  return session
    .get<unknown>('phases', `/phases/${parentId('phases', phaseInstanceId)}/contents`, archivedQuery(includeArchived))
    .then(listOf<RestContentItem>('phases'));
}

export function listFormTemplates(session: UpstreamSession, includeArchived: boolean) {
  return session
    .get<unknown>('form-templates', '/form-templates', { includeArchived: includeArchived || undefined })
    .then(listOf<RestFormTemplate>('form-templates'));
}
