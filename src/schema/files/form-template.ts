/**
 * FormTemplate: a reusable form definition with its full layout (FORM-1), its assignee rule (FORM-2) and
 * the deprecated layout `fields` (DEP-2). `formTemplates` reads the company's unpaged list once and
 * windows it in the gateway; layouts and assignees come from `GET /form-templates/{id}`.
 */
import { builder } from '../builder.js';
import { UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, oneOf, withIds } from '../lenient.js';
import { connectionOf } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { LabelRef } from '../lookups/refs.js';
import { FormTemplateRef } from './refs.js';
import { listFormTemplates, type RestColumn, type RestFormTemplate, type RestLayoutItem } from '../../upstream/files.js';
import { FORM_COLUMN_TYPES } from '../../rest-enums.js';

const get = reader<RestFormTemplate>(FormTemplateRef);

export const FormColumnType = builder.enumType('FormColumnType', {
  // FORM-1
  description: 'The kind of value a form field holds.',
  values: {
    DROPDOWN: { description: 'One option (or several when `multiple`) from a list.' },
    NUMERIC: { description: 'A number.' },
    BOOLEAN: { description: 'Yes or no.' },
    DATE: { description: 'A calendar date.' },
    DATETIME: { description: 'A date and time.' },
    TEXT: { description: 'A line of text.' },
    LONG_TEXT: { description: 'Several lines of text.' },
    PERSON: { description: 'A user of the workspace.' },
    FILE: { description: 'One or more files (photos, documents).' },
    SEPARATOR: { description: 'A visual separator; holds no value.' },
    PROJECT: { description: 'A project.' },
    LINK: { description: 'A URL.' },
    TIMERANGEDAYS: { description: 'A range of days.' },
  } as const satisfies Record<(typeof FORM_COLUMN_TYPES)[number], { description: string }>,
});

/** A column type, or null for a value the spec does not list (lenient output). */
export const columnType = (v: unknown) => oneOf(FORM_COLUMN_TYPES, v);

const FormLayoutItemType = builder.enumType('FormLayoutItemType', {
  // FORM-1
  description: 'Kind of a form layout item.',
  values: {
    GROUP: { description: 'A section header holding fields in `properties`.' },
    COLUMN: { description: 'A field, described by `column`.' },
  } as const,
});

const FormColumnRef = builder.objectRef<RestColumn>('FormColumn').implement({
  // FORM-1
  description: 'What a form field holds and how it may be filled in.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the column (`columnId` in layouts and field values).' }),
    name: t.exposeString('name', { nullable: true, description: 'Label of the field.' }),
    type: t.field({
      type: FormColumnType,
      nullable: true,
      description: 'The kind of value; null for a kind this schema does not know.',
      resolve: (c) => columnType(c.type),
    }),
    multiple: t.exposeBoolean('multiple', { nullable: true, description: 'True when the field holds several values.' }),
    isRequired: t.exposeBoolean('isRequired', { nullable: true, description: 'True when the field must be filled in.' }),
    isReadOnly: t.exposeBoolean('isReadOnly', { nullable: true, description: 'True when the field cannot be edited.' }),
  }),
});

const layoutList = (v: unknown): RestLayoutItem[] => (Array.isArray(v) ? v.filter((x): x is RestLayoutItem => !!x && typeof x === 'object') : []);

const FormLayoutItemRef = builder.objectRef<RestLayoutItem>('FormLayoutItem');
FormLayoutItemRef.implement({
  // FORM-1
  description: "An item of a form template's layout: a GROUP (section) holding COLUMN children in `properties`, or a COLUMN (field) described by `column`.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the layout row.' }),
    name: t.exposeString('name', { nullable: true, description: 'Label of a GROUP; null for a COLUMN.' }),
    type: t.field({
      type: FormLayoutItemType,
      nullable: true,
      description: 'GROUP or COLUMN.',
      resolve: (l) => (l.type === 'GROUP' || l.type === 'COLUMN' ? l.type : null),
    }),
    columnId: t.exposeInt('columnId', { nullable: true, description: 'The REST id of the column of a COLUMN; null for a GROUP.' }),
    column: t.expose('column', { type: FormColumnRef, nullable: true, description: 'Column metadata of a COLUMN; null for a GROUP.' }),
    properties: t.field({
      type: [FormLayoutItemRef],
      description: 'The child COLUMNs of a GROUP; empty for a COLUMN.',
      resolve: (l) => layoutList(l.properties ?? l.fields),
    }),
    fields: t.field({
      type: [FormLayoutItemRef],
      deprecationReason: 'Use properties.',
      // DEP-2
      description: 'The same list as `properties`, under its older name.',
      resolve: (l) => layoutList(l.fields ?? l.properties),
    }),
  }),
});

const AssigneeProperty = 'one of OWNER, SALES_REP, PROJECT_MANAGER, CREATED_BY, or the keyName of a custom PERSON property';

FormTemplateRef.implement({
  description: 'A form template: a reusable form definition with its field layout, assignee rule, collaborators, labels and due-date rule.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the template.' }),
    name: t.string({ nullable: true, description: 'Name of the template.', resolve: get('name') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the template was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the template was last changed.',
      resolve: get('updatedAt', dateTime),
    }),
    isArchived: t.boolean({
      nullable: true,
      description: 'True when the template is archived (it cannot start new forms). Known from the `formTemplates` list only; null on a template read by id.',
      resolve: get('isArchived'),
    }),
    assignee: t.field({
      type: UserRef,
      nullable: true,
      // FORM-2
      description:
        'The user new forms are assigned to; null when `assigneeProperty` is used instead. Names come with the template; `phone` and `role` cost one upstream request per operation.',
      resolve: async (f, a, c) => {
        const u = await get('assignee')(f, a, c);
        return u && typeof u.id === 'number' ? u : null;
      },
    }),
    assigneeProperty: t.string({
      nullable: true,
      // FORM-2
      description: `The record property whose user new forms are assigned to: ${AssigneeProperty}; null when a direct assignee is set.`,
      resolve: get('assigneeProperty'),
    }),
    collaborators: t.field({
      type: [UserRef],
      description: 'Users added to new forms as collaborators. Names come with the template; `phone` and `role` cost one upstream request per operation.',
      resolve: get('collaborators', withIds),
    }),
    collaboratorProperties: t.stringList({
      description: `Record properties whose users are added as collaborators: ${AssigneeProperty}.`,
      resolve: get('collaboratorProperties', (names) => (names ?? []).filter((s) => typeof s === 'string')),
    }),
    labels: t.field({
      type: [LabelRef],
      description: 'Labels of the template (name and colour come with it).',
      resolve: get('labels', (labels) => (labels ?? []).filter((l) => l && typeof l.id === 'number').map((l) => ({ id: l.id, name: l.label, color: l.color }))),
    }),
    dueDateXDaysAfter: t.int({
      nullable: true,
      description: 'Days after creation that a new form is due; null when forms have no due date.',
      resolve: get('dueDateXDaysAfter'),
    }),
    formLayouts: t.field({
      type: [FormLayoutItemRef],
      // FORM-1
      description:
        'The layout, root items only: GROUPs hold their fields in `properties`. Cost: one upstream request per template read from `formTemplates` (the list holds no layouts).',
      resolve: get('formLayouts', layoutList),
    }),
  }),
});

const FormTemplateConnection = connectionOf(FormTemplateRef, 'FormTemplate', 'form template', 'form templates', '.');

builder.queryFields((t) => ({
  // FORM-1
  formTemplate: recordLookupField(t, FormTemplateRef, 'a form template', { argNoun: 'template', includes: 'with its full layout' }),
  formTemplates: t.connection(
    restConnection(t, {
      type: FormTemplateRef,
      // Summaries (no layout): left unprimed so a layout read loads the detail.
      prime: false,
      description:
        "The company's form templates. Cost: one upstream request per operation, whatever the page (the REST list `GET /form-templates` is not paged); `formLayouts` cost one more request per template.",
      args: { includeArchived: t.arg.boolean({ defaultValue: false, description: 'Include archived templates; default false.' }) },
      // Identical GETs of one operation are shared, so every page of the window costs one request.
      pages:
        (args, ctx) =>
        async ({ page, pageSize }) => {
          const all = await listFormTemplates(ctx.upstream, !!args.includeArchived);
          return (Array.isArray(all) ? all : []).slice((page - 1) * pageSize, page * pageSize);
        },
    }),
    FormTemplateConnection,
  ),
}));
