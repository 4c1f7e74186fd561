/**
 * A root lookup (`account(databaseId:)`, `project(id:)` …) and a link that holds only the linked
 * record's id start the record's lists that need nothing but that id together with the record's own
 * read: one round trip where reading the record first made two. The record is still read, so a record
 * that does not exist answers null with NOT_FOUND whatever is selected, as before; the lists started
 * for it are spent (one request apiece, each answering empty or not found). Round trips are counted
 * by dependency, the sandbox answering in rounds (test/helpers/rounds.ts).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ latency: roundsLatency });
const g = useGateway(h);
const MISSING = 999_999;
let accountId: number;
let projectId: number;

beforeAll(async () => {
  // An account with sites, projects and invoices, so every list answers rows.
  const accounts = (await h.api('GET', '/accounts?page=1&page_size=30')).body as { id: number }[];
  for (const { id } of accounts) {
    const [sites, invoices] = await Promise.all([h.api('GET', `/sites?accountId=${id}`), h.api('GET', `/accounts/${id}/invoices`)]);
    if (sites.body.length && invoices.body.items.length) {
      accountId = id;
      break;
    }
  }
  expect(accountId).toBeDefined();
  projectId = ((await h.api('GET', '/projects?page=1&page_size=1')).body as { id: number }[])[0]!.id;
}, 60_000);

beforeEach(async () => {
  h.sandbox.ctx.faults.set([]);
  await g.gql(graphql(`query LookupRoundTripsWarmUp { __typename }`));
  await h.resetStats();
});

const ACCOUNT_LISTS = `
  sites(first: 10) { nodes { fullAddress } }
  projects(first: 20) { nodes { title } }
  opportunities(first: 5) { nodes { title } }
  invoices { nodes { amount } }
  calls { nodes { outcome } }
  workOrders { nodes { title } }
  notes { nodes { text } }
  reminders(first: 5) { nodes { title } }`;

const routesOfAccountLists = (id: number) => ({
  'GET /v1/accounts/:accountId': 1,
  'GET /v1/sites': 1,
  'GET /v1/projects/search': 1,
  'GET /v1/opportunities/search': 1,
  'GET /v1/accounts/:accountId/invoices': 1,
  'GET /v1/accounts/:accountId/calls': 1,
  'GET /v1/accounts/:accountId/work-orders': 1,
  'GET /v1/accounts/:accountId/notes': 1,
  'GET /v1/accounts/:accountId/reminders': 1,
  _id: id,
});

describe('a root lookup starts the lists that need only its id with the record read', () => {
  it('account(databaseId:) with its title and eight lists: one round trip, the record and each list read once', async () => {
    const r = await g.gql(`query ($id: Int!) { account(databaseId: $id) { title ${ACCOUNT_LISTS} } }`, { id: accountId });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.account.title).toEqual(expect.any(String));
    expect(r.body.data.account.sites.nodes.length).toBeGreaterThan(0);
    expect(r.body.data.account.invoices.nodes.length).toBeGreaterThan(0);
    const stats = await h.stats();
    const { _id, ...routes } = routesOfAccountLists(accountId);
    expect(stats.byRoute).toEqual(routes);
    expect(roundsOf(stats)).toBe(1);
  });

  it('by global id, with the lists behind a named fragment, an inline fragment and aliases: still one round trip, no list twice', async () => {
    const first = await g.gql(graphql(`query LookupRoundTripsAccountId($id: Int!) { account(databaseId: $id) { id } }`), { id: accountId });
    const globalId = first.body.data!.account!.id;
    await h.resetStats();
    const r = await g.gql(
      graphql(`query LookupRoundTripsFragments($id: ID!) {
        account(id: $id) { ...LookupRoundTripsLists ... on Account { calls { nodes { outcome } } } mine: invoices { nodes { amount } } again: invoices { nodes { invoiceNumber } } }
      }
      fragment LookupRoundTripsLists on Account { title sites(first: 10) { nodes { fullAddress } } projects { nodes { title } } }`),
      { id: globalId },
    );
    expect(r.body.errors).toBeUndefined();
    const account = r.body.data!.account!;
    // The two aliases read one list (one request below): as many invoices in each.
    expect(account.mine!.nodes.length).toBeGreaterThan(0);
    expect(account.mine!.nodes.length).toBe(account.again!.nodes.length);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({
      'GET /v1/accounts/:accountId': 1,
      'GET /v1/sites': 1,
      'GET /v1/projects/search': 1,
      'GET /v1/accounts/:accountId/invoices': 1,
      'GET /v1/accounts/:accountId/calls': 1,
    });
    expect(roundsOf(stats)).toBe(1);
  });

  it('a list under @skip(if: true) or @include(if: false) is not started', async () => {
    const r = await g.gql(
      graphql(
        `query LookupRoundTripsSkipInclude($id: Int!, $no: Boolean!) { account(databaseId: $id) { title invoices @skip(if: true) { nodes { amount } } calls @include(if: $no) { nodes { outcome } } sites { nodes { title } } } }`,
      ),
      { id: accountId, no: false },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.account).not.toHaveProperty('invoices');
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/accounts/:accountId': 1, 'GET /v1/sites': 1 });
  });

  it('a list under @include($variable) follows each request’s variables, also when the document is run again (compiled): started when true, not when false', async () => {
    const document = graphql(
      `query LookupRoundTripsIncludeVariable($id: Int!, $withCalls: Boolean!) { account(databaseId: $id) { title calls @include(if: $withCalls) { nodes { outcome } } } }`,
    );
    // The document is compiled once it is sent again, and the compiled code serves every later request.
    for (const withCalls of [true, true, true]) {
      const r = await g.gql(document, { id: accountId, withCalls });
      expect(r.body.data!.account!.calls).toBeDefined();
    }
    await h.resetStats();
    const r = await g.gql(document, { id: accountId, withCalls: false });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.account).not.toHaveProperty('calls');
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/accounts/:accountId': 1 });
    await h.resetStats();
    const again = await g.gql(document, { id: accountId, withCalls: true });
    expect(again.body.data!.account!.calls!.nodes).toEqual(expect.any(Array));
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts/:accountId': 1, 'GET /v1/accounts/:accountId/calls': 1 });
    expect(roundsOf(stats)).toBe(1);
  });

  it("a list selected under a union's type condition (... on NoteRecord { ... on Account }) starts with the record read too", async () => {
    const r = await g.gql(`query ($id: Int!) { account(databaseId: $id) { title ... on NoteRecord { ... on Account { sites { nodes { title } } } } } }`, {
      id: accountId,
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.account.sites.nodes.length).toBeGreaterThan(0);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts/:accountId': 1, 'GET /v1/sites': 1 });
    expect(roundsOf(stats)).toBe(1);
  });

  it('project(databaseId:) with its invoices, calls, work orders and notes: one round trip', async () => {
    const r = await g.gql(
      graphql(
        `query LookupRoundTripsProjectLists($id: Int!) { project(databaseId: $id) { title invoices { nodes { amount } } calls { nodes { outcome } } workOrders { nodes { title } } notes { nodes { text } } } }`,
      ),
      { id: projectId },
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.total).toBe(5);
    expect(roundsOf(stats)).toBe(1);
  });
});

describe('a lookup of a record that does not exist', () => {
  it('selecting only lists: null with one NOT_FOUND naming the account, as when fields of it are selected; the started lists are spent, one request each, all answered before the operation', async () => {
    const r = await g.gql(`query ($id: Int!) { account(databaseId: $id) { ${ACCOUNT_LISTS} } }`, { id: MISSING });
    expect(r.body.data).toEqual({ account: null });
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0]!.extensions?.code).toBe('NOT_FOUND');
    expect(r.body.errors![0]!.path).toEqual(['account']);
    const stats = await h.stats();
    const { _id, ...routes } = routesOfAccountLists(MISSING);
    expect(stats.byRoute).toEqual(routes);
    expect(roundsOf(stats)).toBe(1);
  });

  it('selecting a field of it and a list: the same null and single NOT_FOUND', async () => {
    const r = await g.gql(graphql(`query LookupRoundTripsMissingAccount($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } } }`), {
      id: MISSING,
    });
    expect(r.body.data).toEqual({ account: null });
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0]!.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('what a started list does when it fails', () => {
  it('a window the REST API cannot serve: one BAD_USER_INPUT naming the argument, reported once, and no request for it', async () => {
    const r = await g.gql(
      graphql(`query LookupRoundTripsSitesWindow($id: Int!) { account(databaseId: $id) { title sites(first: 500) { nodes { title } } } }`),
      {
        id: accountId,
      },
    );
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors![0]!.message).toMatch(/first/);
    expect((await h.stats()).byRoute['GET /v1/sites']).toBeUndefined();
  });

  it('an upstream failure of one list: that field null with one UPSTREAM_ERROR, the record and the other lists intact, the list asked once', async () => {
    h.sandbox.ctx.faults.set([{ route: `/v1/accounts/${accountId}/invoices`, status: 500 }]);
    const r = await g.gql(
      graphql(`query LookupRoundTripsFailingList($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } sites { nodes { title } } } }`),
      {
        id: accountId,
      },
    );
    expect(r.body.data!.account!.title).toEqual(expect.any(String));
    expect(r.body.data!.account!.invoices).toBeNull();
    expect(r.body.data!.account!.sites!.nodes.length).toBeGreaterThan(0);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0]!.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(r.body.errors![0]!.path).toEqual(['account', 'invoices']);
    expect((await h.stats()).byRoute['GET /v1/accounts/:accountId/invoices']).toBe(1);
  });
});

describe('a link that holds only the linked record id does the same', () => {
  it("projects → account with the account's invoices and calls: two round trips (the list, then each account with its lists), not three", async () => {
    const r = await g.gql(
      graphql(
        `query LookupRoundTripsProjectAccounts { projects(first: 5) { nodes { title account { title invoices { nodes { amount } } calls { nodes { outcome } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const accounts = new Set(r.body.data!.projects!.nodes.map((p) => p.account?.title).filter(Boolean));
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/accounts/:accountId']).toBe(accounts.size);
    expect(stats.byRoute['GET /v1/accounts/:accountId/invoices']).toBe(accounts.size);
    expect(roundsOf(stats)).toBe(2);
  });

  it("sites → account with the account's projects: two round trips", async () => {
    const r = await g.gql(
      graphql(`query LookupRoundTripsSiteAccounts { sites(first: 3) { nodes { account { title projects(first: 3) { nodes { title } } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/sites']).toBe(1);
    expect(stats.byRoute['GET /v1/accounts/:accountId']).toBeGreaterThan(0);
    expect(stats.byRoute['GET /v1/projects/search']).toBe(stats.byRoute['GET /v1/accounts/:accountId']);
    expect(roundsOf(stats)).toBe(2);
  });
});

describe('a list started with its record is read again after a write of the same operation', () => {
  it("two site creations in one mutation, each payload with the account's sites (the first also under a union's type condition): the second payload lists both new sites", async () => {
    const first = await g.gql(graphql(`query LookupRoundTripsAccountGlobalId($id: Int!) { account(databaseId: $id) { id } }`), { id: accountId });
    const account = first.body.data!.account!.id;
    const r = await g.gql(
      `fragment Sites on Account { sites(first: 100) { nodes { databaseId } } }
      mutation ($a: ID!) {
        m1: siteCreate(input: { accountId: $a, geoLocation: "39.1,-104.1" }) { site { databaseId account { ... on NoteRecord { ... on Account { sites(first: 100) { nodes { databaseId } } } } ...Sites } } }
        m2: siteCreate(input: { accountId: $a, geoLocation: "39.2,-104.2" }) { site { databaseId account { ...Sites } } }
      }`,
      { a: account },
    );
    expect(r.body.errors).toBeUndefined();
    const { m1, m2 } = r.body.data;
    const ids = (payload: { site: { account: { sites: { nodes: { databaseId: number }[] } } } }) => payload.site.account.sites.nodes.map((n) => n.databaseId);
    expect(ids(m1)).toContain(m1.site.databaseId);
    expect(ids(m2)).toEqual(expect.arrayContaining([m1.site.databaseId, m2.site.databaseId]));
  });
});
