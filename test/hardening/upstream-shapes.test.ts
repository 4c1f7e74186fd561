/**
 * Upstream data that is missing or malformed: a record without an `id` (seen from a mock of the vendor's
 * OpenAPI), an id that is not a positive integer, a list that is not a list, `has_more` that never ends.
 * None of it may surface as a masked "Unexpected error." or become a REST path such as
 * `/projects/NaN/...`: the field that needed the data fails with UPSTREAM_ERROR naming the resource.
 * The sandbox cannot send such data, so a proxy on loopback (test/helpers/rewriting-proxy.ts) sits between
 * the gateway and the sandbox and rewrites chosen JSON answers; every path it forwards is recorded.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useRewritingProxy } from '../helpers/rewriting-proxy.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 3, workOrders: 4, calls: 4 } });

const proxy = useRewritingProxy(h);
const { forwarded } = proxy;
const gql = proxy.gql;

/** Every record of an array answer (or of `items`/named lists in an envelope) passed through `f`. */
const eachRecord =
  (f: (r: Record<string, unknown>) => unknown) =>
  (body: unknown): unknown => {
    if (Array.isArray(body)) return body.map((r) => (r && typeof r === 'object' ? f(r as Record<string, unknown>) : r));
    if (body && typeof body === 'object')
      return Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map((r) => (r && typeof r === 'object' ? f(r as Record<string, unknown>) : r)) : v]),
      );
    return body;
  };
const withoutId = eachRecord(({ id: _id, ...rest }) => rest);

/** A path the gateway must never send: an id that was missing or not a number, or a search without its value. */
const BROKEN_PATH = /\/(NaN|undefined|null|-\d+|\d+\.\d+)(\/|\?|$)|[?&](accountId|value1)=(-|NaN|undefined|null|\d+\.\d|&|$)/;

/** Every error is UPSTREAM_ERROR with `message`, on the field that needed the data; the answer is JSON with no masked error. */
function expectUpstreamError(r: Awaited<ReturnType<typeof gql>>, message: RegExp) {
  expect(r.status, r.text).toBe(200);
  expect(r.text).not.toContain('Unexpected error');
  expect(r.body.errors?.length, r.text).toBeGreaterThan(0);
  for (const e of r.body.errors!) {
    expect(e.extensions?.code, r.text).toBe('UPSTREAM_ERROR');
    expect(e.message).toMatch(message);
  }
  expect(forwarded.filter((f) => BROKEN_PATH.test(f))).toEqual([]);
}

/** The top-level array (or envelope list) of an answer, each record through `f`; nested records untouched. */
const topLevel =
  (f: (r: Record<string, unknown>) => unknown) =>
  (body: unknown): unknown => {
    const map = (list: unknown[]) => list.map((r) => (r && typeof r === 'object' ? f(r as Record<string, unknown>) : r));
    if (Array.isArray(body)) return map(body);
    if (body && typeof body === 'object')
      for (const k of ['items', 'reminders']) {
        const list = (body as Record<string, unknown>)[k];
        if (Array.isArray(list)) return { ...body, [k]: map(list) };
      }
    return body;
  };

describe('records without an id, or with an id that is not one', () => {
  it('contacts(first: 3) when /contacts sends records without id: UPSTREAM_ERROR naming contacts, not INTERNAL (loader.load(undefined))', async () => {
    proxy.rules = [{ match: /^\/v1\/contacts$/, rewrite: withoutId }];
    const r = await gql(graphql(`query UpstreamShapesContacts { contacts(first: 3) { nodes { id databaseId name accounts { title } } } }`));
    expectUpstreamError(r, /^contacts: the upstream API sent a record without an id$/);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors![0].path).toEqual(['contacts']);
    expect(r.body.data).toEqual({ contacts: null });
  });

  it.each([
    ['"abc"', 'abc'],
    ['-1', -1],
    ['1.5', 1.5],
    ['0', 0],
  ])('an id of %s is refused the same way (a record whose id is not a positive integer)', async (_label, bad) => {
    proxy.rules = [{ match: /^\/v1\/projects$/, rewrite: topLevel((rec) => ({ ...rec, id: bad })) }];
    const r = await gql(
      graphql(
        `query UpstreamShapesProjectLists { projects(first: 2) { nodes { title workOrders { nodes { title } } invoices { nodes { invoiceNumber } } } } }`,
      ),
    );
    expectUpstreamError(r, /^projects: the upstream API sent a record whose id is not a positive integer$/);
  });

  it('every root list: ids stripped from its answer give UPSTREAM_ERROR on that list, never a masked error or a broken path', async () => {
    const lists = [
      'accounts',
      'ahjs',
      'bills',
      'calls',
      'catalogItems',
      'catalogUnits',
      'contacts',
      'formTemplates',
      'invoices',
      'labels',
      'measurements',
      'opportunities',
      'projects',
      'sites',
      'taxes',
      'timesheets',
      'users',
      'utilities',
      'workOrders',
      'workflows',
    ];
    proxy.rules = [{ match: /^\/v1\/[a-z-]+$/, rewrite: topLevel(({ id: _id, ...rest }) => rest) }];
    for (const list of lists) {
      forwarded.length = 0;
      const r = await gql(`{ ${list}(first: 2) { edges { cursor node { __typename } } } }`);
      if (!r.body.errors && r.body.data[list].edges.length === 0) continue; // nothing to strip in this sandbox's data
      expectUpstreamError(r, /: the upstream API sent a record without an id$/);
      expect(r.body.errors![0].path, list).toEqual([list]);
    }
  });

  it("a linked record without an id inside a record (a project's createdBy user): UPSTREAM_ERROR on the fields that need the id only", async () => {
    proxy.rules = [{ match: /^\/v1\/projects$/, rewrite: topLevel((p) => ({ ...p, createdBy: { firstName: 'Ann', lastName: 'Lee' } })) }];
    const r = await gql(graphql(`query UpstreamShapesCreatedBy { projects(first: 2) { nodes { title createdBy { firstName id } } } }`));
    expectUpstreamError(r, /^User: the upstream API sent a record without an id$/);
    expect(r.body.errors!.map((e) => e.path)).toEqual([
      ['projects', 'nodes', 0, 'createdBy', 'id'],
      ['projects', 'nodes', 1, 'createdBy', 'id'],
    ]);
    expect(r.body.data!.projects!.nodes.map((p) => p.title).every(Boolean)).toBe(true);
    // A field the summary does not hold would need the user loaded by id: the same error, not loader.load(undefined).
    expectUpstreamError(
      await gql(graphql(`query UpstreamShapesCreatedByRole { projects(first: 1) { nodes { createdBy { role } } } }`)),
      /^User: the upstream API sent a record without an id$/,
    );
  });

  it('a per-parent list of a linked record whose id is not one is never asked for (/sites?accountId=-1, /projects/search?value1=1.5)', async () => {
    proxy.rules = [
      {
        match: /^\/v1\/contacts$/,
        rewrite: topLevel((c) => ({
          ...c,
          accounts: [
            { id: -1, title: 'Minus one' },
            { id: 1.5, title: 'One and a half' },
          ],
        })),
      },
    ];
    const r = await gql(
      graphql(
        `query UpstreamShapesContactAccountLists { contacts(first: 1) { nodes { accounts { title sites(first: 1) { nodes { title } } projects(first: 1) { nodes { title } } } } } }`,
      ),
    );
    expectUpstreamError(r, /^(sites|projects): the upstream API sent a record without a usable id, so its list cannot be read$/);
    expect(r.body.data!.contacts!.nodes[0].accounts!.map((a) => a.title)).toEqual(['Minus one', 'One and a half']);
    expect(forwarded).toEqual([expect.stringMatching(/^GET \/v1\/contacts\?/)]);
  });

  it('a by-id answer without an id, or for another record, is UPSTREAM_ERROR on that record', async () => {
    const [p1, p2] = (await h.api('GET', '/projects?page=1&page_size=2')).body as Array<{ id: number }>;
    proxy.rules = [{ match: new RegExp(`^/v1/projects/${p1!.id}$`), rewrite: ({ id: _id, ...rest }) => rest }];
    expectUpstreamError(await gql(`{ project(databaseId: ${p1!.id}) { title } }`), /^projects: the upstream API sent a record without an id$/);
    proxy.rules = [{ match: new RegExp(`^/v1/projects/${p1!.id}$`), rewrite: (rec) => ({ ...rec, id: p2!.id }) }];
    expectUpstreamError(await gql(`{ project(databaseId: ${p1!.id}) { title } }`), /^projects: the upstream API sent another record than the one asked for$/);
  });
});

describe('lists that are not lists, numbers that are not finite, has_more that never ends', () => {
  const PROJECT_TITLES = graphql(`query UpstreamShapesProjectTitles { projects(first: 2) { nodes { title } } }`);

  it('a list answer that is an object is UPSTREAM_ERROR; null is an empty list', async () => {
    proxy.rules = [{ match: /^\/v1\/projects$/, rewrite: () => ({ items: [] }) }];
    expectUpstreamError(await gql(PROJECT_TITLES), /^projects: the upstream API sent something other than a list$/);
    proxy.rules = [{ match: /^\/v1\/projects$/, rewrite: () => null }];
    const empty = await gql(PROJECT_TITLES);
    expect(empty.body).toEqual(expect.objectContaining({ data: { projects: { nodes: [] } } }));
    proxy.rules = [{ match: /^\/v1\/projects$/, rewrite: () => [1, 'two'] }];
    expectUpstreamError(await gql(PROJECT_TITLES), /^projects: the upstream API sent a list entry that is not a record$/);
  });

  it('an upstream number beyond the Float range (1e400) fails that field with UPSTREAM_ERROR, not the whole list', async () => {
    proxy.rules = [
      {
        match: /^\/v1\/projects$/,
        rewrite: (list: Array<Record<string, unknown>>) =>
          JSON.stringify(list.map((p, i) => (i === 0 ? { ...p, value: '__HUGE__' } : p))).replace('"__HUGE__"', '1e400'),
      },
    ];
    // Twice: a document's first run takes the standard executor, its second the compiled one.
    for (let run = 0; run < 2; run++) {
      const r = await gql(graphql(`query UpstreamShapesProjectValues { projects(first: 2) { nodes { title value } } }`));
      expect(r.text).not.toContain('Unexpected error');
      expect(r.body.errors).toHaveLength(1);
      expect(r.body.errors![0]).toMatchObject({ path: ['projects', 'nodes', 0, 'value'], extensions: { code: 'UPSTREAM_ERROR' } });
      expect(r.body.data!.projects!.nodes[1].title).toBeTruthy();
    }
  });

  it('Project.invoices against a server that always says has_more: two requests per project (an empty page ends it), not the operation cap', async () => {
    proxy.rules = [
      {
        match: /^\/v1\/projects\/\d+\/invoices$/,
        rewrite: (env) => ({
          ...env,
          has_more: true,
          items: forwarded.filter((f) => f.includes('/invoices') && f.includes('page=1&')).length && env.page > 1 ? [] : env.items,
        }),
      },
    ];
    const r = await gql(graphql(`query UpstreamShapesProjectInvoices { projects(first: 2) { nodes { title invoices { nodes { invoiceNumber } } } } }`));
    expect(r.body.errors, r.text).toBeUndefined();
    const perProject = forwarded.filter((f) => /\/projects\/\d+\/invoices/.test(f));
    expect(perProject.length).toBeLessThanOrEqual(4);
  });
});
