/**
 * Appointments on opportunities: the sales steps of the stage the opportunity reached (site survey,
 * design consultation, proposal review, contract signing), assigned to its sales rep when active. Past
 * ones are mostly completed; open opportunities have their next step booked in the coming two weeks,
 * in business hours (Mountain time).
 */
import { laterIso } from '../core/http.js';
import { opportunitiesTable, stagesTable, usersTable } from '../records/model.js';
import { appointmentsTable } from './model.js';
import type { SeedContext } from '../core/seed-context.js';

const DAY = 86_400_000;
const steps = ['Site survey', 'Design consultation', 'Proposal review', 'Contract signing'];
const stageSteps: Record<string, number> = { 'New Lead': 0, Qualified: 1, 'Proposal Sent': 2, Negotiation: 3, Won: 4 };

export function seedAppointments(s: SeedContext): void {
  const { db, rng } = s;
  const now = s.now.getTime();
  // 9:00 to 16:30 Mountain time, on the half hour (UTC-6/-7 → 15:00 to 23:30 UTC).
  const at = (day: number) => now + day * DAY + (15 * 60 + rng.int(0, 15) * 30) * 60_000;
  for (const companyId of s.companyIds) {
    const users = usersTable(db).all(companyId);
    const active = users.filter((u) => u.isActive);
    for (const o of opportunitiesTable(db).all(companyId)) {
      const stage = stagesTable(db).get(o.stageId, companyId)?.name ?? 'New Lead';
      const done = stageSteps[stage] ?? 0;
      const rep = users.find((u) => u.id === o.salesRepId);
      const assignee = rep?.isActive ? rep : rng.pick(active);
      const created = Date.parse(o.createdAt);
      const span = Math.max(1, Math.floor((now - created) / DAY));
      // Steps before the stage's are behind the opportunity; an open one has its next step booked.
      const booked = stage === 'Won' ? steps.length : Math.min(done + 1, steps.length);
      for (let i = 0; i < booked; i++) {
        const upcoming = stage !== 'Won' && i === done;
        const due = upcoming ? at(rng.int(0, 14)) : at(-Math.max(1, Math.round(span * (1 - (i + 1) / (booked + 1)))));
        const createdAt = new Date(Math.min(due - rng.int(2, 10) * DAY, now - DAY)).toISOString();
        const completed = !upcoming && due < now && rng.bool(0.9);
        const completedAt = Math.min(due + rng.int(30, 120) * 60_000, now);
        appointmentsTable(db).insert(companyId, {
          title: steps[i]!,
          description: rng.bool(0.4) ? `${steps[i]} at ${o.address[0] ?? 'the site'}` : null,
          dueDate: new Date(due).toISOString(),
          isCompleted: completed,
          completedAt: completed ? new Date(completedAt).toISOString() : null,
          assigneeId: (rng.bool(0.85) ? assignee : rng.pick(active))?.id ?? null,
          opportunityId: o.id,
          createdBy: rng.pick(active)?.id ?? null,
          createdAt: laterIso(createdAt, o.createdAt),
          updatedAt: completed ? new Date(completedAt).toISOString() : laterIso(createdAt, o.createdAt),
        });
      }
    }
  }
}
