import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { workOrdersTable } from '../../src/sandbox/work-orders/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 40, calls: 20 } });

type Layout = { id: number; name: string | null; type: string; columnId: number | null; column?: any; properties: Layout[]; fields: Layout[] };

async function templates(): Promise<{ id: number; name: string; isArchived: boolean }[]> {
  const res = await h.api('GET', '/form-templates');
  expect(res.status).toBe(200);
  return res.body;
}

async function templateNamed(name: string) {
  const t = (await templates()).find((x) => x.name === name)!;
  return (await h.api('GET', `/form-templates/${t.id}`)).body;
}

/** The first company-1 work order from the store: other domains' routes are not this file's concern. */
function workOrderOfCompany1() {
  const wo = workOrdersTable(h.sandbox.ctx.db).all(1)[0];
  if (!wo) throw new Error('no seeded work order');
  return wo;
}

describe('form templates', () => {
  it("lists the company's templates; archived ones only with includeArchived", async () => {
    const list = await templates();
    expect(list.map((t) => t.name)).toEqual(expect.arrayContaining(['Site Survey', 'Install Checklist', 'Electrical Inspection', 'Customer Sign-off']));
    expect(list.some((t) => t.isArchived)).toBe(false);
    const all = (await h.api('GET', '/form-templates?includeArchived=true')).body;
    expect(all.some((t: { isArchived: boolean }) => t.isArchived)).toBe(true);
  });

  it('FORM-1: a template has its full layout with root items only; GROUPs hold COLUMN children, COLUMNs carry column metadata', async () => {
    const t = await templateNamed('Install Checklist');
    expect(t).toMatchObject({ name: 'Install Checklist', dueDateXDaysAfter: 3, labels: expect.any(Array) });
    const childIds = new Set(t.formLayouts.flatMap((l: Layout) => l.properties.map((c) => c.id)));
    for (const item of t.formLayouts as Layout[]) {
      expect(childIds.has(item.id)).toBe(false);
      if (item.type === 'GROUP') {
        expect(item).toMatchObject({ columnId: null, name: expect.any(String) });
        expect(item).not.toHaveProperty('column');
        expect(item.properties.length).toBeGreaterThan(0);
        for (const c of item.properties) {
          expect(c.type).toBe('COLUMN');
          expect(c.columnId).toBe(c.column.id);
          expect(c.column).toEqual({
            id: expect.any(Number),
            name: expect.any(String),
            type: expect.any(String),
            multiple: expect.any(Boolean),
            isRequired: expect.any(Boolean),
            isReadOnly: expect.any(Boolean),
          });
        }
      } else {
        expect(item).toMatchObject({ type: 'COLUMN', name: null, properties: [], fields: [] });
        expect(item.columnId).toBe(item.column.id);
      }
    }
    expect(t.formLayouts.some((l: Layout) => l.type === 'COLUMN')).toBe(true);
    expect(t.formLayouts.some((l: Layout) => l.type === 'GROUP')).toBe(true);
  });

  it('FORM-1: across the templates every column type of the spec appears', async () => {
    const types = new Set<string>();
    for (const t of await templates()) {
      const detail = (await h.api('GET', `/form-templates/${t.id}`)).body;
      for (const l of detail.formLayouts as Layout[]) {
        if (l.column) types.add(l.column.type);
        for (const c of l.properties) types.add(c.column.type);
      }
    }
    expect([...types].sort()).toEqual([
      'BOOLEAN',
      'DATE',
      'DATETIME',
      'DROPDOWN',
      'FILE',
      'LINK',
      'LONG_TEXT',
      'NUMERIC',
      'PERSON',
      'PROJECT',
      'SEPARATOR',
      'TEXT',
      'TIMERANGEDAYS',
    ]);
  });

  it('FORM-1: errors are 400 for a malformed id and 404 for an unknown one, each with code NOT_FOUND', async () => {
    const malformed = await h.api('GET', '/form-templates/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'NOT_FOUND', field: 'formTemplateId' });
    const unknown = await h.api('GET', '/form-templates/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const noKey = await h.api('GET', '/form-templates/901', { key: null });
    expect(noKey.status).toBe(401);
    expect(noKey.body.code).toBe('NOT_FOUND');
  });

  it('DEP-2: layout items keep returning the deprecated fields, equal to properties', async () => {
    for (const t of await templates()) {
      const detail = (await h.api('GET', `/form-templates/${t.id}`)).body;
      for (const l of detail.formLayouts as Layout[]) expect(l.fields).toEqual(l.properties);
    }
  });

  it('FORM-2: assignee is null when assigneeProperty is used, and set when it is not', async () => {
    const byProperty = await templateNamed('Install Checklist');
    expect(byProperty).toMatchObject({ assignee: null, assigneeProperty: 'PROJECT_MANAGER', collaboratorProperties: ['OWNER'] });
    const custom = await templateNamed('Electrical Inspection');
    expect(custom).toMatchObject({ assignee: null, assigneeProperty: 'inspectorPerson' });
    const direct = await templateNamed('Site Survey');
    expect(direct.assigneeProperty).toBeNull();
    expect(direct.assignee).toEqual({ id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String) });
  });

  it('AUTH-12: company 2 cannot read company 1 templates', async () => {
    const t = (await templates())[0];
    expect((await h.api('GET', `/form-templates/${t.id}`, { key: h.key2 })).status).toBe(404);
    const own = (await h.api('GET', '/form-templates', { key: h.key2 })).body;
    expect(own.map((x: { id: number }) => x.id)).not.toContain(t.id);
  });
});

describe('form instances', () => {
  it('FORM-4: creating a form on a project requires templateId; name is optional', async () => {
    const survey = await templateNamed('Site Survey');
    const missing = await h.api('POST', '/projects/20001/forms', { body: { name: 'No template' } });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('templateId');
    const unknown = await h.api('POST', '/projects/20001/forms', { body: { templateId: 424242 } });
    expect(unknown.body.field).toBe('templateId');
    const unnamed = await h.api('POST', '/projects/20001/forms', { body: { templateId: survey.id } });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body).toMatchObject({ projectId: 20001, type: 'FORM', form: { name: 'Site Survey', status: 'OPEN' } });
    const named = await h.api('POST', '/projects/20001/forms', { body: { templateId: survey.id, name: 'Survey – second visit' } });
    expect(named.body.form.name).toBe('Survey – second visit');
    const list = await h.api('GET', '/projects/20001/forms');
    expect(list.body.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([unnamed.body.id, named.body.id]));
    const form = list.body.find((f: { id: number }) => f.id === unnamed.body.id);
    // Due dateXDaysAfter of the template (7) after creation.
    expect(Date.parse(form.dueDate) - Date.parse(form.createdAt)).toBe(7 * 86_400_000);
    expect((await h.api('POST', '/projects/29999/forms', { body: { templateId: survey.id } })).status).toBe(404);
  });

  it('FORM-4: opportunities take the same body, name optional', async () => {
    const survey = await templateNamed('Site Survey');
    expect((await h.api('POST', '/opportunities/40001/forms', { body: {} })).body.field).toBe('templateId');
    const res = await h.api('POST', '/opportunities/40001/forms', { body: { templateId: survey.id } });
    expect(res.status).toBe(201);
    const list = await h.api('GET', '/requests/40001/forms');
    expect(list.body.find((f: { id: number }) => f.id === res.body.id)).toMatchObject({ requestId: 40001, name: 'Site Survey', isCompleted: false });
  });

  it('FORM-4: a work-order form needs templateId and appears as a FORM work item on the work order', async () => {
    const checklist = await templateNamed('Install Checklist');
    const wo = workOrderOfCompany1();
    expect((await h.api('POST', `/work-orders/${wo.id}/forms`, { body: {} })).body.field).toBe('templateId');
    const res = await h.api('POST', `/work-orders/${wo.id}/forms`, { body: { templateId: checklist.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ workOrderId: wo.id, type: 'FORM', form: { name: 'Install Checklist' } });
    const item = workOrdersTable(h.sandbox.ctx.db)
      .get(wo.id, 1)!
      .workItems.find((w) => w.type === 'FORM' && w.id === res.body.id);
    expect(item).toEqual({
      type: 'FORM',
      id: res.body.id,
      name: 'Install Checklist',
      status: 'OPEN',
      templateId: checklist.id,
      dueDate: expect.any(String),
      completedAt: null,
      isCompleted: false,
    });
    // Completing the form updates the work item.
    await h.api('PATCH', `/forms/${res.body.id}`, { body: { status: 'COMPLETED' } });
    const after = workOrdersTable(h.sandbox.ctx.db)
      .get(wo.id, 1)!
      .workItems.find((w) => w.type === 'FORM' && w.id === res.body.id);
    expect(after).toMatchObject({ status: 'COMPLETED', isCompleted: true, completedAt: expect.any(String) });
    expect((await h.api('POST', '/work-orders/999999/forms', { body: { templateId: checklist.id } })).status).toBe(404);
    expect((await h.api('POST', `/work-orders/${wo.id}/forms`, { key: h.key2, body: { templateId: checklist.id } })).status).toBe(404);
  });

  it('seeded field work orders carry FORM work items of real forms', async () => {
    const withForms = workOrdersTable(h.sandbox.ctx.db)
      .all(1)
      .filter((w) => w.workItems.some((i) => i.type === 'FORM'));
    expect(withForms.length).toBeGreaterThan(0);
    const item = withForms[0].workItems.find((i) => i.type === 'FORM')!;
    const form = await h.api('GET', `/forms/${item.id}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ workOrderId: withForms[0].id, name: item.name, status: item.status });
  });

  it('GET/PATCH /forms/{id}: detail with grouped field values; updates validate the column', async () => {
    const survey = await templateNamed('Site Survey');
    const created = await h.api('POST', '/projects/20002/forms', { body: { templateId: survey.id } });
    const detail = await h.api('GET', `/forms/${created.body.id}`);
    expect(detail.status).toBe(200);
    const roof = detail.body.formLayouts.find((g: { name: string }) => g.name === 'Roof');
    expect(roof.fields).toEqual(roof.properties);
    const pitch = roof.properties.find((f: { name: string }) => f.name === 'Roof pitch (deg)');
    expect(pitch).toMatchObject({ type: 'NUMERIC', value: null });
    const ok = await h.api('PATCH', `/forms/${created.body.id}`, { body: { properties: [{ columnId: pitch.columnId, value: 22 }], status: 'IN_PROGRESS' } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('IN_PROGRESS');
    expect(
      ok.body.formLayouts.find((g: { name: string }) => g.name === 'Roof').properties.find((f: { columnId: number }) => f.columnId === pitch.columnId).value,
    ).toBe(22);
    const wrongType = await h.api('PATCH', `/forms/${created.body.id}`, { body: { fields: [{ columnId: pitch.columnId, value: 'steep' }] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ field: 'fields[0].value', code: 'NOT_FOUND' });
    const unknownColumn = await h.api('PATCH', `/forms/${created.body.id}`, { body: { properties: [{ columnId: 1, value: 1 }] } });
    expect(unknownColumn.body.field).toBe('properties[0].columnId');
    const badStatus = await h.api('PATCH', `/forms/${created.body.id}`, { body: { status: 'DONE' } });
    expect(badStatus.body.field).toBe('status');
    const filtered = await h.api('GET', '/projects/20002/forms?status=IN_PROGRESS');
    expect(filtered.body.every((f: { status: string }) => f.status === 'IN_PROGRESS')).toBe(true);
    expect((await h.api('GET', `/forms/${created.body.id}`, { key: h.key2 })).status).toBe(404);
  });

  it('FORM-3: PDF export returns a real PDF as pdfBase64 with contentType and name', async () => {
    const survey = await templateNamed('Site Survey');
    const created = await h.api('POST', '/projects/20003/forms', { body: { templateId: survey.id, name: 'Roof survey (east)' } });
    const res = await h.api('POST', `/forms/${created.body.id}/pdf`, { body: { imagesInRow: 6, includeImageMetadata: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contentType: 'application/pdf', name: 'Roof survey (east).pdf' });
    const pdf = Buffer.from(res.body.pdfBase64, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('Roof survey \\(east\\)');
    expect(pdf).toContain('Roof pitch');
    // The xref offset points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const noBody = await h.api('POST', `/forms/${created.body.id}/pdf`);
    expect(noBody.status).toBe(200);
    const imagesOnly = await h.api('POST', `/forms/${created.body.id}/pdf`, { body: { imagesOnly: true, imagesInRow: 0 } });
    expect(Buffer.from(imagesOnly.body.pdfBase64, 'base64').toString('latin1')).not.toContain('Roof pitch');
  });

  it('FORM-3: imagesInRow outside 0..6 is a 400 naming the field', async () => {
    const survey = await templateNamed('Site Survey');
    const created = await h.api('POST', '/projects/20003/forms', { body: { templateId: survey.id } });
    for (const imagesInRow of [7, -1, 2.5, '3']) {
      const res = await h.api('POST', `/forms/${created.body.id}/pdf`, { body: { imagesInRow } });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('imagesInRow');
    }
    expect((await h.api('POST', `/forms/${created.body.id}/pdf`, { body: { imagesOnly: 'yes' } })).body.field).toBe('imagesOnly');
    expect((await h.api('POST', '/forms/999999/pdf', { body: {} })).status).toBe(404);
  });
});
