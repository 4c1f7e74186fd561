/**
 * Key issuance and key management (spec "Authentication", "API key record"). Every route here uses
 * Basic auth (AUTH-1), checked here rather than by the x-api-key hook.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { SandboxError, forbidden, notFound, q } from '../core/http.js';
import { bodySchema, documentedParams, field, querySchema } from '../core/schemas.js';
import { apiKeysTable, apiUsersTable, archiveApiUser, companyForKey, deleteKey, findLogin, issueKey, type ApiKey, type ApiUser, type Login } from './model.js';

type Query = Record<string, unknown>;

function requireLogin(ctx: SandboxContext, req: FastifyRequest): Login {
  const header = req.headers.authorization;
  const login = findLogin(ctx.db, header);
  if (!login) throw new SandboxError(401, header ? 'Invalid credentials' : 'Missing Basic credentials');
  return login;
}

/** AUTH-5: superadmins only; the companies in scope are the requested one or all of the login's. */
function superadminScope(ctx: SandboxContext, req: FastifyRequest): { login: Login; companyIds: number[] } {
  const login = requireLogin(ctx, req);
  if (!login.isSuperadmin) throw forbidden('Superadmin access required');
  const requested = q.int(req.query as Query, 'company_id', { min: 1 });
  const member = login.memberships.map((m) => m.companyId);
  if (requested === undefined) return { login, companyIds: member };
  if (!member.includes(requested)) throw forbidden(`No access to company ${requested}`);
  return { login, companyIds: [requested] };
}

/** A listed key: never the key itself (AUTH-6). */
function keyListing(k: ApiKey) {
  return {
    id: k.keyId,
    keyPreview: k.token.slice(-4),
    name: k.name,
    description: k.description,
    companyId: k.companyId,
    apiUserId: k.apiUserId,
    createdAt: k.createdAt,
  };
}

function apiUserListing(u: ApiUser) {
  return {
    id: u.id,
    companyId: u.companyId,
    name: u.name,
    email: u.email,
    isActive: u.isActive,
    createdAt: u.createdAt,
    lastSeenAt: u.lastSeenAt,
  };
}

const companyQuery = field("the company (an id) in scope, one of the login's; default every company of the login");
const issueFields = {
  company_id: field("the company (an id) the key is for: one of the login's; default its own company"),
  name: field('the key\'s name; default "API key"'),
  description: field('the key\'s description; default "Issued to <email>"'),
};

/**
 * The route schemas, documenting only: every route checks its Basic credentials first (401, then 403), so
 * nothing may be refused before the handler; the handlers check the ids (their own 400 naming key_id or
 * user_id), the query and the body.
 */
const schemas = {
  // GET /token takes the same fields in its query (Fastify allows no body schema on a GET).
  issue: { querystring: querySchema(issueFields), body: bodySchema(issueFields) },
  token: { querystring: querySchema(issueFields) },
  manage: { querystring: querySchema({ company_id: companyQuery }) },
  key: {
    params: { type: 'object', required: ['keyId'], properties: { keyId: field('the key id: key_ and hex digits (GET /api-keys)') } },
    querystring: querySchema({ company_id: companyQuery }),
  },
  apiUser: { params: documentedParams('userId'), querystring: querySchema({ company_id: companyQuery }) },
};

const optionalString = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function registerKeyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // AUTH-11: the 401 body of key issuance says `error`, not `message`.
  const issueConfig = { basicAuth: true, errorKey: 'error' };
  const manageConfig = { basicAuth: true };

  const issue = async (req: FastifyRequest) => {
    const login = requireLogin(ctx, req);
    const query = req.query as Query;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Query;
    const requested = q.int(query, 'company_id', { min: 1 }) ?? q.int(body, 'company_id', { min: 1 });
    const companyId = companyForKey(login, requested);
    if (companyId === undefined) throw forbidden(`No access to company ${requested}`);
    const { key, user } = issueKey(ctx.db, login, companyId, {
      name: optionalString(body.name ?? query.name),
      description: optionalString(body.description ?? query.description),
    });
    return { token: key.token, companyId, description: key.description, name: key.name, email: login.email, id: user.id };
  };
  app.post('/api-keys', { config: issueConfig, schema: schemas.issue }, issue);
  // The legacy alias (PATH, Versioning 3).
  app.get('/token', { config: issueConfig, schema: schemas.token }, issue);

  app.get('/api-keys', { config: manageConfig, schema: schemas.manage }, async (req) => {
    const { companyIds } = superadminScope(ctx, req);
    return companyIds.flatMap((c) => apiKeysTable(ctx.db).all(c)).map(keyListing);
  });

  app.delete('/api-keys/:keyId', { config: manageConfig, schema: schemas.key }, async (req) => {
    const { companyIds } = superadminScope(ctx, req);
    const keyId = (req.params as { keyId: string }).keyId;
    if (!/^key_[0-9a-f]+$/.test(keyId)) throw new SandboxError(400, 'key_id must be a key id (key_…)', 'key_id');
    const key = companyIds.flatMap((c) => apiKeysTable(ctx.db).all(c)).find((k) => k.keyId === keyId);
    if (!key) throw notFound('API key');
    deleteKey(ctx.db, key);
    return { id: key.keyId, deleted: true };
  });

  app.get('/api-users', { config: manageConfig, schema: schemas.manage }, async (req) => {
    const { companyIds } = superadminScope(ctx, req);
    return companyIds.flatMap((c) => apiUsersTable(ctx.db).all(c)).map(apiUserListing);
  });

  app.post('/api-users/:userId/archive', { config: manageConfig, schema: schemas.apiUser }, async (req) => {
    const { companyIds } = superadminScope(ctx, req);
    const raw = (req.params as { userId: string }).userId;
    if (!/^\d+$/.test(raw)) throw new SandboxError(400, 'user_id must be a positive integer', 'user_id');
    const userId = Number(raw);
    const owner = apiUsersTable(ctx.db).ownerOf(userId);
    const user = owner != null && companyIds.includes(owner) ? apiUsersTable(ctx.db).get(userId, owner) : undefined;
    if (!user) throw notFound('API user');
    archiveApiUser(ctx.db, user);
    return apiUserListing(user);
  });
}
