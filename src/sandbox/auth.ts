/**
 * Companies, logins, API users and API keys of the sandbox (spec "Authentication").
 * Basic auth (a login's email and password) issues and manages keys; `x-api-key` reads and writes data.
 */
import { createHash } from 'node:crypto';
import type { Db } from './core/db.js';
import type { SandboxOptions } from './context.js';

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
    memberships: [{ companyId: 1, collaborator: false }, { companyId: 2, collaborator: false }],
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
    memberships: [{ companyId: 1, collaborator: true }, { companyId: 2, collaborator: false }],
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
  const keys = apiKeysTable(db);
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
    keys.insert(companyId, {
      keyId: keyIdOf(token),
      token,
      companyId,
      apiUserId: user.id,
      name: 'Demo key',
      description: 'Key of the sandbox demo workspace',
      createdAt,
    });
  }
}

/** The key record for an `x-api-key` value, if it exists and its API user is active (AUTH-2, AUTH-7). */
export function findKey(db: Db, token: string): ApiKey | undefined {
  for (const k of apiKeysTable(db).everything()) {
    if (k.token === token) {
      const user = apiUsersTable(db).get(k.apiUserId, k.companyId);
      return user?.isActive ? k : undefined;
    }
  }
  return undefined;
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

/** AUTH-10: `lastSeenAt` is accurate to about an hour, so it is only moved when an hour has passed. */
export function touchApiUser(db: Db, key: ApiKey, now = new Date()): void {
  const user = apiUsersTable(db).get(key.apiUserId, key.companyId);
  if (!user) return;
  if (!user.lastSeenAt || now.getTime() - Date.parse(user.lastSeenAt) >= 3_600_000) {
    const hour = new Date(now);
    hour.setUTCMinutes(0, 0, 0);
    user.lastSeenAt = hour.toISOString();
  }
}
