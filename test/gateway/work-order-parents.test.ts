/**
 * Which record a work order hangs on. REST `project` on a work order is the parent's summary for
 * every kind of parent, and GET /work-orders does not say which kind: `WorkOrder.project` must never
 * link an opportunity's or account's id as a project. Rows of a per-parent list know their parent kind
 * (free); rows of GET /work-orders verify it by loading the parent (one request per distinct parent).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';

const h = useSandbox({ latency: roundsLatency, sizes: { accounts: 6, projects: 8, opportunities: 6, workOrders: 60, calls: 2 } });
const g = useGateway(h);

type Kind = 'PROJECT' | 'OPPORTUNITY' | 'ACCOUNT';
interface Row {
  id: number;
  project: { id: number; uid: number; title: string; stage: string | null } | null;
}

let rows: Row[] = [];
const kindOf = new Map<number, Kind>();

/** The parent kind of each work order, from the per-parent lists (the REST API's own answer). */
beforeAll(async () => {
  rows = (await h.api('GET', '/work-orders?page=1&page_size=100')).body as Row[];
  for (const [path, kind] of [
    ['projects', 'PROJECT'],
    ['opportunities', 'OPPORTUNITY'],
    ['accounts', 'ACCOUNT'],
  ] as const) {
    const parents = (await h.api('GET', `/${path}?page=1&page_size=100&include_archived=true`)).body as { id: number }[];
    for (const p of parents) {
      const list = (await h.api('GET', `/${path}/${p.id}/work-orders${path === 'projects' ? '?page=1&page_size=100' : ''}`)).body as { id: number }[];
      for (const w of list) kindOf.set(w.id, kind);
    }
  }
});

beforeEach(async () => {
  await h.resetStats();
});

const first = (kind: Kind) => rows.find((w) => kindOf.get(w.id) === kind)!;

describe('work order parents', () => {
  it('the sandbox has work orders of every parent kind (precondition)', () => {
    for (const k of ['PROJECT', 'OPPORTUNITY', 'ACCOUNT'] as const) expect(first(k), k).toBeDefined();
  });

  it('GET /work-orders rows: project is set only for project parents, parent resolves each to the right type; each distinct parent loaded once', async () => {
    const window = rows.slice(0, 20);
    const r = await g.gql(
      graphql(`query ParentsOfPage { workOrders(first: 20) { nodes { databaseId
      project { databaseId title } opportunity { databaseId } account { databaseId }
      parent { __typename ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId number } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.workOrders!.nodes;
    nodes.forEach((n, i) => {
      const w = window[i]!;
      const kind = kindOf.get(w.id)!;
      expect(n.databaseId).toBe(w.id);
      expect(n.project?.databaseId ?? null).toBe(kind === 'PROJECT' ? w.project!.id : null);
      expect(n.opportunity?.databaseId ?? null).toBe(kind === 'OPPORTUNITY' ? w.project!.id : null);
      expect(n.account?.databaseId ?? null).toBe(kind === 'ACCOUNT' ? w.project!.id : null);
      expect(n.parent!.__typename).toBe({ PROJECT: 'Project', OPPORTUNITY: 'Opportunity', ACCOUNT: 'Account' }[kind]);
      expect(n.parent!.databaseId).toBe(w.project!.id);
      if (kind === 'ACCOUNT') expect('number' in n.parent! ? n.parent.number : undefined).toBe(w.project!.uid);
    });
    const stats = await h.stats();
    const distinct = (k: Kind) => new Set(window.filter((w) => kindOf.get(w.id) === k).map((w) => w.project!.id)).size;
    expect(stats.byRoute['GET /v1/work-orders']).toBe(1);
    // Project and account parents are found on the first try (stage present / absent); opportunities after a project 404.
    expect(stats.byRoute['GET /v1/accounts/:accountId'] ?? 0).toBe(distinct('ACCOUNT'));
    expect(stats.byRoute['GET /v1/opportunities/:opportunityId'] ?? 0).toBe(distinct('OPPORTUNITY'));
    expect(stats.byRoute['GET /v1/projects/:projectId'] ?? 0).toBe(distinct('PROJECT') + distinct('OPPORTUNITY'));
    expect(roundsOf(stats)).toBe(distinct('OPPORTUNITY') > 0 ? 3 : 2);
  });

  it('the old bug: a project field the summary lacks, on an account work order, no longer reads GET /projects/{accountId}', async () => {
    const w = first('ACCOUNT');
    const r = await g.gql(
      graphql(
        `query ParentsAccountWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId createdAt status } account { databaseId title } } }`,
      ),
      {
        id: w.id,
      },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.workOrder!.project).toBeNull();
    expect(r.body.data!.workOrder!.account).toEqual({ databaseId: w.project!.id, title: w.project!.title });
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/projects/:projectId'] ?? 0).toBe(0);
    expect(stats.byRoute).toEqual({ 'GET /v1/work-orders/:workOrderId': 1, 'GET /v1/accounts/:accountId': 1 });
  });

  it('an opportunity work order read by id: project null, opportunity the record (its fields from the one verification read)', async () => {
    const w = first('OPPORTUNITY');
    const r = await g.gql(
      graphql(
        `query ParentsOpportunityWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId } opportunity { databaseId title confidence } } }`,
      ),
      {
        id: w.id,
      },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.workOrder!.project).toBeNull();
    expect(r.body.data!.workOrder!.opportunity!.databaseId).toBe(w.project!.id);
    expect(typeof r.body.data!.workOrder!.opportunity!.confidence).toBe('number');
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/opportunities/:opportunityId']).toBe(1);
    expect(stats.byRoute['GET /v1/projects/:projectId']).toBe(1);
  });

  it('per-parent lists tag their rows: Account.workOrders and Opportunity.workOrders know their parent with no extra request', async () => {
    const acc = first('ACCOUNT').project!.id;
    const opp = first('OPPORTUNITY').project!.id;
    const r = await g.gql(
      graphql(`query ParentsRecordWorkOrders($a: Int, $o: Int) {
      account(databaseId: $a) { workOrders { nodes { project { databaseId } account { databaseId title } parent { __typename } } } }
      opportunity(databaseId: $o) { workOrders { nodes { project { databaseId } opportunity { databaseId title } parent { __typename } } } }
    }`),
      { a: acc, o: opp },
    );
    expect(r.body.errors).toBeUndefined();
    const aw = r.body.data!.account!.workOrders!.nodes;
    const ow = r.body.data!.opportunity!.workOrders!.nodes;
    expect(aw.length).toBeGreaterThan(0);
    expect(ow.length).toBeGreaterThan(0);
    for (const w of aw) expect(w).toMatchObject({ project: null, account: { databaseId: acc }, parent: { __typename: 'Account' } });
    for (const w of ow) expect(w).toMatchObject({ project: null, opportunity: { databaseId: opp }, parent: { __typename: 'Opportunity' } });
    expect((await h.stats()).byRoute).toEqual({
      'GET /v1/accounts/:accountId': 1,
      'GET /v1/opportunities/:opportunityId': 1,
      'GET /v1/accounts/:accountId/work-orders': 1,
      'GET /v1/opportunities/:opportunityId/work-orders': 1,
    });
  });

  it('Project.workOrders rows: project { title } and parent come from the summary, zero extra requests', async () => {
    const pid = first('PROJECT').project!.id;
    const r = await g.gql(
      graphql(
        `query ParentsFromProject($p: Int) { project(databaseId: $p) { workOrders { nodes { project { databaseId } parent { ... on Project { databaseId } } opportunity { databaseId } } } } }`,
      ),
      { p: pid },
    );
    expect(r.body.errors).toBeUndefined();
    for (const w of r.body.data!.project!.workOrders!.nodes)
      expect(w).toEqual({ project: { databaseId: pid }, parent: { databaseId: pid }, opportunity: null });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/:projectId': 1, 'GET /v1/projects/:projectId/work-orders': 1 });
  });

  it('parentSummary is the REST summary as is, for any parent kind, never a request', async () => {
    const r = await g.gql(graphql(`query ParentsSummaries { workOrders(first: 20) { nodes { parentSummary { databaseId uid title stage } } } }`));
    expect(r.body.errors).toBeUndefined();
    r.body.data!.workOrders!.nodes.forEach((n, i) => {
      const p = rows[i]!.project!;
      expect(n.parentSummary).toEqual({ databaseId: p.id, uid: p.uid, title: p.title, stage: p.stage });
    });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/work-orders': 1 });
  });
});

/**
 * The collision the sandbox cannot produce (its id ranges never overlap): project 5 and account 5 both
 * exist, and the work order hangs on account 5. A stub upstream on loopback answers the three reads.
 */
describe('work order parents when a project and an account share an id', () => {
  const seen: string[] = [];
  let server: Server;
  let gateway: Gateway;
  beforeAll(async () => {
    const bodies: Record<string, unknown> = {
      '/v1/work-orders/900': { id: 900, uid: 1, title: 'Service call', project: { id: 5, uid: 4711, title: 'Acme Corp', address: ['1 Main St'], stage: null } },
      '/v1/work-orders/901': { id: 901, uid: 2, title: 'Survey', project: { id: 5, uid: 4711, title: 'Acme Corp', address: [], stage: 'Design' } },
      '/v1/projects/5': { id: 5, uid: 12, title: "Someone else's project", status: 'ACTIVE' },
      '/v1/accounts/5': { id: 5, number: 4711, title: 'Acme Corp', accountType: 'COMMERCIAL' },
    };
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0]!;
      seen.push(path);
      const body = bodies[path];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? { message: 'Not found', code: 'NOT_FOUND' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = createGateway(testConfig(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`));
  });
  afterAll(async () => {
    await gateway?.dispose();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('project stays null (project 5 has another number), account is account 5: the wrong record is never linked', async () => {
    const res = await gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'stub-key' },
      body: JSON.stringify({ query: '{ workOrder(databaseId: 900) { project { title status } account { title accountType } parent { __typename } } }' }),
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.workOrder).toEqual({ project: null, account: { title: 'Acme Corp', accountType: 'COMMERCIAL' }, parent: { __typename: 'Account' } });
    // The account summary has no stage, so the account is tried first and matches: the project is never read.
    expect(seen.filter((p) => p !== '/v1/work-orders/900')).toEqual(['/v1/accounts/5']);
  });

  it('a summary with a stage tries the project first, rejects it on its number, then finds the account', async () => {
    seen.length = 0;
    const res = await gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'stub-key' },
      body: JSON.stringify({ query: '{ workOrder(databaseId: 901) { project { title } opportunity { title } account { title } } }' }),
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.workOrder).toEqual({ project: null, opportunity: null, account: { title: 'Acme Corp' } });
    // One read per candidate kind, in order, each once for the three fields.
    expect(seen).toEqual(['/v1/work-orders/901', '/v1/projects/5', '/v1/opportunities/5', '/v1/accounts/5']);
  });
});
