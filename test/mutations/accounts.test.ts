/**
 * Account writes through GraphQL: input rules checked before any REST call (ACC-6: zero upstream
 * requests), upstream 400s as userErrors with the GraphQL input path, fresh payloads (ACC-2), the
 * match options (ACC-9) and archiving (ARCH-1), each checked with a follow-up query.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const CREATE = graphql(`mutation AccountWritesCreate($input: AccountCreateInput!) {
  accountCreate(input: $input) {
    matchedExisting
    account { id databaseId title address isActive contacts { name isPrimary } }
    userErrors { message field code }
  }
}`);

describe('accountCreate', () => {
  it('ACC-6: a blank title and a blank address are refused with their paths and zero upstream requests', async () => {
    const r = await g.gql(CREATE, { input: { title: '  ', address: '' } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.accountCreate!.account).toBeNull();
    expect(r.body.data!.accountCreate!.userErrors).toEqual([
      { message: 'title is required', field: ['input', 'title'], code: 'REQUIRED' },
      { message: 'address is required', field: ['input', 'address'], code: 'REQUIRED' },
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('ACC-2, ACC-8: the payload shows the new account with the contact made from primaryEmail; a follow-up query reads it', async () => {
    const r = await g.gql(CREATE, {
      input: { title: 'Mesa Verde Dental', address: '1200 Main St, Durango, CO 81301', primaryEmail: 'office@mesaverde.example' },
    });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.accountCreate!;
    expect(p.userErrors).toEqual([]);
    expect(p.matchedExisting).toBe(false);
    expect(p.account).toMatchObject({ title: 'Mesa Verde Dental', address: ['1200 Main St, Durango, CO 81301'], isActive: true });
    expect(p.account!.contacts).toHaveLength(1);
    expect(p.account!.contacts![0].isPrimary).toBe(true);
    // Only the write: the payload's contacts come from the POST answer (ACC-2), not a second read.
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/accounts': 1 });

    const again = await g.gql(graphql(`query AccountWritesNode($id: ID!) { node(id: $id) { ... on Account { title primaryEmail } } }`), { id: p.account!.id });
    expect(again.body.data!.node).toEqual({ title: 'Mesa Verde Dental', primaryEmail: 'office@mesaverde.example' });
  });

  it('ACC-9: a second create with the same title matches the existing account (SKIP) instead of creating one', async () => {
    const first = await g.gql(CREATE, { input: { title: 'Aspen Ridge HOA', address: '10 Ridge Rd, Aspen, CO' } });
    const second = await g.gql(CREATE, { input: { title: 'aspen ridge hoa', address: 'elsewhere' } });
    expect(second.body.data!.accountCreate!.matchedExisting).toBe(true);
    expect(second.body.data!.accountCreate!.account!.databaseId).toBe(first.body.data!.accountCreate!.account!.databaseId);
    expect(second.body.data!.accountCreate!.account!.address).toEqual(['10 Ridge Rd, Aspen, CO']);
  });

  it('ACC-10: an upstream 400 (unknown custom key) becomes a userError with the field under input', async () => {
    const r = await g.gql(CREATE, { input: { title: 'Custom Co', address: '1 A St', custom: { noSuchProperty: 1 } } });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.accountCreate!;
    expect(p.account).toBeNull();
    expect(p.userErrors).toHaveLength(1);
    expect(p.userErrors[0].code).toBe('REJECTED');
    expect(p.userErrors[0].field?.[0]).toBe('input');
    expect(p.userErrors[0].message).toMatch(/noSuchProperty|custom/);
    expect(r.text).not.toContain('127.0.0.1');
  });

  it('a write with a missing key is a top-level UNAUTHENTICATED error, not a userError', async () => {
    const r = await g.gql(CREATE, { input: { title: 'X', address: 'Y' } }, { key: null });
    expect(r.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.stats()).total).toBe(0);
  });
});

describe('accountUpdate', () => {
  it('ARCH-1: isActive false archives the account; the payload and a follow-up read show it archived', async () => {
    const list = await g.gql(graphql(`query AccountWritesFirstAccount { accounts(first: 1) { nodes { id title } } }`));
    const { id, title } = list.body.data!.accounts!.nodes[0];
    const r = await g.gql(
      graphql(
        `mutation AccountWritesArchive($id: ID!) { accountUpdate(id: $id, input: { isActive: false, description: "closed" }) { account { isActive description title } userErrors { field } } }`,
      ),
      { id },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.accountUpdate).toEqual({ account: { isActive: false, description: 'closed', title }, userErrors: [] });
    const after = await g.gql(graphql(`query AccountWritesIsActive($id: ID!) { account(id: $id) { isActive } }`), { id });
    expect(after.body.data!.account!.isActive).toBe(false);
    await g.gql(graphql(`mutation AccountWritesRestore($id: ID!) { accountUpdate(id: $id, input: { isActive: true }) { account { isActive } } }`), { id });
  });

  it('an unknown account id is a NOT_FOUND userError on `id`', async () => {
    const r = await g.gql(
      `mutation { accountUpdate(id: "${Buffer.from('Account:999999').toString('base64')}", input: { title: "Nope" }) { account { id } userErrors { field code } } }`,
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.accountUpdate).toEqual({ account: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
  });
});
