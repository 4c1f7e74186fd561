/**
 * Moving a project between stages, and the automation it fires (EVT-2): used by PATCH /projects/{id}
 * and by the demo activity that moves random projects.
 */
import type { SandboxContext } from '../context.js';
import { projectsTable, stagesTable, type Project } from './model.js';

/** The event payload's `record` section for a project (spec "Events", Payload). */
export function projectEventRecord(ctx: SandboxContext, companyId: number, p: Project): Record<string, unknown> {
  const stage = stagesTable(ctx.db).get(p.stageId, companyId);
  return {
    id: p.id,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    title: p.title,
    address: p.address,
    geoLocation: p.geoLocation,
    jurisdiction: p.jurisdiction ? { id: p.jurisdiction.id, name: p.jurisdiction.name } : null,
    stage: stage ? { id: stage.id, name: stage.name } : null,
    type: 'PROJECT',
    dealValue: p.value,
    ownerId: p.ownerId,
    city: p.city,
    state: p.state,
    trades: p.trades,
    status: p.status,
    requestStatus: p.requestStatus,
    primaryEmail: p.primaryEmail,
    primaryPhone: p.primaryPhone,
    uid: p.uid,
  };
}

/**
 * Moves a project to `stageId` (a stage of its workflow) and fires PROJECT_MOVEMENT. Returns the project,
 * or undefined when the project or stage does not exist for that company. Moving to the current stage
 * changes nothing and fires nothing.
 */
export function moveProjectStage(ctx: SandboxContext, companyId: number, projectId: number, stageId: number): Project | undefined {
  const project = projectsTable(ctx.db).get(projectId, companyId);
  const stages = stagesTable(ctx.db);
  const next = stages.get(stageId, companyId);
  if (!project || !next || next.scope !== 'PROJECT') return undefined;
  if (project.stageId === stageId) return project;
  const previous = stages.get(project.stageId, companyId);
  const now = new Date().toISOString();
  project.stageId = stageId;
  project.stageEnteredAt = now;
  project.updatedAt = now;
  ctx.emit({
    companyId,
    record: projectEventRecord(ctx, companyId, project),
    event: {
      recordId: project.id,
      triggerKey: 'PROJECT_MOVEMENT',
      triggerName: 'Project stage updated',
      previousStage: previous ? { id: previous.id, name: previous.name, type: previous.type } : null,
      currentStage: { id: next.id, name: next.name, type: next.type },
    },
  });
  return project;
}
