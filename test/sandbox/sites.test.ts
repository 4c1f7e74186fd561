import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 30, projects: 40, opportunities: 10, workOrders: 20, calls: 20 } });

interface SiteBody {
  id: number;
  accountId: number;
  title: string | null;
  fullAddress: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  geoLocation: string | null;
  timezone: string | null;
}

/** A site that carries at least one project, and another account of the company to move it to. */
async function siteWithProjects(): Promise<{ site: SiteBody; target: number; projectIds: number[]; opportunityIds: number[] }> {
  const projects = (await h.api('GET', '/projects?page_size=100&include_archived=true')).body as { id: number; siteId: number; accountId: number }[];
  const used = new Set<number>();
  for (const p of projects) {
    if (used.has(p.siteId)) continue;
    used.add(p.siteId);
    const site = (await h.api('GET', `/sites/${p.siteId}`)).body as SiteBody;
    const accounts = (await h.api('GET', '/accounts?page_size=100')).body as { id: number }[];
    const target = accounts.find((a) => a.id !== site.accountId)!.id;
    const opportunities = (await h.api('GET', '/opportunities?page_size=100&include_archived=true')).body as { id: number; siteId: number }[];
    return {
      site,
      target,
      projectIds: projects.filter((x) => x.siteId === site.id).map((x) => x.id),
      opportunityIds: opportunities.filter((x) => x.siteId === site.id).map((x) => x.id),
    };
  }
  throw new Error('no site with projects');
}

describe('sites', () => {
  it('SITE-1: a move creates a new site on the target account and deletes the original', async () => {
    const { site, target } = await siteWithProjects();
    const res = await h.api('POST', `/sites/${site.id}/move`, { body: { accountId: target } });
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe(site.id);
    expect(res.body.accountId).toBe(target);
    expect((await h.api('GET', `/sites/${site.id}`)).status).toBe(404);
    expect((await h.api('GET', `/sites/${res.body.id}`)).body).toEqual(res.body);
    const listed = (await h.api('GET', `/sites?accountId=${target}&page_size=100`)).body as SiteBody[];
    expect(listed.map((s) => s.id)).toContain(res.body.id);
    const again = await h.api('POST', `/sites/${site.id}/move`, { body: { accountId: target } });
    expect(again.status).toBe(404);
  });

  it('SITE-2: title and full address are copied; street, city, state and zipcode come from geocoding again', async () => {
    const created = await h.api('POST', '/sites', { body: { accountId: 10001, title: 'Warehouse', fullAddress: '4400 Brighton Blvd, Denver, CO 80216' } });
    expect(created.status).toBe(201);
    // Hand-edited components drift from the address; the move geocodes the address again.
    await h.api('PATCH', `/sites/${created.body.id}`, { body: { city: 'Wrong City', street: 'Wrong St', zipcode: '00000' } });
    const moved = await h.api('POST', `/sites/${created.body.id}/move`, { body: { accountId: 10002 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      title: 'Warehouse',
      fullAddress: '4400 Brighton Blvd, Denver, CO 80216',
      street: '4400 Brighton Blvd',
      city: 'Denver',
      state: 'CO',
      zipcode: '80216',
      timezone: 'America/Denver',
    });
  });

  it('SITE-3: projects and opportunities on the site move with it, to the new site and account', async () => {
    const { site, target, projectIds, opportunityIds } = await siteWithProjects();
    expect(projectIds.length).toBeGreaterThan(0);
    // A record of another domain that sits on the site (work orders, assets …) follows it too.
    const other = h.sandbox.ctx.db.table<{ id: number; siteId: number; accountId: number; servicePlanInstanceId: number | null }>('siteMoveProbe');
    const probe = other.insert(1, { siteId: site.id, accountId: site.accountId, servicePlanInstanceId: 7 });
    const moved = (await h.api('POST', `/sites/${site.id}/move`, { body: { accountId: target } })).body as SiteBody;
    for (const id of projectIds) {
      const p = (await h.api('GET', `/projects/${id}?include_archived=true`)).body;
      expect(p).toMatchObject({ siteId: moved.id, accountId: target });
    }
    for (const id of opportunityIds) {
      const o = (await h.api('GET', `/opportunities/${id}?include_archived=true`)).body;
      expect(o).toMatchObject({ siteId: moved.id, accountId: target });
    }
    expect(other.get(probe.id, 1)).toMatchObject({ siteId: moved.id, accountId: target, servicePlanInstanceId: null });
  });

  it("SITE-4: geoLocation is 'lat,lng' and timezone an IANA zone name", async () => {
    const sites = (await h.api('GET', '/sites?page_size=100')).body as SiteBody[];
    expect(sites.length).toBeGreaterThan(0);
    for (const s of sites) {
      expect(s.geoLocation).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      expect(s.timezone).toMatch(/^[A-Za-z]+\/[A-Za-z_]+(\/[A-Za-z_]+)?$/);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: s.timezone! })).not.toThrow();
    }
    const bad = await h.api('PATCH', `/sites/${sites[0].id}`, { body: { timezone: 'Mountain Time' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('timezone');
    const ok = await h.api('PATCH', `/sites/${sites[0].id}`, { body: { timezone: 'America/Phoenix' } });
    expect(ok.body.timezone).toBe('America/Phoenix');
    const badPoint = await h.api('POST', '/sites', { body: { accountId: 10001, geoLocation: '39.7;-104.9' } });
    expect(badPoint.body.field).toBe('geoLocation');
    const byPoint = await h.api('POST', '/sites', { body: { accountId: 10001, geoLocation: '39.7392,-104.9903' } });
    expect(byPoint.status).toBe(201);
    expect(byPoint.body).toMatchObject({ geoLocation: '39.7392,-104.9903', timezone: 'America/Denver', state: 'CO' });
  });

  it('SITE-5: move errors are 400, 401 and 404, all with code NOT_FOUND', async () => {
    const site = ((await h.api('GET', '/sites?accountId=10003')).body as SiteBody[])[0];
    const noAccount = await h.api('POST', `/sites/${site.id}/move`, { body: {} });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toMatchObject({ code: 'NOT_FOUND', field: 'accountId' });
    const badAccount = await h.api('POST', `/sites/${site.id}/move`, { body: { accountId: 'ten' } });
    expect(badAccount.status).toBe(400);
    const noKey = await h.api('POST', `/sites/${site.id}/move`, { key: null, body: { accountId: 10001 } });
    expect(noKey.status).toBe(401);
    expect(noKey.body.code).toBe('NOT_FOUND');
    const noSite = await h.api('POST', '/sites/999999/move', { body: { accountId: 10001 } });
    expect(noSite.status).toBe(404);
    expect(noSite.body.code).toBe('NOT_FOUND');
    const noTarget = await h.api('POST', `/sites/${site.id}/move`, { body: { accountId: 999999 } });
    expect(noTarget.status).toBe(404);
    // AUTH-12: neither another company's site nor another company's account can be used.
    expect((await h.api('POST', `/sites/${site.id}/move`, { key: h.key2, body: { accountId: 10001 } })).status).toBe(404);
    const account2 = ((await h.api('GET', '/accounts?page_size=1', { key: h.key2 })).body as { id: number }[])[0].id;
    expect((await h.api('POST', `/sites/${site.id}/move`, { body: { accountId: account2 } })).status).toBe(404);
    expect((await h.api('GET', `/sites/${site.id}`)).status).toBe(200);
  });

  it('creates (200 on a duplicate address), updates, lists and deletes sites', async () => {
    const noAccount = await h.api('POST', '/sites', { body: { fullAddress: '1 Elm St, Denver, CO 80202' } });
    expect(noAccount.body.field).toBe('accountId');
    const noPlace = await h.api('POST', '/sites', { body: { accountId: 10001, title: 'x' } });
    expect(noPlace.body.field).toBe('fullAddress');
    const created = await h.api('POST', '/sites', { body: { accountId: 10001, title: 'Barn', fullAddress: '77 Ridge Rd, Austin, TX 78701' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ street: '77 Ridge Rd', city: 'Austin', state: 'TX', zipcode: '78701', timezone: 'America/Chicago' });
    const dup = await h.api('POST', '/sites', { body: { accountId: 10001, fullAddress: '77 ridge rd,  Austin, TX 78701' } });
    expect(dup.status).toBe(200);
    expect(dup.body.id).toBe(created.body.id);
    expect((await h.api('PATCH', `/sites/${created.body.id}`, { body: { accountId: 10002 } })).body.field).toBe('accountId');
    const renamed = await h.api('PATCH', `/sites/${created.body.id}`, { body: { title: 'Big Barn' } });
    expect(renamed.body.title).toBe('Big Barn');
    const byCity = (await h.api('GET', '/sites?city=austin&state=tx&page_size=100')).body as SiteBody[];
    expect(byCity.map((s) => s.id)).toContain(created.body.id);
    const paged = (await h.api('GET', '/sites?page_size=2&page=1')).body as SiteBody[];
    expect(paged).toHaveLength(2);
    expect((await h.api('GET', `/sites/${created.body.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('DELETE', `/sites/${created.body.id}`)).status).toBe(200);
    expect((await h.api('GET', `/sites/${created.body.id}`)).status).toBe(404);
  });
});
