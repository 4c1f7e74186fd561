/**
 * Notes written by the company's users on projects, opportunities, accounts and some work orders,
 * newest last, some of them replies in a thread. Texts fit the record kind.
 */
import type { Rng } from '../core/random.js';
import { accountsTable, opportunitiesTable, projectsTable, usersTable, type WorkspaceUser } from '../records/model.js';
import { workOrdersTable } from '../work-orders/model.js';
import { notesTable, type NoteParentType } from './model.js';
import type { SeedContext } from '../core/seed-context.js';

const DAY = 86_400_000;

const texts: Record<NoteParentType, string[]> = {
  PROJECT: [
    'Customer asked to move the install to a weekday morning.',
    'Utility interconnection application submitted; waiting on the meter swap.',
    'Permit approved by the city. Scheduling the crew.',
    'Roof is older than we thought: recommend re-roof before the array goes on.',
    'HOA approval letter uploaded to Docs.',
    'Inspector flagged missing labels on the AC disconnect. Return visit booked.',
    'Monitoring is online and reporting production.',
    'Customer wants the battery in the garage, not on the exterior wall.',
    'Design revised to 24 modules to clear the vent stack.',
    'PTO received. Sending the welcome packet.',
  ],
  OPPORTUNITY: [
    'Sent the proposal with two financing options.',
    'Customer is comparing with two other installers; price is the main concern.',
    'Average bill is about $240/month, higher in summer.',
    'Interested in adding a battery for backup during outages.',
    'Call back after they talk to their spouse on Friday.',
    'Shading from the oak on the south side; may need optimizers.',
    'Site survey photos look good, main panel is 200 A.',
  ],
  ACCOUNT: [
    'Prefers text over phone calls.',
    'Gate code 4512. Dog in the back yard.',
    'Referred by a neighbour on the same street.',
    'Billing contact changed to the office manager.',
    'Asked about a service plan for annual panel cleaning.',
  ],
  WORK_ORDER: [
    'Arrived on site, customer not home. Left a door tag.',
    'Replaced the failed microinverter, system producing again.',
    'Need a 24 ft ladder for the back of the house next visit.',
    'Checklist done; photos uploaded.',
    'Parts on back order, rescheduling.',
    'Torque marks checked on all attachments.',
  ],
};

const replies = ['Thanks, noted.', 'I will follow up tomorrow.', 'Confirmed with the customer.', 'Done.', 'Can you add photos?'];

export function seedNotes(s: SeedContext): void {
  const { db, rng } = s;
  const now = s.now.getTime();
  for (const companyId of s.companyIds) {
    const users = usersTable(db).all(companyId);
    const add = (parentType: NoteParentType, parentId: number, since: string, count: number) => {
      let previous: number | null = null;
      let at = Math.max(Date.parse(since), now - 400 * DAY);
      for (let i = 0; i < count; i++) {
        at = Math.min(at + rng.int(1, 20) * DAY + rng.int(0, 8 * 60) * 60_000, now - rng.int(1, 60) * 60_000);
        const isReply = previous !== null && rng.bool(0.2);
        const author = rng.pick(users);
        const createdAt = new Date(at).toISOString();
        const note = notesTable(db).insert(companyId, {
          parentType,
          parentId,
          note: isReply ? rng.pick(replies) : mention(rng, rng.pick(texts[parentType]), users, author),
          author: {
            id: author.id,
            firstName: author.firstName,
            lastName: author.lastName,
            email: author.email,
            phone: author.phone,
            avatarUrl: author.avatarUrl,
          },
          replyToId: isReply ? previous : null,
          fileIds: [],
          createdAt,
          updatedAt: createdAt,
        });
        if (!isReply) previous = note.id;
      }
    };
    for (const p of projectsTable(db).all(companyId)) add('PROJECT', p.id, p.createdAt, rng.int(0, 4));
    for (const o of opportunitiesTable(db).all(companyId)) add('OPPORTUNITY', o.id, o.createdAt, rng.int(0, 3));
    for (const a of accountsTable(db).all(companyId)) add('ACCOUNT', a.id, a.createdAt, rng.weighted([0, 1, 2], [5, 3, 1]));
    for (const w of workOrdersTable(db).all(companyId)) if (rng.bool(0.25)) add('WORK_ORDER', w.id, w.createdAt, rng.int(1, 2));
  }
}

/** Now and then a note mentions a colleague with the vendor's token `[Name|~id:USER_ID]`. */
function mention(rng: Rng, text: string, users: WorkspaceUser[], author: WorkspaceUser): string {
  if (!rng.bool(0.15)) return text;
  const other = rng.pick(users.filter((u) => u.id !== author.id));
  return other ? `${text} [${other.firstName} ${other.lastName}|~id:${other.id}] please take a look.` : text;
}
