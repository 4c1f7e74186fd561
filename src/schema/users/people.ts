/**
 * Workspace people and workflows: the user directory as a connection (`GET /users`), roles (`GET
 * /roles`), teams (`GET /teams`) and workflows with their stages (`GET /workflows`, `/workflows/{id}`).
 * Users, roles and teams are unpaged upstream: one request serves any window, and the user directory
 * request is the same one `User` fields load from, so it is made once per operation.
 */
import { builder } from '../builder.js';
import { OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, oneOf } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { StageRef } from '../projects/stage.js';
import { WorkflowRef } from './refs.js';
import { listRoles, listTeams, listUsers, listWorkflows, type RestRole, type RestTeam, type RestTeamMember, type RestWorkflow } from '../../upstream/people.js';
import type { RestProject, RestStage } from '../../upstream/projects.js';
import type { RestOpportunity } from '../../upstream/opportunities.js';
import type { GatewayContext } from '../../gateway/context.js';
import { WORKFLOW_TYPES } from '../../rest-enums.js';

const getWorkflow = reader<RestWorkflow>(WorkflowRef);

const RoleRef = builder.objectRef<RestRole>('Role').implement({
  description: 'A user role of the workspace (REST `/roles`). Not a Node: a role cannot be fetched by id; read them through `roles`.',
  fields: (t) => ({
    databaseId: t.string({ description: 'The REST id of the role (a string, e.g. project-manager).', resolve: (r) => String(r.id) }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the role.' }),
    active: t.exposeBoolean('active', { nullable: true, description: 'Whether the role is active.' }),
  }),
});

const TeamMemberRef = builder.objectRef<RestTeamMember>('TeamMember').implement({
  description: "A user's membership in a team.",
  fields: (t) => ({
    user: t.field({ type: UserRef, description: 'The member; every user field comes with the team at no extra cost.', resolve: (m) => m }),
    isTeamLead: t.exposeBoolean('isTeamLead', { nullable: true, description: 'True when the user leads the team.' }),
  }),
});

const TeamRef = builder.objectRef<RestTeam>('Team').implement({
  description: 'A team of users (REST `/teams`). Not a Node: a team cannot be fetched by id; read them through `teams`.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the team.' }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the team.' }),
    workers: t.field({
      type: [TeamMemberRef],
      description: "The team's members, each with whether they lead the team.",
      resolve: (x) => (x.workers ?? []).filter((w) => w && typeof w.id === 'number'),
    }),
  }),
});

export const WorkflowType = builder.enumType('WorkflowType', {
  description: 'Which records follow a workflow.',
  values: {
    PROJECT: { description: 'Projects follow the workflow.' },
    OPPORTUNITY: { description: 'Opportunities follow the workflow.' },
  } as const satisfies Record<(typeof WORKFLOW_TYPES)[number], { description: string }>,
});

WorkflowRef.implement({
  description: 'A company-defined workflow: the ordered stages projects or opportunities move through.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the workflow.' }),
    name: t.string({ nullable: true, description: 'Name of the workflow.', resolve: getWorkflow('name') }),
    description: t.string({ nullable: true, description: 'Description of the workflow.', resolve: getWorkflow('description') }),
    type: t.field({
      type: WorkflowType,
      nullable: true,
      description: 'Which records follow the workflow; null when the stored value is not one this schema knows.',
      resolve: getWorkflow('type', (type) => oneOf(WORKFLOW_TYPES, type)),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the workflow was created.',
      resolve: getWorkflow('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the workflow was last changed.',
      resolve: getWorkflow('updatedAt', dateTime),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The user who created the workflow; null when unknown. Names come with the workflow; `phone` and `role` cost one upstream request per operation.',
      resolve: async (w, a, c) => {
        const u = await getWorkflow('createdBy')(w, a, c);
        return u && typeof u.id === 'number' ? u : null;
      },
    }),
    stages: t.field({
      type: [StageRef],
      description: "The workflow's stages in order, with their SLA thresholds; the time-in-stage fields are null here (they belong to a record in the stage).",
      resolve: async (w, a, c) =>
        ((await getWorkflow('phases')(w, a, c)) ?? [])
          .filter((p) => p && typeof p.id === 'number')
          .map((p): RestStage => ({ id: p.id, name: p.name, type: p.type ?? null, redSla: p.redSla ?? null, yellowSla: p.yellowSla ?? null })),
    }),
  }),
});

// Projects and opportunities hold their workflow's id: the workflow loads once per distinct id.
type WorkflowIdReader = (r: { id: number }, a: unknown, c: GatewayContext) => unknown;
const workflowField = (noun: string, workflowId: WorkflowIdReader) => ({
  type: WorkflowRef,
  nullable: true as const,
  description: `The workflow the ${noun} follows; null when none. \`databaseId\` comes with the ${noun}; other fields cost one upstream request per distinct workflow.`,
  resolve: async (r: { id: number }, a: unknown, c: GatewayContext) => {
    const id = await workflowId(r, a, c);
    return typeof id === 'number' && id > 0 ? { id } : null;
  },
});
builder.objectFields(ProjectRef, (t) => ({ workflow: t.field(workflowField('project', reader<RestProject>(ProjectRef)('workflowId') as WorkflowIdReader)) }));
builder.objectFields(OpportunityRef, (t) => ({
  workflow: t.field(workflowField('opportunity', reader<RestOpportunity>(OpportunityRef)('workflowId') as WorkflowIdReader)),
}));

export const UserFilter = builder.inputType('UserFilter', {
  description: 'Filters of the user directory (the query parameters of REST `GET /users`).',
  fields: (t) => ({
    email: t.string({ description: 'Only the user with this e-mail address (REST `email`).' }),
  }),
});

const UserConnection = connectionOf(UserRef, 'User', 'user', 'users', '. The REST directory is not paged: one request serves any window.');
const WorkflowConnection = connectionOf(WorkflowRef, 'Workflow', 'workflow', 'workflows', NO_TOTALS);

builder.queryFields((t) => ({
  users: t.connection(
    restConnection(t, {
      type: UserRef,
      description:
        'Active users of your company. Cost: one upstream request per operation, whatever the page, shared with every user field of the operation (REST `GET /users`).',
      args: { filter: t.arg({ type: UserFilter, description: 'Narrows the directory (REST query parameters).' }) },
      all: (args, ctx) => listUsers(ctx.upstream, args.filter?.email ?? undefined),
    }),
    UserConnection,
  ),
  roles: t.field({
    type: [RoleRef],
    description: 'User roles of the workspace (a short plain list). Cost: one upstream request (REST `GET /roles`).',
    resolve: (_root, _args, ctx) => listRoles(ctx.upstream),
  }),
  teams: t.field({
    type: [TeamRef],
    description: 'Teams of the workspace with their members (a short plain list). Cost: one upstream request (REST `GET /teams`).',
    resolve: (_root, _args, ctx) => listTeams(ctx.upstream),
  }),
  workflow: recordLookupField(t, WorkflowRef, 'a workflow'),
  workflows: t.connection(
    restConnection(t, {
      type: WorkflowRef,
      description:
        'Workflows of your company with their stages, oldest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /workflows`).',
      orderBy: ORDER_BY,
      pages: (_args, ctx) => (page) => listWorkflows(ctx.upstream, page),
    }),
    WorkflowConnection,
  ),
}));
