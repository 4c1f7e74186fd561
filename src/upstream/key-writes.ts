/**
 * Key issuance and management writes, all with the caller's Basic credentials (AUTH-1): `POST /api-keys`
 * (optional `company_id`, AUTH-3/4; the key is returned only here, AUTH-6), and for superadmins only
 * (AUTH-5) `DELETE /api-keys/{key_id}` (AUTH-7) and `POST /api-users/{user_id}/archive` (AUTH-8).
 */
import type { UpstreamSession } from './client.js';
import type { RestApiUser } from './keys.js';

/** The API key record of POST /api-keys: `token` is the key, `id` the API user's id. */
export interface RestIssuedKey {
  token: string;
  companyId?: number | null;
  description?: string | null;
  name?: string | null;
  email?: string | null;
  id?: number | null;
}

export function issueApiKey(session: UpstreamSession, companyId?: number): Promise<RestIssuedKey> {
  return session.write<RestIssuedKey>('POST', 'api keys', '/api-keys', { query: { company_id: companyId }, auth: 'basic' });
}

export function deleteApiKey(session: UpstreamSession, keyId: string, companyId?: number): Promise<{ id: string; deleted: boolean }> {
  return session.write<{ id: string; deleted: boolean }>('DELETE', 'api keys', `/api-keys/${encodeURIComponent(keyId)}`, {
    query: { company_id: companyId },
    auth: 'basic',
  });
}

export function archiveApiUser(session: UpstreamSession, userId: number, companyId?: number): Promise<RestApiUser> {
  return session.write<RestApiUser>('POST', 'api users', `/api-users/${userId}/archive`, { query: { company_id: companyId }, auth: 'basic' });
}
