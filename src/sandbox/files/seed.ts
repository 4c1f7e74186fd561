/**
 * The files domain of the demo workspace: form templates, phases, folders (two levels at most), photos,
 * permits and contracts on projects and opportunities, account documents, and form instances on projects
 * and on field work orders (each pushed to its work order's `workItems`).
 */
import type { Rng } from '../core/random.js';
import {
  accountsTable,
  opportunitiesTable,
  projectsTable,
  stagesTable,
  usersTable,
  userSummary,
  type RecordBase,
  type WorkspaceUser,
} from '../records/model.js';
import { createForm, formFiles } from './forms.js';
import { workOrdersTable } from '../work-orders/model.js';
import {
  buildFile,
  filesTable,
  foldersTable,
  formTemplatesTable,
  ownerOf,
  phasesTable,
  workOrderOwner,
  type FileUser,
  type FormTemplate,
  type OwnerRef,
  type PhaseInstance,
  type StoredFile,
} from './model.js';
import { buildLayout, dropdownOptions, labelColors, templateColumns, templateDefs, templateUser } from './templates.js';
import { daysFrom, type SeedContext } from '../core/seed-context.js';

const DAY = 86_400_000;
const projectPhases = ['Design', 'Permitting', 'Install'];
const opportunityPhases = ['Discovery', 'Proposal'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const notes = [
  'All good, no issues found.',
  'Customer asked to keep the side gate closed (dog).',
  'Minor debris cleaned up before leaving.',
  'Attic access through the garage closet.',
  'Meter is on the north wall behind the fence.',
];

interface Ctx {
  s: SeedContext;
  companyId: number;
  users: WorkspaceUser[];
  /** One creator object per user, shared by the files they made (fewer allocations while seeding). */
  creators: FileUser[];
  templates: Map<string, FormTemplate>;
}

export function seedFiles(s: SeedContext): void {
  for (const companyId of s.companyIds) {
    const users = usersTable(s.db).all(companyId);
    if (users.length === 0) continue;
    const c: Ctx = { s, companyId, users, creators: users.map(creatorOf), templates: seedTemplates(s, companyId, users) };
    const stagePos = new Map(
      stagesTable(s.db)
        .all(companyId)
        .map((st) => [st.id, st.position]),
    );
    for (const p of projectsTable(s.db).all(companyId)) seedProject(c, p, Math.min(3, Math.floor(((stagePos.get(p.stageId) ?? 0) * 3) / 7)));
    for (const o of opportunitiesTable(s.db).all(companyId)) seedOpportunity(c, o);
    seedAccounts(c);
    seedWorkOrderForms(c);
  }
}

function seedTemplates(s: SeedContext, companyId: number, users: WorkspaceUser[]): Map<string, FormTemplate> {
  const { db, rng, now } = s;
  let next = 100_000 * companyId;
  const nextId = () => ++next;
  const labelIds = new Map(Object.keys(labelColors).map((l, i) => [l, 900 + 100 * companyId + i]));
  const out = new Map<string, FormTemplate>();
  for (const def of templateDefs) {
    const createdAt = daysFrom(now, -rng.int(400, 700), rng.int(480, 1080));
    const t = formTemplatesTable(db).insert(companyId, {
      name: def.name,
      createdAt,
      updatedAt: daysFrom(now, -rng.int(5, 300), rng.int(480, 1080)),
      isArchived: !!def.archived,
      createdBy: templateUser(users[0]),
      // FORM-2: a direct assignee only when no assignee property is used.
      assignee: def.assignee === 'USER' ? templateUser(rng.pick(users)) : null,
      assigneeProperty: def.assignee === 'USER' ? null : def.assignee,
      collaborators: rng.sample(users.slice(1), def.directCollaborators).map(templateUser),
      collaboratorProperties: def.collaboratorProperties,
      labels: def.labels.map((l) => ({ id: labelIds.get(l)!, label: l, color: labelColors[l] })),
      dueDateXDaysAfter: def.dueDateXDaysAfter,
      formLayouts: buildLayout(def, nextId),
    });
    out.set(def.name, t);
  }
  return out;
}

const creatorOf = (u: WorkspaceUser): FileUser => ({ id: u.id, firstName: u.firstName, lastName: u.lastName });
const at = (iso: string, days: number, now: Date) => new Date(Math.min(Date.parse(iso) + days * DAY, now.getTime() - 3_600_000)).toISOString();

/** A file factory bound to one record: placement, creator, date and size vary per call. */
function filer(c: Ctx, owner: OwnerRef, createdAt: string, geo: string | undefined) {
  const { db, rng, now } = c.s;
  const [lat, lng] = (geo ?? '').split(',').map(Number);
  const base = Date.parse(createdAt);
  const latest = now.getTime() - 3_600_000;
  return (name: string, where: { folderId?: number; phaseInstanceId?: number }, opts: { days?: number; archived?: boolean } = {}): StoredFile => {
    const k = rng.int(0, c.users.length - 1);
    const photo = /\.(jpe?g|heic|png)$/i.test(name);
    const id = filesTable(db).allocateId();
    const file = buildFile(c.companyId, id, {
      ...owner,
      ...where,
      name,
      size: photo ? rng.int(1_200_000, 5_800_000) : rng.int(40_000, 2_400_000),
      userId: c.users[k].id,
      createdAt: new Date(Math.min(base + (opts.days ?? rng.int(0, 30)) * DAY, latest)).toISOString(),
      createdByUser: c.creators[k],
      isArchived: opts.archived,
      gps:
        photo && Number.isFinite(lat)
          ? { latitude: round6(lat + (rng.next() - 0.5) * 0.0008), longitude: round6(lng + (rng.next() - 0.5) * 0.0008), altitude: rng.int(5, 1800) }
          : undefined,
    });
    return filesTable(db).insert(c.companyId, file);
  };
}

function folderer(c: Ctx, owner: OwnerRef, createdAt: string) {
  return (name: string, where: { parentId?: number; phaseInstanceId?: number }, isActive = true) =>
    foldersTable(c.s.db).insert(c.companyId, {
      ...owner,
      name,
      parentId: where.parentId ?? null,
      phaseInstanceId: where.phaseInstanceId ?? null,
      isActive,
      createdAt,
      updatedAt: createdAt,
      createdByUser: c.creators[0],
    });
}

function seedPhases(c: Ctx, owner: OwnerRef, names: string[], baseId: number, progress: number, createdAt: string): PhaseInstance[] {
  const base = Date.parse(createdAt);
  const latest = c.s.now.getTime() - 3_600_000;
  const day = (n: number) => new Date(Math.min(base + n * DAY, latest)).toISOString();
  return names.map((name, position) => {
    const startedAt = position <= progress ? day(position * 14 + 1) : null;
    return phasesTable(c.s.db).insert(c.companyId, {
      ...owner,
      phaseId: baseId + position,
      name,
      position,
      status: position < progress ? 'COMPLETED' : position === progress ? 'IN_PROGRESS' : 'NOT_STARTED',
      startedAt,
      completedAt: position < progress ? day(position * 14 + 12) : null,
    });
  });
}

function photoName(rng: Rng): string {
  return rng.bool(0.7) ? `IMG_${rng.int(1000, 9999)}.jpg` : `IMG_${rng.int(1000, 9999)}.HEIC`;
}

function seedProject(c: Ctx, p: RecordBase, progress: number): void {
  const { rng } = c.s;
  const owner = ownerOf('project', p.id);
  const file = filer(c, owner, p.createdAt, p.geoLocation[0]);
  const folder = folderer(c, owner, p.createdAt);
  // Progress past the last phase means every phase is complete.
  const [design, permitting, install] = seedPhases(c, owner, projectPhases, 11, progress, p.createdAt);
  // Seeding speed: about half the projects hold documents, and a third of those the full folder tree.
  if (!rng.bool(0.45)) return;
  const rich = rng.bool(0.25);

  const photos = folder('Photos', {});
  const roof = folder('Roof', { parentId: photos.id });
  const contracts = folder('Contracts', {});
  const permits = folder('Permits', { phaseInstanceId: permitting.id });
  const roofPhotos = [file(photoName(rng), { folderId: roof.id }, { days: rng.int(1, 10) })];
  if (rng.bool(0.5)) roofPhotos.push(file(photoName(rng), { folderId: roof.id }, { days: rng.int(1, 10) }));
  file('Proposal v2.pdf', { folderId: contracts.id }, { days: 2 });
  if (progress >= 1) file(`Signed Contract - ${p.title.split(' – ')[0]}.pdf`, { folderId: contracts.id }, { days: 6 });
  if (progress >= 1) file('Building Permit Application.pdf', { folderId: permits.id }, { days: 16 });
  if (rng.bool(0.3)) file('Site Plan.dwg', { phaseInstanceId: design.id }, { days: 8 });
  if (rich) {
    const electrical = folder('Electrical', { parentId: photos.id });
    file(photoName(rng), { folderId: electrical.id }, { days: rng.int(1, 10) });
    file(rng.pick(['Site overview.jpg', 'Driveway access.png', 'Street view.jpg']), { folderId: photos.id });
    file('Proposal v1.pdf', { folderId: contracts.id }, { days: 1, archived: true });
    file('Proposal draft.docx', { folderId: folder('Old Proposals', { parentId: contracts.id }, false).id }, { days: 1 });
    const utility = folder('Utility', {});
    file(`Utility Bill - ${rng.pick(months)}.pdf`, { folderId: utility.id }, { days: 0 });
    if (progress >= 1) file('Interconnection Application.pdf', { folderId: utility.id }, { days: 16 });
    const planSets = folder('Plan Sets', { phaseInstanceId: design.id });
    file('Plan Set Rev A.pdf', { folderId: planSets.id }, { days: 8 });
    file('Single Line Diagram.pdf', { folderId: planSets.id }, { days: 9 });
  }
  if (progress >= 2) {
    const approved = folder('Approved', { parentId: permits.id });
    file(`Building Permit B${rng.int(2023, 2025)}-${rng.int(10000, 99999)}.pdf`, { folderId: approved.id }, { days: 26 });
    if (rich) {
      file('Electrical Permit.pdf', { folderId: approved.id }, { days: 27 });
      const installPhotos = folder('Install Photos', { phaseInstanceId: install.id });
      for (let i = rng.int(2, 3); i > 0; i--) file(photoName(rng), { folderId: installPhotos.id }, { days: 30 });
    }
  }

  if (!rng.bool(0.5)) return;
  // FOLD-2: forms are files placed in a phase or a folder like any other.
  const form = (name: string, where: { phaseInstanceId?: number; folderId?: number }, days: number, complete: boolean) => {
    const t = c.templates.get(name)!;
    const createdAt = at(p.createdAt, days, c.s.now);
    const completedAt = complete ? at(createdAt, rng.int(1, 5), c.s.now) : null;
    const status = complete ? 'COMPLETED' : rng.pick(['OPEN', 'IN_PROGRESS']);
    createForm(c.s.db, c.companyId, {
      template: t,
      owner,
      ...where,
      createdAt,
      completedAt,
      status,
      createdBy: p.createdBy?.id ?? null,
      createdByUser: p.createdBy ? { id: p.createdBy.id, firstName: p.createdBy.firstName, lastName: p.createdBy.lastName } : null,
      userId: p.createdBy?.id ?? c.users[0].id,
      values: status === 'OPEN' ? {} : sampleValues(c, t, { projectId: p.id, title: p.title, createdAt, photos: roofPhotos, complete }),
    });
  };
  form('Site Survey', { phaseInstanceId: design.id }, 2, progress > 0);
  if (progress >= 2) form('Install Checklist', { phaseInstanceId: install.id }, 30, progress > 2);
  if (progress >= 2 && rng.bool(0.5)) form('Electrical Inspection', { phaseInstanceId: install.id }, 44, progress > 2);
  if (progress >= 3) form('Customer Sign-off', { folderId: contracts.id }, 58, true);
}

function seedOpportunity(c: Ctx, o: RecordBase): void {
  const { rng } = c.s;
  const owner = ownerOf('opportunity', o.id);
  const file = filer(c, owner, o.createdAt, o.geoLocation[0]);
  const folder = folderer(c, owner, o.createdAt);
  const [discovery] = seedPhases(c, owner, opportunityPhases, 21, rng.int(0, 1), o.createdAt);
  const photos = folder('Photos', {});
  file(photoName(rng), { folderId: photos.id }, { days: rng.int(1, 5) });
  file(`Utility Bill - ${rng.pick(months)}.pdf`, { phaseInstanceId: discovery.id }, { days: 0 });
  if (rng.bool(0.5)) file(`Proposal - ${o.title.split(' – ')[0]}.pdf`, { folderId: folder('Proposals', {}).id }, { days: rng.int(3, 9) });
}

function seedAccounts(c: Ctx): void {
  const { rng } = c.s;
  for (const a of accountsTable(c.s.db).all(c.companyId)) {
    if (!rng.bool(0.4)) continue;
    const file = filer(c, ownerOf('account', a.id), a.createdAt, undefined);
    file(a.accountType === 'COMMERCIAL' ? 'Master Service Agreement.pdf' : 'Homeowner Agreement.pdf', {}, { days: 1 });
    if (a.accountType === 'COMMERCIAL' && rng.bool(0.6)) file('W-9.pdf', {}, { days: 2 });
    if (rng.bool(0.3)) file('Site Access Instructions.docx', {}, { days: 3 });
  }
}

/** Forms on some field work orders, each pushed to the work order's `workItems` as a FORM item. */
function seedWorkOrderForms(c: Ctx): void {
  const { db, rng } = c.s;
  for (const wo of workOrdersTable(db).all(c.companyId)) {
    if (!wo.isField || !rng.bool(0.1)) continue;
    const t = c.templates.get(rng.bool(0.6) ? 'Install Checklist' : 'Electrical Inspection')!;
    const createdAt = wo.createdAt;
    const complete = wo.isCompleted;
    const status = complete ? 'COMPLETED' : rng.pick(['OPEN', 'IN_PROGRESS']);
    const user = rng.pick(c.users);
    createForm(db, c.companyId, {
      template: t,
      owner: workOrderOwner(wo),
      workOrderId: wo.id,
      createdAt,
      completedAt: complete ? (wo.completedAt ?? at(createdAt, 1, c.s.now)) : null,
      status,
      createdBy: user.id,
      createdByUser: creatorOf(user),
      userId: user.id,
      values: status === 'OPEN' ? {} : sampleValues(c, t, { projectId: wo.projectId, title: wo.title, createdAt, photos: [], complete }),
    });
  }
}

function sampleValues(
  c: Ctx,
  t: FormTemplate,
  r: { projectId: number | null; title: string; createdAt: string; photos: StoredFile[]; complete: boolean },
): Record<number, unknown> {
  const { rng } = c.s;
  const out: Record<number, unknown> = {};
  const day = r.createdAt.slice(0, 10);
  for (const col of templateColumns(t)) {
    if (col.type === 'SEPARATOR' || (!r.complete && rng.bool(0.5))) continue;
    const opts = dropdownOptions.get(`${t.name}/${col.name}`) ?? ['Yes', 'No'];
    const n = col.name.toLowerCase();
    const v: unknown = (() => {
      switch (col.type) {
        case 'DROPDOWN':
          return col.multiple ? rng.sample(opts, rng.int(0, 2)) : rng.pick(opts);
        case 'NUMERIC':
          return n.includes('pitch')
            ? rng.int(10, 40)
            : n.includes('age')
              ? rng.int(1, 25)
              : n.includes('rating')
                ? rng.pick([100, 125, 150, 200, 225])
                : rng.int(12, 48);
        case 'BOOLEAN':
          return rng.bool(0.85);
        case 'DATE':
          return day;
        case 'DATETIME':
          return new Date(Date.parse(r.createdAt) + rng.int(1, 8) * 3_600_000).toISOString();
        case 'TEXT':
          return n.includes('meter')
            ? String(rng.int(10_000_000, 99_999_999))
            : n.includes('serial')
              ? `SE${rng.int(3800, 11400)}H-${rng.int(100000, 999999)}`
              : r.title.split(' – ')[0] || 'OK';
        case 'LONG_TEXT':
          return rng.pick(notes);
        case 'PERSON':
          return userSummary(rng.pick(c.users));
        case 'FILE':
          return formFiles(rng.sample(r.photos, rng.int(1, 2)));
        case 'PROJECT':
          return r.projectId;
        case 'LINK':
          return `https://portal.${n.includes('ahj') ? 'permits' : 'utility'}-sandbox.example/records/${rng.int(100000, 999999)}`;
        case 'TIMERANGEDAYS':
          return [day, new Date(Date.parse(r.createdAt) + 2 * DAY).toISOString().slice(0, 10)];
        default:
          return null;
      }
    })();
    out[col.id] = v;
  }
  return out;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
