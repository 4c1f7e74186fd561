/**
 * Two vendor operations beside the spec's files (relative to /v1):
 * `PATCH /form-templates/{id}` (name, assignee rule, collaborators, labels, due days, and `formLayouts`
 * replacing every group and field: layout ids are new after each update, a field given by `id` keeps its
 * column and attributes, one given by `projectPropertyKey` takes the project property's), `POST
 * /forms/{id}/fields/file-from-url` (a file from a public URL into a FILE field: add or replace). Each
 * handler reads the store at request time, so a reset is seen.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, nowIso, pathId } from '../core/http.js';
import { bodySchema, field as documented, idParams } from '../core/schemas.js';
import { projectsTable, propertyDefinitions, usersTable } from '../records/model.js';
import { apiCreator } from './file-routes.js';
import { formFiles } from './forms.js';
import { templateColumns, templateDetail, templateUser } from './templates.js';
import { buildFile, extensionOf, filesTable, formsTable, formTemplatesTable, type ChildLayout, type ColumnMeta, type LayoutItem } from './model.js';
import { bodyOf, input, type Body } from '../core/record-input.js';
import { FORM_TEMPLATE_FIELD_TYPES } from '../../rest-enums.js';

const PERSON_KEYS = ['OWNER', 'SALES_REP', 'PROJECT_MANAGER', 'CREATED_BY'];

const layoutIds = (ctx: SandboxContext) => ctx.db.table<{ id: number }>('formLayoutIds', 5_000_001);
const columnIds = (ctx: SandboxContext) => ctx.db.table<{ id: number }>('formColumnIds', 6_000_001);

/**
 * The route schemas: the path ids checked as `pathId` checks them (the handlers read them first); the bodies
 * documented, checked by the handlers after the record is found.
 */
const schemas = {
  template: {
    params: idParams('formTemplateId'),
    body: bodySchema({
      name: documented('a non-empty name'),
      assigneeId: documented('a workspace user (an id) or null; not with assigneeProperty or assigneeTeamId'),
      assigneeProperty: documented(`${PERSON_KEYS.join(', ')} or a project property keyName, or null`),
      assigneeTeamId: documented('a team (an id) or null'),
      collaborators: documented('workspace users (a list of ids)'),
      collaboratorProperties: documented('person properties (a list of keyNames)'),
      dueDateXDaysAfter: documented('whole days 0..3650, or null'),
      labels: documented('form labels (a list of ids)'),
      formLayouts: documented(
        `every group ({id?, name, properties}) and field ({id} to keep one, {projectPropertyKey}, or {name, type: ${FORM_TEMPLATE_FIELD_TYPES.join('/')}}); layout ids are new after each update`,
      ),
    }),
  },
  fileFromUrl: {
    params: idParams('formId'),
    body: bodySchema({
      columnId: documented('a FILE field of the form (an id); required'),
      url: documented('an absolute http(s) URL; required'),
      name: documented("the file's name; default the URL's last segment"),
      projectId: documented("the project (an id) the file belongs to; default the form's record"),
      action: documented('add or replace; default add'),
    }),
  },
};

const isObject = (v: unknown): v is Body => !!v && typeof v === 'object' && !Array.isArray(v);

export function registerFormEditRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /** Rebuilds a template's layout from `formLayouts` (every group and field gets a new layout id). */
  const rebuildLayout = (companyId: number, current: LayoutItem[], raw: unknown): LayoutItem[] => {
    if (!Array.isArray(raw)) throw badRequest('formLayouts', 'formLayouts must be a list of groups');
    const byId = new Map<number, LayoutItem | ChildLayout>();
    for (const l of current) {
      byId.set(l.id, l);
      for (const c of l.properties) byId.set(c.id, c);
    }
    const nextId = () => layoutIds(ctx).allocateId();
    const field = (rawField: unknown, path: string): ChildLayout => {
      if (!isObject(rawField)) throw badRequest(path, `${path} must be an object`);
      let meta: ColumnMeta | undefined;
      if (rawField.id !== undefined) {
        const old = typeof rawField.id === 'number' ? byId.get(rawField.id) : undefined;
        if (!old?.column) throw badRequest(`${path}.id`, `${path}.id: ${String(rawField.id)} is not a field of this template (ids change after every update)`);
        meta = { ...old.column };
      }
      const key = input.str(rawField, 'projectPropertyKey');
      if (key) {
        const def = propertyDefinitions(ctx.db, companyId, 'project').find((d) => d.keyName === key);
        if (!def) throw badRequest(`${path}.projectPropertyKey`, `${path}.projectPropertyKey: no project property "${key}"`);
        meta = { id: meta?.id ?? columnIds(ctx).allocateId(), name: def.name, type: def.type, multiple: def.isMultiple, isRequired: false, isReadOnly: false };
      }
      if (!meta) {
        const name = input.str(rawField, 'name', { nonEmpty: true });
        const type = input.enum(rawField, 'type', FORM_TEMPLATE_FIELD_TYPES);
        if (!name) throw badRequest(`${path}.name`, `${path}.name is required without id or projectPropertyKey`);
        if (!type) throw badRequest(`${path}.type`, `${path}.type is required without id or projectPropertyKey`);
        meta = { id: columnIds(ctx).allocateId(), name, type, multiple: false, isRequired: false, isReadOnly: false };
      }
      const name = input.str(rawField, 'name', { nonEmpty: true });
      if (name && (key || rawField.id !== undefined)) meta.name = name.trim();
      for (const flag of ['isRequired', 'isReadOnly', 'multiple'] as const) {
        const v = rawField[flag];
        if (v === undefined) continue;
        if (typeof v !== 'boolean') throw badRequest(`${path}.${flag}`, `${path}.${flag} must be true or false`);
        meta[flag] = v;
      }
      return { id: nextId(), name: null, type: 'COLUMN', columnId: meta.id, column: meta, properties: [], fields: [] };
    };
    return raw.map((rawGroup, i): LayoutItem => {
      const path = `formLayouts.${i}`;
      if (!isObject(rawGroup)) throw badRequest(path, `${path} must be an object`);
      let old: LayoutItem | undefined;
      if (rawGroup.id !== undefined) {
        const found = typeof rawGroup.id === 'number' ? byId.get(rawGroup.id) : undefined;
        if (!found || (found as LayoutItem).type !== 'GROUP' || !current.includes(found as LayoutItem))
          throw badRequest(`${path}.id`, `${path}.id: ${String(rawGroup.id)} is not a group of this template (ids change after every update)`);
        old = found as LayoutItem;
      }
      const name = rawGroup.name === undefined ? (old?.name ?? null) : input.str(rawGroup, 'name', { nullable: true });
      const children =
        rawGroup.properties === undefined
          ? (old?.properties ?? []).map((c) => ({ ...c, id: nextId(), column: { ...c.column } }))
          : Array.isArray(rawGroup.properties)
            ? rawGroup.properties.map((f, k) => field(f, `${path}.properties.${k}`))
            : (() => {
                throw badRequest(`${path}.properties`, `${path}.properties must be a list of fields`);
              })();
      return { id: nextId(), name: name ?? null, type: 'GROUP', columnId: null, properties: children, fields: children };
    });
  };

  app.patch('/form-templates/:formTemplateId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.template }, async (req) => {
    const template = formTemplatesTable(ctx.db).get(pathId(req.params, 'formTemplateId'), req.companyId);
    if (!template) throw notFound('Form template');
    const b = bodyOf(req);
    const users = usersTable(ctx.db);
    const assigneeKeys = ['assigneeId', 'assigneeProperty', 'assigneeTeamId'].filter((k) => b[k] !== undefined && b[k] !== null);
    if (assigneeKeys.length > 1) throw badRequest(assigneeKeys[1]!, `${assigneeKeys.join(' and ')} cannot be given together`);
    const userList = (name: string) => {
      const ids = input.intList(b, name);
      if (ids === undefined || ids === null) return undefined;
      const missing = ids.filter((id) => !users.get(id, req.companyId));
      if (missing.length > 0) throw badRequest(name, `${name}: no user with id ${missing.join(', ')}`);
      return [...new Set(ids)].map((id) => templateUser(users.get(id, req.companyId)!));
    };
    const name = input.str(b, 'name', { nonEmpty: true })?.trim();
    const assigneeId = input.int(b, 'assigneeId', { nullable: true });
    if (assigneeId && !users.get(assigneeId, req.companyId)) throw badRequest('assigneeId', `No user with id ${assigneeId}`);
    const assigneeProperty = input.str(b, 'assigneeProperty', { nullable: true });
    const personKeys = new Set([...PERSON_KEYS, ...propertyDefinitions(ctx.db, req.companyId, 'project').map((d) => d.keyName)]);
    if (assigneeProperty && !personKeys.has(assigneeProperty))
      throw badRequest('assigneeProperty', `assigneeProperty must be one of ${PERSON_KEYS.join(', ')} or a property keyName`);
    const collaborators = userList('collaborators');
    const collaboratorProperties = input.strList(b, 'collaboratorProperties');
    const due = input.num(b, 'dueDateXDaysAfter', { nullable: true, integer: true, min: 0, max: 3650 });
    const labelIds = input.intList(b, 'labels');
    const known = new Map(
      formTemplatesTable(ctx.db)
        .all(req.companyId)
        .flatMap((t) => t.labels.map((l) => [l.id, l] as const)),
    );
    if (labelIds) {
      const missing = labelIds.filter((id) => !known.has(id));
      if (missing.length > 0) throw badRequest('labels', `labels: no form label with id ${missing.join(', ')}`);
    }
    const layouts = b.formLayouts === undefined ? undefined : rebuildLayout(req.companyId, template.formLayouts, b.formLayouts);
    if (name) template.name = name;
    if (assigneeId !== undefined || b.assigneeTeamId !== undefined) {
      template.assignee = assigneeId ? templateUser(users.get(assigneeId, req.companyId)!) : null;
      if (assigneeId) template.assigneeProperty = null;
    }
    if (assigneeProperty !== undefined) {
      template.assigneeProperty = assigneeProperty;
      if (assigneeProperty) template.assignee = null;
    }
    if (collaborators) template.collaborators = collaborators;
    if (collaboratorProperties) template.collaboratorProperties = collaboratorProperties;
    if (due !== undefined) template.dueDateXDaysAfter = due;
    if (labelIds) template.labels = labelIds.map((id) => known.get(id)!);
    if (layouts) template.formLayouts = layouts;
    template.updatedAt = nowIso();
    return templateDetail(template);
  });

  app.post('/forms/:formId/fields/file-from-url', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.fileFromUrl }, async (req) => {
    const form = formsTable(ctx.db).get(pathId(req.params, 'formId'), req.companyId);
    if (!form) throw notFound('Form');
    const b = bodyOf(req);
    const columnId = input.int(b, 'columnId');
    if (!columnId) throw badRequest('columnId', 'columnId is required');
    const template = formTemplatesTable(ctx.db).get(form.templateId, req.companyId);
    const column = template ? templateColumns(template).find((c) => c.id === columnId) : undefined;
    if (!column) throw badRequest('columnId', `columnId ${columnId} is not a field of this form`);
    if (column.type !== 'FILE') throw badRequest('columnId', `Field "${column.name}" is a ${column.type} field, not a FILE field`);
    const raw = input.str(b, 'url', { nonEmpty: true });
    let url: URL | undefined;
    try {
      url = raw ? new URL(raw) : undefined;
    } catch {
      url = undefined;
    }
    if (!raw) throw badRequest('url', 'url is required');
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw badRequest('url', 'url must be an absolute http(s) URL');
    const projectId = input.int(b, 'projectId') ?? null;
    if (projectId !== null && !projectsTable(ctx.db).get(projectId, req.companyId)) throw badRequest('projectId', `No project with id ${projectId}`);
    const action = input.enum(b, 'action', ['add', 'replace'] as const) ?? 'add';
    const requestFileName = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '') || 'file';
    const name = input.str(b, 'name', { nonEmpty: true }) ?? requestFileName;
    const now = nowIso();
    const owner =
      projectId !== null
        ? { projectId, opportunityId: null, accountId: null }
        : { projectId: form.projectId, opportunityId: form.opportunityId, accountId: form.accountId };
    const file = buildFile(req.companyId, filesTable(ctx.db).allocateId(), {
      ...owner,
      name,
      originalName: extensionOf(name) ? name : requestFileName,
      size: 0,
      userId: req.apiUserId,
      createdAt: now,
      createdByUser: apiCreator(ctx, req),
      requestFileName,
    });
    filesTable(ctx.db).insert(req.companyId, file);
    const existing = Array.isArray(form.values[columnId]) ? (form.values[columnId] as unknown[]) : [];
    form.values[columnId] = [...(action === 'add' ? existing : []), ...formFiles([file])];
    form.updatedAt = now;
    return { success: true, fileId: file.id, formId: form.id, columnId, projectId, action };
  });
}
