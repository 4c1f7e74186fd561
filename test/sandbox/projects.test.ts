import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 30, projects: 40, opportunities: 10, workOrders: 20, calls: 20 } });

const address = ['2100 Solar Way, Denver, CO 80205'];

async function firstActiveProject(key?: string) {
  const list = (await h.api('GET', '/projects?page_size=5', { key })).body as { id: number; workflowId: number; stage: { id: number } }[];
  return list[0];
}

async function stagesOf(workflowId: number): Promise<{ id: number; name: string; type: string }[]> {
  return (await h.api('GET', `/workflows/${workflowId}`)).body.phases;
}

describe('projects and opportunities', () => {
  it('renders the vendor record: stage with SLA, workflow, account, location and people', async () => {
    const p = (await h.api('GET', '/projects?page_size=1')).body[0];
    expect(p).toMatchObject({ id: expect.any(Number), uid: expect.any(Number), workflowName: expect.any(String), accountId: expect.any(Number) });
    expect(Object.keys(p.stage).sort()).toEqual(['id', 'name', 'redSla', 'scope', 'slaStatus', 'timeInStageDays', 'type', 'yellowSla']);
    expect(['VIOLATED', 'NON_VIOLATED']).toContain(p.stage.slaStatus);
    expect(['ACTIVE', 'ON_HOLD', 'CANCELLED', 'COMPLETED']).toContain(p.status);
    const o = (await h.api('GET', '/opportunities?page_size=1')).body[0];
    expect(o.phase).toEqual({ id: o.stage.id, name: o.stage.name, type: o.stage.type });
    expect(o.phaseId).toBe(o.stage.id);
    expect(o.owner).toMatchObject({ id: expect.any(Number), firstName: expect.any(String), email: expect.any(String) });
    expect(o).toHaveProperty('salesRep');
    expect(o).toHaveProperty('projectManager');
    expect(o).toHaveProperty('jurisdiction');
    expect(typeof o.confidence).toBe('number');
  });

  it("ACC-5: projects and opportunities carry their own contacts, not the account's", async () => {
    const account = (await h.api('GET', '/accounts/10001?include_contacts=true')).body;
    expect(account.contacts.length).toBeGreaterThan(0);
    const own = (await h.api('POST', '/contacts', { body: { name: 'Site Foreman', phones: ['+13035550177'] } })).body;
    const project = await h.api('POST', '/projects', { body: { title: 'Own contacts', address, accountId: 10001, contacts: [own.id] } });
    expect(project.status).toBe(201);
    expect(project.body.contacts).toEqual([expect.objectContaining({ id: own.id, isPrimary: true })]);
    const bare = await h.api('POST', '/opportunities', { body: { title: 'No contacts', address, accountId: 10001, trades: ['SOLAR'] } });
    expect(bare.body.contacts).toEqual([]);
    const patched = await h.api('PATCH', `/opportunities/${bare.body.id}`, { body: { contacts: [own.id, account.contacts[0].id] } });
    expect(patched.body.contacts.map((c: { id: number }) => c.id)).toEqual([own.id, account.contacts[0].id]);
    expect(patched.body.contacts.map((c: { isPrimary: boolean }) => c.isPrimary)).toEqual([true, false]);
    // The account's own list is untouched.
    const after = (await h.api('GET', '/accounts/10001?include_contacts=true')).body;
    expect(after.contacts.map((c: { id: number }) => c.id)).toEqual(account.contacts.map((c: { id: number }) => c.id));
  });

  it('EVT-2: PATCH of a project stage fires PROJECT_MOVEMENT with previous and current stage', async () => {
    const p = await firstActiveProject();
    const stages = await stagesOf(p.workflowId);
    const previous = stages.find((s) => s.id === p.stage.id)!;
    const next = stages.find((s) => s.id !== p.stage.id)!;
    const before = h.sandbox.automations.fired.length;
    const res = await h.api('PATCH', `/projects/${p.id}`, { body: { stageId: next.id } });
    expect(res.status).toBe(200);
    expect(res.body.stage).toMatchObject({ id: next.id, name: next.name, timeInStageDays: 0 });
    const fired = h.sandbox.automations.fired.slice(before);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({
      companyId: 1,
      record: { id: p.id, stage: { id: next.id, name: next.name } },
      event: {
        recordId: p.id,
        triggerKey: 'PROJECT_MOVEMENT',
        triggerName: 'Project stage updated',
        previousStage: { id: previous.id, name: previous.name, type: previous.type },
        currentStage: { id: next.id, name: next.name, type: next.type },
      },
    });
    // The vendor's phaseId names the stage too; the same stage again fires nothing.
    const back = await h.api('PATCH', `/projects/${p.id}`, { body: { phaseId: previous.id } });
    expect(back.body.stage.id).toBe(previous.id);
    await h.api('PATCH', `/projects/${p.id}`, { body: { stageId: previous.id, description: 'no move' } });
    expect(h.sandbox.automations.fired.length - before).toBe(2);
    const oppStage = (await h.api('GET', '/opportunities?page_size=1')).body[0].stage.id;
    const wrong = await h.api('PATCH', `/projects/${p.id}`, { body: { stageId: oppStage } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'stageId', code: 'NOT_FOUND' });
  });

  it("AUTH-12: company 2's key gets 404 on company 1's project and cannot PATCH it", async () => {
    const p = await firstActiveProject();
    const other = (await h.api('GET', '/projects?page_size=1', { key: h.key2 })).body[0];
    const before = h.sandbox.automations.fired.length;
    expect((await h.api('GET', `/projects/${p.id}`, { key: h.key2 })).status).toBe(404);
    const patch = await h.api('PATCH', `/projects/${p.id}`, { key: h.key2, body: { stageId: other.stage.id, title: 'Hijacked' } });
    expect(patch.status).toBe(404);
    expect((await h.api('DELETE', `/projects/${p.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('GET', `/projects/${p.id}`)).body.title).not.toBe('Hijacked');
    expect(h.sandbox.automations.fired.length).toBe(before);
    const opp = (await h.api('GET', '/opportunities?page_size=1')).body[0];
    expect((await h.api('GET', `/opportunities/${opp.id}`, { key: h.key2 })).status).toBe(404);
    // Company 1's stage id is no stage of company 2's workflow.
    const cross = await h.api('PATCH', `/projects/${other.id}`, { key: h.key2, body: { stageId: p.stage.id } });
    expect(cross.status).toBe(400);
  });

  it('POST creates a project (201) with defaults, matches by title (200) and validates its body', async () => {
    const title = `Roof job ${Date.now()}`;
    const created = await h.api('POST', '/projects', { body: { title, address, accountId: 10002, value: 12000.5, custom: { financing: 'Loan' } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title,
      address,
      accountId: 10002,
      value: 12000.5,
      trades: ['SOLAR'],
      status: 'ACTIVE',
      isActive: true,
      custom: { financing: 'Loan' },
    });
    expect(created.body.stage.name).toBe('Site Survey');
    expect(created.body).toMatchObject({ city: 'Denver', state: 'CO', zipcode: '80205' });
    expect(created.body.siteId).toEqual(expect.any(Number));
    const matched = await h.api('POST', '/projects', { body: { title, address: ['elsewhere'] } });
    expect(matched.status).toBe(200);
    expect(matched.body.id).toBe(created.body.id);
    const noAddress = await h.api('POST', '/projects', { body: { title: 'x' } });
    expect(noAddress.body).toMatchObject({ field: 'address', code: 'UNAUTHORIZED' });
    const badAccount = await h.api('POST', '/projects', { body: { title: 'x', address, accountId: 999999 } });
    expect(badAccount.body.field).toBe('accountId');
    const newOption = await h.api('POST', '/projects', { body: { title: 'y', address, custom: { financing: 'Barter' } } });
    expect(newOption.body.field).toBe('custom.financing');
    const oppNoTrades = await h.api('POST', '/opportunities', { body: { title: 'z', address } });
    expect(oppNoTrades.body.field).toBe('trades');
  });

  it('an empty title reads as the account title', async () => {
    const account = (await h.api('GET', '/accounts/10003')).body;
    const created = await h.api('POST', '/opportunities', { body: { title: ' ', address, accountId: 10003, trades: ['ROOFING'], confidence: 40 } });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(account.title);
    const found = (await h.api('GET', `/opportunities?page_size=100&title=${encodeURIComponent(account.title)}`)).body as { id: number }[];
    expect(found.map((o) => o.id)).toContain(created.body.id);
  });

  it('PATCH is partial, refuses a new account, archives with isActive (ARCH-1) and DELETE removes', async () => {
    const created = (await h.api('POST', '/projects', { body: { title: `Patch me ${Date.now()}`, address, accountId: 10001, size: 7.5 } })).body;
    const patched = await h.api('PATCH', `/projects/${created.id}`, { body: { status: 'ON_HOLD', trades: ['BATTERY'] } });
    expect(patched.body).toMatchObject({ status: 'ON_HOLD', trades: ['BATTERY'], size: 7.5, title: created.title });
    expect(patched.body.updatedBy).not.toBeNull();
    const move = await h.api('PATCH', `/projects/${created.id}`, { body: { accountId: 10002 } });
    expect(move.status).toBe(400);
    expect(move.body.field).toBe('accountId');
    const badStatus = await h.api('PATCH', `/projects/${created.id}`, { body: { status: 'DONE' } });
    expect(badStatus.body.field).toBe('status');
    const archived = await h.api('PATCH', `/projects/${created.id}`, { body: { isActive: false } });
    expect(archived.body.isActive).toBe(false);
    expect((await h.api('GET', `/projects/${created.id}`)).status).toBe(404);
    expect((await h.api('GET', `/projects/${created.id}?include_archived=true`)).status).toBe(200);
    expect((await h.api('DELETE', `/projects/${created.id}`)).status).toBe(200);
    expect((await h.api('GET', `/projects/${created.id}?include_archived=true`)).status).toBe(404);
  });

  it('PATH-1: /requests/:id reaches the opportunity', async () => {
    const o = (await h.api('GET', '/opportunities?page_size=1')).body[0];
    const alias = await h.api('GET', `/requests/${o.id}`);
    expect(alias.status).toBe(200);
    expect(alias.body.id).toBe(o.id);
  });
});

describe('workflows and people', () => {
  it('lists workflows with their stages as phases, and gets one', async () => {
    const list = (await h.api('GET', '/workflows')).body as { id: number; type: string; phases: unknown[] }[];
    expect(list.map((w) => w.type).sort()).toEqual(['OPPORTUNITY', 'PROJECT']);
    const one = await h.api('GET', `/workflows/${list[0].id}`);
    expect(one.body.phases.length).toBe(list[0].phases.length);
    expect((await h.api('GET', `/workflows/${list[0].id}`, { key: h.key2 })).status).toBe(404);
  });

  it('lists users (filter by email and id), roles and teams', async () => {
    const users = (await h.api('GET', '/users')).body as { id: number; email: string; role: { id: string; name: string } }[];
    expect(users.length).toBeGreaterThan(5);
    const byEmail = (await h.api('GET', `/users?email=${encodeURIComponent(users[1].email.toUpperCase())}`)).body;
    expect(byEmail).toEqual([users[1]]);
    expect((await h.api('GET', `/users?id=${users[2].id}`)).body).toEqual([users[2]]);
    const roles = (await h.api('GET', '/roles')).body as { id: string; name: string; active: boolean }[];
    expect(roles.map((r) => r.name)).toContain(users[0].role.name);
    const teams = (await h.api('GET', '/teams')).body as { id: number; name: string; workers: { isTeamLead: boolean }[] }[];
    expect(teams.length).toBeGreaterThan(0);
    for (const t of teams) expect(t.workers.filter((w) => w.isTeamLead).length).toBeLessThanOrEqual(1);
    const users2 = (await h.api('GET', '/users', { key: h.key2 })).body as { id: number }[];
    expect(users2.some((u) => users.some((v) => v.id === u.id))).toBe(false);
  });
});
