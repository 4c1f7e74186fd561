/**
 * API keys and API users for superadmins (spec "Superadmin key management"): `GET /api-keys` and `GET
 * /api-users` with the caller's `Authorization: Basic …` header forwarded (AUTH-1), not the API key.
 * Others get FORBIDDEN (AUTH-5, ERR-2); no Basic credentials is UNAUTHENTICATED before any upstream
 * call. Listed keys never carry the key: an `id` (`key_…`) and the last 4 characters (AUTH-6).
 */
import { builder } from '../builder.js';
import { parseDatabaseId } from '../ids.js';
import { dateTime } from '../lenient.js';
import { listApiKeys, listApiUsers, type RestApiKeyListing, type RestApiUser } from '../../upstream/keys.js';
import type { GatewayContext } from '../../gateway/context.js';
import { withFields } from '../../upstream/shapes.js';

export const ApiUserRef = builder.objectRef<RestApiUser>('ApiUser');
/** A key as `apiKeys` lists it, with the `companyId` argument of that list, so its API user is read from the same scope. */
type ListedApiKey = RestApiKeyListing & { readonly listedForCompanyId: number | undefined };
const ApiKeyRef = builder.objectRef<ListedApiKey>('ApiKey');

ApiUserRef.implement({
  description: 'The API user a login gets per company when it issues its first key; its keys authenticate as it. Listed for superadmins only (`apiUsers`).',
  fields: (t) => ({
    // Not a Node: API users are read only as a list, with Basic credentials instead of the API key.
    id: t.globalID({
      nullable: false,
      description:
        'Globally unique id of the API user: the key for client caches, and what `apiUserArchive` takes. `node(id:)` cannot fetch an API user; list them with `apiUsers`.',
      resolve: (u) => ({ type: ApiUserRef, id: u.id }),
    }),
    databaseId: t.exposeInt('id', { description: 'The REST id of the API user.' }),
    // AUTH-12
    companyId: t.exposeInt('companyId', {
      nullable: true,
      description: 'The REST id of the company the API user belongs to; its keys read and write that company only.',
    }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the API user.' }),
    email: t.exposeString('email', { nullable: true, description: 'E-mail of the login that created the API user.' }),
    // AUTH-8
    isActive: t.exposeBoolean('isActive', { nullable: true, description: 'False once archived (`apiUserArchive`): its keys were deleted.' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When the API user was created.', resolve: (u) => dateTime(u.createdAt) }),
    lastSeenAt: t.field({
      type: 'DateTime',
      nullable: true,
      // AUTH-10
      description: "Time of the API user's last request, accurate to about an hour; null when it never made one.",
      resolve: (u) => dateTime(u.lastSeenAt),
    }),
  }),
});

ApiKeyRef.implement({
  // AUTH-6
  description: 'An API key as key management lists it: never the key itself, which is shown only once, when it is created.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The non-secret identifier of the key (prefix `key_`); not a global node id.' }),
    keyPreview: t.exposeString('keyPreview', { nullable: true, description: 'The last 4 characters of the key, to recognise it.' }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the key.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description of the key.' }),
    // AUTH-12
    companyId: t.exposeInt('companyId', { nullable: true, description: 'The REST id of the company the key reads and writes (and no other).' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When the key was issued.', resolve: (k) => dateTime(k.createdAt) }),
    apiUser: t.field({
      type: ApiUserRef,
      nullable: true,
      description: 'The API user the key authenticates as; null when unknown. Cost: one upstream request per company (the same one `apiUsers` makes).',
      resolve: async (k, _a, ctx: GatewayContext) => {
        if (typeof k.apiUserId !== 'number') return null;
        const users = await listApiUsers(ctx.upstream, k.listedForCompanyId);
        return users.find((u) => u.id === k.apiUserId) ?? null;
      },
    }),
  }),
});

const COMPANY_ID = 'The REST id of the company; default: every company the superadmin belongs to.';

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: [ApiKeyRef],
    // AUTH-1, AUTH-5
    description:
      'API keys of a company (REST `GET /api-keys`). Superadmins only (others get FORBIDDEN). Authenticates with your login in the `Authorization: Basic …` header, not the API key.',
    args: { companyId: t.arg.int({ description: COMPANY_ID }) },
    resolve: async (_root, args, ctx) => {
      const companyId = args.companyId == null ? undefined : parseDatabaseId(args.companyId, 'companyId');
      const keys = await listApiKeys(ctx.upstream, companyId);
      return keys.map((k): ListedApiKey => withFields(k, { listedForCompanyId: companyId }));
    },
  }),
  apiUsers: t.field({
    type: [ApiUserRef],
    // AUTH-1, AUTH-5
    description:
      'API users of a company with `lastSeenAt` (REST `GET /api-users`). Superadmins only (others get FORBIDDEN). Authenticates with your login in the `Authorization: Basic …` header, not the API key.',
    args: { companyId: t.arg.int({ description: COMPANY_ID }) },
    resolve: (_root, args, ctx) => listApiUsers(ctx.upstream, args.companyId == null ? undefined : parseDatabaseId(args.companyId, 'companyId')),
  }),
}));
