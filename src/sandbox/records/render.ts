/**
 * Rendering the core records to their REST JSON (spec "Resources"; the vendor OpenAPI where the spec says
 * "not shown"). Stored records keep internal fields (contact ids, user ids, stage entry time); these
 * functions build the public shape. Other domains use them to embed summaries.
 */
import type { Db } from '../core/db.js';
import {
  accountsTable,
  contactRefs,
  projectsTable,
  stagesTable,
  usersTable,
  workflowsTable,
  type Account,
  type Contact,
  type Opportunity,
  type Project,
  type RecordBase,
  type Site,
  type Workflow,
  type WorkspaceUser,
} from './model.js';
import { phasesTable } from '../files/model.js';

const DAY_MS = 86_400_000;

/** Account (spec): `contacts` only when asked for on GET (ACC-1), always on POST/PATCH (ACC-2). */
export function renderAccount(db: Db, companyId: number, a: Account, opts: { contacts?: boolean } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: a.id,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    title: a.title,
    description: a.description,
    address: a.address,
    isActive: a.isActive,
    primaryEmail: a.primaryEmail,
    primaryPhone: a.primaryPhone,
    number: a.number,
    createdBy: a.createdBy,
    updatedBy: a.updatedBy,
    custom: a.custom,
    accountType: a.accountType,
  };
  if (opts.contacts) out.contacts = contactRefs(db, companyId, a.contactIds);
  return out;
}

/** The title a project or opportunity shows: its own, or the account's when empty (vendor read-time fallback). */
export function recordTitle(db: Db, companyId: number, r: RecordBase): string {
  if (r.title && r.title.trim() !== '') return r.title;
  const account = r.accountId === null ? undefined : accountsTable(db).get(r.accountId, companyId);
  return account?.title ?? r.title ?? '';
}

/** The vendor's stage object: SLA thresholds, days in stage and whether the red SLA is exceeded. */
export function renderStage(db: Db, companyId: number, stageId: number, enteredAt: string): Record<string, unknown> | null {
  const stage = stagesTable(db).get(stageId, companyId);
  if (!stage) return null;
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(enteredAt)) / DAY_MS));
  return {
    id: stage.id,
    name: stage.name,
    type: stage.type,
    scope: stage.scope,
    redSla: stage.redSla,
    yellowSla: stage.yellowSla,
    timeInStageDays: days,
    slaStatus: days > stage.redSla ? 'VIOLATED' : 'NON_VIOLATED',
  };
}

/** A user as opportunities name their owner, sales rep and project manager (vendor `OpportunityOwner`). */
export function renderPerson(db: Db, companyId: number, userId: number | null): Record<string, unknown> | null {
  if (userId === null) return null;
  const u = usersTable(db).get(userId, companyId);
  if (!u) return null;
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, avatarUrl: u.avatarUrl };
}

/** Fields projects and opportunities share; contacts are the record's own (ACC-5), primary first (ACC-3, ACC-4). */
function renderRecordBase(db: Db, companyId: number, r: RecordBase): Record<string, unknown> {
  const workflow = r.workflowId === null ? undefined : workflowsTable(db).get(r.workflowId, companyId);
  const out: Record<string, unknown> = {
    id: r.id,
    uid: r.uid,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    title: recordTitle(db, companyId, r),
    description: r.description,
    address: r.address,
    isActive: r.isActive,
    primaryEmail: r.primaryEmail,
    primaryPhone: r.primaryPhone,
    number: r.number,
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
    custom: r.custom,
    trades: r.trades,
    value: r.value,
    size: r.size,
    workflowId: r.workflowId,
    workflowName: workflow?.name ?? r.workflowName,
    accountId: r.accountId,
    siteId: r.siteId,
    geoLocation: r.geoLocation,
    street: r.street,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    jurisdiction: r.jurisdiction,
    stage: renderStage(db, companyId, r.stageId, r.stageEnteredAt),
    owner: renderPerson(db, companyId, r.ownerId),
    salesRep: renderPerson(db, companyId, r.salesRepId),
    projectManager: renderPerson(db, companyId, r.projectManagerId),
    contacts: contactRefs(db, companyId, r.contactIds),
  };
  if (r.vendorShape) {
    delete out.uid;
    delete out.siteId;
  }
  return out;
}

export function renderProject(db: Db, companyId: number, p: Project): Record<string, unknown> {
  const out: Record<string, unknown> = { ...renderRecordBase(db, companyId, p), status: p.status, requestStatus: p.requestStatus };
  if (p.workflowEngine === 'PHASES') {
    // Vendor: `phase` replaces `stage` on the phase engine, and the stage fields are omitted.
    delete out.stage;
    out.phase = renderProjectPhase(db, companyId, p.id);
  }
  return out;
}

const PHASE_TYPES: Record<string, string> = { Design: 'PRE_CONSTRUCTION', Permitting: 'PRE_CONSTRUCTION', Install: 'PRODUCTION' };
const PHASE_RED_SLA = 30;
const PHASE_YELLOW_SLA = 21;

/** The vendor's `ProjectPhase`: the project's phase instance in progress (else its last one), with SLA figures. */
function renderProjectPhase(db: Db, companyId: number, projectId: number): Record<string, unknown> | null {
  const phases = phasesTable(db)
    .all(companyId)
    .filter((ph) => ph.projectId === projectId)
    .sort((a, b) => a.position - b.position);
  const current = phases.find((ph) => ph.status === 'IN_PROGRESS') ?? phases[phases.length - 1];
  if (!current) return null;
  const since = current.startedAt ? Date.parse(current.startedAt) : Date.now();
  const days = Math.max(0, Math.floor((Date.now() - since) / DAY_MS));
  return {
    instanceId: current.id,
    templateId: current.phaseId,
    name: current.name,
    status: current.status,
    type: PHASE_TYPES[current.name] ?? 'PRODUCTION',
    redSla: PHASE_RED_SLA,
    yellowSla: PHASE_YELLOW_SLA,
    timeInStageDays: days,
    slaStatus: days > PHASE_RED_SLA ? 'VIOLATED' : 'NON_VIOLATED',
  };
}

/** Opportunity: the vendor names its stage `phase` ({id, name, type}) with `phaseId`; `stage` is kept too. */
export function renderOpportunity(db: Db, companyId: number, o: Opportunity): Record<string, unknown> {
  const base = renderRecordBase(db, companyId, o);
  const stage = base.stage as { id: number; name: string; type: string } | null;
  return {
    ...base,
    confidence: o.confidence,
    lastActivity: o.lastActivity,
    phase: stage ? { id: stage.id, name: stage.name, type: stage.type } : null,
    phaseId: stage?.id ?? null,
  };
}

/** Site (spec): stored in its response shape already. */
export function renderSite(s: Site): Record<string, unknown> {
  return {
    id: s.id,
    accountId: s.accountId,
    title: s.title,
    fullAddress: s.fullAddress,
    street: s.street,
    city: s.city,
    state: s.state,
    zipcode: s.zipcode,
    geoLocation: s.geoLocation,
    timezone: s.timezone,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** Contact (vendor `Contact`): the accounts and projects it is linked to, as {id, title}. */
export function renderContact(db: Db, companyId: number, c: Contact): Record<string, unknown> {
  const accounts = accountsTable(db);
  const projects = projectsTable(db)
    .all(companyId)
    .filter((p) => p.contactIds.includes(c.id))
    .map((p) => ({ id: p.id, title: recordTitle(db, companyId, p) }));
  return {
    id: c.id,
    name: c.name,
    title: c.title,
    description: c.description,
    emails: c.emails,
    phones: c.phones,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    createdByUser: c.createdByUser,
    accounts: c.accountIds
      .map((id) => accounts.get(id, companyId))
      .filter((a): a is Account => !!a)
      .map((a) => ({ id: a.id, title: a.title })),
    projects,
  };
}

/** A workspace user (vendor `User`): the role as {id, name}. */
export function renderUser(u: WorkspaceUser): Record<string, unknown> {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, role: roleOf(u.role) };
}

/** Roles are named on users; the id is the name as a slug (vendor role ids are strings). */
export function roleOf(name: string): { id: string; name: string } {
  return { id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name };
}

/** Workflow (vendor): its stages as `phases`. */
export function renderWorkflow(db: Db, companyId: number, w: Workflow): Record<string, unknown> {
  const stages = stagesTable(db);
  const creator = w.createdById ? usersTable(db).get(w.createdById, companyId) : undefined;
  return {
    id: w.id,
    name: w.name,
    description: w.description ?? null,
    type: w.type,
    createdAt: w.createdAt ?? null,
    updatedAt: w.createdAt ?? null,
    createdBy: creator ? { id: creator.id, firstName: creator.firstName, lastName: creator.lastName, avatarUrl: creator.avatarUrl } : null,
    phases: w.stageIds
      .map((id) => stages.get(id, companyId))
      .filter((s) => !!s)
      .map((s) => ({ id: s.id, name: s.name, type: s.type, description: null, redSla: s.redSla, yellowSla: s.yellowSla })),
  };
}
