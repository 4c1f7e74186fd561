/**
 * Companies, logins, API users and API keys of the sandbox (spec "Authentication").
 * Basic auth (a login's email and password) issues and manages keys; `x-api-key` reads and writes data.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../core/db.js';
import type { SandboxOptions } from '../context.js';

export interface Company {
  id: number;
  name: string;
}

/** A person who can log in with Basic auth. */
export interface Login {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isSuperadmin: boolean;
  /** In order; `collaborator` marks a company the login only collaborates with (AUTH-4). */
  memberships: { companyId: number; collaborator: boolean }[];
}

/** The API user a login gets per company when it first issues a key. */
export interface ApiUser {
  id: number;
  companyId: number;
  createdByLoginId: number;
  name: string;
  email: string;
  isActive: boolean;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface ApiKey {
  id: number;
  /** The non-secret identifier shown in listings (`key_…`). */
  keyId: string;
  token: string;
  companyId: number;
  apiUserId: number;
  name: string;
  description: string;
  createdAt: string;
}

export const companies: Company[] = [
  { id: 1, name: 'Sunpeak Solar & Electric' },
  { id: 2, name: 'Granite Ridge Builders' },
];

/** The demo logins, documented in the README. */
export const demoLogins: Login[] = [
  {
    id: 1,
    email: 'admin@sunpeak.example',
    password: 'sandbox-admin',
    firstName: 'Avery',
    lastName: 'Admin',
    isSuperadmin: true,
    memberships: [
      { companyId: 1, collaborator: false },
      { companyId: 2, collaborator: false },
    ],
  },
  {
    id: 2,
    email: 'user@sunpeak.example',
    password: 'sandbox-user',
    firstName: 'Parker',
    lastName: 'User',
    isSuperadmin: false,
    memberships: [{ companyId: 1, collaborator: false }],
  },
  {
    id: 3,
    email: 'partner@granite.example',
    password: 'sandbox-partner',
    firstName: 'Morgan',
    lastName: 'Partner',
    isSuperadmin: false,
    // Collaborates with company 1 (listed first) but belongs to company 2: without company_id, company 2.
    memberships: [
      { companyId: 1, collaborator: true },
      { companyId: 2, collaborator: false },
    ],
  },
];

export const loginsTable = (db: Db) => db.table<Login>('logins', 1);
export const apiUsersTable = (db: Db) => db.table<ApiUser>('apiUsers', 9001);
export const apiKeysTable = (db: Db) => db.table<ApiKey>('apiKeys', 1);

/** The `key_…` identifier of a key: derived from the key, never revealing it. */
export function keyIdOf(token: string): string {
  return `key_${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}

export function seedAuth(db: Db, options: SandboxOptions, createdAt: string): void {
  const logins = loginsTable(db);
  for (const l of demoLogins) logins.insert(null, structuredClone(l));
  const users = apiUsersTable(db);
  const demo: [number, string][] = [
    [1, options.apiKey],
    [2, options.apiKey2],
  ];
  for (const [companyId, token] of demo) {
    const user = users.insert(companyId, {
      companyId,
      createdByLoginId: 1,
      name: `Demo API user (${companies.find((c) => c.id === companyId)!.name})`,
      email: 'admin@sunpeak.example',
      isActive: true,
      createdAt,
      lastSeenAt: null,
    });
    insertKey(db, user, { token, name: 'Demo key', description: 'Key of the sandbox demo workspace', createdAt });
  }
}

/**
 * Token → key index per store, so the per-request key check is O(1). Keys change only through the
 * functions below; a size mismatch (a key inserted or deleted elsewhere) rebuilds it.
 */
const keyIndexes = new WeakMap<Db, Map<string, ApiKey>>();

function keyIndex(db: Db): Map<string, ApiKey> {
  const table = apiKeysTable(db);
  let index = keyIndexes.get(db);
  if (!index || index.size !== table.size) {
    index = new Map(table.everything().map((k) => [k.token, k]));
    keyIndexes.set(db, index);
  }
  return index;
}

/** Issues a new key for an API user (the only place keys are created). */
export function insertKey(db: Db, user: ApiUser, fields: Pick<ApiKey, 'token' | 'name' | 'description' | 'createdAt'>): ApiKey {
  const key = apiKeysTable(db).insert(user.companyId, {
    ...fields,
    keyId: keyIdOf(fields.token),
    companyId: user.companyId,
    apiUserId: user.id,
  });
  keyIndex(db).set(key.token, key);
  return key;
}

/** Deletes a key; it stops working on the next request (AUTH-7). */
export function deleteKey(db: Db, key: ApiKey): void {
  apiKeysTable(db).delete(key.id);
  keyIndex(db).delete(key.token);
}

/** The key record for an `x-api-key` value, if it exists and its API user is active (AUTH-2, AUTH-7). */
export function findKey(db: Db, token: string): ApiKey | undefined {
  const key = keyIndex(db).get(token);
  if (!key) return undefined;
  const user = apiUsersTable(db).get(key.apiUserId, key.companyId);
  return user?.isActive ? key : undefined;
}

/** Checks a `Authorization: Basic …` header against the logins; undefined when missing or wrong. */
export function findLogin(db: Db, header: string | undefined): Login | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const email = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  return loginsTable(db)
    .everything()
    .find((l) => l.email.toLowerCase() === email.toLowerCase() && l.password === password);
}

/** When each API user's `lastSeenAt` is next due to move, so the per-request check is one comparison. */
const nextTouch = new WeakMap<ApiUser, number>();

/** AUTH-10: `lastSeenAt` is accurate to about an hour, so it is only moved when an hour has passed. */
export function touchApiUser(db: Db, key: ApiKey, now = Date.now()): void {
  const user = apiUsersTable(db).get(key.apiUserId, key.companyId);
  if (!user || now < (nextTouch.get(user) ?? 0)) return;
  if (!user.lastSeenAt || now - Date.parse(user.lastSeenAt) >= 3_600_000) {
    const hour = new Date(now);
    hour.setUTCMinutes(0, 0, 0);
    user.lastSeenAt = hour.toISOString();
  }
  nextTouch.set(user, Date.parse(user.lastSeenAt) + 3_600_000);
}

/** AUTH-3/AUTH-4: the company a key is issued for; undefined when the login does not belong to `requested`. */
export function companyForKey(login: Login, requested?: number): number | undefined {
  if (requested !== undefined) return login.memberships.find((m) => m.companyId === requested)?.companyId;
  return (login.memberships.find((m) => !m.collaborator) ?? login.memberships[0])?.companyId;
}

/**
 * Issues a key for `login` in `companyId` through the login's API user there: created on first use,
 * reactivated when it was archived (AUTH-9).
 */
export function issueKey(
  db: Db,
  login: Login,
  companyId: number,
  fields: { name?: string; description?: string },
  now = new Date(),
): { key: ApiKey; user: ApiUser } {
  const users = apiUsersTable(db);
  const createdAt = now.toISOString();
  let user = users.all(companyId).find((u) => u.createdByLoginId === login.id);
  if (!user) {
    user = users.insert(companyId, {
      companyId,
      createdByLoginId: login.id,
      name: `${login.firstName} ${login.lastName}`,
      email: login.email,
      isActive: true,
      createdAt,
      lastSeenAt: null,
    });
  }
  user.isActive = true;
  const token = `fg_${randomBytes(24).toString('base64url')}`;
  const key = insertKey(db, user, {
    token,
    name: fields.name ?? 'API key',
    description: fields.description ?? `Issued to ${login.email}`,
    createdAt,
  });
  return { key, user };
}

/** AUTH-8: deletes every key of the API user, then deactivates it. */
export function archiveApiUser(db: Db, user: ApiUser): void {
  for (const k of apiKeysTable(db).all(user.companyId)) if (k.apiUserId === user.id) deleteKey(db, k);
  user.isActive = false;
}
