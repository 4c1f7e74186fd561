/** Workspace users: `GET /users` (vendor reference; active users only). UserSummary is spec "Resources". */
import type { UpstreamSession } from './client.js';

/** Minimal user representation inside records (createdBy, updatedBy …). */
export interface RestUserSummary {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  avatarUrl?: string | null;
  phone?: string | null;
}

/** A workspace user as `GET /users` returns it. */
export interface RestUser extends RestUserSummary {
  /** The vendor documents `{ id, name }`; older payloads send the role name alone. */
  role?: { id?: string | number; name?: string } | string | null;
  isActive?: boolean;
}

/**
 * One request per operation for any number of users: the (unpaged) directory `GET /users`, picked apart
 * by id. Asking `?id=` per user would cost one request each, and batches that split across ticks would
 * mix the two forms; the directory GET is shared by every batch of the operation. Unknown or inactive
 * ids come back as null (a user may have left the company).
 */
export async function fetchUsersByIds(session: UpstreamSession, ids: readonly number[]): Promise<(RestUser | null | Error)[]> {
  try {
    const users = await session.get<RestUser[]>('users', '/users');
    const byId = new Map((Array.isArray(users) ? users : []).map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id) ?? null);
  } catch (error) {
    return ids.map(() => error as Error);
  }
}
