/**
 * Quote.tax: the company tax a quote applies, by its `taxId`. The REST API has no by-id read of a tax, so
 * the gateway reads the company's tax list (archived taxes included) once per operation and shares it by
 * every quote of the operation.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import { taxesTable } from '../../src/sandbox/finance/model.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 6, opportunities: 12, workOrders: 4, calls: 2 } });
const g = useGateway(h);

interface RestTax {
  id: number;
  name: string;
  rate: string;
}

beforeEach(async () => {
  await h.resetStats();
});

describe('Quote.tax', () => {
  it("every quote's tax is the company tax its taxId names (name and rate); null without one; one GET /taxes for all quotes", async () => {
    const quotes = (await h.api('GET', '/quotes?page=1&page_size=20')).body as { id: number; taxId: number | null }[];
    const taxes = (await h.api('GET', '/taxes?page=1&page_size=100&include_archived=true')).body as RestTax[];
    expect(
      quotes.some((q) => q.taxId != null),
      'quotes with a tax (precondition)',
    ).toBe(true);
    await h.resetStats();
    const r = await g.gql(graphql(`query QuoteTaxes { quotes(first: 20) { nodes { databaseId taxId tax { databaseId name rate } } } }`));
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.quotes!.nodes;
    expect(nodes.map((n) => n.databaseId)).toEqual(quotes.map((q) => q.id));
    for (const n of nodes) {
      const tax = taxes.find((t) => t.id === n.taxId);
      expect(n.tax, `quote ${n.databaseId}`).toEqual(tax ? { databaseId: tax.id, name: tax.name, rate: tax.rate } : null);
    }
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/quotes': 1, 'GET /v1/taxes': 1 });
  });

  it('a tax archived after the quote was priced is still found (the list is read with archived taxes)', async () => {
    const quote = ((await h.api('GET', '/quotes?page=1&page_size=100')).body as { id: number; taxId: number | null }[]).find((q) => q.taxId != null)!;
    // The REST API has no tax writes: the tax is archived in the sandbox's store, as the web app would.
    taxesTable(h.sandbox.ctx.db).get(quote.taxId!, 1)!.isArchived = true;
    expect(((await h.api('GET', '/taxes?page=1&page_size=100')).body as RestTax[]).map((t) => t.id)).not.toContain(quote.taxId);
    const r = await g.gql(graphql(`query QuoteArchivedTax($id: Int!) { quote(databaseId: $id) { tax { databaseId isArchived } } }`), { id: quote.id });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quote!.tax).toEqual({ databaseId: quote.taxId, isArchived: true });
  });
});
