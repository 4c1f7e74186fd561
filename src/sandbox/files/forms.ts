/**
 * Form instances: creation (seed and routes share it, so a form is always a file plus a form row plus,
 * on a work order, a FORM work item), response shapes from the vendor's Form/FormDetail, and the PDF export.
 */
import type { Db } from '../core/db.js';
import { accountsTable, opportunitiesTable, projectsTable, usersTable, userSummary, type UserSummary } from '../records/model.js';
import { renderPdf } from './pdf.js';
import {
  buildFile,
  filesTable,
  formsTable,
  phasesTable,
  syncWorkItem,
  type ColumnMeta,
  type FileUser,
  type FormInstance,
  type FormTemplate,
  type OwnerRef,
  type StoredFile,
} from './model.js';
import { templateColumns } from './templates.js';

export interface NewForm {
  template: FormTemplate;
  owner: OwnerRef;
  name?: string;
  workOrderId?: number | null;
  folderId?: number | null;
  phaseInstanceId?: number | null;
  createdAt: string;
  createdBy: number | null;
  createdByUser: FileUser | null;
  userId: number;
  status?: string;
  completedAt?: string | null;
  values?: Record<number, unknown>;
}

type PersonRecord = {
  ownerId?: number | null;
  salesRepId?: number | null;
  projectManagerId?: number | null;
  createdBy?: { id: number } | null;
  custom?: Record<string, unknown>;
};

function ownerRecord(db: Db, companyId: number, o: OwnerRef): PersonRecord | undefined {
  if (o.projectId !== null) return projectsTable(db).get(o.projectId, companyId);
  if (o.opportunityId !== null) return opportunitiesTable(db).get(o.opportunityId, companyId);
  if (o.accountId !== null) return accountsTable(db).get(o.accountId, companyId);
  return undefined;
}

/** A person property key (FORM-2) resolved against the record the form is created on. */
function personOf(rec: PersonRecord | undefined, key: string): number | null {
  if (!rec) return null;
  if (key === 'OWNER') return rec.ownerId ?? null;
  if (key === 'SALES_REP') return rec.salesRepId ?? null;
  if (key === 'PROJECT_MANAGER') return rec.projectManagerId ?? null;
  if (key === 'CREATED_BY') return rec.createdBy?.id ?? null;
  const v = rec.custom?.[key];
  return typeof v === 'number' ? v : null;
}

export function createForm(db: Db, companyId: number, init: NewForm): FormInstance {
  const t = init.template;
  const rec = ownerRecord(db, companyId, init.owner);
  const assigneeId = t.assignee ? t.assignee.id : t.assigneeProperty ? personOf(rec, t.assigneeProperty) : null;
  const collaboratorIds = [...new Set([...t.collaborators.map((c) => c.id), ...t.collaboratorProperties.map((k) => personOf(rec, k))])].filter(
    (id): id is number => id !== null && id !== assigneeId,
  );
  const status = init.status ?? 'OPEN';
  const name = init.name ?? t.name;
  const formId = formsTable(db).allocateId();
  const fileId = filesTable(db).allocateId();
  const form: FormInstance = {
    id: formId,
    fileId,
    workOrderId: init.workOrderId ?? null,
    ...init.owner,
    name,
    description: null,
    templateId: t.id,
    status,
    isCompleted: status === 'COMPLETED',
    completedAt: status === 'COMPLETED' ? (init.completedAt ?? init.createdAt) : null,
    dueDate: t.dueDateXDaysAfter === null ? null : new Date(Date.parse(init.createdAt) + t.dueDateXDaysAfter * 86_400_000).toISOString(),
    createdAt: init.createdAt,
    updatedAt: init.completedAt ?? init.createdAt,
    createdBy: init.createdBy,
    assigneeId,
    collaboratorIds,
    values: init.values ?? {},
  };
  const file = buildFile(companyId, fileId, {
    ...init.owner,
    name,
    originalName: `${name.replace(/[\\/:*?"<>|]/g, '-')}.pdf`,
    mimeType: 'application/pdf',
    size: 24_576 + 1_536 * templateColumns(t).length,
    userId: init.userId,
    createdAt: init.createdAt,
    createdByUser: init.createdByUser,
    folderId: init.folderId ?? null,
    phaseInstanceId: init.phaseInstanceId ?? null,
    isForm: true,
    formId,
  });
  file.updatedAt = form.updatedAt;
  filesTable(db).insert(companyId, file);
  formsTable(db).insert(companyId, form);
  syncWorkItem(db, companyId, form);
  return form;
}

function user(db: Db, companyId: number, id: number | null): UserSummary | null {
  return id === null ? null : userSummary(usersTable(db).get(id, companyId));
}

/** The vendor's Form list shape, plus where the form lives (file, work order, folder or phase). */
export function formSummary(db: Db, companyId: number, f: FormInstance): Record<string, unknown> {
  const file = filesTable(db).get(f.fileId, companyId);
  const phase = file?.phaseInstanceId ? phasesTable(db).get(file.phaseInstanceId, companyId) : undefined;
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    isCompleted: f.isCompleted,
    createdBy: f.createdBy,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    templateId: f.templateId,
    status: f.status,
    dueDate: f.dueDate,
    completedAt: f.completedAt,
    assignee: user(db, companyId, f.assigneeId),
    collaborators: f.collaboratorIds.map((id) => user(db, companyId, id)).filter((u) => u !== null),
    projectId: f.projectId,
    requestId: f.opportunityId,
    opportunityId: f.opportunityId,
    accountId: f.accountId,
    workOrderId: f.workOrderId,
    fileId: f.fileId,
    folderId: file?.folderId ?? null,
    phaseInstanceId: file?.phaseInstanceId ?? null,
    phaseId: phase?.phaseId ?? null,
    phaseName: phase?.name ?? null,
  };
}

/** FormDetail: the summary plus `formLayouts` as groups of fields with values ("default" holds root fields). */
export function formDetail(db: Db, companyId: number, f: FormInstance, t: FormTemplate | undefined): Record<string, unknown> {
  const field = (layoutId: number, c: ColumnMeta) => ({ id: layoutId, columnId: c.id, name: c.name, type: c.type, value: f.values[c.id] ?? null });
  const groups: Record<string, unknown>[] = [];
  const loose: ReturnType<typeof field>[] = [];
  for (const l of t?.formLayouts ?? []) {
    if (l.type === 'COLUMN') loose.push(field(l.id, l.column!));
    else {
      const props = l.properties.map((c) => field(c.id, c.column));
      groups.push({ id: l.id, type: 'GROUP', name: l.name, properties: props, fields: props });
    }
  }
  if (loose.length) groups.unshift({ id: 'default', type: 'GROUP', name: 'General', properties: loose, fields: loose });
  const { createdBy, ...summary } = formSummary(db, companyId, f);
  return { ...summary, createdBy, createdByUser: user(db, companyId, f.createdBy), formLayouts: groups };
}

function fileList(v: unknown): { name?: string; metaData?: Record<string, unknown> }[] {
  return Array.isArray(v) ? v.filter((x): x is { name?: string } => typeof x === 'object' && x !== null) : [];
}

function display(c: ColumnMeta, v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (c.type === 'FILE')
    return (
      fileList(v)
        .map((x) => x.name ?? 'file')
        .join(', ') || '-'
    );
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof v === 'object') {
    const p = v as { firstName?: string; lastName?: string; title?: string };
    return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.title || JSON.stringify(v);
  }
  return String(v);
}

export interface PdfOptions {
  imagesOnly: boolean;
  imagesInRow: number;
  includeImageMetadata: boolean;
}

/** The form as a PDF: its name, status, then each group and field; `imagesOnly` keeps FILE fields only. */
export function formPdf(f: FormInstance, t: FormTemplate | undefined, opts: PdfOptions): { pdfBase64: string; contentType: string; name: string } {
  const lines = [`Status: ${f.status}${f.completedAt ? ` (completed ${f.completedAt.slice(0, 10)})` : ''}`, `Template: ${t?.name ?? f.templateId}`, ''];
  const fieldLines = (c: ColumnMeta): string[] => {
    if (c.type === 'SEPARATOR' || (opts.imagesOnly && c.type !== 'FILE')) return [];
    const out = [`${c.name}: ${display(c, f.values[c.id])}`];
    if (c.type === 'FILE' && opts.includeImageMetadata) {
      for (const x of fileList(f.values[c.id])) {
        const m = x.metaData ?? {};
        const gps = m.gps as { latitude?: number; longitude?: number } | undefined;
        out.push(`    ${x.name ?? 'file'}: ${m.mimeType ?? '?'}, ${m.size ?? '?'} bytes${gps ? `, gps ${gps.latitude},${gps.longitude}` : ''}`);
      }
    }
    return out;
  };
  if (opts.imagesOnly) lines.push(`Images (${opts.imagesInRow} per row)`);
  for (const l of t?.formLayouts ?? []) {
    if (l.type === 'COLUMN') lines.push(...fieldLines(l.column!));
    else {
      const inner = l.properties.flatMap((c) => fieldLines(c.column));
      if (inner.length) lines.push('', `${l.name}`, ...inner.map((s) => `  ${s}`));
    }
  }
  const pdf = renderPdf(f.name, lines);
  return { pdfBase64: pdf.toString('base64'), contentType: 'application/pdf', name: `${f.name}.pdf` };
}

/** A FILE field value: the files as the vendor's FormFile objects. */
export function formFiles(files: StoredFile[]): { id: number; name: string; downloadUrl: string; metaData: Record<string, unknown> }[] {
  return files.map((f) => ({ id: f.id, name: f.name, downloadUrl: f.downloadUrl, metaData: { ...f.metaData } }));
}
