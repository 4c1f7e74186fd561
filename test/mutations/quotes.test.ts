/**
 * Quote writes through GraphQL: line, section, discount and issue-date rules checked before any REST call
 * (zero upstream requests), create with computed totals, upstream 400s on the input path, update (lines
 * kept by databaseId), send, PDF, delete; and read-after-write with the shared cache on.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 5, opportunities: 10, workOrders: 2, calls: 2 } });
const g = useGateway(h);
const cached = useGateway(h, { upstream: { cache: true } });

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = graphql(`mutation QuoteWritesCreate($input: QuoteCreateInput!) {
  quoteCreate(input: $input) {
    quote { id databaseId status amount subtotal discountType discountValue issueDate record { __typename ... on Opportunity { databaseId } } lineItems { databaseId quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } }
    userErrors { message field code }
  }
}`);

async function setup() {
  const items = ((await h.api('GET', '/catalog-items')).body as { id: number; price: number }[]).filter((c) => c.price > 0);
  const opp = (await h.api('GET', '/opportunities?page_size=1')).body[0] as { id: number };
  await h.resetStats();
  const line = (i: number, extra: Record<string, unknown> = {}) => ({
    catalogItem: gid('CatalogItem', items[i]!.id),
    quantity: 2,
    unitCost: 10,
    unitPrice: 25.5,
    ...extra,
  });
  return { items, opp, line };
}

describe('quoteCreate', () => {
  it('no lines, a zero price, fractions of a cent, a duplicated item, a lone discount value and an issue date on a draft: all refused with paths, zero upstream requests', async () => {
    const { opp, line } = await setup();
    const none = await g.gql(CREATE, { input: { record: gid('Opportunity', opp.id) } });
    expect(none.body.data!.quoteCreate!.userErrors).toEqual([
      { message: expect.stringContaining('at least one line'), field: ['input', 'lineItems'], code: 'REQUIRED' },
    ]);
    const bad = await g.gql(CREATE, {
      input: {
        record: gid('Opportunity', opp.id),
        lineItems: [line(0, { unitPrice: 0 }), line(1, { unitCost: 1.005 })],
        sections: [{ name: '', lineItems: [line(0)] }],
        discountValue: 5,
        issueDate: '2025-01-01T00:00:00Z',
      },
    });
    expect(bad.body.data!.quoteCreate!.userErrors.map((e) => [e.field!.join('.'), e.code])).toEqual([
      ['input.lineItems.0.unitPrice', 'OUT_OF_RANGE'],
      ['input.lineItems.1.unitCost', 'INVALID'],
      ['input.sections.0.name', 'INVALID'],
      ['input.sections.0.lineItems.0.catalogItem', 'INVALID'],
      ['input.discountType', 'REQUIRED'],
      ['input.issueDate', 'INVALID'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('creates with one POST: totals in dollars, sections, catalog names from the answer; a percentage discount', async () => {
    const { opp, line } = await setup();
    const r = await g.gql(CREATE, {
      input: {
        record: gid('Opportunity', opp.id),
        lineItems: [line(0)],
        sections: [{ name: 'Storage', lineItems: [line(1, { quantity: 1, unitPrice: 100 })] }],
        discountType: 'PERCENTAGE',
        discountValue: 10,
      },
    });
    expect(r.body.errors).toBeUndefined();
    const q = r.body.data!.quoteCreate!.quote;
    expect(q).toMatchObject({
      status: 'DRAFT',
      subtotal: 151,
      amount: 135.9,
      discountType: 'PERCENTAGE',
      discountValue: 10,
      issueDate: null,
      record: { __typename: 'Opportunity', databaseId: opp.id },
    });
    expect(q!.lineItems!.map((l) => [l.sectionName, l.totalPrice])).toEqual([
      [null, 51],
      ['Storage', 100],
    ]);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/quotes': 1 });
  });

  it('a tax the company does not have: the upstream 400 as a userError on input.taxId', async () => {
    const { opp, line } = await setup();
    const r = await g.gql(CREATE, { input: { record: gid('Opportunity', opp.id), lineItems: [line(0)], taxId: 99999 } });
    expect(r.body.data!.quoteCreate!.userErrors).toEqual([{ message: expect.stringContaining('taxId 99999'), field: ['input', 'taxId'], code: 'REJECTED' }]);
  });
});

describe('quoteUpdate, quoteSend, quotePdf, quoteDelete', () => {
  it('update keeps a line by databaseId and changes its quantity; leaving DRAFT without an issue date is refused upstream; send makes it SENT; the PDF decodes; delete', async () => {
    const { opp, line } = await setup();
    const created = (await g.gql(CREATE, { input: { record: gid('Opportunity', opp.id), lineItems: [line(0)] } })).body.data!.quoteCreate!.quote!;
    await h.resetStats();
    const UPDATE = graphql(
      `mutation QuoteWritesUpdate($id: ID!, $input: QuoteUpdateInput!) { quoteUpdate(id: $id, input: $input) { quote { status subtotal lineItems { databaseId quantity } } userErrors { field code message } } }`,
    );
    const kept = await g.gql(UPDATE, { id: created.id, input: { lineItems: [line(0, { databaseId: created.lineItems![0].databaseId, quantity: 4 })] } });
    expect(kept.body.data!.quoteUpdate!.quote).toEqual({
      status: 'DRAFT',
      subtotal: 102,
      lineItems: [{ databaseId: created.lineItems![0].databaseId, quantity: 4 }],
    });
    const noDate = await g.gql(UPDATE, { id: created.id, input: { status: 'APPROVED' } });
    expect(noDate.body.data!.quoteUpdate!.userErrors).toEqual([
      { field: ['input', 'issueDate'], code: 'REJECTED', message: expect.stringContaining('issueDate is required') },
    ]);

    const sent = await g.gql(graphql(`mutation QuoteWritesSend($id: ID!) { quoteSend(id: $id) { quote { status issueDate } userErrors { code } } }`), {
      id: created.id,
    });
    expect(sent.body.data!.quoteSend!.quote!.status).toBe('SENT');
    expect(sent.body.data!.quoteSend!.quote!.issueDate).not.toBeNull();
    const pdf = await g.gql(
      graphql(`mutation QuoteWritesPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType pdfBase64 byteLength } userErrors { code } } }`),
      { id: created.id },
    );
    expect(pdf.body.data!.quotePdf!.pdf!.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.body.data!.quotePdf!.pdf!.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body.data!.quotePdf!.pdf!.byteLength).toBeGreaterThan(100);
    expect((await h.stats()).byRoute).toEqual({ 'PATCH /v1/quotes/:quoteId': 2, 'POST /v1/quotes/:quoteId/send': 1, 'GET /v1/quotes/:quoteId/pdf': 1 });

    const DELETE = graphql(`mutation QuoteWritesDelete($id: ID!) { quoteDelete(id: $id) { deletedQuoteId userErrors { code field } } }`);
    expect((await g.gql(DELETE, { id: created.id })).body.data!.quoteDelete).toEqual({ deletedQuoteId: created.id, userErrors: [] });
    const gone = await g.gql(graphql(`mutation QuoteWritesSendDeleted($id: ID!) { quoteSend(id: $id) { quote { status } userErrors { code field } } }`), {
      id: created.id,
    });
    expect(gone.body.data!.quoteSend).toEqual({ quote: null, userErrors: [{ code: 'NOT_FOUND', field: ['id'] }] });
  });

  it('an archived quote has no PDF: FORBIDDEN, a top-level error', async () => {
    const { opp, line } = await setup();
    const created = (await g.gql(CREATE, { input: { record: gid('Opportunity', opp.id), lineItems: [line(0)] } })).body.data!.quoteCreate!.quote!;
    await g.gql(graphql(`mutation QuoteWritesArchive($id: ID!) { quoteUpdate(id: $id, input: { isArchived: true }) { userErrors { code } } }`), {
      id: created.id,
    });
    const pdf = await g.gql(graphql(`mutation QuoteWritesArchivedPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType } } }`), { id: created.id });
    expect(pdf.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('read-after-write with the shared upstream cache on', () => {
  it('a new quote shows in Opportunity.quotes and a changed one in quote(databaseId:) at once', async () => {
    const { opp, line } = await setup();
    const READ = graphql(`query QuoteWritesOpportunityQuotes($id: Int) { opportunity(databaseId: $id) { quotes { nodes { databaseId status } } } }`);
    const before = (await cached.gql(READ, { id: opp.id })).body.data!.opportunity!.quotes!.nodes.length;
    const created = (await cached.gql(CREATE, { input: { record: gid('Opportunity', opp.id), lineItems: [line(0)] } })).body.data!.quoteCreate!.quote!;
    const after = (await cached.gql(READ, { id: opp.id })).body.data!.opportunity!.quotes!.nodes;
    expect(after.length).toBe(before + 1);
    const ONE = graphql(`query QuoteWritesStatus($id: Int) { quote(databaseId: $id) { status } }`);
    expect((await cached.gql(ONE, { id: created.databaseId })).body.data!.quote!.status).toBe('DRAFT');
    await cached.gql(graphql(`mutation QuoteWritesSendCached($id: ID!) { quoteSend(id: $id) { userErrors { code } } }`), { id: created.id });
    expect((await cached.gql(ONE, { id: created.databaseId })).body.data!.quote!.status).toBe('SENT');
  });
});
