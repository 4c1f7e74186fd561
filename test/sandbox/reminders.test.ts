import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { remindersTable, type Reminder } from '../../src/sandbox/calls/model.js';
import { accountsTable, opportunitiesTable, projectsTable, usersTable } from '../../src/sandbox/records/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 10, workOrders: 20, calls: 300 } });

const reminderKeys = [
  'id',
  'title',
  'description',
  'type',
  'dueDate',
  'isCompleted',
  'completedAt',
  'assigneeId',
  'projectId',
  'opportunityId',
  'accountId',
  'createdBy',
  'createdAt',
  'updatedAt',
];

/** Company-1 records and users, read from the store only to choose what to ask for. */
const db = () => h.sandbox.ctx.db;
const assignee = () =>
  usersTable(db())
    .all(1)
    .find((u) => u.isActive)!.id;
const projectWithMostReminders = () => {
  const counts = new Map<number, number>();
  for (const r of remindersTable(db()).all(1)) if (r.projectId) counts.set(r.projectId, (counts.get(r.projectId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
};

describe('reminder lists', () => {
  it("lists a record's reminders as {reminders, totalCount}, oldest first, paged and filtered", async () => {
    const project = projectWithMostReminders();
    const res = await h.api('GET', `/projects/${project}/reminders`);
    expect(res.status).toBe(200);
    const { reminders, totalCount } = res.body as { reminders: Reminder[]; totalCount: number };
    expect(totalCount).toBe(
      remindersTable(db())
        .all(1)
        .filter((r) => r.projectId === project).length,
    );
    expect(reminders).toHaveLength(totalCount);
    expect(totalCount).toBeGreaterThan(1);
    for (const r of reminders) {
      expect(Object.keys(r).sort()).toEqual([...reminderKeys].sort());
      expect(r).toMatchObject({ projectId: project, opportunityId: null, accountId: null });
    }
    const times = reminders.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    const desc = (await h.api('GET', `/projects/${project}/reminders?order_by=desc`)).body.reminders as Reminder[];
    expect(desc.map((r) => r.id)).toEqual([...reminders].reverse().map((r) => r.id));
    const page = await h.api('GET', `/projects/${project}/reminders?page_size=1&page=2`);
    expect(page.body).toEqual({ reminders: [reminders[1]], totalCount });
    const done = (await h.api('GET', `/projects/${project}/reminders?is_completed=true`)).body;
    expect(done.reminders.every((r: Reminder) => r.isCompleted && r.completedAt !== null)).toBe(true);
    expect(done.totalCount).toBe(reminders.filter((r) => r.isCompleted).length);
    const bad = await h.api('GET', `/projects/${project}/reminders?page_size=101`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'page_size', code: 'UNAUTHORIZED' });
  });

  it('seeds reminders on every kind of record, with types, due dates around today and assignees', async () => {
    const all = remindersTable(db()).all(1);
    expect(all.some((r) => r.opportunityId !== null)).toBe(true);
    expect(all.some((r) => r.accountId !== null)).toBe(true);
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['CALL', 'EMAIL', 'IN_PERSON', 'VIRTUAL', 'DEADLINE', 'OTHER', null]));
    const now = h.sandbox.ctx.options.now.getTime();
    expect(all.some((r) => r.dueDate && Date.parse(r.dueDate) < now)).toBe(true);
    expect(all.some((r) => r.dueDate && Date.parse(r.dueDate) > now)).toBe(true);
    const users = new Set(
      usersTable(db())
        .all(1)
        .map((u) => u.id),
    );
    expect(all.every((r) => r.assigneeId === null || users.has(r.assigneeId))).toBe(true);
    const opp = all.find((r) => r.opportunityId !== null)!.opportunityId;
    const listed = await h.api('GET', `/opportunities/${opp}/reminders`);
    expect(listed.body.reminders.every((r: Reminder) => r.opportunityId === opp && r.projectId === null)).toBe(true);
  });
});

describe('POST reminders', () => {
  it('REM-1: title and assigneeId required, type from the enum, dueDate ISO 8601; errors carry UNAUTHORIZED', async () => {
    const account = accountsTable(db()).all(1)[0].id;
    const otherCompanyUser = usersTable(db()).all(2)[0].id;
    const cases: [Record<string, unknown>, string][] = [
      [{ assigneeId: assignee() }, 'title'],
      [{ title: '', assigneeId: assignee() }, 'title'],
      [{ title: 'Call back' }, 'assigneeId'],
      [{ title: 'Call back', assigneeId: 'me' }, 'assigneeId'],
      [{ title: 'Call back', assigneeId: otherCompanyUser }, 'assigneeId'],
      [{ title: 'Call back', assigneeId: assignee(), type: 'MEETING' }, 'type'],
      [{ title: 'Call back', assigneeId: assignee(), dueDate: 'next Tuesday' }, 'dueDate'],
      [{ title: 'Call back', assigneeId: assignee(), dueDate: '12/01/2026' }, 'dueDate'],
      [{ title: 'Call back', assigneeId: assignee(), isCompleted: 'no' }, 'isCompleted'],
    ];
    for (const [body, field] of cases) {
      const res = await h.api('POST', `/accounts/${account}/reminders`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ field, code: 'UNAUTHORIZED', message: expect.any(String) });
    }
    const unauth = await h.api('POST', `/accounts/${account}/reminders`, { key: null, body: { title: 'x', assigneeId: assignee() } });
    expect(unauth.status).toBe(401);
    expect(unauth.body.code).toBe('UNAUTHORIZED');
    for (const type of ['CALL', 'EMAIL', 'IN_PERSON', 'VIRTUAL', 'DEADLINE', 'OTHER']) {
      const ok = await h.api('POST', `/accounts/${account}/reminders`, { body: { title: `A ${type}`, assigneeId: assignee(), type, dueDate: '2026-12-01' } });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ type, dueDate: '2026-12-01T00:00:00.000Z' });
    }
  });

  it('REM-2: 201 with projectId/opportunityId/accountId set by the owning record', async () => {
    const owners = [
      ['accounts', accountsTable(db()).all(1)[1].id, 'accountId'],
      ['projects', projectsTable(db()).all(1)[1].id, 'projectId'],
      ['opportunities', opportunitiesTable(db()).all(1)[1].id, 'opportunityId'],
    ] as const;
    for (const [path, id, key] of owners) {
      const body = {
        title: 'Send the interconnection agreement',
        assigneeId: assignee(),
        description: 'Utility portal',
        dueDate: '2026-12-03T17:00:00-07:00',
        type: 'EMAIL',
      };
      const res = await h.api('POST', `/${path}/${id}/reminders`, { body });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual([...reminderKeys].sort());
      expect(res.body).toMatchObject({
        title: body.title,
        description: 'Utility portal',
        type: 'EMAIL',
        dueDate: '2026-12-04T00:00:00.000Z',
        isCompleted: false,
        completedAt: null,
        assigneeId: body.assigneeId,
        projectId: key === 'projectId' ? id : null,
        opportunityId: key === 'opportunityId' ? id : null,
        accountId: key === 'accountId' ? id : null,
      });
      const read = await h.api('GET', `/reminders/${res.body.id}`);
      expect(read.body).toEqual(res.body);
      const list = await h.api('GET', `/${path}/${id}/reminders?order_by=desc&page_size=1`);
      expect(list.body.reminders[0].id).toBe(res.body.id);
    }
  });

  it('REM-2: the account routes answer only 400 and 401: an unknown, malformed or foreign account is a 400 naming accountId', async () => {
    const foreign = accountsTable(db()).all(2)[0].id;
    for (const account of ['999999', 'abc', String(foreign)]) {
      const create = await h.api('POST', `/accounts/${account}/reminders`, { body: { title: 'x', assigneeId: assignee() } });
      expect(create.status).toBe(400);
      expect(create.body).toEqual({ message: expect.stringContaining(account), code: 'UNAUTHORIZED', field: 'accountId' });
      const list = await h.api('GET', `/accounts/${account}/reminders`);
      expect(list.status).toBe(400);
      expect(list.body).toMatchObject({ code: 'UNAUTHORIZED', field: 'accountId' });
    }
    expect(
      remindersTable(db())
        .everything()
        .some((r) => r.accountId === 999999),
    ).toBe(false);
  });
});

describe('/reminders/{id}', () => {
  it('PATCH isCompleted sets completedAt, reopening clears it; other fields update partially', async () => {
    const project = projectsTable(db()).all(1)[2].id;
    const created = (
      await h.api('POST', `/projects/${project}/reminders`, { body: { title: 'Permit application due', assigneeId: assignee(), type: 'DEADLINE' } })
    ).body as Reminder;
    const done = await h.api('PATCH', `/reminders/${created.id}`, { body: { isCompleted: true } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isCompleted: true, title: 'Permit application due', type: 'DEADLINE' });
    expect(Date.parse(done.body.completedAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    const again = await h.api('PATCH', `/reminders/${created.id}`, { body: { isCompleted: true, title: 'Permit filed' } });
    expect(again.body).toMatchObject({ completedAt: done.body.completedAt, title: 'Permit filed' });
    const reopened = await h.api('PATCH', `/reminders/${created.id}`, { body: { isCompleted: false, dueDate: null, description: null } });
    expect(reopened.body).toMatchObject({ isCompleted: false, completedAt: null, dueDate: null, description: null, projectId: project });
    const bad = await h.api('PATCH', `/reminders/${created.id}`, { body: { type: 'LUNCH' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'type', code: 'NOT_FOUND' });
  });

  it('DELETE removes the reminder; unknown ids are 404 NOT_FOUND', async () => {
    const account = accountsTable(db()).all(1)[3].id;
    const created = (await h.api('POST', `/accounts/${account}/reminders`, { body: { title: 'Email the warranty documents', assigneeId: assignee() } }))
      .body as Reminder;
    const del = await h.api('DELETE', `/reminders/${created.id}`);
    expect(del.status).toBe(200);
    for (const [method, path] of [
      ['GET', `/reminders/${created.id}`],
      ['DELETE', `/reminders/${created.id}`],
      ['PATCH', '/reminders/abc'],
      ['GET', '/reminders/1'],
    ]) {
      const res = await h.api(method, path, method === 'PATCH' ? { body: { title: 'x' } } : {});
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it("AUTH-12: company 2's key gets 404 on company 1's project reminders and reminder ids", async () => {
    const project = projectWithMostReminders();
    const reminder = remindersTable(db())
      .all(1)
      .find((r) => r.projectId === project)!;
    const list = await h.api('GET', `/projects/${project}/reminders`, { key: h.key2 });
    expect(list.status).toBe(404);
    const create = await h.api('POST', `/projects/${project}/reminders`, { key: h.key2, body: { title: 'x', assigneeId: usersTable(db()).all(2)[0].id } });
    expect(create.status).toBe(404);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await h.api(method, `/reminders/${reminder.id}`, { key: h.key2, ...(method === 'PATCH' ? { body: { title: 'mine now' } } : {}) });
      expect(res.status).toBe(404);
    }
    expect((await h.api('GET', `/reminders/${reminder.id}`)).body.title).toBe(reminder.title);
  });
});
