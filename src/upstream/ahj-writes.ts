/**
 * AHJ writes: `PATCH /ahjs/{id}` takes only `custom` (AHJ-1); keys are property keyNames of
 * GET /properties?record_type=ahj, unknown → 400 naming it, null clears (AHJ-2); `allow_new_options`
 * defaults to false (AHJ-3). Errors 400, 401, 404, 502 `BAD_GATEWAY` (AHJ-7).
 */
import type { UpstreamSession } from './client.js';
import type { RestAhj } from './ahjs.js';

export function updateAhjCustom(session: UpstreamSession, id: number, custom: Record<string, unknown>, allowNewOptions?: boolean): Promise<RestAhj> {
  return session.write<RestAhj>('PATCH', 'ahjs', `/ahjs/${id}`, { body: { custom }, query: { allow_new_options: allowNewOptions } });
}
