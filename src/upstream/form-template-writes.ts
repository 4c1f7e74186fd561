/**
 * Vendor writes of the forms domain beyond the spec: `PATCH /form-templates/{id}` (name, assignee rule,
 * collaborators, labels, due days, and `formLayouts` replacing every group and field; layout ids change
 * with every update) and `POST /forms/{id}/fields/file-from-url` (a file from a public URL into a FILE
 * field of a form, added to or replacing the field's files).
 */
import type { UpstreamSession } from './client.js';
import type { RestFormTemplate } from './files.js';

export interface FormTemplateFieldWrite {
  /** A field of the template from its latest read, carried forward (its column and attributes). */
  id?: number;
  /** A project property whose name, type and options the field takes. */
  projectPropertyKey?: string;
  name?: string;
  type?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  multiple?: boolean;
}

export interface FormTemplateGroupWrite {
  id?: number;
  name?: string | null;
  properties?: FormTemplateFieldWrite[];
}

export interface FormTemplateWrite {
  name?: string;
  formLayouts?: FormTemplateGroupWrite[];
  assigneeId?: number | null;
  assigneeProperty?: string | null;
  assigneeTeamId?: number | null;
  collaborators?: number[];
  collaboratorProperties?: string[];
  collaboratorTeamIds?: number[];
  labels?: number[];
  dueDateXDaysAfter?: number | null;
}

export function updateFormTemplate(session: UpstreamSession, id: number, body: FormTemplateWrite) {
  return session.write<RestFormTemplate>('PATCH', 'form-templates', `/form-templates/${id}`, { body });
}

export interface FormFileFromUrlWrite {
  columnId: number;
  url: string;
  name?: string;
  projectId?: number;
  action?: 'add' | 'replace';
}

export interface RestFormFileFromUrl {
  success?: boolean;
  fileId?: number | null;
  formId?: number | null;
  columnId?: number | null;
  projectId?: number | null;
  action?: string | null;
}

export function attachFormFileFromUrl(session: UpstreamSession, formId: number, body: FormFileFromUrlWrite) {
  return session.write<RestFormFileFromUrl>('POST', 'forms', `/forms/${formId}/fields/file-from-url`, { body });
}
