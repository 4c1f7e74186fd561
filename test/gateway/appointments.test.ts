/**
 * Appointments through the gateway against the sandbox: Opportunity.appointments (one request per
 * opportunity), Appointment.assignee and createdBy from one read of the user directory,
 * Appointment.opportunity back to its record, and lookups by id.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 10, opportunities: 20, workOrders: 10, calls: 10 } });
const g = useGateway(h);

beforeEach(async () => {
  await h.resetStats();
});

describe('appointments', () => {
  it('Opportunity.appointments with assignees: 1 list + 1 per opportunity + 1 user directory for any number of assignees', async () => {
    const opps = (await h.api('GET', '/opportunities?page_size=5')).body as { id: number }[];
    const rest = await Promise.all(
      opps.map(
        async (o) =>
          (await h.api('GET', `/opportunities/${o.id}/appointments?page_size=100&order_by=asc`)).body.appointments as { id: number; assigneeId: number }[],
      ),
    );
    const users = (await h.api('GET', '/users')).body as { id: number; firstName: string }[];
    await h.resetStats();
    const r = await g.gql(
      graphql(
        `query AppointmentsOfOpportunities { opportunities(first: 5) { nodes { appointments { nodes { databaseId title dueDate assignee { databaseId firstName } createdBy { databaseId } opportunity { databaseId } } } } } }`,
      ),
    );
    expect(r.body.errors).toBeUndefined();
    r.body.data!.opportunities!.nodes.forEach((o, i) => {
      expect(o.appointments!.nodes.map((a) => a.databaseId).sort()).toEqual(rest[i]!.map((a) => a.id).sort());
      for (const a of o.appointments!.nodes) {
        const expected = rest[i]!.find((x) => x.id === a.databaseId)!;
        expect(a.assignee!.databaseId).toBe(expected.assigneeId);
        expect(a.assignee!.firstName).toBe(users.find((u) => u.id === expected.assigneeId)!.firstName);
        expect(a.opportunity!.databaseId).toBe(opps[i]!.id);
      }
    });
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/opportunities': 1, 'GET /v1/opportunities/:opportunityId/appointments': 5, 'GET /v1/users': 1 });
  });

  it('appointment(databaseId:) and node(id:); an appointment of another company is NOT_FOUND', async () => {
    const opp = (await h.api('GET', '/opportunities?page_size=1')).body[0];
    const a = (await h.api('GET', `/opportunities/${opp.id}/appointments`)).body.appointments[0];
    const r = await g.gql(graphql(`query AppointmentByDatabaseId($id: Int) { appointment(databaseId: $id) { id title isCompleted } }`), { id: a.id });
    expect(r.body.data!.appointment).toMatchObject({ title: a.title, isCompleted: a.isCompleted });
    const node = await g.gql(`query ($id: ID!) { node(id: $id) { ... on Appointment { title } } }`, { id: r.body.data!.appointment!.id });
    expect(node.body.data.node.title).toBe(a.title);
    const theirs = await g.gql(graphql(`query AppointmentOfCompany1($id: Int) { appointment(databaseId: $id) { title } }`), { id: a.id }, { key: h.key2 });
    expect(theirs.body.data!.appointment).toBeNull();
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
