/**
 * Form writes: `formCreate` on a project, opportunity or work order (FORM-4: `templateId` required;
 * `name`, folder and phase only on projects and opportunities), `formUpdate` (PATCH /forms/{id}: name,
 * status, assignee, due date, collaborators, field values) and `formPdfExport` (FORM-3: `imagesInRow`
 * 0 to 6, checked before any call). Deleting a form is `fileDelete` on its file (FOLD-2).
 */
import { builder } from '../builder.js';
import { OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput } from '../mutations.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { FolderRef, FormRef, FormTemplateRef } from './refs.js';
import { FormStatus } from './form.js';
import type { RestForm } from '../../upstream/files.js';
import { createForm, exportFormPdf, updateForm, type FormOwnerPath, type RestFormPdf } from '../../upstream/files-writes.js';
import { withFields } from '../../upstream/shapes.js';

const FormCreateInput = builder.inputType('FormCreateInput', {
  // FORM-4
  description: 'A new form from a template (REST `POST /projects/{id}/forms`, likewise for opportunities and work orders).',
  fields: (t) => ({
    recordId: t.globalID({
      for: [ProjectRef, OpportunityRef, WorkOrderRef],
      required: true,
      description: 'The project, opportunity or work order that gets the form.',
    }),
    // FORM-4
    templateId: t.globalID({ for: FormTemplateRef, required: true, description: 'The template to create the form from; not an archived one.' }),
    // FORM-4
    name: t.string({ description: "Name of the form (projects and opportunities only); default: the template's name." }),
    folderId: t.globalID({ for: FolderRef, description: 'A folder of the same project or opportunity to put the form in; not together with phaseInstanceId.' }),
    phaseInstanceId: t.int({
      description: 'The REST id of a started phase of the same project or opportunity to put the form in (`Phase.databaseId`); not together with folderId.',
    }),
  }),
});

const FormFieldValueInput = builder.inputType('FormFieldValueInput', {
  description: 'A new value of one form field.',
  fields: (t) => ({
    columnId: t.int({ required: true, description: "The REST id of the field's column (`FormFieldValue.columnId`)." }),
    value: t.field({ type: 'JSON', description: 'The value, shaped per the field type (number for NUMERIC, boolean for BOOLEAN …); null clears it.' }),
  }),
});

const FormUpdateInput = builder.inputType('FormUpdateInput', {
  description: 'Changes to a form (REST `PATCH /forms/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    name: t.string({ description: "New name; must not be blank, up to 255 characters (renames the form's file too)." }),
    description: t.string({ description: 'New description; null clears it.' }),
    status: t.field({ type: FormStatus, description: 'New status; COMPLETED sets `completedAt`.' }),
    assigneeId: t.globalID({ for: UserRef, description: 'The user to assign; null unassigns.' }),
    dueDate: t.field({ type: 'DateTime', description: 'New due date; null clears it.' }),
    collaborators: t.globalIDList({ for: UserRef, description: 'The collaborators, replacing the list.' }),
    properties: t.field({ type: [FormFieldValueInput], description: 'Field values to set; fields left out keep their values. Read-only fields are refused.' }),
  }),
});

const FormPdfExportInput = builder.inputType('FormPdfExportInput', {
  description: 'Options of the PDF export (REST `POST /forms/{id}/pdf`).',
  fields: (t) => ({
    imagesOnly: t.boolean({ description: 'Only the FILE fields (photos), default false.' }),
    // FORM-3
    imagesInRow: t.int({ description: 'Images per row, 0 to 6; default 3.' }),
    includeImageMetadata: t.boolean({ description: "Add each image's type, size and location, default false." }),
  }),
});

const FormPdfRef = builder.objectRef<RestFormPdf>('FormPdf').implement({
  // FORM-3
  description: 'A form exported to PDF.',
  fields: (t) => ({
    pdfBase64: t.exposeString('pdfBase64', { description: 'The PDF document, base64-encoded.' }),
    contentType: t.exposeString('contentType', { description: 'MIME type of the document (application/pdf).' }),
    name: t.exposeString('name', { description: 'File name for the document.' }),
  }),
});

const FormCreatePayload = payloadType<RestForm>('FormCreatePayload', 'Result of formCreate.', 'form', FormRef, 'The created form; null when refused.');
const FormUpdatePayload = payloadType<RestForm>('FormUpdatePayload', 'Result of formUpdate.', 'form', FormRef, 'The form after the change; null when refused.');
const FormPdfExportPayload = payloadType<RestFormPdf>(
  'FormPdfExportPayload',
  'Result of formPdfExport.',
  'pdf',
  FormPdfRef,
  'The exported PDF; null when refused.',
);

type GlobalId = { id: string | number } | null | undefined;
const dbId = (g: GlobalId) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);
const ownerPaths: Record<string, FormOwnerPath> = { Project: 'projects', Opportunity: 'opportunities', WorkOrder: 'work-orders' };

builder.mutationFields((t) => ({
  formCreate: t.field({
    type: FormCreatePayload,
    // FORM-2, FORM-4
    description:
      "Creates a form from a template on a project, opportunity or work order (REST `POST /projects/{id}/forms`, likewise for opportunities and work orders). The form gets its template's assignee rule, collaborators and due date; on a work order it also becomes a FORM work item.",
    args: { input: t.arg({ type: FormCreateInput, required: true, description: 'The template and where the form goes.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      const owner = ownerPaths[input.recordId.typename]!;
      if (owner === 'work-orders') {
        // FORM-4: a work-order form takes the template's name and lives on the work order's record.
        for (const key of ['name', 'folderId', 'phaseInstanceId'] as const) {
          if (input[key] != null) checks.add([key], 'INVALID', `${key} applies to forms on projects and opportunities only, not on work orders`);
        }
      } else if (input.name != null) checks.requiredText(['name'], input.name, 255);
      checks.exclusive({ folderId: input.folderId, phaseInstanceId: input.phaseInstanceId });
      return mutate(
        checks,
        async () => {
          const created = await createForm(ctx.upstream, owner, parseDatabaseId(input.recordId.id), {
            templateId: parseDatabaseId(input.templateId.id),
            name: input.name ?? undefined,
            folderId: dbId(input.folderId) ?? undefined,
            phaseInstanceId: input.phaseInstanceId ?? undefined,
          });
          // The answer summarises the form: any other field reads GET /forms/{id}.
          const form: RestForm = withFields(created.form ?? {}, {
            id: created.form?.id ?? created.id,
            fileId: created.fileId,
            workOrderId: created.workOrderId ?? null,
          });
          FormRef.getDataloader(ctx).clear(form.id);
          return form;
        },
        underInput,
        ['input', 'recordId'],
      );
    },
  }),
  formUpdate: t.field({
    type: FormUpdatePayload,
    description:
      "Changes a form (REST `PATCH /forms/{id}`): name, description, status, assignee, due date, collaborators and field values. The work order's FORM work item follows.",
    args: {
      id: t.arg.globalID({ for: FormRef, required: true, description: 'The form to change.' }),
      input: t.arg({ type: FormUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.name !== undefined) checks.requiredText(['name'], input.name, 255);
      return mutate(checks, async () => {
        const form = await updateForm(ctx.upstream, parseDatabaseId(id.id), {
          name: input.name ?? undefined,
          description: input.description,
          status: input.status ?? undefined,
          assigneeId: dbId(input.assigneeId),
          dueDate: input.dueDate === null ? null : input.dueDate?.toISOString(),
          collaborators: input.collaborators?.map((c) => parseDatabaseId(c.id)),
          properties: input.properties?.map((p) => ({ columnId: p.columnId, value: p.value ?? null })),
        });
        return primeFresh(FormRef, ctx, form);
      });
    },
  }),
  formPdfExport: t.field({
    type: FormPdfExportPayload,
    // FORM-3
    description: 'Exports a form to PDF (REST `POST /forms/{id}/pdf`): the document comes back base64-encoded with its content type and name. Changes nothing.',
    args: {
      id: t.arg.globalID({ for: FormRef, required: true, description: 'The form to export.' }),
      input: t.arg({ type: FormPdfExportInput, description: 'Export options; all optional.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      checks.range(['imagesInRow'], input?.imagesInRow, 0, 6);
      return mutate(checks, () =>
        exportFormPdf(ctx.upstream, parseDatabaseId(id.id), {
          imagesOnly: input?.imagesOnly ?? undefined,
          imagesInRow: input?.imagesInRow ?? undefined,
          includeImageMetadata: input?.includeImageMetadata ?? undefined,
        }),
      );
    },
  }),
}));
