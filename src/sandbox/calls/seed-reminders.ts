/**
 * Reminders on a company's projects, opportunities and accounts: due around the reference day, most
 * of the overdue ones done, assigned to workspace users.
 */
import { accountsTable, contactsTable, opportunitiesTable, projectsTable, usersTable } from '../records/model.js';
import { daysFrom, type SeedContext } from '../core/seed-context.js';
import { remindersTable, type Reminder } from './model.js';
import { REMINDER_TYPES, type ReminderType } from '../../rest-enums.js';

const titles: Record<ReminderType, string[]> = {
  CALL: ['Call {name} about the install date', 'Call {name} to review the proposal', 'Call back {name} about the permit', 'Check in with {name} after PTO'],
  EMAIL: ['Email {name} the signed contract', 'Send the interconnection agreement to {name}', 'Email {name} the warranty documents'],
  IN_PERSON: ['Site survey at {street}', 'Final walkthrough with {name}', 'Meter spot check at {street}'],
  VIRTUAL: ['Video call to review the design with {name}', 'Virtual consultation with {name}'],
  DEADLINE: ['Permit application due', 'Utility interconnection deadline', 'Incentive application deadline', 'Loan documents expire'],
  OTHER: ['Order racking hardware', 'Confirm HOA approval', 'Update the single-line diagram'],
};
const descriptions = [
  'Customer asked for mornings only.',
  'Bring the updated plan set.',
  'Utility portal login is in the project files.',
  'Confirm financing is approved first.',
  'Second attempt; first one went to voicemail.',
];

type Kind = 'project' | 'opportunity' | 'account';
/** How likely each kind of record is to have reminders, and which types it leans towards. */
const plans: Record<Kind, { share: number; max: number; weights: number[] }> = {
  project: { share: 0.4, max: 3, weights: [3, 2, 4, 1, 4, 2] },
  opportunity: { share: 0.6, max: 2, weights: [5, 4, 1, 3, 1, 1] },
  account: { share: 0.25, max: 2, weights: [4, 4, 1, 1, 1, 2] },
};
const DAY = 86_400_000;

export function seedReminders(s: SeedContext, companyId: number): void {
  const { db, rng, now } = s;
  const users = usersTable(db).all(companyId);
  const active = users.filter((u) => u.isActive);
  if (active.length === 0) return;
  const table = remindersTable(db);
  const firstNameOf = (contactIds: number[]) =>
    contactsTable(db)
      .get(contactIds[0] ?? 0, companyId)
      ?.name.split(' ')[0] ?? 'the customer';

  const seedFor = (kind: Kind, ownerId: number, name: string, street: string) => {
    const plan = plans[kind];
    if (!rng.bool(plan.share)) return;
    const count = rng.int(1, plan.max);
    for (let k = 0; k < count; k++) {
      const type: ReminderType | null = rng.bool(0.05) ? null : rng.weighted(REMINDER_TYPES, plan.weights);
      const title = rng
        .pick(titles[type ?? 'OTHER'])
        .replace('{name}', name)
        .replace('{street}', street);
      const dueOffset = rng.int(-20, 30);
      const hasDue = rng.bool(0.92);
      const dueMs = Date.parse(daysFrom(now, dueOffset, rng.int(14 * 60, 22 * 60)));
      // Created a while before it falls due, and always before the reference day.
      const createdDaysBack = hasDue && dueOffset < 0 ? -dueOffset + rng.int(1, 15) : rng.int(1, 30);
      const createdMs = Date.parse(daysFrom(now, -createdDaysBack, rng.int(13 * 60, 23 * 60)));
      const past = hasDue ? dueOffset < 0 : false;
      const isCompleted = rng.bool(hasDue ? (past ? 0.75 : 0.1) : 0.2);
      const doneBy = Math.min(now.getTime() - 60_000, hasDue ? dueMs + 2 * DAY : now.getTime());
      const completedMs = isCompleted ? createdMs + rng.next() * Math.max(0, doneBy - createdMs) : null;
      const editedMs = rng.bool(0.3) ? createdMs + rng.next() * (now.getTime() - 60_000 - createdMs) : createdMs;
      const reminder: Omit<Reminder, 'id'> = {
        title,
        description: rng.bool(0.5) ? rng.pick(descriptions) : null,
        type,
        dueDate: hasDue ? new Date(dueMs).toISOString() : null,
        isCompleted,
        completedAt: completedMs === null ? null : new Date(completedMs).toISOString(),
        assigneeId: rng.bool(0.9) ? rng.pick(active).id : null,
        projectId: kind === 'project' ? ownerId : null,
        opportunityId: kind === 'opportunity' ? ownerId : null,
        accountId: kind === 'account' ? ownerId : null,
        // Null when an automation created it rather than a user.
        createdBy: rng.bool(0.88) ? rng.pick(users).id : null,
        createdAt: new Date(createdMs).toISOString(),
        updatedAt: new Date(Math.max(completedMs ?? createdMs, editedMs)).toISOString(),
      };
      table.insert(companyId, reminder);
    }
  };

  const streetOf = (address: string[]) => (address[0] ?? 'the site').split(',')[0];
  for (const p of projectsTable(db).all(companyId)) seedFor('project', p.id, firstNameOf(p.contactIds), streetOf(p.address));
  for (const o of opportunitiesTable(db).all(companyId)) seedFor('opportunity', o.id, firstNameOf(o.contactIds), streetOf(o.address));
  for (const a of accountsTable(db).all(companyId)) seedFor('account', a.id, firstNameOf(a.contactIds), streetOf(a.address));
}
