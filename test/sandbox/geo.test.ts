import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { ahjsAt, utilitiesAt } from '../../src/sandbox/geo/lookup.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 20, calls: 20 } });

const DENVER = 'lat=39.7392&lng=-104.9903';
const HIGHLANDS_RANCH = 'lat=39.5539&lng=-104.9694';

async function findAhj(name: string, key?: string) {
  const res = await h.api('GET', `/ahjs?q=${encodeURIComponent(name)}&page_size=100`, { key });
  return (res.body as any[]).find((a) => a.name === name);
}

async function findUtility(name: string, key?: string) {
  const res = await h.api('GET', `/utilities?q=${encodeURIComponent(name)}&page_size=100`, { key });
  return (res.body as any[]).find((u) => u.name === name);
}

async function setFault(rule: Record<string, unknown>) {
  await fetch(`${h.origin}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults: [rule] }),
  });
}

describe('geo lookup at a real point', () => {
  it('AHJ-6: Denver (39.7392,-104.9903) is Denver city, Denver county, Colorado state, most specific first', async () => {
    const res = await h.api('GET', `/ahjs?${DENVER}`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => [a.name, a.type])).toEqual([
      ['City of Denver', 'CITY'],
      ['Denver County', 'COUNTY'],
      ['State of Colorado', 'STATE'],
    ]);
    const [city, county, state] = res.body;
    expect(state).toMatchObject({ geoId: '08', state: 'CO', stateName: 'Colorado', funcstat: 'A', tigerYear: 2017 });
    expect(county).toMatchObject({ geoId: '08031', state: 'CO', funcstat: 'C' });
    expect(city).toMatchObject({ parentCounty: 'Denver County', geoId: '0820000', ahjRegistryCode: 'CO-0820000' });
    expect(county.landAreaSqMiles).toBeGreaterThan(100);
    expect(county.landAreaSqMiles).toBeLessThan(200);
    expect(Math.abs(county.centroidLatitude - 39.76)).toBeLessThan(0.1);
  });

  it('UTIL-7: the utilities serving Denver are Xcel Energy', async () => {
    const res = await h.api('GET', `/utilities?${DENVER}`);
    expect(res.status).toBe(200);
    expect(res.body.map((u: any) => u.name)).toEqual(['Xcel Energy']);
    expect(res.body[0]).toMatchObject({ state: 'CO', ownershipType: 'INVESTOR_OWNED', holdingCompany: 'Xcel Energy Inc.', isActive: true });
  });

  it('ahjsAt and utilitiesAt give the same answers in-process, and seeded projects carry their site AHJ', () => {
    const db = h.sandbox.ctx.db;
    expect(ahjsAt(db, 39.7392, -104.9903).map((a) => a.name)).toEqual(['City of Denver', 'Denver County', 'State of Colorado']);
    expect(utilitiesAt(db, 39.7392, -104.9903).map((u) => u.name)).toEqual(['Xcel Energy']);
    // Company-private AHJs are not in the global lookup.
    expect(ahjsAt(db, 39.5539, -104.9694).map((a) => a.name)).not.toContain('Highlands Ranch Metro District');
    const projects = db.table<{ id: number; jurisdiction: { id: number; name: string } | null }>('projects').everything();
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((p) => p.jurisdiction && p.jurisdiction.id > 0)).toBe(true);
  });

  it('UTIL-7: a municipal utility comes before the county-wide ones (Austin)', async () => {
    const res = await h.api('GET', '/utilities?lat=30.2672&lng=-97.7431');
    const names = res.body.map((u: any) => u.name);
    expect(names[0]).toBe('Austin Energy');
    expect(names).toContain('Pedernales Electric Cooperative');
  });
});

describe('GET /ahjs', () => {
  it('AHJ-6: pages with page and page_size, sorted by name', async () => {
    const first = await h.api('GET', '/ahjs?state=CO&page_size=5');
    const second = await h.api('GET', '/ahjs?state=CO&page_size=5&page=2');
    expect(first.body).toHaveLength(5);
    expect(second.body).toHaveLength(5);
    const names = [...first.body, ...second.body].map((a: any) => a.name);
    expect(new Set(names).size).toBe(10);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await h.api('GET', '/ahjs')).body).toHaveLength(20);
    const bad = await h.api('GET', '/ahjs?page_size=101');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('page_size');
  });

  it('AHJ-6: q searches names case-insensitively, and a two-letter q also matches the state code', async () => {
    const denver = await h.api('GET', '/ahjs?q=DENVER&page_size=100');
    expect(denver.body.map((a: any) => a.name)).toEqual(expect.arrayContaining(['City of Denver', 'Denver County']));
    expect(denver.body.every((a: any) => a.name.toLowerCase().includes('denver'))).toBe(true);
    const ut = await h.api('GET', '/ahjs?q=ut&page_size=100');
    expect(ut.body.some((a: any) => a.state === 'UT' && !a.name.toLowerCase().includes('ut'))).toBe(true);
    expect(ut.body.every((a: any) => a.state === 'UT' || a.name.toLowerCase().includes('ut'))).toBe(true);
  });

  it('AHJ-6: filters by state, type and country', async () => {
    const counties = await h.api('GET', '/ahjs?state=az&type=COUNTY&page_size=100');
    expect(counties.body).toHaveLength(15);
    expect(counties.body.every((a: any) => a.type === 'COUNTY' && a.state === 'AZ' && a.country === 'US')).toBe(true);
    const states = await h.api('GET', '/ahjs?type=STATE&page_size=100');
    expect(states.body.map((a: any) => a.name)).toContain('State of Texas');
    expect((await h.api('GET', '/ahjs?country=CA')).body).toEqual([]);
    const badType = await h.api('GET', '/ahjs?type=HAMLET');
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ field: 'type', code: 'BAD_GATEWAY' });
  });

  it('AHJ-6: geo mode needs lat and lng together and ignores the other filters', async () => {
    const res = await h.api('GET', `/ahjs?${DENVER}&state=NY&type=STATE&q=zzz`);
    expect(res.body.map((a: any) => a.name)).toEqual(['City of Denver', 'Denver County', 'State of Colorado']);
    const half = await h.api('GET', '/ahjs?lat=39.7');
    expect(half.status).toBe(400);
    expect(half.body.field).toBe('lng');
    expect((await h.api('GET', '/ahjs?lat=0&lng=-30')).body).toEqual([]);
  });

  it('AHJ-4: Fahrenheit temperatures are computed from the Celsius values', async () => {
    const res = await h.api('GET', '/ahjs?state=CA&page_size=100');
    expect(res.body.length).toBeGreaterThan(50);
    for (const a of res.body) {
      expect(a.ashraeMinTempF).toBeCloseTo((a.ashraeMinTempC * 9) / 5 + 32, 1);
      expect(a.ashraeMaxTempF).toBeCloseTo((a.ashraeMaxTempC * 9) / 5 + 32, 1);
    }
    const denver = await findAhj('City of Denver');
    expect(denver).toMatchObject({ residentialCodeModel: '2021 IRC', electricalCodeModel: '2023 NEC', climateZone: '5B' });
    expect(denver.turnaround).toBeGreaterThan(0);
    expect(denver.emails[0]).toMatch(/@/);
  });

  it('AHJ-5: global entries are isPrivate false; a private AHJ is visible to its company only', async () => {
    const denver = await findAhj('City of Denver');
    expect(denver.isPrivate).toBe(false);
    const own = await findAhj('Highlands Ranch Metro District');
    expect(own).toMatchObject({ isPrivate: true, type: 'MUNICIPALITY', state: 'CO', parentCounty: 'Douglas County' });
    expect(await findAhj('Highlands Ranch Metro District', h.key2)).toBeUndefined();
    expect((await h.api('GET', `/ahjs/${own.id}`, { key: h.key2 })).status).toBe(404);
    const geo1 = await h.api('GET', `/ahjs?${HIGHLANDS_RANCH}`);
    expect(geo1.body[0].name).toBe('Highlands Ranch Metro District');
    const geo2 = await h.api('GET', `/ahjs?${HIGHLANDS_RANCH}`, { key: h.key2 });
    expect(geo2.body.map((a: any) => a.name)).not.toContain('Highlands Ranch Metro District');
    expect(geo2.body.map((a: any) => a.name)).toContain('Douglas County');
  });

  it('AHJ-6: inactive jurisdictions are not listed', async () => {
    expect(await findAhj('Lowry Redevelopment Authority')).toBeUndefined();
  });

  it('GET /ahjs/:id returns one AHJ, 404 for an unknown id', async () => {
    const denver = await findAhj('City of Denver');
    const res = await h.api('GET', `/ahjs/${denver.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: denver.id, name: 'City of Denver' });
    const missing = await h.api('GET', '/ahjs/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('BAD_GATEWAY');
  });
});

describe('PATCH /ahjs/:id', () => {
  it('AHJ-1: built-in fields are read-only; custom is required', async () => {
    const denver = await findAhj('Denver County');
    const res = await h.api('PATCH', `/ahjs/${denver.id}`, { body: { name: 'Renamed', custom: {} } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'name', code: 'BAD_GATEWAY' });
    expect((await h.api('GET', `/ahjs/${denver.id}`)).body.name).toBe('Denver County');
    const noCustom = await h.api('PATCH', `/ahjs/${denver.id}`, { body: {} });
    expect(noCustom.status).toBe(400);
    expect(noCustom.body.field).toBe('custom');
  });

  it('AHJ-2: keys come from /properties; an unknown key is a 400 naming it; null clears; updatedAt moves', async () => {
    const ahj = await findAhj('Boulder County');
    const unknown = await h.api('PATCH', `/ahjs/${ahj.id}`, { body: { custom: { avgPermitDays: 4, colorOfDoor: 'red' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('custom.colorOfDoor');
    expect(unknown.body.message).toContain('colorOfDoor');
    // Nothing of a rejected patch is applied.
    expect((await h.api('GET', `/ahjs/${ahj.id}`)).body.custom.avgPermitDays).not.toBe(4);

    const set = await h.api('PATCH', `/ahjs/${ahj.id}`, {
      body: { custom: { avgPermitDays: 4, virtualInspections: true, requiredDocuments: ['Site plan', 'Spec sheets'] } },
    });
    expect(set.status).toBe(200);
    expect(set.body.custom).toMatchObject({ avgPermitDays: 4, virtualInspections: true, requiredDocuments: ['Site plan', 'Spec sheets'] });
    expect(Date.parse(set.body.updatedAt)).toBeGreaterThan(Date.parse(ahj.updatedAt));
    expect(set.body.name).toBe('Boulder County');

    const cleared = await h.api('PATCH', `/ahjs/${ahj.id}`, { body: { custom: { avgPermitDays: null } } });
    expect(cleared.body.custom).not.toHaveProperty('avgPermitDays');
    expect(cleared.body.custom.virtualInspections).toBe(true);

    const wrongType = await h.api('PATCH', `/ahjs/${ahj.id}`, { body: { custom: { avgPermitDays: 'four' } } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('custom.avgPermitDays');
  });

  it('AHJ-3: allow_new_options defaults to false; true creates the dropdown option', async () => {
    const ahj = await findAhj('Jefferson County');
    const refused = await h.api('PATCH', `/ahjs/${ahj.id}`, { body: { custom: { preferredSubmission: 'Carrier pigeon' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('custom.preferredSubmission');
    const allowed = await h.api('PATCH', `/ahjs/${ahj.id}?allow_new_options=true`, { body: { custom: { preferredSubmission: 'Carrier pigeon' } } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.custom.preferredSubmission).toBe('Carrier pigeon');
    const props = await h.api('GET', '/properties?record_type=ahj');
    const def = props.body.ahj.find((p: any) => p.keyName === 'preferredSubmission');
    expect(def.options).toContain('Carrier pigeon');
    // The new option exists only for company 1.
    expect((await h.api('GET', '/properties?record_type=ahj', { key: h.key2 })).body.ahj.map((p: any) => p.keyName)).not.toContain('preferredSubmission');
  });

  it('AHJ-7: every error of PATCH /ahjs carries code BAD_GATEWAY (400, 401, 404, 502)', async () => {
    const ahj = await findAhj('Adams County');
    const bad = await h.api('PATCH', `/ahjs/${ahj.id}`, { body: { custom: { nope: 1 } } });
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_GATEWAY']);
    const noKey = await h.api('PATCH', `/ahjs/${ahj.id}`, { key: null, body: { custom: {} } });
    expect([noKey.status, noKey.body.code]).toEqual([401, 'BAD_GATEWAY']);
    const missing = await h.api('PATCH', '/ahjs/424242424', { body: { custom: {} } });
    expect([missing.status, missing.body.code]).toEqual([404, 'BAD_GATEWAY']);
    await setFault({ method: 'PATCH', route: '/v1/ahjs/:id', status: 502, times: 1 });
    const upstream = await h.api('PATCH', `/ahjs/${ahj.id}`, { body: { custom: {} } });
    expect([upstream.status, upstream.body.code]).toEqual([502, 'BAD_GATEWAY']);
    expect(typeof upstream.body.message).toBe('string');
  });
});

describe('GET /utilities', () => {
  it('UTIL-1: only active utilities are listed', async () => {
    const all: any[] = [];
    for (let page = 1; page < 10; page++) {
      const res = await h.api('GET', `/utilities?page_size=100&page=${page}`);
      all.push(...res.body);
      if (res.body.length < 100) break;
    }
    expect(all.length).toBeGreaterThan(80);
    expect(all.every((u) => u.isActive === true)).toBe(true);
    expect(all.map((u) => u.name)).not.toContain('Aquila Networks – Colorado');
    expect((await h.api('GET', '/utilities?q=aquila')).body).toEqual([]);
  });

  it('UTIL-2: page_size 1..100 (default 20) and page >= 1, else 400 naming the parameter', async () => {
    expect((await h.api('GET', '/utilities')).body).toHaveLength(20);
    expect((await h.api('GET', '/utilities?page_size=1')).body).toHaveLength(1);
    for (const [query, field] of [
      ['page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
      ['page_size=ten', 'page_size'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
    ]) {
      const res = await h.api('GET', `/utilities?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
    const p1 = await h.api('GET', '/utilities?page_size=3&page=1');
    const p2 = await h.api('GET', '/utilities?page_size=3&page=2');
    expect(p1.body.map((u: any) => u.id)).not.toEqual(p2.body.map((u: any) => u.id));
  });

  it('UTIL-3: q matches name, holding company or state code, case-insensitively', async () => {
    const xcel = (await h.api('GET', '/utilities?q=XCEL')).body.map((u: any) => u.name);
    expect(xcel).toEqual(expect.arrayContaining(['Xcel Energy', 'Southwestern Public Service']));
    const berkshire = (await h.api('GET', '/utilities?q=berkshire&page_size=100')).body;
    expect(berkshire.map((u: any) => u.name)).toContain('Rocky Mountain Power');
    expect(berkshire.every((u: any) => u.holdingCompany === 'Berkshire Hathaway Energy')).toBe(true);
    const nv = (await h.api('GET', '/utilities?q=nv&page_size=100')).body;
    expect(nv.some((u: any) => u.name === 'Valley Electric Association')).toBe(true);
  });

  it('UTIL-4 / LIM-2: state must be exactly 2 characters', async () => {
    for (const state of ['C', 'COL']) {
      const res = await h.api('GET', `/utilities?state=${state}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('state');
    }
    const co = await h.api('GET', '/utilities?state=co&page_size=100');
    expect(co.body.length).toBeGreaterThan(5);
    expect(co.body.every((u: any) => u.state === 'CO')).toBe(true);
  });

  it('UTIL-5: order_by asc (default) or desc by name', async () => {
    const asc = (await h.api('GET', '/utilities?state=TX&page_size=100')).body.map((u: any) => u.name);
    const desc = (await h.api('GET', '/utilities?state=TX&page_size=100&order_by=desc')).body.map((u: any) => u.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(desc).toEqual([...asc].reverse());
    const bad = await h.api('GET', '/utilities?order_by=sideways');
    expect([bad.status, bad.body.field]).toEqual([400, 'order_by']);
  });

  it('filters by ownership_type, and rejects an unknown one', async () => {
    const munis = (await h.api('GET', '/utilities?ownership_type=MUNICIPAL&page_size=100')).body;
    expect(munis.map((u: any) => u.name)).toContain('Austin Energy');
    expect(munis.every((u: any) => u.ownershipType === 'MUNICIPAL')).toBe(true);
    const bad = await h.api('GET', '/utilities?ownership_type=PIRATE');
    expect([bad.status, bad.body.field]).toEqual([400, 'ownership_type']);
  });

  it('UTIL-6 / LIM-2: lat in -90..90, lng in -180..180, each requiring the other', async () => {
    for (const [query, field] of [
      ['lat=91&lng=0', 'lat'],
      ['lat=-90.5&lng=0', 'lat'],
      ['lat=0&lng=180.1', 'lng'],
      ['lat=0&lng=-181', 'lng'],
      ['lat=39.7', 'lng'],
      ['lng=-104.9', 'lat'],
      ['lat=north&lng=1', 'lat'],
    ]) {
      const res = await h.api('GET', `/utilities?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
    expect((await h.api('GET', '/utilities?lat=90&lng=-180')).status).toBe(200);
  });

  it('UTIL-7: geo mode ignores name, state and ownership filters; no coverage gives []', async () => {
    const res = await h.api('GET', `/utilities?${DENVER}&q=zzz&state=NY&ownership_type=MUNICIPAL`);
    expect(res.body.map((u: any) => u.name)).toEqual(['Xcel Energy']);
    expect((await h.api('GET', '/utilities?lat=0&lng=0')).body).toEqual([]);
  });

  it('UTIL-8: GET /utilities/:id, and PATCH changes custom values only', async () => {
    const xcel = await findUtility('Xcel Energy');
    const one = await h.api('GET', `/utilities/${xcel.id}`);
    expect(one.body).toMatchObject({ id: xcel.id, name: 'Xcel Energy', stateName: 'Colorado' });
    expect((await h.api('GET', '/utilities/987654')).status).toBe(404);
    const readOnly = await h.api('PATCH', `/utilities/${xcel.id}`, { body: { website: 'https://evil.example', custom: {} } });
    expect([readOnly.status, readOnly.body.field]).toEqual([400, 'website']);
    const set = await h.api('PATCH', `/utilities/${xcel.id}`, {
      body: { custom: { approvalDays: 12, interconnectionPortal: 'https://co.my.xcelenergy.com/s/renewable' } },
    });
    expect(set.status).toBe(200);
    expect(set.body.custom).toMatchObject({ approvalDays: 12 });
    expect(set.body.website).toBe(xcel.website);
    expect(Date.parse(set.body.updatedAt)).toBeGreaterThan(Date.parse(xcel.updatedAt));
    const unknown = await h.api('PATCH', `/utilities/${xcel.id}`, { body: { custom: { windZone: 'High wind' } } });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'custom.windZone']);
  });

  it('UTIL-9: errors are 400, 401 and 502 with the spec body', async () => {
    const bad = await h.api('GET', '/utilities?state=Colorado');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'state', code: expect.any(String), message: expect.any(String) });
    expect((await h.api('GET', '/utilities', { key: null })).status).toBe(401);
    await setFault({ method: 'GET', route: '/v1/utilities', status: 502, times: 1 });
    const upstream = await h.api('GET', '/utilities');
    expect(upstream.status).toBe(502);
    expect(upstream.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect((await h.api('GET', '/utilities')).status).toBe(200);
  });
});

describe('GET /properties', () => {
  it('PROP-1: record_type=ahj and utility list the custom property keys', async () => {
    const ahj = await h.api('GET', '/properties?record_type=ahj');
    expect(ahj.status).toBe(200);
    expect(Object.keys(ahj.body)).toEqual(['ahj']);
    const pref = ahj.body.ahj.find((p: any) => p.keyName === 'preferredSubmission');
    expect(pref).toMatchObject({ name: 'Preferred submission', type: 'DROPDOWN', isMultiple: false, isCustom: true });
    expect(pref.options).toEqual(expect.arrayContaining(['SolarAPP+', 'Online portal']));
    expect(ahj.body.ahj.every((p: any) => p.isCustom === true)).toBe(true);
    const util = await h.api('GET', '/properties?record_type=utility');
    expect(util.body.utility.map((p: any) => p.keyName)).toContain('netMeteringProgram');
    const both = await h.api('GET', '/properties?record_type=ahj,utility');
    expect(Object.keys(both.body).sort()).toEqual(['ahj', 'utility']);
    const all = await h.api('GET', '/properties');
    expect(Object.keys(all.body)).toEqual(expect.arrayContaining(['account', 'client', 'opportunity', 'request', 'project', 'ahj', 'utility']));
    const bad = await h.api('GET', '/properties?record_type=spaceship');
    expect([bad.status, bad.body.field]).toEqual([400, 'record_type']);
  });
});

describe('company isolation of custom values', () => {
  it('AUTH-12: company 2 never sees or writes company 1 custom values on a shared AHJ or utility', async () => {
    const denver = await findAhj('City of Denver');
    const mine = await h.api('PATCH', `/ahjs/${denver.id}`, { body: { custom: { internalNotes: 'Sunpeak: ask for Dana' } } });
    expect(mine.body.custom.internalNotes).toBe('Sunpeak: ask for Dana');

    const theirs = await h.api('GET', `/ahjs/${denver.id}`, { key: h.key2 });
    expect(theirs.status).toBe(200);
    expect(theirs.body.custom.internalNotes).toBeUndefined();
    expect(theirs.body.custom).not.toHaveProperty('preferredSubmission');
    // Company 1's keys are not company 2's keys.
    const foreignKey = await h.api('PATCH', `/ahjs/${denver.id}`, { key: h.key2, body: { custom: { preferredSubmission: 'Email' } } });
    expect([foreignKey.status, foreignKey.body.field]).toEqual([400, 'custom.preferredSubmission']);
    await h.api('PATCH', `/ahjs/${denver.id}`, { key: h.key2, body: { custom: { internalNotes: 'Granite Ridge note' } } });
    expect((await h.api('GET', `/ahjs/${denver.id}`)).body.custom.internalNotes).toBe('Sunpeak: ask for Dana');
    expect((await h.api('GET', `/ahjs/${denver.id}`, { key: h.key2 })).body.custom.internalNotes).toBe('Granite Ridge note');

    const xcel = await findUtility('Xcel Energy');
    await h.api('PATCH', `/utilities/${xcel.id}`, { body: { custom: { internalNotes: 'PTO in 10 days' } } });
    const utilFor2 = await h.api('GET', `/utilities?${DENVER}`, { key: h.key2 });
    expect(utilFor2.body[0].custom.internalNotes).toBeUndefined();
  });
});
