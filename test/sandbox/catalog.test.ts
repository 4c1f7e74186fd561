import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 20, calls: 20 } });

let measurements: { id: number; name: string }[];
let units: { id: number; abbreviation: string }[];

beforeAll(async () => {
  measurements = (await h.api('GET', '/measurements')).body;
  units = (await h.api('GET', '/catalog-units')).body;
});

const newItem = (extra: Record<string, unknown> = {}) =>
  h.api('POST', '/catalog-items', {
    body: {
      name: 'Enphase IQ8H Microinverter',
      type: 'PRODUCT',
      category: 'MICROINVERTER',
      tradeGroup: 'ENERGY',
      cost: 171.5,
      price: 269,
      manufacturer: 'Enphase',
      sku: 'IQ8H-240-72-2-US',
      ...extra,
    },
  });

describe('catalog items', () => {
  it('lists the seeded products and services of real manufacturers', async () => {
    const res = await h.api('GET', '/catalog-items');
    expect(res.status).toBe(200);
    const makers = new Set(res.body.map((c: any) => c.manufacturer));
    for (const m of ['REC', 'Qcells', 'Canadian Solar', 'Enphase', 'SolarEdge', 'Tesla', 'FranklinWH', 'IronRidge']) expect(makers).toContain(m);
    expect(res.body.some((c: any) => c.type === 'SERVICE')).toBe(true);
    const shingles = res.body.find((c: any) => c.name.includes('Timberline'));
    expect(shingles).toMatchObject({
      type: 'PRODUCT',
      catalog: 'ENVELOPE',
      category: 'ROOF_COVERING',
      unit: { abbreviation: 'bdl' },
      wasteFactorMode: 'PERCENTAGE',
      wasteFactorValue: 10,
    });
    expect(shingles.measurements.map((m: any) => m.id)).toEqual(shingles.measurementIds);
  });

  it('creates an item with unit, measurements, coverage and waste factor, and validates the body', async () => {
    const res = await newItem({ unitId: units[0].id, measurementIds: [measurements[5].id], coverage: 1, wasteFactorMode: 'FIXED', wasteFactorValue: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Enphase IQ8H Microinverter',
      catalog: 'ENERGY',
      unitId: units[0].id,
      measurementIds: [measurements[5].id],
      coverage: 1,
      isArchived: false,
    });
    expect((await h.api('GET', `/catalog-items/${res.body.id}`)).body.sku).toBe('IQ8H-240-72-2-US');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ type: 'GOODS' }, 'type'],
      [{ category: 'INSTALLATION' }, 'category'],
      [{ tradeGroup: 'PLUMBING' }, 'tradeGroup'],
      [{ cost: 'cheap' }, 'cost'],
      [{ price: undefined }, 'price'],
      [{ unitId: 9999 }, 'unitId'],
      [{ measurementIds: [measurements[0].id, 9999] }, 'measurementIds.1'],
    ];
    for (const [body, field] of cases) {
      const bad = await newItem(body);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field, code: 'UNAUTHORIZED' });
    }
  });

  it('CAT-1: measurementIds is replace-all on PATCH and an empty list clears', async () => {
    const id = (await newItem({ measurementIds: [measurements[0].id, measurements[1].id] })).body.id;
    const replaced = await h.api('PATCH', `/catalog-items/${id}`, { body: { measurementIds: [measurements[2].id] } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.measurementIds).toEqual([measurements[2].id]);
    expect(replaced.body.measurements.map((m: any) => m.name)).toEqual([measurements[2].name]);
    const untouched = await h.api('PATCH', `/catalog-items/${id}`, { body: { price: 280 } });
    expect(untouched.body.measurementIds).toEqual([measurements[2].id]);
    const cleared = await h.api('PATCH', `/catalog-items/${id}`, { body: { measurementIds: [] } });
    expect(cleared.body.measurementIds).toEqual([]);
    expect(cleared.body.measurements).toEqual([]);
    const bad = await h.api('PATCH', `/catalog-items/${id}`, { body: { measurementIds: [9999] } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('measurementIds.0');
  });

  it('CAT-2: wasteFactorMode and wasteFactorValue are set together or not at all', async () => {
    const onlyMode = await newItem({ wasteFactorMode: 'PERCENTAGE' });
    expect(onlyMode.status).toBe(400);
    expect(onlyMode.body.field).toBe('wasteFactorValue');
    const id = (await newItem({ wasteFactorMode: 'PERCENTAGE', wasteFactorValue: 10 })).body.id;
    const onlyValue = await h.api('PATCH', `/catalog-items/${id}`, { body: { wasteFactorValue: 12 } });
    expect(onlyValue.status).toBe(400);
    expect(onlyValue.body).toMatchObject({ field: 'wasteFactorMode', code: 'NOT_FOUND' });
    const halfNull = await h.api('PATCH', `/catalog-items/${id}`, { body: { wasteFactorMode: 'FIXED', wasteFactorValue: null } });
    expect(halfNull.body.field).toBe('wasteFactorValue');
    const tooMuch = await h.api('PATCH', `/catalog-items/${id}`, { body: { wasteFactorMode: 'PERCENTAGE', wasteFactorValue: 150 } });
    expect(tooMuch.body.field).toBe('wasteFactorValue');
    const both = await h.api('PATCH', `/catalog-items/${id}`, { body: { wasteFactorMode: 'FIXED', wasteFactorValue: 3 } });
    expect(both.body).toMatchObject({ wasteFactorMode: 'FIXED', wasteFactorValue: 3 });
    const unchanged = await h.api('GET', `/catalog-items/${id}`);
    expect(unchanged.body).toMatchObject({ wasteFactorMode: 'FIXED', wasteFactorValue: 3 });
    const cleared = await h.api('PATCH', `/catalog-items/${id}`, { body: { wasteFactorMode: null, wasteFactorValue: null } });
    expect(cleared.body).toMatchObject({ wasteFactorMode: null, wasteFactorValue: null });
  });

  it('DELETE archives: the item leaves lists and lookups and cannot go on new invoices', async () => {
    const id = (await newItem()).body.id;
    expect((await h.api('DELETE', `/catalog-items/${id}`)).status).toBe(200);
    const gone = await h.api('GET', `/catalog-items/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('NOT_FOUND');
    expect((await h.api('GET', '/catalog-items')).body.some((c: any) => c.id === id)).toBe(false);
    expect((await h.api('GET', '/catalog-items?include_archived=true')).body.find((c: any) => c.id === id).isArchived).toBe(true);
    const projectId = (await h.api('GET', '/invoices?page_size=100')).body.items.find((i: any) => i.record)?.record.id;
    const inv = await h.api('POST', '/invoices', {
      body: { recordId: projectId, calculationMethod: 'LINE_ITEMS', lineItems: [{ catalogItemId: id, quantity: 1, unitCost: 1, unitPrice: 2 }] },
    });
    expect(inv.status).toBe(400);
    expect(inv.body.field).toBe('lineItems.0.catalogItemId');
  });

  it("AUTH-12: company 2's key cannot see company 1's catalog items", async () => {
    const id = (await newItem()).body.id;
    expect((await h.api('GET', `/catalog-items/${id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('PATCH', `/catalog-items/${id}`, { key: h.key2, body: { price: 1 } })).status).toBe(404);
    expect((await h.api('GET', '/catalog-items', { key: h.key2 })).body.some((c: any) => c.id === id)).toBe(false);
  });
});

describe('catalog lookups and taxes', () => {
  it('lists units, measurements and categories, each readable by id', async () => {
    expect(units.map((u) => u.abbreviation)).toEqual(expect.arrayContaining(['ea', 'ft', 'sq ft', 'kW', 'kWh', 'hr']));
    expect((await h.api('GET', `/catalog-units/${units[1].id}`)).body).toEqual(units[1]);
    expect((await h.api('GET', '/catalog-units/1')).status).toBe(404);
    expect((await h.api('GET', '/catalog-units/abc')).body.field).toBe('id');
    const roof = measurements.find((m) => m.name === 'Roof area') as any;
    expect(roof.unit.abbreviation).toBe('sq ft');
    expect((await h.api('GET', `/measurements/${roof.id}`)).body).toEqual(roof);
    expect((await h.api('GET', '/measurements/1')).status).toBe(404);
    const services = (await h.api('GET', '/catalog-categories?type=SERVICE')).body;
    expect(services.every((c: any) => c.type === 'SERVICE')).toBe(true);
    expect(services.map((c: any) => c.code)).toContain('PERMITTING');
    const all = (await h.api('GET', '/catalog-categories')).body;
    expect(all.find((c: any) => c.code === 'PV_MODULE')).toMatchObject({ type: 'PRODUCT', tradeGroup: 'ENERGY', name: 'PV Module' });
  });

  it('GET /taxes lists active company taxes, paginated, archived on request', async () => {
    const active = (await h.api('GET', '/taxes')).body;
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((t: any) => !t.isArchived && /^\d+\.\d{4}$/.test(t.rate))).toBe(true);
    const all = (await h.api('GET', '/taxes?include_archived=true')).body;
    expect(all.length).toBeGreaterThan(active.length);
    expect((await h.api('GET', '/taxes?page_size=1')).body).toHaveLength(1);
    const other = (await h.api('GET', '/taxes', { key: h.key2 })).body;
    expect(other.some((t: any) => active.some((a: any) => a.id === t.id))).toBe(false);
    const bad = await h.api('GET', '/taxes?page=0');
    expect(bad.body).toMatchObject({ field: 'page', code: 'GRAPHQL_ERROR' });
  });
});
