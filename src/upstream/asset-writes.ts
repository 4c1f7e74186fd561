/** Asset writes (vendor `AssetCreate`/`AssetUpdate`): `POST /assets`, `PATCH /assets/{id}`. No DELETE exists: archive instead. */
import type { UpstreamSession } from './client.js';
import type { RestAsset } from './assets.js';

/** The JSON body of POST and PATCH /assets; undefined fields are left out. `siteId`/`accountId` only on POST. */
export interface AssetWrite {
  accountId?: number;
  siteId?: number;
  name?: string;
  type?: string;
  status?: string;
  manufacturer?: string;
  model?: string;
  serialNumber?: string;
  size?: number;
  labelIds?: number[];
  installDate?: string | null;
  manufacturingDate?: string | null;
  expectedLifetime?: number;
  description?: string;
  isArchived?: boolean;
}

export function createAsset(session: UpstreamSession, body: AssetWrite) {
  return session.write<RestAsset>('POST', 'assets', '/assets', { body });
}

export function updateAsset(session: UpstreamSession, id: number, body: AssetWrite) {
  return session.write<RestAsset>('PATCH', 'assets', `/assets/${id}`, { body });
}
