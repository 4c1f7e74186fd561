import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../helpers/wait.js';
import { apiUsersTable } from '../../src/sandbox/auth/model.js';

const h = useSandbox({ sizes: { accounts: 30, projects: 40, opportunities: 10, workOrders: 20, calls: 20 } });

const address = (n: number) => [`${n} Main St, Denver, CO 80202`];
let seq = 0;
const uniqueTitle = (base: string) => `${base} ${Date.now()}-${++seq}`;

async function newContact(name: string, extra: Record<string, unknown> = {}) {
  const res = await h.api('POST', '/contacts', { body: { name, ...extra } });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

async function newAccount(body: Record<string, unknown>, query = '') {
  return h.api('POST', `/accounts${query}`, { body: { title: uniqueTitle('Acct'), address: address(100 + seq), ...body } });
}

describe('accounts', () => {
  it('ACC-1: contacts only with include_contacts=true', async () => {
    const plain = await h.api('GET', '/accounts/10001');
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('contacts');
    const withContacts = await h.api('GET', '/accounts/10001?include_contacts=true');
    expect(Array.isArray(withContacts.body.contacts)).toBe(true);
    expect(withContacts.body.contacts.length).toBeGreaterThan(0);
    const list = await h.api('GET', '/accounts?page_size=5');
    expect(list.body.every((a: object) => !('contacts' in a))).toBe(true);
    const listWith = await h.api('GET', '/accounts?page_size=5&include_contacts=true');
    expect(listWith.body.every((a: { contacts?: unknown[] }) => Array.isArray(a.contacts))).toBe(true);
  });

  it('ACC-2: POST and PATCH responses always include contacts', async () => {
    const created = await newAccount({});
    expect(created.status).toBe(201);
    expect(created.body.contacts).toEqual([]);
    const patched = await h.api('PATCH', `/accounts/${created.body.id}`, { body: { description: 'x' } });
    expect(patched.status).toBe(200);
    expect(patched.body.contacts).toEqual([]);
  });

  it('ACC-3: the primary contact comes first and is the only one with isPrimary', async () => {
    const [a, b, c] = [await newContact('Ann Able'), await newContact('Ben Baker'), await newContact('Cy Cole')];
    const created = await newAccount({ contacts: [b.id, a.id, c.id] });
    expect(created.body.contacts.map((x: { id: number }) => x.id)).toEqual([b.id, a.id, c.id]);
    expect(created.body.contacts.map((x: { isPrimary: boolean }) => x.isPrimary)).toEqual([true, false, false]);
    const patched = await h.api('PATCH', `/accounts/${created.body.id}`, { body: { contacts: [c.id, b.id] } });
    expect(patched.body.contacts.map((x: { id: number }) => x.id)).toEqual([c.id, b.id]);
    expect(patched.body.contacts.filter((x: { isPrimary: boolean }) => x.isPrimary)).toHaveLength(1);
    expect(patched.body.contacts[0]).toMatchObject({ id: c.id, name: 'Cy Cole', isPrimary: true, emails: [], phones: [], title: null, description: null });
  });

  it('ACC-4: at most 20 contacts in an account response', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push((await newContact(`Bulk Person ${i}`)).id);
    const created = await newAccount({ contacts: ids });
    expect(created.body.contacts).toHaveLength(20);
    expect(created.body.contacts[0].id).toBe(ids[0]);
    const got = await h.api('GET', `/accounts/${created.body.id}?include_contacts=true`);
    expect(got.body.contacts).toHaveLength(20);
  });

  it('ACC-6: POST /accounts requires title and a single-element address', async () => {
    const noTitle = await h.api('POST', '/accounts', { body: { address: address(1) } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.field).toBe('title');
    const noAddress = await h.api('POST', '/accounts', { body: { title: 'No address' } });
    expect(noAddress.body.field).toBe('address');
    const stringAddress = await h.api('POST', '/accounts', { body: { title: 'Bad', address: '1 Main St' } });
    expect(stringAddress.status).toBe(400);
    expect(stringAddress.body.field).toBe('address');
    const twoAddresses = await h.api('POST', '/accounts', { body: { title: 'Bad', address: ['1 Main St', '2 Main St'] } });
    expect(twoAddresses.status).toBe(400);
    expect(twoAddresses.body.field).toBe('address');
  });

  it('ACC-7: contacts on POST are existing contact ids, the first the primary; unknown ids are a 400', async () => {
    const a = await newContact('Dee Dunn', { emails: ['dee@example.com'], phones: ['+13035550101'] });
    const created = await newAccount({ contacts: [a.id] });
    expect(created.status).toBe(201);
    expect(created.body.contacts[0]).toMatchObject({ id: a.id, isPrimary: true });
    // The primary contact's email and phone become the account's.
    expect(created.body.primaryEmail).toBe('dee@example.com');
    const contact = await h.api('GET', `/contacts/${a.id}`);
    expect(contact.body.accounts).toContainEqual({ id: created.body.id, title: created.body.title });
    const bad = await newAccount({ contacts: [a.id, 999999] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('contacts');
    const notIds = await newAccount({ contacts: [{ name: 'inline' }] });
    expect(notIds.status).toBe(400);
  });

  it('ACC-8: primaryEmail or primaryPhone without contacts creates or matches a contact', async () => {
    const email = `auto.${Date.now()}@example.com`;
    const first = await newAccount({ primaryEmail: email });
    expect(first.status).toBe(201);
    expect(first.body.contacts).toHaveLength(1);
    expect(first.body.contacts[0]).toMatchObject({ emails: [email], isPrimary: true });
    const second = await newAccount({ primaryEmail: email.toUpperCase() });
    expect(second.body.contacts[0].id).toBe(first.body.contacts[0].id);
    const byPhone = await newAccount({ primaryPhone: '(720) 555-0199' });
    const samePhone = await newAccount({ primaryPhone: '+1 720 555 0199' });
    expect(samePhone.body.contacts[0].id).toBe(byPhone.body.contacts[0].id);
    // With contacts given, no contact is made from the email.
    const c = await newContact('Explicit Person');
    const explicit = await newAccount({ primaryEmail: `other.${Date.now()}@example.com`, contacts: [c.id] });
    expect(explicit.body.contacts.map((x: { id: number }) => x.id)).toEqual([c.id]);
  });

  it('ACC-9: match_by with skip (default), replace and enrich; 201 created, 200 matched', async () => {
    const title = uniqueTitle('Match Co');
    const created = await h.api('POST', '/accounts', { body: { title, address: address(9), description: 'original' } });
    expect(created.status).toBe(201);
    const skipped = await h.api('POST', '/accounts', { body: { title: `  ${title.toUpperCase()} `, address: address(10), description: 'ignored' } });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ id: created.body.id, description: 'original', address: address(9) });
    expect(skipped.body.contacts).toEqual([]);
    const enriched = await h.api('POST', '/accounts?match_found_strategy=enrich', {
      body: { title, address: address(11), description: 'not applied', accountType: 'COMMERCIAL' },
    });
    expect(enriched.status).toBe(200);
    expect(enriched.body).toMatchObject({ id: created.body.id, description: 'original', accountType: 'COMMERCIAL', address: address(9) });
    const replaced = await h.api('POST', '/accounts?match_found_strategy=replace', { body: { title, address: address(12), description: 'replaced' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, description: 'replaced', address: address(12) });
    const email = `match.${Date.now()}@example.com`;
    const byEmail = await newAccount({ primaryEmail: email });
    const again = await h.api('POST', '/accounts?match_by=primaryEmail', { body: { title: 'Other title', address: address(13), primaryEmail: email } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(byEmail.body.id);
    const byAddress = await h.api('POST', '/accounts?match_by=address', { body: { title: 'Whoever', address: address(12) } });
    expect(byAddress.body.id).toBe(created.body.id);
    const fresh = await h.api('POST', '/accounts?match_by=primaryEmail', {
      body: { title, address: address(14), primaryEmail: `new.${Date.now()}@example.com` },
    });
    expect(fresh.status).toBe(201);
    const badStrategy = await h.api('POST', '/accounts?match_found_strategy=merge', { body: { title, address: address(14) } });
    expect(badStrategy.status).toBe(400);
    expect(badStrategy.body.field).toBe('match_found_strategy');
  });

  it('ACC-10: allow_new_options gates new dropdown options in custom; unknown keys are a 400', async () => {
    const option = `Billboard ${Date.now()}`;
    const denied = await newAccount({ custom: { leadSource: option } });
    expect(denied.status).toBe(400);
    expect(denied.body.field).toBe('custom.leadSource');
    const allowed = await newAccount({ custom: { leadSource: option } }, '?allow_new_options=true');
    expect(allowed.status).toBe(201);
    expect(allowed.body.custom).toEqual({ leadSource: option });
    // The option exists now, so it needs no permission any more.
    const reused = await newAccount({ custom: { leadSource: option } });
    expect(reused.status).toBe(201);
    const unknown = await newAccount({ custom: { favouriteColour: 'blue' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('custom.favouriteColour');
    const wrongType = await newAccount({ custom: { taxExempt: 'yes' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('custom.taxExempt');
    const patchDenied = await h.api('PATCH', `/accounts/${allowed.body.id}`, { body: { title: 'Changed', custom: { leadSource: `${option} 2` } } });
    expect(patchDenied.status).toBe(400);
    // A rejected PATCH changes nothing (updates are atomic).
    expect((await h.api('GET', `/accounts/${allowed.body.id}`)).body.title).toBe(allowed.body.title);
    const cleared = await h.api('PATCH', `/accounts/${allowed.body.id}`, { body: { custom: { leadSource: null, taxExempt: true } } });
    expect(cleared.body.custom).toEqual({ taxExempt: true });
  });

  it('ACC-11: updatedAt moves on any change (custom too); createdBy and updatedBy', async () => {
    const apiUser = apiUsersTable(h.sandbox.ctx.db).all(1)[0];
    const created = await newAccount({});
    expect(created.body.createdBy).toMatchObject({ id: apiUser.id, email: apiUser.email });
    expect(created.body.updatedBy).toBeNull();
    expect(created.body.updatedAt).toBe(created.body.createdAt);
    // A change within the same millisecond could not move updatedAt: wait for the clock to pass it.
    await waitFor(() => Date.now() > Date.parse(created.body.updatedAt), 1000, 'the next millisecond');
    const same = await h.api('PATCH', `/accounts/${created.body.id}`, { body: { title: created.body.title } });
    expect(same.body.updatedAt).toBe(created.body.updatedAt);
    expect(same.body.updatedBy).toBeNull();
    const custom = await h.api('PATCH', `/accounts/${created.body.id}`, { body: { custom: { referralCode: 'R-1' } } });
    expect(Date.parse(custom.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt));
    expect(custom.body.updatedBy).toMatchObject({ id: apiUser.id });
    // Seeded records: some were created by a non-user actor, some never edited.
    const all = (await h.api('GET', '/accounts?page_size=100&include_archived=true')).body as {
      createdBy: unknown;
      updatedBy: unknown;
      createdAt: string;
      updatedAt: string;
    }[];
    expect(all.some((a) => a.createdBy === null)).toBe(true);
    expect(all.filter((a) => a.updatedBy === null && a.updatedAt === a.createdAt).length).toBeGreaterThan(0);
  });

  it('ACC-12: POST /accounts error bodies carry code UNAUTHORIZED (400 and 401)', async () => {
    const bad = await h.api('POST', '/accounts', { body: { title: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'UNAUTHORIZED', field: 'title' });
    const noKey = await h.api('POST', '/accounts', { key: null, body: { title: 'x', address: address(1) } });
    expect(noKey.status).toBe(401);
    expect(noKey.body.code).toBe('UNAUTHORIZED');
    const notJson = await h.api('POST', '/accounts', { body: [1, 2] });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('UNAUTHORIZED');
  });

  it('ARCH-1: PATCH isActive=false archives; archived accounts leave lists and need include_archived', async () => {
    const created = await newAccount({});
    const id = created.body.id;
    const archived = await h.api('PATCH', `/accounts/${id}`, { body: { isActive: false } });
    expect(archived.body.isActive).toBe(false);
    expect((await h.api('GET', `/accounts/${id}`)).status).toBe(404);
    expect((await h.api('GET', `/accounts/${id}?include_archived=true`)).body.isActive).toBe(false);
    const listed = (await h.api('GET', `/accounts?page_size=100&title=${encodeURIComponent(created.body.title)}`)).body;
    expect(listed).toEqual([]);
    const withArchived = (await h.api('GET', `/accounts?page_size=100&include_archived=true&title=${encodeURIComponent(created.body.title)}`)).body;
    expect(withArchived.map((a: { id: number }) => a.id)).toEqual([id]);
    const restored = await h.api('PATCH', `/accounts/${id}`, { body: { isActive: true } });
    expect(restored.body.isActive).toBe(true);
    expect((await h.api('GET', `/accounts/${id}`)).status).toBe(200);
  });

  it('PATH-1: /clients/:id and /requests keep working', async () => {
    const canonical = await h.api('GET', '/accounts/10001');
    const alias = await h.api('GET', '/clients/10001');
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(canonical.body);
    const requests = await h.api('GET', '/requests?page_size=3');
    expect(requests.status).toBe(200);
    expect(requests.body).toEqual((await h.api('GET', '/opportunities?page_size=3')).body);
    const created = await h.api('POST', '/clients', { body: { title: uniqueTitle('Alias'), address: address(77) } });
    expect(created.status).toBe(201);
    expect((await h.api('GET', `/accounts/${created.body.id}`)).status).toBe(200);
  });

  it("AUTH-12: company 2's key gets 404 on company 1's account and cannot change it", async () => {
    expect((await h.api('GET', '/accounts/10001', { key: h.key2 })).status).toBe(404);
    const patch = await h.api('PATCH', '/accounts/10001', { key: h.key2, body: { title: 'Hijacked' } });
    expect(patch.status).toBe(404);
    expect((await h.api('DELETE', '/accounts/10001', { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', '/accounts/10001')).body.title).not.toBe('Hijacked');
    const list2 = (await h.api('GET', '/accounts?page_size=100&include_archived=true', { key: h.key2 })).body as { id: number }[];
    expect(list2.length).toBeGreaterThan(0);
    expect(list2.some((a) => a.id === 10001)).toBe(false);
    const contactOf1 = (await h.api('GET', '/accounts/10001?include_contacts=true')).body.contacts[0].id;
    expect((await h.api('GET', `/contacts/${contactOf1}`, { key: h.key2 })).status).toBe(404);
    const borrowed = await h.api('POST', '/accounts', { key: h.key2, body: { title: 'Borrow', address: address(5), contacts: [contactOf1] } });
    expect(borrowed.status).toBe(400);
  });

  it('ERR-1: a 400 carries message, the endpoint code and field', async () => {
    const res = await h.api('PATCH', '/accounts/10001', { body: { title: 5 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), code: 'NOT_FOUND', field: 'title' });
    const page = await h.api('GET', '/accounts?page=0');
    expect(page.body).toMatchObject({ field: 'page', code: 'UNAUTHORIZED' });
    const id = await h.api('GET', '/accounts/abc');
    expect(id.body).toMatchObject({ field: 'accountId' });
  });

  it('LIST-1: account lists page from 1 with page_size up to 100, without overlap', async () => {
    const p1 = (await h.api('GET', '/accounts?page_size=7&page=1')).body as { id: number }[];
    const p2 = (await h.api('GET', '/accounts?page_size=7&page=2')).body as { id: number }[];
    expect(p1).toHaveLength(7);
    expect(p2.length).toBeGreaterThan(0);
    expect(p1.some((a) => p2.some((b) => b.id === a.id))).toBe(false);
    expect((await h.api('GET', '/accounts?page_size=101')).status).toBe(400);
    expect((await h.api('GET', '/accounts?page=0')).status).toBe(400);
  });

  it('lists filter by q, field search, updated window and order', async () => {
    const a = (await h.api('GET', '/accounts/10001?include_contacts=true')).body;
    const byTitle = (await h.api('GET', `/accounts?title=${encodeURIComponent(a.title.slice(0, 6).toLowerCase())}`)).body as { id: number }[];
    expect(byTitle.map((x) => x.id)).toContain(10001);
    const byName = (await h.api('GET', `/accounts?page_size=100&primaryName=${encodeURIComponent(a.contacts[0].name)}`)).body as { id: number }[];
    expect(byName.map((x) => x.id)).toContain(10001);
    const byPhone = (await h.api('GET', `/accounts?page_size=100&primaryPhone=${encodeURIComponent(a.primaryPhone.slice(2))}`)).body as { id: number }[];
    expect(byPhone.map((x) => x.id)).toContain(10001);
    const q = (await h.api('GET', `/accounts?page_size=100&q=${encodeURIComponent(a.address[0].split(',')[1].trim())}`)).body as { address: string[] }[];
    expect(q.length).toBeGreaterThan(0);
    const after = (await h.api('GET', `/accounts?page_size=100&updated_after=${encodeURIComponent(a.updatedAt)}`)).body as { updatedAt: string }[];
    expect(after.every((x) => x.updatedAt > a.updatedAt)).toBe(true);
    const asc = (await h.api('GET', '/accounts?page_size=100&order_by=asc')).body as { createdAt: string }[];
    expect(asc.map((x) => x.createdAt)).toEqual([...asc.map((x) => x.createdAt)].sort());
    const desc = (await h.api('GET', '/accounts?page_size=100')).body as { createdAt: string }[];
    expect(desc.map((x) => x.createdAt)).toEqual([...desc.map((x) => x.createdAt)].sort().reverse());
  });

  it('DELETE /accounts/:id removes the account and its sites', async () => {
    const created = await newAccount({});
    const sites = (await h.api('GET', `/sites?accountId=${created.body.id}`)).body as { id: number }[];
    expect(sites).toHaveLength(1);
    expect((await h.api('DELETE', `/accounts/${created.body.id}`)).status).toBe(200);
    expect((await h.api('GET', `/accounts/${created.body.id}?include_archived=true`)).status).toBe(404);
    expect((await h.api('GET', `/sites/${sites[0].id}`)).status).toBe(404);
  });
});

describe('contacts', () => {
  it('creates, reads, lists by q, updates and deletes a contact', async () => {
    const name = `Quinn Contact ${Date.now()}`;
    const created = await h.api('POST', '/contacts', {
      body: { name, emails: ['quinn@example.com'], phones: ['+13035550123'], title: 'CFO', accountIds: [10001] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, title: 'CFO', accounts: [{ id: 10001 }] });
    const account = await h.api('GET', '/accounts/10001?include_contacts=true');
    expect(account.body.contacts.map((c: { id: number }) => c.id)).toContain(created.body.id);
    const found = (await h.api('GET', `/contacts?q=${encodeURIComponent('quinn contact')}&page_size=100`)).body as { id: number }[];
    expect(found.map((c) => c.id)).toContain(created.body.id);
    const patched = await h.api('PATCH', `/contacts/${created.body.id}`, { body: { title: 'CEO', accountIds: [] } });
    expect(patched.body).toMatchObject({ title: 'CEO', accounts: [] });
    const noName = await h.api('POST', '/contacts', { body: { emails: [] } });
    expect(noName.status).toBe(400);
    expect(noName.body.field).toBe('name');
    expect((await h.api('DELETE', `/contacts/${created.body.id}`)).status).toBe(200);
    expect((await h.api('GET', `/contacts/${created.body.id}`)).status).toBe(404);
  });
});
