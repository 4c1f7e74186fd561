/**
 * Note writes through GraphQL: text rules checked before any REST call, notes on each kind of record,
 * the author of a new note (read from the record's list only when asked), edit and delete by the author
 * only, and read-after-write through the shared upstream cache (a note written at
 * /projects/{id}/notes evicts the cached list of that project's notes).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 10, opportunities: 5, workOrders: 10, calls: 2 } });
const g = useGateway(h);
const cached = useGateway(h, { upstream: { cache: true } });

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = graphql(`mutation NoteWritesNoteCreate2($input: NoteCreateInput!) {
  noteCreate(input: $input) {
    note { id databaseId text record { __typename ... on Project { databaseId } ... on WorkOrder { workOrderId: databaseId } } }
    userErrors { message field code }
  }
}`);

async function first(path: string): Promise<number> {
  const id = (await h.api('GET', `${path}?page_size=1`)).body[0].id as number;
  await h.resetStats();
  return id;
}

describe('noteCreate', () => {
  it('blank or too long text and files on a project note are refused with zero upstream requests', async () => {
    const project = await first('/projects');
    const blank = await g.gql(CREATE, { input: { record: gid('Project', project), text: '   ' } });
    expect(blank.body.data!.noteCreate!.userErrors).toEqual([{ message: 'text is required', field: ['input', 'text'], code: 'REQUIRED' }]);
    const long = await g.gql(CREATE, { input: { record: gid('Project', project), text: 'x'.repeat(5001), files: [gid('File', 130001)] } });
    expect(long.body.data!.noteCreate!.userErrors.map((e) => [e.field!.join('.'), e.code])).toEqual([
      ['input.text', 'TOO_LONG'],
      ['input.files', 'INVALID'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it("writes on a project with one POST; the author costs one read of the project's notes, only when asked", async () => {
    const project = await first('/projects');
    const r = await g.gql(CREATE, { input: { record: gid('Project', project), text: 'Crew confirmed for Tuesday.' } });
    expect(r.body.data!.noteCreate).toMatchObject({
      note: { text: 'Crew confirmed for Tuesday.', record: { __typename: 'Project', databaseId: project } },
      userErrors: [],
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/notes': 1 });
    await h.resetStats();
    const withAuthor = await g.gql(
      graphql(`mutation NoteWritesNoteCreate($input: NoteCreateInput!) { noteCreate(input: $input) { note { author { databaseId firstName email } } } }`),
      {
        input: { record: gid('Project', project), text: 'And the inspector at 2pm.' },
      },
    );
    expect(withAuthor.body.data!.noteCreate!.note!.author).toMatchObject({ databaseId: expect.any(Number), email: expect.stringContaining('@') });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/notes': 1, 'GET /v1/projects/:projectId/notes': 1 });
  });

  it('on a work order, on an account and on an opportunity; a reply to a note of another record is a userError on replyTo', async () => {
    const wo = await first('/work-orders');
    const r = await g.gql(CREATE, { input: { record: gid('WorkOrder', wo), text: 'Replaced the breaker.' } });
    expect(r.body.data!.noteCreate!.note!.record).toEqual({ __typename: 'WorkOrder', workOrderId: wo });
    for (const [type, path] of [
      ['Account', '/accounts'],
      ['Opportunity', '/opportunities'],
    ] as const) {
      const id = await first(path);
      const ok = await g.gql(CREATE, { input: { record: gid(type, id), text: `On the ${type}` } });
      expect(ok.body.data!.noteCreate!.userErrors).toEqual([]);
      expect(ok.body.data!.noteCreate!.note!.record!.__typename).toBe(type);
    }
    const account = await first('/accounts');
    const reply = await g.gql(CREATE, { input: { record: gid('Account', account), text: 'reply', replyTo: r.body.data!.noteCreate!.note!.id } });
    expect(reply.body.data!.noteCreate!.userErrors).toEqual([
      { message: expect.stringContaining('is not a note of this account'), field: ['input', 'replyTo'], code: 'REJECTED' },
    ]);
  });

  it('a record that does not exist is a NOT_FOUND userError on input.record', async () => {
    const r = await g.gql(CREATE, { input: { record: gid('Project', 1), text: 'x' } });
    expect(r.body.data!.noteCreate!.userErrors).toEqual([{ message: 'notes: Project not found', field: ['input', 'record'], code: 'NOT_FOUND' }]);
  });
});

describe('noteUpdate and noteDelete', () => {
  it("the author edits and deletes; someone else's note is refused (userError on edit, FORBIDDEN on delete)", async () => {
    const project = await first('/projects');
    const created = await g.gql(CREATE, { input: { record: gid('Project', project), text: 'first draft' } });
    const id = created.body.data!.noteCreate!.note!.id;
    const UPDATE = graphql(
      `mutation NoteWritesNoteUpdate($id: ID!, $text: String!) { noteUpdate(id: $id, input: { text: $text }) { note { text author { databaseId } } userErrors { field code message } } }`,
    );
    const edited = await g.gql(UPDATE, { id, text: 'final text' });
    expect(edited.body.data!.noteUpdate!.note!.text).toBe('final text');
    expect(edited.body.data!.noteUpdate!.note!.author!.databaseId).toEqual(expect.any(Number));

    const seeded = (await h.api('GET', `/projects/${project}/notes`)).body.notes.find((n: { createdByUser: { id: number } }) => n.createdByUser.id < 9000);
    if (seeded) {
      const refused = await g.gql(UPDATE, { id: gid('Note', seeded.id), text: 'hijack' });
      expect(refused.body.data!.noteUpdate!.userErrors).toEqual([
        { field: ['id'], code: 'REJECTED', message: 'notes: Only the author of a note can change it' },
      ]);
      const forbidden = await g.gql(graphql(`mutation NoteWritesNoteDelete($id: ID!) { noteDelete(id: $id) { deletedNoteId } }`), {
        id: gid('Note', seeded.id),
      });
      expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const deleted = await g.gql(graphql(`mutation NoteWritesNoteDelete2($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code } } }`), { id });
    expect(deleted.body.data!.noteDelete).toEqual({ deletedNoteId: id, userErrors: [] });
    const again = await g.gql(graphql(`mutation NoteWritesNoteDelete3($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code field } } }`), { id });
    expect(again.body.data!.noteDelete!.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['id'] }]);
  });
});

describe('read-after-write with the shared upstream cache on', () => {
  it("a note written on a project shows in that project's notes at once; a second read is served from the cache", async () => {
    const project = await first('/projects');
    const READ = graphql(`query NoteWritesProject($id: Int) { project(databaseId: $id) { notes { nodes { text } } } }`);
    await cached.gql(READ, { id: project });
    await cached.gql(READ, { id: project });
    expect((await h.stats()).byRoute['GET /v1/projects/:projectId/notes']).toBe(1);
    await cached.gql(CREATE, { input: { record: gid('Project', project), text: 'Seen right away' } });
    const after = await cached.gql(READ, { id: project });
    expect(after.body.data!.project!.notes!.nodes[0].text).toBe('Seen right away');
    expect((await h.stats()).byRoute['GET /v1/projects/:projectId/notes']).toBe(2);
  });
});
