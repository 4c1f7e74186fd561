/**
 * Timesheet and label writes through GraphQL against the sandbox: create, change and delete time
 * entries, create labels; gateway checks cost zero upstream requests; each write is checked with a
 * follow-up query.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 3, opportunities: 1, workOrders: 3, calls: 1 } });
const g = useGateway(h);

let userId: string;
let projectId: string;
let workOrder: { id: string; projectId: string | null };

beforeAll(async () => {
  const r = await g.gql(
    graphql(
      `query LookupWritesUsers { users(first: 1) { nodes { id } } projects(first: 1) { nodes { id } } workOrders(first: 1) { nodes { id project { id } } } }`,
    ),
  );
  userId = r.body.data!.users!.nodes[0].id;
  projectId = r.body.data!.projects!.nodes[0].id;
  const wo = r.body.data!.workOrders!.nodes[0];
  workOrder = { id: wo.id, projectId: wo.project?.id ?? null };
});

beforeEach(async () => {
  await h.resetStats();
});

const TS_FIELDS = `timesheet { id startTime endTime duration notes user { id } project { id } workOrder { id } } userErrors { message field code }`;
const readTimesheet = async (id: string) =>
  g.gql(graphql(`query LookupWritesTimesheet($id: ID!) { timesheet(id: $id) { startTime endTime duration notes project { id } workOrder { id } } }`), { id });

describe('timesheets', () => {
  it('an end before the start is refused before any call, on create and on update', async () => {
    const c = await g.gql(`mutation ($input: TimesheetCreateInput!) { timesheetCreate(input: $input) { ${TS_FIELDS} } }`, {
      input: { userId, startTime: '2026-03-02T10:00:00Z', endTime: '2026-03-02T09:00:00Z' },
    });
    expect(c.body.data.timesheetCreate).toEqual({
      timesheet: null,
      userErrors: [{ field: ['input', 'endTime'], code: 'INVALID', message: 'endTime must be after startTime' }],
    });
    const u = await g.gql(
      graphql(
        `mutation LookupWritesTimesheetUpdate($id: ID!) { timesheetUpdate(id: $id, input: { startTime: "2026-03-02T10:00:00Z", endTime: "2026-03-02T10:00:00Z" }) { userErrors { field code } } }`,
      ),
      {
        id: Buffer.from('Timesheet:160001').toString('base64'),
      },
    );
    expect(u.body.data!.timesheetUpdate!.userErrors).toEqual([{ field: ['input', 'endTime'], code: 'INVALID' }]);
    expect((await h.stats()).total).toBe(0);
  });

  it('create (running clock), stop it, clear the project, then delete; follow-up queries read each state', async () => {
    const c = await g.gql(`mutation ($input: TimesheetCreateInput!) { timesheetCreate(input: $input) { ${TS_FIELDS} } }`, {
      input: { userId, startTime: '2026-03-02T08:00:00Z', projectId, notes: 'Site survey' },
    });
    expect(c.body.errors).toBeUndefined();
    const ts = c.body.data.timesheetCreate.timesheet;
    expect(ts).toMatchObject({
      startTime: '2026-03-02T08:00:00.000Z',
      endTime: null,
      duration: null,
      notes: 'Site survey',
      user: { id: userId },
      project: { id: projectId },
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/timesheets': 1 });

    const stopped = await g.gql(
      `mutation ($id: ID!) { timesheetUpdate(id: $id, input: { endTime: "2026-03-02T09:30:00Z", projectId: null }) { ${TS_FIELDS} } }`,
      { id: ts.id },
    );
    expect(stopped.body.data.timesheetUpdate).toMatchObject({ timesheet: { duration: 5400, project: null }, userErrors: [] });
    expect((await readTimesheet(ts.id)).body.data!.timesheet).toMatchObject({ endTime: '2026-03-02T09:30:00.000Z', duration: 5400, project: null });

    const del = await g.gql(
      graphql(`mutation LookupWritesTimesheetDelete($id: ID!) { timesheetDelete(id: $id) { deletedTimesheetId userErrors { field code } } }`),
      { id: ts.id },
    );
    expect(del.body.data!.timesheetDelete).toEqual({ deletedTimesheetId: ts.id, userErrors: [] });
    const gone = await readTimesheet(ts.id);
    expect(gone.body.data!.timesheet).toBeNull();
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("a work order implies its project; an unknown user is the API's 400 on input.userId", async () => {
    const c = await g.gql(`mutation ($input: TimesheetCreateInput!) { timesheetCreate(input: $input) { ${TS_FIELDS} } }`, {
      input: { userId, startTime: '2026-03-03T08:00:00Z', endTime: '2026-03-03T09:00:00Z', workOrderId: workOrder.id },
    });
    expect(c.body.data.timesheetCreate.timesheet).toMatchObject({
      workOrder: { id: workOrder.id },
      project: workOrder.projectId ? { id: workOrder.projectId } : null,
      duration: 3600,
    });
    const bad = await g.gql(`mutation ($input: TimesheetCreateInput!) { timesheetCreate(input: $input) { ${TS_FIELDS} } }`, {
      input: { userId: Buffer.from('User:999999').toString('base64'), startTime: '2026-03-03T08:00:00Z' },
    });
    expect(bad.body.data.timesheetCreate).toMatchObject({ timesheet: null, userErrors: [{ field: ['input', 'userId'], code: 'REJECTED' }] });
  });
});

describe('labels', () => {
  const CREATE = graphql(
    `mutation LookupWritesLabelCreate($input: LabelCreateInput!) { labelCreate(input: $input) { label { id name color type } userErrors { message field code } } }`,
  );

  it('a blank name and a colour the API does not take are refused before any call', async () => {
    const r = await g.gql(CREATE, { input: { name: '  ', type: 'WORK', color: '#ff5733aa' } });
    expect(r.body.data!.labelCreate).toMatchObject({
      label: null,
      userErrors: [
        { field: ['input', 'name'], code: 'REQUIRED' },
        { field: ['input', 'color'], code: 'INVALID' },
      ],
    });
    expect((await h.stats()).total).toBe(0);
  });

  it("creates a label; a follow-up query reads it; the same name again is the API's 400 on input.name", async () => {
    const r = await g.gql(CREATE, { input: { name: 'Needs ladder', type: 'WORK', color: '#FF5733' } });
    expect(r.body.errors).toBeUndefined();
    const label = r.body.data!.labelCreate!.label;
    expect(label).toMatchObject({ name: 'Needs ladder', type: 'WORK' });
    expect(label!.color!.toLowerCase()).toBe('#ff5733');
    const again = await g.gql(graphql(`query LookupWritesLabel($id: ID!) { label(id: $id) { name type } }`), { id: label!.id });
    expect(again.body.data!.label).toEqual({ name: 'Needs ladder', type: 'WORK' });
    const dup = await g.gql(CREATE, { input: { name: 'needs ladder', type: 'WORK' } });
    expect(dup.body.data!.labelCreate).toMatchObject({ label: null, userErrors: [{ field: ['input', 'name'], code: 'REJECTED' }] });
  });
});
