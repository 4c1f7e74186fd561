/**
 * Key management through the gateway: `apiKeys` and `apiUsers` forward the caller's Basic credentials
 * (AUTH-1), never show a key (AUTH-6), carry `lastSeenAt` (AUTH-10), refuse non-superadmins (AUTH-5,
 * ERR-2) and fail without Basic credentials before any upstream call.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { basicHeader, demoBasic, useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { demoLogins } from '../../src/sandbox/auth/model.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

/** Posts an operation with the given headers (no x-api-key unless passed). */
const post = (query: string, headers: Record<string, string>, variables?: Record<string, unknown>) => g.gql(query, variables, { key: null, headers });

describe('key management (Basic auth forwarded)', () => {
  it("AUTH-1, AUTH-6: a superadmin lists company 1's keys with key_ ids and 4-character previews, never a key; 1 request with Basic", async () => {
    const r = await post(`{ apiKeys(companyId: 1) { id keyPreview name companyId createdAt } }`, demoBasic(0));
    expect(r.body.errors).toBeUndefined();
    const keys = r.body.data.apiKeys as { id: string; keyPreview: string; companyId: number }[];
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      expect(k.id).toMatch(/^key_/);
      expect(k.keyPreview).toHaveLength(4);
      expect(k.companyId).toBe(1);
    }
    expect(keys.some((k) => h.key1.endsWith(k.keyPreview))).toBe(true);
    // The key itself appears nowhere in the response.
    expect(r.text).not.toContain(h.key1);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/api-keys': 1 });
  });

  it('AUTH-10: API users carry lastSeenAt, which moves once a key is used; keys link their API user (one /api-users request)', async () => {
    // A data request with company 1's key marks its API user as seen (to the hour).
    await h.api('GET', '/users');
    await h.resetStats();
    const r = await post(
      `{ apiUsers(companyId: 1) { databaseId companyId email isActive lastSeenAt } apiKeys(companyId: 1) { id apiUser { databaseId lastSeenAt } } }`,
      demoBasic(0),
    );
    expect(r.body.errors).toBeUndefined();
    const users = r.body.data.apiUsers as { databaseId: number; lastSeenAt: string | null; isActive: boolean }[];
    const seen = users.find((u) => u.lastSeenAt);
    expect(seen).toBeDefined();
    const at = new Date(seen!.lastSeenAt!);
    expect(Math.abs(Date.now() - at.getTime())).toBeLessThan(3_600_000 + 60_000);
    const demoKey = (r.body.data.apiKeys as { apiUser: { databaseId: number } }[]).find((k) => k.apiUser?.databaseId === seen!.databaseId);
    expect(demoKey).toBeDefined();
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/api-keys': 1, 'GET /v1/api-users': 1 });
  });

  it('without companyId a superadmin sees every company it belongs to', async () => {
    const r = await post(`{ apiUsers { companyId } }`, demoBasic(0));
    expect(r.body.errors).toBeUndefined();
    expect(new Set(r.body.data.apiUsers.map((u: { companyId: number }) => u.companyId))).toEqual(new Set([1, 2]));
  });

  it('AUTH-5, ERR-2: a plain user gets FORBIDDEN (upstream 403), for keys and for API users', async () => {
    for (const field of ['apiKeys', 'apiUsers']) {
      const r = await post(`{ ${field}(companyId: 1) { ${field === 'apiKeys' ? 'id' : 'databaseId'} } }`, demoBasic(1));
      expect(r.body.data?.[field] ?? null).toBeNull();
      expect(r.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(r.body.errors?.[0]?.extensions?.upstream?.status).toBe(403);
    }
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/api-keys': 1, 'GET /v1/api-users': 1 });
  });

  it('ERR-2: a superadmin asking for a company it does not belong to gets FORBIDDEN', async () => {
    const r = await post(`{ apiKeys(companyId: 99) { id } }`, demoBasic(0));
    expect(r.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('no Basic credentials (an API key alone does not do): UNAUTHENTICATED, HTTP 401, zero upstream calls', async () => {
    const r = await post(`{ apiKeys { id } }`, { 'x-api-key': h.key1 });
    expect(r.status).toBe(401);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(r.text).not.toContain(h.key1);
    expect((await h.stats()).total).toBe(0);
  });

  it('wrong Basic credentials: the upstream 401 becomes UNAUTHENTICATED without echoing them', async () => {
    const header = basicHeader(demoLogins[0]!.email, 'wrong-password');
    const r = await post(`{ apiUsers { databaseId } }`, { authorization: header });
    expect(r.status).toBe(401);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(r.text).not.toContain(header.slice(6));
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/api-users': 1 });
  });

  it('Basic credentials are not sent to data endpoints: a data query with Basic only and no key is UNAUTHENTICATED, zero calls', async () => {
    const r = await post(`{ roles { name } }`, demoBasic(0));
    expect(r.status).toBe(401);
    expect((await h.stats()).total).toBe(0);
  });
});
