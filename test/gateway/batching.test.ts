/**
 * The cost model (docs/architecture.md): one REST request per distinct (resource, key), round trips =
 * dependent levels, no request where the parent holds the answer. Gateway and sandbox talk over
 * loopback HTTP; round trips are counted by dependency, the sandbox answering in rounds
 * (test/helpers/rounds.ts), so a busy machine cannot split a level.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type VariablesArgs } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import { roundsLatency, roundsOf } from '../helpers/rounds.js';

const h = useSandbox({
  latency: roundsLatency,
  sizes: { accounts: 12, projects: 30, opportunities: 10, workOrders: 5, calls: 5 },
});
const g = useGateway(h);

/** Runs an operation twice and answers the second run, counted from a reset: the first opens the upstream sockets a wide level needs. */
async function measured<T, V>(document: TypedDocumentNode<T, V>, ...args: VariablesArgs<V>) {
  await g.gql(document, ...args);
  await h.resetStats();
  return g.gql(document, ...args);
}

beforeEach(async () => {
  await h.resetStats();
});

const distinct = <T>(xs: T[]) => [...new Set(xs)];

describe('batching and dedup against the sandbox', () => {
  it("projects → account → sites: 1 + one GET per distinct account + one site list per distinct account, 2 round trips (an account's sites go with its read)", async () => {
    // The gateway asks page 1 with page_size 11 for first: 10 (one extra record for hasNextPage).
    const rest = await h.api('GET', '/projects?page=1&page_size=11');
    const accountIds = distinct((rest.body as Array<{ accountId: number | null }>).slice(0, 10).map((p) => p.accountId)).filter((id) => id !== null);
    expect(accountIds.length).toBeGreaterThan(1);
    await h.resetStats();

    const r = await measured(
      graphql(`query BatchingProjectAccountSites {
      projects(first: 10) {
        nodes { title account { title sites(first: 5) { nodes { title } } } }
      }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.projects!.nodes).toHaveLength(10);

    const stats = await h.stats();
    expect(stats.byRoute).toEqual({
      'GET /v1/projects': 1,
      'GET /v1/accounts/:accountId': accountIds.length,
      'GET /v1/sites': accountIds.length,
    });
    expect(stats.total).toBe(1 + 2 * accountIds.length);
    expect(roundsOf(stats)).toBe(2);
  });

  it('accounts → projects with account, owner, jurisdiction and contacts from what the parents hold: 1 + 5 requests, 2 round trips', async () => {
    const r = await measured(
      graphql(`query BatchingAccountProjects {
      accounts(first: 5) {
        nodes {
          title
          contacts { name emails }
          projects(first: 3) {
            nodes { title owner { firstName email } jurisdiction { id name } stage { name } account { title } }
          }
        }
      }
    }`),
    );
    expect(r.body.errors).toBeUndefined();
    const accounts = r.body.data!.accounts!.nodes;
    expect(accounts).toHaveLength(5);
    // Project.account points back at an account the list already loaded (primed): no GET /accounts/:id.
    for (const a of accounts) for (const p of a.projects!.nodes) expect(p.account!.title).toBe(a.title);

    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts': 1, 'GET /v1/projects/search': 5 });
    expect(roundsOf(stats)).toBe(2);
  });

  it('the same record asked for twice (aliases, node and by id) is fetched once', async () => {
    const list = await h.api<Array<{ id: number }>>('GET', '/accounts?page=1&page_size=1');
    const id = list.body[0].id;
    await h.resetStats();
    const r = await measured(
      graphql(`query BatchingSameAccount($id: Int!) {
        a: account(databaseId: $id) { title }
        b: account(databaseId: $id) { number }
        c: account(databaseId: $id) { sites(first: 2) { nodes { id } } }
        d: account(databaseId: $id) { sites(first: 2) { nodes { title } } }
      }`),
      { id },
    );
    expect(r.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts/:accountId': 1, 'GET /v1/sites': 1 });
    // The sites need only the account id the lookup was given: they go with the account's read.
    expect(roundsOf(stats)).toBe(1);
  });

  it('jurisdiction { id name } costs nothing; another AHJ field costs one GET per distinct AHJ', async () => {
    const free = await g.gql(graphql(`query BatchingFreeJurisdiction { projects(first: 10) { nodes { jurisdiction { id databaseId name uuid } } } }`));
    expect(free.body.errors).toBeUndefined();
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects': 1 });

    const rest = await h.api('GET', '/projects?page=1&page_size=11');
    const ahjIds = distinct(
      (rest.body as Array<{ jurisdiction: { id: number } | null }>).slice(0, 10).flatMap((p) => (p.jurisdiction ? [p.jurisdiction.id] : [])),
    );
    await h.resetStats();
    const paid = await measured(graphql(`query BatchingPaidJurisdiction { projects(first: 10) { nodes { jurisdiction { name state type } } } }`));
    expect(paid.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/ahjs/:id': ahjIds.length });
    expect(roundsOf(stats)).toBe(2);
  });

  it('user fields beyond the summary load the user directory once for all users of the operation', async () => {
    const r = await g.gql(graphql(`query BatchingUserDirectory { projects(first: 10) { nodes { owner { name role phone } createdBy { name } } } }`));
    expect(r.body.errors).toBeUndefined();
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects': 1, 'GET /v1/users': 1 });
  });

  it('a list primes the by-id loader: site.account of a listed account costs no GET /accounts/:id', async () => {
    const r = await measured(
      graphql(`query BatchingPrimedAccounts { accounts(first: 4) { nodes { databaseId sites(first: 2) { nodes { account { databaseId title } } } } } }`),
    );
    expect(r.body.errors).toBeUndefined();
    for (const a of r.body.data!.accounts!.nodes) for (const s of a.sites!.nodes) expect(s.account!.databaseId).toBe(a.databaseId);
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts': 1, 'GET /v1/sites': 4 });
    expect(roundsOf(stats)).toBe(2);
  });

  it("contacts answer name and e-mails from the account's contact refs; other fields fetch each distinct contact once", async () => {
    const free = await g.gql(
      graphql(`query BatchingFreeContacts { accounts(first: 4) { nodes { contacts { id name emails phones title } primaryContact { name } } } }`),
    );
    expect(free.body.errors).toBeUndefined();
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/accounts': 1 });

    const contactIds = distinct(free.body.data!.accounts!.nodes.flatMap((a) => a.contacts!.map((c) => c.id)));
    await h.resetStats();
    const paid = await measured(
      graphql(`query BatchingPaidContacts { accounts(first: 4) { nodes { contacts { name createdAt } primaryContact { updatedAt } } } }`),
    );
    expect(paid.body.errors).toBeUndefined();
    const stats = await h.stats();
    expect(stats.byRoute).toEqual({ 'GET /v1/accounts': 1, 'GET /v1/contacts/:contactId': contactIds.length });
    expect(roundsOf(stats)).toBe(2);
  });
});
