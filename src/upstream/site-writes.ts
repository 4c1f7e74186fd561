/**
 * Site writes (vendor `SiteCreate`/`SiteUpdate`; spec "POST /sites/{site_id}/move", SITE-1..5):
 * `POST /sites`, `PATCH /sites/{id}`, `DELETE /sites/{id}`, `POST /sites/{id}/move`.
 */
import type { UpstreamSession } from './client.js';
import type { RestSite } from './sites.js';

/** The JSON body of POST and PATCH /sites; undefined fields are left out. */
export interface SiteWrite {
  accountId?: number;
  title?: string | null;
  fullAddress?: string;
  geoLocation?: string;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  timezone?: string | null;
}

/** 201 = created; 200 = the account already has a site at that address, which is returned. */
export async function createSite(session: UpstreamSession, body: SiteWrite) {
  const res = await session.writeResponse<RestSite>('POST', 'sites', '/sites', { body });
  return { site: res.body, created: res.status === 201 };
}

export function updateSite(session: UpstreamSession, id: number, body: SiteWrite) {
  return session.write<RestSite>('PATCH', 'sites', `/sites/${id}`, { body });
}

export async function deleteSite(session: UpstreamSession, id: number): Promise<void> {
  await session.write<unknown>('DELETE', 'sites', `/sites/${id}`);
}

/** SITE-1: the answer is a new site (new id) on the target account; the original is gone. */
export function moveSite(session: UpstreamSession, id: number, accountId: number) {
  return session.write<RestSite>('POST', 'sites', `/sites/${id}/move`, { body: { accountId } });
}
