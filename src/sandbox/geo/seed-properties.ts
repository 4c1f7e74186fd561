/**
 * Seeds each company's custom property definitions for AHJs and utilities and some values on the
 * catalog records in the regions where that company works.
 */
import type { SeedContext } from '../core/seed-context.js';
import { daysFrom } from '../core/seed-context.js';
import { ahjsTable, utilitiesTable } from './model.js';
import { geoPropertiesTable, seedCustom, type GeoPropertyDefinition } from './properties.js';

type Def = Omit<GeoPropertyDefinition, 'id' | 'isCustom' | 'defaultValue' | 'isMultiple' | 'options'> &
  Partial<Pick<GeoPropertyDefinition, 'isMultiple' | 'options'>>;

/** Both companies define `internalNotes`, so isolation of values is visible on one key name. */
const definitions: Record<number, Def[]> = {
  1: [
    {
      recordType: 'ahj',
      name: 'Preferred submission',
      keyName: 'preferredSubmission',
      type: 'DROPDOWN',
      options: ['SolarAPP+', 'Online portal', 'Email', 'In person'],
    },
    {
      recordType: 'ahj',
      name: 'Required documents',
      keyName: 'requiredDocuments',
      type: 'DROPDOWN',
      isMultiple: true,
      options: ['Site plan', 'Single-line diagram', 'Structural letter', 'Spec sheets', 'Load calculation'],
    },
    { recordType: 'ahj', name: 'Our average permit days', keyName: 'avgPermitDays', type: 'NUMERIC' },
    { recordType: 'ahj', name: 'Virtual inspections', keyName: 'virtualInspections', type: 'BOOLEAN' },
    { recordType: 'ahj', name: 'Last permit issued', keyName: 'lastPermitIssued', type: 'DATE' },
    { recordType: 'ahj', name: 'Internal notes', keyName: 'internalNotes', type: 'LONG_TEXT' },
    {
      recordType: 'utility',
      name: 'Net metering program',
      keyName: 'netMeteringProgram',
      type: 'DROPDOWN',
      options: ['Net metering', 'Net billing', 'NEM 3.0', 'Value of solar', 'None'],
    },
    { recordType: 'utility', name: 'Interconnection portal', keyName: 'interconnectionPortal', type: 'LINK' },
    { recordType: 'utility', name: 'Interconnection approval days', keyName: 'approvalDays', type: 'NUMERIC' },
    { recordType: 'utility', name: 'Meter collar adapters allowed', keyName: 'meterCollarAllowed', type: 'BOOLEAN' },
    { recordType: 'utility', name: 'Internal notes', keyName: 'internalNotes', type: 'LONG_TEXT' },
  ],
  2: [
    { recordType: 'ahj', name: 'Re-roof permit required', keyName: 'reroofPermitRequired', type: 'BOOLEAN' },
    { recordType: 'ahj', name: 'Inspector', keyName: 'inspectorName', type: 'TEXT' },
    { recordType: 'ahj', name: 'Wind zone', keyName: 'windZone', type: 'DROPDOWN', options: ['Standard', 'High wind', 'Hurricane-prone'] },
    { recordType: 'ahj', name: 'Internal notes', keyName: 'internalNotes', type: 'LONG_TEXT' },
    { recordType: 'utility', name: 'Service upgrade lead days', keyName: 'serviceUpgradeLeadDays', type: 'NUMERIC' },
    { recordType: 'utility', name: 'Internal notes', keyName: 'internalNotes', type: 'LONG_TEXT' },
  ],
};

const ahjNotes = [
  'Ask for the plans examiner on duty; walk-ins before 10 am.',
  'They reject plan sets without the fire setback detail.',
  'Inspector prefers photos of the attachment points.',
  'Permit fees paid by e-check only.',
];
const utilityNotes = [
  'Submit interconnection before the permit is issued.',
  'PTO letters arrive by email, usually within two weeks.',
  'Meter swaps are scheduled by the utility; customer must be home.',
];

/** The states each company works in: values are seeded on catalog records there. */
const regions: Record<number, string[]> = { 1: ['CO', 'AZ', 'CA'], 2: ['NJ', 'NY', 'AZ'] };

export function seedGeoProperties(s: SeedContext): void {
  const { db, rng, now } = s;
  const table = geoPropertiesTable(db);
  for (const companyId of s.companyIds) {
    for (const d of definitions[companyId] ?? []) {
      table.insert(companyId, { isMultiple: false, options: [], defaultValue: [], isCustom: true, ...d });
    }
  }
  const at = () => daysFrom(now, -rng.int(1, 120), rng.int(8 * 60, 18 * 60));
  const cityAhjs = ahjsTable(db)
    .everything()
    .filter((a) => a.type === 'CITY' || a.type === 'COUNTY');
  const utilities = utilitiesTable(db)
    .everything()
    .filter((u) => u.isActive);
  for (const companyId of s.companyIds) {
    const states = new Set(regions[companyId] ?? []);
    const ahjs = rng.sample(
      cityAhjs.filter((a) => states.has(a.state ?? '')),
      40,
    );
    for (const a of ahjs) {
      seedCustom(
        db,
        companyId,
        'ahj',
        a.id,
        companyId === 1
          ? {
              preferredSubmission: rng.pick(['SolarAPP+', 'Online portal', 'Email', 'In person']),
              requiredDocuments: rng.sample(['Site plan', 'Single-line diagram', 'Structural letter', 'Spec sheets'], rng.int(1, 3)),
              avgPermitDays: rng.int(2, 30),
              virtualInspections: rng.bool(0.4),
              ...(rng.bool(0.5) ? { internalNotes: rng.pick(ahjNotes) } : {}),
            }
          : {
              reroofPermitRequired: rng.bool(0.7),
              windZone: rng.pick(['Standard', 'High wind', 'Hurricane-prone']),
              ...(rng.bool(0.5) ? { internalNotes: rng.pick(ahjNotes) } : {}),
            },
        at(),
      );
    }
    for (const u of utilities.filter((x) => states.has(x.state ?? ''))) {
      if (!rng.bool(0.6)) continue;
      seedCustom(
        db,
        companyId,
        'utility',
        u.id,
        companyId === 1
          ? {
              netMeteringProgram: u.state === 'CA' ? 'NEM 3.0' : rng.pick(['Net metering', 'Net billing', 'Value of solar']),
              approvalDays: rng.int(5, 45),
              meterCollarAllowed: rng.bool(0.3),
              ...(rng.bool(0.4) ? { internalNotes: rng.pick(utilityNotes) } : {}),
            }
          : { serviceUpgradeLeadDays: rng.int(10, 90), ...(rng.bool(0.4) ? { internalNotes: rng.pick(utilityNotes) } : {}) },
        at(),
      );
    }
  }
}
