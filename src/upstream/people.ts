/**
 * Workspace people and workflows (vendor `GET /users`, `/roles`, `/teams`, `/workflows`,
 * `/workflows/{id}`). Users, roles and teams are unpaged lists; workflows are paged.
 */
import type { UpstreamSession } from './client.js';
import { getByIds, pageQuery, type PageParams, type SortDirection } from './batch.js';
import type { RestUser, RestUserSummary } from './users.js';
import { listOf } from './shapes.js';

export interface RestRole {
  id: string;
  name?: string;
  active?: boolean;
}

export interface RestTeamMember extends RestUser {
  isTeamLead?: boolean;
}

export interface RestTeam {
  id: number;
  name?: string | null;
  workers?: RestTeamMember[];
}

/** A workflow stage as the workflow lists it (vendor `WorkflowPhasesItems`). */
export interface RestWorkflowPhase {
  id: number;
  name: string;
  type?: string | null;
  description?: string | null;
  redSla?: number | null;
  yellowSla?: number | null;
}

export interface RestWorkflow {
  id: number;
  name?: string;
  description?: string | null;
  type?: 'PROJECT' | 'OPPORTUNITY' | string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  createdBy?: RestUserSummary | null;
  phases?: RestWorkflowPhase[];
}

/** The user directory (active users); `email` narrows it to one address. */
export function listUsers(session: UpstreamSession, email?: string): Promise<RestUser[]> {
  return session.get<unknown>('users', '/users', { email }).then(listOf<RestUser>('users'));
}

export function listRoles(session: UpstreamSession): Promise<RestRole[]> {
  return session.get<unknown>('roles', '/roles').then(listOf<RestRole>('roles', 'string'));
}

export function listTeams(session: UpstreamSession): Promise<RestTeam[]> {
  return session.get<unknown>('teams', '/teams').then(listOf<RestTeam>('teams'));
}

export function fetchWorkflowsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestWorkflow>(session, 'workflows', ids, (id) => `/workflows/${id}`);
}

export function listWorkflows(session: UpstreamSession, p: PageParams & { orderBy?: SortDirection }): Promise<RestWorkflow[]> {
  return session.get<unknown>('workflows', '/workflows', pageQuery(p, { order_by: p.orderBy })).then(listOf<RestWorkflow>('workflows'));
}
