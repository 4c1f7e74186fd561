/**
 * Records of the files domain (spec "Files, folders and forms"): phase instances, folders, files, form
 * templates and form instances, their tables, and the helpers routes and seed share. A form is an ordinary
 * file (`isForm: true`) plus a form row; the file carries the folder or phase placement (FOLD-2).
 */
import type { Db } from '../core/db.js';
import { badRequest, notFound } from '../core/http.js';
import { hashString } from '../core/random.js';
import { accountsTable, opportunitiesTable, projectsTable } from '../records/model.js';
import { workOrdersTable, type FormWorkItem, type WorkOrder } from '../work-orders/model.js';
import type { FormColumnType } from '../../rest-enums.js';

/** Which record a phase, folder, file or form belongs to; exactly one id is set (none for a stray form). */
export interface OwnerRef {
  projectId: number | null;
  opportunityId: number | null;
  accountId: number | null;
}

export type OwnerKind = 'project' | 'opportunity' | 'account';

export interface FileUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
}

export interface PhaseInstance extends OwnerRef {
  id: number;
  /** The phase (template) id, shared by every instance of that phase. */
  phaseId: number;
  name: string;
  position: number;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
  startedAt: string | null;
  completedAt: string | null;
}

export interface Folder extends OwnerRef {
  id: number;
  name: string;
  /** Set on a subfolder; a root folder has neither or `phaseInstanceId` (FOLD-3: never both). */
  parentId: number | null;
  phaseInstanceId: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  createdByUser: FileUser | null;
}

export interface FileMetaData {
  acl: string;
  size: number;
  userId: number;
  mimeType: string;
  /** Spelled so by the API (FILE-3). */
  extention: string;
  originalName: string;
  generatedName: string;
  gps?: { latitude: number; longitude: number; altitude: number | null };
  thumbnailUrl?: string;
  thumbnailName?: string;
  requestFileName?: string;
}

export interface StoredFile extends OwnerRef {
  id: number;
  name: string;
  downloadUrl: string;
  /** The MIME/category label (`fileType` in folder and phase contents). */
  type: string;
  createdAt: string;
  updatedAt: string;
  isArchived: boolean;
  metaData: FileMetaData;
  source: string;
  createdByUser: FileUser | null;
  folderId: number | null;
  phaseInstanceId: number | null;
  isForm: boolean;
  formId: number | null;
}

export interface ColumnMeta {
  id: number;
  name: string;
  type: FormColumnType;
  multiple: boolean;
  isRequired: boolean;
  isReadOnly: boolean;
}

export interface ChildLayout {
  id: number;
  name: null;
  type: 'COLUMN';
  columnId: number;
  column: ColumnMeta;
  properties: [];
  fields: [];
}

export interface LayoutItem {
  id: number;
  name: string | null;
  type: 'GROUP' | 'COLUMN';
  columnId: number | null;
  column?: ColumnMeta;
  properties: ChildLayout[];
  /** Deprecated alias of `properties`, kept in responses (DEP-2). */
  fields: ChildLayout[];
}

export interface TemplateUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface FormTemplate {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  isArchived: boolean;
  createdBy: TemplateUser | null;
  assignee: TemplateUser | null;
  assigneeProperty: string | null;
  collaborators: TemplateUser[];
  collaboratorProperties: string[];
  labels: { id: number; label: string; color: string }[];
  dueDateXDaysAfter: number | null;
  formLayouts: LayoutItem[];
}

export interface FormInstance extends OwnerRef {
  id: number;
  fileId: number;
  workOrderId: number | null;
  name: string;
  description: string | null;
  templateId: number;
  status: string;
  isCompleted: boolean;
  completedAt: string | null;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  assigneeId: number | null;
  collaboratorIds: number[];
  /** Field values by column id. */
  values: Record<number, unknown>;
}

/** The spec's examples (OPEN, IN_PROGRESS, COMPLETED) plus the vendor's published form statuses. */

export const phasesTable = (db: Db) => db.table<PhaseInstance>('phaseInstances', 120001);
export const foldersTable = (db: Db) => db.table<Folder>('folders', 110001);
export const filesTable = (db: Db) => db.table<StoredFile>('files', 130001);
export const formTemplatesTable = (db: Db) => db.table<FormTemplate>('formTemplates', 901);
export const formsTable = (db: Db) => db.table<FormInstance>('forms', 150001);

export const CDN = 'https://cdn.fieldgraph-sandbox.example';
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export function ownerOf(kind: OwnerKind, id: number): OwnerRef {
  return { projectId: kind === 'project' ? id : null, opportunityId: kind === 'opportunity' ? id : null, accountId: kind === 'account' ? id : null };
}

export function sameOwner(a: OwnerRef, b: OwnerRef): boolean {
  return a.projectId === b.projectId && a.opportunityId === b.opportunityId && a.accountId === b.accountId;
}

/** The project, opportunity or account behind a path id, or 404 (AUTH-12: another company's is missing). */
export function requireOwner(db: Db, companyId: number, kind: OwnerKind, id: number): OwnerRef {
  const table = kind === 'project' ? projectsTable(db) : kind === 'opportunity' ? opportunitiesTable(db) : accountsTable(db);
  if (!table.get(id, companyId)) throw notFound(kind === 'project' ? 'Project' : kind === 'opportunity' ? 'Opportunity' : 'Account');
  return ownerOf(kind, id);
}

/** A body id that must name a phase of the same record; otherwise 400 naming the field. */
export function phaseOf(db: Db, companyId: number, owner: OwnerRef, id: unknown, field: string): PhaseInstance {
  if (typeof id !== 'number' || !Number.isInteger(id)) throw badRequest(field, `${field} must be an integer`);
  const phase = phasesTable(db).get(id, companyId);
  if (!phase || !sameOwner(phase, owner)) throw badRequest(field, `${field} ${id} is not a phase of this record`);
  return phase;
}

export function folderOf(db: Db, companyId: number, owner: OwnerRef, id: unknown, field: string): Folder {
  if (typeof id !== 'number' || !Number.isInteger(id)) throw badRequest(field, `${field} must be an integer`);
  const folder = foldersTable(db).get(id, companyId);
  if (!folder || !sameOwner(folder, owner)) throw badRequest(field, `${field} ${id} is not a folder of this record`);
  return folder;
}

const mimeByExt: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  dwg: 'image/vnd.dwg',
  zip: 'application/zip',
};

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
}

export function mimeFor(ext: string): string {
  return mimeByExt[ext] ?? 'application/octet-stream';
}

export function extFor(mime: string): string {
  return Object.entries(mimeByExt).find(([, m]) => m === mime)?.[0] ?? '';
}

/** The category label of a MIME type (the file's `type`, `fileType` in contents). */
export function categoryOf(mime: string, isForm = false): string {
  if (isForm) return 'FORM';
  if (mime === 'image/vnd.dwg') return 'DRAWING';
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime === 'application/pdf') return 'PDF';
  if (mime.includes('spreadsheet') || mime === 'text/csv') return 'SPREADSHEET';
  if (mime.includes('word') || mime.startsWith('text/')) return 'DOCUMENT';
  return 'OTHER';
}

/** A stable stored name: the CDN never sees the user's name, only this one. */
export function generatedNameFor(id: number, name: string, ext: string): string {
  const hash = hashString(`${id}:${name}`).toString(16).padStart(8, '0');
  return `${hash}-${id}${ext ? `.${ext}` : ''}`;
}

/** Builds a file row (seed and routes): URLs, category and metadata follow from name, MIME and size. */
export function buildFile(
  companyId: number,
  id: number,
  init: OwnerRef & {
    name: string;
    mimeType?: string;
    size: number;
    userId: number;
    createdAt: string;
    createdByUser: FileUser | null;
    folderId?: number | null;
    phaseInstanceId?: number | null;
    isArchived?: boolean;
    originalName?: string;
    gps?: FileMetaData['gps'];
    requestFileName?: string;
    isForm?: boolean;
    formId?: number | null;
  },
): StoredFile {
  const originalName = init.originalName ?? init.name;
  const mimeType = init.mimeType ?? mimeFor(extensionOf(originalName));
  const ext = extensionOf(init.name) || extensionOf(originalName) || extFor(mimeType);
  const generatedName = generatedNameFor(id, originalName, ext);
  const thumb = mimeType.startsWith('image/') && mimeType !== 'image/vnd.dwg' ? `thumb_${generatedName.replace(/\.[^.]+$/, '')}.jpg` : undefined;
  // One literal with every key: absent optional ones stay undefined and are left out of the JSON.
  const metaData: FileMetaData = {
    acl: 'private',
    size: init.size,
    userId: init.userId,
    mimeType,
    extention: ext,
    originalName,
    generatedName,
    gps: init.gps,
    thumbnailUrl: thumb && `${CDN}/c${companyId}/thumbnails/${thumb}`,
    thumbnailName: thumb,
    requestFileName: init.requestFileName,
  };
  return {
    id,
    name: init.name,
    downloadUrl: `${CDN}/c${companyId}/files/${generatedName}`,
    type: categoryOf(mimeType, init.isForm),
    createdAt: init.createdAt,
    updatedAt: init.createdAt,
    isArchived: init.isArchived ?? false,
    metaData,
    source: 'INTERNAL',
    createdByUser: init.createdByUser,
    folderId: init.folderId ?? null,
    phaseInstanceId: init.phaseInstanceId ?? null,
    isForm: init.isForm ?? false,
    formId: init.formId ?? null,
    projectId: init.projectId,
    opportunityId: init.opportunityId,
    accountId: init.accountId,
  };
}

/** A folder or phase content item: `type` is the discriminator, the file's label moves to `fileType`. */
export function fileContentItem(db: Db, companyId: number, f: StoredFile): Record<string, unknown> {
  const { type, id, ...rest } = f;
  const item: Record<string, unknown> = { type: f.isForm ? 'form' : 'file', id, ...rest, fileType: type };
  if (f.isForm && f.formId !== null) {
    const form = formsTable(db).get(f.formId, companyId);
    if (form) Object.assign(item, { templateId: form.templateId, status: form.status, isCompleted: form.isCompleted });
  }
  return item;
}

export function folderItem(f: Folder): Record<string, unknown> {
  const { id, ...rest } = f;
  return { type: 'folder', id, ...rest };
}

export function phaseItem(p: PhaseInstance): Record<string, unknown> {
  const { id, ...rest } = p;
  return { type: 'phase', id, ...rest };
}

/** The work item a form shows on its work order (spec "Work item", type FORM). */
export function formWorkItem(f: FormInstance): FormWorkItem {
  return {
    type: 'FORM',
    id: f.id,
    name: f.name,
    status: f.status,
    templateId: f.templateId,
    dueDate: f.dueDate,
    completedAt: f.completedAt,
    isCompleted: f.isCompleted,
  };
}

/** Keeps the work order's FORM work item in step with the form (or drops it when the form is gone). */
export function syncWorkItem(db: Db, companyId: number, form: FormInstance, removed = false): void {
  if (form.workOrderId === null) return;
  const wo = workOrdersTable(db).get(form.workOrderId, companyId);
  if (!wo || !Array.isArray(wo.workItems)) return;
  const at = wo.workItems.findIndex((w) => w.type === 'FORM' && w.id === form.id);
  if (removed) {
    if (at >= 0) wo.workItems.splice(at, 1);
  } else if (at >= 0) wo.workItems[at] = formWorkItem(form);
  else wo.workItems.push(formWorkItem(form));
}

/** The record a work order hangs on: a work-order form's file lives there. */
export function workOrderOwner(wo: WorkOrder): OwnerRef {
  return { projectId: wo.projectId ?? null, opportunityId: wo.opportunityId ?? null, accountId: wo.accountId ?? null };
}

/** Deletes a file; a form's file takes its form (and work item) with it. */
export function deleteFile(db: Db, companyId: number, file: StoredFile): void {
  if (file.isForm && file.formId !== null) {
    const form = formsTable(db).get(file.formId, companyId);
    if (form) {
      syncWorkItem(db, companyId, form, true);
      formsTable(db).delete(form.id);
    }
  }
  filesTable(db).delete(file.id);
}

/** Deletes a folder, its subfolders and all their files (FOLD-5). */
export function deleteFolder(db: Db, companyId: number, folder: Folder): void {
  const doomed = new Set<number>([folder.id]);
  const folders = foldersTable(db).all(companyId);
  for (const f of folders) if (f.parentId !== null && doomed.has(f.parentId)) doomed.add(f.id);
  // A second pass catches children listed before their parent (ids are not ordered by depth after moves).
  for (const f of folders) if (f.parentId !== null && doomed.has(f.parentId)) doomed.add(f.id);
  for (const file of filesTable(db).all(companyId)) if (file.folderId !== null && doomed.has(file.folderId)) deleteFile(db, companyId, file);
  for (const id of doomed) foldersTable(db).delete(id);
}
