/**
 * Catalog (before work orders, which put catalog items on their line items) and finance (after them):
 * invoices, bills and payments on projects and accounts, and technicians' timesheets of recent weeks.
 */
import { usersTable } from '../records/model.js';
import { projectsTable } from '../records/model.js';
import { itemSeeds, measurementSeeds, unitSeeds, type ItemSeed } from './catalog-data.js';
import { seedDocuments } from './seed-documents.js';
import { catalogItemsTable, invoicesTable, measurementsTable, round2, taxesTable, timesheetsTable, unitsTable, type CatalogItem } from './model.js';
import { daysFrom, type SeedContext } from '../core/seed-context.js';

const taxSeeds: Record<number, [string, string, boolean][]> = {
  1: [
    ['Denver sales tax', '8.8100', false],
    ['Arizona TPT (Phoenix)', '8.6000', false],
    ['California sales tax', '7.2500', false],
    ['Texas sales tax', '6.2500', false],
    ['Denver sales tax (2022)', '8.3100', true],
  ],
  2: [
    ['New Jersey sales tax', '6.6250', false],
    ['New York City sales tax', '8.8750', false],
    ['Massachusetts sales tax', '6.2500', false],
    ['Solar equipment exemption', '0.0000', false],
  ],
};

export function seedCatalog(s: SeedContext): void {
  const { db, rng } = s;
  // Units and measurements are global lookups, shared by every company.
  const units = new Map<string, number>();
  for (const [name, abbreviation, dimension] of unitSeeds) units.set(abbreviation, unitsTable(db).insert(null, { name, abbreviation, dimension }).id);
  const measurements = new Map<string, number>();
  for (const [name, description, unit] of measurementSeeds)
    measurements.set(name, measurementsTable(db).insert(null, { name, description, unitId: units.get(unit)! }).id);

  for (const companyId of s.companyIds) {
    const owner = usersTable(db).all(companyId)[0];
    const since = -rng.int(500, 700);
    for (const seed of itemSeeds) {
      const createdAt = daysFrom(s.now, since + rng.int(0, 120), rng.int(8 * 60, 17 * 60));
      // Each company has its own price list around the list price.
      const jitter = 1 + (rng.next() - 0.5) * 0.1;
      catalogItemsTable(db).insert(companyId, {
        name: seed.name,
        sku: seed.sku,
        type: seed.type,
        manufacturer: seed.manufacturer,
        catalog: seed.group,
        category: seed.category,
        code: seed.sku ? null : `SVC-${seed.category.slice(0, 4)}-${rng.int(100, 999)}`,
        cost: round2(seed.cost * jitter),
        price: round2(seed.price * jitter),
        description: seed.description ?? null,
        isArchived: false,
        createdById: owner?.id ?? null,
        createdAt,
        updatedAt: rng.bool(0.3) ? daysFrom(s.now, -rng.int(1, 60), rng.int(8 * 60, 17 * 60)) : createdAt,
        preferredVendorId: null,
        unitId: units.get(seed.unit) ?? null,
        measurementIds: (seed.measurements ?? []).map((m) => measurements.get(m)!),
        coverage: seed.coverage ?? null,
        wasteFactorMode: seed.waste?.[0] ?? null,
        wasteFactorValue: seed.waste?.[1] ?? null,
      });
    }
    for (const [name, rate, isArchived] of taxSeeds[companyId] ?? taxSeeds[1]) {
      const createdAt = daysFrom(s.now, -rng.int(200, 600));
      taxesTable(db).insert(companyId, { name, rate, isArchived, createdAt, updatedAt: createdAt });
    }
  }
}

export function seedFinance(s: SeedContext): void {
  for (const companyId of s.companyIds) {
    const kit = new Map<ItemSeed['kit'], CatalogItem[]>();
    for (const item of catalogItemsTable(s.db).all(companyId)) {
      const seed = itemSeeds.find((i) => i.name === item.name);
      if (seed) kit.set(seed.kit, [...(kit.get(seed.kit) ?? []), item]);
    }
    seedDocuments(s, companyId, kit);
    // One invoice in ten also names its number as the vendor's OpenAPI does: `uid` (beside `invoiceNumber`).
    invoicesTable(s.db)
      .all(companyId)
      .forEach((inv, k) => {
        if (k % 10 === 3) inv.vendorShape = true;
      });
    seedTimesheets(s, companyId);
  }
}

type WorkOrderRef = { id: number; projectId?: number | null };

/** Technicians' days over the last three weeks: a morning and often an afternoon block, on weekdays. */
function seedTimesheets(s: SeedContext, companyId: number): void {
  const { db, rng } = s;
  const techs = usersTable(db)
    .all(companyId)
    .filter((u) => u.isActive && ['Technician', 'Electrician', 'Installer'].includes(u.role));
  const projects = projectsTable(db)
    .all(companyId)
    .filter((p) => p.status === 'ACTIVE');
  if (projects.length === 0) return;
  // Work orders belong to another domain; use them only when that domain has seeded its table.
  const workOrders = 'workOrders' in db.counts() ? db.table<WorkOrderRef>('workOrders').all(companyId) : [];
  const byProject = new Map<number, WorkOrderRef[]>();
  for (const wo of workOrders) if (wo.projectId) byProject.set(wo.projectId, [...(byProject.get(wo.projectId) ?? []), wo]);
  const notes = [
    'Panel install, row 2',
    'Conduit run to MSP',
    'Rough-in inspection prep',
    'Battery mount and wiring',
    'Site survey photos',
    'Troubleshot inverter comms',
    'Final walkthrough with homeowner',
    null,
    null,
  ];

  for (let day = -21; day <= -1; day++) {
    const date = new Date(s.now.getTime() + day * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (const tech of techs) {
      if (rng.bool(0.1)) continue;
      let minute = rng.int(13 * 60, 15 * 60);
      const blocks = rng.bool(0.6) ? 2 : 1;
      for (let b = 0; b < blocks; b++) {
        const length = rng.int(150, 300);
        const project = rng.pick(projects);
        const wos = byProject.get(project.id) ?? [];
        const startTime = daysFrom(s.now, day, minute);
        const endTime = daysFrom(s.now, day, minute + length);
        timesheetsTable(db).insert(companyId, {
          userId: tech.id,
          projectId: project.id,
          workOrderId: wos.length > 0 ? rng.pick(wos).id : null,
          startTime,
          endTime,
          notes: rng.pick(notes),
          createdAt: endTime,
          updatedAt: endTime,
        });
        minute += length + rng.int(20, 60);
      }
    }
  }
}
