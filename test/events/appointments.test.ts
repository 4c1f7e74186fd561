/**
 * Appointment events end to end: booking and rescheduling through GraphQL makes the sandbox fire
 * APPOINTMENT_CREATED / APPOINTMENT_RESCHEDULED to the gateway's webhook receiver; a `recordEvents`
 * subscriber gets them with the opportunity re-read and `event.appointment` read with its key; a
 * subscriber of the other company gets nothing.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { sse, useEventGateway, waitFor } from './harness.js';

const h = useSandbox({ sizes: { accounts: 10, projects: 5, opportunities: 5, workOrders: 5, calls: 5 } });
const g = useEventGateway(h, {}, { webhook: true });

const QUERY = `subscription {
  recordEvents(triggerKeys: ["APPOINTMENT_CREATED", "APPOINTMENT_RESCHEDULED"]) {
    event { triggerKey recordId details appointment { databaseId title dueDate assignee { databaseId } } }
    record { __typename ... on Opportunity { databaseId title } }
  }
}`;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function gql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${g.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

describe('appointment events', () => {
  it('APPOINTMENT_CREATED then APPOINTMENT_RESCHEDULED reach a recordEvents subscriber with the opportunity and the appointment; not the other company', async () => {
    const mine = sse(g.origin, QUERY, {}, { key: h.key1 });
    const theirs = sse(g.origin, QUERY, {}, { key: h.key2 });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'two subscribers');
    const opp = (await h.api('GET', '/opportunities?page_size=1')).body[0];
    const user = (await h.api('GET', '/users')).body[0];
    const created = await gql(
      `mutation ($input: AppointmentCreateInput!) { appointmentCreate(input: $input) { appointment { id databaseId } userErrors { message } } }`,
      { input: { opportunity: gid('Opportunity', opp.id), title: 'Site survey', assignee: gid('User', user.id), dueDate: '2030-03-01T16:00:00Z' } },
    );
    const appointment = created.data.appointmentCreate.appointment;
    await gql(`mutation ($id: ID!) { appointmentUpdate(id: $id, input: { dueDate: "2030-03-02T16:00:00Z" }) { userErrors { message } } }`, {
      id: appointment.id,
    });
    await waitFor(() => mine.messages.length >= 2, 8000, 'two appointment events');
    const [first, second] = mine.messages.map((m) => m.data);
    expect(first.errors).toBeUndefined();
    expect(first.data.recordEvents).toEqual({
      event: {
        triggerKey: 'APPOINTMENT_CREATED',
        recordId: opp.id,
        details: { appointmentId: appointment.databaseId, dueDate: '2030-03-01T16:00:00.000Z' },
        // Read when the subscriber asks, so it shows the appointment as it is now (already moved).
        appointment: { databaseId: appointment.databaseId, title: 'Site survey', dueDate: expect.any(String), assignee: { databaseId: user.id } },
      },
      record: { __typename: 'Opportunity', databaseId: opp.id, title: opp.title },
    });
    expect(second.data.recordEvents.event).toMatchObject({
      triggerKey: 'APPOINTMENT_RESCHEDULED',
      details: { appointmentId: appointment.databaseId, dueDate: '2030-03-02T16:00:00.000Z', previousDueDate: '2030-03-01T16:00:00.000Z' },
      appointment: { databaseId: appointment.databaseId, dueDate: '2030-03-02T16:00:00.000Z' },
    });
    // A barrier: company 2 books its own appointment, published after company 1's two events. Events
    // reach a subscriber in publication order, so once theirs arrives the other two were refused.
    const opp2 = (await h.api('GET', '/opportunities?page_size=1', { key: h.key2 })).body[0];
    const user2 = (await h.api('GET', '/users', { key: h.key2 })).body[0];
    const booked = await h.api('POST', `/opportunities/${opp2.id}/appointments`, {
      key: h.key2,
      body: { title: 'Their survey', assigneeId: user2.id, dueDate: '2030-04-01T16:00:00Z' },
    });
    expect(booked.status).toBe(201);
    await waitFor(() => theirs.messages.length >= 1, 8000, "company 2's own appointment event");
    expect(theirs.messages.map((m) => m.data.data.recordEvents.record.databaseId)).toEqual([opp2.id]);
  });
});
