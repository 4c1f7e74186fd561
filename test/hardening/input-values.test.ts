/**
 * Input values a client can send that a lenient parser would quietly turn into something else.
 * Numbers: graphql-js reads the literal `1e400` (and JSON.parse the variable `1e400`) as Infinity, which
 * `JSON.stringify` sends upstream as `null`, erasing the stored value; every Float and every number
 * inside a JSON scalar must be finite, refused as BAD_USER_INPUT naming the field, with zero upstream
 * requests. Dates: see the second part.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type GqlResponse } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let project: { id: number; value: number | null; custom: Record<string, unknown> };

beforeAll(async () => {
  const first = (await h.api('GET', '/projects?page=1&page_size=1')).body[0];
  project = (await h.api('GET', `/projects/${first.id}`)).body;
});
beforeEach(async () => {
  await h.resetStats();
});

/** Posts a raw JSON body, so variables can hold number text JSON.stringify cannot write (1e400). */
async function raw(body: string): Promise<GqlResponse> {
  const res = await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': h.key1 }, body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

/** One BAD_USER_INPUT error naming `field`, no data, and not a single upstream request. */
async function expectRefused(r: GqlResponse, field: string) {
  expect(r.body.errors, r.text).toHaveLength(1);
  expect(r.body.errors![0].extensions?.code, r.text).toBe('BAD_USER_INPUT');
  expect(r.body.errors![0].message).toContain(field);
  expect(r.body.data ?? null).toBeNull();
  expect((await h.stats()).total).toBe(0);
}

describe('non-finite numbers are refused, never sent upstream as null', () => {
  const update = (value: string) => `mutation { projectUpdate(id: "${gid('Project', project.id)}", input: { value: ${value} }) { project { value } userErrors { field message } } }`;

  it.each(['1e400', '-1e400', '1.7976931348623157e309'])('projectUpdate(input: { value: %s }) literal: BAD_USER_INPUT on input.value, 0 requests, the stored value intact', async (literal) => {
    const r = await g.gql(update(literal));
    await expectRefused(r, 'input.value');
    expect(r.body.errors![0].extensions!.field).toBe('input.value');
    expect(r.body.errors![0].message).toContain(literal);
    expect((await h.api('GET', `/projects/${project.id}`)).body.value).toBe(project.value);
  });

  it('the same through a JSON variable (JSON.parse reads 1e400 as Infinity)', async () => {
    const query = `mutation ($input: ProjectUpdateInput!) { projectUpdate(id: "${gid('Project', project.id)}", input: $input) { project { value } } }`;
    const r = await raw(`{"query":${JSON.stringify(query)},"variables":{"input":{"value":1e400}}}`);
    await expectRefused(r, 'input.value');
    expect(r.body.errors![0].message).toMatch(/not a finite number/);
    expect((await h.api('GET', `/projects/${project.id}`)).body.value).toBe(project.value);
  });

  it('the largest finite Float still goes through', async () => {
    const r = await g.gql(update('1.7976931348623157e308'));
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data.projectUpdate.project.value).toBe(1.7976931348623157e308);
    await h.api('PATCH', `/projects/${project.id}`, { body: { value: project.value } });
  });

  it('nested input objects and lists name the path: invoice line items, catalog prices, a geo point in a filter', async () => {
    const invoice = await g.gql(`mutation { invoiceCreate(input: { recordId: "${gid('Project', project.id)}", calculationMethod: LINE_ITEMS, lineItems: [
      { catalogItemId: "${gid('CatalogItem', 1)}", quantity: 1, unitCost: 1, unitPrice: 2 },
      { catalogItemId: "${gid('CatalogItem', 1)}", quantity: 1, unitCost: 1e400, unitPrice: 2 } ] }) { invoice { id } } }`);
    await expectRefused(invoice, 'input.lineItems.1.unitCost');
    const catalog = await g.gql(`mutation { catalogItemCreate(input: { name: "Panel", category: "Solar", type: PRODUCT, price: -1e999, cost: 1 }) { catalogItem { id } } }`);
    await expectRefused(catalog, 'input.price');
    const near = await g.gql(`{ ahjs(filter: { near: { lat: 1e400, lng: 0 } }) { nodes { name } } }`);
    await expectRefused(near, 'filter.near.lat');
  });

  it('a variable nested in a list of input objects is refused with its path', async () => {
    const query = `mutation ($items: [InvoiceLineItemInput!]) { invoiceCreate(input: { recordId: "${gid('Project', project.id)}", calculationMethod: LINE_ITEMS, lineItems: $items }) { invoice { id } } }`;
    const r = await raw(`{"query":${JSON.stringify(query)},"variables":{"items":[{"catalogItemId":"${gid('CatalogItem', 1)}","quantity":1,"unitCost":1,"unitPrice":-1e400}]}}`);
    await expectRefused(r, 'items[0].unitPrice');
  });

  it('a JSON scalar (custom properties) refuses a non-finite number anywhere inside, literal or variable', async () => {
    const literal = await g.gql(`mutation { projectUpdate(id: "${gid('Project', project.id)}", input: { custom: { a: { b: [1, 1e400] } } }) { project { id } } }`);
    await expectRefused(literal, 'input.custom');
    const query = `mutation ($input: ProjectUpdateInput!) { projectUpdate(id: "${gid('Project', project.id)}", input: $input) { project { id } } }`;
    const variable = await raw(`{"query":${JSON.stringify(query)},"variables":{"input":{"custom":{"x":-1e400}}}}`);
    await expectRefused(variable, 'input.custom');
    expect((await h.api('GET', `/projects/${project.id}`)).body.custom).toEqual(project.custom);
  });

  it('introspection says so: Float is finite only (the name and the printed schema are unchanged)', async () => {
    const r = await g.gql(`{ __type(name: "Float") { name kind description } }`);
    expect(r.body.data.__type).toMatchObject({ name: 'Float', kind: 'SCALAR' });
    expect(r.body.data.__type.description).toMatch(/Finite only/);
  });
});
