/**
 * The demo form templates (solar and construction checklists) and their two response shapes: the list
 * summary (vendor FormTemplateSummary) and the detail with root-only `formLayouts` (FORM-1, FORM-2, DEP-2).
 */
import type { ChildLayout, ColumnMeta, FormTemplate, LayoutItem, TemplateUser } from './model.js';
import type { FormColumnType } from '../../rest-enums.js';

interface ColumnOpts {
  multiple?: boolean;
  required?: boolean;
  readOnly?: boolean;
  /** Values the seed picks from (DROPDOWN); not part of the column metadata the spec lists. */
  options?: string[];
}
type ColumnDef = [name: string, type: FormColumnType, opts?: ColumnOpts];
interface GroupDef {
  group: string;
  columns: ColumnDef[];
}

export interface TemplateDef {
  name: string;
  /** 'USER' = a direct user; otherwise the assignee property key (FORM-2). */
  assignee: 'USER' | string;
  collaboratorProperties: string[];
  directCollaborators: number;
  labels: string[];
  dueDateXDaysAfter: number | null;
  archived?: boolean;
  layout: (GroupDef | ColumnDef)[];
}

const yesNo = { required: true };

export const templateDefs: TemplateDef[] = [
  {
    name: 'Site Survey',
    assignee: 'USER',
    collaboratorProperties: ['SALES_REP'],
    directCollaborators: 1,
    labels: ['Field', 'Pre-construction'],
    dueDateXDaysAfter: 7,
    layout: [
      ['Survey date', 'DATE', { required: true }],
      {
        group: 'Roof',
        columns: [
          ['Roof type', 'DROPDOWN', { required: true, options: ['Comp shingle', 'Concrete tile', 'Standing seam metal', 'TPO flat'] }],
          ['Roof pitch (deg)', 'NUMERIC'],
          ['Roof age (years)', 'NUMERIC'],
          ['Shading present', 'BOOLEAN'],
          ['Roof photos', 'FILE', { multiple: true, required: true }],
        ],
      },
      {
        group: 'Electrical',
        columns: [
          ['Main panel rating (A)', 'NUMERIC', { required: true }],
          ['Meter number', 'TEXT'],
          ['Panel photos', 'FILE', { multiple: true }],
          ['Utility account link', 'LINK'],
        ],
      },
      ['Surveyor notes', 'LONG_TEXT'],
    ],
  },
  {
    name: 'Install Checklist',
    assignee: 'PROJECT_MANAGER',
    collaboratorProperties: ['OWNER'],
    directCollaborators: 0,
    labels: ['Field', 'Install'],
    dueDateXDaysAfter: 3,
    layout: [
      ['Project', 'PROJECT', { readOnly: true }],
      {
        group: 'Arrival',
        columns: [
          ['Arrival time', 'DATETIME', { required: true }],
          ['Crew lead', 'PERSON', { required: true }],
          ['Safety briefing held', 'BOOLEAN', yesNo],
        ],
      },
      ['Install details', 'SEPARATOR', { readOnly: true }],
      {
        group: 'Racking & modules',
        columns: [
          ['Modules installed', 'NUMERIC', { required: true }],
          ['Inverter serial number', 'TEXT'],
          ['Attachment type', 'DROPDOWN', { options: ['Flashed L-foot', 'Tile hook', 'Ballasted', 'Standing seam clamp'] }],
          ['Install photos', 'FILE', { multiple: true, required: true }],
        ],
      },
      {
        group: 'Wrap-up',
        columns: [
          ['Site cleaned', 'BOOLEAN', yesNo],
          ['Customer walkthrough done', 'BOOLEAN'],
          ['Crew notes', 'LONG_TEXT'],
        ],
      },
    ],
  },
  {
    name: 'Electrical Inspection',
    assignee: 'inspectorPerson',
    collaboratorProperties: ['PROJECT_MANAGER', 'CREATED_BY'],
    directCollaborators: 0,
    labels: ['Compliance'],
    dueDateXDaysAfter: 14,
    layout: [
      {
        group: 'Scheduling',
        columns: [
          ['Inspection window', 'TIMERANGEDAYS', { required: true }],
          ['Inspector', 'PERSON'],
          ['AHJ portal link', 'LINK'],
        ],
      },
      {
        group: 'Result',
        columns: [
          ['Result', 'DROPDOWN', { required: true, options: ['Pass', 'Fail', 'Pass with corrections'] }],
          ['Corrections required', 'DROPDOWN', { multiple: true, options: ['Labeling', 'Conduit support', 'Grounding', 'Rapid shutdown'] }],
          ['Correction notice', 'FILE'],
        ],
      },
    ],
  },
  {
    name: 'Customer Sign-off',
    assignee: 'OWNER',
    collaboratorProperties: [],
    directCollaborators: 1,
    labels: ['Customer-facing'],
    dueDateXDaysAfter: null,
    layout: [
      {
        group: 'Customer',
        columns: [
          ['Customer name', 'TEXT', { required: true }],
          ['Date signed', 'DATE', { required: true }],
          ['Satisfied with install', 'BOOLEAN'],
          ['Signature', 'FILE', { required: true }],
        ],
      },
      ['Feedback', 'LONG_TEXT'],
    ],
  },
  {
    name: 'Roof Pre-inspection (legacy)',
    assignee: 'CREATED_BY',
    collaboratorProperties: [],
    directCollaborators: 0,
    labels: ['Pre-construction'],
    dueDateXDaysAfter: 5,
    archived: true,
    layout: [
      ['Roof condition', 'DROPDOWN', { options: ['Good', 'Fair', 'Replace'] }],
      ['Notes', 'LONG_TEXT'],
    ],
  },
];

export const labelColors: Record<string, string> = {
  Field: '#2E86DE',
  'Pre-construction': '#F39C12',
  Install: '#27AE60',
  Compliance: '#C0392B',
  'Customer-facing': '#8E44AD',
};

/** Dropdown options by column id, for seeding plausible values. */
export const dropdownOptions = new Map<string, string[]>();

/** Builds a template's layout; ids come from `nextId` so every row and column is unique. */
export function buildLayout(def: TemplateDef, nextId: () => number): LayoutItem[] {
  const column = ([name, type, opts = {}]: ColumnDef): ColumnMeta => {
    const meta: ColumnMeta = { id: nextId(), name, type, multiple: !!opts.multiple, isRequired: !!opts.required, isReadOnly: !!opts.readOnly };
    if (opts.options) dropdownOptions.set(`${def.name}/${name}`, opts.options);
    return meta;
  };
  return def.layout.map((item): LayoutItem => {
    if (Array.isArray(item)) {
      const meta = column(item);
      return { id: nextId(), name: null, type: 'COLUMN', columnId: meta.id, column: meta, properties: [], fields: [] };
    }
    const id = nextId();
    const children = item.columns.map((c): ChildLayout => {
      const meta = column(c);
      return { id: nextId(), name: null, type: 'COLUMN', columnId: meta.id, column: meta, properties: [], fields: [] };
    });
    // DEP-2: the deprecated `fields` carries the same children as `properties`.
    return { id, name: item.group, type: 'GROUP', columnId: null, properties: children, fields: children };
  });
}

const columnCache = new WeakMap<LayoutItem[], ColumnMeta[]>();

/** Every column of a template, in layout order (cached: seeding asks once per form). */
export function templateColumns(t: FormTemplate): ColumnMeta[] {
  let cols = columnCache.get(t.formLayouts);
  if (!cols) {
    cols = t.formLayouts.flatMap((l) => (l.type === 'GROUP' ? l.properties.map((c) => c.column) : [l.column!]));
    columnCache.set(t.formLayouts, cols);
  }
  return cols;
}

export function templateSummary(t: FormTemplate): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    fileId: null,
    isArchived: t.isArchived,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    createdBy: t.createdBy,
    parentWorkOrderTemplateId: null,
  };
}

export function templateDetail(t: FormTemplate): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    assignee: t.assignee,
    assigneeProperty: t.assigneeProperty,
    collaborators: t.collaborators,
    collaboratorProperties: t.collaboratorProperties,
    labels: t.labels,
    dueDateXDaysAfter: t.dueDateXDaysAfter,
    formLayouts: structuredClone(t.formLayouts),
  };
}

export function templateUser(u: { id: number; firstName: string | null; lastName: string | null; email: string | null }): TemplateUser {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email };
}
