/**
 * Invoices, payments, bills and catalog items against the sandbox: data and upstream request counts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ latency: { ms: 5, jitterMs: 0 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

interface RestInv {
  id: number;
  amount: number;
  amountPaid: number;
  invoiceNumber: number;
  record: { id: number } | null;
  account: { id: number } | null;
  lineItems: { catalogItemId: number; catalogItem: { name: string } | null }[];
}

async function restInvoices(n: number): Promise<RestInv[]> {
  const r = await h.api('GET', `/invoices?page=1&page_size=${n}`);
  await h.resetStats();
  return (r.body as { items: RestInv[] }).items;
}

describe('invoices', () => {
  it('INV-10: invoices with line item catalog names = 1 list request (names come with the lines); amounts are Float dollars', async () => {
    const rest = (await restInvoices(11)).slice(0, 10);
    expect(rest.length).toBeGreaterThan(0);
    const r = await g.gql(
      graphql(`query InvoicesWithLines {
      invoices(first: 10) {
        pageInfo { hasNextPage }
        nodes { databaseId invoiceNumber status amount amountPaid lineItems { quantity unitPrice catalogItem { databaseId name } } }
      }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.invoices!.nodes;
    expect(nodes.map((n) => n.databaseId)).toEqual(rest.map((i) => i.id));
    for (const [i, n] of nodes.entries()) {
      expect(n.amount).toBe(rest[i]!.amount);
      expect(n.amountPaid).toBe(rest[i]!.amountPaid);
      expect(Math.abs(n.amount! * 100 - Math.round(n.amount! * 100))).toBeLessThan(1e-6);
      expect(n.lineItems!.map((l) => l.catalogItem!.name)).toEqual(rest[i]!.lineItems.map((l) => l.catalogItem!.name));
    }
    expect(nodes.some((n) => !Number.isInteger(n.amount))).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/invoices': 1 });
  });

  it('catalog item fields beyond the line summary: 1 list request + one GET per distinct catalog item, 2 waves', async () => {
    const rest = (await restInvoices(11)).slice(0, 10);
    const distinct = new Set(rest.flatMap((i) => i.lineItems.map((l) => l.catalogItemId)));
    expect(distinct.size).toBeGreaterThan(1);
    const r = await g.gql(graphql(`query InvoicesCatalogItems { invoices(first: 10) { nodes { lineItems { catalogItem { name price category } } } } }`));
    expect(r.body.errors).toBeUndefined();
    const prices = r.body.data!.invoices!.nodes.flatMap((n) => n.lineItems!.map((l) => l.catalogItem!.price));
    expect(prices.every((p) => typeof p === 'number')).toBe(true);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/invoices': 1, 'GET /v1/catalog-items/:catalogItemId': distinct.size });
  });

  it('record union, account and payments: payments = one request per invoice; record/account summaries cost nothing', async () => {
    const rest = (await restInvoices(6)).slice(0, 5);
    const r = await g.gql(
      graphql(`query InvoicesRecordsAndPayments {
      invoices(first: 5) {
        nodes {
          databaseId
          account { databaseId title }
          record { __typename ... on Project { databaseId title } ... on Account { databaseId title } }
          payments { nodes { amount paymentMethod } }
        }
      }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    for (const [i, n] of r.body.data!.invoices!.nodes.entries()) {
      const inv = rest[i]!;
      expect(n.record!.__typename).toBe(inv.record ? 'Project' : 'Account');
      expect(n.record!.databaseId).toBe(inv.record ? inv.record.id : inv.account!.id);
      expect(n.account?.databaseId ?? null).toBe(inv.account?.id ?? null);
      const paid = n.payments!.nodes.reduce((s, p) => s + p.amount!, 0);
      expect(Math.round(paid * 100)).toBe(Math.round(inv.amountPaid * 100));
    }
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/invoices': 1, 'GET /v1/invoices/:invoiceId/payments': 5 });
  });

  it('invoice by id, then Project.invoices and Account.invoices through loaders (one request per distinct parent)', async () => {
    const [inv] = await restInvoices(1);
    const r = await g.gql(graphql(`query InvoiceByDatabaseId($id: Int!) { invoice(databaseId: $id) { databaseId invoiceNumber } }`), { id: inv!.id });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.invoice).toEqual({ databaseId: inv!.id, invoiceNumber: inv!.invoiceNumber });

    await h.resetStats();
    const p = await g.gql(
      graphql(
        `query InvoicesOfProjectsAndAccounts { projects(first: 5) { nodes { invoices { nodes { databaseId } } account { invoices { nodes { databaseId } } } } } }`,
      ),
    );
    expect(p.body.errors).toBeUndefined();
    const stats = await h.stats();
    const accounts = new Set(p.body.data!.projects!.nodes.filter((n) => n.account).map((n) => JSON.stringify(n.account)));
    expect(stats.byRoute['GET /v1/projects']).toBe(1);
    expect(stats.byRoute['GET /v1/projects/:projectId/invoices']).toBe(5);
    expect(stats.byRoute['GET /v1/accounts/:accountId/invoices']).toBeLessThanOrEqual(5);
    expect(accounts.size).toBeGreaterThan(0);
  });

  it('bills and catalogItems connections: one request each', async () => {
    const r = await g.gql(
      graphql(`query InvoicesBillsAndCatalogItems {
      bills(first: 3) { pageInfo { hasNextPage } nodes { databaseId billNumber status amount project { databaseId } } }
      catalogItems(first: 5) { pageInfo { hasNextPage } nodes { databaseId name price type } }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.bills!.nodes.length).toBeGreaterThan(0);
    expect(r.body.data!.catalogItems!.nodes).toHaveLength(5);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/bills': 1, 'GET /v1/catalog-items': 1 });
  });
});
