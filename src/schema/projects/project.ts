/**
 * Project: sold work being delivered (`GET /projects`, `GET /projects/{id}`; fields from the vendor
 * reference and the spec's webhook `record`).
 */
import { builder } from '../builder.js';
import { oneOf } from '../lenient.js';
import { ProjectRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { connectionOf, NO_TOTALS_LISTS } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { recordFields } from '../records/common.js';
import { RecordSearchInput, searchPages, WHERE_DESCRIPTION } from '../records/search.js';
import { ProjectFilter, recordListParams } from '../records/filters.js';
import { WorkRecordRef } from './work-record.js';
import { StageRef, stageOrNull } from './stage.js';
import { ProjectPhaseRef, phaseOrNull } from './phase.js';
import { listProjects, type RestProject } from '../../upstream/projects.js';
import { PROJECT_STATUSES } from '../../rest-enums.js';

/** One connection type per record type, shared by the root list and every per-parent list of it. */
export const ProjectConnection = connectionOf(ProjectRef, 'Project', 'project', 'projects', NO_TOTALS_LISTS);

const get = reader<RestProject>(ProjectRef);

export const ProjectStatus = builder.enumType('ProjectStatus', {
  description: 'Delivery status of a project.',
  values: {
    ACTIVE: { description: 'The project is active and in progress.' },
    ON_HOLD: { description: 'The project is temporarily paused.' },
    CANCELLED: { description: 'The project has been cancelled.' },
    COMPLETED: { description: 'The project has been completed.' },
  } as const satisfies Record<(typeof PROJECT_STATUSES)[number], { description: string }>,
});

ProjectRef.implement({
  interfaces: [WorkRecordRef],
  description: 'A project: sold work being delivered for an account, moving through the stages of its workflow.',
  fields: (t) =>
    Object.assign({}, recordFields(t, ProjectRef, 'project'), {
      status: t.field({
        type: ProjectStatus,
        nullable: true,
        description: 'Delivery status; null when the stored value is not one this schema knows.',
        resolve: get('status', (s) => oneOf(PROJECT_STATUSES, s)),
      }),
      requestStatus: t.string({ nullable: true, description: 'Request status label (e.g. PRIORITY).', resolve: get('requestStatus') }),
      stage: t.field({
        type: StageRef,
        nullable: true,
        description: "Current stage of the project's workflow; null for projects that follow phases instead of stages (newer workflows).",
        resolve: get('stage', stageOrNull),
      }),
      phase: t.field({
        type: ProjectPhaseRef,
        nullable: true,
        description: "Current phase of the project's workflow, for projects that follow phases (newer workflows); null for projects that follow stages.",
        resolve: get('phase', phaseOrNull),
      }),
    }),
});

builder.queryFields((t) => ({
  project: recordLookupField(t, ProjectRef, 'a project'),
  projects: t.connection(
    restConnection(t, {
      type: ProjectRef,
      description: 'Projects of your company; archived ones only with `filter.includeArchived`. Cost: one upstream request per page (REST `GET /projects`).',
      args: {
        filter: t.arg({ type: ProjectFilter, description: 'Narrows the list (REST query parameters).' }),
        where: t.arg({ type: RecordSearchInput, description: WHERE_DESCRIPTION }),
      },
      orderBy: ORDER_BY,
      pages: (args, ctx) =>
        args.where
          ? searchPages<RestProject>(args, ctx, 'projects')
          : (page) => listProjects(ctx.upstream, Object.assign(recordListParams(args.filter, args.orderBy), page)),
    }),
    ProjectConnection,
  ),
}));
