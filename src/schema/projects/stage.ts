/**
 * Stage: a step of a company-defined workflow (spec "Project stage"; vendor `ProjectStage`). It arrives
 * inside the project (or, as `phase`, the opportunity) and has no endpoint of its own, so it is a plain
 * object, not a Node.
 */
import { builder } from '../builder.js';
import type { RestStage } from '../../upstream/projects.js';

export const StageSlaStatus = builder.enumType('StageSlaStatus', {
  description: "Whether the record has stayed in its stage longer than the stage's SLA allows.",
  values: {
    VIOLATED: { description: 'The time in stage exceeds the SLA.' },
    NON_VIOLATED: { description: 'The time in stage is within the SLA.' },
  } as const,
});

export const StageRef = builder.objectRef<RestStage>('Stage').implement({
  // EVT-2
  description:
    'The workflow stage a record is in. Stages are company-defined; moving a project between stages fires the PROJECT_MOVEMENT automation (see the `projectStageChanged` subscription).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the stage.' }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the stage.' }),
    type: t.exposeString('type', { nullable: true, description: 'Stage type, company-defined (e.g. PRODUCTION).' }),
    scope: t.exposeString('scope', { nullable: true, description: 'Which records use the stage (e.g. PROJECT).' }),
    redSla: t.exposeInt('redSla', { nullable: true, description: 'Red SLA threshold, in days in the stage; null when none is set.' }),
    yellowSla: t.exposeInt('yellowSla', { nullable: true, description: 'Yellow SLA threshold, in days in the stage; null when none is set.' }),
    timeInStageDays: t.exposeInt('timeInStageDays', { nullable: true, description: 'Days the record has been in this stage.' }),
    slaStatus: t.field({
      type: StageSlaStatus,
      nullable: true,
      description: 'SLA state of the record in this stage.',
      resolve: (s) => (s.slaStatus === 'VIOLATED' || s.slaStatus === 'NON_VIOLATED' ? s.slaStatus : null),
    }),
  }),
});

/** A stage object from upstream, or null when it is missing or has no id. */
export function stageOrNull(value: unknown): RestStage | null {
  return value && typeof value === 'object' && typeof (value as RestStage).id === 'number' ? (value as RestStage) : null;
}
