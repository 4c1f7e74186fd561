/** Contact writes (vendor `ContactCreate`/`ContactUpdate`): `POST /contacts`, `PATCH /contacts/{id}`, `DELETE /contacts/{id}`. */
import type { UpstreamSession } from './client.js';
import type { RestContact } from './contacts.js';

/** The JSON body of POST and PATCH /contacts; undefined fields are left out. */
export interface ContactWrite {
  name?: string;
  title?: string | null;
  description?: string | null;
  emails?: string[];
  phones?: string[];
  /** Replace-all links (PATCH) or the initial links (POST). */
  accountIds?: number[];
  projectIds?: number[];
}

export function createContact(session: UpstreamSession, body: ContactWrite) {
  return session.write<RestContact>('POST', 'contacts', '/contacts', { body });
}

export function updateContact(session: UpstreamSession, id: number, body: ContactWrite) {
  return session.write<RestContact>('PATCH', 'contacts', `/contacts/${id}`, { body });
}

export async function deleteContact(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'contacts', `/contacts/${id}`);
}
