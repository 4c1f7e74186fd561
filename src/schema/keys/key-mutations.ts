/**
 * Key issuance and management, with the caller's `Authorization: Basic …` header forwarded (AUTH-1), not
 * an API key: `apiKeyCreate` (POST /api-keys; the key is shown once, AUTH-6), and for superadmins only
 * (others get a top-level FORBIDDEN, AUTH-5, ERR-2) `apiKeyDelete` (AUTH-7) and `apiUserArchive` (AUTH-8).
 * A malformed company id is refused here before any call (AUTH-3).
 */
import { builder } from '../builder.js';
import { InputChecks, mutate, payloadType, restPath } from '../mutations.js';
import { ApiUserRef } from './key.js';
import { archiveApiUser, deleteApiKey, issueApiKey, type RestIssuedKey } from '../../upstream/key-writes.js';
import type { RestApiUser } from '../../upstream/keys.js';

const IssuedApiKeyRef = builder.objectRef<RestIssuedKey>('IssuedApiKey').implement({
  // AUTH-6
  description: 'A newly issued API key: the only time the key itself is shown. Store it now; lists show its last 4 characters only.',
  fields: (t) => ({
    // AUTH-6
    token: t.exposeString('token', { description: 'The key: send it as the `x-api-key` header on every other request. Never shown again.' }),
    // AUTH-3, AUTH-4, AUTH-12
    companyId: t.exposeInt('companyId', { nullable: true, description: 'The REST id of the company the key reads and writes (and no other).' }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the key.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description of the key.' }),
    email: t.exposeString('email', { nullable: true, description: 'E-mail of the login that issued the key.' }),
    // A global id, as every other `…Id: ID` of the schema (deleted…Id, input ids), so a client cache
    // keys the API user the same way `apiUsers` and `apiUserArchive` do.
    apiUserId: t.globalID({
      nullable: true,
      description:
        'Global id of the API user the key authenticates as (`ApiUser.id`, what `apiUserArchive` takes); `apiUsers` (superadmins) lists it. Null when the API did not say.',
      resolve: (k) => (typeof k.id === 'number' ? { type: ApiUserRef, id: k.id } : null),
    }),
    apiUserDatabaseId: t.int({
      nullable: true,
      description: 'REST id of the API user the key authenticates as (`ApiUser.databaseId`).',
      resolve: (k) => (typeof k.id === 'number' ? k.id : null),
    }),
  }),
});

const ApiKeyCreateInput = builder.inputType('ApiKeyCreateInput', {
  description: 'Where to issue the key (REST `POST /api-keys`).',
  fields: (t) => ({
    companyId: t.int({
      // AUTH-3, AUTH-4
      description:
        "REST id of the company (a positive integer); the login must belong to it, else FORBIDDEN. Default: the login's first company where it is not a collaborator, else its first company.",
    }),
  }),
});

const ApiKeyCreatePayload = payloadType<RestIssuedKey>(
  'ApiKeyCreatePayload',
  'Result of apiKeyCreate.',
  'apiKey',
  IssuedApiKeyRef,
  'The issued key, with the key itself (shown once); null when refused.',
);
const ApiUserArchivePayload = payloadType<RestApiUser>(
  'ApiUserArchivePayload',
  'Result of apiUserArchive.',
  'apiUser',
  ApiUserRef,
  'The API user, now inactive; null when refused.',
);
const ApiKeyDeletePayload = payloadType<string>(
  'ApiKeyDeletePayload',
  'Result of apiKeyDelete.',
  'deletedApiKeyId',
  'ID',
  'Identifier (`key_…`) of the deleted key; null when refused.',
);

/** AUTH-3: a company id is a positive integer; anything else never reaches the API. */
function companyIdOf(checks: InputChecks, path: string[], value: number | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (value < 1) {
    checks.add(path, 'INVALID', `companyId must be a positive integer (got ${value})`);
    return undefined;
  }
  return value;
}

const COMPANY = 'REST id of the company the key (or user) belongs to, a positive integer; default: every company of the superadmin.';
// AUTH-1, AUTH-5
const SUPERADMIN =
  'Superadmins only: others get a top-level FORBIDDEN error. Authenticates with your login in the `Authorization: Basic …` header, not the API key.';

builder.mutationFields((t) => ({
  apiKeyCreate: t.field({
    type: ApiKeyCreatePayload,
    // AUTH-1, AUTH-6, AUTH-9
    description:
      'Issues an API key (REST `POST /api-keys`) for the login in the `Authorization: Basic …` header; the key is in the payload and is never shown again. Issuing again as the creator of an archived API user reactivates it.',
    args: { input: t.arg({ type: ApiKeyCreateInput, description: 'Where to issue the key; optional.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      const companyId = companyIdOf(checks, ['companyId'], input?.companyId);
      return mutate(checks, () => issueApiKey(ctx.upstream, companyId));
    },
  }),
  apiKeyDelete: t.field({
    type: ApiKeyDeletePayload,
    // AUTH-7
    description: `Deletes an API key (REST \`DELETE /api-keys/{key_id}\`); irreversible, and the key stops working at once. ${SUPERADMIN}`,
    args: {
      id: t.arg.id({ required: true, description: "The key's identifier from `apiKeys` (prefix `key_`); not a global node id." }),
      companyId: t.arg.int({ description: COMPANY }),
    },
    resolve: (_root, { id, companyId }, ctx) => {
      const checks = new InputChecks([]);
      const keyId = String(id);
      if (!/^key_[0-9A-Za-z]+$/.test(keyId)) checks.add(['id'], 'INVALID', 'id must be a key identifier (key_…) as `apiKeys` lists it');
      const company = companyIdOf(checks, ['companyId'], companyId);
      return mutate(
        checks,
        async () => {
          await deleteApiKey(ctx.upstream, keyId, company);
          return keyId;
        },
        (f) => (f === 'key_id' ? ['id'] : restPath(f)),
      );
    },
  }),
  apiUserArchive: t.field({
    type: ApiUserArchivePayload,
    // AUTH-8, AUTH-9
    description: `Archives an API user (REST \`POST /api-users/{user_id}/archive\`): deletes all its keys, then deactivates it. The keys cannot be restored; the user's creator can issue a new key, which reactivates it. ${SUPERADMIN}`,
    args: {
      id: t.arg.globalID({ for: ApiUserRef, description: 'The API user (`ApiUser.id`). Required unless the deprecated `databaseId` is given.' }),
      databaseId: t.arg.int({ deprecationReason: 'Use id (the global id, as ApiUser.id).', description: 'REST id of the API user (`ApiUser.databaseId`).' }),
      companyId: t.arg.int({ description: COMPANY }),
    },
    resolve: (_root, { id, databaseId, companyId }, ctx) => {
      const checks = new InputChecks([]);
      const path = id ? ['id'] : ['databaseId'];
      const userId = id ? Number(id.id) : databaseId;
      if (id && databaseId != null) checks.add(['databaseId'], 'EXCLUSIVE', 'id and databaseId cannot be given together: pass id only');
      else if (userId == null) checks.add(['id'], 'REQUIRED', 'id is required');
      else if (!Number.isSafeInteger(userId) || userId < 1) checks.add(path, 'INVALID', `${path[0]} must identify an API user (a positive integer id)`);
      const company = companyIdOf(checks, ['companyId'], companyId);
      return mutate(
        checks,
        () => archiveApiUser(ctx.upstream, userId!, company),
        (f) => (f === 'user_id' ? path : restPath(f)),
        path,
      );
    },
  }),
}));
