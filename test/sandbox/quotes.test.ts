/**
 * Sandbox quotes over HTTP (vendor `/quotes`): seeded quotes on opportunities with catalog line items,
 * discounts and taxes; amounts in cents; create/update rules (line items, issue date with status,
 * discount, tax); PDF as base64; send; delete; isolation.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 30, workOrders: 10, calls: 10 } });

interface Quote {
  id: number;
  quoteNumber: number;
  status: string;
  amount: number;
  subtotal: number;
  taxRate: number | null;
  taxId: number | null;
  discountType: string | null;
  discountValue: number | null;
  issueDate: string | null;
  account: { id: number; title: string } | null;
  record: { id: number; title: string; type: string } | null;
  lineItems: {
    id: number;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    unitCost: number;
    totalCost: number;
    sectionName: string | null;
    catalogItem: { id: number; name: string } | null;
  }[];
}

const cents = (n: number) => Math.round(n * 100);

async function catalog(): Promise<{ id: number; price: number; cost: number }[]> {
  return ((await h.api('GET', '/catalog-items')).body as { id: number; price: number; cost: number }[]).filter((c) => c.price > 0);
}

async function anOpportunity(): Promise<{ id: number; accountId: number }> {
  return (await h.api('GET', '/opportunities?page_size=1')).body[0];
}

describe('quotes', () => {
  it('seeded quotes: on opportunities (and some projects), line items from the catalog, amount = subtotal − discount + tax', async () => {
    const quotes = (await h.api('GET', '/quotes?page_size=100')).body as Quote[];
    expect(quotes.length).toBeGreaterThan(10);
    expect(new Set(quotes.map((q) => q.record?.type))).toContain('OPPORTUNITY');
    expect(quotes.some((q) => q.taxRate !== null)).toBe(true);
    expect(quotes.some((q) => q.discountType !== null)).toBe(true);
    for (const q of quotes) {
      expect(q.lineItems.length).toBeGreaterThan(0);
      expect(q.lineItems.every((li) => li.catalogItem && cents(li.totalPrice) === cents(li.unitPrice) * li.quantity)).toBe(true);
      const subtotal = q.lineItems.reduce((s, li) => s + cents(li.unitPrice) * li.quantity, 0);
      expect(cents(q.subtotal)).toBe(subtotal);
      const discount =
        q.discountType === 'PERCENTAGE' ? Math.round((subtotal * q.discountValue!) / 100) : q.discountType === 'FIXED' ? cents(q.discountValue!) : 0;
      const tax = q.taxRate ? Math.round(((subtotal - discount) * q.taxRate) / 100) : 0;
      expect(cents(q.amount)).toBe(subtotal - discount + tax);
      expect(q.status === 'DRAFT' ? q.issueDate === null : q.issueDate !== null).toBe(true);
    }
    const sent = (await h.api('GET', '/quotes?status=SENT&page_size=100')).body as Quote[];
    expect(sent.every((q) => q.status === 'SENT')).toBe(true);
  });

  it("GET /opportunities/{id}/quotes lists that record's quotes only; an opportunity without quotes gives []", async () => {
    const quotes = (await h.api('GET', '/quotes?page_size=100')).body as Quote[];
    const oppId = quotes.find((q) => q.record?.type === 'OPPORTUNITY')!.record!.id;
    const of = (await h.api('GET', `/opportunities/${oppId}/quotes`)).body as Quote[];
    expect(of.map((q) => q.id).sort()).toEqual(
      quotes
        .filter((q) => q.record?.id === oppId)
        .map((q) => q.id)
        .sort(),
    );
    expect((await h.api('GET', '/opportunities/1/quotes')).body).toEqual([]);
  });

  it('POST: 201 with computed totals; sections and flat items; the issue-date, line-item, discount and tax rules are 400s naming the field', async () => {
    const [a, b] = await catalog();
    const opp = await anOpportunity();
    const taxes = (await h.api('GET', '/taxes')).body as { id: number; rate: string }[];
    const body = {
      opportunityId: opp.id,
      sections: [{ name: 'Equipment', lineItems: [{ catalogItemId: a!.id, quantity: 3, unitCost: 10, unitPrice: 19.99 }] }],
      lineItems: [{ catalogItemId: b!.id, quantity: 1, unitCost: 5, unitPrice: 100 }],
      discountType: 'FIXED',
      discountValue: 9.97,
      taxId: taxes[0]!.id,
    };
    const created = await h.api('POST', '/quotes', { body });
    expect(created.status).toBe(201);
    const q = created.body as Quote;
    expect(q).toMatchObject({
      status: 'DRAFT',
      issueDate: null,
      subtotal: 159.97,
      account: { id: opp.accountId },
      record: { id: opp.id, type: 'OPPORTUNITY' },
    });
    const tax = Math.round((15000 * Number(taxes[0]!.rate)) / 100);
    expect(cents(q.amount)).toBe(15000 + tax);
    expect(q.lineItems.map((li) => li.sectionName)).toEqual([null, 'Equipment']);

    const refuse = async (patch: Record<string, unknown>, field: string) => {
      const r = await h.api('POST', '/quotes', { body: { ...body, ...patch } });
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    };
    await refuse({ opportunityId: undefined }, 'opportunityId');
    await refuse({ opportunityId: 1 }, 'opportunityId');
    await refuse({ sections: undefined, lineItems: undefined }, 'lineItems');
    await refuse({ lineItems: [{ catalogItemId: b!.id, quantity: 1, unitCost: 5, unitPrice: 0 }] }, 'lineItems.0.unitPrice');
    // A catalog item appears once: the second occurrence is named.
    await refuse({ lineItems: [{ catalogItemId: a!.id, quantity: 1, unitCost: 5, unitPrice: 1 }] }, 'sections.0.lineItems.0.catalogItemId');
    await refuse({ issueDate: '2025-01-01T00:00:00Z' }, 'issueDate');
    await refuse({ discountType: 'PERCENTAGE', discountValue: 150 }, 'discountValue');
    await refuse({ taxId: 99999 }, 'taxId');
    const issued = await h.api('POST', '/quotes', { body: { ...body, status: 'SENT', issueDate: '2025-01-01T00:00:00Z' } });
    expect(issued.status).toBe(201);
    expect(issued.body.issueDate).toBe('2025-01-01T00:00:00.000Z');
  });

  it('PATCH replaces items, needs an issue date to leave DRAFT, archives; send moves DRAFT to SENT; pdf is base64; DELETE', async () => {
    const [a] = await catalog();
    const opp = await anOpportunity();
    const q = (
      await h.api('POST', '/quotes', { body: { opportunityId: opp.id, lineItems: [{ catalogItemId: a!.id, quantity: 2, unitCost: 1, unitPrice: 50 }] } })
    ).body as Quote;
    const noDate = await h.api('PATCH', `/quotes/${q.id}`, { body: { status: 'APPROVED' } });
    expect(noDate.status).toBe(400);
    expect(noDate.body.field).toBe('issueDate');
    const patched = await h.api('PATCH', `/quotes/${q.id}`, {
      body: { lineItems: [{ id: q.lineItems[0]!.id, catalogItemId: a!.id, quantity: 4, unitCost: 1, unitPrice: 50 }], sharedWithPortal: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ subtotal: 200, sharedWithPortal: true });
    const sent = await h.api('POST', `/quotes/${q.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('SENT');
    expect(sent.body.issueDate).not.toBeNull();
    const pdf = await h.api('GET', `/quotes/${q.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.body.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await h.api('PATCH', `/quotes/${q.id}`, { body: { isArchived: true } });
    expect((await h.api('GET', `/quotes/${q.id}/pdf`)).status).toBe(403);
    expect((await h.api('DELETE', `/quotes/${q.id}`)).status).toBe(200);
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/pdf'],
      ['POST', '/send'],
    ] as const) {
      expect((await h.api(method, `/quotes/${q.id}${path}`, method === 'PATCH' ? { body: {} } : {})).status).toBe(404);
    }
  });

  it('isolation: the other company sees its own quotes only and cannot quote on, read or send these', async () => {
    const mine = (await h.api('GET', '/quotes?page_size=100')).body as Quote[];
    const theirs = (await h.api('GET', '/quotes?page_size=100', { key: h.key2 })).body as Quote[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((t) => mine.some((m) => m.id === t.id))).toBe(false);
    expect((await h.api('GET', `/quotes/${mine[0]!.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('POST', `/quotes/${mine[0]!.id}/send`, { key: h.key2 })).status).toBe(404);
    const opp = await anOpportunity();
    const [a] = await catalog();
    const borrow = await h.api('POST', '/quotes', {
      key: h.key2,
      body: { opportunityId: opp.id, lineItems: [{ catalogItemId: a!.id, quantity: 1, unitCost: 1, unitPrice: 1 }] },
    });
    expect(borrow.status).toBe(400);
    expect(borrow.body.field).toBe('opportunityId');
  });
});
