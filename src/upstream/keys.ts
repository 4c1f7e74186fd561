/**
 * Key management (spec "Superadmin key management"): `GET /api-keys`, `GET /api-users`, both with the
 * caller's Basic credentials (AUTH-1), superadmins only (AUTH-5), optional `company_id`. Listed keys
 * never carry the key itself (AUTH-6).
 */
import type { UpstreamSession } from './client.js';
import { listOf } from './shapes.js';

export interface RestApiKeyListing {
  /** The non-secret identifier, `key_…`. */
  id: string;
  /** The last 4 characters of the key. */
  keyPreview?: string | null;
  name?: string | null;
  description?: string | null;
  companyId?: number | null;
  apiUserId?: number | null;
  createdAt?: string | null;
}

export interface RestApiUser {
  id: number;
  companyId?: number | null;
  name?: string | null;
  email?: string | null;
  isActive?: boolean | null;
  createdAt?: string | null;
  /** The time of the last request, accurate to about an hour (AUTH-10). */
  lastSeenAt?: string | null;
}

export function listApiKeys(session: UpstreamSession, companyId?: number): Promise<RestApiKeyListing[]> {
  return session.get<unknown>('api keys', '/api-keys', { company_id: companyId }, 'basic').then(listOf<RestApiKeyListing>('api keys', 'string'));
}

export function listApiUsers(session: UpstreamSession, companyId?: number): Promise<RestApiUser[]> {
  return session.get<unknown>('api users', '/api-users', { company_id: companyId }, 'basic').then(listOf<RestApiUser>('api users'));
}
