/** Label writes: `POST /labels` (vendor; the API has no label update or delete): `name` and `type` required. */
import type { UpstreamSession } from './client.js';
import type { RestLabel, RestLabelType } from './labels.js';

export interface LabelWrite {
  name: string;
  type: RestLabelType;
  color?: string | null;
}

export function createLabel(session: UpstreamSession, body: LabelWrite): Promise<RestLabel> {
  return session.write<RestLabel>('POST', 'labels', '/labels', { body });
}
