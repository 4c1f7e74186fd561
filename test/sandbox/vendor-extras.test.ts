/**
 * Sandbox over HTTP: the three vendor operations beside the spec's files and people. PATCH
 * /form-templates/{id} (layout replaced with new ids, fields carried forward by id or built from a
 * project property), POST /forms/{id}/fields/file-from-url (add and replace on a FILE field), POST
 * /users (an invitation that then shows in GET /users); isolation; and a reset seeing the new data.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 20, opportunities: 5, workOrders: 20, calls: 5 } });

interface Layout {
  id: number;
  name: string | null;
  type: string;
  properties: { id: number; columnId: number; column: { id: number; name: string; type: string; isRequired: boolean } }[];
}

async function aTemplate(): Promise<{ id: number; formLayouts: Layout[] }> {
  const list = (await h.api('GET', '/form-templates')).body as { id: number }[];
  return (await h.api('GET', `/form-templates/${list[0]!.id}`)).body;
}

describe('PATCH /form-templates/{id}', () => {
  it('replaces the layout: new ids everywhere, a field given by id keeps its column, a project property field, a manual field', async () => {
    const t = await aTemplate();
    const group = t.formLayouts.find((l) => l.type === 'GROUP')!;
    const kept = group.properties[0]!;
    const r = await h.api('PATCH', `/form-templates/${t.id}`, {
      body: {
        name: 'Site survey (v2)',
        dueDateXDaysAfter: 3,
        formLayouts: [
          { name: 'Roof', properties: [{ id: kept.id, isRequired: true }, { projectPropertyKey: 'systemSizeKw' }, { name: 'Roof photos', type: 'FILE' }] },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Site survey (v2)');
    expect(r.body.dueDateXDaysAfter).toBe(3);
    const [g] = r.body.formLayouts as Layout[];
    expect(r.body.formLayouts).toHaveLength(1);
    expect(g!.name).toBe('Roof');
    expect(g!.id).not.toBe(group.id);
    expect(g!.properties[0]!.column).toMatchObject({ id: kept.column.id, name: kept.column.name, isRequired: true });
    expect(g!.properties[0]!.id).not.toBe(kept.id);
    expect(g!.properties[1]!.column).toMatchObject({ name: 'System size (kW)', type: 'NUMERIC' });
    expect(g!.properties[2]!.column).toMatchObject({ name: 'Roof photos', type: 'FILE' });
    // An id from before the update no longer names anything.
    const stale = await h.api('PATCH', `/form-templates/${t.id}`, { body: { formLayouts: [{ id: group.id }] } });
    expect(stale.status).toBe(400);
    expect(stale.body.field).toBe('formLayouts.0.id');
  });

  it('400s name the field: a manual field without type, two assignee rules, an unknown user; unknown template 404; other company 404', async () => {
    const t = await aTemplate();
    const noType = await h.api('PATCH', `/form-templates/${t.id}`, { body: { formLayouts: [{ name: 'G', properties: [{ name: 'x' }] }] } });
    expect(noType.body.field).toBe('formLayouts.0.properties.0.type');
    const two = await h.api('PATCH', `/form-templates/${t.id}`, { body: { assigneeId: 101, assigneeProperty: 'OWNER' } });
    expect(two.body.field).toBe('assigneeProperty');
    expect((await h.api('PATCH', `/form-templates/${t.id}`, { body: { collaborators: [99999] } })).body.field).toBe('collaborators');
    expect((await h.api('PATCH', '/form-templates/1', { body: { name: 'x' } })).status).toBe(404);
    expect((await h.api('PATCH', `/form-templates/${t.id}`, { key: h.key2, body: { name: 'x' } })).status).toBe(404);
  });
});

describe('POST /forms/{id}/fields/file-from-url', () => {
  it("adds a file to a FILE field, then replaces the field's files; a non-FILE column is a 400 on columnId", async () => {
    const projects = (await h.api('GET', '/projects?page_size=20')).body as { id: number }[];
    let form: { id: number; formLayouts: { properties: { columnId: number; type: string; value: unknown }[] }[] } | undefined;
    for (const p of projects) {
      const forms = (await h.api('GET', `/projects/${p.id}/forms`)).body as { id: number }[];
      for (const f of forms) {
        const detail = (await h.api('GET', `/forms/${f.id}`)).body;
        if (detail.formLayouts.some((g: { properties: { type: string }[] }) => g.properties.some((x) => x.type === 'FILE'))) {
          form = detail;
          break;
        }
      }
      if (form) break;
    }
    expect(form).toBeDefined();
    const fields = form!.formLayouts.flatMap((g) => g.properties);
    const fileField = fields.find((x) => x.type === 'FILE')!;
    const before = Array.isArray(fileField.value) ? fileField.value.length : 0;
    const add = await h.api('POST', `/forms/${form!.id}/fields/file-from-url`, {
      body: { columnId: fileField.columnId, url: 'https://photos.example/roof-north.jpg' },
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ success: true, formId: form!.id, columnId: fileField.columnId, action: 'add', fileId: expect.any(Number) });
    const fileValue = async () =>
      (await h.api('GET', `/forms/${form!.id}`)).body.formLayouts
        .flatMap((g: { properties: { columnId: number; value: { id: number; name: string }[] }[] }) => g.properties)
        .find((x: { columnId: number }) => x.columnId === fileField.columnId).value;
    expect((await fileValue()).length).toBe(before + 1);
    const replaced = await h.api('POST', `/forms/${form!.id}/fields/file-from-url`, {
      body: { columnId: fileField.columnId, url: 'https://photos.example/roof-south.jpg', name: 'South face.jpg', action: 'replace' },
    });
    expect(replaced.status).toBe(200);
    expect((await fileValue()).map((f: { name: string }) => f.name)).toEqual(['South face.jpg']);
    const other = fields.find((x) => x.type !== 'FILE' && x.type !== 'SEPARATOR');
    if (other) {
      const bad = await h.api('POST', `/forms/${form!.id}/fields/file-from-url`, { body: { columnId: other.columnId, url: 'https://x.example/a.jpg' } });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('columnId');
    }
    expect((await h.api('POST', `/forms/${form!.id}/fields/file-from-url`, { body: { columnId: fileField.columnId, url: 'ftp://x' } })).body.field).toBe('url');
    expect((await h.api('POST', '/forms/1/fields/file-from-url', { body: { columnId: 1, url: 'https://x.example/a.jpg' } })).status).toBe(404);
  });
});

describe('POST /users', () => {
  it('invites (201 {email, status}); the user is then listed; missing roleIds and a taken email are 400s', async () => {
    const r = await h.api('POST', '/users', {
      body: { email: 'new.tech@sunpeak.example', firstName: 'Nia', lastName: 'Tech', roleIds: [1], phone: '+13035550199' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ email: 'new.tech@sunpeak.example', status: 'INVITED' });
    const listed = (await h.api('GET', '/users?email=new.tech@sunpeak.example')).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ firstName: 'Nia', lastName: 'Tech', phone: '+13035550199' });
    expect((await h.api('GET', '/users?email=new.tech@sunpeak.example', { key: h.key2 })).body).toEqual([]);
    const again = await h.api('POST', '/users', { body: { email: 'NEW.TECH@sunpeak.example', firstName: 'N', lastName: 'T', roleIds: [1] } });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('email');
    expect((await h.api('POST', '/users', { body: { email: 'a@b.example', firstName: 'A', lastName: 'B' } })).body.field).toBe('roleIds');
    expect((await h.api('POST', '/users', { body: { email: 'a@b.example', firstName: 'A', lastName: 'B', roleIds: [99] } })).body.field).toBe('roleIds');
  });
});

describe('reset', () => {
  it('every new route sees the reset data: created records are gone, seeded ones answer', async () => {
    const site = (await h.api('GET', '/sites?page_size=1')).body[0];
    const asset = (
      await h.api('POST', '/assets', { body: { accountId: site.accountId, siteId: site.id, type: 'OTHER', manufacturer: 'x', model: 'y', serialNumber: 'z' } })
    ).body;
    const vendor = (await h.api('POST', '/vendors', { body: { name: 'Reset Supply', vendorType: 'SUPPLIER' } })).body;
    const opp = (await h.api('GET', '/opportunities?page_size=1')).body[0];
    const user = (await h.api('GET', '/users')).body[0];
    const appointment = (
      await h.api('POST', `/opportunities/${opp.id}/appointments`, { body: { title: 't', assigneeId: user.id, dueDate: '2030-01-01T10:00:00Z' } })
    ).body;
    await h.api('POST', '/users', { body: { email: 'reset.me@sunpeak.example', firstName: 'R', lastName: 'M', roleIds: [1] } });
    await h.reset();
    expect((await h.api('GET', `/assets/${asset.id}`)).status).toBe(404);
    expect((await h.api('GET', `/vendors/${vendor.id}`)).status).toBe(404);
    expect((await h.api('GET', `/appointments/${appointment.id}`)).status).toBe(404);
    expect((await h.api('GET', '/users?email=reset.me@sunpeak.example')).body).toEqual([]);
    // A new account after the reset can take notes and quotes at once.
    const account = (await h.api('POST', '/accounts', { body: { title: 'After Reset LLC', address: ['1 Reset Rd, Denver, CO 80202'] } })).body;
    expect((await h.api('POST', `/accounts/${account.id}/notes`, { body: { body: 'fresh' } })).status).toBe(201);
    expect((await h.api('GET', '/quotes?page_size=1')).body).toHaveLength(1);
    const t = await aTemplate();
    expect((await h.api('PATCH', `/form-templates/${t.id}`, { body: { name: 'After reset' } })).status).toBe(200);
  });
});
