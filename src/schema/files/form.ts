/**
 * Form: an instance of a form template on a project, opportunity or work order, with its field values.
 * A form is a file (`isForm`, FOLD-2): it sits in a folder or phase through its file. List rows are
 * summaries; `formLayouts` and other detail fields load `GET /forms/{id}` once.
 */
import { builder } from '../builder.js';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { connectionOf } from '../pagination.js';
import { parentListConnection } from '../parent-lists.js';
import { OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, oneOf, withIds } from '../lenient.js';
import type { GatewayContext } from '../../gateway/context.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { FileRef, FolderRef, FormRef, FormTemplateRef } from './refs.js';
import { PhaseRef } from './folder.js';
import { FormColumnType, columnType } from './form-template.js';
import { ownerFields } from './common.js';
import { formsLoader, phaseOfRecord } from './lists.js';
import type { FolderOwnerPath, RestForm, RestFormField, RestFormGroup } from '../../upstream/files.js';
import { FORM_STATUSES } from '../../rest-enums.js';

const get = reader<RestForm>(FormRef);

export const FormStatus = builder.enumType('FormStatus', {
  description: 'Where a form stands.',
  values: {
    OPEN: { description: 'Created, not started.' },
    IN_PROGRESS: { description: 'Being filled in.' },
    COMPLETED: { description: 'Done; `completedAt` is set.' },
    UNASSIGNED: { description: 'Nobody is assigned.' },
    ASSIGNED: { description: 'Assigned, not started.' },
    REVIEW: { description: 'Waiting for review.' },
    CHANGES_REQUESTED: { description: 'Sent back for changes.' },
    CANCELLED: { description: 'Cancelled.' },
  } as const satisfies Record<(typeof FORM_STATUSES)[number], { description: string }>,
});

const formStatus = (v: unknown) => oneOf(FORM_STATUSES, v);

const fieldList = (v: unknown): RestFormField[] => (Array.isArray(v) ? v.filter((x): x is RestFormField => !!x && typeof x === 'object') : []);

const FormFieldValueRef = builder.objectRef<RestFormField>('FormFieldValue').implement({
  description: 'A field of a form with its current value.',
  fields: (t) => ({
    databaseId: t.int({ nullable: true, description: "The REST id of the field's layout row.", resolve: (f) => (typeof f.id === 'number' ? f.id : null) }),
    columnId: t.exposeInt('columnId', { nullable: true, description: 'The REST id of the column (see FormTemplate layouts).' }),
    name: t.exposeString('name', { nullable: true, description: 'Label of the field.' }),
    type: t.field({
      type: FormColumnType,
      nullable: true,
      description: 'The kind of value; null for a kind this schema does not know.',
      resolve: (f) => columnType(f.type),
    }),
    value: t.expose('value', {
      type: 'JSON',
      nullable: true,
      description: 'The value (shape per `type`: text, number, boolean, a list of options or files …); null when empty.',
    }),
  }),
});

const FormFieldGroupRef = builder.objectRef<RestFormGroup>('FormFieldGroup').implement({
  description: 'A section of a form with its fields and values. Fields outside any section come first, in a group named "General".',
  fields: (t) => ({
    databaseId: t.int({
      nullable: true,
      description: 'The REST id of the section\'s layout row; null for the "General" group (REST id "default").',
      resolve: (g) => (typeof g.id === 'number' ? g.id : null),
    }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the section.' }),
    properties: t.field({
      type: [FormFieldValueRef],
      description: "The section's fields with their values.",
      resolve: (g) => fieldList(g.properties ?? g.fields),
    }),
    fields: t.field({
      type: [FormFieldValueRef],
      deprecationReason: 'Use properties.',
      // DEP-2
      description: 'The same list as `properties`, under its older name.',
      resolve: (g) => fieldList(g.fields ?? g.properties),
    }),
  }),
});

const idOrNull =
  (key: 'templateId' | 'fileId' | 'folderId' | 'workOrderId') => async (f: Parameters<ReturnType<typeof get>>[0], a: unknown, c: GatewayContext) => {
    const id = await get(key)(f, a, c);
    return typeof id === 'number' ? { id } : null;
  };

FormRef.implement({
  // FOLD-2
  description:
    'A form: an instance of a form template on a project, opportunity or work order, with its status, assignee and field values. Its document is a file, placed in a folder or phase.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the form.' }),
    name: t.string({ nullable: true, description: "Name of the form (the template's name unless one was given).", resolve: get('name') }),
    description: t.string({ nullable: true, description: 'Description of the form.', resolve: get('description') }),
    status: t.field({
      type: FormStatus,
      nullable: true,
      description: 'Where the form stands; null for a status this schema does not know.',
      resolve: get('status', formStatus),
    }),
    isCompleted: t.boolean({ nullable: true, description: 'True once the form is completed.', resolve: get('isCompleted') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the form was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the form was last changed.',
      resolve: get('updatedAt', dateTime),
    }),
    dueDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: "When the form is due (its template's `dueDateXDaysAfter` days after creation); null when it has no due date.",
      resolve: get('dueDate', dateTime),
    }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the form was completed; null until then.',
      resolve: get('completedAt', dateTime),
    }),
    template: t.field({
      type: FormTemplateRef,
      nullable: true,
      description: 'The template the form was created from. Cost: one upstream request per distinct template, fetched together.',
      resolve: idOrNull('templateId'),
    }),
    assignee: t.field({
      type: UserRef,
      nullable: true,
      description: 'The assigned user; null when unassigned. Names come with the form; `phone` and `role` cost one upstream request per operation.',
      resolve: async (f, a, c) => {
        const u = await get('assignee')(f, a, c);
        return u && typeof u.id === 'number' ? u : null;
      },
    }),
    collaborators: t.field({
      type: [UserRef],
      description: 'Users collaborating on the form. Names come with the form; `phone` and `role` cost one upstream request per operation.',
      resolve: get('collaborators', withIds),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The user who created the form; null when an API key or automation did. Names come with the form; `phone` and `role` cost one upstream request per operation.',
      resolve: async (f, a, c) => {
        const u = await get('createdByUser')(f, a, c);
        if (u && typeof u.id === 'number') return u;
        const id = await get('createdBy')(f, a, c);
        return typeof id === 'number' ? { id } : null;
      },
    }),
    // FOLD-2
    file: t.field({
      type: FileRef,
      nullable: true,
      description: "The form's document: the file that places it in a folder or phase. Cost: one upstream request per distinct file.",
      resolve: idOrNull('fileId'),
    }),
    folder: t.field({
      type: FolderRef,
      nullable: true,
      description: "The folder holding the form's file; null when it sits elsewhere. Cost: one upstream request per distinct folder.",
      resolve: idOrNull('folderId'),
    }),
    phase: t.field({
      type: PhaseRef,
      nullable: true,
      description: "The phase holding the form's file; null when it sits elsewhere. Its name and id come with the form.",
      resolve: async (f, a, c) => {
        const [phaseInstanceId, projectId, opportunityId] = await Promise.all([
          get('phaseInstanceId')(f, a, c),
          get('projectId')(f, a, c),
          get('opportunityId')(f, a, c),
        ]);
        const phase = phaseOfRecord({ phaseInstanceId, projectId, opportunityId });
        if (!phase) return null;
        // Only what the parent already holds: any other phase field reads the record's folder list.
        const held = f as Partial<RestForm>;
        return Object.assign(
          phase,
          typeof held.phaseId === 'number' ? { phaseId: held.phaseId } : {},
          typeof held.phaseName === 'string' ? { name: held.phaseName } : {},
        );
      },
    }),
    workOrder: t.field({
      type: WorkOrderRef,
      nullable: true,
      description:
        'The work order the form belongs to; null for a form created on a project or opportunity. Cost: one upstream request per distinct work order.',
      resolve: idOrNull('workOrderId'),
    }),
    ...ownerFields(t, 'form', FormRef),
    formLayouts: t.field({
      type: [FormFieldGroupRef],
      description:
        "The form's sections with their fields and values. Cost: one upstream request per form when the form came from a list (lists hold no values).",
      resolve: async (f, a, c) => {
        const groups = await get('formLayouts')(f, a, c);
        return Array.isArray(groups) ? groups.filter((g) => !!g && typeof g === 'object') : [];
      },
    }),
  }),
});

builder.queryFields((t) => ({
  form: recordLookupField(t, FormRef, 'a form', { includes: 'with its field values' }),
}));

const FormConnection = connectionOf(FormRef, 'Form', 'form', 'forms', '. The list is read whole, so there is no totalCount.');

const formsOf = (owner: FolderOwnerPath, noun: string) => ({
  type: FormRef,
  description: `The ${noun}'s forms. The REST API does not page this list: it is read whole, and any page of it is served from that read. Cost: one upstream request per ${noun}, whatever the page; ${owner} of one page are fetched together. Field values (\`formLayouts\`) cost one more request per form.`,
  ...parentListConnection((id, ctx, args: DefaultConnectionArguments & { status?: (typeof FORM_STATUSES)[number] | null }) =>
    formsLoader(ctx).load(`${owner}:${id}:${args.status ?? ''}`),
  ),
});
const statusArg = { type: FormStatus, description: 'Only forms in this status.' } as const;

builder.objectFields(ProjectRef, (t) => ({
  forms: t.connection(Object.assign({}, formsOf('projects', 'project'), { args: { status: t.arg(statusArg) } }), FormConnection),
}));
builder.objectFields(OpportunityRef, (t) => ({
  forms: t.connection(Object.assign({}, formsOf('opportunities', 'opportunity'), { args: { status: t.arg(statusArg) } }), FormConnection),
}));
