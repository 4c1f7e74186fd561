/**
 * Assets on the sites of installed projects (past inspection, not cancelled): one kit of equipment per
 * trade of the project, installed some weeks after the project started, with serial numbers, asset
 * labels and lifetimes. Micro-inverters and optimizers are one asset per array (the count in the size).
 */
import { projectsTable, sitesTable, stagesTable } from '../records/model.js';
import { labelsTable } from '../work-orders/model.js';
import { assetsTable } from './model.js';
import { equipmentKits, kitsForTrades } from './seed-data.js';
import type { SeedContext } from '../core/seed-context.js';

const DAY = 86_400_000;
const installedStages = new Set(['Inspection', 'Permission to Operate', 'Complete']);

export function seedAssets(s: SeedContext): void {
  const { db, rng } = s;
  const now = s.now.getTime();
  for (const companyId of s.companyIds) {
    const assetLabels = new Map(
      labelsTable(db)
        .all(companyId)
        .filter((l) => l.type === 'ASSET')
        .map((l) => [l.name, l.id]),
    );
    let uid = 1000;
    for (const project of projectsTable(db).all(companyId)) {
      const stage = stagesTable(db).get(project.stageId, companyId);
      if (!stage || !installedStages.has(stage.name) || project.status === 'CANCELLED' || project.siteId === null) continue;
      const site = sitesTable(db).get(project.siteId, companyId);
      if (!site) continue;
      const started = Date.parse(project.createdAt);
      const installed = Math.min(started + rng.int(20, 90) * DAY, now - 2 * DAY);
      const installDate = new Date(installed).toISOString().slice(0, 10);
      const panelCount = typeof project.custom.panelCount === 'number' ? project.custom.panelCount : rng.int(12, 40);
      for (const kitName of kitsForTrades(project.trades)) {
        for (const model of rng.pick(equipmentKits[kitName])) {
          const perModule = model.type === 'MICROINVERTER' || model.type === 'POWER_OPTIMIZER';
          const ageYears = (now - installed) / (365 * DAY);
          const labels: number[] = [];
          if (['PV_INVERTER', 'MICROINVERTER', 'BATTERY_SYSTEM', 'PRODUCTION_METER'].includes(model.type) && rng.bool(0.7))
            labels.push(assetLabels.get('Monitored')!);
          if (ageYears < Math.min(model.lifetime, 10)) labels.push(assetLabels.get('Under Warranty')!);
          const status = rng.weighted(['ACTIVE', 'MAINTENANCE', 'INACTIVE'] as const, [30, 2, 1]);
          const createdAt = new Date(installed + rng.int(0, 3) * DAY + rng.int(8 * 60, 18 * 60) * 60_000).toISOString();
          assetsTable(db).insert(companyId, {
            uid: ++uid,
            name: perModule ? `${model.manufacturer} ${model.model} ×${panelCount}` : `${model.manufacturer} ${model.model}`,
            type: model.type,
            status,
            manufacturer: model.manufacturer,
            model: model.model,
            serialNumber: model.serial(rng),
            siteId: site.id,
            accountId: site.accountId,
            size: model.size === null ? null : perModule ? Math.round(model.size * panelCount * 100) / 100 : model.size,
            labelIds: labels.filter((id) => id !== undefined),
            installDate,
            manufacturingDate: new Date(installed - rng.int(60, 400) * DAY).toISOString().slice(0, 10),
            expectedLifetime: model.lifetime,
            description: model.description ?? (status === 'MAINTENANCE' ? 'Awaiting manufacturer RMA' : null),
            coverImageFileId: null,
            nameplateImageFileId: null,
            isArchived: false,
            createdAt: createdAt > new Date(now).toISOString() ? new Date(now - DAY).toISOString() : createdAt,
            updatedAt: createdAt > new Date(now).toISOString() ? new Date(now - DAY).toISOString() : createdAt,
          });
        }
      }
    }
  }
}
