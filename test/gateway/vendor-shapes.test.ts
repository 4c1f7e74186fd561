/**
 * Records shaped as the vendor's OpenAPI documents them, served by the sandbox over HTTP: a deactivated
 * user (linked by records, absent from GET /users), projects and opportunities that carry `number` but no
 * `uid` (and no `siteId`), projects on the phase engine (`phase`, no `stage`), invoices numbered by `uid`,
 * work orders with `isArchived` only, AHJ websites without a scheme, a label colour without '#', and a
 * failing geo lookup under an account's sites. Each must read as data, not as null or "Unexpected error.".
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { useRewritingProxy } from '../helpers/rewriting-proxy.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 8, projects: 20, opportunities: 10, workOrders: 60, calls: 2 } });
const g = useGateway(h);
const proxy = useRewritingProxy(h);

interface RestRecord {
  id: number;
  uid?: number;
  number: number;
  accountId: number;
  siteId?: number;
  address: string[];
  stage?: { id: number; name: string } | null;
  phase?: { instanceId: number; templateId: number; name: string; status: string; timeInStageDays: number } | null;
  createdBy: { id: number } | null;
  owner: { id: number; phone?: string | null } | null;
  jurisdiction: { id: number } | null;
}

let projects: RestRecord[] = [];
let opportunities: RestRecord[] = [];
let activeUserIds = new Set<number>();

beforeAll(async () => {
  projects = (await h.api('GET', '/projects?page=1&page_size=100&include_archived=true')).body;
  opportunities = (await h.api('GET', '/opportunities?page=1&page_size=100&include_archived=true')).body;
  activeUserIds = new Set(((await h.api('GET', '/users')).body as { id: number }[]).map((u) => u.id));
});

beforeEach(async () => {
  h.sandbox.ctx.faults.set([]);
  await h.resetStats();
});

describe('a deactivated user (linked by records, absent from GET /users)', () => {
  it('answers null role, only the phone its record holds, and isActive false, without errors; user(databaseId:) is null', async () => {
    const record = [...projects, ...opportunities].find((r) => r.owner && !activeUserIds.has(r.owner.id));
    expect(record, 'a record owned by a deactivated user (precondition)').toBeDefined();
    const userId = record!.owner!.id;
    const kind = projects.includes(record!) ? 'project' : 'opportunity';
    const r = await g.gql(
      `query ($id: Int!, $user: Int!) {
      record: ${kind}(databaseId: $id) { owner { databaseId name role phone isActive } }
      user(databaseId: $user) { databaseId }
    }`,
      { id: record!.id, user: userId },
    );
    expect(r.body.errors).toBeUndefined();
    // Phone comes with an opportunity's owner summary; the directory knows nothing more of a deactivated user.
    expect(r.body.data!.record.owner).toMatchObject({ databaseId: userId, role: null, phone: record!.owner!.phone ?? null, isActive: false });
    expect(r.body.data!.user).toBeNull();
    expect((await h.stats()).byRoute['GET /v1/users']).toBe(1);
  });

  it('every project and opportunity reads its users without an error', async () => {
    const r = await g.gql(
      graphql(`query VendorRecordOwners {
      projects(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role phone isActive } updatedBy { role } owner { role isActive } } }
      opportunities(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role } owner { role phone isActive } } }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const owners = [...r.body.data!.projects!.nodes, ...r.body.data!.opportunities!.nodes].map((n) => n.owner).filter(Boolean);
    expect(owners.some((o) => o!.isActive === false)).toBe(true);
    expect(owners.some((o) => o!.isActive === true && typeof o!.role === 'string')).toBe(true);
  });
});

describe('record numbers sent as `number` (no `uid`)', () => {
  it('the sandbox serves such projects and opportunities (precondition)', () => {
    expect(projects.some((p) => p.uid === undefined && typeof p.number === 'number')).toBe(true);
    expect(opportunities.some((o) => o.uid === undefined && typeof o.number === 'number')).toBe(true);
  });

  it('Project.uid and Opportunity.uid read `number` when `uid` is absent', async () => {
    const p = projects.find((x) => x.uid === undefined)!;
    const o = opportunities.find((x) => x.uid === undefined)!;
    const r = await g.gql(
      graphql(`query VendorUidNumber($p: Int!, $o: Int!) { project(databaseId: $p) { uid number } opportunity(databaseId: $o) { uid number } }`),
      {
        p: p.id,
        o: o.id,
      },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data).toEqual({ project: { uid: p.number, number: p.number }, opportunity: { uid: o.number, number: o.number } });
  });

  it('WorkOrder.parent and .opportunity through GET /work-orders find parents that carry only `number`', async () => {
    const numberOnly = new Set([...projects, ...opportunities].filter((r) => r.uid === undefined).map((r) => r.id));
    const rows = (await h.api('GET', '/work-orders?page=1&page_size=100')).body as { id: number; project: { id: number; uid: number } | null }[];
    const onThem = rows.filter((w) => w.project && numberOnly.has(w.project.id));
    expect(onThem.length, 'work orders on number-only parents (precondition)').toBeGreaterThan(0);
    const r = await g.gql(
      graphql(`query VendorWorkOrderParents { workOrders(first: 100) { nodes { databaseId
      parent { __typename ... on Project { databaseId uid } ... on Opportunity { databaseId uid } ... on Account { databaseId } }
      project { databaseId } opportunity { databaseId } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const byId = new Map(r.body.data!.workOrders!.nodes.map((n) => [n.databaseId, n]));
    for (const w of onThem) {
      const n = byId.get(w.id);
      expect(n!.parent, `work order ${w.id}`).toMatchObject({ databaseId: w.project!.id, uid: w.project!.uid });
      const isProject = projects.some((p) => p.id === w.project!.id && p.uid === undefined);
      expect(n!.parent!.__typename).toBe(isProject ? 'Project' : 'Opportunity');
      expect((isProject ? n!.project : n!.opportunity)?.databaseId).toBe(w.project!.id);
    }
  });
});

describe('projects on the phase engine (`phase`, no `stage`)', () => {
  it('Project.phase gives the current phase; Project.stage is null; stage-engine projects the other way round', async () => {
    const phased = projects.find((p) => p.phase);
    const staged = projects.find((p) => p.stage);
    expect(phased, 'a phase-engine project (precondition)').toBeDefined();
    expect(phased!.stage).toBeUndefined();
    const q =
      'query ($id: Int!) { project(databaseId: $id) { stage { name } phase { instanceId templateId name status type redSla yellowSla timeInStageDays slaStatus } } }';
    const a = await g.gql(q, { id: phased!.id });
    expect(a.body.errors).toBeUndefined();
    expect(a.body.data!.project.stage).toBeNull();
    expect(a.body.data!.project.phase).toMatchObject({
      instanceId: phased!.phase!.instanceId,
      templateId: phased!.phase!.templateId,
      name: phased!.phase!.name,
      status: phased!.phase!.status,
      timeInStageDays: phased!.phase!.timeInStageDays,
    });
    expect(['VIOLATED', 'NON_VIOLATED']).toContain(a.body.data!.project.phase.slaStatus);
    const b = await g.gql(q, { id: staged!.id });
    expect(b.body.data!.project).toEqual({ stage: { name: staged!.stage!.name }, phase: null });
  });

  it("the phase is the project's phase instance among its folders", async () => {
    const phased = projects.find((p) => p.phase)!;
    const r = await g.gql(
      graphql(
        `query VendorProjectPhaseFolders($id: Int!) { project(databaseId: $id) { phase { instanceId name } folders { __typename ... on Phase { databaseId name } } } }`,
      ),
      {
        id: phased.id,
      },
    );
    expect(r.body.errors).toBeUndefined();
    const phases = r.body.data!.project!.folders!.filter((f) => f.__typename === 'Phase');
    expect(phases).toContainEqual({ __typename: 'Phase', databaseId: r.body.data!.project!.phase!.instanceId, name: r.body.data!.project!.phase!.name });
  });
});

describe("Project.site and Opportunity.site: the account's site at the record's address", () => {
  it('every record finds the site the sandbox placed it on, number-only records (no siteId) too; one GET /sites per distinct account', async () => {
    const r = await g.gql(
      graphql(`query VendorProjectSites {
      projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId fullAddress account { databaseId } } } }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.projects!.nodes;
    const window = projects.slice(0, 20);
    // The sandbox still sends its own siteId on most records: the answer must agree with it.
    const siteIdOf = new Map<number, number>();
    for (const p of window) {
      if (p.siteId) siteIdOf.set(p.id, p.siteId);
    }
    const truth = async (p: RestRecord) => {
      if (p.siteId) return p.siteId;
      const sites = (await h.api('GET', `/sites?accountId=${p.accountId}&page_size=100`)).body as { id: number; fullAddress: string }[];
      return sites.find((s) => s.fullAddress === p.address[0])?.id;
    };
    const expected = await Promise.all(window.map(truth));
    await h.resetStats();
    const again = await g.gql(
      graphql(`query VendorArchivedProjectSites { projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId } } } }`),
    );
    expect(again.body.errors).toBeUndefined();
    nodes.forEach((n, i) => {
      expect(n.databaseId).toBe(window[i]!.id);
      expect(n.site?.databaseId).toBe(expected[i]);
      expect(n.site!.account!.databaseId).toBe(window[i]!.accountId);
    });
    expect(window.some((p) => p.siteId === undefined)).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/sites']).toBe(new Set(window.map((p) => p.accountId)).size);
    expect(stats.byRoute['GET /v1/sites/:siteId'] ?? 0).toBe(0);
    expect(stats.total).toBe(1 + new Set(window.map((p) => p.accountId)).size);
  });

  it('Opportunity.site likewise; a record whose address matches no site of its account has no site', async () => {
    const o = opportunities.find((x) => x.uid === undefined)!;
    const r = await g.gql(graphql(`query VendorOpportunitySite($id: Int!) { opportunity(databaseId: $id) { site { databaseId fullAddress } } }`), { id: o.id });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.opportunity!.site!.fullAddress).toBe(o.address[0]);

    const moved = await h.api('PATCH', `/projects/${projects[0]!.id}`, { body: { address: ['1 Nowhere Lane, Nowhere, CO 80000'] } });
    if (moved.status === 200) {
      const r2 = await g.gql(graphql(`query VendorProjectWithoutSite($id: Int!) { project(databaseId: $id) { site { databaseId } } }`), {
        id: projects[0]!.id,
      });
      expect(r2.body.errors).toBeUndefined();
      expect(r2.body.data!.project!.site).toBeNull();
    }
  });
});

describe('a failing geo lookup under an account', () => {
  it('GET /utilities answering 502 nulls Site.utilities alone: the sites, their AHJs and the account stay', async () => {
    const accounts = (await h.api('GET', '/accounts?page=1&page_size=100')).body as { id: number }[];
    h.sandbox.ctx.faults.set([{ route: '/v1/utilities', method: 'GET', status: 502 }]);
    const r = await g.gql(
      graphql(
        `query VendorAccountSites($id: Int!) { account(databaseId: $id) { title sites(first: 10) { nodes { databaseId utilities { name } ahjs { name } } } } }`,
      ),
      {
        id: accounts[0]!.id,
      },
    );
    const nodes = r.body.data!.account!.sites!.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const n of nodes) {
      expect(n.databaseId).toEqual(expect.any(Number));
      expect(n.utilities).toBeNull();
      expect(n.ahjs!.length).toBeGreaterThan(0);
    }
    expect(r.body.errors?.length).toBeGreaterThan(0);
    for (const e of r.body.errors ?? []) {
      expect(e.path?.at(-1)).toBe('utilities');
      expect(e.extensions?.code).toMatch(/^UPSTREAM_/);
    }
  });
});

describe('values the vendor allows that a strict scalar would drop', () => {
  it('AHJ websites without a scheme and a label colour without # are passed on as entered', async () => {
    const ids = [...new Set(projects.map((p) => p.jurisdiction?.id).filter((id): id is number => typeof id === 'number'))];
    const ahjs = await Promise.all(ids.map(async (id) => (await h.api('GET', `/ahjs/${id}`)).body as { id: number; website: string | null }));
    const plain = ahjs.find((a) => a.website && !a.website.startsWith('http'));
    expect(plain, 'an AHJ website without a scheme (precondition)').toBeDefined();
    const labels = (await h.api('GET', '/labels')).body as { id: number; color: string }[];
    const bare = labels.find((l) => l.color && !l.color.startsWith('#'))!;
    expect(bare, 'a label colour without # (precondition)').toBeDefined();
    const r = await g.gql(graphql(`query VendorAhjAndLabel($a: Int!, $l: Int!) { ahj(databaseId: $a) { website } label(databaseId: $l) { color } }`), {
      a: plain!.id,
      l: bare.id,
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data).toEqual({ ahj: { website: plain!.website }, label: { color: bare.color } });
  });
});

describe('older and newer names of the same value', () => {
  it('Invoice.invoiceNumber reads `uid` where the invoice is numbered that way', async () => {
    // The sandbox sends `invoiceNumber` on every invoice (the spec makes it required) and `uid` beside it on
    // vendor-shaped ones; an upstream that sends `uid` alone is made by dropping `invoiceNumber` on the way.
    const list = (await h.api('GET', '/invoices?page=1&page_size=100')).body as { items: { id: number; uid?: number; invoiceNumber?: number }[] };
    const byUid = list.items.find((i) => i.uid !== undefined);
    const byName = list.items.find((i) => i.uid === undefined && i.invoiceNumber !== undefined);
    expect(byUid, 'an invoice numbered by uid (precondition)').toBeDefined();
    expect(byUid!.invoiceNumber).toBe(byUid!.uid);
    proxy.rules.push({
      match: new RegExp(`^/v1/invoices/${byUid!.id}$`),
      rewrite: (body: Record<string, unknown>) => {
        const { invoiceNumber: _, ...rest } = body;
        return rest;
      },
    });
    const r = await proxy.gql(`{ a: invoice(databaseId: ${byUid!.id}) { invoiceNumber } b: invoice(databaseId: ${byName!.id}) { invoiceNumber } }`);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data).toEqual({ a: { invoiceNumber: byUid!.uid }, b: { invoiceNumber: byName!.invoiceNumber } });
  });

  it('WorkOrder.isActive reads `isArchived` where only that comes (and isArchived the other way round)', async () => {
    const rows = (await h.api('GET', '/work-orders?page=1&page_size=100')).body as { id: number; isActive?: boolean; isArchived: boolean }[];
    const old = rows.filter((w) => w.isActive === undefined);
    expect(old.length, 'work orders with isArchived only (precondition)').toBeGreaterThan(0);
    const r = await g.gql(graphql(`query VendorWorkOrderFlags { workOrders(first: 100) { nodes { databaseId isActive isArchived } } }`));
    expect(r.body.errors).toBeUndefined();
    const byId = new Map(r.body.data!.workOrders!.nodes.map((n) => [n.databaseId, n]));
    for (const w of rows) expect(byId.get(w.id), `work order ${w.id}`).toEqual({ databaseId: w.id, isActive: !w.isArchived, isArchived: w.isArchived });
  });
});
