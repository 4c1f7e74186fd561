/**
 * Vendor writes through GraphQL: name, website and null rules checked before any REST call; create
 * (an upsert upstream), update, delete; linking and unlinking a project, each seen from both sides.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import type { VendorCreateInput } from '../generated/graphql.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 10, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = graphql(`mutation VendorWritesVendorCreate($input: VendorCreateInput!) {
  vendorCreate(input: $input) { vendor { id databaseId name vendorType website address isActive contacts { name } projects { databaseId } } userErrors { message field code } }
}`);

describe('vendorCreate / vendorUpdate / vendorDelete', () => {
  it('a blank name and a website over 2,048 characters are refused with zero upstream requests', async () => {
    const r = await g.gql(CREATE, { input: { name: ' ', vendorType: 'SUPPLIER', website: `https://${'a'.repeat(2050)}.example` } });
    expect(r.body.data!.vendorCreate!.userErrors.map((e) => [e.field!.join('.'), e.code])).toEqual([
      ['input.name', 'REQUIRED'],
      ['input.website', 'TOO_LONG'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('creates with one POST and shows contacts and projects; the same name and type again returns the same vendor', async () => {
    const contact = (await h.api('POST', '/contacts', { body: { name: 'Rita Rep', emails: ['rita@wholesale.example'] } })).body;
    const project = (await h.api('GET', '/projects?page_size=1')).body[0];
    await h.resetStats();
    const input: VendorCreateInput = {
      name: 'Peak Wholesale',
      vendorType: 'SUPPLIER',
      website: 'peakwholesale.example',
      address: '9 Depot St, Golden, CO',
      contacts: [gid('Contact', contact.id)],
      projects: [gid('Project', project.id)],
    };
    const r = await g.gql(CREATE, { input });
    const v = r.body.data!.vendorCreate!.vendor;
    expect(r.body.data!.vendorCreate!.userErrors).toEqual([]);
    expect(v).toMatchObject({
      name: 'Peak Wholesale',
      vendorType: 'SUPPLIER',
      website: 'peakwholesale.example',
      address: ['9 Depot St, Golden, CO'],
      isActive: true,
      contacts: [{ name: 'Rita Rep' }],
      projects: [{ databaseId: project.id }],
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/vendors': 1 });
    const again = await g.gql(CREATE, { input: { name: 'PEAK WHOLESALE', vendorType: 'SUPPLIER' } });
    expect(again.body.data!.vendorCreate!.vendor!.databaseId).toBe(v!.databaseId);
  });

  it('an unknown project is the upstream 400 as a userError on input.projects', async () => {
    const r = await g.gql(CREATE, { input: { name: 'Nowhere Supply', vendorType: 'SUPPLIER', projects: [gid('Project', 1)] } });
    expect(r.body.data!.vendorCreate!.userErrors).toEqual([
      { message: expect.stringContaining('no project with id 1'), field: ['input', 'projects'], code: 'REJECTED' },
    ]);
  });

  it('update archives and clears the website; null on vendorType is refused locally; delete answers the old id, then NOT_FOUND', async () => {
    const created = await g.gql(CREATE, { input: { name: 'Short Lived Logistics', vendorType: 'LOGISTICS', website: 'https://sll.example' } });
    const id = created.body.data!.vendorCreate!.vendor!.id;
    await h.resetStats();
    const UPDATE = graphql(
      `mutation VendorWritesVendorUpdate($id: ID!, $input: VendorUpdateInput!) { vendorUpdate(id: $id, input: $input) { vendor { isActive website } userErrors { field code } } }`,
    );
    const bad = await g.gql(UPDATE, { id, input: { vendorType: null } });
    expect(bad.body.data!.vendorUpdate!.userErrors).toEqual([{ field: ['input', 'vendorType'], code: 'INVALID' }]);
    expect((await h.stats()).total).toBe(0);
    const ok = await g.gql(UPDATE, { id, input: { isActive: false, website: null } });
    expect(ok.body.data!.vendorUpdate).toEqual({ vendor: { isActive: false, website: null }, userErrors: [] });
    const DELETE = graphql(`mutation VendorWritesVendorDelete($id: ID!) { vendorDelete(id: $id) { deletedVendorId userErrors { code field } } }`);
    expect((await g.gql(DELETE, { id })).body.data!.vendorDelete).toEqual({ deletedVendorId: id, userErrors: [] });
    expect((await g.gql(DELETE, { id })).body.data!.vendorDelete).toEqual({ deletedVendorId: null, userErrors: [{ code: 'NOT_FOUND', field: ['id'] }] });
  });
});

describe('projectVendorAdd / projectVendorRemove', () => {
  it('links and unlinks, each side showing it; a project that does not exist is NOT_FOUND', async () => {
    const vendor = (await g.gql(CREATE, { input: { name: 'Link Crew Electric', vendorType: 'SUBCONTRACTOR' } })).body.data!.vendorCreate!.vendor;
    const project = (await h.api('GET', '/projects?page_size=1')).body[0];
    await h.resetStats();
    // A string: REMOVE is derived from its text.
    const ADD = `mutation ($p: ID!, $v: ID!) { projectVendorAdd(project: $p, vendor: $v) { vendor { projects { databaseId } } project { vendors { nodes { databaseId } } } userErrors { code field } } }`;
    const added = await g.gql(ADD, { p: gid('Project', project.id), v: vendor!.id });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.projectVendorAdd.vendor.projects).toEqual([{ databaseId: project.id }]);
    expect(added.body.data.projectVendorAdd.project.vendors.nodes.map((v: { databaseId: number }) => v.databaseId)).toContain(vendor!.databaseId);
    expect((await h.stats()).byRoute['POST /v1/projects/:projectId/vendors/:vendorId']).toBe(1);
    const REMOVE = ADD.replace('projectVendorAdd', 'projectVendorRemove').replace('projectVendorAdd', 'projectVendorRemove');
    const removed = await g.gql(REMOVE, { p: gid('Project', project.id), v: vendor!.id });
    expect(removed.body.data.projectVendorRemove.vendor.projects).toEqual([]);
    const missing = await g.gql(ADD, { p: gid('Project', 1), v: vendor!.id });
    expect(missing.body.data.projectVendorAdd.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['vendor'] }]);
  });
});
