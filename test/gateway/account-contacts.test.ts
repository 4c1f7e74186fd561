/**
 * ACC-1: an account read carries its contacts (`include_contacts=true`) only when the operation may show
 * them; otherwise the upstream writes, and the gateway parses, an answer without them. Either way one
 * request per account.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 8, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const accountUrls = async () => (await h.stats()).requests.map((r) => r.url).filter((u) => u.startsWith('/v1/accounts'));

describe('account reads and their contacts (ACC-1)', () => {
  it('an account without contact fields is read without include_contacts', async () => {
    const rest = (await h.api('GET', '/accounts/10001')).body as { title: string; primaryPhone: string | null };
    await h.resetStats();
    const r = await g.gql(graphql(`query AccountContactsNone($id: Int!) { account(databaseId: $id) { title primaryPhone } }`), { id: 10001 });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.account).toEqual({ title: rest.title, primaryPhone: rest.primaryPhone });
    expect(await accountUrls()).toEqual(['/v1/accounts/10001?include_archived=true']);
  });

  it('contacts named only in a comment, a string or an operation name are not read; an aliased field is', async () => {
    const plain = await g.gql(`# contacts, primaryContact
      query ShowContactsLater { account(databaseId: 10001) { title customProperty(keyName: "contacts") } }`);
    expect(plain.body.errors).toBeUndefined();
    expect(await accountUrls()).toEqual(['/v1/accounts/10001?include_archived=true']);
    await h.resetStats();
    const aliased = await g.gql(`{ account(databaseId: 10001) { people: contacts { name } } }`);
    expect(aliased.body.errors).toBeUndefined();
    expect(aliased.body.data.account.people.length).toBeGreaterThan(0);
    expect(await accountUrls()).toEqual(['/v1/accounts/10001?include_archived=true&include_contacts=true']);
  });

  it('contacts and primaryContact come with the same one read (include_contacts=true)', async () => {
    const rest = (await h.api('GET', '/accounts/10001?include_contacts=true')).body as { contacts: { id: number }[] };
    await h.resetStats();
    const r = await g.gql(graphql(`query AccountContactsBoth($id: Int!) { account(databaseId: $id) { title contacts { name } primaryContact { name } } }`), {
      id: 10001,
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.account!.contacts).toHaveLength(rest.contacts.length);
    expect(rest.contacts.length).toBeGreaterThan(0);
    expect(r.body.data!.account!.primaryContact!.name).toBe(r.body.data!.account!.contacts![0]!.name);
    expect(await accountUrls()).toEqual(['/v1/accounts/10001?include_archived=true&include_contacts=true']);
  });

  it('a primaryContact inside a fragment on a linked account counts too', async () => {
    const r = await g.gql(
      graphql(`
        query AccountContactsFragment {
          projects(first: 3) { nodes { account { ...AccountContactsOwner } } }
        }
        fragment AccountContactsOwner on Account { title primaryContact { name } }
      `),
    );
    expect(r.body.errors).toBeUndefined();
    const urls = await accountUrls();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toContain('include_contacts=true');
    expect(r.body.data!.projects!.nodes.some((p) => p.account?.primaryContact?.name)).toBe(true);
  });

  it('the account list leaves contacts out unless they are selected', async () => {
    const plain = await g.gql(graphql(`query AccountContactsListPlain { accounts(first: 3) { nodes { title } } }`));
    expect(plain.body.data!.accounts!.nodes).toHaveLength(3);
    expect(await accountUrls()).toEqual(['/v1/accounts?page=1&page_size=4']);
    await h.resetStats();
    const withContacts = await g.gql(graphql(`query AccountContactsListWith { accounts(first: 3) { nodes { title contacts { name } } } }`));
    expect(withContacts.body.data!.accounts!.nodes.some((a) => a.contacts && a.contacts.length > 0)).toBe(true);
    expect(await accountUrls()).toEqual(['/v1/accounts?include_contacts=true&page=1&page_size=4']);
  });
});
