import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 30, projects: 40, opportunities: 10, workOrders: 20, calls: 20 } });

interface P {
  id: number;
  title: string;
  trades: string[];
  value: number;
  status: string;
  city: string;
  accountId: number;
  createdAt: string;
  custom: Record<string, unknown>;
}

let projects: P[] = [];
const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);
const search = async (path: string, params: string) => h.api('GET', `/${path}/search?page_size=100&${params}`);

beforeAll(async () => {
  projects = (await h.api('GET', '/projects?page_size=100')).body;
});

describe('list search', () => {
  it('LIST-1: search pages are 1-based with page_size up to 100', async () => {
    const q = 'prop1=value&op1=gt&value1=0';
    const p1 = (await h.api('GET', `/projects/search?${q}&page_size=10&page=1`)).body as P[];
    const p2 = (await h.api('GET', `/projects/search?${q}&page_size=10&page=2`)).body as P[];
    expect(p1).toHaveLength(10);
    expect(p2.length).toBeGreaterThan(0);
    expect(p1.some((a) => p2.some((b) => b.id === a.id))).toBe(false);
    const both = (await h.api('GET', `/projects/search?${q}&page_size=20&page=1`)).body as P[];
    expect([...p1, ...p2].map((x) => x.id)).toEqual(both.slice(0, p1.length + p2.length).map((x) => x.id));
    const zero = await h.api('GET', `/projects/search?${q}&page=0`);
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('page');
    expect((await h.api('GET', `/projects/search?${q}&page_size=101`)).body.field).toBe('page_size');
    const defaults = (await h.api('GET', `/projects/search?${q}`)).body as P[];
    expect(defaults).toHaveLength(Math.min(20, projects.length));
  });

  it('LIST-2: a standard field that does not apply to the record type is a 400 naming it', async () => {
    const value = await search('accounts', 'prop1=value&op1=eq&value1=10');
    expect(value.status).toBe(400);
    expect(value.body).toMatchObject({ field: 'value', code: 'UNAUTHORIZED' });
    expect(value.body.message).toContain('value');
    for (const field of ['trades', 'status', 'confidence', 'accountId']) {
      expect((await search('accounts', `prop1=${field}&op1=eq&value1=1`)).body.field).toBe(field);
    }
    expect((await search('projects', 'prop1=confidence&op1=gt&value1=10')).body.field).toBe('confidence');
    expect((await search('opportunities', 'prop1=status&op1=eq&value1=ACTIVE')).body.field).toBe('status');
    // In the second condition too.
    const second = await search('accounts', 'prop1=title&op1=contains&value1=a&prop2=size&op2=gt&value2=1');
    expect(second.body.field).toBe('size');
    expect((await search('projects', 'prop1=value&op1=gt&value1=10')).status).toBe(200);
  });

  it('LIST-3: range and substring operators on trades are a 400; eq matches any entry', async () => {
    for (const op of ['contains', 'gt', 'gte', 'lt', 'lte', 'between']) {
      const res = await search('projects', `prop1=trades&op1=${op}&value1=SOLAR`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('trades');
    }
    const eq = (await search('projects', 'prop1=trades&op1=eq&value1=SOLAR')).body as P[];
    expect(ids(eq)).toEqual(ids(projects.filter((p) => p.trades.includes('SOLAR'))));
    expect(eq.length).toBeGreaterThan(0);
    expect(eq.some((p) => p.trades.length > 1)).toBe(true);
    const inList = (await search('projects', 'prop1=trades&op1=in&value1=ROOFING,HVAC')).body as P[];
    expect(ids(inList)).toEqual(ids(projects.filter((p) => p.trades.includes('ROOFING') || p.trades.includes('HVAC'))));
    const neq = (await search('projects', 'prop1=trades&op1=neq&value1=SOLAR')).body as P[];
    expect(ids(neq)).toEqual(ids(projects.filter((p) => !p.trades.includes('SOLAR'))));
    const opp = (await search('opportunities', 'prop1=trades&op1=contains&value1=SOL')).body;
    expect(opp.field).toBe('trades');
  });

  it('LIST-4: an unknown field is a custom property; no match gives an empty 200', async () => {
    const unknown = await search('projects', 'prop1=legacy_tool_project_id&op1=eq&value1=1234');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
    const financing = (await search('projects', 'prop1=financing&op1=eq&value1=loan')).body as P[];
    expect(ids(financing)).toEqual(ids(projects.filter((p) => p.custom.financing === 'Loan')));
    const panels = (await search('projects', 'prop1=panelCount&op1=gte&value1=30')).body as P[];
    expect(ids(panels)).toEqual(ids(projects.filter((p) => (p.custom.panelCount as number) >= 30)));
    // A multi-valued custom property matches when any of its values does.
    const roofs = (await search('projects', 'prop1=roofTypes&op1=eq&value1=Metal')).body as P[];
    expect(ids(roofs)).toEqual(ids(projects.filter((p) => (p.custom.roofTypes as string[]).includes('Metal'))));
    // Numeric-like values match a custom value stored as text.
    const p = projects[0];
    await h.api('PATCH', `/projects/${p.id}`, { body: { custom: { utilityAccountNumber: '007731' } } });
    const text = (await search('projects', 'prop1=utilityAccountNumber&op1=eq&value1=7731')).body as P[];
    expect(ids(text)).toEqual([p.id]);
    const accounts = (await search('accounts', 'prop1=leadSource&op1=in&value1=Referral,Website')).body as { custom: { leadSource: string } }[];
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => ['Referral', 'Website'].includes(a.custom.leadSource))).toBe(true);
  });

  it('operators: eq, neq, contains, in, nin, gt/lt, between, dates; logic and/or', async () => {
    const active = (await search('projects', 'prop1=status&op1=in&value1=ACTIVE,ON_HOLD')).body as P[];
    expect(ids(active)).toEqual(ids(projects.filter((p) => ['ACTIVE', 'ON_HOLD'].includes(p.status))));
    const notActive = (await search('projects', 'prop1=status&op1=nin&value1=["ACTIVE"]')).body as P[];
    expect(ids(notActive)).toEqual(ids(projects.filter((p) => p.status !== 'ACTIVE')));
    const city = projects[0].city;
    const and = (await search('projects', `prop1=status&op1=eq&value1=ACTIVE&logic=and&prop2=city&op2=eq&value2=${encodeURIComponent(city)}`)).body as P[];
    expect(ids(and)).toEqual(ids(projects.filter((p) => p.status === 'ACTIVE' && p.city === city)));
    const or = (await search('projects', `prop1=status&op1=eq&value1=CANCELLED&logic=OR&prop2=city&op2=eq&value2=${encodeURIComponent(city)}`)).body as P[];
    expect(ids(or)).toEqual(ids(projects.filter((p) => p.status === 'CANCELLED' || p.city === city)));
    const between = (await search('projects', 'prop1=value&op1=between&value1=20000,50000')).body as P[];
    expect(ids(between)).toEqual(ids(projects.filter((p) => p.value >= 20000 && p.value <= 50000)));
    const lt = (await search('projects', 'prop1=value&op1=lt&value1=30000')).body as P[];
    expect(ids(lt)).toEqual(ids(projects.filter((p) => p.value < 30000)));
    const word = projects[0].title.split(' ')[0].toLowerCase();
    const contains = (await search('projects', `prop1=name&op1=contains&value1=${encodeURIComponent(word)}`)).body as P[];
    expect(ids(contains)).toEqual(ids(projects.filter((p) => p.title.toLowerCase().includes(word))));
    const neq = (await search('projects', `prop1=city&op1=neq&value1=${encodeURIComponent(city)}`)).body as P[];
    expect(ids(neq)).toEqual(ids(projects.filter((p) => p.city !== city)));
    const since = projects[5].createdAt;
    const dated = (await search('projects', `prop1=createdAt&op1=gte&value1=${encodeURIComponent(since)}`)).body as P[];
    expect(ids(dated)).toEqual(ids(projects.filter((p) => p.createdAt >= since)));
    const account = projects[0].accountId;
    const byAccount = (await search('projects', `prop1=clientId&op1=eq&value1=${account}`)).body as P[];
    expect(ids(byAccount)).toEqual(ids(projects.filter((p) => p.accountId === account)));
    const quoted = (await search('accounts', `prop1=title&op1=in&value1=${encodeURIComponent('"Smith, Jo",Nobody')}`)).body;
    expect(quoted).toEqual([]);
  });

  it('rejects malformed searches with a 400 naming the parameter', async () => {
    expect((await h.api('GET', '/projects/search?op1=eq&value1=1')).body.field).toBe('prop1');
    expect((await h.api('GET', '/projects/search?prop1=value&value1=1')).body.field).toBe('op1');
    expect((await h.api('GET', '/projects/search?prop1=value&op1=like&value1=1')).body.field).toBe('op1');
    expect((await h.api('GET', '/projects/search?prop1=value&op1=eq')).body.field).toBe('value1');
    expect((await h.api('GET', '/projects/search?prop1=value&op1=gt&value1=lots')).body.field).toBe('value1');
    expect((await h.api('GET', '/projects/search?prop1=value&op1=between&value1=1')).body.field).toBe('value1');
    expect((await h.api('GET', '/projects/search?prop1=status&op1=in&value1=[1,')).body.field).toBe('value1');
    expect((await h.api('GET', '/projects/search?prop1=createdAt&op1=gt&value1=yesterday')).body.field).toBe('value1');
    expect((await h.api('GET', '/projects/search?prop1=value&op1=gt&value1=1&prop2=city&op2=eq')).body.field).toBe('value2');
    expect((await h.api('GET', '/projects/search?prop1=value&op1=gt&value1=1&logic=xor')).body.field).toBe('logic');
  });

  it("AUTH-12: a search sees only the caller's company", async () => {
    const mine = (await search('accounts', 'prop1=id&op1=gt&value1=0')).body as { id: number }[];
    const theirs = (await h.api('GET', '/accounts/search?page_size=100&prop1=id&op1=gt&value1=0', { key: h.key2 })).body as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.some((a) => theirs.some((b) => b.id === a.id))).toBe(false);
  });
});
