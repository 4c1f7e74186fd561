/**
 * Appointment writes through GraphQL: title and null rules checked before any REST call, booking with
 * one POST (and the APPOINTMENT_CREATED automation), rescheduling (APPOINTMENT_RESCHEDULED), an unknown
 * assignee as a userError, completing and deleting.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 2, opportunities: 5, workOrders: 2, calls: 2 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = graphql(`mutation AppointmentWritesAppointmentCreate($input: AppointmentCreateInput!) {
  appointmentCreate(input: $input) { appointment { id databaseId title dueDate isCompleted assignee { databaseId firstName } opportunity { databaseId } } userErrors { message field code } }
}`);

async function setup() {
  const opp = (await h.api('GET', '/opportunities?page_size=1')).body[0] as { id: number };
  const user = (await h.api('GET', '/users')).body[0] as { id: number; firstName: string };
  await h.resetStats();
  return { opp, user };
}

describe('appointments', () => {
  it('a blank title is refused with zero upstream requests', async () => {
    const { opp, user } = await setup();
    const r = await g.gql(CREATE, {
      input: { opportunity: gid('Opportunity', opp.id), title: ' ', assignee: gid('User', user.id), dueDate: '2030-01-15T16:00:00Z' },
    });
    expect(r.body.data!.appointmentCreate).toEqual({
      appointment: null,
      userErrors: [{ message: 'title is required', field: ['input', 'title'], code: 'REQUIRED' }],
    });
    expect((await h.stats()).total).toBe(0);
  });

  it('books with one POST (APPOINTMENT_CREATED fires), reschedules (APPOINTMENT_RESCHEDULED), completes and deletes', async () => {
    const { opp, user } = await setup();
    const fired = h.sandbox.automations.fired;
    const before = fired.length;
    const r = await g.gql(CREATE, {
      input: { opportunity: gid('Opportunity', opp.id), title: 'Site survey', assignee: gid('User', user.id), dueDate: '2030-01-15T09:00:00-07:00' },
    });
    expect(r.body.errors).toBeUndefined();
    const a = r.body.data!.appointmentCreate!.appointment;
    expect(a).toMatchObject({
      title: 'Site survey',
      dueDate: '2030-01-15T16:00:00.000Z',
      isCompleted: false,
      assignee: { databaseId: user.id, firstName: user.firstName },
      opportunity: { databaseId: opp.id },
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/opportunities/:opportunityId/appointments': 1, 'GET /v1/users': 1 });

    const UPDATE = graphql(
      `mutation AppointmentWritesAppointmentUpdate($id: ID!, $input: AppointmentUpdateInput!) { appointmentUpdate(id: $id, input: $input) { appointment { dueDate isCompleted } userErrors { field code } } }`,
    );
    const moved = await g.gql(UPDATE, { id: a!.id, input: { dueDate: '2030-01-16T16:00:00Z' } });
    expect(moved.body.data!.appointmentUpdate!.appointment!.dueDate).toBe('2030-01-16T16:00:00.000Z');
    expect(fired.slice(before).map((e) => [e.event.triggerKey, e.event.appointmentId])).toEqual([
      ['APPOINTMENT_CREATED', a!.databaseId],
      ['APPOINTMENT_RESCHEDULED', a!.databaseId],
    ]);
    const done = await g.gql(UPDATE, { id: a!.id, input: { isCompleted: true } });
    expect(done.body.data!.appointmentUpdate!.appointment!.isCompleted).toBe(true);
    const nulls = await g.gql(UPDATE, { id: a!.id, input: { assignee: null } });
    expect(nulls.body.data!.appointmentUpdate!.userErrors).toEqual([{ field: ['input', 'assignee'], code: 'INVALID' }]);

    const DELETE = graphql(
      `mutation AppointmentWritesAppointmentDelete($id: ID!) { appointmentDelete(id: $id) { deletedAppointmentId userErrors { code field } } }`,
    );
    expect((await g.gql(DELETE, { id: a!.id })).body.data!.appointmentDelete).toEqual({ deletedAppointmentId: a!.id, userErrors: [] });
    expect((await g.gql(DELETE, { id: a!.id })).body.data!.appointmentDelete!.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['id'] }]);
  });

  it('an assignee who is not an active user of the company is the upstream 400 as a userError on input.assignee', async () => {
    const { opp } = await setup();
    const r = await g.gql(CREATE, {
      input: { opportunity: gid('Opportunity', opp.id), title: 'Design consultation', assignee: gid('User', 99999), dueDate: '2030-01-15T16:00:00Z' },
    });
    expect(r.body.data!.appointmentCreate!.userErrors).toEqual([
      { message: expect.stringContaining('No active user with id 99999'), field: ['input', 'assignee'], code: 'REJECTED' },
    ]);
  });

  it('an opportunity of another company is refused: the upstream 400 names input.opportunity', async () => {
    const { opp, user } = await setup();
    const r = await g.gql(
      CREATE,
      { input: { opportunity: gid('Opportunity', opp.id), title: 'x', assignee: gid('User', user.id), dueDate: '2030-01-15T16:00:00Z' } },
      { key: h.key2 },
    );
    expect(r.body.data!.appointmentCreate!.userErrors).toEqual([
      { message: expect.stringContaining(`No opportunity with id ${opp.id}`), field: ['input', 'opportunity'], code: 'REJECTED' },
    ]);
  });
});
