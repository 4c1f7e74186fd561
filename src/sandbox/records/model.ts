/**
 * Record shapes of the core CRM objects as the REST API returns them (spec "Resources"; where the spec
 * says "not shown", the vendor's published OpenAPI). Other domains declare their own shapes beside their
 * routes and reach these tables through the accessors below.
 */
import type { Db } from '../core/db.js';
import type { AccountType, ProjectStatus, WorkflowType } from '../../rest-enums.js';

export interface UserSummary {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  avatarUrl: string | null;
}

/** A workspace user (technician, project manager, sales rep …), assignable to work and reminders. */
export interface WorkspaceUser extends UserSummary {
  phone: string | null;
  role: string;
  isActive: boolean;
}

export interface Contact {
  id: number;
  name: string;
  title: string | null;
  description: string | null;
  emails: string[];
  phones: string[];
  createdAt: string;
  updatedAt: string;
  createdByUser: UserSummary | null;
  /** Ids of the accounts this contact is linked to. */
  accountIds: number[];
}

/** ContactRef: a contact as it appears inside an account, project or opportunity. */
export interface ContactRef {
  id: number;
  name: string;
  title: string | null;
  description: string | null;
  emails: string[];
  phones: string[];
  isPrimary: boolean;
}

export interface Account {
  id: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  description: string | null;
  address: string[];
  isActive: boolean;
  primaryEmail: string | null;
  primaryPhone: string | null;
  number: number;
  createdBy: UserSummary | null;
  updatedBy: UserSummary | null;
  custom: Record<string, unknown>;
  accountType: AccountType | null;
  ownerId: number | null;
  /** Contact ids in order; the first is the primary (ACC-3). Rendered as ContactRef on the way out. */
  contactIds: number[];
}

export interface Site {
  id: number;
  accountId: number;
  title: string | null;
  fullAddress: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  /** 'lat,lng' (SITE-4). */
  geoLocation: string | null;
  /** IANA zone name (SITE-4). */
  timezone: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface Stage {
  id: number;
  name: string;
  type: string;
  scope: 'PROJECT' | 'OPPORTUNITY';
  redSla: number;
  yellowSla: number;
  position: number;
}

export interface Workflow {
  id: number;
  name: string;
  type: WorkflowType;
  stageIds: number[];
  description?: string | null;
  createdAt?: string;
  createdById?: number | null;
}

/** A company's custom property of accounts, projects or opportunities (vendor `Property`); `custom` keys are keyNames. */
export interface PropertyDefinition {
  id: number;
  recordType: 'account' | 'project' | 'opportunity';
  name: string;
  keyName: string;
  /** PERSON: a user's id (FORM-2: a form template may assign its forms to the user a PERSON property names). */
  type: 'DROPDOWN' | 'NUMERIC' | 'BOOLEAN' | 'TEXT' | 'DATE' | 'PERSON';
  isMultiple: boolean;
  /** Dropdown options; `allow_new_options=true` may add to them (ACC-10). */
  options: string[];
  isCustom: boolean;
}

/** Fields shared by projects and opportunities. */
export interface RecordBase {
  id: number;
  uid: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  description: string | null;
  address: string[];
  isActive: boolean;
  primaryEmail: string | null;
  primaryPhone: string | null;
  number: number;
  createdBy: UserSummary | null;
  updatedBy: UserSummary | null;
  custom: Record<string, unknown>;
  trades: string[];
  value: number | null;
  size: number | null;
  workflowId: number | null;
  workflowName: string;
  accountId: number | null;
  siteId: number | null;
  geoLocation: string[];
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  jurisdiction: { id: number; name: string; uuid: string | null } | null;
  stageId: number;
  /** When the record entered its current stage (for timeInStageDays). */
  stageEnteredAt: string;
  ownerId: number | null;
  salesRepId: number | null;
  projectManagerId: number | null;
  /** Contact ids in order, the first primary (ACC-5: the record's own, not the account's). */
  contactIds: number[];
  /**
   * Sent exactly as the vendor's OpenAPI describes the record: its number as `number` only (no `uid`) and
   * no `siteId`, which only this sandbox adds. Set on a few seeded records so clients meet both shapes.
   */
  vendorShape?: boolean;
}

export interface Project extends RecordBase {
  /**
   * `PHASES`: the project follows the newer phase-based workflows, so it is sent with `phase` (its current
   * phase instance) and without `stage`. Absent: the stage-based workflows, with `stage`.
   */
  workflowEngine?: 'PHASES';
  status: ProjectStatus;
  requestStatus: string | null;
}

export interface Opportunity extends RecordBase {
  confidence: number | null;
  lastActivity: string | null;
}

export const usersTable = (db: Db) => db.table<WorkspaceUser>('users', 101);
export const contactsTable = (db: Db) => db.table<Contact>('contacts', 30001);
export const accountsTable = (db: Db) => db.table<Account>('accounts', 10001);
export const sitesTable = (db: Db) => db.table<Site>('sites', 50001);
export const stagesTable = (db: Db) => db.table<Stage>('stages', 301);
export const workflowsTable = (db: Db) => db.table<Workflow>('workflows', 31);
export const projectsTable = (db: Db) => db.table<Project>('projects', 20001);
export const opportunitiesTable = (db: Db) => db.table<Opportunity>('opportunities', 40001);
export const recordPropertiesTable = (db: Db) => db.table<PropertyDefinition>('recordProperties', 701);

/** The custom property definitions of one record type for a company. */
export function propertyDefinitions(db: Db, companyId: number, recordType: PropertyDefinition['recordType']): PropertyDefinition[] {
  return recordPropertiesTable(db)
    .all(companyId)
    .filter((p) => p.recordType === recordType);
}

/** A phone number for comparing: its digits, without the US country code ("(720) 555-0199" = "+1 720 555 0199"). */
export function phoneKey(phone: string | null | undefined): string {
  const d = (phone ?? '').replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

export function userSummary(u: WorkspaceUser | undefined | null): UserSummary | null {
  if (!u) return null;
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, avatarUrl: u.avatarUrl };
}

/** Contacts as ContactRef, primary first, capped at 20 (ACC-3, ACC-4). */
export function contactRefs(db: Db, companyId: number, ids: number[]): ContactRef[] {
  const table = contactsTable(db);
  return ids
    .map((id) => table.get(id, companyId))
    .filter((c): c is Contact => !!c)
    .slice(0, 20)
    .map((c, i) => ({
      id: c.id,
      name: c.name,
      title: c.title,
      description: c.description,
      emails: c.emails,
      phones: c.phones,
      isPrimary: i === 0,
    }));
}
