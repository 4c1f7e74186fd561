/** AHJs and utilities: Site.ahjs / Site.utilities by geo lookup, root utilities with input checks. */
import { beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ latency: roundsLatency, sizes: { accounts: 3, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
const g = useGateway(h);

const DENVER: Array<[number, number]> = [
  [39.7392, -104.9903],
  [39.7401, -104.9851],
  [39.7455, -104.9921],
  [39.7329, -104.9805],
  [39.7512, -104.9998],
];

async function denverSites(): Promise<number[]> {
  const accounts = await h.api('GET', '/accounts?page=1&page_size=1');
  const accountId = (accounts.body as Array<{ id: number }>)[0]!.id;
  const ids: number[] = [];
  for (const [i, [lat, lng]] of DENVER.entries()) {
    const r = await h.api('POST', '/sites', { body: { accountId, title: `Denver ${i}`, geoLocation: `${lat},${lng}` } });
    expect(r.status).toBeLessThan(300);
    ids.push((r.body as { id: number }).id);
  }
  return ids;
}

let sites: number[] = [];
beforeEach(async () => {
  if (!sites.length) sites = await denverSites();
  await h.resetStats();
});

describe('geo: AHJs and utilities', () => {
  it('AHJ-6, UTIL-6: a Denver site has its city, county and state AHJs, and Xcel Energy among its utilities', async () => {
    const r = await g.gql(graphql(`query GeoSiteAhjsAndUtilities($id: Int) { site(databaseId: $id) { ahjs { name type state } utilities { name state } } }`), {
      id: sites[0],
    });
    expect(r.body.errors).toBeUndefined();
    const ahjs = r.body.data!.site!.ahjs!;
    expect(ahjs.map((a) => a.type)).toEqual(['CITY', 'COUNTY', 'STATE']);
    expect(ahjs[0]!.name).toMatch(/Denver/);
    const utilities = r.body.data!.site!.utilities!;
    expect(utilities.map((u) => u.name)).toContain('Xcel Energy');
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/ahjs']).toBe(1);
    expect(stats.byRoute['GET /v1/utilities']).toBe(1);
  });

  it('UTIL-6: utilities of 5 sites = 5 lookups (one per distinct point) in one wave after the site loads', async () => {
    const q = `{ ${sites.map((id, i) => `s${i}: site(databaseId: ${id}) { utilities { name databaseId } }`).join(' ')} }`;
    const r = await g.gql(q);
    expect(r.body.errors).toBeUndefined();
    for (let i = 0; i < sites.length; i++) expect(r.body.data[`s${i}`].utilities.length).toBeGreaterThan(0);
    const stats = await h.stats();
    expect(stats.byRoute['GET /v1/utilities']).toBe(5);
    expect(stats.total).toBe(10); // 5 site loads + 5 lookups
    expect(roundsOf(stats)).toBe(2);
  });

  it('UTIL-4, LIM-2: a state filter that is not 2 characters is BAD_USER_INPUT naming filter.state, with zero upstream requests', async () => {
    const r = await g.gql(graphql(`query GeoUtilitiesBadState { utilities(first: 5, filter: { state: "COL" }) { nodes { name } } }`));
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.message).toMatch(/filter\.state/);
    const bad = await g.gql(graphql(`query GeoUtilitiesBadLatitude { utilities(first: 5, filter: { near: { lat: 91, lng: 0 } }) { nodes { name } } }`));
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toMatch(/filter\.near\.lat/);
    expect((await h.stats()).total).toBe(0);
  });

  it('UTIL-1: utilities by state list through one GET /utilities; utility by id after it is free', async () => {
    const r = await g.gql(graphql(`query GeoUtilitiesInColorado { utilities(first: 3, filter: { state: "CO" }) { nodes { databaseId name state } } }`));
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.utilities!.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n) => n.state === 'CO')).toBe(true);
    expect((await h.stats()).byRoute['GET /v1/utilities']).toBe(1);
  });

  it('AHJ-4, AHJ-5, AHJ-6: ahjs near Denver with ASHRAE temps (°F derived from °C) and isPrivate; ahj by id after it is free', async () => {
    const r = await g.gql(
      graphql(`query GeoAhjsNearDenver { ahjs(first: 5, filter: { near: { lat: 39.7392, lng: -104.9903 } }) {
      nodes { databaseId name type isPrivate ashraeMinTempC ashraeMinTempF emails custom customProperty(keyName: "nope") } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.ahjs!.nodes;
    expect(nodes.map((n) => n.type)).toEqual(['CITY', 'COUNTY', 'STATE']);
    for (const n of nodes) {
      expect(n.isPrivate).toBe(false);
      expect(n.customProperty).toBeNull();
      if (n.ashraeMinTempC !== null) expect(n.ashraeMinTempF).toBeCloseTo(Math.round(((n.ashraeMinTempC * 9) / 5) * 10 + 320) / 10, 1);
    }
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/ahjs': 1 });
    const list = await g.gql(graphql(`query GeoAhjCounties { ahjs(first: 3, filter: { state: "CO", type: COUNTY }) { nodes { name state type } } }`));
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data!.ahjs!.nodes.every((n) => n.state === 'CO' && n.type === 'COUNTY')).toBe(true);
  });
});

describe('properties', () => {
  it('PROP-1: properties(recordType: AHJ) = one GET /properties', async () => {
    const r = await g.gql(graphql(`query GeoAhjProperties { properties(recordType: AHJ) { name keyName type isCustom } }`));
    expect(r.body.errors).toBeUndefined();
    expect(Array.isArray(r.body.data!.properties)).toBe(true);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/properties': 1 });
  });
});
