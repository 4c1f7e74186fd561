/**
 * Reminder writes through GraphQL: REM-1 checked before any REST call (zero upstream requests), REM-2
 * (the owning record sets the reminder's record) on accounts, projects and opportunities, update,
 * complete/reopen and delete, each checked with a follow-up query; upstream 400/404 as userErrors.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 4, opportunities: 3, workOrders: 2, calls: 10 } });
const g = useGateway(h);

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let userId: string;
let userDbId: number;
const records: Record<'Account' | 'Project' | 'Opportunity', number> = { Account: 0, Project: 0, Opportunity: 0 };

beforeAll(async () => {
  const users = (await h.api('GET', '/users')).body as Array<{ id: number; isActive?: boolean }>;
  userDbId = users.find((u) => u.isActive !== false)!.id;
  userId = gid('User', userDbId);
  records.Account = (await h.api('GET', '/accounts?page=1&page_size=1')).body[0].id;
  records.Project = (await h.api('GET', '/projects?page=1&page_size=1')).body[0].id;
  records.Opportunity = (await h.api('GET', '/opportunities?page=1&page_size=1')).body[0].id;
});

beforeEach(async () => {
  await h.resetStats();
});

// A string: the tests send inputs the ReminderCreateInput type refuses (no assignee, an unknown type) for the schema to refuse.
const CREATE = `mutation ($input: ReminderCreateInput!) {
  reminderCreate(input: $input) {
    reminder { id databaseId title type dueDate isCompleted completedAt assignee { databaseId } record { __typename ... on Account { databaseId } ... on Project { databaseId } ... on Opportunity { databaseId } } }
    userErrors { message field code }
  }
}`;

const LIST = (type: string) =>
  `query ($id: Int!) { ${type.toLowerCase()}(databaseId: $id) { reminders(first: 100) { totalCount nodes { databaseId title } } } }`;

describe('reminderCreate', () => {
  it('REM-1: a blank title and a dueDate that is not ISO 8601 are refused with their paths and zero upstream requests', async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Account', records.Account), title: '   ', assigneeId: userId, dueDate: 'next tuesday' } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminderCreate!.reminder).toBeNull();
    expect(r.body.data!.reminderCreate!.userErrors).toEqual([
      { message: 'title is required', field: ['input', 'title'], code: 'REQUIRED' },
      { message: expect.stringContaining('ISO 8601'), field: ['input', 'dueDate'], code: 'INVALID' },
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('REM-1: a missing assignee, an unknown type or a recordId of another type are refused by the schema with zero upstream requests', async () => {
    const noAssignee = await g.gql(CREATE, { input: { recordId: gid('Account', records.Account), title: 'Call back' } });
    expect(noAssignee.body.errors![0].message).toMatch(/assigneeId/);
    const badType = await g.gql(CREATE, { input: { recordId: gid('Account', records.Account), title: 'Call back', assigneeId: userId, type: 'SMOKE_SIGNAL' } });
    expect(badType.body.errors![0].message).toMatch(/type|SMOKE_SIGNAL/);
    const site = await g.gql(CREATE, { input: { recordId: gid('Site', 1), title: 'Call back', assigneeId: userId } });
    expect(site.body.errors).toBeDefined();
    expect(site.body.data?.reminderCreate ?? null).toBeNull();
    expect((await h.stats()).total).toBe(0);
  });

  for (const type of ['Account', 'Project', 'Opportunity'] as const) {
    it(`REM-2: on an ${type.toLowerCase()}, the reminder's record is that ${type.toLowerCase()}; a follow-up query lists it there`, async () => {
      const recordId = records[type];
      const input = { recordId: gid(type, recordId), title: `Follow up on ${type}`, assigneeId: userId, type: 'CALL', dueDate: '2031-05-04' };
      const r = await g.gql(CREATE, { input });
      expect(r.body.errors).toBeUndefined();
      const p = r.body.data!.reminderCreate;
      expect(p!.userErrors).toEqual([]);
      expect(p!.reminder).toMatchObject({
        title: `Follow up on ${type}`,
        type: 'CALL',
        dueDate: '2031-05-04T00:00:00.000Z',
        isCompleted: false,
        completedAt: null,
        record: { __typename: type, databaseId: recordId },
      });
      // The payload comes from the POST answer; the assignee name-less id needs the user directory only.
      expect(
        (await h.stats()).byRoute[
          `POST /v1/${type === 'Account' ? 'accounts/:accountId' : type === 'Project' ? 'projects/:projectId' : 'opportunities/:opportunityId'}/reminders`
        ],
      ).toBe(1);
      expect(p!.reminder!.assignee).toEqual({ databaseId: userDbId });

      const rest = await h.api('GET', `/reminders/${p!.reminder!.databaseId}`);
      const ids = { projectId: rest.body.projectId, opportunityId: rest.body.opportunityId, accountId: rest.body.accountId };
      expect(ids).toEqual({
        projectId: type === 'Project' ? recordId : null,
        opportunityId: type === 'Opportunity' ? recordId : null,
        accountId: type === 'Account' ? recordId : null,
      });

      const list = await g.gql(LIST(type), { id: recordId });
      expect(list.body.errors).toBeUndefined();
      const nodes = list.body.data[type.toLowerCase()].reminders.nodes as Array<{ databaseId: number }>;
      expect(nodes.map((n) => n.databaseId)).toContain(p!.reminder!.databaseId);
    });
  }

  it('an unknown assignee is an upstream 400, shown as a REJECTED userError on input.assigneeId', async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Project', records.Project), title: 'Nobody', assigneeId: gid('User', 999999) } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminderCreate!.reminder).toBeNull();
    expect(r.body.data!.reminderCreate!.userErrors).toEqual([{ message: expect.any(String), field: ['input', 'assigneeId'], code: 'REJECTED' }]);
  });

  it('an unknown record is a NOT_FOUND userError on input.recordId', async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Project', 999999), title: 'Nowhere', assigneeId: userId } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminderCreate!.userErrors).toEqual([{ message: expect.any(String), field: ['input', 'recordId'], code: 'NOT_FOUND' }]);
  });

  it('REM-2: an unknown account is a REST 400 (its only listed error), a REJECTED userError on input.recordId', async () => {
    const r = await g.gql(CREATE, { input: { recordId: gid('Account', 999999), title: 'Nowhere', assigneeId: userId } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminderCreate!.userErrors).toEqual([{ message: expect.any(String), field: ['input', 'recordId'], code: 'REJECTED' }]);
  });
});

async function newReminder(title: string): Promise<{ id: string; databaseId: number }> {
  const r = await g.gql(CREATE, { input: { recordId: gid('Opportunity', records.Opportunity), title, assigneeId: userId, dueDate: '2031-01-02T09:30:00Z' } });
  return r.body.data!.reminderCreate!.reminder;
}

const UPDATE = graphql(`mutation ReminderWritesReminderUpdate3($id: ID!, $input: ReminderUpdateInput!) {
  reminderUpdate(id: $id, input: $input) {
    reminder { databaseId title description dueDate isCompleted completedAt type }
    userErrors { message field code }
  }
}`);

describe('reminderUpdate', () => {
  it('completes and reopens a reminder, changes its title and clears its due date; follow-up reads show each state', async () => {
    const { id, databaseId } = await newReminder('Send the contract');
    const done = await g.gql(UPDATE, { id, input: { isCompleted: true, title: 'Send the signed contract', dueDate: null, type: 'EMAIL' } });
    expect(done.body.errors).toBeUndefined();
    const p = done.body.data!.reminderUpdate;
    expect(p!.userErrors).toEqual([]);
    expect(p!.reminder).toMatchObject({ databaseId, title: 'Send the signed contract', dueDate: null, isCompleted: true, type: 'EMAIL' });
    expect(p!.reminder!.completedAt).toEqual(expect.any(String));

    const after = await g.gql(graphql(`query ReminderWritesReminder($id: ID!) { reminder(id: $id) { title isCompleted completedAt dueDate } }`), { id });
    expect(after.body.data!.reminder).toEqual({ title: 'Send the signed contract', isCompleted: true, completedAt: p!.reminder!.completedAt, dueDate: null });

    const reopened = await g.gql(UPDATE, { id, input: { isCompleted: false } });
    expect(reopened.body.data!.reminderUpdate!.reminder).toMatchObject({ isCompleted: false, completedAt: null });
    const again = await g.gql(graphql(`query ReminderWritesReminder2($id: Int!) { reminder(databaseId: $id) { isCompleted completedAt } }`), {
      id: databaseId,
    });
    expect(again.body.data!.reminder).toEqual({ isCompleted: false, completedAt: null });
  });

  it('REM-1: a blank title or a bad dueDate on update is refused with zero upstream requests', async () => {
    const { id } = await newReminder('Keep me');
    await h.resetStats();
    const r = await g.gql(UPDATE, { id, input: { title: '', dueDate: '2031-13-45' } });
    expect(r.body.data!.reminderUpdate!.userErrors.map((e) => e.field)).toEqual([
      ['input', 'title'],
      ['input', 'dueDate'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('reassigns a reminder; unassigning (assigneeId null) is refused upstream and shown as REJECTED on input.assigneeId', async () => {
    const { id } = await newReminder('Hand over');
    const users = (await h.api('GET', '/users')).body as Array<{ id: number; isActive?: boolean }>;
    const other = users.find((u) => u.isActive !== false && u.id !== userDbId)!.id;
    const moved = await g.gql(
      graphql(
        `mutation ReminderWritesReminderUpdate($id: ID!, $to: ID) { reminderUpdate(id: $id, input: { assigneeId: $to }) { reminder { assigneeDatabaseId } userErrors { field } } }`,
      ),
      { id, to: gid('User', other) },
    );
    expect(moved.body.data!.reminderUpdate).toEqual({ reminder: { assigneeDatabaseId: other }, userErrors: [] });
    const cleared = await g.gql(
      graphql(
        `mutation ReminderWritesReminderUpdate2($id: ID!) { reminderUpdate(id: $id, input: { assigneeId: null }) { reminder { id } userErrors { field code } } }`,
      ),
      {
        id,
      },
    );
    expect(cleared.body.data!.reminderUpdate).toEqual({ reminder: null, userErrors: [{ field: ['input', 'assigneeId'], code: 'REJECTED' }] });
    const after = await g.gql(graphql(`query ReminderWritesReminder3($id: ID!) { reminder(id: $id) { assigneeDatabaseId } }`), { id });
    expect(after.body.data!.reminder!.assigneeDatabaseId).toBe(other);
  });

  it('an unknown reminder is a NOT_FOUND userError on `id`', async () => {
    const r = await g.gql(UPDATE, { id: gid('Reminder', 999999), input: { title: 'Nope' } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminderUpdate).toEqual({ reminder: null, userErrors: [{ message: expect.any(String), field: ['id'], code: 'NOT_FOUND' }] });
  });
});

describe('reminderDelete', () => {
  it('deletes a reminder irreversibly: the id no longer resolves, and a second delete is NOT_FOUND', async () => {
    const { id, databaseId } = await newReminder('Delete me');
    const r = await g.gql(
      graphql(`mutation ReminderWritesReminderDelete($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }`),
      { id },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.reminderDelete).toEqual({ deletedReminderId: id, userErrors: [] });

    const after = await g.gql(graphql(`query ReminderWritesReminder4($id: Int!) { reminder(databaseId: $id) { title } }`), { id: databaseId });
    expect(after.body.data!.reminder).toBeNull();
    expect(after.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    const list = await g.gql(LIST('Opportunity'), { id: records.Opportunity });
    expect(list.body.data.opportunity.reminders.nodes.map((n: { databaseId: number }) => n.databaseId)).not.toContain(databaseId);

    const twice = await g.gql(
      graphql(`mutation ReminderWritesReminderDelete2($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }`),
      { id },
    );
    expect(twice.body.data!.reminderDelete).toEqual({ deletedReminderId: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND' }] });
  });
});
