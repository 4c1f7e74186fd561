/**
 * Folder, file and form writes through GraphQL against the sandbox: input rules checked before any REST
 * call (zero upstream requests), upstream 400/404 as userErrors on the input path, uploads as real
 * GraphQL multipart requests, and each write checked with a follow-up query.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { type GqlResponse, useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 10, opportunities: 3, workOrders: 8, calls: 2 } });
const g = useGateway(h);

type Item = { type: string; id: number; name: string; [k: string]: any };
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const MB = 1024 * 1024;

/** A seeded project with a Photos folder holding subfolders, its phases, and template ids by name. */
const seed = {} as { projectId: number; photos: Item; sub: Item; phases: Item[]; otherPhase: Item; templates: Record<string, number> };

beforeAll(async () => {
  const projects = (await h.api('GET', '/projects?page_size=100')).body as { id: number }[];
  for (const { id } of projects) {
    const list = (await h.api('GET', `/projects/${id}/folders`)).body as Item[];
    const photos = list.find((x) => x.type === 'folder' && x.name === 'Photos');
    if (!photos) continue;
    const sub = (await h.api('GET', `/folders/${photos.id}/contents`)).body.find((x: Item) => x.type === 'folder');
    if (!sub) continue;
    Object.assign(seed, { projectId: id, photos, sub, phases: list.filter((x) => x.type === 'phase') });
    const other = projects.find((p) => p.id !== id)!;
    seed.otherPhase = (await h.api('GET', `/projects/${other.id}/folders`)).body.find((x: Item) => x.type === 'phase');
    break;
  }
  if (!seed.sub) throw new Error('no seeded project with a Photos folder and subfolders');
  const templates = (await h.api('GET', '/form-templates')).body as Item[];
  seed.templates = Object.fromEntries(templates.map((t) => [t.name, t.id]));
});

beforeEach(async () => {
  await h.resetStats();
});

/**
 * Posts a GraphQL multipart request (GraphQL multipart request spec): `operations`, then `map`, then the
 * file parts. The body is serialised to bytes first, so the gateway parses it as it would off the network.
 */
async function upload<T, V>(
  document: TypedDocumentNode<T, V>,
  variables: V,
  file: { path: string; bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
  key: string | null = h.key1,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(document), variables }));
  form.append('map', JSON.stringify({ 0: [`variables.${file.path}`] }));
  form.append('0', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  const res = await g.gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { ...(key === null ? {} : { 'x-api-key': key }), accept: 'application/json', 'content-type': encoded.headers.get('content-type')! },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as GqlResponse<T>['body'], text };
}

const UPLOAD = graphql(`mutation MutFilesUpload($input: FileUploadInput!) {
  fileUpload(input: $input) {
    file { id databaseId name downloadUrl metaData { size mimeType extention originalName generatedName } }
    userErrors { message field code }
  }
}`);

describe('folderCreate, folderUpdate, folderDelete', () => {
  const CREATE = graphql(
    `mutation MutFolderCreate($input: FolderCreateInput!) { folderCreate(input: $input) { folder { id databaseId name isActive parent { databaseId } phase { databaseId } project { databaseId } } userErrors { message field code } } }`,
  );

  it('FOLD-3: a blank name and parentId with phaseInstanceId are refused with their paths and zero upstream requests', async () => {
    const r = await g.gql(CREATE, {
      input: { recordId: gid('Project', seed.projectId), name: '  ', parentId: gid('Folder', seed.photos.id), phaseInstanceId: seed.phases[0]!.id },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.folderCreate!.folder).toBeNull();
    expect(r.body.data!.folderCreate!.userErrors).toEqual([
      { message: 'name is required', field: ['input', 'name'], code: 'REQUIRED' },
      { message: 'parentId and phaseInstanceId cannot be given together', field: ['input', 'phaseInstanceId'], code: 'EXCLUSIVE' },
    ]);
    expect((await h.stats()).total).toBe(0);
    // `name` is non-null in the input type: leaving it out fails validation, also before any call.
    const missing = await g.gql(`mutation { folderCreate(input: { recordId: "${gid('Project', seed.projectId)}" }) { folder { id } } }`);
    expect(missing.body.errors?.[0]?.message).toMatch(/name/);
    expect((await h.stats()).total).toBe(0);
  });

  it('FOLD-3: creates folders in the record, under a root folder and in a phase; follow-up queries show them in place', async () => {
    const phase = seed.phases[0]!;
    const root = await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), name: 'Closeout' } });
    expect(root.body.data!.folderCreate).toMatchObject({
      userErrors: [],
      folder: { name: 'Closeout', isActive: true, parent: null, phase: null, project: { databaseId: seed.projectId } },
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/folders': 1 });
    const child = await g.gql(CREATE, {
      input: { recordId: gid('Project', seed.projectId), name: 'Warranty', parentId: root.body.data!.folderCreate!.folder!.id },
    });
    expect(child.body.data!.folderCreate!.folder).toMatchObject({ name: 'Warranty', parent: { databaseId: root.body.data!.folderCreate!.folder!.databaseId } });
    const inPhase = await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), name: 'Inspection photos', phaseInstanceId: phase.id } });
    expect(inPhase.body.data!.folderCreate!.folder!.phase).toEqual({ databaseId: phase.id });

    const after = await g.gql(
      graphql(`query MutFolderCreatedInPlace($p: Int!, $f: ID!) { project(databaseId: $p) { folders { __typename ... on Folder { databaseId name } ... on Phase { databaseId contents { ... on Folder { name } } } } }
        folder(id: $f) { contents { ... on Folder { databaseId name } } } }`),
      { p: seed.projectId, f: root.body.data!.folderCreate!.folder!.id },
    );
    const entries = after.body.data!.project!.folders;
    expect(entries!.filter((e) => e.__typename === 'Folder').map((e) => e.name)).toContain('Closeout');
    const phaseEntry = entries!.filter((e) => e.__typename === 'Phase').find((e) => e.databaseId === phase.id)!;
    expect(phaseEntry.contents!.map((c) => c.name)).toContain('Inspection photos');
    expect(after.body.data!.folder!.contents).toEqual([{ databaseId: child.body.data!.folderCreate!.folder!.databaseId, name: 'Warranty' }]);
  });

  it('FOLD-4: a folder under a subfolder is refused by the API as a userError on parentId; nothing is created', async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), name: 'Too deep', parentId: gid('Folder', seed.sub.id) } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.folderCreate!.folder).toBeNull();
    expect(r.body.data!.folderCreate!.userErrors).toEqual([{ message: expect.stringMatching(/2 levels/), field: ['input', 'parentId'], code: 'REJECTED' }]);
    expect(r.text).not.toContain('127.0.0.1');
    const after = await g.gql(graphql(`query MutSubfolderContents($id: Int!) { folder(databaseId: $id) { contents { ... on Folder { name } } } }`), {
      id: seed.sub.id,
    });
    expect(after.body.data!.folder!.contents!.map((c) => c.name ?? null)).not.toContain('Too deep');
  });

  it('folderUpdate renames, moves into a phase and archives; the payload and a follow-up read agree', async () => {
    const created = await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), name: 'Drafts' } });
    const id = created.body.data!.folderCreate!.folder!.id;
    const phase = seed.phases[1]!;
    const r = await g.gql(
      graphql(
        `mutation MutFolderUpdate($id: ID!, $phase: Int) { folderUpdate(id: $id, input: { name: "Old drafts", phaseInstanceId: $phase, isActive: false }) { folder { name isActive phase { databaseId } } userErrors { field code } } }`,
      ),
      { id, phase: phase.id },
    );
    expect(r.body.data!.folderUpdate).toEqual({ folder: { name: 'Old drafts', isActive: false, phase: { databaseId: phase.id } }, userErrors: [] });
    const after = await g.gql(
      graphql(
        `query MutFolderUpdated($id: ID!, $p: Int!) { node(id: $id) { ... on Folder { name isActive phase { databaseId name } } } project(databaseId: $p) { folders(includeArchived: true) { ... on Phase { databaseId contents { ... on Folder { name } } a: contents(includeArchived: true) { ... on Folder { name } } } } } }`,
      ),
      { id, p: seed.projectId },
    );
    expect(after.body.data!.node).toEqual({ name: 'Old drafts', isActive: false, phase: { databaseId: phase.id, name: phase.name } });
    const inPhase = after.body.data!.project!.folders!.find((f) => f.databaseId === phase.id);
    expect(inPhase!.contents!.map((c) => c.name)).not.toContain('Old drafts');
    expect(inPhase!.a!.map((c) => c.name)).toContain('Old drafts');
  });

  it('folderUpdate: parentId with phaseInstanceId is EXCLUSIVE (zero requests); an unknown folder is NOT_FOUND on id', async () => {
    const both = await g.gql(
      graphql(
        `mutation MutFolderUpdateExclusive($id: ID!, $p: ID) { folderUpdate(id: $id, input: { parentId: $p, phaseInstanceId: 1 }) { folder { id } userErrors { field code } } }`,
      ),
      {
        id: gid('Folder', seed.sub.id),
        p: gid('Folder', seed.photos.id),
      },
    );
    expect(both.body.data!.folderUpdate).toEqual({ folder: null, userErrors: [{ field: ['input', 'phaseInstanceId'], code: 'EXCLUSIVE' }] });
    expect((await h.stats()).total).toBe(0);
    const unknown = await g.gql(
      graphql(`mutation MutFolderRename($id: ID!) { folderUpdate(id: $id, input: { name: "X" }) { folder { id } userErrors { field code } } }`),
      {
        id: gid('Folder', 999999),
      },
    );
    expect(unknown.body.data!.folderUpdate).toEqual({ folder: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
  });

  it('FOLD-5: folderDelete removes the folder, its subfolders and their files; follow-up reads find none of them', async () => {
    const parent = (await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), name: 'To remove' } })).body.data!.folderCreate!.folder;
    const child = (await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), name: 'Inner', parentId: parent!.id } })).body.data!.folderCreate!
      .folder;
    const file = await g.gql(
      graphql(
        `mutation MutFileInFolder($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId folder { databaseId } } userErrors { field } } }`,
      ),
      { input: { recordId: gid('Project', seed.projectId), url: 'https://example.com/docs/inner.pdf', folderId: child!.id } },
    );
    const fileId = file.body.data!.fileCreateFromUrl!.file!.databaseId;
    expect(file.body.data!.fileCreateFromUrl!.file!.folder).toEqual({ databaseId: child!.databaseId });
    await h.resetStats();
    const r = await g.gql(graphql(`mutation MutFolderDelete($id: ID!) { folderDelete(id: $id) { deletedFolderId userErrors { field } } }`), { id: parent!.id });
    expect(r.body.data!.folderDelete).toEqual({ deletedFolderId: parent!.id, userErrors: [] });
    expect((await h.stats()).byRoute).toEqual({ 'DELETE /v1/folders/:folderId': 1 });
    const after = await g.gql(
      graphql(
        `query MutFolderDeleted($a: Int!, $b: Int!, $f: Int!) { a: folder(databaseId: $a) { name } b: folder(databaseId: $b) { name } f: file(databaseId: $f) { name } }`,
      ),
      {
        a: parent!.databaseId!,
        b: child!.databaseId!,
        f: fileId!,
      },
    );
    expect(after.body.data).toEqual({ a: null, b: null, f: null });
    expect(after.body.errors?.map((e) => e.extensions!.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
  });

  it("two folderCreate in one operation: the second payload's project.folders shows both folders (lists loaded by the first are not reused after the second write)", async () => {
    const r = await g.gql(
      graphql(`mutation MutTwoFolderCreates($p: ID!) {
        a: folderCreate(input: { recordId: $p, name: "Same-op one" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }
        b: folderCreate(input: { recordId: $p, name: "Same-op two" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }
      }`),
      { p: gid('Project', seed.projectId) },
    );
    expect(r.body.errors).toBeUndefined();
    type Payload = NonNullable<NonNullable<typeof r.body.data>['a']>;
    const names = (x: Payload) => x.folder!.project!.folders!.map((f) => f.name);
    expect(names(r.body.data!.a!)).toContain('Same-op one');
    expect(names(r.body.data!.b!)).toEqual(expect.arrayContaining(['Same-op one', 'Same-op two']));
  });
});

describe('fileUpload (GraphQL multipart request)', () => {
  it('FILE-1, FILE-3: a multipart upload with name, contentType and phase; the result carries metaData with extention; a follow-up finds it in the phase', async () => {
    const phase = seed.phases[0]!;
    const bytes = new Uint8Array(2048).fill(7);
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null, name: 'roof-north.jpg', contentType: 'image/jpeg', phaseInstanceId: phase.id } },
      {
        path: 'input.file',
        bytes,
        name: 'IMG_0001.JPG',
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.fileUpload;
    expect(p!.userErrors).toEqual([]);
    expect(p!.file).toMatchObject({
      name: 'roof-north.jpg',
      metaData: { size: 2048, mimeType: 'image/jpeg', extention: 'jpg', originalName: 'IMG_0001.JPG', generatedName: expect.any(String) },
    });
    expect(p!.file!.downloadUrl).toMatch(/^https:\/\//);
    // The payload's fields come with the upload result: only the upload itself went upstream.
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/files/upload': 1 });
    const after = await g.gql(
      graphql(
        `query MutFilesUploadedFile($id: ID!, $p: Int!) { node(id: $id) { ... on File { fileType isArchived phase { databaseId } project { databaseId } } } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }`,
      ),
      {
        id: p!.file!.id,
        p: seed.projectId,
      },
    );
    expect(after.body.data!.node).toEqual({ fileType: 'IMAGE', isArchived: false, phase: { databaseId: phase.id }, project: { databaseId: seed.projectId } });
    expect(after.body.data!.project!.files!.nodes.map((f) => f.databaseId)).toContain(p!.file!.databaseId);
  });

  it('FILE-2: a file over 6 MB is a TOO_LARGE userError pointing to fileCreateFromUrl, with zero upstream requests', async () => {
    const big = new Uint8Array(7 * MB);
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null } },
      { path: 'input.file', bytes: big, name: 'drone-survey.mp4', type: 'video/mp4' },
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.fileUpload!.file).toBeNull();
    expect(r.body.data!.fileUpload!.userErrors).toEqual([
      { message: expect.stringMatching(/6 MB.*fileCreateFromUrl/), field: ['input', 'file'], code: 'TOO_LARGE' },
    ]);
    expect((await h.stats()).total).toBe(0);
    const after = await g.gql(graphql(`query MutFilesProjectFileNames($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }`), {
      p: seed.projectId,
    });
    expect(after.body.data!.project!.files!.nodes.map((f) => f.name)).not.toContain('drone-survey.mp4');
  });

  it('multipart/form-data is a browser-"simple" content type: without x-api-key (or another preflight header) it is refused as possible CSRF, before any upstream request', async () => {
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null } },
      { path: 'input.file', bytes: new Uint8Array(10), name: 'x.txt' },
      null,
    );
    expect(r.status).toBe(403);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await h.stats()).total).toBe(0);
  });

  it('FILE-2: an upload beyond the request body cap (10 MB) is a 413 that points to fileCreateFromUrl, with zero upstream requests', async () => {
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null } },
      { path: 'input.file', bytes: new Uint8Array(11 * MB), name: 'drone.mp4', type: 'video/mp4' },
    );
    expect(r.status).toBe(413);
    expect(r.body.errors?.[0]?.message).toMatch(/fileCreateFromUrl/);
    expect((await h.stats()).total).toBe(0);
  });

  it('FILE-2: exactly 6 MB is accepted and stored with its size', async () => {
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null } },
      { path: 'input.file', bytes: new Uint8Array(6 * MB), name: 'plans.pdf', type: 'application/pdf' },
    );
    expect(r.body.data!.fileUpload!.userErrors).toEqual([]);
    expect(r.body.data!.fileUpload!.file!.metaData).toMatchObject({ size: 6 * MB, mimeType: 'application/pdf', extention: 'pdf' });
    const after = await g.gql(graphql(`query MutFilesUploadedSize($id: ID!) { node(id: $id) { ... on File { metaData { size } } } }`), {
      id: r.body.data!.fileUpload!.file!.id,
    });
    expect(after.body.data!.node!.metaData!.size).toBe(6 * MB);
  });

  it('FILE-2: a larger file is created from its URL with fileCreateFromUrl; a follow-up lists it', async () => {
    const r = await g.gql(
      graphql(
        `mutation MutFilesFromUrl($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId name metaData { requestFileName } } userErrors { field } } }`,
      ),
      { input: { recordId: gid('Project', seed.projectId), url: 'https://cdn.example.com/media/drone-survey.mp4' } },
    );
    expect(r.body.data!.fileCreateFromUrl).toEqual({
      file: { databaseId: expect.any(Number), name: 'drone-survey.mp4', metaData: { requestFileName: 'drone-survey.mp4' } },
      userErrors: [],
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/files': 1 });
    const after = await g.gql(graphql(`query MutFilesProjectFileIds($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }`), {
      p: seed.projectId,
    });
    expect(after.body.data!.project!.files!.nodes.map((f) => f.databaseId)).toContain(r.body.data!.fileCreateFromUrl!.file!.databaseId);
  });

  it("FILE-4: an unknown project is a NOT_FOUND userError on recordId; a phase of another record is the API's 400 on phaseInstanceId", async () => {
    const bytes = new Uint8Array(10);
    const unknown = await upload(UPLOAD, { input: { recordId: gid('Project', 999999), file: null } }, { path: 'input.file', bytes, name: 'a.txt' });
    expect(unknown.body.data!.fileUpload).toEqual({
      file: null,
      userErrors: [{ message: expect.any(String), field: ['input', 'recordId'], code: 'NOT_FOUND' }],
    });
    const wrongPhase = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null, phaseInstanceId: seed.otherPhase.id } },
      { path: 'input.file', bytes, name: 'a.txt' },
    );
    expect(wrongPhase.body.data!.fileUpload).toEqual({
      file: null,
      userErrors: [{ message: expect.stringMatching(/phase/), field: ['input', 'phaseInstanceId'], code: 'REJECTED' }],
    });
    expect(wrongPhase.text).not.toContain('127.0.0.1');
    const after = await g.gql(
      graphql(`query MutFilesProjectFileNamesAfterRefusal($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }`),
      {
        p: seed.projectId,
      },
    );
    expect(after.body.data!.project!.files!.nodes.filter((f) => f.name === 'a.txt')).toEqual([]);
  });

  it('FILE-4: an upstream 500 (INTERNAL_SERVER_ERROR) is a top-level error without the upstream URL or key', async () => {
    await fetch(`${h.origin}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ route: '/v1/projects/:projectId/files/upload', status: 500, code: 'INTERNAL_SERVER_ERROR', times: 1 }] }),
    });
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Project', seed.projectId), file: null } },
      { path: 'input.file', bytes: new Uint8Array(10), name: 'b.txt' },
    );
    expect(r.body.data?.fileUpload ?? null).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(r.text).not.toContain('127.0.0.1');
    expect(r.text).not.toContain(h.key1);
  });

  it('FILE-5: an account takes uploads too; Account.files shows the file', async () => {
    const accountId = (await h.api('GET', '/accounts?page_size=1')).body[0].id;
    await h.resetStats();
    const r = await upload(
      UPLOAD,
      { input: { recordId: gid('Account', accountId), file: null } },
      { path: 'input.file', bytes: new Uint8Array(64), name: 'contract.pdf', type: 'application/pdf' },
    );
    expect(r.body.data!.fileUpload!.userErrors).toEqual([]);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/accounts/:accountId/files/upload': 1 });
    const after = await g.gql(
      graphql(
        `query MutFilesAccountFiles($id: Int!) { account(databaseId: $id) { files(first: 100) { nodes { databaseId name fileType account { databaseId } } } } }`,
      ),
      {
        id: accountId,
      },
    );
    expect(after.body.data!.account!.files!.nodes).toContainEqual({
      databaseId: r.body.data!.fileUpload!.file!.databaseId,
      name: 'contract.pdf',
      fileType: 'PDF',
      account: { databaseId: accountId },
    });
  });
});

describe('fileUpdate, fileDelete', () => {
  async function newFile(name: string) {
    const r = await g.gql(
      graphql(`mutation MutFilesNewFile($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { id databaseId } } }`),
      {
        input: { recordId: gid('Project', seed.projectId), url: `https://example.com/${name}` },
      },
    );
    return r.body.data!.fileCreateFromUrl!.file as { id: string; databaseId: number };
  }

  it('fileUpdate renames, moves into a folder and archives; follow-up reads show the folder contents change', async () => {
    const f = await newFile('permit.pdf');
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `mutation MutFilesFileMove($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: "Permit (signed).pdf", folderId: $folder, isActive: false }) { file { name isArchived folder { databaseId } } userErrors { field } } }`,
      ),
      { id: f.id, folder: gid('Folder', seed.photos.id) },
    );
    expect(r.body.data!.fileUpdate).toEqual({
      file: { name: 'Permit (signed).pdf', isArchived: true, folder: { databaseId: seed.photos.id } },
      userErrors: [],
    });
    expect((await h.stats()).byRoute).toEqual({ 'PATCH /v1/files/:fileId': 1 });
    const q = graphql(
      `query MutFilesFolderFiles($id: Int!) { folder(databaseId: $id) { hidden: contents { ... on File { databaseId } } all: contents(includeArchived: true) { ... on File { databaseId name } } } }`,
    );
    const after = await g.gql(q, { id: seed.photos.id });
    expect(after.body.data!.folder!.hidden!.map((c) => c.databaseId ?? null)).not.toContain(f.databaseId);
    expect(after.body.data!.folder!.all).toContainEqual({ databaseId: f.databaseId, name: 'Permit (signed).pdf' });
    const back = await g.gql(
      graphql(
        `mutation MutFilesFileMoveBack($id: ID!) { fileUpdate(id: $id, input: { folderId: null, isActive: true }) { file { folder { databaseId } isArchived } } }`,
      ),
      { id: f.id },
    );
    expect(back.body.data!.fileUpdate!.file).toEqual({ folder: null, isArchived: false });
  });

  it('fileUpdate: folderId with phaseInstanceId is EXCLUSIVE and a blank name REQUIRED, with zero upstream requests', async () => {
    const r = await g.gql(
      graphql(
        `mutation MutFilesFileUpdateRefused($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: "", folderId: $folder, phaseInstanceId: 5 }) { file { id } userErrors { field code } } }`,
      ),
      {
        id: gid('File', 1),
        folder: gid('Folder', seed.photos.id),
      },
    );
    expect(r.body.data!.fileUpdate).toEqual({
      file: null,
      userErrors: [
        { field: ['input', 'name'], code: 'REQUIRED' },
        { field: ['input', 'phaseInstanceId'], code: 'EXCLUSIVE' },
      ],
    });
    expect((await h.stats()).total).toBe(0);
  });

  it('fileDelete removes the file; a follow-up read is NOT_FOUND and the project list no longer has it', async () => {
    const f = await newFile('scratch.txt');
    const r = await g.gql(graphql(`mutation MutFilesFileDelete($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field } } }`), { id: f.id });
    expect(r.body.data!.fileDelete).toEqual({ deletedFileId: f.id, userErrors: [] });
    const after = await g.gql(
      graphql(`query MutFilesDeletedFile($id: ID!, $p: Int!) { node(id: $id) { id } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }`),
      {
        id: f.id,
        p: seed.projectId,
      },
    );
    expect(after.body.data!.node).toBeNull();
    expect(after.body.data!.project!.files!.nodes.map((x) => x.databaseId)).not.toContain(f.databaseId);
    const again = await g.gql(graphql(`mutation MutFilesFileDeleteAgain($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field code } } }`), {
      id: f.id,
    });
    expect(again.body.data!.fileDelete).toEqual({ deletedFileId: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
  });
});

describe('formCreate, formUpdate, formPdfExport', () => {
  const CREATE = graphql(
    `mutation MutFilesFormCreate($input: FormCreateInput!) { formCreate(input: $input) { form { id databaseId name status template { databaseId } } userErrors { message field code } } }`,
  );

  it("FORM-4: templateId is required (validation, zero requests); name is optional on a project and defaults to the template's", async () => {
    const missing = await g.gql(`mutation { formCreate(input: { recordId: "${gid('Project', seed.projectId)}" }) { form { id } } }`);
    expect(missing.body.errors?.[0]?.message).toMatch(/templateId/);
    expect((await h.stats()).total).toBe(0);
    const plain = await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), templateId: gid('FormTemplate', seed.templates['Site Survey']!) } });
    expect(plain.body.data!.formCreate).toMatchObject({
      userErrors: [],
      form: { name: 'Site Survey', status: 'OPEN', template: { databaseId: seed.templates['Site Survey'] } },
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/forms': 1 });
    const named = await g.gql(CREATE, {
      input: {
        recordId: gid('Project', seed.projectId),
        templateId: gid('FormTemplate', seed.templates['Customer Sign-off']!),
        name: 'Final sign-off',
        folderId: gid('Folder', seed.photos.id),
      },
    });
    expect(named.body.data!.formCreate!.form!.name).toBe('Final sign-off');
    const after = await g.gql(
      graphql(
        `query MutFilesProjectForms($p: Int!, $f: Int!) { project(databaseId: $p) { forms(first: 100) { nodes { databaseId name } } } folder(databaseId: $f) { contents { __typename ... on Form { databaseId name file { isForm } } } } }`,
      ),
      { p: seed.projectId, f: seed.photos.id },
    );
    const ids = after.body.data!.project!.forms!.nodes.map((f) => f.databaseId);
    expect(ids).toEqual(expect.arrayContaining([plain.body.data!.formCreate!.form!.databaseId, named.body.data!.formCreate!.form!.databaseId]));
    expect(after.body.data!.folder!.contents).toContainEqual({
      __typename: 'Form',
      databaseId: named.body.data!.formCreate!.form!.databaseId,
      name: 'Final sign-off',
      file: { isForm: true },
    });
  });

  it('FORM-4: on a work order, name is refused (zero requests); without it the form becomes a FORM work item', async () => {
    const wo = (await h.api('GET', '/work-orders?page_size=1')).body[0];
    await h.resetStats();
    const refused = await g.gql(CREATE, {
      input: { recordId: gid('WorkOrder', wo.id), templateId: gid('FormTemplate', seed.templates['Install Checklist']!), name: 'Mine' },
    });
    expect(refused.body.data!.formCreate).toEqual({
      form: null,
      userErrors: [{ message: expect.stringMatching(/projects and opportunities/), field: ['input', 'name'], code: 'INVALID' }],
    });
    expect((await h.stats()).total).toBe(0);
    const ok = await g.gql(CREATE, { input: { recordId: gid('WorkOrder', wo.id), templateId: gid('FormTemplate', seed.templates['Install Checklist']!) } });
    const form = ok.body.data!.formCreate!.form;
    expect(form).toMatchObject({ name: 'Install Checklist', status: 'OPEN' });
    const after = await g.gql(
      graphql(
        `query MutFilesWorkOrderForms($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { databaseId workOrder { databaseId } } } } } }`,
      ),
      { id: wo.id },
    );
    expect(after.body.data!.workOrder!.workItems).toContainEqual({ form: { databaseId: form!.databaseId, workOrder: { databaseId: wo.id } } });
  });

  it("formCreate: an archived or unknown template is the API's 400 on templateId", async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Project', seed.projectId), templateId: gid('FormTemplate', 99999) } });
    expect(r.body.data!.formCreate).toEqual({ form: null, userErrors: [{ message: expect.any(String), field: ['input', 'templateId'], code: 'REJECTED' }] });
  });

  it('formUpdate sets status and a field value; the payload and a follow-up read show them', async () => {
    const created = await g.gql(CREATE, {
      input: { recordId: gid('Project', seed.projectId), templateId: gid('FormTemplate', seed.templates['Site Survey']!) },
    });
    const id = created.body.data!.formCreate!.form!.id;
    const layout = await g.gql(
      graphql(`query MutFilesFormLayout($id: ID!) { node(id: $id) { ... on Form { formLayouts { properties { columnId type } } } } }`),
      {
        id,
      },
    );
    const numeric = layout.body.data!.node!.formLayouts!.flatMap((gr) => gr.properties).find((p) => p!.type === 'NUMERIC');
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `mutation MutFilesFormUpdate($id: ID!, $input: FormUpdateInput!) { formUpdate(id: $id, input: $input) { form { status isCompleted completedAt formLayouts { properties { columnId value } } } userErrors { field code } } }`,
      ),
      { id, input: { status: 'COMPLETED', properties: [{ columnId: numeric!.columnId!, value: 27 }] } },
    );
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.formUpdate;
    expect(p!.userErrors).toEqual([]);
    expect(p!.form).toMatchObject({ status: 'COMPLETED', isCompleted: true, completedAt: expect.any(String) });
    expect(p!.form!.formLayouts!.flatMap((gr) => gr.properties)).toContainEqual({ columnId: numeric!.columnId, value: 27 });
    expect((await h.stats()).byRoute).toEqual({ 'PATCH /v1/forms/:formId': 1 });
    const after = await g.gql(
      graphql(`query MutFilesFormValues($id: ID!) { node(id: $id) { ... on Form { status formLayouts { properties { columnId value } } } } }`),
      { id },
    );
    expect(after.body.data!.node!.status).toBe('COMPLETED');
    expect(after.body.data!.node!.formLayouts!.flatMap((gr) => gr.properties)).toContainEqual({ columnId: numeric!.columnId, value: 27 });
    const bad = await g.gql(
      graphql(
        `mutation MutFilesFormUpdateRefused($id: ID!) { formUpdate(id: $id, input: { properties: [{ columnId: 1, value: 1 }] }) { form { id } userErrors { field code } } }`,
      ),
      { id },
    );
    expect(bad.body.data!.formUpdate).toEqual({ form: null, userErrors: [{ field: ['input', 'properties', '0', 'columnId'], code: 'REJECTED' }] });
  });

  it('FORM-3: imagesInRow outside 0..6 is OUT_OF_RANGE with zero requests; an export returns a PDF with contentType and name', async () => {
    const created = await g.gql(CREATE, {
      input: { recordId: gid('Project', seed.projectId), templateId: gid('FormTemplate', seed.templates['Site Survey']!), name: 'Survey export' },
    });
    const id = created.body.data!.formCreate!.form!.id;
    await h.resetStats();
    const EXPORT = graphql(
      `mutation MutFilesFormPdfExport($id: ID!, $input: FormPdfExportInput) { formPdfExport(id: $id, input: $input) { pdf { pdfBase64 contentType name } userErrors { message field code } } }`,
    );
    const refused = await g.gql(EXPORT, { id, input: { imagesInRow: 7 } });
    expect(refused.body.data!.formPdfExport).toEqual({
      pdf: null,
      userErrors: [{ message: 'imagesInRow must be from 0 to 6 (got 7)', field: ['input', 'imagesInRow'], code: 'OUT_OF_RANGE' }],
    });
    expect((await h.stats()).total).toBe(0);
    const r = await g.gql(EXPORT, { id, input: { imagesInRow: 6, imagesOnly: true } });
    const pdf = r.body.data!.formPdfExport!.pdf;
    expect(r.body.data!.formPdfExport!.userErrors).toEqual([]);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.name).toBe('Survey export.pdf');
    expect(Buffer.from(pdf!.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // The export changes nothing: the form reads as before.
    const after = await g.gql(graphql(`query MutFilesFormAfterExport($id: ID!) { node(id: $id) { ... on Form { name status } } }`), { id });
    expect(after.body.data!.node).toEqual({ name: 'Survey export', status: 'OPEN' });
  });
});
