import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 40, calls: 20 } });

const MB = 1024 * 1024;

function upload(bytes: number | Buffer, filename = 'roof-north.jpg', type = 'image/jpeg', field = 'file'): FormData {
  const data = typeof bytes === 'number' ? Buffer.alloc(bytes, 7) : bytes;
  const fd = new FormData();
  fd.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return fd;
}

/** The first company-1 project that has phases, and those phases. */
async function projectWithPhases(): Promise<{ projectId: number; phases: { id: number; name: string; status: string }[] }> {
  for (let id = 20001; id < 20041; id++) {
    const res = await h.api('GET', `/projects/${id}/folders`);
    if (res.status !== 200) continue;
    const phases = res.body.filter((x: { type: string }) => x.type === 'phase');
    if (phases.length) return { projectId: id, phases };
  }
  throw new Error('no seeded project with phases');
}

describe('files', () => {
  it('FILE-1: upload is multipart with a required file part and optional name, content_type, phase_instance_id', async () => {
    const { projectId, phases } = await projectWithPhases();
    const res = await h.api('POST', `/projects/${projectId}/files/upload?name=Roof%20north.jpg&content_type=image/jpeg&phase_instance_id=${phases[0].id}`, {
      body: upload(2048, 'IMG_0042.jpg', 'application/octet-stream'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Roof north.jpg', metaData: { mimeType: 'image/jpeg', originalName: 'IMG_0042.jpg', size: 2048 } });
    expect(res.body.downloadUrl).toMatch(/^https:\/\//);
    const file = await h.api('GET', `/projects/${projectId}/files/${res.body.id}`);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ phaseInstanceId: phases[0].id, folderId: null, type: 'IMAGE', isArchived: false });
    const phase = await h.api('GET', `/phases/${phases[0].id}/contents`);
    expect(phase.body.map((x: { id: number }) => x.id)).toContain(res.body.id);
  });

  it('FILE-1: a request without the file part is a 400 naming file', async () => {
    const { projectId } = await projectWithPhases();
    const fd = new FormData();
    fd.append('note', 'no file here');
    const res = await h.api('POST', `/projects/${projectId}/files/upload`, { body: fd });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'file', code: 'INTERNAL_SERVER_ERROR' });
    const json = await h.api('POST', `/projects/${projectId}/files/upload`, { body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.field).toBe('file');
    const wrongPart = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(10, 'a.txt', 'text/plain', 'attachment') });
    expect(wrongPart.status).toBe(400);
    expect(wrongPart.body.field).toBe('file');
  });

  it('FILE-3: the upload result carries metaData with extention, size in bytes, mimeType, originalName, generatedName', async () => {
    const { projectId } = await projectWithPhases();
    const pdf = Buffer.from('%PDF-1.4\n% permit\n');
    const res = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(pdf, 'Building Permit.PDF', 'application/pdf') });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['downloadUrl', 'id', 'metaData', 'name']);
    const m = res.body.metaData;
    expect(m).toMatchObject({
      extention: 'pdf',
      size: pdf.length,
      mimeType: 'application/pdf',
      originalName: 'Building Permit.PDF',
      acl: expect.any(String),
      userId: expect.any(Number),
    });
    expect(m.generatedName).toMatch(/\.pdf$/);
    expect(m.generatedName).not.toBe(m.originalName);
    expect(m).not.toHaveProperty('extension');
    const img = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(512, 'site.png', 'image/png') });
    expect(img.body.metaData).toMatchObject({ extention: 'png', mimeType: 'image/png', thumbnailUrl: expect.stringMatching(/^https:/) });
  });

  it('FILE-2: over 6 MB is a 400 that points to the URL-based create; exactly 6 MB is accepted', async () => {
    const { projectId } = await projectWithPhases();
    const big = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(7 * MB, 'drone-survey.mp4', 'video/mp4') });
    expect(big.status).toBe(400);
    expect(big.body.field).toBe('file');
    expect(big.body.code).toBe('INTERNAL_SERVER_ERROR');
    expect(big.body.message).toContain('6 MB');
    expect(big.body.message).toContain(`POST /projects/${projectId}/files`);
    const edge = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(6 * MB, 'edge.jpg') });
    expect(edge.status).toBe(200);
    expect(edge.body.metaData.size).toBe(6 * MB);
  });

  it('FILE-2: a larger file is created from its URL with POST /projects/{id}/files', async () => {
    const { projectId, phases } = await projectWithPhases();
    const res = await h.api('POST', `/projects/${projectId}/files`, {
      body: { url: 'https://example.com/media/drone-survey.mp4', phaseInstanceId: phases[0].id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'drone-survey.mp4',
      type: 'VIDEO',
      phaseInstanceId: phases[0].id,
      metaData: { mimeType: 'video/mp4', extention: 'mp4', requestFileName: 'drone-survey.mp4' },
    });
    const list = await h.api('GET', `/projects/${projectId}/files`);
    expect(list.body.map((f: { id: number }) => f.id)).toContain(res.body.id);
    const missing = await h.api('POST', `/projects/${projectId}/files`, { body: { name: 'x.pdf' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'url', code: 'INTERNAL_SERVER_ERROR' });
    const bad = await h.api('POST', `/projects/${projectId}/files`, { body: { url: 'ftp://x/y.pdf' } });
    expect(bad.body.field).toBe('url');
  });

  it('FILE-4: upload errors are 400 and 404, each with code INTERNAL_SERVER_ERROR', async () => {
    const { projectId } = await projectWithPhases();
    const unknown = await h.api('POST', '/projects/29999/files/upload', { body: upload(10) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('INTERNAL_SERVER_ERROR');
    const malformed = await h.api('POST', '/projects/abc/files/upload', { body: upload(10) });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ field: 'projectId', code: 'INTERNAL_SERVER_ERROR' });
    const phase = await h.api('POST', `/projects/${projectId}/files/upload?phase_instance_id=x`, { body: upload(10) });
    expect(phase.status).toBe(400);
    expect(phase.body).toMatchObject({ field: 'phase_instance_id', code: 'INTERNAL_SERVER_ERROR' });
    const foreignPhase = await h.api('POST', `/projects/${projectId}/files/upload?phase_instance_id=1`, { body: upload(10) });
    expect(foreignPhase.status).toBe(400);
    expect(foreignPhase.body.field).toBe('phase_instance_id');
  });

  it('FILE-5: account file endpoints mirror the project ones (list, get, create from URL, upload, delete)', async () => {
    const accountId = 10001;
    const up = await h.api('POST', `/accounts/${accountId}/files/upload`, { body: upload(300, 'W-9.pdf', 'application/pdf') });
    expect(up.status).toBe(200);
    expect(up.body.metaData).toMatchObject({ extention: 'pdf', size: 300 });
    const fromUrl = await h.api('POST', `/accounts/${accountId}/files`, {
      body: { url: 'https://example.com/docs/msa.pdf', name: 'Master Service Agreement.pdf' },
    });
    expect(fromUrl.status).toBe(200);
    const list = await h.api('GET', `/accounts/${accountId}/files`);
    expect(list.body.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([up.body.id, fromUrl.body.id]));
    expect(list.body.every((f: { accountId: number }) => f.accountId === accountId)).toBe(true);
    expect((await h.api('GET', `/accounts/${accountId}/files/${up.body.id}`)).body.name).toBe('W-9.pdf');
    // The /clients alias reaches the same endpoints (PATH-1).
    expect((await h.api('GET', `/clients/${accountId}/files/${up.body.id}`)).status).toBe(200);
    const del = await h.api('DELETE', `/accounts/${accountId}/files/${up.body.id}`);
    expect(del.status).toBe(200);
    expect((await h.api('GET', `/accounts/${accountId}/files/${up.body.id}`)).status).toBe(404);
    const big = await h.api('POST', `/accounts/${accountId}/files/upload`, { body: upload(6 * MB + 1) });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain(`POST /accounts/${accountId}/files`);
  });

  it('FILE-5: opportunities have the same set, also under the /requests alias', async () => {
    const oppId = 40001;
    const up = await h.api('POST', `/opportunities/${oppId}/files/upload`, { body: upload(64, 'meter.jpg') });
    expect(up.status).toBe(200);
    expect((await h.api('GET', `/requests/${oppId}/files/${up.body.id}`)).body.opportunityId).toBe(oppId);
    const other = await h.api('GET', `/projects/20001/files/${up.body.id}`);
    expect(other.status).toBe(404);
    expect((await h.api('DELETE', `/opportunities/${oppId}/files/${up.body.id}`)).status).toBe(200);
  });

  it('seeded photos carry MIME type, size, a CDN download URL, a thumbnail and GPS', async () => {
    let photo: any;
    for (let id = 20001; id <= 20020 && !photo; id++) {
      const list = await h.api('GET', `/projects/${id}/files`);
      photo = list.body.find((f: any) => f.type === 'IMAGE' && f.metaData.gps);
    }
    expect(photo).toBeDefined();
    expect(photo.metaData).toMatchObject({
      mimeType: expect.stringMatching(/^image\//),
      size: expect.any(Number),
      thumbnailUrl: expect.stringMatching(/^https:/),
    });
    expect(photo.metaData.gps).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(new URL(photo.downloadUrl).hostname).toMatch(/cdn/);
  });

  it('GET/PATCH/DELETE /files/{id}: rename, archive (hidden from lists by default) and move', async () => {
    const { projectId, phases } = await projectWithPhases();
    const up = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(100, 'panel.jpg') });
    const id = up.body.id;
    const renamed = await h.api('PATCH', `/files/${id}`, { body: { name: 'Main panel.jpg' } });
    expect(renamed.body.name).toBe('Main panel.jpg');
    const moved = await h.api('PATCH', `/files/${id}`, { body: { phaseInstanceId: phases[0].id } });
    expect(moved.body).toMatchObject({ phaseInstanceId: phases[0].id, folderId: null });
    const both = await h.api('PATCH', `/files/${id}`, { body: { phaseInstanceId: phases[0].id, folderId: 110001 } });
    expect(both.status).toBe(400);
    expect(both.body.field).toBe('phaseInstanceId');
    await h.api('PATCH', `/files/${id}`, { body: { isArchived: true } });
    const listed = (await h.api('GET', `/projects/${projectId}/files`)).body.map((f: { id: number }) => f.id);
    expect(listed).not.toContain(id);
    const all = (await h.api('GET', `/projects/${projectId}/files?include_archived=true`)).body.map((f: { id: number }) => f.id);
    expect(all).toContain(id);
    expect((await h.api('DELETE', `/files/${id}`)).status).toBe(200);
    expect((await h.api('GET', `/files/${id}`)).status).toBe(404);
  });

  it('AUTH-12: company 2 cannot read, list or upload to company 1 files', async () => {
    const { projectId } = await projectWithPhases();
    const up = await h.api('POST', `/projects/${projectId}/files/upload`, { body: upload(10, 'x.jpg') });
    expect((await h.api('GET', `/files/${up.body.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('PATCH', `/files/${up.body.id}`, { key: h.key2, body: { name: 'mine' } })).status).toBe(404);
    expect((await h.api('GET', `/projects/${projectId}/files`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('POST', `/projects/${projectId}/files/upload`, { key: h.key2, body: upload(10) })).status).toBe(404);
  });
});
