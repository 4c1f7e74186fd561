/**
 * The vendor writes beside the spec's forms and people, through GraphQL: formTemplateUpdate,
 * formFileFromUrl and userCreate. Local checks cost zero upstream requests; upstream 400s come back on
 * the input path; with the shared cache on, a template edit shows in its next read and a file fetched
 * into a form shows in the project's files at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 20, opportunities: 3, workOrders: 10, calls: 2 } });
const g = useGateway(h);
const cached = useGateway(h, { upstream: { cache: true } });

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const UPDATE = graphql(`mutation VendorExtraWritesFormTemplateUpdate($id: ID!, $input: FormTemplateUpdateInput!) {
  formTemplateUpdate(id: $id, input: $input) {
    formTemplate { databaseId name formLayouts { databaseId name properties { databaseId column { databaseId name type isRequired } } } }
    userErrors { message field code }
  }
}`);

async function template(): Promise<{ id: number; formLayouts: { id: number; type: string; properties: { id: number; column: { id: number } }[] }[] }> {
  const list = (await h.api('GET', '/form-templates')).body as { id: number }[];
  const t = (await h.api('GET', `/form-templates/${list[1]!.id}`)).body;
  await h.resetStats();
  return t;
}

describe('formTemplateUpdate', () => {
  it('two assignee rules, a new field without type and a negative day count are refused with zero upstream requests', async () => {
    const t = await template();
    const r = await g.gql(UPDATE, {
      id: gid('FormTemplate', t.id),
      input: {
        assignee: gid('User', 101),
        assigneeProperty: 'OWNER',
        dueDateXDaysAfter: -1,
        formLayouts: [{ name: 'G', properties: [{ name: 'Meter photo' }] }],
      },
    });
    expect(r.body.data!.formTemplateUpdate!.userErrors.map((e) => [e.field!.join('.'), e.code])).toEqual([
      ['input.assigneeProperty', 'EXCLUSIVE'],
      ['input.dueDateXDaysAfter', 'OUT_OF_RANGE'],
      ['input.formLayouts.0.properties.0.type', 'REQUIRED'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('replaces the layout with one PATCH: a field kept by databaseId keeps its column; the next read (cache on) shows the change', async () => {
    const t = await template();
    const group = t.formLayouts.find((l) => l.type === 'GROUP')!;
    const keep = group.properties[0]!;
    const READ = graphql(`query VendorExtraWritesFormTemplate($id: Int) { formTemplate(databaseId: $id) { name } }`);
    await cached.gql(READ, { id: t.id });
    const r = await cached.gql(UPDATE, {
      id: gid('FormTemplate', t.id),
      input: {
        name: 'Install checklist (v2)',
        formLayouts: [
          {
            name: 'Electrical',
            properties: [
              { databaseId: keep.id, isRequired: true },
              { name: 'Meter photo', type: 'FILE' },
            ],
          },
        ],
      },
    });
    expect(r.body.errors).toBeUndefined();
    const tpl = r.body.data!.formTemplateUpdate!.formTemplate;
    expect(tpl!.name).toBe('Install checklist (v2)');
    expect(tpl!.formLayouts).toHaveLength(1);
    expect(tpl!.formLayouts![0].properties!.map((p) => [p.column!.type, p.column!.isRequired])).toEqual([
      [expect.any(String), true],
      ['FILE', false],
    ]);
    expect(tpl!.formLayouts![0].properties![0].column!.databaseId).toBe(keep.column.id);
    expect((await cached.gql(READ, { id: t.id })).body.data!.formTemplate!.name).toBe('Install checklist (v2)');
    // A stale layout id is the upstream's 400, on the input path of that group.
    const stale = await g.gql(UPDATE, { id: gid('FormTemplate', t.id), input: { formLayouts: [{ databaseId: group.id }] } });
    expect(stale.body.data!.formTemplateUpdate!.userErrors).toEqual([
      { message: expect.stringContaining('is not a group of this template'), field: ['input', 'formLayouts', '0', 'databaseId'], code: 'REJECTED' },
    ]);
  });
});

describe('formFileFromUrl', () => {
  it('a URL that is not http(s) is refused locally; a good one adds the file to the FILE field, and (cache on) the project lists it at once', async () => {
    const projects = (await h.api('GET', '/projects?page_size=20')).body as { id: number }[];
    let found: { form: number; column: number; project: number } | undefined;
    for (const p of projects) {
      for (const f of (await h.api('GET', `/projects/${p.id}/forms`)).body as { id: number }[]) {
        const d = (await h.api('GET', `/forms/${f.id}`)).body;
        const field = d.formLayouts
          .flatMap((x: { properties: { type: string; columnId: number }[] }) => x.properties)
          .find((x: { type: string }) => x.type === 'FILE');
        if (field) found = { form: f.id, column: field.columnId, project: p.id };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    await h.resetStats();
    const ATTACH = graphql(
      `mutation VendorExtraWritesFormFileFromUrl($form: ID!, $input: FormFileFromUrlInput!) { formFileFromUrl(form: $form, input: $input) { file { databaseId name } form { databaseId } userErrors { field code message } } }`,
    );
    const bad = await g.gql(ATTACH, { form: gid('Form', found!.form), input: { columnId: found!.column, url: 'file:///etc/passwd' } });
    expect(bad.body.data!.formFileFromUrl!.userErrors).toEqual([{ field: ['input', 'url'], code: 'INVALID', message: 'url must be an absolute http(s) URL' }]);
    expect((await h.stats()).total).toBe(0);

    const FILES = graphql(`query VendorExtraWritesProject($id: Int) { project(databaseId: $id) { files(first: 100) { nodes { databaseId } } } }`);
    const before = (await cached.gql(FILES, { id: found!.project })).body.data!.project!.files!.nodes.length;
    const r = await cached.gql(ATTACH, {
      form: gid('Form', found!.form),
      input: { columnId: found!.column, url: 'https://photos.example/meter.jpg', name: 'Meter.jpg', project: gid('Project', found!.project) },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.formFileFromUrl).toMatchObject({ file: { name: 'Meter.jpg' }, form: { databaseId: found!.form }, userErrors: [] });
    const after = (await cached.gql(FILES, { id: found!.project })).body.data!.project!.files!.nodes;
    expect(after.length).toBe(before + 1);
    expect(after.map((f) => f.databaseId)).toContain(r.body.data!.formFileFromUrl!.file!.databaseId);

    const wrongColumn = await g.gql(ATTACH, { form: gid('Form', found!.form), input: { columnId: 1, url: 'https://photos.example/x.jpg' } });
    expect(wrongColumn.body.data!.formFileFromUrl!.userErrors).toEqual([
      { field: ['input', 'columnId'], code: 'REJECTED', message: expect.stringContaining('is not a field of this form') },
    ]);
  });
});

describe('userCreate', () => {
  it('a malformed e-mail, blank names and no roles are refused with zero upstream requests; a good invitation answers INVITED', async () => {
    const CREATE = graphql(
      `mutation VendorExtraWritesUserCreate($input: UserCreateInput!) { userCreate(input: $input) { invitation { email status } userErrors { field code } } }`,
    );
    const bad = await g.gql(CREATE, { input: { email: 'not-an-email', firstName: ' ', lastName: 'Lee', roleIds: [] } });
    expect(bad.body.data!.userCreate!.userErrors).toEqual([
      { field: ['input', 'email'], code: 'INVALID' },
      { field: ['input', 'firstName'], code: 'REQUIRED' },
      { field: ['input', 'roleIds'], code: 'REQUIRED' },
    ]);
    expect((await h.stats()).total).toBe(0);
    const ok = await g.gql(CREATE, { input: { email: 'sam.lee@sunpeak.example', firstName: 'Sam', lastName: 'Lee', roleIds: [1] } });
    expect(ok.body.data!.userCreate).toEqual({ invitation: { email: 'sam.lee@sunpeak.example', status: 'INVITED' }, userErrors: [] });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/users': 1 });
    const twice = await g.gql(CREATE, { input: { email: 'sam.lee@sunpeak.example', firstName: 'Sam', lastName: 'Lee', roleIds: [1] } });
    expect(twice.body.data!.userCreate!.userErrors).toEqual([{ field: ['input', 'email'], code: 'REJECTED' }]);
  });
});

describe('formTemplateUpdate and the forms made from the template (cache on)', () => {
  it('a form read before the edit shows the new layout right after it', async () => {
    const projects = (await h.api('GET', '/projects?page_size=20')).body as { id: number }[];
    let form: { id: number; templateId: number } | undefined;
    for (const p of projects) {
      form = ((await h.api('GET', `/projects/${p.id}/forms`)).body as { id: number; templateId: number }[])[0];
      if (form) break;
    }
    expect(form).toBeDefined();
    const READ = graphql(`query VendorExtraWritesForm($id: Int) { form(databaseId: $id) { formLayouts { name } } }`);
    await cached.gql(READ, { id: form!.id });
    const r = await cached.gql(UPDATE, {
      id: gid('FormTemplate', form!.templateId),
      input: { formLayouts: [{ name: 'Only group', properties: [{ name: 'Notes', type: 'TEXT' }] }] },
    });
    expect(r.body.data!.formTemplateUpdate!.userErrors).toEqual([]);
    const after = await cached.gql(READ, { id: form!.id });
    expect(after.body.data!.form!.formLayouts!.map((g) => g.name)).toEqual(['Only group']);
  });
});
