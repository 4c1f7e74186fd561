/**
 * Vendors through the gateway against the sandbox: the root list with filters and `where` search, links
 * both ways (Project.vendors from one read of the vendor list per operation, Vendor.projects one GET per
 * distinct project), contacts inline, and request counts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 40, opportunities: 5, workOrders: 10, calls: 10 }, latency: roundsLatency });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

interface RestVendor {
  id: number;
  name: string;
  vendorType: string;
  projectIds: number[];
}

async function restVendors(query = ''): Promise<RestVendor[]> {
  const r = await h.api('GET', `/vendors?page_size=100${query}`);
  await h.resetStats();
  return r.body;
}

describe('vendors', () => {
  it('root list, type filter and includeArchived: the REST data, one request per page', async () => {
    const rest = await restVendors();
    const r = await g.gql(graphql(`query VendorsList { vendors(first: 50) { nodes { databaseId name vendorType isActive website address number custom } } }`));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.vendors!.nodes.map((v) => v.databaseId)).toEqual(rest.map((v) => v.id));
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/vendors': 1 });
    const lenders = await g.gql(graphql(`query VendorsLenders { vendors(first: 50, filter: { vendorType: FINANCING }) { nodes { vendorType } } }`));
    expect(lenders.body.data!.vendors!.nodes.length).toBeGreaterThan(0);
    expect(lenders.body.data!.vendors!.nodes.every((v) => v.vendorType === 'FINANCING')).toBe(true);
    const all = await g.gql(graphql(`query VendorsWithArchived { vendors(first: 50, filter: { includeArchived: true }) { nodes { isActive } } }`));
    expect(all.body.data!.vendors!.nodes.some((v) => !v.isActive)).toBe(true);
  });

  it('where: conditions go to GET /vendors/search; IN takes values', async () => {
    const r = await g.gql(
      graphql(
        `query VendorsSearch { vendors(first: 20, where: { conditions: [{ field: "vendorType", operator: IN, values: ["SUPPLIER", "CONSULTANT"] }, { field: "name", operator: CONTAINS, value: "s" }], combine: AND }) { nodes { name vendorType } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.vendors!.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((v) => ['SUPPLIER', 'CONSULTANT'].includes(v.vendorType!) && /s/i.test(v.name!))).toBe(true);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/vendors/search': 1 });
  });

  it("Project.vendors: 10 projects read the vendor list once (not once per project), matching each vendor's projectIds", async () => {
    const vendors = await restVendors('&include_archived=true');
    const r = await g.gql(graphql(`query VendorsOfProjects { projects(first: 10) { nodes { databaseId vendors { nodes { databaseId name } } } } }`));
    expect(r.body.errors).toBeUndefined();
    for (const p of r.body.data!.projects!.nodes) {
      const expected = vendors
        .filter((v) => v.projectIds.includes(p.databaseId))
        .map((v) => v.id)
        .sort();
      expect(p.vendors!.nodes.map((v) => v.databaseId).sort()).toEqual(expected);
    }
    expect(r.body.data!.projects!.nodes.some((p) => p.vendors!.nodes.length > 0)).toBe(true);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/vendors': 1 });
  });

  it('Vendor.projects: one GET per distinct project, in one wave; contacts come with the vendor', async () => {
    const vendors = (await restVendors()).slice(0, 3);
    const distinct = new Set(vendors.flatMap((v) => v.projectIds));
    const query = graphql(`query VendorsProjectsAndContacts { vendors(first: 3) { nodes { projects { databaseId title } contacts { name } } } }`);
    // Once to open the upstream connections, then measured: the waves then show the query plan.
    await g.gql(query);
    await h.resetStats();
    const r = await g.gql(query);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.vendors!.nodes.map((v) => v.projects!.map((p) => p.databaseId))).toEqual(vendors.map((v) => v.projectIds));
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/vendors': 1, ...(distinct.size ? { 'GET /v1/projects/:projectId': distinct.size } : {}) });
    expect(roundsOf(stats)).toBe(distinct.size ? 2 : 1);
  });

  it('vendor(databaseId:) for another company is NOT_FOUND', async () => {
    const [v] = await restVendors();
    const VENDOR = graphql(`query VendorsByDatabaseId($id: Int) { vendor(databaseId: $id) { name } }`);
    const mine = await g.gql(VENDOR, { id: v!.id });
    expect(mine.body.data!.vendor!.name).toBe(v!.name);
    const theirs = await g.gql(VENDOR, { id: v!.id }, { key: h.key2 });
    expect(theirs.body.data!.vendor).toBeNull();
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
