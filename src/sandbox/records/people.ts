/**
 * Workspace people and workflows (vendor `/users`, `/roles`, `/teams`, `/workflows`): small, read-only
 * views of the seeded users and workflow stages. Roles and teams are derived from the users' roles.
 * `POST /users` (vendor only) invites a user: 201 `{email, status}`; the user shows in `GET /users` once
 * active, which in the sandbox is at once.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, pageOf, paginate, pathId, q, sortBy } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, noQuery, querySchema } from '../core/schemas.js';
import { bodyOf, input } from '../core/record-input.js';
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
  invite: {
    body: bodySchema({
      email: field('an email address not yet a user; required'),
      firstName: field('required'),
      lastName: field('required'),
      roleIds: field('at least one role, numbered by its place in GET /roles (1 = the first); required'),
      phone: field('string or null'),
    }),
  },
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

  app.post('/users', { schema: schemas.invite }, async (req, reply) => {
    const b = bodyOf(req);
    const email = input.str(b, 'email', { nonEmpty: true })?.trim();
    if (!email) throw badRequest('email', 'email is required');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw badRequest('email', 'email must be an email address');
    const firstName = input.str(b, 'firstName', { nonEmpty: true })?.trim();
    if (!firstName) throw badRequest('firstName', 'firstName is required');
    const lastName = input.str(b, 'lastName', { nonEmpty: true })?.trim();
    if (!lastName) throw badRequest('lastName', 'lastName is required');
    const roleIds = input.intList(b, 'roleIds');
    if (!roleIds || roleIds.length === 0) throw badRequest('roleIds', 'roleIds must hold at least one role id');
    // Roles are numbered by their place in GET /roles (1 = the first), as the vendor's integer role ids.
    const roles = [
      ...new Set(
        usersTable(ctx.db)
          .all(req.companyId)
          .map((u) => u.role),
      ),
    ].sort();
    const unknown = roleIds.filter((id) => id > roles.length);
    if (unknown.length > 0) throw badRequest('roleIds', `roleIds: no role ${unknown.join(', ')} (1 to ${roles.length}, in the order of GET /roles)`);
    const phone = input.str(b, 'phone', { nullable: true }) ?? null;
    const users = usersTable(ctx.db);
    if (users.all(req.companyId).some((u) => u.email?.toLowerCase() === email.toLowerCase()))
      throw badRequest('email', `A user with email ${email} already exists`);
    users.insert(req.companyId, { firstName, lastName, email, avatarUrl: null, phone, role: roleOf(roles[roleIds[0]! - 1]!).name, isActive: true });
    return reply.code(201).send({ email, status: 'INVITED' });
  });
}
