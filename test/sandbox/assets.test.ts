/**
 * Sandbox assets over HTTP (vendor `/assets`): seeded equipment on installed projects' sites, filters,
 * create/update with the vendor's status codes, fixed site and account, isolation between companies,
 * a site move carrying its assets, and a reset restoring the seed.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 30, projects: 60, opportunities: 10, workOrders: 20, calls: 10 } });

interface Asset {
  id: number;
  siteId: number;
  accountId: number;
  type: string;
  status: string;
  manufacturer: string;
  model: string;
  serialNumber: string;
  installDate: string | null;
  expectedLifetime: number | null;
  isArchived: boolean;
  labels: { id: number; name: string; type: string }[];
  updatedAt: string;
}

async function allAssets(key?: string): Promise<Asset[]> {
  const r = await h.api('GET', '/assets?page_size=100', { key });
  expect(r.status).toBe(200);
  return r.body;
}

async function aSiteWithAccount(): Promise<{ id: number; accountId: number }> {
  const sites = await h.api('GET', '/sites?page_size=5');
  return sites.body[0];
}

describe('assets', () => {
  it('seeded on sites of installed projects, with real manufacturers, serial numbers, install dates and lifetimes', async () => {
    const assets = await allAssets();
    expect(assets.length).toBeGreaterThan(5);
    const makers = new Set(assets.map((a) => a.manufacturer));
    expect([...makers].some((m) => ['Enphase', 'SolarEdge', 'Tesla', 'FranklinWH', 'Fronius', 'Tigo'].includes(m))).toBe(true);
    for (const a of assets) {
      expect(a.serialNumber).toMatch(/^[0-9A-Z-]{6,}$/);
      expect(a.installDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.expectedLifetime).toBeGreaterThan(0);
      expect(a.labels.every((l) => l.type === 'ASSET')).toBe(true);
    }
    // Every asset's site belongs to its account.
    const site = await h.api('GET', `/sites/${assets[0]!.siteId}`);
    expect(site.body.accountId).toBe(assets[0]!.accountId);
  });

  it('filters: site_id, account_id, type, manufacturer (substring, any case), status; a bad enum is a 400 naming it', async () => {
    const assets = await allAssets();
    const one = assets[0]!;
    const bySite = (await h.api('GET', `/assets?site_id=${one.siteId}&page_size=100`)).body as Asset[];
    expect(bySite.length).toBe(assets.filter((a) => a.siteId === one.siteId).length);
    const byAccount = (await h.api('GET', `/assets?account_id=${one.accountId}&page_size=100`)).body as Asset[];
    expect(byAccount.every((a) => a.accountId === one.accountId)).toBe(true);
    const byType = (await h.api('GET', `/assets?type=${one.type}&page_size=100`)).body as Asset[];
    expect(byType.length).toBe(assets.filter((a) => a.type === one.type).length);
    const byMaker = (await h.api('GET', `/assets?manufacturer=${one.manufacturer.slice(1, 4).toLowerCase()}&page_size=100`)).body as Asset[];
    expect(byMaker.some((a) => a.id === one.id)).toBe(true);
    const bad = await h.api('GET', '/assets?status=BROKEN');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'status', code: 'UNAUTHORIZED' });
  });

  it('POST creates (201) with the required fields; missing or mismatched ones are 400s naming the field', async () => {
    const site = await aSiteWithAccount();
    const body = {
      accountId: site.accountId,
      siteId: site.id,
      type: 'BATTERY_SYSTEM',
      manufacturer: 'Tesla',
      model: 'Powerwall 3',
      serialNumber: 'TG1240001234AB',
      installDate: '2025-03-14',
      expectedLifetime: 10,
    };
    const created = await h.api('POST', '/assets', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, status: 'ACTIVE', isArchived: false, labels: [] });
    expect((await h.api('GET', `/assets/${created.body.id}`)).body.serialNumber).toBe('TG1240001234AB');

    const missing = await h.api('POST', '/assets', { body: { ...body, serialNumber: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('serialNumber');
    const badDate = await h.api('POST', '/assets', { body: { ...body, installDate: '2025-02-30' } });
    expect(badDate.body.field).toBe('installDate');
    const other = (await h.api('GET', '/sites?page_size=100')).body.find((s: { accountId: number }) => s.accountId !== site.accountId);
    const wrongSite = await h.api('POST', '/assets', { body: { ...body, siteId: other.id } });
    expect(wrongSite.status).toBe(400);
    expect(wrongSite.body.field).toBe('siteId');
  });

  it('PATCH changes fields, archives, and refuses siteId/accountId (400); an unknown asset is 404', async () => {
    const [a] = await allAssets();
    const labels = (await h.api('GET', '/labels?type=ASSET')).body as { id: number }[];
    const patched = await h.api('PATCH', `/assets/${a!.id}`, { body: { status: 'MAINTENANCE', labelIds: [labels[0]!.id], isArchived: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 'MAINTENANCE', isArchived: true, labels: [{ id: labels[0]!.id, type: 'ASSET' }] });
    expect(Date.parse(patched.body.updatedAt)).toBeGreaterThan(Date.parse(a!.updatedAt));
    const fixed = await h.api('PATCH', `/assets/${a!.id}`, { body: { siteId: a!.siteId } });
    expect(fixed.status).toBe(400);
    expect(fixed.body.field).toBe('siteId');
    expect((await h.api('PATCH', '/assets/999999', { body: { status: 'ACTIVE' } })).status).toBe(404);
    expect((await h.api('GET', '/assets?is_archived=true&page_size=100')).body.map((x: Asset) => x.id)).toContain(a!.id);
  });

  it('isolation: the other company sees none of these assets and cannot read, change or attach to them', async () => {
    const mine = await allAssets();
    const theirs = await allAssets(h.key2);
    expect(theirs.some((t) => mine.some((m) => m.id === t.id))).toBe(false);
    expect((await h.api('GET', `/assets/${mine[0]!.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('PATCH', `/assets/${mine[0]!.id}`, { key: h.key2, body: { status: 'RETIRED' } })).status).toBe(404);
    const site = await aSiteWithAccount();
    const borrow = await h.api('POST', '/assets', {
      key: h.key2,
      body: { accountId: site.accountId, siteId: site.id, type: 'OTHER', manufacturer: 'x', model: 'y', serialNumber: 'z' },
    });
    expect(borrow.status).toBe(400);
    expect(borrow.body.field).toBe('accountId');
  });

  it('SITE-3: moving a site carries its assets to the new site and account', async () => {
    const [a] = await allAssets();
    const target = (await h.api('GET', '/accounts?page_size=50')).body.find((x: { id: number }) => x.id !== a!.accountId);
    const moved = await h.api('POST', `/sites/${a!.siteId}/move`, { body: { accountId: target.id } });
    expect(moved.status).toBe(200);
    const after = (await h.api('GET', `/assets/${a!.id}`)).body as Asset;
    expect(after).toMatchObject({ siteId: moved.body.id, accountId: target.id });
  });

  it('reset restores the seeded assets and drops created ones', async () => {
    const site = await aSiteWithAccount();
    const created = await h.api('POST', '/assets', {
      body: { accountId: site.accountId, siteId: site.id, type: 'OTHER', manufacturer: 'x', model: 'y', serialNumber: 'RESET-1' },
    });
    await h.reset();
    expect((await h.api('GET', `/assets/${created.body.id}`)).status).toBe(404);
    expect((await allAssets()).length).toBeGreaterThan(5);
  });
});
