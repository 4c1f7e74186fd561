/** Utility writes: `PATCH /utilities/{id}` changes custom property values only (UTIL-8), like AHJs. */
import type { UpstreamSession } from './client.js';
import type { RestUtility } from './utilities.js';

export function updateUtilityCustom(session: UpstreamSession, id: number, custom: Record<string, unknown>, allowNewOptions?: boolean): Promise<RestUtility> {
  return session.write<RestUtility>('PATCH', 'utilities', `/utilities/${id}`, { body: { custom }, query: { allow_new_options: allowNewOptions } });
}
