import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 40, calls: 20 } });

type Item = { type: string; id: number; name: string; [k: string]: any };

/** A company-1 project whose seeded tree has a Photos folder with subfolders, and its folder list. */
async function seededProject(): Promise<{ projectId: number; list: Item[]; photos: Item }> {
  for (let id = 20001; id <= 20040; id++) {
    const res = await h.api('GET', `/projects/${id}/folders`);
    if (res.status !== 200) continue;
    const photos = res.body.find((x: Item) => x.type === 'folder' && x.name === 'Photos');
    if (photos) return { projectId: id, list: res.body, photos };
  }
  throw new Error('no seeded project with folders');
}

async function newFolder(projectId: number, body: Record<string, unknown>): Promise<Item> {
  const res = await h.api('POST', `/projects/${projectId}/folders`, { body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('folders and phases', () => {
  it("lists a project's root folders and its phase rows; include_archived defaults to false", async () => {
    const { projectId, list } = await seededProject();
    expect(list.filter((x) => x.type === 'phase').map((x) => x.name)).toEqual(['Design', 'Permitting', 'Install']);
    expect(list.filter((x) => x.type === 'folder').every((f) => f.parentId === null && f.phaseInstanceId === null && f.isActive)).toBe(true);
    const archived = await newFolder(projectId, { name: 'Old drafts' });
    await h.api('PATCH', `/folders/${archived.id}`, { body: { isActive: false } });
    const again = await h.api('GET', `/projects/${projectId}/folders`);
    expect(again.body.map((x: Item) => x.id)).not.toContain(archived.id);
    const all = await h.api('GET', `/projects/${projectId}/folders?include_archived=true`);
    expect(all.body.map((x: Item) => x.id)).toContain(archived.id);
  });

  it('FOLD-1: folder contents are the direct children only, typed folder/file/form, with the file label as fileType', async () => {
    const { photos } = await seededProject();
    const res = await h.api('GET', `/folders/${photos.id}/contents`);
    expect(res.status).toBe(200);
    const roof = res.body.find((x: Item) => x.type === 'folder' && x.name === 'Roof');
    expect(roof).toBeDefined();
    expect(res.body.every((x: Item) => ['folder', 'file', 'form'].includes(x.type))).toBe(true);
    const roofContents = await h.api('GET', `/folders/${roof.id}/contents`);
    const roofFiles = roofContents.body.filter((x: Item) => x.type === 'file');
    expect(roofFiles.length).toBeGreaterThan(0);
    for (const f of roofFiles) {
      expect(f.fileType).toBe('IMAGE');
      expect(f.folderId).toBe(roof.id);
    }
    // Grandchildren are not listed one level up.
    const ids = res.body.map((x: Item) => x.id);
    for (const f of roofFiles) expect(ids).not.toContain(f.id);
  });

  it('FOLD-1: archived children are hidden unless include_archived=true', async () => {
    const { projectId } = await seededProject();
    const parent = await newFolder(projectId, { name: 'Closeout' });
    const child = await newFolder(projectId, { name: 'Superseded', parentId: parent.id });
    await h.api('PATCH', `/folders/${child.id}`, { body: { isActive: false } });
    const fd = new FormData();
    fd.append('file', new Blob([Buffer.alloc(20)], { type: 'application/pdf' }), 'old.pdf');
    const up = await h.api('POST', `/projects/${projectId}/files/upload`, { body: fd });
    await h.api('PATCH', `/files/${up.body.id}`, { body: { folderId: parent.id, isArchived: true } });
    expect((await h.api('GET', `/folders/${parent.id}/contents`)).body).toEqual([]);
    const all = await h.api('GET', `/folders/${parent.id}/contents?include_archived=true`);
    expect(all.body.map((x: Item) => [x.type, x.id])).toEqual([
      ['folder', child.id],
      ['file', up.body.id],
    ]);
    const bad = await h.api('GET', `/folders/${parent.id}/contents?include_archived=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('include_archived');
  });

  it('FOLD-1: contents errors are 400 for a malformed id and 404 for an unknown folder', async () => {
    const malformed = await h.api('GET', '/folders/photos/contents');
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('folderId');
    const unknown = await h.api('GET', '/folders/999999/contents');
    expect(unknown.status).toBe(404);
  });

  it('FOLD-2: forms are files (isForm) and show as type form in their phase or folder', async () => {
    const { projectId, list } = await seededProject();
    const design = list.find((x) => x.type === 'phase' && x.name === 'Design')!;
    const contracts = list.find((x) => x.type === 'folder' && x.name === 'Contracts')!;
    const templates = (await h.api('GET', '/form-templates')).body;
    const survey = templates.find((t: Item) => t.name === 'Site Survey');
    const inPhase = await h.api('POST', `/projects/${projectId}/forms`, { body: { templateId: survey.id, phaseInstanceId: design.id } });
    expect(inPhase.status).toBe(201);
    const phase = await h.api('GET', `/phases/${design.id}/contents`);
    const item = phase.body.find((x: Item) => x.type === 'form' && x.formId === inPhase.body.id);
    expect(item).toMatchObject({ isForm: true, fileType: 'FORM', phaseInstanceId: design.id, templateId: survey.id });
    const file = await h.api('GET', `/files/${item.id}`);
    expect(file.body).toMatchObject({ isForm: true, formId: inPhase.body.id });
    const inFolder = await h.api('POST', `/projects/${projectId}/forms`, { body: { templateId: survey.id, folderId: contracts.id, name: 'Re-survey' } });
    const folder = await h.api('GET', `/folders/${contracts.id}/contents`);
    expect(folder.body.find((x: Item) => x.type === 'form' && x.formId === inFolder.body.id)).toMatchObject({ name: 'Re-survey', folderId: contracts.id });
  });

  it('FOLD-3: create requires name; parentId and phaseInstanceId are mutually exclusive', async () => {
    const { projectId, list, photos } = await seededProject();
    const phase = list.find((x) => x.type === 'phase')!;
    const noName = await h.api('POST', `/projects/${projectId}/folders`, { body: { parentId: photos.id } });
    expect(noName.status).toBe(400);
    expect(noName.body.field).toBe('name');
    const blank = await h.api('POST', `/projects/${projectId}/folders`, { body: { name: '  ' } });
    expect(blank.body.field).toBe('name');
    const both = await h.api('POST', `/projects/${projectId}/folders`, { body: { name: 'X', parentId: photos.id, phaseInstanceId: phase.id } });
    expect(both.status).toBe(400);
    expect(both.body.field).toBe('phaseInstanceId');
    const inPhase = await newFolder(projectId, { name: 'Inspection photos', phaseInstanceId: phase.id });
    expect(inPhase).toMatchObject({ type: 'folder', parentId: null, phaseInstanceId: phase.id, projectId });
    const patchBoth = await h.api('PATCH', `/folders/${inPhase.id}`, { body: { parentId: photos.id, phaseInstanceId: phase.id } });
    expect(patchBoth.status).toBe(400);
  });

  it('FOLD-4: folders nest 2 levels at most', async () => {
    const { projectId } = await seededProject();
    const top = await newFolder(projectId, { name: 'Level 1' });
    const second = await newFolder(projectId, { name: 'Level 2', parentId: top.id });
    const third = await h.api('POST', `/projects/${projectId}/folders`, { body: { name: 'Level 3', parentId: second.id } });
    expect(third.status).toBe(400);
    expect(third.body.field).toBe('parentId');
    // Moving a folder that has subfolders under another folder would make a third level.
    const other = await newFolder(projectId, { name: 'Other' });
    const moveDown = await h.api('PATCH', `/folders/${top.id}`, { body: { parentId: other.id } });
    expect(moveDown.status).toBe(400);
    expect(moveDown.body.field).toBe('parentId');
    const moveUnder = await h.api('PATCH', `/folders/${other.id}`, { body: { parentId: second.id } });
    expect(moveUnder.status).toBe(400);
    const fine = await h.api('PATCH', `/folders/${other.id}`, { body: { parentId: top.id, name: 'Other (moved)' } });
    expect(fine.body).toMatchObject({ parentId: top.id, name: 'Other (moved)' });
  });

  it('FOLD-5: deleting a folder removes its subfolders and their files', async () => {
    const { projectId } = await seededProject();
    const top = await newFolder(projectId, { name: 'To delete' });
    const sub = await newFolder(projectId, { name: 'Sub', parentId: top.id });
    const fd = new FormData();
    fd.append('file', new Blob([Buffer.alloc(10)], { type: 'image/jpeg' }), 'x.jpg');
    const file = await h.api('POST', `/projects/${projectId}/files/upload`, { body: fd });
    await h.api('PATCH', `/files/${file.body.id}`, { body: { folderId: sub.id } });
    const del = await h.api('DELETE', `/folders/${top.id}`);
    expect(del.status).toBe(200);
    expect((await h.api('GET', `/folders/${top.id}`)).status).toBe(404);
    expect((await h.api('GET', `/folders/${sub.id}`)).status).toBe(404);
    expect((await h.api('GET', `/files/${file.body.id}`)).status).toBe(404);
    expect((await h.api('DELETE', `/folders/${top.id}`)).status).toBe(404);
  });

  it("FOLD-6: phase contents are the phase's direct children in the same shape", async () => {
    const { list } = await seededProject();
    const permitting = list.find((x) => x.type === 'phase' && x.name === 'Permitting')!;
    const res = await h.api('GET', `/phases/${permitting.id}/contents`);
    expect(res.status).toBe(200);
    const permits = res.body.find((x: Item) => x.type === 'folder' && x.name === 'Permits');
    expect(permits).toMatchObject({ phaseInstanceId: permitting.id, parentId: null });
    for (const x of res.body) {
      expect(['folder', 'file', 'form']).toContain(x.type);
      if (x.type !== 'folder') expect(x).toHaveProperty('fileType');
    }
    expect((await h.api('GET', '/phases/1/contents')).status).toBe(404);
    expect((await h.api('GET', '/phases/abc/contents')).status).toBe(400);
  });

  it('opportunities have folders and phases too, also under /requests', async () => {
    const res = await h.api('GET', '/opportunities/40001/folders');
    expect(res.status).toBe(200);
    expect(res.body.some((x: Item) => x.type === 'phase')).toBe(true);
    const created = await h.api('POST', '/requests/40001/folders', { body: { name: 'Site visit' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ opportunityId: 40001, projectId: null });
    const { photos } = await seededProject();
    const crossRecord = await h.api('POST', '/opportunities/40001/folders', { body: { name: 'X', parentId: photos.id } });
    expect(crossRecord.status).toBe(400);
    expect(crossRecord.body.field).toBe('parentId');
  });

  it('AUTH-12: company 2 cannot read company 1 folders, their contents or phases', async () => {
    const { projectId, list, photos } = await seededProject();
    const phase = list.find((x) => x.type === 'phase')!;
    expect((await h.api('GET', `/folders/${photos.id}/contents`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', `/folders/${photos.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('DELETE', `/folders/${photos.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', `/phases/${phase.id}/contents`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', `/projects/${projectId}/folders`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', `/folders/${photos.id}/contents`)).status).toBe(200);
  });
});
