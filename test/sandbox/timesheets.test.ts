import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { projectsTable, usersTable } from '../../src/sandbox/records/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 5, workOrders: 20, calls: 20 } });

let userId: number;
let projectId: number;

beforeAll(() => {
  // Users and projects come from the store: their routes belong to other domains.
  const db = h.sandbox.ctx.db;
  userId = usersTable(db).all(1)[1].id;
  projectId = projectsTable(db).all(1)[0].id;
});

async function everything(query = '') {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const res = await h.api('GET', `/timesheets?page=${page}&page_size=100${query}`);
    expect(res.status).toBe(200);
    out.push(...res.body);
    if (res.body.length < 100) return out;
  }
}

describe('timesheets', () => {
  it('seeds technicians’ entries over recent weeks with a duration in seconds', async () => {
    const all = await everything();
    expect(all.length).toBeGreaterThan(20);
    const now = h.sandbox.ctx.options.now.getTime();
    for (const t of all) {
      expect(Date.parse(t.startTime)).toBeGreaterThan(now - 22 * 86_400_000);
      expect(t.duration).toBe((Date.parse(t.endTime) - Date.parse(t.startTime)) / 1000);
      expect(t.user.id).toBe(t.userId);
      expect(t.projectId).toEqual(expect.any(Number));
    }
    // Newest first by default.
    expect(all[0].startTime >= all[all.length - 1].startTime).toBe(true);
  });

  it('filters by user, project and date range, and pages', async () => {
    const all = await everything();
    const someone = all[0].userId;
    const mine = await everything(`&user_id=${someone}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.userId === someone)).toBe(true);
    const day = all[0].startTime.slice(0, 10);
    const oneDay = await everything(`&start_date=${day}&end_date=${day}`);
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every((t) => t.startTime.startsWith(day))).toBe(true);
    expect(oneDay.length).toBe(all.filter((t) => t.startTime.startsWith(day)).length);
    const p = all[0].projectId;
    expect((await everything(`&project_id=${p}`)).every((t) => t.projectId === p)).toBe(true);
    const first = await h.api('GET', '/timesheets?page_size=5&order_by=asc');
    const second = await h.api('GET', '/timesheets?page=2&page_size=5&order_by=asc');
    expect(first.body).toHaveLength(5);
    expect(second.body[0].startTime >= first.body[4].startTime).toBe(true);
    for (const [query, field] of [
      ['page_size=101', 'page_size'],
      ['user_id=x', 'user_id'],
      ['start_date=soon', 'start_date'],
      ['start_date=2025-02-02&end_date=2025-02-01', 'end_date'],
    ]) {
      const bad = await h.api('GET', `/timesheets?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe(field);
    }
  });

  it('creates, reads, updates and deletes an entry', async () => {
    const created = await h.api('POST', '/timesheets', {
      body: { userId, projectId, startTime: '2025-05-05T14:00:00Z', endTime: '2025-05-05T16:30:00Z', notes: 'Inverter swap' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId, projectId, duration: 9000, notes: 'Inverter swap', workOrderId: null });
    const id = created.body.id;
    expect((await h.api('GET', `/timesheets/${id}`)).body).toEqual(created.body);
    const running = await h.api('PATCH', `/timesheets/${id}`, { body: { endTime: null } });
    expect(running.body).toMatchObject({ endTime: null, duration: null });
    const longer = await h.api('PATCH', `/timesheets/${id}`, { body: { endTime: '2025-05-05T18:00:00Z', notes: null } });
    expect(longer.body).toMatchObject({ duration: 4 * 3600, notes: null });
    expect((await h.api('DELETE', `/timesheets/${id}`)).status).toBe(200);
    expect((await h.api('GET', `/timesheets/${id}`)).status).toBe(404);
  });

  it('validates the body and names the field', async () => {
    const base = { userId, startTime: '2025-05-05T14:00:00Z' };
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: base.startTime }, 'userId'],
      [{ userId }, 'startTime'],
      [{ ...base, userId: 999_999 }, 'userId'],
      [{ ...base, projectId: 1 }, 'projectId'],
      [{ ...base, workOrderId: 1 }, 'workOrderId'],
      [{ ...base, endTime: '2025-05-05T13:00:00Z' }, 'endTime'],
      [{ ...base, startTime: 'Monday' }, 'startTime'],
    ];
    for (const [body, field] of cases) {
      const res = await h.api('POST', '/timesheets', { body });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it("AUTH-12: company 2's key cannot read company 1's timesheets", async () => {
    const t = (await everything())[0];
    expect((await h.api('GET', `/timesheets/${t.id}`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('DELETE', `/timesheets/${t.id}`, { key: h.key2 })).status).toBe(404);
    const theirs = await h.api('GET', '/timesheets?page_size=100', { key: h.key2 });
    expect(theirs.body.some((x: any) => x.id === t.id)).toBe(false);
  });
});
