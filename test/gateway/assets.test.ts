/**
 * Assets through the gateway against the sandbox: the root list with filters and paging, the links both
 * ways (Site.assets, Account.assets, Asset.site, Asset.account, labels), and request counts: one request
 * per distinct site or account, one wave per level.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 30, projects: 60, opportunities: 5, workOrders: 10, calls: 10 }, latency: roundsLatency });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

interface RestAsset {
  id: number;
  siteId: number;
  accountId: number;
  manufacturer: string;
  serialNumber: string;
  type: string;
}

async function restAssets(query = ''): Promise<RestAsset[]> {
  const r = await h.api('GET', `/assets?page_size=100${query}`);
  await h.resetStats();
  return r.body;
}

describe('assets', () => {
  it('root list: data as REST sends it, one request for a page; a filter goes upstream as its REST parameter', async () => {
    const rest = (await restAssets()).slice(0, 10);
    const r = await g.gql(
      graphql(
        `query AssetsList { assets(first: 10) { pageInfo { hasNextPage } nodes { databaseId manufacturer model serialNumber type status installDate expectedLifetime endOfLifeDate labels { name color } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.assets!.nodes;
    expect(nodes.map((n) => n.databaseId)).toEqual(rest.map((a) => a.id));
    expect(nodes[0].serialNumber).toBe(rest[0]!.serialNumber);
    expect(nodes[0].endOfLifeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/assets': 1 });

    const maker = rest[0]!.manufacturer;
    const filtered = await g.gql(
      `query ($m: String) { assets(first: 50, filter: { manufacturer: $m, type: ${rest[0]!.type} }) { nodes { manufacturer type } } }`,
      { m: maker },
    );
    expect(filtered.body.errors).toBeUndefined();
    expect(filtered.body.data.assets.nodes.length).toBeGreaterThan(0);
    expect(filtered.body.data.assets.nodes.every((n: { manufacturer: string; type: string }) => n.manufacturer === maker && n.type === rest[0]!.type)).toBe(
      true,
    );
  });

  it('Asset.site and Asset.account: one GET per distinct site and account after the list, in one wave', async () => {
    const rest = (await restAssets()).slice(0, 10);
    const sites = new Set(rest.map((a) => a.siteId));
    const accounts = new Set(rest.map((a) => a.accountId));
    const query = graphql(`query AssetsSitesAndAccounts { assets(first: 10) { nodes { site { databaseId fullAddress } account { databaseId title } } } }`);
    // Once to open the upstream connections, then measured: the waves then show the query plan.
    await g.gql(query);
    await h.resetStats();
    const r = await g.gql(query);
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data!.assets!.nodes;
    expect(nodes.map((n) => n.site!.databaseId)).toEqual(rest.map((a) => a.siteId));
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/assets': 1, 'GET /v1/sites/:siteId': sites.size, 'GET /v1/accounts/:accountId': accounts.size });
    expect(roundsOf(stats)).toBe(2);
  });

  it('Account.assets and Site.assets: requests = distinct accounts + distinct sites, each level one wave', async () => {
    const all = await restAssets();
    const accountIds = [...new Set(all.map((a) => a.accountId))].slice(0, 5);
    const r = await g.gql(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { databaseId assets { nodes { databaseId site { databaseId } } } sites { nodes { databaseId assets { nodes { databaseId serialNumber } } } } } } }`,
      { ids: accountIds.map((id) => Buffer.from(`Account:${id}`).toString('base64')) },
    );
    expect(r.body.errors).toBeUndefined();
    for (const account of r.body.data.nodes) {
      const expected = all
        .filter((a) => a.accountId === account.databaseId)
        .map((a) => a.id)
        .sort();
      expect(account.assets.nodes.map((a: { databaseId: number }) => a.databaseId).sort()).toEqual(expected);
      const viaSites = account.sites.nodes.flatMap((s: { assets: { nodes: { databaseId: number }[] } }) => s.assets.nodes.map((a) => a.databaseId)).sort();
      expect(viaSites).toEqual(expected);
    }
    const stats = await h.stats();
    const siteCount = r.body.data.nodes.reduce((n: number, a: { sites: { nodes: unknown[] } }) => n + a.sites.nodes.length, 0);
    // nodes(ids) loads each account; assets per account and per site; the sites list per account. Asset.site is primed by nothing, but
    // only databaseId is asked, which the asset holds: no site GET.
    expect(stats.byRoute['GET /v1/assets']).toBe(accountIds.length + siteCount);
    expect(stats.byRoute['GET /v1/sites']).toBe(accountIds.length);
    expect(stats.byRoute['GET /v1/sites/:siteId']).toBeUndefined();
  });

  it("asset(databaseId:) and node(id:) read one asset; an unknown id is null with NOT_FOUND; another company's asset is not found", async () => {
    const [a] = await restAssets();
    const r = await g.gql(graphql(`query AssetsByDatabaseId($id: Int) { asset(databaseId: $id) { id databaseId serialNumber } }`), { id: a!.id });
    expect(r.body.data!.asset).toMatchObject({ databaseId: a!.id, serialNumber: a!.serialNumber });
    const again = await g.gql(`query ($id: ID!) { node(id: $id) { ... on Asset { serialNumber } } }`, { id: r.body.data!.asset!.id });
    expect(again.body.data.node.serialNumber).toBe(a!.serialNumber);
    const missing = await g.gql(graphql(`query AssetsUnknown { asset(databaseId: 1) { databaseId } }`));
    expect(missing.body.data!.asset).toBeNull();
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const other = await g.gql(graphql(`query AssetsOfCompany1($id: Int) { asset(databaseId: $id) { databaseId } }`), { id: a!.id }, { key: h.key2 });
    expect(other.body.data!.asset).toBeNull();
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
