/**
 * Workspace people and workflows (vendor `/users`, `/roles`, `/teams`, `/workflows`): small, read-only
 * views of the seeded users and workflow stages. Roles and teams are derived from the users' roles.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { notFound, pageOf, paginate, pathId, q, sortBy } from '../core/http.js';
import { field, idParams, listQueryFields, noQuery, querySchema } from '../core/schemas.js';
import { usersTable, workflowsTable, type WorkspaceUser } from './model.js';
import { renderUser, renderWorkflow, roleOf } from './render.js';

/** Teams by kind of work: each lists the users whose role belongs to it; the first member leads. */
const teamsByRole: { name: string; roles: string[] }[] = [
  { name: 'Install crew', roles: ['Technician', 'Installer', 'Electrician'] },
  { name: 'Sales', roles: ['Sales Rep'] },
  { name: 'Office', roles: ['Owner', 'Project Manager', 'Office Manager'] },
];

/** The route schemas: path ids checked as `pathId` checks them; query documented (the handlers check it). */
const schemas = {
  users: { querystring: querySchema({ email: field('the user with this email, case ignored'), id: field('the user with this id') }) },
  workflows: {
    querystring: querySchema({ order_by: field('asc or desc, by id; default asc'), page: listQueryFields.page, page_size: listQueryFields.page_size }),
  },
  workflow: { params: idParams('workflowId') },
  // Roles and teams take no input.
  whole: { querystring: noQuery },
};

export function registerPeopleRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const activeUsers = (companyId: number) =>
    usersTable(ctx.db)
      .all(companyId)
      .filter((u) => u.isActive);

  app.get('/users', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.users }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const email = q.str(query, 'email')?.toLowerCase();
    const id = q.int(query, 'id', { min: 1 });
    return activeUsers(req.companyId)
      .filter((u) => (email === undefined || u.email?.toLowerCase() === email) && (id === undefined || u.id === id))
      .map(renderUser);
  });

  app.get('/roles', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.whole }, async (req) => {
    const names = [
      ...new Set(
        usersTable(ctx.db)
          .all(req.companyId)
          .map((u) => u.role),
      ),
    ].sort();
    return names.map((name) => ({ ...roleOf(name), active: true }));
  });

  app.get('/teams', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.whole }, async (req) => {
    const users = activeUsers(req.companyId);
    return teamsByRole.map((team, i) => {
      const members = users.filter((u: WorkspaceUser) => team.roles.includes(u.role));
      return {
        // Team ids are stable per company: company 1 has 101.., company 2 has 201...
        id: req.companyId * 100 + i + 1,
        name: team.name,
        workers: members.map((u, k) => ({ ...renderUser(u), isTeamLead: k === 0 })),
      };
    });
  });

  app.get('/workflows', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.workflows }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
    const rows = sortBy(workflowsTable(ctx.db).all(req.companyId), (w) => w.id, order);
    return paginate(rows, pageOf(query)).map((w) => renderWorkflow(ctx.db, req.companyId, w));
  });

  app.get('/workflows/:workflowId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.workflow }, async (req) => {
    const w = workflowsTable(ctx.db).get(pathId(req.params, 'workflowId'), req.companyId);
    if (!w) throw notFound('Workflow');
    return renderWorkflow(ctx.db, req.companyId, w);
  });
}
