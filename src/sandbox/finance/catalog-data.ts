import type { CatalogItemType, CatalogTradeGroup, WasteFactorMode } from '../../rest-enums.js';
/**
 * Reference data of the catalog: category codes (vendor ProductCategory/ServiceCategory) with their trade
 * groups, units, measurements, and the demo products and services of a solar/storage/roofing installer.
 */

/** Product categories by trade group, in the vendor's enum order. */
const productGroups: Record<Exclude<CatalogTradeGroup, 'OTHER'>, string[]> = {
  ENERGY: [
    'BATTERY_SYSTEM',
    'BATTERY_MANAGEMENT_SYSTEM',
    'CHARGING_GATEWAY',
    'COMBINER_BOX',
    'EV_CHARGER',
    'LOAD_CENTER',
    'MICROINVERTER',
    'MOUNTING',
    'POWER_OPTIMIZER',
    'PRODUCTION_METER',
    'PV_INVERTER',
    'PV_MODULE',
    'RACKING',
    'RAPID_SHUTDOWN_DEVICE',
    'TRACKER',
    'WEATHER_STATION',
  ],
  MECHANICAL: [
    'AIR_CONDITIONER',
    'AIR_HANDLING_UNIT',
    'BOILER',
    'CHILLER',
    'COOLING_TOWER',
    'FAN',
    'HEAT_EXCHANGER',
    'HEAT_PUMP',
    'MAKE_UP_AIR_UNIT',
    'PUMP',
    'ROOFTOP_UNIT',
    'THERMOSTAT',
    'VARIABLE_FREQUENCY_DRIVE',
  ],
  ELECTRICAL: [
    'AUTOMATIC_TRANSFER_SWITCH',
    'BREAKER',
    'DISCONNECT_SWITCH',
    'ELECTRIC_METER',
    'GENERATOR',
    'LIGHTING_PANEL',
    'PANELBOARD',
    'SWITCHGEAR',
    'TRANSFORMER',
    'UNINTERRUPTIBLE_POWER_SUPPLY',
    'WIRE',
  ],
  PLUMBING: [
    'BACKFLOW_PREVENTER',
    'BOOSTER_PUMP',
    'GREASE_INTERCEPTOR',
    'STORAGE_TANK',
    'SUMP_PUMP',
    'VALVE',
    'WATER_FILTRATION_SYSTEM',
    'WATER_HEATER',
    'WATER_SOFTENER',
  ],
  LOW_VOLTAGE: [
    'ACCESS_CONTROLLER',
    'AUTOMATION_CONTROLLER',
    'CAMERA',
    'CARD_READER',
    'DOOR_STRIKE',
    'MAGLOCK',
    'NETWORK_SWITCH',
    'NETWORK_VIDEO_RECORDER',
    'SENSOR',
    'WIRELESS_ACCESS_POINT',
  ],
  ENVELOPE: [
    'ROOF_COVERING',
    'ROOF_UNDERLAYMENT',
    'ROOF_MEMBRANE',
    'ROOF_FLASHING',
    'ROOF_VENT',
    'WALL_CLADDING',
    'WALL_TRIM',
    'WEATHER_BARRIER',
    'WINDOW',
    'EXTERIOR_DOOR',
    'SKYLIGHT',
    'OPENING_FLASHING',
    'GUTTER',
    'DOWNSPOUT',
    'INSULATION',
    'SEALANT',
    'SHEATHING',
  ],
};

export const serviceCategories = [
  'ADJUSTMENT',
  'BALANCING',
  'CALIBRATION',
  'CLEANING',
  'COMMISSIONING',
  'DECOMMISSIONING',
  'DIAGNOSTICS',
  'ENGINEERING',
  'EQUIPMENT_RENTAL',
  'INSPECTION',
  'INSTALLATION',
  'MAINTENANCE',
  'MONITORING',
  'OPTIMIZATION',
  'PERMITTING',
  'RELOCATION',
  'REMOVAL',
  'REPAIR',
  'REPLACEMENT',
  'RETROFIT',
  'SITE_SURVEY',
  'TESTING',
  'TRAINING',
  'OTHER',
];

/** Trade group of each product category (OTHER belongs to every group). */
export const productCategoryGroup = new Map<string, CatalogTradeGroup>(
  Object.entries(productGroups).flatMap(([group, codes]) => codes.map((c) => [c, group as CatalogTradeGroup] as [string, CatalogTradeGroup])),
);
productCategoryGroup.set('OTHER', 'OTHER');

const titleCase = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
    .replace(/\bPv\b/, 'PV')
    .replace(/\bEv\b/, 'EV');

export interface CatalogCategory {
  code: string;
  name: string;
  type: CatalogItemType;
  tradeGroup: CatalogTradeGroup | null;
}

/** GET /catalog-categories: products first, then services; service categories span all trade groups. */
export const catalogCategories: CatalogCategory[] = [
  ...[...productCategoryGroup].map(([code, group]) => ({ code, name: titleCase(code), type: 'PRODUCT' as const, tradeGroup: group })),
  ...serviceCategories.map((code) => ({ code, name: titleCase(code), type: 'SERVICE' as const, tradeGroup: null })),
];

/** [name, abbreviation, dimension] in id order (ids from 401). */
export const unitSeeds: [string, string, string][] = [
  ['Each', 'ea', 'COUNT'],
  ['Foot', 'ft', 'LENGTH'],
  ['Square foot', 'sq ft', 'AREA'],
  ['Roofing square', 'sq', 'AREA'],
  ['Watt', 'W', 'POWER'],
  ['Kilowatt', 'kW', 'POWER'],
  ['Kilowatt-hour', 'kWh', 'ENERGY'],
  ['Hour', 'hr', 'TIME'],
  ['Bundle', 'bdl', 'COUNT'],
  ['Roll', 'roll', 'COUNT'],
  ['Lot', 'lot', 'COUNT'],
];

/** [name, description, unit abbreviation] in id order (ids from 501). */
export const measurementSeeds: [string, string, string][] = [
  ['Roof area', 'Total pitched roof surface from the site survey', 'sq ft'],
  ['Roofing squares', 'Roof area in 100 sq ft squares', 'sq'],
  ['Ridge length', 'Total length of ridges and hips', 'ft'],
  ['Eave length', 'Total length of eaves (drip edge, starter)', 'ft'],
  ['Array DC size', 'Nameplate DC capacity of the PV array', 'kW'],
  ['Module count', 'Number of PV modules in the design', 'ea'],
  ['Battery capacity', 'Usable storage capacity', 'kWh'],
  ['Conduit run', 'Length of conduit from array to point of interconnection', 'ft'],
  ['Trench length', 'Length of trench for underground runs', 'ft'],
  ['Labor hours', 'Estimated crew hours', 'hr'],
];

export interface ItemSeed {
  name: string;
  manufacturer: string | null;
  sku: string | null;
  type: CatalogItemType;
  category: string;
  group: CatalogTradeGroup;
  unit: string;
  cost: number;
  price: number;
  measurements?: string[];
  coverage?: number;
  waste?: [WasteFactorMode, number];
  description?: string;
  /** Which line-item mixes the item fits, for invoice and bill seeding. */
  kit: 'pv' | 'storage' | 'roof' | 'ev' | 'service' | 'discount';
}

const p = (
  name: string,
  manufacturer: string,
  sku: string,
  category: string,
  unit: string,
  cost: number,
  price: number,
  kit: ItemSeed['kit'],
  extra: Partial<ItemSeed> = {},
): ItemSeed => ({
  name,
  manufacturer,
  sku,
  type: 'PRODUCT',
  category,
  group: productCategoryGroup.get(category) ?? 'OTHER',
  unit,
  cost,
  price,
  kit,
  ...extra,
});
const sv = (
  name: string,
  category: string,
  group: CatalogTradeGroup,
  unit: string,
  cost: number,
  price: number,
  kit: ItemSeed['kit'],
  extra: Partial<ItemSeed> = {},
): ItemSeed => ({
  name,
  manufacturer: null,
  sku: null,
  type: 'SERVICE',
  category,
  group,
  unit,
  cost,
  price,
  kit,
  ...extra,
});

const modules = { measurements: ['Module count', 'Array DC size'] };
export const itemSeeds: ItemSeed[] = [
  p('REC Alpha Pure-R 410W', 'REC', 'REC410AA PURE-R', 'PV_MODULE', 'ea', 212, 340, 'pv', modules),
  p('REC Alpha Pure 405W', 'REC', 'REC405AA PURE', 'PV_MODULE', 'ea', 198, 325, 'pv', modules),
  p('Qcells Q.TRON BLK M-G2+ 425W', 'Qcells', 'Q.TRON BLK M-G2+ 425', 'PV_MODULE', 'ea', 176, 300, 'pv', modules),
  p('Qcells Q.PEAK DUO BLK ML-G10+ 400W', 'Qcells', 'Q.PEAK DUO BLK ML-G10+ 400', 'PV_MODULE', 'ea', 158, 275, 'pv', modules),
  p('Canadian Solar HiKu6 CS6R-400MS', 'Canadian Solar', 'CS6R-400MS', 'PV_MODULE', 'ea', 132, 240, 'pv', modules),
  p('Canadian Solar TOPHiKu6 CS6R-435T', 'Canadian Solar', 'CS6R-435T', 'PV_MODULE', 'ea', 149, 262, 'pv', modules),
  p('Enphase IQ8PLUS Microinverter', 'Enphase', 'IQ8PLUS-72-2-US', 'MICROINVERTER', 'ea', 148, 235, 'pv', { measurements: ['Module count'] }),
  p('Enphase IQ8M Microinverter', 'Enphase', 'IQ8M-72-2-US', 'MICROINVERTER', 'ea', 162, 255, 'pv', { measurements: ['Module count'] }),
  p('Enphase IQ Combiner 5', 'Enphase', 'X-IQ-AM1-240-5', 'COMBINER_BOX', 'ea', 640, 985, 'pv'),
  p('Enphase IQ Battery 5P', 'Enphase', 'IQBATTERY-5P-1P-NA', 'BATTERY_SYSTEM', 'ea', 3900, 6400, 'storage', {
    measurements: ['Battery capacity'],
    coverage: 5,
  }),
  p('SolarEdge Home Wave Inverter 7.6kW', 'SolarEdge', 'SE7600H-US', 'PV_INVERTER', 'ea', 1490, 2350, 'pv'),
  p('SolarEdge Home Hub Inverter 11.4kW', 'SolarEdge', 'SE11400H-USRGM', 'PV_INVERTER', 'ea', 2480, 3650, 'pv'),
  p('SolarEdge S440 Power Optimizer', 'SolarEdge', 'S440-1GM4MRM', 'POWER_OPTIMIZER', 'ea', 58, 110, 'pv', { measurements: ['Module count'] }),
  p('SolarEdge Home Battery 10kWh', 'SolarEdge', 'BAT-10K1PS0B-01', 'BATTERY_SYSTEM', 'ea', 6100, 9200, 'storage', {
    measurements: ['Battery capacity'],
    coverage: 9.7,
  }),
  p('Tesla Powerwall 3', 'Tesla', '1707000-21-K', 'BATTERY_SYSTEM', 'ea', 8600, 12900, 'storage', { measurements: ['Battery capacity'], coverage: 13.5 }),
  p('Tesla Powerwall 2', 'Tesla', '3012170-05-C', 'BATTERY_SYSTEM', 'ea', 7900, 11800, 'storage', { measurements: ['Battery capacity'], coverage: 13.5 }),
  p('Tesla Backup Gateway 2', 'Tesla', '1232100-00-J', 'CHARGING_GATEWAY', 'ea', 1150, 1750, 'storage'),
  p('FranklinWH aPower 2', 'FranklinWH', 'APR-15K-2-US', 'BATTERY_SYSTEM', 'ea', 8200, 12400, 'storage', { measurements: ['Battery capacity'], coverage: 15 }),
  p('FranklinWH aGate', 'FranklinWH', 'AGT-R1V1-US', 'CHARGING_GATEWAY', 'ea', 1600, 2450, 'storage'),
  p('IronRidge XR100 Rail 168"', 'IronRidge', 'XR-100-168B', 'RACKING', 'ea', 61, 98, 'pv', { measurements: ['Module count'], waste: ['PERCENTAGE', 5] }),
  p('IronRidge FlashFoot2 Roof Attachment', 'IronRidge', 'FF2-02-B2', 'MOUNTING', 'ea', 12.4, 24, 'pv', { waste: ['PERCENTAGE', 10] }),
  p('Unirac SolarMount Mid Clamp', 'Unirac', '302101D', 'MOUNTING', 'ea', 2.35, 5.5, 'pv', { waste: ['FIXED', 4] }),
  p('Tigo TS4-A-F Rapid Shutdown', 'Tigo', '461-00252-32', 'RAPID_SHUTDOWN_DEVICE', 'ea', 44, 82, 'pv'),
  p('Eaton 60A Non-Fused AC Disconnect', 'Eaton', 'DG222URB', 'DISCONNECT_SWITCH', 'ea', 96, 180, 'pv'),
  p('Square D QO 200A Load Center', 'Square D', 'QO142M200P', 'LOAD_CENTER', 'ea', 410, 720, 'storage'),
  p('10 AWG PV Wire, black', 'Southwire', 'PV10-BLK-500', 'WIRE', 'ft', 0.42, 1.1, 'pv', { measurements: ['Conduit run'], waste: ['PERCENTAGE', 15] }),
  p('Tesla Wall Connector Gen 3', 'Tesla', '1734412-02-B', 'EV_CHARGER', 'ea', 420, 650, 'ev'),
  p('ChargePoint Home Flex 50A', 'ChargePoint', 'CPH50-NEMA6-50-L23', 'EV_CHARGER', 'ea', 549, 799, 'ev'),
  p('GAF Timberline HDZ Shingles', 'GAF', 'TIMBERLINE-HDZ-CHARCOAL', 'ROOF_COVERING', 'bdl', 38.5, 72, 'roof', {
    measurements: ['Roof area', 'Roofing squares'],
    coverage: 33.3,
    waste: ['PERCENTAGE', 10],
  }),
  p('GAF FeltBuster Synthetic Underlayment', 'GAF', 'FELTBUSTER-10SQ', 'ROOF_UNDERLAYMENT', 'roll', 92, 160, 'roof', {
    measurements: ['Roof area'],
    coverage: 1000,
    waste: ['PERCENTAGE', 8],
  }),
  p('GAF Seal-A-Ridge Ridge Cap', 'GAF', 'SEAL-A-RIDGE-CHARCOAL', 'ROOF_COVERING', 'bdl', 54, 96, 'roof', {
    measurements: ['Ridge length'],
    coverage: 25,
    waste: ['FIXED', 1],
  }),
  sv('PV system installation labor', 'INSTALLATION', 'ENERGY', 'kW', 420, 850, 'service', { measurements: ['Array DC size'] }),
  sv('Battery installation labor', 'INSTALLATION', 'ENERGY', 'ea', 900, 1800, 'storage'),
  sv('EV charger installation', 'INSTALLATION', 'ELECTRICAL', 'ea', 380, 750, 'ev'),
  sv('Main panel upgrade to 200A', 'REPLACEMENT', 'ELECTRICAL', 'ea', 1600, 2900, 'service'),
  sv('Site survey', 'SITE_SURVEY', 'ENERGY', 'ea', 120, 250, 'service'),
  sv('Engineering and plan set', 'ENGINEERING', 'ENERGY', 'ea', 350, 650, 'service'),
  sv('Permit and interconnection filing', 'PERMITTING', 'ENERGY', 'ea', 300, 550, 'service'),
  sv('System commissioning and monitoring setup', 'COMMISSIONING', 'ENERGY', 'ea', 150, 325, 'service'),
  sv('Panel cleaning', 'CLEANING', 'ENERGY', 'ea', 6, 15, 'service', { measurements: ['Module count'] }),
  sv('Annual maintenance visit', 'MAINTENANCE', 'ENERGY', 'ea', 140, 295, 'service'),
  sv('Remove and reinstall array for reroof', 'RELOCATION', 'ENERGY', 'ea', 45, 95, 'roof', { measurements: ['Module count'] }),
  sv('Tear-off and disposal', 'REMOVAL', 'ENVELOPE', 'sq', 55, 110, 'roof', { measurements: ['Roofing squares'], waste: ['PERCENTAGE', 5] }),
  sv('Trenching for underground conduit', 'INSTALLATION', 'ELECTRICAL', 'ft', 14, 28, 'service', { measurements: ['Trench length'] }),
  sv('Diagnostic service call', 'DIAGNOSTICS', 'OTHER', 'hr', 65, 145, 'service', { measurements: ['Labor hours'] }),
  sv('Referral discount', 'OTHER', 'OTHER', 'ea', 0, -500, 'discount', { description: 'Thank-you credit for a customer referral' }),
];
