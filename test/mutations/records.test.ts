/**
 * Contact, site, project and opportunity writes through GraphQL against the sandbox: input rules
 * checked before any REST call (zero upstream requests), upstream 400/404 as userErrors with GraphQL
 * paths, fresh payloads, and every resulting state read back with a follow-up query.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway, type VariablesArgs } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 8, projects: 6, opportunities: 4, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function ok<T, V>(document: TypedDocumentNode<T, V>, ...args: VariablesArgs<V>): Promise<T>;
async function ok<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
async function ok(document: string | TypedDocumentNode<unknown, Record<string, unknown>>, variables?: Record<string, unknown>): Promise<unknown> {
  const r = typeof document === 'string' ? await g.gql(document, variables) : await g.gql(document, variables);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
}

async function accounts(n: number): Promise<{ id: string; databaseId: number }[]> {
  return (await ok(graphql(`query RecordsAccounts($n: Int) { accounts(first: $n) { nodes { id databaseId } } }`), { n })).accounts!.nodes;
}

async function newContact(name: string, extra: Record<string, unknown> = {}): Promise<{ id: string; databaseId: number }> {
  const d = await ok(
    graphql(`mutation RecordsContactCreate($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id databaseId } userErrors { field } } }`),
    {
      input: { name, ...extra },
    },
  );
  expect(d.contactCreate!.userErrors).toEqual([]);
  return d.contactCreate!.contact!;
}

describe('contactCreate / contactUpdate / contactDelete', () => {
  it('a blank name is refused with its path and zero upstream requests', async () => {
    const d = await ok(graphql(`mutation RecordsContactCreate2{ contactCreate(input: { name: "  " }) { contact { id } userErrors { field code } } }`));
    expect(d.contactCreate).toEqual({ contact: null, userErrors: [{ field: ['input', 'name'], code: 'REQUIRED' }] });
    const u = await ok(
      graphql(`mutation RecordsContactUpdate($id: ID!) { contactUpdate(id: $id, input: { name: "" }) { contact { id } userErrors { field code } } }`),
      {
        id: gid('Contact', 1),
      },
    );
    expect(u.contactUpdate!.userErrors).toEqual([{ field: ['input', 'name'], code: 'REQUIRED' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('creates a contact linked to an account (one POST); the account and the contact read it back', async () => {
    const [account] = await accounts(1);
    await h.resetStats();
    const d = await ok(
      graphql(
        `mutation RecordsContactCreate3($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id name title emails phones } userErrors { field } } }`,
      ),
      { input: { name: 'Rosa Park', title: 'Facilities', emails: ['rosa@example.com'], phones: ['303-555-0101'], accountIds: [account.id] } },
    );
    expect(d.contactCreate!.contact).toMatchObject({ name: 'Rosa Park', title: 'Facilities', emails: ['rosa@example.com'], phones: ['303-555-0101'] });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/contacts': 1 });
    const after = await ok(graphql(`query RecordsContact($id: ID!) { contact(id: $id) { name accounts { databaseId } } }`), {
      id: d.contactCreate!.contact!.id,
    });
    expect(after.contact).toEqual({ name: 'Rosa Park', accounts: [{ databaseId: account.databaseId }] });
  });

  it('updates name and title; a follow-up query shows them', async () => {
    const c = await newContact('Old Name');
    const d = await ok(
      graphql(
        `mutation RecordsContactUpdate2($id: ID!) { contactUpdate(id: $id, input: { name: "New Name", title: "Owner" }) { contact { name title } userErrors { field } } }`,
      ),
      { id: c.id },
    );
    expect(d.contactUpdate).toEqual({ contact: { name: 'New Name', title: 'Owner' }, userErrors: [] });
    expect((await ok(graphql(`query RecordsContact2($id: ID!) { contact(id: $id) { name title } }`), { id: c.id })).contact).toEqual({
      name: 'New Name',
      title: 'Owner',
    });
  });

  it('an upstream 400 (unknown account in accountIds) is a REJECTED userError under input', async () => {
    const d = await ok(
      graphql(
        `mutation RecordsContactCreate4($a: ID!) { contactCreate(input: { name: "Nobody", accountIds: [$a] }) { contact { id } userErrors { field code } } }`,
      ),
      {
        a: gid('Account', 999999),
      },
    );
    expect(d.contactCreate).toEqual({ contact: null, userErrors: [{ field: ['input', 'accountIds'], code: 'REJECTED' }] });
  });

  it('deletes a contact: it no longer resolves and a project that listed it drops it', async () => {
    const c = await newContact('Short Lived');
    const keep = await newContact('Keeper');
    const p = await ok(
      graphql(
        `mutation RecordsProjectCreate($c: [ID!]) { projectCreate(input: { title: "Delete test", address: "1 Elm St, Denver, CO 80205", contacts: $c }) { project { id } } }`,
      ),
      {
        c: [c.id, keep.id],
      },
    );
    const d = await ok(graphql(`mutation RecordsContactDelete($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field } } }`), { id: c.id });
    expect(d.contactDelete).toEqual({ deletedContactId: c.id, userErrors: [] });
    const gone = await g.gql(graphql(`query RecordsContact3($id: ID!) { contact(id: $id) { name } }`), { id: c.id });
    expect(gone.body.data!.contact).toBeNull();
    expect(gone.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const project = await ok(graphql(`query RecordsProject($id: ID!) { project(id: $id) { contacts { name isPrimary } } }`), {
      id: p.projectCreate!.project!.id,
    });
    expect(project.project!.contacts).toEqual([{ name: 'Keeper', isPrimary: true }]);
    const again = await ok(graphql(`mutation RecordsContactDelete2($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field code } } }`), {
      id: c.id,
    });
    expect(again.contactDelete).toEqual({ deletedContactId: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
  });
});

const SITE = `id databaseId title fullAddress city state zipcode geoLocation timezone account { databaseId }`;

describe('siteCreate / siteUpdate / siteDelete', () => {
  it('SITE-4: a missing address and a malformed geoLocation are refused with zero upstream requests', async () => {
    const [a] = await accounts(1);
    await h.resetStats();
    const none = await ok(graphql(`mutation RecordsSiteCreate($a: ID!) { siteCreate(input: { accountId: $a }) { site { id } userErrors { field code } } }`), {
      a: a.id,
    });
    expect(none.siteCreate!.userErrors).toEqual([{ field: ['input', 'fullAddress'], code: 'REQUIRED' }]);
    const bad = await ok(
      graphql(`mutation RecordsSiteCreate2($a: ID!) { siteCreate(input: { accountId: $a, geoLocation: "91,10" }) { site { id } userErrors { field code } } }`),
      {
        a: a.id,
      },
    );
    expect(bad.siteCreate!.userErrors).toEqual([{ field: ['input', 'geoLocation'], code: 'INVALID' }]);
    const tz = await ok(
      graphql(
        `mutation RecordsSiteUpdate($id: ID!) { siteUpdate(id: $id, input: { timezone: "Mars/Olympus", fullAddress: " " }) { site { id } userErrors { field code } } }`,
      ),
      {
        id: gid('Site', 1),
      },
    );
    expect(tz.siteUpdate!.userErrors).toEqual([
      { field: ['input', 'fullAddress'], code: 'REQUIRED' },
      { field: ['input', 'timezone'], code: 'INVALID' },
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('SITE-4: creates a geocoded site; the same address again returns it (matchedExisting); a follow-up query reads it', async () => {
    const [a] = await accounts(1);
    const create = `mutation ($input: SiteCreateInput!) { siteCreate(input: $input) { matchedExisting site { ${SITE} } userErrors { field } } }`;
    const d = await ok(create, { input: { accountId: a.id, title: 'Warehouse', fullAddress: '500 Blake St, Denver, CO 80205' } });
    const site = d.siteCreate.site;
    expect(d.siteCreate.matchedExisting).toBe(false);
    expect(site).toMatchObject({
      title: 'Warehouse',
      fullAddress: '500 Blake St, Denver, CO 80205',
      state: 'CO',
      zipcode: '80205',
      account: { databaseId: a.databaseId },
    });
    expect(site.geoLocation).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    expect(site.timezone).toBe('America/Denver');
    const again = await ok(create, { input: { accountId: a.id, fullAddress: '500 blake st, denver, co 80205' } });
    expect(again.siteCreate.matchedExisting).toBe(true);
    expect(again.siteCreate.site.databaseId).toBe(site.databaseId);
    expect((await ok(graphql(`query RecordsSite($id: ID!) { site(id: $id) { title zipcode } }`), { id: site.id })).site).toEqual({
      title: 'Warehouse',
      zipcode: '80205',
    });
  });

  it('updates title and timezone; deletes the site, whose id then gives NOT_FOUND', async () => {
    const [a] = await accounts(1);
    const s = (
      await ok(
        graphql(`mutation RecordsSiteCreate3($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: "77 Pine St, Boulder, CO 80302" }) { site { id } } }`),
        { a: a.id },
      )
    ).siteCreate!.site;
    const u = await ok(
      graphql(
        `mutation RecordsSiteUpdate2($id: ID!) { siteUpdate(id: $id, input: { title: "Yard", timezone: "America/Chicago" }) { site { title timezone } userErrors { field } } }`,
      ),
      { id: s!.id },
    );
    expect(u.siteUpdate).toEqual({ site: { title: 'Yard', timezone: 'America/Chicago' }, userErrors: [] });
    expect((await ok(graphql(`query RecordsSite2($id: ID!) { site(id: $id) { title timezone } }`), { id: s!.id })).site).toEqual({
      title: 'Yard',
      timezone: 'America/Chicago',
    });
    const d = await ok(graphql(`mutation RecordsSiteDelete($id: ID!) { siteDelete(id: $id) { deletedSiteId userErrors { field } } }`), { id: s!.id });
    expect(d.siteDelete).toEqual({ deletedSiteId: s!.id, userErrors: [] });
    const gone = await g.gql(graphql(`query RecordsSite3($id: ID!) { site(id: $id) { title } }`), { id: s!.id });
    expect(gone.body.data!.site).toBeNull();
    expect(gone.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('siteMove', () => {
  it('SITE-1, SITE-2, SITE-3, SITE-4: a new site (new id) on the target account, the old id NOT_FOUND, its project moved along', async () => {
    const [from, to] = await accounts(2);
    const site = (
      await ok(
        `mutation ($a: ID!) { siteCreate(input: { accountId: $a, title: "Roof A", fullAddress: "2100 Solar Way, Denver, CO 80205" }) { site { ${SITE} } } }`,
        {
          a: from.id,
        },
      )
    ).siteCreate.site;
    const project = (
      await ok(
        graphql(
          `mutation RecordsProjectCreate2($a: ID!) { projectCreate(input: { title: "Roof A install", address: "2100 Solar Way, Denver, CO 80205", accountId: $a }) { project { id site { databaseId } } } }`,
        ),
        {
          a: from.id,
        },
      )
    ).projectCreate!.project;
    expect(project!.site!.databaseId).toBe(site.databaseId);
    await h.resetStats();

    const d = await ok(`mutation ($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { ${SITE} } userErrors { field } } }`, {
      id: site.id,
      to: to.id,
    });
    expect(d.siteMove.userErrors).toEqual([]);
    const moved = d.siteMove.site;
    expect(moved.databaseId).not.toBe(site.databaseId);
    expect(moved).toMatchObject({
      title: 'Roof A',
      fullAddress: site.fullAddress,
      city: site.city,
      state: 'CO',
      zipcode: '80205',
      account: { databaseId: to.databaseId },
    });
    expect(moved.geoLocation).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    expect(moved.timezone).toBe('America/Denver');
    expect((await h.stats()).byRoute).toMatchObject({ 'POST /v1/sites/:siteId/move': 1 });

    const old = await g.gql(graphql(`query RecordsSite4($id: ID!) { site(id: $id) { title } }`), { id: site.id });
    expect(old.body.data!.site).toBeNull();
    expect(old.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const after = await ok(graphql(`query RecordsProject2($id: ID!) { project(id: $id) { site { databaseId } account { databaseId } } }`), { id: project!.id });
    expect(after.project).toEqual({ site: { databaseId: moved.databaseId }, account: { databaseId: to.databaseId } });
  });

  it('SITE-5: an unknown site is NOT_FOUND on `id`, an unknown target account NOT_FOUND on input.accountId; nothing moves', async () => {
    const [a, b] = await accounts(2);
    const unknownSite = await ok(
      graphql(`mutation RecordsSiteMove($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }`),
      {
        id: gid('Site', 999999),
        to: b.id,
      },
    );
    expect(unknownSite.siteMove).toEqual({ site: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
    const s = (
      await ok(
        graphql(`mutation RecordsSiteCreate4($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: "9 Oak Ave, Denver, CO 80205" }) { site { id } } }`),
        { a: a.id },
      )
    ).siteCreate!.site;
    const unknownAccount = await ok(
      graphql(`mutation RecordsSiteMove2($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }`),
      {
        id: s!.id,
        to: gid('Account', 999999),
      },
    );
    expect(unknownAccount.siteMove).toEqual({ site: null, userErrors: [{ field: ['input', 'accountId'], code: 'NOT_FOUND' }] });
    expect((await ok(graphql(`query RecordsSite5($id: ID!) { site(id: $id) { account { databaseId } } }`), { id: s!.id })).site!.account!.databaseId).toBe(
      a.databaseId,
    );
  });
});

const PROJECT = `id databaseId title isActive address contacts { name isPrimary } stage { databaseId name } workflowId`;

describe('projectCreate / projectUpdate', () => {
  it('required title and address, e-mail shape and confidence range are refused with zero upstream requests', async () => {
    const p = await ok(
      graphql(
        `mutation RecordsProjectCreate3{ projectCreate(input: { title: "", address: " ", primaryEmail: "nope" }) { project { id } userErrors { field code } } }`,
      ),
    );
    expect(p.projectCreate!.userErrors).toEqual([
      { field: ['input', 'title'], code: 'REQUIRED' },
      { field: ['input', 'address'], code: 'REQUIRED' },
      { field: ['input', 'primaryEmail'], code: 'INVALID' },
    ]);
    const o = await ok(
      graphql(
        `mutation RecordsOpportunityCreate{ opportunityCreate(input: { title: "Deal", address: "1 A St", trades: ["SOLAR"], confidence: 140 }) { opportunity { id } userErrors { field code } } }`,
      ),
    );
    expect(o.opportunityCreate!.userErrors).toEqual([{ field: ['input', 'confidence'], code: 'OUT_OF_RANGE' }]);
    const u = await ok(
      graphql(`mutation RecordsProjectUpdate($id: ID!) { projectUpdate(id: $id, input: { title: null }) { project { id } userErrors { field code } } }`),
      {
        id: gid('Project', 1),
      },
    );
    expect(u.projectUpdate!.userErrors).toEqual([{ field: ['input', 'title'], code: 'REQUIRED' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('ACC-5, ACC-3: the project carries its own contacts, primary first; the payload shows them from the POST alone', async () => {
    const [account] = await accounts(1);
    const first = await newContact('Ada Field');
    const second = await newContact('Ben Roof');
    await h.resetStats();
    const d = await ok(
      `mutation ($input: ProjectCreateInput!) { projectCreate(input: $input) { matchedExisting project { ${PROJECT} } userErrors { field } } }`,
      {
        input: { title: 'Contacts project', address: '300 Main St, Denver, CO 80205', accountId: account.id, contacts: [second.id, first.id] },
      },
    );
    expect(d.projectCreate.matchedExisting).toBe(false);
    expect(d.projectCreate.project.contacts).toEqual([
      { name: 'Ben Roof', isPrimary: true },
      { name: 'Ada Field', isPrimary: false },
    ]);
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects': 1 });
    const id = d.projectCreate.project.id;
    expect((await ok(graphql(`query RecordsProject3($id: ID!) { project(id: $id) { contacts { name isPrimary } } }`), { id })).project!.contacts).toEqual(
      d.projectCreate.project.contacts,
    );
    // ACC-5: not the account's contacts, and the account does not get the project's.
    const acc = await ok(graphql(`query RecordsAccount($id: ID!) { account(id: $id) { contacts { name } } }`), { id: account.id });
    expect(acc.account!.contacts!.map((c) => c.name)).not.toContain('Ben Roof');

    const swap = await ok(
      graphql(
        `mutation RecordsProjectUpdate2($id: ID!, $c: [ID!]) { projectUpdate(id: $id, input: { contacts: $c }) { project { contacts { name isPrimary } } } }`,
      ),
      {
        id,
        c: [first.id],
      },
    );
    expect(swap.projectUpdate!.project!.contacts).toEqual([{ name: 'Ada Field', isPrimary: true }]);
    expect((await ok(graphql(`query RecordsProject4($id: ID!) { project(id: $id) { contacts { name } } }`), { id })).project!.contacts).toEqual([
      { name: 'Ada Field' },
    ]);
  });

  it('ACC-7: contacts must already exist: an unknown contact id is REJECTED at input.contacts and nothing is created', async () => {
    const create = `mutation ($c: [ID!]) { projectCreate(input: { title: "Ghost contact project", address: "4 Ghost Ln, Denver, CO 80205", contacts: $c }) { project { id } userErrors { field code } } }`;
    const d = await ok(create, { c: [gid('Contact', 999999)] });
    expect(d.projectCreate).toEqual({ project: null, userErrors: [{ field: ['input', 'contacts'], code: 'REJECTED' }] });
    const found = await ok(graphql(`query RecordsProjects { projects(first: 100, filter: { q: "Ghost contact project" }) { nodes { id } } }`));
    expect(found.projects!.nodes).toEqual([]);
  });

  it('ACC-9: a second create with the same title matches the existing project (SKIP), ENRICH fills empty fields only', async () => {
    const create = `mutation ($input: ProjectCreateInput!) { projectCreate(input: $input) { matchedExisting project { databaseId description address } } }`;
    const a = await ok(create, { input: { title: 'Match Me', address: '1 Match St, Denver, CO 80205' } });
    const b = await ok(create, { input: { title: 'match me', address: 'Elsewhere 2', description: 'filled' } });
    expect(b.projectCreate).toMatchObject({ matchedExisting: true, project: { databaseId: a.projectCreate.project.databaseId, description: null } });
    const c = await ok(create, { input: { title: 'Match Me', address: 'Elsewhere 3', description: 'filled', matchFoundStrategy: 'ENRICH' } });
    expect(c.projectCreate.project).toMatchObject({
      databaseId: a.projectCreate.project.databaseId,
      description: 'filled',
      address: ['1 Match St, Denver, CO 80205'],
    });
    const read = await ok(graphql(`query RecordsProject5($id: Int) { project(databaseId: $id) { description } }`), { id: a.projectCreate.project.databaseId });
    expect(read.project!.description).toBe('filled');
  });

  it('ARCH-1: isActive false archives the project; a follow-up read shows it archived; true restores it', async () => {
    const p = (
      await ok(
        graphql(`mutation RecordsProjectCreate4{ projectCreate(input: { title: "Archive me", address: "5 Arch St, Denver, CO 80205" }) { project { id } } }`),
      )
    ).projectCreate!.project;
    const d = await ok(
      graphql(
        `mutation RecordsProjectUpdate3($id: ID!) { projectUpdate(id: $id, input: { isActive: false }) { project { isActive title } userErrors { field } } }`,
      ),
      {
        id: p!.id,
      },
    );
    expect(d.projectUpdate).toEqual({ project: { isActive: false, title: 'Archive me' }, userErrors: [] });
    expect((await ok(graphql(`query RecordsProject6($id: ID!) { project(id: $id) { isActive } }`), { id: p!.id })).project!.isActive).toBe(false);
    await ok(graphql(`mutation RecordsProjectUpdate4($id: ID!) { projectUpdate(id: $id, input: { isActive: true }) { project { isActive } } }`), { id: p!.id });
    expect((await ok(graphql(`query RecordsProject7($id: ID!) { project(id: $id) { isActive } }`), { id: p!.id })).project!.isActive).toBe(true);
  });

  it('EVT-2: stageId moves the project and fires PROJECT_MOVEMENT; a stage outside the workflow is REJECTED on input.stageId', async () => {
    const p = (
      await ok(
        graphql(
          `mutation RecordsProjectCreate5{ projectCreate(input: { title: "Stage mover", address: "8 Stage Rd, Denver, CO 80205" }) { project { id databaseId workflowId stage { databaseId } } } }`,
        ),
      )
    ).projectCreate!.project;
    const stages = (await h.api('GET', `/workflows/${p!.workflowId}`)).body.phases as { id: number; name: string }[];
    const next = stages.find((s) => s.id !== p!.stage!.databaseId)!;
    const before = h.sandbox.automations.fired.length;
    const d = await ok(
      graphql(
        `mutation RecordsProjectUpdate5($id: ID!, $s: Int) { projectUpdate(id: $id, input: { stageId: $s }) { project { stage { databaseId name } } userErrors { field } } }`,
      ),
      {
        id: p!.id,
        s: next.id,
      },
    );
    expect(d.projectUpdate).toEqual({ project: { stage: { databaseId: next.id, name: next.name } }, userErrors: [] });
    const fired = h.sandbox.automations.fired.slice(before);
    expect(fired.map((f) => [f.event.triggerKey, f.event.recordId])).toEqual([['PROJECT_MOVEMENT', p!.databaseId]]);
    expect((await ok(graphql(`query RecordsProject8($id: ID!) { project(id: $id) { stage { databaseId } } }`), { id: p!.id })).project!.stage!.databaseId).toBe(
      next.id,
    );

    const bad = await ok(
      graphql(
        `mutation RecordsProjectUpdate6($id: ID!) { projectUpdate(id: $id, input: { stageId: 999999, custom: {} }) { project { id } userErrors { field code } } }`,
      ),
      { id: p!.id },
    );
    expect(bad.projectUpdate).toEqual({ project: null, userErrors: [{ field: ['input', 'stageId'], code: 'REJECTED' }] });
  });

  it('ACC-10: an unknown custom key is REJECTED with its path under input; an unknown project is NOT_FOUND on id', async () => {
    const [p] = (await ok(graphql(`query RecordsProjects2 { projects(first: 1) { nodes { id } } }`))).projects!.nodes;
    const d = await ok(
      graphql(
        `mutation RecordsProjectUpdate7($id: ID!) { projectUpdate(id: $id, input: { custom: { noSuchKey: 1 } }) { project { id } userErrors { field code } } }`,
      ),
      {
        id: p.id,
      },
    );
    expect(d.projectUpdate).toEqual({ project: null, userErrors: [{ field: ['input', 'custom', 'noSuchKey'], code: 'REJECTED' }] });
    const nf = await ok(
      graphql(`mutation RecordsProjectUpdate8($id: ID!) { projectUpdate(id: $id, input: { title: "x" }) { project { id } userErrors { field code } } }`),
      {
        id: gid('Project', 999999),
      },
    );
    expect(nf.projectUpdate!.userErrors).toEqual([{ field: ['id'], code: 'NOT_FOUND' }]);
  });
});

describe('opportunityCreate / opportunityUpdate', () => {
  it('ACC-5, ACC-3, ARCH-1: own contacts primary first, then archived; follow-up queries read each state', async () => {
    const [account] = await accounts(1);
    const c = await newContact('Opp Contact');
    const d = await ok(
      graphql(
        `mutation RecordsOpportunityCreate2($input: OpportunityCreateInput!) { opportunityCreate(input: $input) { matchedExisting opportunity { id title confidence isActive contacts { name isPrimary } } userErrors { field } } }`,
      ),
      {
        input: {
          title: 'Battery upsell',
          address: '12 Volt Ave, Denver, CO 80205',
          trades: ['BATTERY'],
          confidence: 40,
          accountId: account.id,
          contacts: [c.id],
        },
      },
    );
    expect(d.opportunityCreate).toMatchObject({
      matchedExisting: false,
      opportunity: { title: 'Battery upsell', confidence: 40, isActive: true, contacts: [{ name: 'Opp Contact', isPrimary: true }] },
      userErrors: [],
    });
    const id = d.opportunityCreate!.opportunity!.id;
    const u = await ok(
      graphql(
        `mutation RecordsOpportunityUpdate($id: ID!) { opportunityUpdate(id: $id, input: { confidence: 80, isActive: false }) { opportunity { confidence isActive } userErrors { field } } }`,
      ),
      { id },
    );
    expect(u.opportunityUpdate).toEqual({ opportunity: { confidence: 80, isActive: false }, userErrors: [] });
    const read = await ok(graphql(`query RecordsOpportunity($id: ID!) { opportunity(id: $id) { confidence isActive contacts { name isPrimary } } }`), { id });
    expect(read.opportunity).toEqual({ confidence: 80, isActive: false, contacts: [{ name: 'Opp Contact', isPrimary: true }] });
  });
});
