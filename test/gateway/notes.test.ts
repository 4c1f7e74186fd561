/**
 * Notes through the gateway against the sandbox: `notes` on projects, opportunities, accounts and work
 * orders (one request per record, one wave), authors from the list with no user request, mentions,
 * the record link, and `node(id:)` refusing a note without an upstream call.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 10, workOrders: 40, calls: 10 }, latency: roundsLatency });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

describe('notes', () => {
  it('Project.notes with authors: 1 list + 1 notes request per project, 2 waves, no user request for names', async () => {
    const projects = (await h.api('GET', '/projects?page_size=10')).body as { id: number }[];
    const rest = await Promise.all(projects.map(async (p) => (await h.api('GET', `/projects/${p.id}/notes`)).body));
    // Warm the gateway's upstream connections, so the waves measure the query plan, not socket set-up.
    await g.gql(graphql(`query NotesWarmUp { projects(first: 10) { nodes { notes { nodes { databaseId } } } } }`));
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query NotesOfProjects { projects(first: 10) { nodes { databaseId notes { nodes { databaseId text author { databaseId firstName lastName email } record { __typename ... on Project { databaseId } } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    r.body.data!.projects!.nodes.forEach((p, i) => {
      expect(p.notes!.nodes.map((n) => n.databaseId)).toEqual(rest[i].notes.map((n: { id: number }) => n.id));
      for (const [k, n] of p.notes!.nodes.entries()) {
        expect(n.author!.email).toBe(rest[i].notes[k].createdByUser.email);
        expect(n.record).toEqual({ __typename: 'Project', databaseId: p.databaseId });
      }
    });
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/projects/:projectId/notes': 10 });
    expect(roundsOf(stats)).toBe(2);
  });

  it('notes on opportunities, accounts and work orders; a note mentioning a user lists that user', async () => {
    const r = await g.gql(
      graphql(`query NotesOfOtherRecords {
      opportunities(first: 5) { nodes { notes { nodes { text } } } }
      accounts(first: 5) { nodes { notes { nodes { text } } } }
      workOrders(first: 40) { nodes { notes { nodes { text plainText mentions { databaseId } } } } }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/opportunities/:opportunityId/notes']).toBe(5);
    expect(stats.byRoute['GET /v1/accounts/:accountId/notes']).toBe(5);
    expect(stats.byRoute['GET /v1/work-orders/:workOrderId/notes']).toBe(40);
    expect(r.body.data!.workOrders!.nodes.some((w) => w.notes!.nodes.length > 0)).toBe(true);

    const project = (await h.api('GET', '/projects?page_size=1')).body[0];
    const user = (await h.api('GET', '/users')).body[1];
    await h.api('POST', `/projects/${project.id}/notes`, { body: { body: `Please check the roof [${user.firstName} ${user.lastName}|~id:${user.id}]` } });
    const m = await g.gql(
      graphql(`query NotesMentions($id: Int) { project(databaseId: $id) { notes { nodes { text plainText mentions { databaseId email } } } } }`),
      {
        id: project.id,
      },
    );
    expect(m.body.errors).toBeUndefined();
    expect(m.body.data!.project!.notes!.nodes[0]).toMatchObject({
      plainText: `Please check the roof @${user.firstName} ${user.lastName}`,
      mentions: [{ databaseId: user.id, email: user.email }],
    });
  });

  it('node(id:) with a Note id is NOT_FOUND at once, without any upstream request', async () => {
    const id = Buffer.from('Note:800001').toString('base64');
    const r = await g.gql(graphql(`query NotesNode($id: ID!) { node(id: $id) { id } }`), { id });
    expect(r.body.data!.node).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await h.stats()).total).toBe(0);
  });

  it('a project that does not exist: its notes field fails alone with NOT_FOUND', async () => {
    const r = await g.gql(graphql(`query NotesOfUnknownProject { project(databaseId: 1) { notes { nodes { text } } } }`));
    expect(r.body.data!.project).toBeNull();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
