/**
 * Writes of the files domain: folders (FOLD-3..5), files (upload FILE-1..4, create from URL, update,
 * delete; FILE-5: accounts too), forms (create FORM-4, update, PDF export FORM-3).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { UpstreamSession } from './client.js';
import type { FileOwnerPath, FolderOwnerPath, RestFile, RestFileMetaData, RestFolder, RestForm } from './files.js';

/** Body of POST /…/folders and PATCH /folders/{id}; null ids move to the record's root. */
export interface FolderWrite {
  name?: string;
  parentId?: number | null;
  phaseInstanceId?: number | null;
  isActive?: boolean;
}

export function createFolder(session: UpstreamSession, owner: FolderOwnerPath, id: number, body: FolderWrite) {
  return session.write<RestFolder & { type?: string }>('POST', 'folders', `/${owner}/${id}/folders`, { body });
}

export function updateFolder(session: UpstreamSession, id: number, body: FolderWrite) {
  return session.write<RestFolder & { type?: string }>('PATCH', 'folders', `/folders/${id}`, { body });
}

export async function deleteFolder(session: UpstreamSession, id: number): Promise<void> {
  await session.write('DELETE', 'folders', `/folders/${id}`);
}

/** The upload result: only these four fields (spec "File upload result"). */
export interface RestUploadResult {
  id: number;
  name: string;
  downloadUrl: string;
  metaData: RestFileMetaData;
}

export interface UploadQuery {
  name?: string;
  contentType?: string;
  phaseInstanceId?: number;
}

/**
 * POST /{owner}/{id}/files/upload (FILE-1): multipart with the file in the part `file`. The form is
 * encoded as a stream (boundary in the content type) and piped to the upstream as it is read.
 */
export function uploadFile(session: UpstreamSession, owner: FileOwnerPath, id: number, file: { blob: Blob; fileName: string }, q: UploadQuery) {
  const form = new FormData();
  form.append('file', file.blob, file.fileName);
  const encoded = new Response(form);
  return session.write<RestUploadResult>('POST', 'files', `/${owner}/${id}/files/upload`, {
    body: Readable.fromWeb(encoded.body as NodeReadableStream<Uint8Array>),
    contentType: encoded.headers.get('content-type') ?? undefined,
    query: { name: q.name, content_type: q.contentType, phase_instance_id: q.phaseInstanceId },
  });
}

/** Body of POST /{owner}/{id}/files: the file is fetched from `url` (FILE-2: the way for files over 6 MB). */
export interface FileFromUrlWrite {
  url: string;
  name?: string;
  isArchived?: boolean;
  folderId?: number;
  phaseInstanceId?: number;
}

export function createFileFromUrl(session: UpstreamSession, owner: FileOwnerPath, id: number, body: FileFromUrlWrite) {
  return session.write<RestFile>('POST', 'files', `/${owner}/${id}/files`, { body });
}

/** Body of PATCH /files/{id}: rename, archive (`isActive: false`) or move (`folderId` or `phaseInstanceId`; null = record root). */
export interface FileWrite {
  name?: string;
  isActive?: boolean;
  folderId?: number | null;
  phaseInstanceId?: number | null;
}

export function updateFile(session: UpstreamSession, id: number, body: FileWrite) {
  return session.write<RestFile>('PATCH', 'files', `/files/${id}`, { body });
}

export async function deleteFile(session: UpstreamSession, id: number): Promise<void> {
  await session.write('DELETE', 'files', `/files/${id}`);
}

export type FormOwnerPath = FolderOwnerPath | 'work-orders';

export interface FormCreateWrite {
  templateId: number;
  name?: string;
  folderId?: number;
  phaseInstanceId?: number;
}

/** The create answer: the element instance with a summary of the new form. */
export interface RestFormCreated {
  id: number;
  fileId?: number;
  phaseInstanceId?: number | null;
  projectId?: number | null;
  opportunityId?: number | null;
  accountId?: number | null;
  workOrderId?: number | null;
  status?: string;
  form?: { id: number; name?: string; status?: string; templateId?: number; createdAt?: string; updatedAt?: string };
}

export function createForm(session: UpstreamSession, owner: FormOwnerPath, id: number, body: FormCreateWrite) {
  return session.write<RestFormCreated>('POST', 'forms', `/${owner}/${id}/forms`, { body });
}

/** Body of PATCH /forms/{id}; `properties` sets field values by column id. */
export interface FormWrite {
  name?: string;
  description?: string | null;
  status?: string;
  assigneeId?: number | null;
  dueDate?: string | null;
  collaborators?: number[];
  properties?: { columnId: number; value: unknown }[];
}

export function updateForm(session: UpstreamSession, id: number, body: FormWrite) {
  return session.write<RestForm>('PATCH', 'forms', `/forms/${id}`, { body });
}

export interface FormPdfOptions {
  imagesOnly?: boolean;
  imagesInRow?: number;
  includeImageMetadata?: boolean;
}

export interface RestFormPdf {
  pdfBase64: string;
  contentType: string;
  name: string;
}

export function exportFormPdf(session: UpstreamSession, id: number, body: FormPdfOptions) {
  return session.write<RestFormPdf>('POST', 'forms', `/forms/${id}/pdf`, { body });
}
