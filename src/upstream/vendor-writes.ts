/**
 * Vendor writes (vendor `VendorCreate`/`VendorUpdate`): `POST /vendors` (an upsert: the same name and
 * type answers the existing vendor), `PATCH|DELETE /vendors/{id}`, and the project links
 * `POST|DELETE /projects/{projectId}/vendors/{vendorId}`.
 */
import type { UpstreamSession } from './client.js';
import type { RestVendor } from './vendors.js';

/** The JSON body of POST and PATCH /vendors; undefined fields are left out, null clears. */
export interface VendorWrite {
  name?: string;
  vendorType?: string;
  address?: string[];
  website?: string | null;
  description?: string | null;
  isActive?: boolean;
  /** Contact ids, the first one primary (replace-all on PATCH). */
  contacts?: number[];
  /** Project ids (replace-all on PATCH). */
  projectIds?: number[];
  custom?: Record<string, unknown>;
}

export function createVendor(session: UpstreamSession, body: VendorWrite) {
  return session.write<RestVendor>('POST', 'vendors', '/vendors', { body });
}

export function updateVendor(session: UpstreamSession, id: number, body: VendorWrite) {
  return session.write<RestVendor>('PATCH', 'vendors', `/vendors/${id}`, { body });
}

export async function deleteVendor(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'vendors', `/vendors/${id}`);
}

/** Links (or, with `unlink`, unlinks) a vendor and a project; the answer is a message only. */
export async function linkVendorToProject(session: UpstreamSession, projectId: number, vendorId: number, unlink = false): Promise<void> {
  await session.write<unknown>(unlink ? 'DELETE' : 'POST', 'vendors', `/projects/${projectId}/vendors/${vendorId}`);
}
