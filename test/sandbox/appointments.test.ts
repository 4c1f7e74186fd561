/**
 * Sandbox appointments over HTTP (vendor `/opportunities/{id}/appointments`, `/appointments/{id}`):
 * seeded appointments with assignees, paging with totalCount, create/update/delete with the vendor's
 * status codes, the APPOINTMENT_CREATED and APPOINTMENT_RESCHEDULED automations, isolation.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 10, opportunities: 20, workOrders: 10, calls: 10 } });

interface Appointment {
  id: number;
  title: string;
  dueDate: string | null;
  isCompleted: boolean;
  completedAt: string | null;
  assigneeId: number | null;
  opportunityId: number;
}

const opportunities = async (key?: string) => (await h.api('GET', '/opportunities?page_size=20', { key })).body as { id: number }[];
const activeUser = async () => ((await h.api('GET', '/users')).body as { id: number }[])[0]!.id;

describe('appointments', () => {
  it("seeded on every opportunity with assignees from the company's users; paged with totalCount", async () => {
    const users = new Set(((await h.api('GET', '/users')).body as { id: number }[]).map((u) => u.id));
    let total = 0;
    for (const o of await opportunities()) {
      const r = await h.api('GET', `/opportunities/${o.id}/appointments?page_size=100`);
      expect(r.status).toBe(200);
      expect(r.body.appointments.length).toBe(r.body.totalCount);
      for (const a of r.body.appointments as Appointment[]) {
        expect(a.opportunityId).toBe(o.id);
        expect(users.has(a.assigneeId!)).toBe(true);
        if (a.isCompleted) expect(a.completedAt).not.toBeNull();
      }
      total += r.body.totalCount;
    }
    expect(total).toBeGreaterThan(20);
    const [o] = await opportunities();
    const page = await h.api('GET', `/opportunities/${o!.id}/appointments?page_size=1`);
    expect(page.body.appointments).toHaveLength(1);
  });

  it('POST 201, GET, PATCH, DELETE; missing title, unknown assignee and an unknown opportunity are 400s naming the field', async () => {
    const [o] = await opportunities();
    const assigneeId = await activeUser();
    const created = await h.api('POST', `/opportunities/${o!.id}/appointments`, {
      body: { title: 'Site survey', assigneeId, dueDate: '2030-05-01T16:00:00-06:00', description: 'Bring the drone' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Site survey', assigneeId, opportunityId: o!.id, dueDate: '2030-05-01T22:00:00.000Z', isCompleted: false });
    expect((await h.api('GET', `/appointments/${created.body.id}`)).body.description).toBe('Bring the drone');
    const done = await h.api('PATCH', `/appointments/${created.body.id}`, { body: { isCompleted: true } });
    expect(done.body.isCompleted).toBe(true);
    expect(done.body.completedAt).not.toBeNull();
    const refuse = async (path: string, body: Record<string, unknown>, field: string) => {
      const r = await h.api('POST', path, { body });
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    };
    await refuse(`/opportunities/${o!.id}/appointments`, { assigneeId, dueDate: '2030-05-01T16:00:00Z' }, 'title');
    await refuse(`/opportunities/${o!.id}/appointments`, { title: 'x', assigneeId: 99999, dueDate: '2030-05-01T16:00:00Z' }, 'assigneeId');
    await refuse(`/opportunities/${o!.id}/appointments`, { title: 'x', assigneeId, dueDate: 'tomorrow' }, 'dueDate');
    await refuse('/opportunities/1/appointments', { title: 'x', assigneeId, dueDate: '2030-05-01T16:00:00Z' }, 'opportunityId');
    expect((await h.api('DELETE', `/appointments/${created.body.id}`)).status).toBe(200);
    expect((await h.api('GET', `/appointments/${created.body.id}`)).status).toBe(404);
    expect((await h.api('PATCH', `/appointments/${created.body.id}`, { body: { title: 'x' } })).status).toBe(404);
  });

  it('automations: creating fires APPOINTMENT_CREATED and moving the time fires APPOINTMENT_RESCHEDULED with the previous time', async () => {
    const [o] = await opportunities();
    const assigneeId = await activeUser();
    const fired = h.sandbox.automations.fired;
    const before = fired.length;
    const created = (
      await h.api('POST', `/opportunities/${o!.id}/appointments`, { body: { title: 'Design consultation', assigneeId, dueDate: '2030-06-01T15:00:00Z' } })
    ).body;
    await h.api('PATCH', `/appointments/${created.id}`, { body: { title: 'Design consult' } });
    await h.api('PATCH', `/appointments/${created.id}`, { body: { dueDate: '2030-06-02T15:00:00Z' } });
    const events = fired.slice(before);
    expect(events.map((e) => e.event.triggerKey)).toEqual(['APPOINTMENT_CREATED', 'APPOINTMENT_RESCHEDULED']);
    expect(events[0]!.event).toMatchObject({ recordId: o!.id, appointmentId: created.id, dueDate: '2030-06-01T15:00:00.000Z' });
    expect(events[0]!.record).toMatchObject({ id: o!.id, type: 'REQUEST' });
    expect(events[1]!.event).toMatchObject({ appointmentId: created.id, dueDate: '2030-06-02T15:00:00.000Z', previousDueDate: '2030-06-01T15:00:00.000Z' });
    expect(events.every((e) => e.companyId === 1)).toBe(true);
  });

  it('isolation: another company can neither list, create on, read nor change these appointments', async () => {
    const [o] = await opportunities();
    const a = (await h.api('GET', `/opportunities/${o!.id}/appointments`)).body.appointments[0] as Appointment;
    expect((await h.api('GET', `/opportunities/${o!.id}/appointments`, { key: h.key2 })).status).toBe(400);
    expect((await h.api('GET', `/appointments/${a.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('PATCH', `/appointments/${a.id}`, { key: h.key2, body: { title: 'x' } })).status).toBe(404);
    expect((await h.api('DELETE', `/appointments/${a.id}`, { key: h.key2 })).status).toBe(404);
  });
});
