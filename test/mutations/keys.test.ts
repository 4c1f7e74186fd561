/**
 * Key issuance and management writes through the gateway with the caller's Basic credentials (AUTH-1):
 * a key shown once (AUTH-6), deleted keys stop working at once (AUTH-7), archiving an API user deletes its
 * keys (AUTH-8) and issuing again reactivates it (AUTH-9), superadmins only (AUTH-5, ERR-2), malformed
 * company ids refused before any call (AUTH-3). Each is checked with a follow-up query.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demoBasic, useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { demoLogins } from '../../src/sandbox/auth/model.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

/** Posts an operation with the given headers (no x-api-key unless passed). */
const post = (query: string, headers: Record<string, string>, variables?: Record<string, unknown>) => g.gql(query, variables, { key: null, headers });
const CREATE = `mutation ($input: ApiKeyCreateInput) { apiKeyCreate(input: $input) { apiKey { token companyId email apiUserId apiUserDatabaseId } userErrors { message field code } } }`;
const DELETE = `mutation ($id: ID!, $companyId: Int) { apiKeyDelete(id: $id, companyId: $companyId) { deletedApiKeyId userErrors { message field code } } }`;
const ARCHIVE = `mutation ($id: ID!, $companyId: Int) { apiUserArchive(id: $id, companyId: $companyId) { apiUser { id databaseId isActive } userErrors { message field code } } }`;
/** The deprecated form, by REST id, that older clients send. */
const ARCHIVE_BY_REST_ID = `mutation ($id: Int!, $companyId: Int) { apiUserArchive(databaseId: $id, companyId: $companyId) { apiUser { databaseId isActive } userErrors { message field code } } }`;
const KEYS = `{ apiKeys(companyId: 1) { id keyPreview apiUser { id databaseId } } apiUsers(companyId: 1) { id databaseId isActive } }`;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** Whether a key reads data through the gateway. */
async function works(token: string): Promise<boolean> {
  const r = await g.gql(`{ accounts(first: 1) { nodes { id } } }`, {}, { key: token });
  if (r.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') return false;
  expect(r.body.errors).toBeUndefined();
  return true;
}

describe('apiKeyCreate', () => {
  it('AUTH-1, AUTH-6: issues a key with the Basic credentials (1 POST); the key works, and lists show its last 4 characters only', async () => {
    const r = await post(CREATE, demoBasic(1), { input: { companyId: 1 } });
    expect(r.body.errors).toBeUndefined();
    const key = r.body.data.apiKeyCreate.apiKey;
    expect(key).toMatchObject({ companyId: 1, email: demoLogins[1]!.email });
    expect(key.token.length).toBeGreaterThan(8);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/api-keys': 1 });
    expect(await works(key.token)).toBe(true);

    const listed = await post(KEYS, demoBasic(0));
    const mine = listed.body.data.apiKeys.filter((k: { keyPreview: string }) => key.token.endsWith(k.keyPreview));
    expect(mine.length).toBeGreaterThan(0);
    expect(listed.text).not.toContain(key.token);
  });

  it("AUTH-4: without companyId the login's first non-collaborator company is used", async () => {
    const r = await post(CREATE, demoBasic(0), {});
    expect(r.body.data.apiKeyCreate.apiKey.companyId).toBe(1);
  });

  it('AUTH-3: a malformed company id is refused before any call; a company the login is not in is FORBIDDEN', async () => {
    const bad = await post(CREATE, demoBasic(1), { input: { companyId: 0 } });
    expect(bad.body.data.apiKeyCreate).toMatchObject({ apiKey: null, userErrors: [{ field: ['input', 'companyId'], code: 'INVALID' }] });
    expect((await h.stats()).total).toBe(0);
    const other = await post(CREATE, demoBasic(1), { input: { companyId: 2 } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(other.body.data?.apiKeyCreate ?? null).toBeNull();
  });

  it('without Basic credentials the write is UNAUTHENTICATED before any call; the x-api-key alone does not issue keys', async () => {
    const r = await post(CREATE, { 'x-api-key': h.key1 }, {});
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.stats()).total).toBe(0);
  });
});

describe('apiKeyDelete and apiUserArchive (superadmins)', () => {
  it('AUTH-7: a deleted key stops working at once; a follow-up apiKeys no longer lists it', async () => {
    const token = (await post(CREATE, demoBasic(0), { input: { companyId: 1 } })).body.data.apiKeyCreate.apiKey.token as string;
    expect(await works(token)).toBe(true);
    const listed = await post(KEYS, demoBasic(0));
    const keyId = listed.body.data.apiKeys.find((k: { keyPreview: string }) => token.endsWith(k.keyPreview)).id;
    await h.resetStats();
    const r = await post(DELETE, demoBasic(0), { id: keyId, companyId: 1 });
    expect(r.body.data.apiKeyDelete).toEqual({ deletedApiKeyId: keyId, userErrors: [] });
    expect((await h.stats()).byRoute).toEqual({ 'DELETE /v1/api-keys/:keyId': 1 });
    expect(await works(token)).toBe(false);
    const after = await post(KEYS, demoBasic(0));
    expect(after.body.data.apiKeys.map((k: { id: string }) => k.id)).not.toContain(keyId);
    expect(await works(h.key1)).toBe(true);
  });

  it('AUTH-5, ERR-2: a non-superadmin gets a top-level FORBIDDEN from delete and archive, and nothing changes', async () => {
    const listed = await post(KEYS, demoBasic(0));
    const keyId = listed.body.data.apiKeys[0].id;
    const del = await post(DELETE, demoBasic(1), { id: keyId });
    expect(del.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(del.body.data?.apiKeyDelete ?? null).toBeNull();
    const arch = await post(ARCHIVE, demoBasic(1), { id: listed.body.data.apiUsers[0].id });
    expect(arch.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await post(KEYS, demoBasic(0))).body.data).toEqual(listed.body.data);
  });

  it('a malformed key id or company id is refused before any call; an unknown key is a NOT_FOUND userError on id', async () => {
    const bad = await post(DELETE, demoBasic(0), { id: 'sk_live_abc', companyId: -1 });
    expect(bad.body.data.apiKeyDelete).toMatchObject({
      deletedApiKeyId: null,
      userErrors: [
        { field: ['id'], code: 'INVALID' },
        { field: ['companyId'], code: 'INVALID' },
      ],
    });
    expect((await h.stats()).total).toBe(0);
    const missing = await post(DELETE, demoBasic(0), { id: 'key_0000000000' });
    expect(missing.body.data.apiKeyDelete.userErrors).toMatchObject([{ field: ['id'], code: 'NOT_FOUND' }]);
  });

  it('AUTH-8, AUTH-9: archiving an API user deletes its keys and deactivates it; its creator issuing again reactivates it', async () => {
    const issued = (await post(CREATE, demoBasic(1), { input: { companyId: 1 } })).body.data.apiKeyCreate.apiKey;
    const second = (await post(CREATE, demoBasic(1), { input: { companyId: 1 } })).body.data.apiKeyCreate.apiKey;
    expect(second.apiUserId).toBe(issued.apiUserId);
    // The issued key names its API user by the global id `apiUsers` lists (a client cache's key for it),
    // and by its REST id as `apiUserDatabaseId`.
    expect(issued.apiUserId).toBe(gid('ApiUser', issued.apiUserDatabaseId));
    const listed = (await post(KEYS, demoBasic(0))).body.data.apiUsers.find((u: { id: string }) => u.id === issued.apiUserId);
    expect(listed.databaseId).toBe(issued.apiUserDatabaseId);
    await h.resetStats();
    // The payload's apiUserId is what apiUserArchive takes, as is.
    const r = await post(ARCHIVE, demoBasic(0), { id: issued.apiUserId, companyId: 1 });
    expect(r.body.data.apiUserArchive).toEqual({ apiUser: { id: issued.apiUserId, databaseId: issued.apiUserDatabaseId, isActive: false }, userErrors: [] });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/api-users/:userId/archive': 1 });
    expect(await works(issued.token)).toBe(false);
    expect(await works(second.token)).toBe(false);
    const after = await post(KEYS, demoBasic(0));
    expect(after.body.data.apiUsers.find((u: { id: string }) => u.id === issued.apiUserId).isActive).toBe(false);
    expect(after.body.data.apiKeys.filter((k: { apiUser: { databaseId: number } | null }) => k.apiUser?.databaseId === issued.apiUserDatabaseId)).toEqual([]);

    const again = (await post(CREATE, demoBasic(1), { input: { companyId: 1 } })).body.data.apiKeyCreate.apiKey;
    expect(again.apiUserId).toBe(issued.apiUserId);
    expect(await works(again.token)).toBe(true);
    const reactivated = await post(KEYS, demoBasic(0));
    expect(reactivated.body.data.apiUsers.find((u: { id: string }) => u.id === issued.apiUserId).isActive).toBe(true);
  });

  it('an unknown API user is a NOT_FOUND userError on the argument that named it (id, or the deprecated databaseId)', async () => {
    const r = await post(ARCHIVE, demoBasic(0), { id: gid('ApiUser', 999999) });
    expect(r.body.data.apiUserArchive).toMatchObject({ apiUser: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
    const old = await post(ARCHIVE_BY_REST_ID, demoBasic(0), { id: 999999 });
    expect(old.body.data.apiUserArchive).toMatchObject({ apiUser: null, userErrors: [{ field: ['databaseId'], code: 'NOT_FOUND' }] });
  });

  it('the deprecated databaseId still archives; with id as well, or with neither, it is a userError before any call', async () => {
    const issued = (await post(CREATE, demoBasic(1), { input: { companyId: 1 } })).body.data.apiKeyCreate.apiKey;
    await h.resetStats();
    const both = await post(
      `mutation ($id: ID!, $n: Int) { apiUserArchive(id: $id, databaseId: $n) { apiUser { id } userErrors { field code } } }`,
      demoBasic(0),
      {
        id: issued.apiUserId,
        n: issued.apiUserDatabaseId,
      },
    );
    expect(both.body.data.apiUserArchive).toEqual({ apiUser: null, userErrors: [{ field: ['databaseId'], code: 'EXCLUSIVE' }] });
    const neither = await post(`mutation { apiUserArchive { apiUser { id } userErrors { field code } } }`, demoBasic(0));
    expect(neither.body.data.apiUserArchive).toEqual({ apiUser: null, userErrors: [{ field: ['id'], code: 'REQUIRED' }] });
    const wrongType = await post(ARCHIVE, demoBasic(0), { id: gid('Account', issued.apiUserDatabaseId) });
    expect(wrongType.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await h.stats()).total).toBe(0);
    const old = await post(ARCHIVE_BY_REST_ID, demoBasic(0), { id: issued.apiUserDatabaseId, companyId: 1 });
    expect(old.body.data.apiUserArchive).toEqual({ apiUser: { databaseId: issued.apiUserDatabaseId, isActive: false }, userErrors: [] });
  });
});
