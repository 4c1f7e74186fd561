/**
 * Quotes and appointments through the gateway against the sandbox: the quote list and its links
 * (account and record summaries at no cost, catalog items one GET per distinct item), Opportunity.quotes
 * and Opportunity.appointments (one request per opportunity, one wave), Appointment.assignee (the user
 * directory once), and the two nested screens whose request counts the issue asks for.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 30, workOrders: 10, calls: 10 }, latency: roundsLatency });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

/** Runs the query once to open the upstream connections, then again with fresh stats: waves then show the query plan. */
async function measured<T>(document: TypedDocumentNode<T, { [key: string]: never }>) {
  await g.gql(document);
  await h.resetStats();
  const r = await g.gql(document);
  return { r, stats: await h.stats() };
}

interface RestQuote {
  id: number;
  amount: number;
  account: { id: number; title: string } | null;
  record: { id: number; type: string } | null;
  lineItems: { catalogItem: { id: number; name: string } | null }[];
}

async function restQuotes(n: number): Promise<RestQuote[]> {
  const r = await h.api('GET', `/quotes?page_size=${n}`);
  await h.resetStats();
  return r.body;
}

describe('quotes', () => {
  it('quotes with account, record and line catalog names: one request (summaries come with the quote)', async () => {
    const rest = await restQuotes(10);
    const r = await g.gql(
      graphql(`query QuotesWithSummaries { quotes(first: 10) { nodes { databaseId quoteNumber status amount subtotal taxRate discountType
      account { databaseId title } record { __typename ... on Opportunity { databaseId } ... on Project { databaseId } }
      lineItems { quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.quotes!.nodes;
    expect(nodes.map((q) => q.databaseId)).toEqual(rest.map((q) => q.id));
    nodes.forEach((q, i) => {
      expect(q.amount).toBe(rest[i]!.amount);
      expect(q.account!.title).toBe(rest[i]!.account!.title);
      expect(q.record).toEqual({ __typename: rest[i]!.record!.type === 'PROJECT' ? 'Project' : 'Opportunity', databaseId: rest[i]!.record!.id });
      expect(q.lineItems!.map((l) => l.catalogItem!.name)).toEqual(rest[i]!.lineItems.map((l) => l.catalogItem!.name));
    });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/quotes': 1 });
  });

  it('catalog item fields beyond the summary: one GET per distinct catalog item, one more wave', async () => {
    const rest = await restQuotes(5);
    const distinct = new Set(rest.flatMap((q) => q.lineItems.map((l) => l.catalogItem!.id)));
    const { r, stats } = await measured(graphql(`query QuotesCatalogItems { quotes(first: 5) { nodes { lineItems { catalogItem { price category } } } } }`));
    expect(r.body.errors).toBeUndefined();
    expect(stats.byRoute).toEqual({ 'GET /v1/quotes': 1, 'GET /v1/catalog-items/:catalogItemId': distinct.size });
    expect(roundsOf(stats)).toBe(2);
  });

  it('filter by status; quote(databaseId:) of another company is NOT_FOUND', async () => {
    const r = await g.gql(graphql(`query QuotesApproved { quotes(first: 50, filter: { status: APPROVED }) { nodes { status } } }`));
    expect(r.body.data!.quotes!.nodes.length).toBeGreaterThan(0);
    expect(r.body.data!.quotes!.nodes.every((q) => q.status === 'APPROVED')).toBe(true);
    const [q] = await restQuotes(1);
    const theirs = await g.gql(graphql(`query QuoteOfCompany1($id: Int) { quote(databaseId: $id) { amount } }`), { id: q!.id }, { key: h.key2 });
    expect(theirs.body.data!.quote).toBeNull();
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('sales pipeline screen: opportunities → quotes, appointments with assignees, notes with authors = 1 + 3 per opportunity + 1 user directory, 3 waves', async () => {
    const opps = (await h.api('GET', '/opportunities?page_size=10')).body as { id: number }[];
    const expected = await Promise.all(
      opps.map(async (o) => ({
        quotes: ((await h.api('GET', `/opportunities/${o.id}/quotes?page_size=100`)).body as { id: number }[]).length,
        appointments: (await h.api('GET', `/opportunities/${o.id}/appointments?page_size=100`)).body.totalCount as number,
      })),
    );
    const { r, stats } = await measured(
      graphql(`query QuotesSalesPipeline { opportunities(first: 10) { nodes { title
      quotes { nodes { status amount lineItems { quantity totalPrice } } }
      appointments { nodes { title dueDate isCompleted assignee { name role } } }
      notes { nodes { text author { name } } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    r.body.data!.opportunities!.nodes.forEach((o, i) => {
      expect(o.quotes!.nodes.length).toBe(expected[i]!.quotes);
      expect(o.appointments!.nodes.length).toBe(expected[i]!.appointments);
      expect(o.appointments!.nodes.every((a) => a.assignee?.name)).toBe(true);
    });
    expect(stats.byRoute).toEqual({
      'GET /v1/opportunities': 1,
      'GET /v1/opportunities/:opportunityId/quotes': 10,
      'GET /v1/opportunities/:opportunityId/appointments': 10,
      'GET /v1/opportunities/:opportunityId/notes': 10,
      'GET /v1/users': 1,
    });
    expect(stats.total).toBe(32);
    expect(roundsOf(stats)).toBe(3);
  });

  it("equipment screen: accounts → sites → assets, and the account's assets = 1 + 2 per account + 1 per site, 3 waves", async () => {
    const accounts = (await h.api('GET', '/accounts?page_size=5')).body as { id: number }[];
    const sites = await Promise.all(accounts.map(async (a) => ((await h.api('GET', `/sites?accountId=${a.id}&page_size=20`)).body as unknown[]).length));
    const { r, stats } = await measured(
      graphql(`query QuotesEquipmentScreen { accounts(first: 5) { nodes { title
      assets { nodes { serialNumber } }
      sites(first: 20) { nodes { fullAddress assets { nodes { manufacturer model serialNumber installDate endOfLifeDate status labels { name } } } } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const siteCount = sites.reduce((a, b) => a + b, 0);
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts': 1, 'GET /v1/sites': 5, 'GET /v1/assets': 5 + siteCount });
    expect(roundsOf(stats)).toBe(3);
  });
});
