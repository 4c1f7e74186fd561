/**
 * Calls and reminders of each company. Calls span about a year: the oldest hold legacy uppercase
 * reasons and dispositions, newer ones company-defined names (CALL-5), the newest may carry an AI
 * transcript and summary (CALL-6). Most are logged on a project, opportunity or account (CALL-7).
 */
import {
  accountsTable,
  contactsTable,
  opportunitiesTable,
  projectsTable,
  usersTable,
  type Account,
  type RecordBase,
  type WorkspaceUser,
} from '../records/model.js';
import { callOptionsTable, callsTable, defaultDispositions, defaultReasons, legacyDisposition, type CallRecord } from './model.js';
import {
  aiGreetings,
  fill,
  goodbyes,
  greetings,
  inboundVoicemail,
  notes,
  outboundGreetings,
  outboundVoicemail,
  topics,
  weekdays,
  type Ending,
  type Topic,
} from './conversations.js';
import { seedReminders } from './seed-reminders.js';
import { phoneNumber, personName } from '../records/seed.js';
import type { SeedContext } from '../core/seed-context.js';
import { CALL_OUTCOMES, type CallOutcome } from '../../rest-enums.js';

/** Each company's own options on top of the defaults, and the legacy value their calls held before. */
const companyOptions: Record<number, { reasons: string[]; dispositions: [string, string][] }> = {
  1: {
    reasons: ['Permit question', 'Warranty claim'],
    dispositions: [
      ['Callback scheduled', 'FOLLOW_UP'],
      ['Warranty ticket opened', 'ESCALATION'],
    ],
  },
  2: { reasons: ['Change order'], dispositions: [['Estimate sent', 'FOLLOW_UP']] },
};
const companyLines: Record<number, { line: string; name: string; domain: string }> = {
  1: { line: '+13035550100', name: 'Sunpeak Solar', domain: 'sunpeak.example' },
  2: { line: '+12015550142', name: 'Granite Ridge', domain: 'graniteridge.example' },
};
/** Days before the reference day since when calls hold option names, and since when AI transcribes. */
const NAMED_SINCE_DAYS = 180;
const AI_SINCE_DAYS = 120;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function seedCalls(s: SeedContext): void {
  for (const companyId of s.companyIds) {
    seedOptions(s, companyId);
    seedCompanyCalls(s, companyId);
    seedReminders(s, companyId);
  }
}

function seedOptions(s: SeedContext, companyId: number): void {
  const own = companyOptions[companyId] ?? { reasons: [], dispositions: [] };
  const table = callOptionsTable(s.db);
  for (const [name] of defaultReasons) table.insert(companyId, { type: 'REASON', name, isDefault: true });
  for (const name of own.reasons) table.insert(companyId, { type: 'REASON', name, isDefault: false });
  for (const [name] of defaultDispositions) table.insert(companyId, { type: 'DISPOSITION', name, isDefault: true });
  for (const [name] of own.dispositions) table.insert(companyId, { type: 'DISPOSITION', name, isDefault: false });
}

interface Party {
  phone: string;
  firstName: string;
  street: string;
}

function seedCompanyCalls(s: SeedContext, companyId: number): void {
  const { db, rng, now } = s;
  const company = companyLines[companyId] ?? { line: phoneNumber(rng), name: 'Solar Co', domain: 'example.com' };
  const agents = usersTable(db)
    .all(companyId)
    .filter((u) => u.isActive);
  const projects = projectsTable(db).all(companyId);
  const opportunities = opportunitiesTable(db).all(companyId);
  const accounts = accountsTable(db).all(companyId);
  const contacts = contactsTable(db).all(companyId);
  const ownTopics = topics.filter((t) => t.companyId === undefined || t.companyId === companyId);
  const legacyOf = new Map(companyOptions[companyId]?.dispositions ?? []);
  const toLegacyDisposition = (name: string) => legacyOf.get(name) ?? legacyDisposition(name);
  const latest = now.getTime() - 60_000;
  const table = callsTable(db);

  // Looked up once per company: thousands of calls pick from the same few hundred contacts.
  const people = new Map(contacts.map((c) => [c.id, { phone: c.phones[0] ?? phoneNumber(rng), firstName: c.name.split(' ')[0] }]));
  const partyOf = (contactIds: number[], address: string[]): Party | undefined => {
    const ids = contactIds.filter((id) => people.has(id));
    if (ids.length === 0) return undefined;
    return { ...people.get(rng.pick(ids))!, street: (address[0] ?? '').split(',')[0] };
  };
  const recordParty = (r: RecordBase): Party | undefined => {
    const account = r.accountId === null ? undefined : accountsTable(db).get(r.accountId, companyId);
    return partyOf(r.contactIds, r.address) ?? (account ? partyOf(account.contactIds, account.address) : undefined);
  };
  const strangerParty = (): Party => {
    const c = contacts.length > 0 && rng.bool(0.6) ? people.get(rng.pick(contacts).id) : undefined;
    return c ? { ...c, street: 'your address' } : { phone: phoneNumber(rng), firstName: personName(rng)[0], street: 'your address' };
  };

  for (let i = 0; i < s.sizes.calls; i++) {
    const id = table.allocateId();
    // Link: a project, an opportunity, an account, or nothing yet (CALL-7).
    const link = rng.weighted(['project', 'opportunity', 'account', 'none'] as const, [45, 20, 20, 15]);
    let projectId: number | null = null;
    let opportunityId: number | null = null;
    let accountId: number | null = null;
    let party: Party | undefined;
    if (link === 'project' && projects.length > 0) {
      const p = rng.pick(projects);
      projectId = p.id;
      party = recordParty(p);
    } else if (link === 'opportunity' && opportunities.length > 0) {
      const o = rng.pick(opportunities);
      opportunityId = o.id;
      party = recordParty(o);
    } else if (link === 'account' && accounts.length > 0) {
      const a: Account = rng.pick(accounts);
      accountId = a.id;
      party = partyOf(a.contactIds, a.address);
    }
    party ??= strangerParty();

    // Recent days are busier: days back skewed towards the reference day.
    const daysBack = 1 + Math.floor(365 * rng.next() ** 1.6);
    const start = now.getTime() - daysBack * DAY + rng.int(13 * 60, 23 * 60 + 30) * 60_000;
    const isInbound = rng.bool(0.55);
    const outcome: CallOutcome = rng.weighted(CALL_OUTCOMES, [70, 18, 12]);
    const seconds = outcome === 'ANSWERED' ? rng.int(45, 1500) : outcome === 'MISSED' ? rng.int(15, 40) : rng.int(25, 95);
    const end = start + seconds * 1000;
    const createdMs = end + rng.int(2, 30) * 1000;
    const timed = rng.bool(0.98);
    const named = daysBack < NAMED_SINCE_DAYS;
    const topic: Topic = rng.pick(ownTopics);
    const ending: Ending = rng.pick(topic.endings);
    const agent: WorkspaceUser | undefined = agents.length > 0 ? rng.pick(agents) : undefined;
    const values = {
      name: party.firstName,
      agent: agent?.firstName ?? 'Sam',
      company: company.name,
      day: rng.pick(weekdays),
      street: party.street,
      about: topic.about,
    };

    // Classification: what was said decides the reason and disposition; the era decides their spelling.
    const reasonName = outcome === 'MISSED' && rng.bool(0.7) ? null : topic.reason;
    let dispositionName: string | null;
    if (outcome === 'ANSWERED') dispositionName = ending.disposition;
    else if (!isInbound) dispositionName = rng.bool(0.6) ? 'Unresponsive' : 'Follow up';
    else dispositionName = rng.bool(0.6) ? 'Follow up' : null;
    const unclassified = outcome === 'ANSWERED' && rng.bool(0.08);
    const reason = unclassified || reasonName === null ? null : named ? reasonName : topic.legacyReason;
    const disposition = unclassified || dispositionName === null ? null : named ? dispositionName : toLegacyDisposition(dispositionName);

    // AI transcript (CALL-6): only recent calls someone spoke on, and not all of them.
    const ai = daysBack < AI_SINCE_DAYS && outcome !== 'MISSED' && rng.bool(0.7);
    const aiAgent = ai && isInbound && outcome === 'ANSWERED' && rng.bool(0.3);
    let transcriptText: string | null = null;
    let summary: string | null = null;
    if (ai && outcome === 'ANSWERED') {
      const lines = [
        rng.pick(aiAgent ? aiGreetings : isInbound ? greetings : outboundGreetings),
        ...topic.slots.map((slot) => rng.pick(slot)),
        ...ending.lines,
        rng.pick(goodbyes),
      ];
      transcriptText = lines.map((l) => fill(l, values)).join('\n');
      summary = fill(ending.summary, values);
    } else if (ai) {
      const pool = isInbound ? inboundVoicemail : outboundVoicemail;
      transcriptText = pool.map((slot) => fill(rng.pick(slot), values)).join('\n');
      summary = fill(isInbound ? 'Voicemail from {name} asking for a callback about {about}.' : 'Left a voicemail for {name} about {about}.', values);
    }
    const classificationNote =
      ai && reason !== null && disposition !== null && rng.bool(0.75)
        ? `Reason "${reason}": ${topic.because}. Disposition "${disposition}": ${outcome === 'ANSWERED' ? ending.because : 'nobody answered, so a callback is needed'}.`
        : null;
    const recorded = ai || (outcome !== 'MISSED' && rng.bool(0.5));

    const createdAt = new Date(createdMs).toISOString();
    const edited = rng.bool(0.3);
    const customChanged = rng.bool(0.2);
    const call: CallRecord = {
      id,
      fromNumber: isInbound ? party.phone : (agent?.phone ?? company.line),
      toNumber: isInbound ? (rng.bool(0.8) || !agent?.phone ? company.line : agent.phone) : party.phone,
      isInbound,
      createdAt,
      updatedAt: edited ? new Date(Math.min(createdMs + rng.int(1, 72) * HOUR, latest)).toISOString() : createdAt,
      outcome,
      startTime: timed ? new Date(start).toISOString() : null,
      endTime: timed ? new Date(end).toISOString() : null,
      reason,
      disposition,
      note: rng.bool(0.3) ? rng.pick(notes) : null,
      summary,
      transcriptText,
      recordingUrl: recorded ? `https://recordings.${company.domain}/calls/${id}.mp3` : null,
      transcriptUrl:
        !ai && outcome === 'ANSWERED' && rng.bool(0.08) ? `https://transcripts.callbridge.example/t/${id.toString(36)}${rng.int(1000, 9999)}` : null,
      missedCount: outcome === 'ANSWERED' ? null : rng.int(1, 3),
      classificationNote,
      resolution: aiAgent ? ending.resolution : null,
      projectId,
      opportunityId,
      accountId,
      // Custom property edits do not move updatedAt, which is why CALL-2 matches on them separately.
      customUpdatedAt: customChanged ? new Date(Math.min(createdMs + rng.int(1, 30 * 24) * HOUR, latest)).toISOString() : null,
    };
    table.insert(companyId, call);
  }
}
