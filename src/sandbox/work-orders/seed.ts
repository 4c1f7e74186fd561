/**
 * Work orders of each company: mostly on projects, some on opportunities, service work orders on accounts.
 * Dates spread around the reference day so that "today" holds a technician schedule: dispatched field
 * work orders with visits today, each assigned to a technician.
 */
import type { Rng } from '../core/random.js';
import { accountsTable, opportunitiesTable, projectsTable, sitesTable, usersTable, type RecordBase, type WorkspaceUser } from '../records/model.js';
import {
  catalogItemsTable,
  checklistIds,
  fileRequestIds,
  labelsTable,
  lineItemIds,
  parentFields,
  projectLineItemsTable,
  visitIds,
  workOrderStatuses,
  workOrderTemplatesTable,
  workOrdersTable,
  type CatalogItemRef,
  type StatusStint,
  type StoredLineItem,
  type Visit,
  type WorkItem,
  type WorkOrderTemplate,
} from './model.js';
import { labelDefs, templateDefs, visitNotes, type TemplateDef } from './seed-data.js';
import { daysFrom, type SeedContext } from '../core/seed-context.js';
import { PARENT_RECORD_TYPES, type ParentRecordType } from '../../rest-enums.js';

const DAY = 86_400_000;
const MIN = 60_000;
const fieldRoles = new Set(['Technician', 'Electrician', 'Installer']);
const statusLabel = new Map(workOrderStatuses.map((s) => [s.id, s.label]));

export function seedWorkOrders(s: SeedContext): void {
  for (const companyId of s.companyIds) seedCompany(s, companyId);
}

/** Minutes to add to UTC to get local time in `tz` on the reference day (negative in the Americas). */
const offsets = new Map<string, number>();
function tzOffset(tz: string | null | undefined, at: Date): number {
  const zone = tz ?? 'America/Denver';
  const key = `${zone}@${at.getTime()}`;
  let off = offsets.get(key);
  if (off === undefined) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(at);
    const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
    off = (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - at.getTime()) / MIN;
    offsets.set(key, off);
  }
  return off;
}

interface Parent {
  type: ParentRecordType;
  record: RecordBase | { id: number; ownerId: number | null; createdAt: string };
  tz: string | null;
}

function seedCompany(s: SeedContext, companyId: number): void {
  const { db, rng, now } = s;
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const users = usersTable(db).all(companyId);
  const active = users.filter((u) => u.isActive);
  const techs = active.filter((u) => fieldRoles.has(u.role));
  const office = active.filter((u) => !fieldRoles.has(u.role));
  const fieldCrew = techs.length > 0 ? techs : active;
  const officeCrew = office.length > 0 ? office : active;
  const catalog = catalogItemsTable(db).all(companyId);
  const created = daysFrom(now, -420, 9 * 60);

  const labels = labelDefs.map((l) => labelsTable(db).insert(companyId, { ...l, createdAt: created, updatedAt: created }));
  const workLabels = labels.filter((l) => l.type === 'WORK');
  const labelId = (name: string) => labels.find((l) => l.name === name)!.id;

  const templates = templateDefs.map((def) => ({ def, template: seedTemplate(s, companyId, def, created, active, catalog, labelId) }));

  const sites = sitesTable(db).all(companyId);
  const siteById = new Map(sites.map((x) => [x.id, x]));
  const accountTz = new Map<number, string | null>();
  for (const x of sites) if (!accountTz.has(x.accountId)) accountTz.set(x.accountId, x.timezone);
  const parents: Record<ParentRecordType, Parent[]> = {
    PROJECT: projectsTable(db)
      .all(companyId)
      .map((r) => ({ type: 'PROJECT', record: r, tz: siteById.get(r.siteId ?? 0)?.timezone ?? null })),
    OPPORTUNITY: opportunitiesTable(db)
      .all(companyId)
      .map((r) => ({ type: 'OPPORTUNITY', record: r, tz: siteById.get(r.siteId ?? 0)?.timezone ?? null })),
    ACCOUNT: accountsTable(db)
      .all(companyId)
      .map((r) => ({ type: 'ACCOUNT', record: r, tz: accountTz.get(r.id) ?? null })),
  };
  const kinds = PARENT_RECORD_TYPES.filter((k) => parents[k].length > 0);
  const templatesFor = Object.fromEntries(kinds.map((k) => [k, templates.filter((t) => t.def.scopes.includes(k))])) as Record<
    ParentRecordType,
    typeof templates
  >;
  if (kinds.length === 0) return;
  const kindWeights = kinds.map((k) => ({ PROJECT: 70, OPPORTUNITY: 10, ACCOUNT: 20 })[k]);

  // Today's schedule: a few technicians with two or three visits each, morning to afternoon.
  const n = s.sizes.workOrders;
  const windows: [number, number][] = [
    [7 * 60 + 30, 10 * 60 + 30],
    [11 * 60, 14 * 60],
    [14 * 60 + 30, 17 * 60],
  ];
  const todaySlots: { techId: number; window: [number, number] }[] = [];
  const quota = Math.max(3, Math.round(n * 0.015));
  for (const tech of rng.sample(fieldCrew, 6)) {
    for (const window of windows.slice(0, rng.int(2, 3))) if (todaySlots.length < quota) todaySlots.push({ techId: tech.id, window });
  }

  const uids = new Map<string, number>();
  const wos = workOrdersTable(db);
  for (let i = 0; i < n; i++) {
    const kind = rng.weighted(kinds, kindWeights);
    const parent = rng.pick(parents[kind]);
    const { def, template } = rng.pick(templatesFor[kind]);
    const isField = def.type === 'FIELD';
    const off = tzOffset(parent.tz, now);
    const at = (day: number, localMinute: number) => nowMs + day * DAY + (localMinute - off) * MIN;

    let slot: (typeof todaySlots)[number] | undefined;
    if (isField && todaySlots.length > 0 && rng.next() < (todaySlots.length * 1.6) / (n - i)) slot = todaySlots.shift();
    const r = rng.next();
    // Field work lands on today only through the schedule slots, so technicians are not double-booked.
    const day = slot ? 0 : r < 0.55 ? -rng.int(1, 240) : r < 0.6 ? (isField ? rng.int(1, 3) : 0) : r < 0.92 ? rng.int(1, 45) : null;

    // Schedule: field work as visits in a local working window; office work as all-day dates.
    const visits: Visit[] = [];
    let startMs: number | null = null;
    let endMs: number | null = null;
    if (day !== null && isField) {
      const [a, b] = slot?.window ?? def.hours ?? [8 * 60, 12 * 60];
      const count = def.multiDay ? rng.int(2, 3) : rng.bool(0.12) ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const vs = at(day + k, a);
        const ve = at(day + k, b);
        visits.push({
          id: visitIds(db).allocateId(),
          description: rng.pick(visitNotes),
          startDate: iso(vs),
          endDate: iso(ve),
          startDateAllDay: false,
          endDateAllDay: false,
          isCompleted: ve < nowMs,
        });
      }
      startMs = at(day, a);
      endMs = at(day + count - 1, b);
    } else if (day !== null) {
      startMs = nowMs + day * DAY;
      endMs = startMs + rng.int(1, 10) * DAY;
    }

    // Status from where the work stands against the reference day.
    let status: string;
    if (startMs === null || endMs === null) status = rng.bool(0.6) ? 'UNASSIGNED' : 'ASSIGNED';
    else if (endMs < nowMs) status = rng.weighted(['COMPLETED', 'CANCELLED', 'REVIEW', 'WAITING', 'ON_HOLD'], [82, 5, 5, 4, 4]);
    else if (startMs < nowMs) status = rng.weighted(['WORKING', 'WAITING', 'ON_HOLD', 'ASSIGNED'], [60, 20, 10, 10]);
    else if (slot) status = rng.bool(0.7) ? 'DISPATCHED' : 'ASSIGNED';
    else status = rng.bool(0.08) ? 'UNASSIGNED' : isField && startMs - nowMs < 3 * DAY && rng.bool(0.3) ? 'DISPATCHED' : 'ASSIGNED';

    const assigneeId = status === 'UNASSIGNED' ? null : (slot?.techId ?? pickAssignee(rng, def, parent, isField ? fieldCrew : officeCrew));
    const createdMs = Math.min(startMs ?? nowMs, nowMs) - rng.int(1, 30) * DAY - rng.int(0, 600) * MIN;
    const completedMs = status === 'COMPLETED' ? Math.min(endMs! + rng.int(0, 90) * MIN, nowMs - MIN) : null;
    const lastMs = clamp(
      completedMs ??
        (endMs !== null && endMs < nowMs
          ? endMs - rng.int(0, 240) * MIN
          : startMs !== null && startMs < nowMs
            ? startMs + rng.next() * (nowMs - startMs)
            : slot
              ? nowMs - rng.int(30, 300) * MIN
              : createdMs + rng.next() * ((startMs ?? nowMs) - createdMs) * 0.5),
      createdMs,
      nowMs - MIN,
    );
    const history = statusHistory(rng, status, isField, isField ? startMs : null, createdMs, lastMs, iso);
    const progress = status === 'COMPLETED' ? 1 : ['WORKING', 'WAITING', 'ON_HOLD', 'REVIEW'].includes(status) ? rng.next() : 0;
    const doneCount = Math.round(template.checklists.length * progress);
    const tickMinutes = rng.int(5, 40);

    const workItems: WorkItem[] = (def.fileRequests ?? [])
      .filter(() => rng.bool(0.7))
      .map((name) => ({
        type: 'FILE_REQUEST',
        id: fileRequestIds(db).allocateId(),
        name,
        status: status === 'COMPLETED' ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'OPEN',
      }));
    const labelIds = new Set(template.labelIds);
    for (const l of rng.sample(workLabels, rng.weighted([0, 1, 2], [55, 35, 10]))) labelIds.add(l.id);
    const priority = Math.min(4, Math.max(1, def.priority + rng.weighted([-1, 0, 1], [15, 70, 15])));
    if (priority === 1 && rng.bool(0.5)) labelIds.add(labelId('Urgent'));

    const key = `${parent.type}:${parent.record.id}`;
    const uid = (uids.get(key) ?? 0) + 1;
    uids.set(key, uid);
    const isActive = status === 'CANCELLED' ? rng.bool(0.6) : rng.bool(0.98);
    wos.insert(companyId, {
      uid,
      templateId: template.id,
      createdAt: iso(createdMs),
      updatedAt: iso(Math.min(nowMs - MIN, Math.max(lastMs, createdMs) + rng.int(0, 30) * MIN)),
      title: def.titles ? rng.pick(def.titles) : def.title,
      description: def.description,
      priority,
      startDate: startMs === null ? null : iso(startMs),
      endDate: endMs === null ? null : iso(endMs),
      startDateAllDay: !isField && startMs !== null,
      endDateAllDay: !isField && endMs !== null,
      completedAt: completedMs === null ? null : iso(completedMs),
      isActive,
      isCompleted: status === 'COMPLETED',
      isField,
      ...parentFields(parent.type, parent.record.id),
      labelIds: [...labelIds],
      assigneeId,
      collaboratorIds: rng
        .sample(active, rng.weighted([0, 1, 2], [60, 30, 10]))
        .map((u) => u.id)
        .filter((id) => id !== assigneeId),
      visits,
      statusHistory: history,
      checklist: template.checklists.map((c, k) => ({
        id: checklistIds(db).allocateId(),
        detail: c.detail,
        isCompleted: k < doneCount,
        completedAt: k < doneCount ? iso(lastMs - (doneCount - k) * tickMinutes * MIN) : null,
      })),
      workItems,
      lineItems: parent.type === 'ACCOUNT' && catalog.length > 0 && rng.bool(0.65) ? lineItems(s, catalog, 'service', iso(createdMs)) : [],
      createdById: rng.bool(0.85) ? rng.pick(officeCrew).id : null,
    });
  }
  // One work order in ten is sent in the older shape the vendor still documents: `isArchived` only.
  wos.all(companyId).forEach((w, k) => {
    if (k % 10 === 5) w.archiveFlagOnly = true;
  });
  if (catalog.length > 0) seedProjectLineItems(s, companyId, catalog);
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function pickAssignee(rng: Rng, def: TemplateDef, parent: Parent, crew: WorkspaceUser[]): number {
  const r = parent.record as Partial<RecordBase>;
  const byRole = def.assigneeProperty === 'PROJECT_MANAGER' ? r.projectManagerId : def.assigneeProperty === 'SALES_REP' ? r.salesRepId : undefined;
  return byRole ?? rng.pick(crew).id;
}

/** The stints leading to `status`, spread from creation to the last change. */
function statusHistory(
  rng: Rng,
  status: string,
  isField: boolean,
  startMs: number | null,
  fromMs: number,
  lastMs: number,
  iso: (ms: number) => string,
): StatusStint[] {
  const lead = isField ? ['ASSIGNED', 'DISPATCHED', 'ON_THE_WAY', 'WORKING'] : ['ASSIGNED', 'WORKING'];
  let ids: string[];
  switch (status) {
    case 'UNASSIGNED':
      ids = ['UNASSIGNED'];
      break;
    case 'ASSIGNED':
      ids = rng.bool(0.3) ? ['UNASSIGNED', 'ASSIGNED'] : ['ASSIGNED'];
      break;
    case 'DISPATCHED':
      ids = ['ASSIGNED', 'DISPATCHED'];
      break;
    case 'CANCELLED':
      ids = ['ASSIGNED', 'CANCELLED'];
      break;
    case 'COMPLETED':
      // Some jobs stall on parts or weather before they finish, entering Working twice.
      ids = rng.bool(0.15) ? [...lead, 'WAITING', 'WORKING', 'COMPLETED'] : [...lead, 'COMPLETED'];
      break;
    default:
      ids = [...(status === 'WORKING' ? lead.slice(0, -1) : lead), status];
  }
  // Field stints sit around the first visit (dispatched the day before, on the way just ahead, working
  // from the start); the others split what is left before `lastMs`. Each starts after the one before.
  const anchor = (id: string, k: number): number | undefined => {
    if (startMs === null) return undefined;
    if (id === 'DISPATCHED') return startMs - rng.int(10, 30) * 60 * MIN;
    if (id === 'ON_THE_WAY') return startMs - rng.int(15, 50) * MIN;
    if (id === 'WORKING' && k < 4) return startMs + rng.int(0, 20) * MIN;
    return undefined;
  };
  const last = ids.length - 1;
  const times: number[] = [fromMs];
  for (let k = 1; k <= last; k++) {
    const prev = times[k - 1];
    const target = anchor(ids[k], k) ?? prev + (lastMs - prev) / (last - k + 1);
    times.push(k === last ? lastMs : clamp(target, prev + MIN, lastMs - (last - k) * MIN));
  }
  return ids.map((id, k) => ({
    id,
    label: statusLabel.get(id)!,
    startedAt: iso(times[k]),
    endedAt: k < ids.length - 1 ? iso(times[k + 1]) : null,
  }));
}

function seedTemplate(
  s: SeedContext,
  companyId: number,
  def: TemplateDef,
  created: string,
  active: WorkspaceUser[],
  catalog: CatalogItemRef[],
  labelId: (name: string) => number,
): WorkOrderTemplate {
  const { db, rng } = s;
  const service = def.scopes.includes('ACCOUNT');
  return workOrderTemplatesTable(db).insert(companyId, {
    createdAt: created,
    updatedAt: daysFrom(s.now, -rng.int(5, 200), 10 * 60),
    title: def.title,
    description: def.description,
    type: def.type,
    priority: def.priority,
    dueDate: null,
    yellowSla: def.type === 'FIELD' ? 3 : 5,
    redSla: def.type === 'FIELD' ? 7 : 10,
    assigneeId: def.assigneeProperty || active.length === 0 ? null : rng.bool(0.3) ? rng.pick(active).id : null,
    assigneeProperty: def.assigneeProperty ?? null,
    collaboratorIds: [],
    collaboratorProperties: def.type === 'FIELD' && !service ? ['PROJECT_MANAGER'] : [],
    labelIds: (def.labels ?? []).map(labelId),
    checklists: def.checklist.map((detail) => ({ id: checklistIds(db).allocateId(), detail })),
    lineItems:
      service && catalog.length > 0
        ? lineItems(s, catalog, 'service', created).map(({ id, catalogItemId, quantity, description, unitCost, unitPrice }) => ({
            id,
            catalogItemId,
            quantity,
            description,
            unitCost,
            unitPrice,
          }))
        : [],
    scopes: def.scopes,
  });
}

/**
 * Line items from the catalog: a service job is some labour plus a few parts; a project is bulk
 * equipment (modules by the dozen) plus its services.
 */
function lineItems(
  s: SeedContext,
  catalog: CatalogItemRef[],
  kind: 'service' | 'project',
  createdAt: string,
  nextId = () => lineItemIds(s.db).allocateId(),
): StoredLineItem[] {
  const { rng } = s;
  const services = catalog.filter((c) => c.type === 'SERVICE');
  const products = catalog.filter((c) => c.type !== 'SERVICE');
  const picked =
    kind === 'service'
      ? [...rng.sample(services.length > 0 ? services : catalog, 1), ...rng.sample(products, rng.int(0, 2))]
      : rng.sample(catalog, rng.int(2, 6));
  const bulk = /module|panel|\d{3}\s?W\b/i;
  return picked.map((c) => {
    const unitCost = c.cost ?? rng.money(20, 1500);
    const quantity = c.type === 'SERVICE' ? rng.int(1, 3) : kind === 'project' && bulk.test(c.name) ? rng.int(10, 40) : rng.int(1, 2);
    return {
      id: nextId(),
      catalogItemId: c.id,
      quantity,
      description: rng.bool(0.5) ? (c.description ?? c.name) : null,
      unitCost,
      unitPrice: c.price ?? Math.round(unitCost * 135) / 100,
      sectionName: kind === 'service' ? null : rng.pick([null, 'Equipment', 'Labor', 'Adders']),
      createdAt,
    };
  });
}

function seedProjectLineItems(s: SeedContext, companyId: number, catalog: CatalogItemRef[]): void {
  const table = projectLineItemsTable(s.db);
  for (const p of projectsTable(s.db).all(companyId)) {
    if (!s.rng.bool(0.7)) continue;
    for (const li of lineItems(s, catalog, 'project', p.createdAt, () => table.allocateId())) table.insert(companyId, { ...li, projectId: p.id });
  }
}
