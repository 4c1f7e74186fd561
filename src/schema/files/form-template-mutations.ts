/**
 * Vendor writes of the forms domain beyond the spec: `formTemplateUpdate` (PATCH /form-templates/{id})
 * and `formFileFromUrl` (POST /forms/{id}/fields/file-from-url). What the gateway can check (one
 * assignee rule at most, a new field's name and type, the day count, an absolute http(s) URL) it checks
 * before any call.
 */
import { builder } from '../builder.js';
import { ProjectRef, UserRef } from '../refs.js';
import { FileRef, FormRef, FormTemplateRef } from './refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput } from '../mutations.js';
import type { RestFormTemplate } from '../../upstream/files.js';
import { attachFormFileFromUrl, updateFormTemplate, type FormTemplateGroupWrite } from '../../upstream/form-template-writes.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { FORM_TEMPLATE_FIELD_TYPES } from '../../rest-enums.js';

const NAME_MAX = 255;
const DUE_DAYS_MAX = 3650;

const FormTemplateFieldType = builder.enumType('FormTemplateFieldType', {
  description: 'Kind of a new form field.',
  values: {
    TEXT: { description: 'Free text.' },
    NUMERIC: { description: 'A number.' },
    DROPDOWN: { description: 'One option, or several with `multiple`.' },
    FILE: { description: 'Photos or documents.' },
  } as const satisfies Record<(typeof FORM_TEMPLATE_FIELD_TYPES)[number], { description: string }>,
});

const FormTemplateFieldInput = builder.inputType('FormTemplateFieldInput', {
  description: 'One field of a group: an existing field (`databaseId`), a project property (`projectPropertyKey`), or a new field (`name` and `type`).',
  fields: (t) => ({
    databaseId: t.int({
      description: "REST id of a field from the template's latest read: carried forward with its attributes (ids change after every update).",
    }),
    projectPropertyKey: t.string({ description: 'keyName of a project property: the field takes its name, type and options.' }),
    name: t.string({ description: `Label of the field, at most ${NAME_MAX} characters; required for a new field, an override otherwise.` }),
    type: t.field({ type: FormTemplateFieldType, description: 'Kind of a new field; required without databaseId or projectPropertyKey.' }),
    isRequired: t.boolean({ description: 'Whether a value must be given.' }),
    isReadOnly: t.boolean({ description: 'Whether the value is shown but not editable.' }),
    multiple: t.boolean({ description: 'Several selections (DROPDOWN).' }),
  }),
});

const FormTemplateGroupInput = builder.inputType('FormTemplateGroupInput', {
  description: 'A group of fields, in the order the form shows them.',
  fields: (t) => ({
    databaseId: t.int({ description: "REST id of a group from the template's latest read: keeps its title, and its fields when `properties` is left out." }),
    name: t.string({ description: 'Title shown above the fields.' }),
    properties: t.field({ type: [FormTemplateFieldInput], description: 'The fields of the group, in order.' }),
  }),
});

const FormTemplateUpdateInput = builder.inputType('FormTemplateUpdateInput', {
  description:
    'Changes to a form template (REST `PATCH /form-templates/{id}`); fields left out are unchanged. At most one of assignee, assigneeProperty and assigneeTeamId.',
  fields: (t) => ({
    name: t.string({ description: `Template name; not blank, at most ${NAME_MAX} characters.` }),
    formLayouts: t.field({
      type: [FormTemplateGroupInput],
      description: 'The whole new layout: groups not listed are removed, and every group and field gets a new id.',
    }),
    assignee: t.globalID({ for: UserRef, description: 'Assign new forms to this user; null clears the direct assignee.' }),
    assigneeProperty: t.string({
      description: 'Assign by a person of the record: OWNER, SALES_REP, PROJECT_MANAGER, CREATED_BY or a person property keyName.',
    }),
    assigneeTeamId: t.int({ description: 'REST id of a team: its lead is assigned, its members collaborate.' }),
    collaborators: t.globalIDList({ for: UserRef, description: 'Collaborators, replacing the list.' }),
    collaboratorProperties: t.stringList({ description: 'Collaborators by person property (standard keys or keyNames), replacing the list.' }),
    labels: t.intList({ description: 'REST ids of the form labels, replacing the list.' }),
    dueDateXDaysAfter: t.int({ description: `Days after creation a form is due, 0 to ${DUE_DAYS_MAX}; null clears it.` }),
  }),
});

const FormFileAction = builder.enumType('FormFileAction', {
  description: "What a new file does to a FILE field's files.",
  values: {
    ADD: { value: 'add', description: 'Appends it to the files already there.' },
    REPLACE: { value: 'replace', description: 'Replaces them all with it.' },
  } as const,
});

const FormFileFromUrlInput = builder.inputType('FormFileFromUrlInput', {
  description: 'A file to fetch from a public URL into a FILE field (REST `POST /forms/{id}/fields/file-from-url`).',
  fields: (t) => ({
    columnId: t.int({ required: true, description: 'The `columnId` of a FILE field of the form.' }),
    url: t.string({ required: true, description: 'Public absolute http(s) URL of the file.' }),
    name: t.string({ description: "Display name of the file; the URL's last segment when left out." }),
    project: t.globalID({ for: ProjectRef, description: "Also file it in this project's documents." }),
    action: t.field({ type: FormFileAction, description: 'Add (default) or replace.' }),
  }),
});

/** The new file as `{ id }` (other fields load it), with the form it went into. */
interface Attached {
  id: number;
  formDatabaseId: number;
}

const FormTemplateUpdatePayload = payloadType<RestFormTemplate>(
  'FormTemplateUpdatePayload',
  'Result of formTemplateUpdate.',
  'formTemplate',
  FormTemplateRef,
  'The template after the change, with its new layout ids; null when refused.',
);
const FormFileFromUrlPayload = payloadType<Attached>(
  'FormFileFromUrlPayload',
  'Result of formFileFromUrl.',
  'file',
  FileRef,
  'The file created from the URL; null when refused.',
);
builder.objectFields(FormFileFromUrlPayload, (t) => ({
  form: t.field({
    type: FormRef,
    nullable: true,
    description: 'The form after the change (its field shows the file); null when refused.',
    resolve: (p) => (p.record ? { id: (p.record as Attached).formDatabaseId } : null),
  }),
}));

type FieldArgs = {
  databaseId?: number | null;
  projectPropertyKey?: string | null;
  name?: string | null;
  type?: string | null;
  isRequired?: boolean | null;
  isReadOnly?: boolean | null;
  multiple?: boolean | null;
};
type GroupArgs = { databaseId?: number | null; name?: string | null; properties?: FieldArgs[] | null };

const layoutWrite = (groups: GroupArgs[]): FormTemplateGroupWrite[] =>
  groups.map((g) => ({
    id: g.databaseId ?? undefined,
    name: g.name,
    properties: g.properties?.map((f) => ({
      id: f.databaseId ?? undefined,
      projectPropertyKey: f.projectPropertyKey ?? undefined,
      name: f.name ?? undefined,
      type: f.type ?? undefined,
      isRequired: f.isRequired ?? undefined,
      isReadOnly: f.isReadOnly ?? undefined,
      multiple: f.multiple ?? undefined,
    })),
  }));

const templateFields = (restField: string) => underInput(restField).map((part) => (part === 'id' ? 'databaseId' : part === 'assigneeId' ? 'assignee' : part));

builder.mutationFields((t) => ({
  formTemplateUpdate: t.field({
    type: FormTemplateUpdatePayload,
    description:
      'Changes a form template (REST `PATCH /form-templates/{id}`). `formLayouts` replaces the whole layout and gives every group and field a new id: read the template again before the next update. Forms already made keep their values for fields carried forward.',
    args: {
      id: t.arg.globalID({ for: FormTemplateRef, required: true, description: 'The template to change.' }),
      input: t.arg({ type: FormTemplateUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.name !== undefined) checks.requiredText(['name'], input.name, NAME_MAX);
      checks.exclusive({ assignee: input.assignee, assigneeProperty: input.assigneeProperty, assigneeTeamId: input.assigneeTeamId });
      checks.range(['dueDateXDaysAfter'], input.dueDateXDaysAfter, 0, DUE_DAYS_MAX);
      (input.formLayouts ?? []).forEach((g, i) => {
        (g.properties ?? []).forEach((f, k) => {
          const at = ['formLayouts', i, 'properties', k];
          if (f.databaseId == null && !f.projectPropertyKey) {
            checks.required([...at, 'name'], f.name, 'name');
            if (f.type == null) checks.add([...at, 'type'], 'REQUIRED', 'type is required for a new field (without databaseId or projectPropertyKey)');
          }
          checks.maxLength([...at, 'name'], f.name, NAME_MAX, 'name');
        });
      });
      return mutate(
        checks,
        async () => {
          const updated = await updateFormTemplate(ctx.upstream, parseDatabaseId(id.id), {
            name: input.name?.trim(),
            formLayouts: input.formLayouts ? layoutWrite(input.formLayouts) : undefined,
            assigneeId: input.assignee === null ? null : input.assignee ? parseDatabaseId(input.assignee.id) : undefined,
            assigneeProperty: input.assigneeProperty,
            assigneeTeamId: input.assigneeTeamId,
            collaborators: input.collaborators?.map((c) => parseDatabaseId(c.id)),
            collaboratorProperties: input.collaboratorProperties ?? undefined,
            labels: input.labels ?? undefined,
            dueDateXDaysAfter: input.dueDateXDaysAfter,
          });
          return primeFresh(FormTemplateRef, ctx, updated);
        },
        templateFields,
      );
    },
  }),
  formFileFromUrl: t.field({
    type: FormFileFromUrlPayload,
    description:
      "Fetches a file from a public URL into a FILE field of a form (REST `POST /forms/{id}/fields/file-from-url`), adding it to the field's files or replacing them.",
    args: {
      form: t.arg.globalID({ for: FormRef, required: true, description: 'The form.' }),
      input: t.arg({ type: FormFileFromUrlInput, required: true, description: 'The field and the URL.' }),
    },
    resolve: (_root, { form, input }, ctx) => {
      const checks = new InputChecks();
      let url: URL | undefined;
      try {
        url = new URL(input.url);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) checks.add(['url'], 'INVALID', 'url must be an absolute http(s) URL');
      if (input.name != null) checks.requiredText(['name'], input.name, NAME_MAX);
      return mutate(
        checks,
        async () => {
          const formId = parseDatabaseId(form.id);
          const answer = await attachFormFileFromUrl(ctx.upstream, formId, {
            columnId: input.columnId,
            url: input.url,
            name: input.name ?? undefined,
            projectId: input.project ? parseDatabaseId(input.project.id) : undefined,
            action: input.action ?? undefined,
          });
          // The answer carries only ids: the payload's `file` loads the new file if asked for more than its id.
          if (typeof answer?.fileId !== 'number')
            throw new UpstreamError('UPSTREAM_ERROR', "forms: the upstream API answered a file upload without the new file's id");
          const attached: Attached = { id: answer.fileId, formDatabaseId: formId };
          return attached;
        },
        (f) => underInput(f).map((p) => (p === 'projectId' ? 'project' : p)),
        ['form'],
      );
    },
  }),
}));
