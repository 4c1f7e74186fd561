/**
 * Asset writes through GraphQL: input rules checked before any REST call (zero upstream requests), an
 * upstream 400 as a userError on the GraphQL input path, the payload showing the written asset, and the
 * site's asset list reading it afterwards.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 20, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = graphql(`mutation AssetWritesAssetCreate($input: AssetCreateInput!) {
  assetCreate(input: $input) {
    asset { id databaseId name type status manufacturer model serialNumber installDate expectedLifetime site { databaseId } account { databaseId } labels { name } }
    userErrors { message field code }
  }
}`);

async function aSite() {
  const s = (await h.api('GET', '/sites?page_size=1')).body[0] as { id: number; accountId: number };
  await h.resetStats();
  return s;
}

describe('assetCreate', () => {
  it('blank text, a day that does not exist and out-of-range numbers are refused with their paths and zero upstream requests', async () => {
    const s = await aSite();
    const r = await g.gql(CREATE, {
      input: {
        account: gid('Account', s.accountId),
        site: gid('Site', s.id),
        type: 'PV_INVERTER',
        manufacturer: ' ',
        model: 'SE7600H-US',
        serialNumber: '',
        installDate: '2025-02-30',
        expectedLifetime: 150,
        size: -1,
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.assetCreate!.asset).toBeNull();
    expect(r.body.data!.assetCreate!.userErrors.map((e) => [e.field!.join('.'), e.code])).toEqual([
      ['input.manufacturer', 'REQUIRED'],
      ['input.serialNumber', 'REQUIRED'],
      ['input.size', 'OUT_OF_RANGE'],
      ['input.expectedLifetime', 'OUT_OF_RANGE'],
      ['input.installDate', 'INVALID'],
    ]);
    expect(r.body.data!.assetCreate!.userErrors[4].message).toContain('February 2025 has 28 days');
    expect((await h.stats()).total).toBe(0);
  });

  it('creates with one POST; the payload shows the asset and its labels; Site.assets lists it afterwards', async () => {
    const s = await aSite();
    const labels = (await h.api('GET', '/labels?type=ASSET')).body as { id: number; name: string }[];
    await h.resetStats();
    const r = await g.gql(CREATE, {
      input: {
        account: gid('Account', s.accountId),
        site: gid('Site', s.id),
        type: 'BATTERY_SYSTEM',
        manufacturer: 'Tesla',
        model: 'Powerwall 3',
        serialNumber: 'TG1249990001AB',
        installDate: '2025-04-01',
        expectedLifetime: 10,
        labels: [gid('Label', labels[0]!.id)],
      },
    });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.assetCreate;
    expect(p!.userErrors).toEqual([]);
    expect(p!.asset).toMatchObject({
      name: 'Tesla Powerwall 3',
      type: 'BATTERY_SYSTEM',
      status: 'ACTIVE',
      installDate: '2025-04-01',
      site: { databaseId: s.id },
      account: { databaseId: s.accountId },
      labels: [{ name: labels[0]!.name }],
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/assets': 1 });
    const listed = await g.gql(graphql(`query AssetWritesSite($id: Int) { site(databaseId: $id) { assets { nodes { serialNumber } } } }`), { id: s.id });
    expect(listed.body.data!.site!.assets!.nodes.map((a) => a.serialNumber)).toContain('TG1249990001AB');
  });

  it('a site of another account: the upstream 400 comes back as a userError on input.site', async () => {
    const sites = (await h.api('GET', '/sites?page_size=50')).body as { id: number; accountId: number }[];
    const other = sites.find((x) => x.accountId !== sites[0]!.accountId)!;
    await h.resetStats();
    const r = await g.gql(CREATE, {
      input: { account: gid('Account', sites[0]!.accountId), site: gid('Site', other.id), type: 'OTHER', manufacturer: 'x', model: 'y', serialNumber: 'z' },
    });
    expect(r.body.data!.assetCreate!.asset).toBeNull();
    expect(r.body.data!.assetCreate!.userErrors).toEqual([
      { message: expect.stringContaining('is not a site of account'), field: ['input', 'site'], code: 'REJECTED' },
    ]);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/assets': 1 });
  });
});

describe('assetUpdate', () => {
  it('archives and changes the status with one PATCH; null on a field that cannot be cleared is refused locally; an unknown asset is NOT_FOUND on id', async () => {
    const a = (await h.api('GET', '/assets?page_size=1')).body[0] as { id: number };
    await h.resetStats();
    const UPDATE = graphql(
      `mutation AssetWritesAssetUpdate($id: ID!, $input: AssetUpdateInput!) { assetUpdate(id: $id, input: $input) { asset { status isArchived installDate } userErrors { field code message } } }`,
    );
    const bad = await g.gql(UPDATE, { id: gid('Asset', a.id), input: { status: null, installDate: '01/02/2025' } });
    expect(bad.body.data!.assetUpdate!.userErrors.map((e) => e.field!.join('.'))).toEqual(['input.installDate', 'input.status']);
    expect((await h.stats()).total).toBe(0);
    const ok = await g.gql(UPDATE, { id: gid('Asset', a.id), input: { status: 'MAINTENANCE', isArchived: true, installDate: null } });
    expect(ok.body.data!.assetUpdate).toEqual({ asset: { status: 'MAINTENANCE', isArchived: true, installDate: null }, userErrors: [] });
    expect((await h.stats()).byRoute).toEqual({ 'PATCH /v1/assets/:assetId': 1 });
    const missing = await g.gql(UPDATE, { id: gid('Asset', 999999), input: { status: 'ACTIVE' } });
    expect(missing.body.data!.assetUpdate!.userErrors).toEqual([{ field: ['id'], code: 'NOT_FOUND', message: expect.any(String) }]);
  });
});
