/**
 * The current phase of a project on the newer, phase-based workflows (vendor `ProjectPhase`). Such a
 * project sends `phase` instead of `stage`; like a stage it arrives inside the project, so it is a plain
 * object.
 */
import { builder } from '../builder.js';
import { StageSlaStatus } from './stage.js';
import type { RestProjectPhase } from '../../upstream/projects.js';

const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v : null);

export const ProjectPhaseRef = builder.objectRef<RestProjectPhase>('ProjectPhase').implement({
  description:
    "The phase a project is in, for projects that follow phases (newer workflows) instead of stages. The phase's folders, files and forms are among the project's `folders`.",
  fields: (t) => ({
    instanceId: t.int({ nullable: true, description: "The REST id of this project's instance of the phase.", resolve: (p) => int(p.instanceId) }),
    templateId: t.int({
      nullable: true,
      description: 'The REST id of the phase itself, shared by every project that has it.',
      resolve: (p) => int(p.templateId),
    }),
    name: t.string({ nullable: true, description: 'Name of the phase.', resolve: (p) => text(p.name) }),
    status: t.string({ nullable: true, description: 'Progress of the phase (e.g. NOT_STARTED, IN_PROGRESS, COMPLETED).', resolve: (p) => text(p.status) }),
    type: t.string({ nullable: true, description: 'Phase type, company-defined (e.g. PRODUCTION).', resolve: (p) => text(p.type) }),
    redSla: t.int({ nullable: true, description: 'Red SLA threshold, in days in the phase; null when none is set.', resolve: (p) => int(p.redSla) }),
    yellowSla: t.int({ nullable: true, description: 'Yellow SLA threshold, in days in the phase; null when none is set.', resolve: (p) => int(p.yellowSla) }),
    timeInStageDays: t.int({ nullable: true, description: 'Days the project has been in this phase.', resolve: (p) => int(p.timeInStageDays) }),
    slaStatus: t.field({
      type: StageSlaStatus,
      nullable: true,
      description: "Whether the project has stayed in the phase longer than the phase's SLA allows.",
      resolve: (p) => (p.slaStatus === 'VIOLATED' || p.slaStatus === 'NON_VIOLATED' ? p.slaStatus : null),
    }),
  }),
});

/** A phase object from upstream, or null when it is missing or not an object. */
export function phaseOrNull(value: unknown): RestProjectPhase | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as RestProjectPhase) : null;
}
