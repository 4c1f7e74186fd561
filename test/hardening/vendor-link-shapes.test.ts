/**
 * The lists behind the links added for the vendor's shapes (a record's site among its account's sites,
 * a quote's tax in the company's tax list) against a misbehaving upstream: records without an id are an
 * UPSTREAM_ERROR naming the list on the field that needed it, and a server that ignores `page` (every
 * page the same full page, as if there were always more) is not read to the operation's cap. A proxy on
 * loopback between the gateway and the sandbox rewrites chosen answers and records every path.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useRewritingProxy } from '../helpers/rewriting-proxy.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 6, opportunities: 6, workOrders: 4, calls: 2 } });

const proxy = useRewritingProxy(h);
const { forwarded } = proxy;
const gql = async <T>(document: TypedDocumentNode<T, { [key: string]: never }>) => (await proxy.gql(document)).body;

describe('the site and tax lists behind Project.site and Quote.tax', () => {
  it("an account's sites without ids: Project.site fails with UPSTREAM_ERROR naming sites, the rest of the project stays", async () => {
    proxy.rules = [{ match: /^\/v1\/sites$/, rewrite: (body: Array<{ id: number }>) => body.map(({ id: _id, ...rest }) => rest) }];
    const r = await gql(graphql(`query VendorLinkShapesProjectSites { projects(first: 2) { nodes { title site { databaseId } } } }`));
    expect(r.data!.projects!.nodes.map((n) => typeof n.title)).toEqual(['string', 'string']);
    expect(r.data!.projects!.nodes.map((n) => n.site)).toEqual([null, null]);
    expect(r.errors?.length).toBeGreaterThan(0);
    for (const e of r.errors ?? []) {
      expect(e.path?.at(-1)).toBe('site');
      expect(e.extensions?.code).toBe('UPSTREAM_ERROR');
      expect(e.message).toMatch(/^sites: /);
    }
    expect(forwarded.some((f) => /NaN|undefined|null/.test(f))).toBe(false);
  });

  it('a tax list that ignores page (the same full page every time) ends after the first repeat, not at the cap', async () => {
    const fake = Array.from({ length: 100 }, (_, i) => ({ id: 9000 + i, name: `Tax ${i}`, rate: '1.0000', isArchived: false }));
    proxy.rules = [{ match: /^\/v1\/taxes$/, rewrite: () => fake }];
    const r = await gql(graphql(`query VendorLinkShapesQuoteTaxes { quotes(first: 5) { nodes { databaseId tax { databaseId } } } }`));
    expect(r.errors).toBeUndefined();
    expect(forwarded.filter((f) => f.startsWith('GET /v1/taxes'))).toHaveLength(2);
  });

  it("an account's site list that keeps coming back full with new records is read no further than 1,000 sites", async () => {
    let next = 1_000_000;
    proxy.rules = [
      {
        match: /^\/v1\/sites$/,
        rewrite: (_body, _path, query) =>
          Array.from({ length: Number(query.get('page_size')) }, () => ({ id: next++, accountId: 1, fullAddress: 'elsewhere' })),
      },
    ];
    const r = await gql(graphql(`query VendorLinkShapesProjectSite { projects(first: 1) { nodes { site { databaseId } } } }`));
    expect(r.errors).toBeUndefined();
    expect(r.data!.projects!.nodes[0].site).toBeNull();
    expect(forwarded.filter((f) => f.startsWith('GET /v1/sites')).length).toBeLessThanOrEqual(11);
  });
});
