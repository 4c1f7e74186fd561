/**
 * Calls and reminders through GraphQL against the sandbox: one Call type for both REST shapes (legacy
 * values normalised, raw kept), the `calls` connection with its filters and order, per-record lists
 * (one request per record, one wave), `record` unions without requests for ids, classification options,
 * the errors each list can give, and reminder reads. Upstream requests counted by route template.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';

const h = useSandbox({
  latency: roundsLatency,
  sizes: { accounts: 12, projects: 20, opportunities: 10, workOrders: 5, calls: 400 },
});
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});
afterEach(() => {
  h.sandbox.ctx.faults.set([]);
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

interface RestCallRow {
  id: number;
  reason: string | null;
  disposition: string | null;
  outcome: string | null;
  createdAt: string;
  summary?: string | null;
  transcriptText?: string | null;
  projectId?: number | null;
  opportunityId?: number | null;
  accountId?: number | null;
}

async function restCalls(query: string): Promise<RestCallRow[]> {
  const res = await h.api('GET', `/calls?${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

const CALL_FIELDS = 'databaseId outcome reason reasonRaw disposition dispositionRaw summary transcriptText transcriptLines shape createdAt';

describe('Query.calls', () => {
  it('CALL-1: first: 5 is one GET /calls (the same five calls REST page 1 holds); first: 101 is refused before any request', async () => {
    const rest = await restCalls('page=1&page_size=5');
    await h.resetStats();
    const r = await g.gql(graphql(`query CallsFirstFive { calls(first: 5) { nodes { databaseId } pageInfo { hasNextPage } } }`));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.map((c) => c.id));
    expect(r.body.data!.calls!.pageInfo.hasNextPage).toBe(true);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/calls': 1 });

    await h.resetStats();
    const big = await g.gql(graphql(`query CallsFirstTooMany { calls(first: 101) { nodes { databaseId } } }`));
    expect(big.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect((await h.stats()).total).toBe(0);
  });

  it('CALL-1: a window past the first page (first: 30 after the 20th) is served by one request', async () => {
    const page1 = await g.gql(graphql(`query CallsCursor { calls(first: 20) { pageInfo { endCursor } } }`));
    const rest = await restCalls('page=1&page_size=50');
    await h.resetStats();
    const r = await g.gql(graphql(`query CallsAfterCursor($after: String) { calls(first: 30, after: $after) { nodes { databaseId } } }`), {
      after: page1.body.data!.calls!.pageInfo.endCursor,
    });
    expect(r.body.data!.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.slice(20, 50).map((c) => c.id));
    expect((await h.stats()).total).toBe(1);
  });

  it('CALL-3: newest first by creation time by default; orderBy ASC gives the oldest first', async () => {
    const desc = await g.gql(graphql(`query CallsNewestFirst { calls(first: 50) { nodes { databaseId createdAt } } }`));
    const times = desc.body.data!.calls!.nodes.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const asc = await g.gql(graphql(`query CallsOldestFirst { calls(first: 50, orderBy: { direction: ASC }) { nodes { databaseId createdAt } } }`));
    const ascTimes = asc.body.data!.calls!.nodes.map((c) => c.createdAt);
    expect(ascTimes).toEqual([...ascTimes].sort());
    expect(asc.body.data!.calls!.nodes[0].databaseId).toBe((await restCalls('page=1&page_size=1&order_by=asc'))[0]!.id);
    expect(ascTimes[0]! < times[0]!).toBe(true);
  });

  it('CALL-4: outcome, reason and disposition filters are passed upstream and match exactly', async () => {
    const voicemail = await g.gql(graphql(`query CallsVoicemail { calls(first: 100, filter: { outcome: VOICEMAIL }) { nodes { databaseId outcome } } }`));
    const vm = voicemail.body.data!.calls!.nodes;
    expect(vm.length).toBeGreaterThan(0);
    expect(vm.every((c) => c.outcome === 'VOICEMAIL')).toBe(true);
    expect(vm.map((c) => c.databaseId)).toEqual((await restCalls('page=1&page_size=100&outcome=VOICEMAIL')).map((c) => c.id));

    const named = await g.gql(
      graphql(
        `query CallsReasonDisposition { calls(first: 100, filter: { reason: "Service", disposition: "Visit scheduled" }) { nodes { databaseId reason disposition reasonRaw } } }`,
      ),
    );
    const rest = await restCalls('page=1&page_size=100&reason=Service&disposition=Visit%20scheduled');
    expect(rest.length).toBeGreaterThan(0);
    expect(named.body.data!.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.map((c) => c.id));
    for (const c of named.body.data!.calls!.nodes) expect(c).toMatchObject({ reason: 'Service', disposition: 'Visit scheduled', reasonRaw: null });
  });

  it('CALL-2: updatedAfter/updatedBefore narrow the list as GET /calls does', async () => {
    const all = await restCalls('page=1&page_size=100');
    const after = new Date(Date.parse(all[30]!.createdAt)).toISOString();
    const rest = await restCalls(`page=1&page_size=100&updated_after=${encodeURIComponent(after)}`);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.length).toBeLessThan(100);
    const r = await g.gql(
      graphql(`query CallsUpdatedAfter($after: DateTime) { calls(first: 100, filter: { updatedAfter: $after }) { nodes { databaseId } } }`),
      { after },
    );
    expect(r.body.data!.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.map((c) => c.id));
    const none = await g.gql(
      graphql(`query CallsUpdatedBefore { calls(first: 5, filter: { updatedBefore: "2000-01-01T00:00:00Z" }) { nodes { databaseId } } }`),
    );
    expect(none.body.data!.calls!.nodes).toEqual([]);
  });

  it('CALL-5: legacy values read as the default option names, the raw value kept (SERVICE → Service, INFO_PROVIDED → Info provided)', async () => {
    const rest = await restCalls('page=1&page_size=100&reason=SERVICE');
    expect(rest.length).toBeGreaterThan(0);
    const r = await g.gql(`{ calls(first: 100, filter: { reason: "SERVICE" }) { nodes { ${CALL_FIELDS} } } }`);
    const nodes = r.body.data.calls.nodes;
    expect(nodes.map((c: { databaseId: number }) => c.databaseId)).toEqual(rest.map((c) => c.id));
    for (const c of nodes) expect(c).toMatchObject({ reason: 'Service', reasonRaw: 'SERVICE', shape: 'COMPANY_WIDE' });
    const info = nodes.filter((c: { dispositionRaw: string | null }) => c.dispositionRaw === 'INFO_PROVIDED');
    for (const c of info) expect(c.disposition).toBe('Info provided');

    const revenue = await g.gql(
      graphql(`query CallsRevenueReason { calls(first: 20, filter: { reason: "REVENUE_OPPORTUNITY" }) { nodes { reason reasonRaw } } }`),
    );
    expect(revenue.body.data!.calls!.nodes.length).toBeGreaterThan(0);
    for (const c of revenue.body.data!.calls!.nodes) expect(c).toEqual({ reason: 'Revenue opportunity', reasonRaw: 'REVENUE_OPPORTUNITY' });
  });

  it('CALL-6: summary and transcript text only with an AI transcript; transcriptLines holds one sentence per line', async () => {
    const rest = await restCalls('page=1&page_size=100');
    const r = await g.gql(graphql(`query CallsTranscripts { calls(first: 100) { nodes { databaseId summary transcriptText transcriptLines } } }`));
    const nodes = r.body.data!.calls!.nodes as Array<{ databaseId: number; summary: string | null; transcriptText: string | null; transcriptLines: string[] }>;
    const withAi = nodes.filter((c) => c.transcriptText !== null);
    const without = nodes.filter((c) => c.transcriptText === null);
    expect(withAi.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    for (const c of withAi) {
      const row = rest.find((x) => x.id === c.databaseId)!;
      expect(c.summary).toBe(row.summary);
      expect(c.transcriptLines).toEqual(row.transcriptText!.split('\n'));
    }
    for (const c of without) expect(c).toMatchObject({ summary: null, transcriptLines: [] });
  });

  it('CALL-7: record is the linked project, opportunity or account (null while unlinked); ids cost no request', async () => {
    const rest = await restCalls('page=1&page_size=100');
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query CallsRecords { calls(first: 100) { nodes { databaseId record { __typename ... on Node { id } ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const kinds = new Set<string>();
    for (const c of r.body.data!.calls!.nodes) {
      const row = rest.find((x) => x.id === c.databaseId)!;
      const [type, id] =
        row.projectId != null
          ? ['Project', row.projectId]
          : row.opportunityId != null
            ? ['Opportunity', row.opportunityId]
            : row.accountId != null
              ? ['Account', row.accountId]
              : [null, null];
      if (type === null) expect(c.record).toBeNull();
      else {
        expect(c.record).toEqual({ __typename: type, id: gid(type, id as number), databaseId: id });
        kinds.add(type);
      }
    }
    expect(kinds.size).toBeGreaterThan(1);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/calls': 1 });
  });

  it('CALL-7: a field of the record loads each distinct record once, in one round trip after the list', async () => {
    const rest = await restCalls('page=1&page_size=20');
    const projectIds = new Set(rest.filter((c) => c.projectId != null).map((c) => c.projectId));
    expect(projectIds.size).toBeGreaterThan(0);
    const query = graphql(`query CallsProjectRecords { calls(first: 20) { nodes { record { ... on Project { title } } } } }`);
    await g.gql(query);
    await h.resetStats();
    const r = await g.gql(query);
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/projects/:projectId']).toBe(projectIds.size);
    expect(roundsOf(stats)).toBe(2);
  });

  it('CALL-9: a 502 from GET /calls is a top-level UPSTREAM_ERROR carrying the GRAPHQL_ERROR code', async () => {
    h.sandbox.ctx.faults.set([{ route: '/v1/calls', method: 'GET', status: 502 }]);
    const r = await g.gql(graphql(`query CallsTwo { calls(first: 2) { nodes { databaseId } } }`));
    expect(r.body.data?.calls ?? null).toBeNull();
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 502, code: 'GRAPHQL_ERROR' } });
    expect(r.text).not.toContain('127.0.0.1');
  });

  it('LIM-1: a reason or disposition filter over 255 characters is refused before any request', async () => {
    const r = await g.gql(graphql(`query CallsLongReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }`), {
      r: 'x'.repeat(256),
    });
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.reason' });
    const d = await g.gql(graphql(`query CallsLongDisposition($d: String) { calls(first: 2, filter: { disposition: $d }) { nodes { databaseId } } }`), {
      d: 'y'.repeat(300),
    });
    expect(d.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.disposition' });
    expect((await h.stats()).total).toBe(0);
    const ok = await g.gql(graphql(`query CallsShortReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }`), {
      r: 'x'.repeat(255),
    });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.calls!.nodes).toEqual([]);
  });

  it('node(id:) with a Call id is NOT_FOUND without an upstream request (there is no GET /calls/{id})', async () => {
    const r = await g.gql(graphql(`query CallsCallNode($id: ID!) { node(id: $id) { id ... on Call { databaseId } } }`), { id: gid('Call', 700001) });
    expect(r.body.data!.node).toBeNull();
    expect(r.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await h.stats()).total).toBe(0);
  });
});

describe('per-record calls', () => {
  it('CALL-8: 5 projects with their calls = 1 + 5 requests in 2 waves; the older shape is normalised and points back at the project', async () => {
    const projects = (await h.api('GET', '/projects?page=1&page_size=6')).body.slice(0, 5) as Array<{ id: number }>;
    const restLists = await Promise.all(projects.map((p) => h.api('GET', `/projects/${p.id}/calls`)));
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query CallsOfProjects { projects(first: 5) { nodes { databaseId calls(first: 50) { nodes { databaseId outcome reason reasonRaw disposition dispositionRaw summary shape createdAt record { __typename ... on Project { databaseId } } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/projects/:projectId/calls': 5 });
    expect(roundsOf(stats)).toBe(2);

    let seen = 0;
    r.body.data!.projects!.nodes.forEach((p, i) => {
      expect(p.databaseId).toBe(projects[i]!.id);
      const rest = restLists[i]!.body as RestCallRow[];
      expect(p.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.map((c) => c.id));
      const times = p.calls!.nodes.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      for (const c of p.calls!.nodes) {
        seen++;
        expect(c.shape).toBe('PER_RECORD');
        expect(['ANSWERED', 'MISSED', null]).toContain(c.outcome);
        expect(c.record).toEqual({ __typename: 'Project', databaseId: p.databaseId });
        expect(c.summary).toBeNull();
        // Legacy enums only upstream; names in the graph, the enum kept where it differs.
        expect(c.reason === null || /^[A-Z][a-z]/.test(c.reason)).toBe(true);
        if (c.reasonRaw !== null) expect(c.reasonRaw).toMatch(/^[A-Z_]+$/);
      }
    });
    expect(seen).toBeGreaterThan(0);
  });

  it('CALL-8: accounts and opportunities list their calls too (one request per record)', async () => {
    const r = await g.gql(
      graphql(
        `query CallsOfAccounts { accounts(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } opportunities(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/accounts/:accountId/calls']).toBe(3);
    expect(stats.byRoute['GET /v1/opportunities/:opportunityId/calls']).toBe(3);
    for (const a of r.body.data!.accounts!.nodes) for (const c of a.calls!.nodes) expect(c.record!.__typename).toBe('Account');
    for (const o of r.body.data!.opportunities!.nodes) for (const c of o.calls!.nodes) expect(c.record!.__typename).toBe('Opportunity');
  });

  it("CALL-8: a record's calls page as a connection; every page is served from the one list request", async () => {
    const projects = (await h.api('GET', '/projects?page=1&page_size=30')).body as Array<{ id: number }>;
    const lists = await Promise.all(projects.map(async (p) => ({ id: p.id, calls: (await h.api('GET', `/projects/${p.id}/calls`)).body as RestCallRow[] })));
    const busy = lists.find((l) => l.calls.length >= 3);
    expect(busy).toBeDefined();
    const rest = busy!.calls.map((c) => c.id);
    await h.resetStats();
    const page = graphql(
      `query CallsProjectPages($id: Int!, $after: String) { project(databaseId: $id) { calls(first: 2, after: $after) { nodes { databaseId } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`,
    );
    const first = await g.gql(page, { id: busy!.id });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.project!.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.slice(0, 2));
    expect(first.body.data!.project!.calls!.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect((await h.stats()).byRoute['GET /v1/projects/:projectId/calls']).toBe(1);
    const next = await g.gql(page, { id: busy!.id, after: first.body.data!.project!.calls!.pageInfo.endCursor });
    expect(next.body.data!.project!.calls!.nodes.map((c) => c.databaseId)).toEqual(rest.slice(2, 4));
    expect(next.body.data!.project!.calls!.pageInfo.hasPreviousPage).toBe(true);
  });

  it("CALL-8: a 502 from one project's call list nulls only that project's calls", async () => {
    const projects = (await h.api('GET', '/projects?page=1&page_size=4')).body.slice(0, 3) as Array<{ id: number }>;
    const broken = projects[1]!.id;
    h.sandbox.ctx.faults.set([{ route: `/v1/projects/${broken}/calls`, status: 502 }]);
    const r = await g.gql(graphql(`query CallsOfProjectsUnpaged { projects(first: 3) { nodes { databaseId title calls { nodes { databaseId } } } } }`));
    const nodes = r.body.data!.projects!.nodes;
    expect(nodes).toHaveLength(3);
    expect(nodes[1].calls).toBeNull();
    expect(nodes[1].title).toEqual(expect.any(String));
    expect(nodes[0].calls!.nodes).toEqual(expect.any(Array));
    expect(nodes[2].calls!.nodes).toEqual(expect.any(Array));
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0].path).toEqual(['projects', 'nodes', 1, 'calls']);
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 502, code: 'NOT_FOUND' } });
  });

  it("CALL-8: an unknown project's calls are NOT_FOUND", async () => {
    const r = await g.gql(graphql(`query CallsUnknownProject { project(databaseId: 999999) { calls { nodes { databaseId } } } }`));
    expect(r.body.data!.project).toBeNull();
    expect(r.body.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('callClassificationOptions', () => {
  it("CALL-10: type REASON gives only reasons (defaults and the company's own); omitted gives both kinds", async () => {
    const r = await g.gql(
      graphql(
        `query CallsClassificationOptions { reasons: callClassificationOptions(type: REASON) { databaseId type name isDefault } all: callClassificationOptions { type name } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const reasons = r.body.data!.reasons as Array<{ type: string; name: string; isDefault: boolean }>;
    expect(reasons.every((o) => o.type === 'REASON')).toBe(true);
    expect(reasons.filter((o) => o.isDefault).map((o) => o.name)).toEqual([
      'Product',
      'Process',
      'Service',
      'Accounting',
      'Revenue opportunity',
      'Feedback',
      'Other',
    ]);
    expect(reasons.some((o) => !o.isDefault)).toBe(true);
    const kinds = new Set(r.body.data!.all!.map((o) => o.type));
    expect(kinds).toEqual(new Set(['REASON', 'DISPOSITION']));
    expect(r.body.data!.all!.map((o) => o.name)).toContain('Info provided');
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/calls/classification-options': 2 });
  });
});

describe('reminders (reads)', () => {
  async function projectWithReminders(): Promise<{ id: number; reminders: any[]; totalCount: number }> {
    const projects = (await h.api('GET', '/projects?page=1&page_size=20')).body as Array<{ id: number }>;
    for (const p of projects) {
      const res = await h.api('GET', `/projects/${p.id}/reminders?page_size=100`);
      if (res.body.totalCount > 1) return { id: p.id, reminders: res.body.reminders, totalCount: res.body.totalCount };
    }
    throw new Error('no project with two reminders');
  }

  it('Project.reminders: a connection with the REST totalCount; record, assignee and createdBy from the ids', async () => {
    const p = await projectWithReminders();
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query CallsProjectReminders($id: Int!) { project(databaseId: $id) { reminders(first: 1) { totalCount pageInfo { hasNextPage } nodes { databaseId title type isCompleted assigneeDatabaseId assignee { databaseId firstName } createdBy { databaseId } record { __typename ... on Project { databaseId } } } } } }`,
      ),
      { id: p.id },
    );
    expect(r.body.errors).toBeUndefined();
    const conn = r.body.data!.project!.reminders;
    expect(conn!.totalCount).toBe(p.totalCount);
    expect(conn!.pageInfo.hasNextPage).toBe(true);
    const [node] = conn!.nodes;
    const row = p.reminders[0];
    expect(node).toMatchObject({ databaseId: row.id, title: row.title, type: row.type, isCompleted: row.isCompleted, assigneeDatabaseId: row.assigneeId });
    expect(node.record).toEqual({ __typename: 'Project', databaseId: p.id });
    if (row.assigneeId !== null) expect(node.assignee?.databaseId ?? null).toBe(row.assigneeId);
    // The project, its reminder page, and the user directory once for assignee and createdBy.
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/projects/:projectId/reminders']).toBe(1);
    expect(stats.byRoute['GET /v1/users'] ?? 0).toBeLessThanOrEqual(1);
  });

  it('reminder(databaseId) reads GET /reminders/{id} once; the global id round-trips through node(id:)', async () => {
    const p = await projectWithReminders();
    const row = p.reminders[0];
    await h.resetStats();
    const r = await g.gql(
      graphql(`query CallsReminderById($id: Int!) { reminder(databaseId: $id) { id databaseId title dueDate record { ... on Project { databaseId } } } }`),
      {
        id: row.id,
      },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminder).toMatchObject({ databaseId: row.id, title: row.title, record: { databaseId: p.id } });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/reminders/:reminderId': 1 });
    const again = await g.gql(graphql(`query CallsReminderNode($id: ID!) { node(id: $id) { ... on Reminder { databaseId } } }`), {
      id: r.body.data!.reminder!.id,
    });
    expect(again.body.data!.node).toEqual({ databaseId: row.id });
  });

  it('assignee and createdBy of the reminders of 5 projects come from one GET /users (null for users no longer active)', async () => {
    const directory = (await h.api('GET', '/users')).body as Array<{ id: number; firstName: string }>;
    const active = new Map(directory.map((u) => [u.id, u.firstName]));
    const projects = (await h.api('GET', '/projects?page=1&page_size=6')).body.slice(0, 5) as Array<{ id: number }>;
    const rest = new Map<number, { assigneeId: number | null; createdBy: number | null }>();
    for (const p of projects) for (const row of (await h.api('GET', `/projects/${p.id}/reminders?page_size=100`)).body.reminders) rest.set(row.id, row);
    expect(rest.size).toBeGreaterThan(0);
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query CallsReminderAssignees { projects(first: 5) { nodes { reminders(first: 20) { nodes { databaseId assignee { databaseId firstName } createdBy { databaseId } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    let checked = 0;
    for (const p of r.body.data!.projects!.nodes) {
      for (const n of p.reminders!.nodes) {
        const row = rest.get(n.databaseId!)!;
        const expectUser = (id: number | null) => (id !== null && active.has(id) ? id : null);
        expect(n.assignee?.databaseId ?? null).toBe(expectUser(row.assigneeId));
        if (n.assignee) expect(n.assignee.firstName).toBe(active.get(n.assignee.databaseId));
        expect(n.createdBy?.databaseId ?? null).toBe(expectUser(row.createdBy));
        checked++;
      }
    }
    expect(checked).toBe(rest.size);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/projects/:projectId/reminders': 5, 'GET /v1/users': 1 });
    expect(roundsOf(stats)).toBe(3);
  });

  it('reminders of 5 projects = 1 + 5 requests in 2 waves; filter isCompleted is passed upstream', async () => {
    const r = await g.gql(
      graphql(
        `query CallsOpenReminders { projects(first: 5) { nodes { reminders(first: 10, filter: { isCompleted: false }) { totalCount nodes { isCompleted } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    for (const p of r.body.data!.projects!.nodes) for (const n of p.reminders!.nodes) expect(n.isCompleted).toBe(false);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/projects/:projectId/reminders': 5 });
    expect(roundsOf(stats)).toBe(2);
  });
});
