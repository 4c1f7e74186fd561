/**
 * Refs of the people record types (declared before implementation, as in ../refs.ts): `Workflow`, read by
 * id through `GET /workflows/{id}`, one request per distinct id, all in one wave; implemented in people.ts.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchWorkflowsByIds, type RestWorkflow } from '../../upstream/people.js';
import { loaderOptions } from '../loader-options.js';

const id = {
  resolve: (record: { id: number }) => record.id,
  parse: (value: string) => parseDatabaseId(value),
};

export const WorkflowRef = builder.loadableNodeRef('Workflow', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestWorkflow>>(fetchWorkflowsByIds(ctx.upstream, ids)),
});
