/** `POST /users` (vendor `UserInvite`): invites a user to the company; the answer is `{ email, status }`. */
import type { UpstreamSession } from './client.js';

export interface UserInviteWrite {
  email: string;
  firstName: string;
  lastName: string;
  /** Role ids, at least one (the vendor numbers roles; see GET /roles). */
  roleIds: number[];
  phone?: string;
}

export interface RestUserInvitation {
  email?: string | null;
  status?: string | null;
}

export function inviteUser(session: UpstreamSession, body: UserInviteWrite) {
  return session.write<RestUserInvitation>('POST', 'users', '/users', { body });
}
