/**
 * Sandbox vendors over HTTP (vendor `/vendors`): seeded vendors linked to projects, list filters, the
 * two-condition search, create as an upsert (200 either way), update, delete, the project links, and
 * isolation between companies.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 40, opportunities: 5, workOrders: 10, calls: 10 } });

interface Vendor {
  id: number;
  name: string;
  vendorType: string;
  isActive: boolean;
  projectIds: number[];
  number: number;
  contacts?: { id: number; isPrimary: boolean }[];
}

const list = async (query = '', key?: string) => (await h.api('GET', `/vendors?page_size=100${query}`, { key })).body as Vendor[];

describe('vendors', () => {
  it('seeded suppliers, lenders and subcontractors linked to projects; archived ones only with include_archived', async () => {
    const active = await list();
    const all = await list('&include_archived=true');
    expect(active.length).toBeGreaterThan(5);
    expect(all.length).toBe(active.length + 1);
    expect(active.every((v) => v.isActive)).toBe(true);
    expect(new Set(active.map((v) => v.vendorType))).toEqual(new Set(['SUPPLIER', 'MANUFACTURER', 'FINANCING', 'SUBCONTRACTOR', 'LOGISTICS', 'CONSULTANT']));
    expect(active.some((v) => v.projectIds.length > 0)).toBe(true);
    const suppliers = await list('&vendor_type=SUPPLIER');
    expect(suppliers.length).toBeGreaterThan(0);
    expect(suppliers.every((v) => v.vendorType === 'SUPPLIER')).toBe(true);
    expect((await h.api('GET', '/vendors?vendor_type=PLUMBER')).status).toBe(400);
  });

  it('search: prop/op/value on standard fields and custom keys, AND/OR; an unknown operator is a 400', async () => {
    const byType = await h.api('GET', '/vendors/search?prop1=vendorType&op1=in&value1=FINANCING,CONSULTANT');
    expect(byType.status).toBe(200);
    expect(byType.body.every((v: Vendor) => ['FINANCING', 'CONSULTANT'].includes(v.vendorType))).toBe(true);
    const named = await h.api('GET', '/vendors/search?prop1=name&op1=contains&value1=solar&prop2=vendorType&op2=eq&value2=SUPPLIER&logic=and');
    expect(named.body.every((v: Vendor) => /solar/i.test(v.name) && v.vendorType === 'SUPPLIER')).toBe(true);
    const custom = await h.api('GET', '/vendors/search?prop1=paymentTerms&op1=eq&value1=Net 30');
    expect(custom.status).toBe(200);
    const bad = await h.api('GET', '/vendors/search?prop1=name&op1=like&value1=x');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('op1');
  });

  it('POST creates with 200, and the same name and type again returns the same vendor (upsert); contacts come inline', async () => {
    const contact = (await h.api('POST', '/contacts', { body: { name: 'Dana Supply', emails: ['dana@supply.example'], phones: ['+13035550100'] } })).body;
    const body = {
      name: 'Mile High Solar Supply',
      vendorType: 'SUPPLIER',
      website: 'https://milehigh.example',
      address: ['1 Main St, Denver, CO'],
      contacts: [contact.id],
    };
    const created = await h.api('POST', '/vendors', { body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: body.name,
      vendorType: 'SUPPLIER',
      isActive: true,
      primaryEmail: 'dana@supply.example',
      contacts: [{ id: contact.id, isPrimary: true }],
    });
    const again = await h.api('POST', '/vendors', { body: { name: 'mile high  solar supply', vendorType: 'SUPPLIER' } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    const noType = await h.api('POST', '/vendors', { body: { name: 'X' } });
    expect(noType.status).toBe(400);
    expect(noType.body.field).toBe('vendorType');
    const badProject = await h.api('POST', '/vendors', { body: { name: 'Y', vendorType: 'CONSULTANT', projectIds: [1] } });
    expect(badProject.body.field).toBe('projectIds');
  });

  it('PATCH, project link and unlink, DELETE; unknown ids are 404', async () => {
    const v = (await h.api('POST', '/vendors', { body: { name: 'Link Test Electric', vendorType: 'SUBCONTRACTOR' } })).body as Vendor;
    const patched = await h.api('PATCH', `/vendors/${v.id}`, { body: { description: 'Trenching', website: null } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ description: 'Trenching', website: null });
    const project = (await h.api('GET', '/projects?page_size=1')).body[0];
    const linked = await h.api('POST', `/projects/${project.id}/vendors/${v.id}`);
    expect(linked.status).toBe(200);
    expect(typeof linked.body.message).toBe('string');
    expect((await h.api('GET', `/vendors/${v.id}`)).body.projectIds).toEqual([project.id]);
    expect((await h.api('POST', `/projects/999/vendors/${v.id}`)).status).toBe(404);
    expect((await h.api('DELETE', `/projects/${project.id}/vendors/${v.id}`)).status).toBe(200);
    expect((await h.api('GET', `/vendors/${v.id}`)).body.projectIds).toEqual([]);
    expect((await h.api('DELETE', `/vendors/${v.id}`)).status).toBe(200);
    expect((await h.api('GET', `/vendors/${v.id}`)).status).toBe(404);
    expect((await h.api('PATCH', `/vendors/${v.id}`, { body: { name: 'z' } })).status).toBe(404);
  });

  it('isolation: the other company has its own vendors and cannot read, link or delete these', async () => {
    const mine = await list('&include_archived=true');
    const theirs = await list('&include_archived=true', h.key2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((t) => mine.some((m) => m.id === t.id))).toBe(false);
    const v = mine[0]!;
    expect((await h.api('GET', `/vendors/${v.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('DELETE', `/vendors/${v.id}`, { key: h.key2 })).status).toBe(404);
    const theirProject = (await h.api('GET', '/projects?page_size=1', { key: h.key2 })).body[0];
    expect((await h.api('POST', `/projects/${theirProject.id}/vendors/${v.id}`, { key: h.key2 })).status).toBe(404);
  });
});
