/**
 * Files, folders, phases, form templates and forms through the gateway against the sandbox: data,
 * upstream request counts (one request per distinct id or parent) and waves (dependent levels).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({
  latency: roundsLatency,
  sizes: { accounts: 8, projects: 12, opportunities: 4, workOrders: 10, calls: 2 },
});
const g = useGateway(h);

type Item = { type: string; id: number; name: string; [k: string]: any };
/** A seeded project with a Photos folder holding subfolders, its folder list, and the template ids by name. */
const seed = {} as { projectId: number; list: Item[]; photos: Item; templates: Record<string, number> };

beforeAll(async () => {
  const projects = (await h.api('GET', '/projects?page_size=100')).body as { id: number }[];
  for (const { id } of projects) {
    const res = await h.api('GET', `/projects/${id}/folders`);
    const photos = res.body.find((x: Item) => x.type === 'folder' && x.name === 'Photos');
    if (photos) {
      Object.assign(seed, { projectId: id, list: res.body, photos });
      break;
    }
  }
  if (!seed.photos) throw new Error('no seeded project with a Photos folder');
  const templates = (await h.api('GET', '/form-templates?includeArchived=true')).body as Item[];
  seed.templates = Object.fromEntries(templates.map((t) => [t.name, t.id]));
});

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describe('folders and phases', () => {
  it("FOLD-1, FOLD-6: a project's phases and root folders, and each one's direct contents: one folder list + one contents request per folder or phase, in one wave", async () => {
    const r = await g.gql(
      graphql(`query FilesProjectFolderContents($id: Int!) { project(databaseId: $id) { folders {
        __typename
        ... on Phase { databaseId name status contents { __typename ... on Folder { databaseId name } ... on File { databaseId name fileType } ... on Form { databaseId } } }
        ... on Folder { databaseId name isActive parent { databaseId } contents { __typename ... on Folder { databaseId name parent { databaseId name } } ... on File { databaseId fileType folder { databaseId name } } } }
      } } }`),
      { id: seed.projectId },
    );
    expect(r.body.errors).toBeUndefined();
    const folders = r.body.data!.project!.folders;
    const phases = folders!.filter((f) => f.__typename === 'Phase');
    const roots = folders!.filter((f) => f.__typename === 'Folder');
    expect(phases.map((p) => p.name)).toEqual(seed.list.filter((x) => x.type === 'phase').map((x) => x.name));
    expect(roots.map((f) => f.databaseId)).toEqual(seed.list.filter((x) => x.type === 'folder').map((x) => x.id));
    for (const f of roots) expect(f.parent).toBeNull();
    const photos = roots.find((f) => f.name === 'Photos');
    const sub = photos!.contents!.filter((c) => c.__typename === 'Folder');
    expect(sub.length).toBeGreaterThan(0);
    // Parents of the children are the folder itself: primed from the folder list, no GET /folders/{id}.
    for (const s of sub) expect(s.parent).toEqual({ databaseId: photos!.databaseId, name: 'Photos' });
    for (const file of photos!.contents!.filter((c) => c.__typename === 'File')) {
      expect(file.folder).toEqual({ databaseId: photos!.databaseId, name: 'Photos' });
      expect(typeof file.fileType).toBe('string');
    }
    const rest = await h.api('GET', `/folders/${photos!.databaseId}/contents`);
    expect(photos!.contents!.map((c) => ('databaseId' in c ? c.databaseId : undefined))).toEqual(rest.body.map((x: Item) => x.id));
    await h.resetStats();
    await g.gql(
      graphql(
        `query FilesProjectContentTypes($id: Int!) { project(databaseId: $id) { folders { ... on Phase { contents { __typename } } ... on Folder { contents { __typename } } } } }`,
      ),
      { id: seed.projectId },
    );
    const stats = await h.stats();
    // project(databaseId:) reads the project first (wave 1); then its folder list; then every contents at once.
    expect(stats.byRoute).toEqual({
      'GET /v1/projects/:projectId': 1,
      'GET /v1/projects/:projectId/folders': 1,
      'GET /v1/phases/:phaseInstanceId/contents': phases.length,
      'GET /v1/folders/:folderId/contents': roots.length,
    });
    expect(roundsOf(stats)).toBe(3);
  });

  it("FOLD-1: contents hold direct children only; a subfolder's files come from its own contents (one more wave)", async () => {
    const r = await g.gql(
      graphql(
        `query FilesFolderTwoLevels($id: ID!) { folder(id: $id) { name contents { __typename ... on Folder { databaseId contents { __typename ... on File { databaseId name fileType folder { databaseId } } } } ... on File { databaseId } } } }`,
      ),
      { id: gid('Folder', seed.photos.id) },
    );
    expect(r.body.errors).toBeUndefined();
    const top = r.body.data!.folder!.contents;
    const subs = top!.filter((c) => c.__typename === 'Folder');
    // Every deep item is a File (the only type the query spreads on): `folder` below throws otherwise.
    const deep = subs.flatMap((s) => s.contents!.map((f) => ({ ...(f as Extract<typeof f, { __typename: 'File' }>), parent: s.databaseId })));
    expect(deep.length).toBeGreaterThan(0);
    const topIds = new Set(top!.map((c) => ('databaseId' in c ? c.databaseId : undefined)));
    for (const f of deep) {
      expect(topIds.has(f.databaseId)).toBe(false);
      expect(f.folder!.databaseId).toBe(f.parent);
    }
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/folders/:folderId': 1, 'GET /v1/folders/:folderId/contents': 1 + subs.length });
    expect(roundsOf(stats)).toBe(3);
  });

  it('FOLD-1: archived folders and files are hidden unless includeArchived is true (default false)', async () => {
    const parent = (await h.api('POST', `/projects/${seed.projectId}/folders`, { body: { name: 'Closeout' } })).body;
    const child = (await h.api('POST', `/projects/${seed.projectId}/folders`, { body: { name: 'Superseded', parentId: parent.id } })).body;
    await h.api('PATCH', `/folders/${child.id}`, { body: { isActive: false } });
    const q = graphql(
      `query FilesArchivedFolders($id: Int!, $all: Boolean) { folder(databaseId: $id) { contents(includeArchived: $all) { ... on Folder { databaseId isActive } } } }`,
    );
    const hidden = await g.gql(q, { id: parent.id });
    expect(hidden.body.data!.folder!.contents).toEqual([]);
    const shown = await g.gql(q, { id: parent.id, all: true });
    expect(shown.body.data!.folder!.contents).toEqual([{ databaseId: child.id, isActive: false }]);
    const roots = await g.gql(
      graphql(
        `query FilesProjectRootFolders($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }`,
      ),
      { id: seed.projectId },
    );
    await h.api('PATCH', `/folders/${parent.id}`, { body: { isActive: false } });
    const after = await g.gql(
      graphql(
        `query FilesProjectRootFoldersAfter($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }`,
      ),
      { id: seed.projectId },
    );
    expect(roots.body.data!.project!.a!.map((f) => f.databaseId)).toContain(parent.id);
    expect(after.body.data!.project!.a!.map((f) => f.databaseId)).not.toContain(parent.id);
    expect(after.body.data!.project!.b!.map((f) => f.databaseId)).toContain(parent.id);
  });

  it('FOLD-2: a form in a phase is a Form member of the phase contents; its file has isForm and the same placement', async () => {
    const design = seed.list.find((x) => x.type === 'phase' && x.status !== 'NOT_STARTED')!;
    const phasesStarted = seed.list.filter((x) => x.type === 'phase').length;
    const created = await h.api('POST', `/projects/${seed.projectId}/forms`, {
      body: { templateId: seed.templates['Site Survey'], phaseInstanceId: design.id, name: 'Phase survey' },
    });
    expect(created.status).toBe(201);
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query FilesPhaseForms($id: Int!) { project(databaseId: $id) { folders { ... on Phase { databaseId contents { __typename ... on Form { databaseId name status template { databaseId } phase { databaseId name } file { isForm fileType phase { databaseId } } } } } } } }`,
      ),
      { id: seed.projectId },
    );
    expect(r.body.errors).toBeUndefined();
    const phase = r.body.data!.project!.folders!.find((p) => p.databaseId === design.id);
    const form = phase!.contents!.find((c) => c.__typename === 'Form' && c.databaseId === created.body.id);
    expect(form).toEqual({
      __typename: 'Form',
      databaseId: created.body.id,
      name: 'Phase survey',
      status: 'OPEN',
      template: { databaseId: seed.templates['Site Survey'] },
      phase: { databaseId: design.id, name: design.name },
      file: { isForm: true, fileType: 'FORM', phase: { databaseId: design.id } },
    });
    // The form, its template id, phase and file all come with the contents item and the folder list.
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({
      'GET /v1/projects/:projectId': 1,
      'GET /v1/projects/:projectId/folders': 1,
      'GET /v1/phases/:phaseInstanceId/contents': phasesStarted,
    });
  });

  it("a phase reached from a file fills its fields from the record's folder list: one request, shared by every file of the record", async () => {
    const files = (await h.api('GET', `/projects/${seed.projectId}/files`)).body as Item[];
    const inPhase = files.filter((f) => f.phaseInstanceId !== null);
    expect(inPhase.length).toBeGreaterThan(0);
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query FilesFilePhases($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { databaseId phase { databaseId name position status } } } } }`,
      ),
      {
        id: seed.projectId,
      },
    );
    expect(r.body.errors).toBeUndefined();
    const withPhase = r.body.data!.project!.files!.nodes.filter((f) => f.phase);
    expect(withPhase.length).toBe(inPhase.length);
    for (const f of withPhase) expect(f.phase!.name).toBe(seed.list.find((x) => x.id === f.phase!.databaseId)!.name);
    const stats = await h.stats();
    // project(databaseId:) reads the project, then its files, then the folder list for the phases.
    expect(stats.byRoute).toEqual({ 'GET /v1/projects/:projectId': 1, 'GET /v1/projects/:projectId/files': 1, 'GET /v1/projects/:projectId/folders': 1 });
    expect(roundsOf(stats)).toBe(3);
  });

  it('Opportunity.folders and Opportunity.forms: phase rows and forms of many opportunities, one request each per opportunity, one wave', async () => {
    const r = await g.gql(
      graphql(
        `query FilesOpportunityFolders { opportunities(first: 3) { nodes { databaseId folders { __typename ... on Phase { name opportunity { databaseId } } } forms { nodes { databaseId } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.opportunities!.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const o of nodes) {
      const phases = o.folders!.filter((f) => f.__typename === 'Phase');
      expect(phases.map((p) => p.name)).toEqual(['Discovery', 'Proposal']);
      for (const p of phases) expect(p.opportunity).toEqual({ databaseId: o.databaseId });
    }
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({
      'GET /v1/opportunities': 1,
      'GET /v1/opportunities/:opportunityId/folders': nodes.length,
      'GET /v1/opportunities/:opportunityId/forms': nodes.length,
    });
    expect(roundsOf(stats)).toBe(2);
  });

  it('an unknown folder id is null with a NOT_FOUND error', async () => {
    const r = await g.gql(graphql(`query FilesUnknownFolder { folder(databaseId: 999999) { name } }`));
    expect(r.body.data!.folder).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('files', () => {
  it('FILE-5: files of many projects, opportunities and accounts: one request per record, all in one wave after the list', async () => {
    const r = await g.gql(
      graphql(`query FilesOfRecords {
      projects(first: 6) { nodes { databaseId files(first: 100) { nodes { databaseId name } } } }
      opportunities(first: 3) { nodes { databaseId files(first: 100) { nodes { databaseId } } } }
      accounts(first: 4) { nodes { databaseId files(first: 100) { nodes { databaseId name metaData { extention } } } } }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.projects!.nodes.some((p) => p.files!.nodes.length > 0)).toBe(true);
    for (const a of r.body.data!.accounts!.nodes) {
      const rest = await h.api('GET', `/accounts/${a.databaseId}/files`);
      expect(a.files!.nodes.map((f) => f.databaseId)).toEqual(rest.body.map((f: Item) => f.id));
    }
    for (const [list, route, n] of [
      ['projects(first: 6)', 'GET /v1/projects/:projectId/files', 6],
      ['opportunities(first: 3)', 'GET /v1/opportunities/:opportunityId/files', r.body.data!.opportunities!.nodes.length],
      ['accounts(first: 4)', 'GET /v1/accounts/:accountId/files', 4],
    ] as const) {
      await h.resetStats();
      await g.gql(`{ ${list} { nodes { files(first: 100) { nodes { databaseId } } } } }`);
      const stats = await h.stats();
      expect(stats.byRoute[route]).toBe(n);
      expect(roundsOf(stats)).toBe(2);
    }
  });

  it('FILE-3: a file read by id carries metaData with extention, size, mimeType and names; listed files need no by-id read', async () => {
    const files = (await h.api('GET', `/projects/${seed.projectId}/files`)).body as Item[];
    const photo = files.find((f) => f.metaData.mimeType.startsWith('image/'))!;
    await h.resetStats();
    const r = await g.gql(
      graphql(`query FilesFileById($id: ID!) { node(id: $id) { ... on File { databaseId name fileType downloadUrl isArchived isForm createdBy { databaseId name } project { databaseId }
        metaData { size mimeType extention originalName generatedName thumbnailUrl gps { latitude longitude } } } } }`),
      { id: gid('File', photo.id) },
    );
    expect(r.body.errors).toBeUndefined();
    const f = r.body.data!.node;
    expect(f).toMatchObject({
      databaseId: photo.id,
      name: photo.name,
      fileType: 'IMAGE',
      downloadUrl: photo.downloadUrl,
      isArchived: false,
      isForm: false,
      project: { databaseId: seed.projectId },
    });
    expect(f!.metaData).toMatchObject({
      size: photo.metaData.size,
      mimeType: photo.metaData.mimeType,
      extention: photo.metaData.extention,
      originalName: photo.metaData.originalName,
    });
    expect(f!.createdBy!.databaseId).toBe(photo.createdByUser.id);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/files/:fileId': 1 });
    await h.resetStats();
    await g.gql(
      graphql(
        `query FilesListedFileFolders($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { metaData { extention } folder { databaseId } } } } }`,
      ),
      {
        id: seed.projectId,
      },
    );
    // Folder ids of the files resolve by id only when a field beyond databaseId is asked for.
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/:projectId': 1, 'GET /v1/projects/:projectId/files': 1 });
  });
});

describe('form templates and forms', () => {
  it('FORM-1, DEP-2: a template has its root layout items; GROUPs hold COLUMN children in properties and the deprecated fields', async () => {
    const id = seed.templates['Site Survey'];
    const r = await g.gql(
      graphql(`query FilesTemplateLayout($id: Int!) { formTemplate(databaseId: $id) { name dueDateXDaysAfter labels { name color } formLayouts {
        databaseId name type columnId column { databaseId name type multiple isRequired isReadOnly }
        properties { databaseId type columnId column { databaseId name type } properties { databaseId } }
        fields { databaseId }
      } } }`),
      { id },
    );
    expect(r.body.errors).toBeUndefined();
    const t = r.body.data!.formTemplate;
    const rest = (await h.api('GET', `/form-templates/${id}`)).body;
    expect(t!.formLayouts!.map((l) => l.databaseId)).toEqual(rest.formLayouts.map((l: Item) => l.id));
    const groups = t!.formLayouts!.filter((l) => l.type === 'GROUP');
    const columns = t!.formLayouts!.filter((l) => l.type === 'COLUMN');
    expect(groups.length).toBeGreaterThan(0);
    expect(columns.length).toBeGreaterThan(0);
    for (const gr of groups) {
      expect(gr.column).toBeNull();
      expect(gr.columnId).toBeNull();
      expect(gr.properties!.length).toBeGreaterThan(0);
      expect(gr.fields!.map((f) => f.databaseId)).toEqual(gr.properties!.map((p) => p.databaseId));
      for (const p of gr.properties!) {
        expect(p.type).toBe('COLUMN');
        expect(p.column!.databaseId).toBe(p.columnId);
        expect(p.properties).toEqual([]);
      }
    }
    for (const c of columns) expect(c.column).toMatchObject({ databaseId: c.columnId, isRequired: expect.any(Boolean) });
    expect(t!.labels!.map((l) => l.name)).toEqual(rest.labels.map((l: Item) => l.label));
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/form-templates/:formTemplateId': 2 });
  });

  it('DEP-2: layout `fields` is deprecated with the reason "Use properties."', async () => {
    const r = await g.gql(getIntrospectionQuery());
    const types = r.body.data!.__schema.types as Array<{
      name: string;
      fields: Array<{ name: string; isDeprecated: boolean; deprecationReason: string | null }> | null;
    }>;
    for (const name of ['FormLayoutItem', 'FormFieldGroup']) {
      const field = types.find((t) => t.name === name)!.fields!.find((f) => f.name === 'fields');
      expect(field).toMatchObject({ isDeprecated: true, deprecationReason: 'Use properties.' });
    }
  });

  it('FORM-2: assignee is null when assigneeProperty is used, and a user when it is not', async () => {
    const r = await g.gql(
      graphql(
        `query FilesTemplateAssignees { formTemplates(first: 10) { nodes { name assignee { databaseId name } assigneeProperty collaborators { databaseId } collaboratorProperties } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.formTemplates!.nodes;
    const direct = nodes.find((t) => t.name === 'Site Survey');
    const byProperty = nodes.find((t) => t.name === 'Install Checklist');
    expect(direct!.assigneeProperty).toBeNull();
    expect(direct!.assignee!.databaseId).toEqual(expect.any(Number));
    expect(byProperty).toMatchObject({ assignee: null, assigneeProperty: 'PROJECT_MANAGER', collaboratorProperties: ['OWNER'] });
    // One list request, then one detail per template (the list holds summaries only).
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/form-templates': 1, 'GET /v1/form-templates/:formTemplateId': nodes.length });
    expect(roundsOf(stats)).toBe(2);
  });

  it('formTemplates: archived templates only with includeArchived; a window over the unpaged list costs one request', async () => {
    const active = await g.gql(
      graphql(`query FilesTemplatesFirstPage { formTemplates(first: 2) { nodes { name isArchived } pageInfo { hasNextPage endCursor } } }`),
    );
    expect(active.body.data!.formTemplates!.nodes).toHaveLength(2);
    expect(active.body.data!.formTemplates!.pageInfo.hasNextPage).toBe(true);
    const next = await g.gql(
      graphql(`query FilesTemplatesNextPage($after: String) { formTemplates(first: 10, after: $after) { nodes { name } pageInfo { hasNextPage } } }`),
      {
        after: active.body.data!.formTemplates!.pageInfo.endCursor,
      },
    );
    const all = await g.gql(graphql(`query FilesTemplatesArchived { formTemplates(first: 10, includeArchived: true) { nodes { name isArchived } } }`));
    const names = [...active.body.data!.formTemplates!.nodes, ...next.body.data!.formTemplates!.nodes].map((n) => n.name);
    expect(names).not.toContain('Roof Pre-inspection (legacy)');
    expect(next.body.data!.formTemplates!.pageInfo.hasNextPage).toBe(false);
    expect(all.body.data!.formTemplates!.nodes.find((n) => n.name === 'Roof Pre-inspection (legacy)')).toEqual({
      name: 'Roof Pre-inspection (legacy)',
      isArchived: true,
    });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/form-templates': 3 });
  });

  it("a form by id has its grouped field values; Project.forms lists summaries and each form's values cost one request", async () => {
    const a = await h.api('POST', `/projects/${seed.projectId}/forms`, { body: { templateId: seed.templates['Install Checklist'] } });
    const b = await h.api('POST', `/projects/${seed.projectId}/forms`, { body: { templateId: seed.templates['Customer Sign-off'], name: 'Sign-off (B)' } });
    await h.api('PATCH', `/forms/${b.body.id}`, { body: { status: 'COMPLETED' } });
    await h.resetStats();
    const r = await g.gql(
      graphql(`query FilesProjectForms($id: Int!) { project(databaseId: $id) {
        forms { nodes { databaseId name status isCompleted completedAt template { databaseId name } formLayouts { databaseId name properties { columnId name type value } fields { columnId } } } }
        completed: forms(status: COMPLETED, first: 100) { nodes { databaseId } }
      } }`),
      { id: seed.projectId },
    );
    expect(r.body.errors).toBeUndefined();
    const forms = r.body.data!.project!.forms!.nodes;
    const fa = forms.find((f) => f.databaseId === a.body.id);
    const fb = forms.find((f) => f.databaseId === b.body.id);
    expect(fa).toMatchObject({ name: 'Install Checklist', status: 'OPEN', isCompleted: false, completedAt: null, template: { name: 'Install Checklist' } });
    expect(fb).toMatchObject({ name: 'Sign-off (B)', status: 'COMPLETED', isCompleted: true });
    expect(r.body.data!.project!.completed!.nodes.map((f) => f.databaseId)).toContain(b.body.id);
    expect(r.body.data!.project!.completed!.nodes.map((f) => f.databaseId)).not.toContain(a.body.id);
    for (const gr of fa!.formLayouts!) expect(gr.fields!.map((f) => f.columnId)).toEqual(gr.properties!.map((p) => p.columnId));
    expect(fa!.formLayouts![0]).toMatchObject({ databaseId: null, name: 'General' });
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/projects/:projectId/forms']).toBe(2);
    expect(stats.byRoute['GET /v1/forms/:formId']).toBe(forms.length);
    const templates = new Set(forms.map((f) => f.template!.databaseId));
    expect(stats.byRoute['GET /v1/form-templates/:formTemplateId']).toBe(templates.size);
  });

  it("FormWorkItem.form: a work order's FORM items resolve to their forms; name and status cost nothing, values one GET per form", async () => {
    const wos = (await h.api('GET', '/work-orders?page_size=50')).body as Item[];
    const wo = wos.find((w) => w.isField) ?? wos[0]!;
    const created = await h.api('POST', `/work-orders/${wo.id}/forms`, { body: { templateId: seed.templates['Electrical Inspection'] } });
    expect(created.status).toBe(201);
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query FilesWorkOrderFormItems($id: Int!) { workOrder(databaseId: $id) { workItems { type ... on FormWorkItem { form { databaseId name status } } } } }`,
      ),
      {
        id: wo.id,
      },
    );
    expect(r.body.errors).toBeUndefined();
    const items = r.body.data!.workOrder!.workItems!.filter((w): w is Extract<typeof w, { form: unknown }> => w.type === 'FORM');
    expect(items.map((w) => w.form!.databaseId)).toContain(created.body.id);
    expect(items.find((w) => w.form!.databaseId === created.body.id)!.form).toEqual({
      databaseId: created.body.id,
      name: 'Electrical Inspection',
      status: 'OPEN',
    });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/work-orders/:workOrderId': 1 });
    await h.resetStats();
    const deep = await g.gql(
      graphql(
        `query FilesWorkOrderFormValues($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { workOrder { databaseId } formLayouts { name } } } } } }`,
      ),
      { id: wo.id },
    );
    expect(deep.body.errors).toBeUndefined();
    const mine = deep.body.data!.workOrder!.workItems!.filter((w) => w.form).map((w) => w.form);
    expect(mine.every((f) => f!.workOrder!.databaseId === wo.id)).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/work-orders/:workOrderId': 1, 'GET /v1/forms/:formId': items.length });
    expect(roundsOf(stats)).toBe(2);
  });
});
