/**
 * AHJ and utility custom property writes through GraphQL against the sandbox (AHJ-1..3, AHJ-7, UTIL-8):
 * values set and cleared, unknown keys as userErrors naming the key, new dropdown options only when
 * allowed, each checked with a follow-up query.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
const g = useGateway(h);

let ahjId: string;
let utilityId: string;

beforeAll(async () => {
  const r = await g.gql(graphql(`query GeoWritesFirstIds { ahjs(first: 1) { nodes { id } } utilities(first: 1) { nodes { id } } }`));
  ahjId = r.body.data!.ahjs!.nodes[0].id;
  utilityId = r.body.data!.utilities!.nodes[0].id;
});

beforeEach(async () => {
  await h.resetStats();
});

afterEach(() => {
  h.sandbox.ctx.faults.set([]);
});

const AHJ = graphql(`mutation GeoWritesAhjCustom($id: ID!, $input: AhjCustomUpdateInput!) {
  ahjCustomUpdate(id: $id, input: $input) { ahj { id name custom } userErrors { message field code } }
}`);
const ahjCustom = async (id: string) =>
  (
    await g.gql(graphql(`query GeoWritesAhjCustomRead($id: ID!) { ahj(id: $id) { custom submission: customProperty(keyName: "preferredSubmission") } }`), {
      id,
    })
  ).body.data!.ahj!;

describe('ahjCustomUpdate', () => {
  it('AHJ-1, AHJ-2: sets and clears custom values; the payload costs the PATCH only and a follow-up query reads them', async () => {
    const set = await g.gql(AHJ, { id: ahjId, input: { custom: { avgPermitDays: 12, internalNotes: 'Walk-ins before 10', preferredSubmission: 'Email' } } });
    expect(set.body.errors).toBeUndefined();
    const p = set.body.data!.ahjCustomUpdate!;
    expect(p.userErrors).toEqual([]);
    expect(p.ahj!.custom).toMatchObject({ avgPermitDays: 12, internalNotes: 'Walk-ins before 10', preferredSubmission: 'Email' });
    expect(typeof p.ahj!.name).toBe('string');
    expect((await h.stats()).byRoute).toEqual({ 'PATCH /v1/ahjs/:id': 1 });
    expect(await ahjCustom(ahjId)).toMatchObject({ custom: { avgPermitDays: 12 }, submission: 'Email' });

    const cleared = await g.gql(AHJ, { id: ahjId, input: { custom: { internalNotes: null } } });
    expect(cleared.body.data!.ahjCustomUpdate!.ahj!.custom).not.toHaveProperty('internalNotes');
    const after = await ahjCustom(ahjId);
    expect(after.custom).not.toHaveProperty('internalNotes');
    expect(after.custom!.avgPermitDays).toBe(12);
  });

  it('AHJ-2: an unknown keyName is a userError naming it, on ["input", "custom", key]; nothing changes', async () => {
    const before = await ahjCustom(ahjId);
    const r = await g.gql(AHJ, { id: ahjId, input: { custom: { avgPermitDays: 99, noSuchKey: 1 } } });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.ahjCustomUpdate!;
    expect(p.ahj).toBeNull();
    expect(p.userErrors).toHaveLength(1);
    expect(p.userErrors[0]).toMatchObject({ field: ['input', 'custom', 'noSuchKey'], code: 'REJECTED' });
    expect(p.userErrors[0].message).toContain('noSuchKey');
    expect(r.text).not.toContain('127.0.0.1');
    expect(await ahjCustom(ahjId)).toEqual(before);
  });

  it('AHJ-3: a new dropdown option is refused by default and created with allowNewOptions', async () => {
    const refused = await g.gql(AHJ, { id: ahjId, input: { custom: { preferredSubmission: 'Fax' } } });
    expect(refused.body.data!.ahjCustomUpdate!.userErrors).toMatchObject([{ field: ['input', 'custom', 'preferredSubmission'], code: 'REJECTED' }]);
    expect(refused.body.data!.ahjCustomUpdate!.userErrors[0].message).toMatch(/allow_new_options|option/);

    const allowed = await g.gql(AHJ, { id: ahjId, input: { custom: { preferredSubmission: 'Fax' }, allowNewOptions: true } });
    expect(allowed.body.data!.ahjCustomUpdate).toMatchObject({ ahj: { custom: { preferredSubmission: 'Fax' } }, userErrors: [] });
    expect((await ahjCustom(ahjId)).submission).toBe('Fax');
    const defs = await g.gql(graphql(`query GeoWritesAhjProperties { properties(recordType: AHJ) { keyName options } }`));
    const def = defs.body.data!.properties!.find((d) => d.keyName === 'preferredSubmission')!;
    expect(def.options).toContain('Fax');
  });

  it('AHJ-1: built-in fields are not in the input type (refused by validation, zero upstream requests)', async () => {
    const r = await g.gql(`mutation ($id: ID!) { ahjCustomUpdate(id: $id, input: { custom: {}, name: "Renamed" }) { ahj { name } } }`, { id: ahjId });
    expect(r.body.errors?.[0]?.message).toMatch(/name/);
    expect((await h.stats()).total).toBe(0);
  });

  it('AHJ-7: 404 is a NOT_FOUND userError on id; 401 and 502 (BAD_GATEWAY) stay top-level errors', async () => {
    const missing = await g.gql(AHJ, { id: Buffer.from('Ahj:99999999').toString('base64'), input: { custom: { avgPermitDays: 1 } } });
    expect(missing.body.data!.ahjCustomUpdate).toMatchObject({ ahj: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });

    const unauth = await g.gql(AHJ, { id: ahjId, input: { custom: { avgPermitDays: 1 } } }, { key: 'sk_sandbox_not_a_real_key_0000000000' });
    expect(unauth.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    h.sandbox.ctx.faults.set([{ method: 'PATCH', route: '/v1/ahjs/:id', status: 502, times: 1 }]);
    const bad = await g.gql(AHJ, { id: ahjId, input: { custom: { avgPermitDays: 1 } } });
    expect(bad.body.data?.ahjCustomUpdate ?? null).toBeNull();
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 502, code: 'BAD_GATEWAY' } });
    expect(bad.text).not.toContain('127.0.0.1');
  });
});

describe('utilityCustomUpdate', () => {
  const UTIL = graphql(`mutation GeoWritesUtilityCustom($id: ID!, $input: UtilityCustomUpdateInput!) {
    utilityCustomUpdate(id: $id, input: $input) { utility { id name custom } userErrors { message field code } }
  }`);

  it('UTIL-8: sets custom values only; a follow-up query reads them and the built-in fields are unchanged', async () => {
    const before = (await g.gql(graphql(`query GeoWritesUtilityBefore($id: ID!) { utility(id: $id) { name state } }`), { id: utilityId })).body.data!.utility!;
    await h.resetStats();
    const r = await g.gql(UTIL, { id: utilityId, input: { custom: { approvalDays: 21, interconnectionPortal: 'https://portal.example/ic' } } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.utilityCustomUpdate).toMatchObject({ utility: { name: before.name, custom: { approvalDays: 21 } }, userErrors: [] });
    expect((await h.stats()).byRoute).toEqual({ 'PATCH /v1/utilities/:id': 1 });
    const after = (await g.gql(graphql(`query GeoWritesUtilityAfter($id: ID!) { utility(id: $id) { name state custom } }`), { id: utilityId })).body.data!
      .utility;
    expect(after).toMatchObject({ ...before, custom: { approvalDays: 21, interconnectionPortal: 'https://portal.example/ic' } });
  });

  it("UTIL-8: a later mutation of the same operation reads Site.utilities again after the PATCH (not the first mutation's copy)", async () => {
    const sites = await g.gql(
      graphql(`query GeoWritesSiteUtilities { accounts(first: 2) { nodes { sites(first: 10) { nodes { id title utilities { id } } } } } }`),
    );
    const site = sites.body.data!.accounts!.nodes.flatMap((a) => a.sites!.nodes).find((x) => x.utilities!.length > 0)!;
    expect(site, 'a seeded site served by a utility').toBeDefined();
    const days = 40 + Math.floor(Math.random() * 50);
    const r = await g.gql(
      graphql(`mutation GeoWritesSiteUtilityReread($site: ID!, $u: ID!, $days: Int!, $title: String) {
        a: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }
        b: utilityCustomUpdate(id: $u, input: { custom: { approvalDays: $days } }) { utility { id } }
        c: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }
      }`),
      { site: site.id, u: site.utilities![0].id, days, title: site.title },
    );
    expect(r.body.errors).toBeUndefined();
    const after = r.body.data!.c!.site!.utilities!.find((u) => u.id === site.utilities![0].id)!;
    expect(after.custom!.approvalDays).toBe(days);
  });

  it('UTIL-8: an unknown keyName is a userError on ["input", "custom", key] naming it', async () => {
    const r = await g.gql(UTIL, { id: utilityId, input: { custom: { wattage: 5 } } });
    expect(r.body.data!.utilityCustomUpdate!.utility).toBeNull();
    expect(r.body.data!.utilityCustomUpdate!.userErrors).toMatchObject([{ field: ['input', 'custom', 'wattage'], code: 'REJECTED' }]);
    expect(r.body.data!.utilityCustomUpdate!.userErrors[0].message).toContain('wattage');
  });
});
