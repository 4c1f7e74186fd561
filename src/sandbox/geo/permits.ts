/**
 * Permitting data for the AHJ catalog: each service state's adopted model codes, climate and phone area
 * codes, and the per-jurisdiction details (fees, turnaround, portals, ASHRAE design temperatures) drawn
 * around them. Code editions follow what those states really adopted; local details are invented.
 */
import type { Rng } from '../core/random.js';
import { celsiusToF, type Ahj } from './model.js';
import type { AhjType } from '../../rest-enums.js';

interface StateProfile {
  building: string;
  residential: string;
  fire: string;
  electrical: string;
  wind: string;
  /** IECC climate zones, the usual one first. */
  climate: string[];
  /** ASHRAE extreme minimum (north of the state) to (south); °C. */
  minC: [number, number];
  /** ASHRAE 2% cooling design temperature, north to south; °C. */
  maxC: [number, number];
  areaCodes: string[];
  firePathways: boolean;
}

const generic: StateProfile = {
  building: '2018 IBC',
  residential: '2018 IRC',
  fire: '2018 IFC',
  electrical: '2017 NEC',
  wind: 'ASCE 7-16',
  climate: ['4A', '5A'],
  minC: [-25, -10],
  maxC: [31, 35],
  areaCodes: ['555'],
  firePathways: false,
};

const profiles: Record<string, StateProfile> = {
  CO: {
    building: '2021 IBC',
    residential: '2021 IRC',
    fire: '2021 IFC',
    electrical: '2023 NEC',
    wind: 'ASCE 7-16',
    climate: ['5B', '6B', '7'],
    minC: [-28, -20],
    maxC: [31, 35],
    areaCodes: ['303', '720', '719', '970'],
    firePathways: true,
  },
  CA: {
    building: '2022 CBC',
    residential: '2022 CRC',
    fire: '2022 CFC',
    electrical: '2022 CEC (2020 NEC)',
    wind: 'ASCE 7-16',
    climate: ['3B', '3C', '2B', '4B'],
    minC: [-7, 3],
    maxC: [31, 42],
    areaCodes: ['213', '415', '619', '916', '408', '510', '714', '909', '559'],
    firePathways: true,
  },
  AZ: {
    building: '2018 IBC',
    residential: '2018 IRC',
    fire: '2018 IFC',
    electrical: '2017 NEC',
    wind: 'ASCE 7-16',
    climate: ['2B', '3B', '5B'],
    minC: [-18, 0],
    maxC: [33, 43],
    areaCodes: ['602', '480', '623', '520', '928'],
    firePathways: true,
  },
  TX: {
    building: '2021 IBC',
    residential: '2021 IRC',
    fire: '2021 IFC',
    electrical: '2020 NEC',
    wind: 'ASCE 7-16',
    climate: ['2A', '3A', '3B', '4B'],
    minC: [-16, 0],
    maxC: [36, 37],
    areaCodes: ['512', '214', '713', '210', '817', '915', '806'],
    firePathways: false,
  },
  FL: {
    building: '8th Edition (2023) FBC-Building',
    residential: '8th Edition (2023) FBC-Residential',
    fire: '8th Edition FFPC (NFPA 1, 2021)',
    electrical: '2020 NEC',
    wind: 'ASCE 7-22',
    climate: ['2A', '1A'],
    minC: [-7, 8],
    maxC: [34, 33],
    areaCodes: ['305', '407', '813', '904', '561', '850', '352'],
    firePathways: true,
  },
  NV: {
    building: '2018 IBC',
    residential: '2018 IRC',
    fire: '2018 IFC',
    electrical: '2017 NEC',
    wind: 'ASCE 7-16',
    climate: ['5B', '3B'],
    minC: [-22, -2],
    maxC: [34, 43],
    areaCodes: ['702', '725', '775'],
    firePathways: true,
  },
  NJ: {
    building: '2021 IBC/NJ',
    residential: '2021 IRC/NJ',
    fire: '2021 IFC/NJ',
    electrical: '2020 NEC',
    wind: 'ASCE 7-16',
    climate: ['4A', '5A'],
    minC: [-20, -13],
    maxC: [32, 33],
    areaCodes: ['201', '973', '732', '856', '609', '908'],
    firePathways: false,
  },
  MA: {
    building: '780 CMR 10th Edition (2021 IBC)',
    residential: '780 CMR 10th Edition (2021 IRC)',
    fire: '527 CMR 1.00 (NFPA 1, 2021)',
    electrical: '527 CMR 12.00 (2023 NEC)',
    wind: 'ASCE 7-16',
    climate: ['5A'],
    minC: [-23, -16],
    maxC: [31, 32],
    areaCodes: ['617', '508', '781', '413', '978'],
    firePathways: true,
  },
  NY: {
    building: '2020 BCNYS (2018 IBC)',
    residential: '2020 RCNYS (2018 IRC)',
    fire: '2020 FCNYS (2018 IFC)',
    electrical: '2017 NEC',
    wind: 'ASCE 7-16',
    climate: ['5A', '4A', '6A'],
    minC: [-29, -13],
    maxC: [29, 32],
    areaCodes: ['212', '718', '516', '518', '716', '585', '315'],
    firePathways: true,
  },
  NC: {
    building: '2018 NC Building Code',
    residential: '2018 NC Residential Code',
    fire: '2018 NC Fire Code',
    electrical: '2020 NEC',
    wind: 'ASCE 7-10',
    climate: ['4A', '3A'],
    minC: [-15, -8],
    maxC: [32, 34],
    areaCodes: ['704', '919', '336', '910', '828', '252'],
    firePathways: false,
  },
  UT: {
    building: '2021 IBC',
    residential: '2021 IRC (Utah amendments)',
    fire: '2021 IFC',
    electrical: '2020 NEC',
    wind: 'ASCE 7-16',
    climate: ['5B', '6B', '3B'],
    minC: [-24, -11],
    maxC: [34, 40],
    areaCodes: ['801', '385', '435'],
    firePathways: true,
  },
  IL: {
    building: '2021 IBC',
    residential: '2018 IRC',
    fire: '2018 IFC',
    electrical: '2017 NEC',
    wind: 'ASCE 7-16',
    climate: ['5A', '4A'],
    minC: [-27, -18],
    maxC: [32, 34],
    areaCodes: ['312', '773', '630', '847', '217', '309', '618'],
    firePathways: false,
  },
};

/** IECC zones of the big cities, where a guess from the state would be off. */
const climateOverrides: Record<string, string> = {
  'Denver|CO': '5B',
  'Colorado Springs|CO': '5B',
  'Phoenix|AZ': '2B',
  'Tucson|AZ': '2B',
  'Flagstaff|AZ': '5B',
  'Las Vegas|NV': '3B',
  'Reno|NV': '5B',
  'Salt Lake City|UT': '5B',
  'Saint George|UT': '3B',
  'Chicago|IL': '5A',
  'Boston|MA': '5A',
  'New York|NY': '4A',
  'Miami|FL': '1A',
  'Houston|TX': '2A',
  'Austin|TX': '2A',
  'Dallas|TX': '3A',
  'El Paso|TX': '3B',
  'Los Angeles|CA': '3B',
  'San Francisco|CA': '3C',
  'Charlotte|NC': '3A',
};

export function stateProfile(state: string): StateProfile {
  return profiles[state] ?? generic;
}

const submissionMethods = ['Online portal', 'SolarAPP+', 'Email', 'In person', 'Mail'];
const specialZoneChoices = [
  'Wildland-Urban Interface',
  'Historic district',
  'FEMA flood zone AE',
  'High wind zone',
  'Airport overlay',
  'Coastal high hazard area',
  'Hillside overlay',
];
const noteChoices = [
  'Roof-mounted PV under 10 kW qualifies for over-the-counter review.',
  'Ground-mounted arrays need a zoning review before the building permit.',
  'Battery storage over 20 kWh requires a fire department review.',
  'Inspections are scheduled online by 3 pm for the next business day.',
  'Final inspection requires the utility interconnection agreement on site.',
  'Re-roof permits required when more than 25% of the roof is replaced.',
];
const submissionNoteChoices = [
  'Upload the site plan, single-line diagram and module/inverter spec sheets as separate PDFs.',
  'Stamped structural letter required for arrays over 5 lb/sq ft dead load.',
  'Include the HOA approval letter where applicable.',
  'Plan sets must be 11x17 with a north arrow and setbacks shown.',
  'Electrical load calculation required for main panel upgrades.',
];
const firstNames = ['Dana', 'Luis', 'Karen', 'Marcus', 'Ana', 'Brian', 'Tanya', 'Jorge', 'Heather', 'Victor'];
const lastNames = ['Alvarez', 'Bennett', 'Chavez', 'Dunn', 'Ellis', 'Foster', 'Greene', 'Hoang', 'Iverson', 'Jacobs'];
const portalHosts = [
  (slug: string) => `https://aca-prod.accela.com/${slug.toUpperCase()}`,
  (slug: string) => `https://${slug}.viewpointcloud.com`,
  (slug: string, st: string) => `https://${slug}${st}.citizenserve.com`,
  (slug: string, st: string) => `https://permits.${slug}${st}.gov`,
];

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A fictional phone in the state's area codes (555-01xx is reserved for fiction). */
export function statePhone(rng: Rng, state: string): string {
  return `+1${rng.pick(stateProfile(state).areaCodes)}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
}

export function uuidFrom(rng: Rng): string {
  const h = () =>
    Math.floor(rng.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  const [a, b, c, d] = [h(), h(), h(), h()];
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[rng.int(0, 3)]}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

export interface AhjBase {
  name: string;
  /** The bare place name ("Denver"), for slugs and overrides. */
  placeName: string;
  type: AhjType;
  state: string;
  stateName: string;
  stateLatRange: [number, number];
  parentCounty: string | null;
  geoId: string | null;
  centroid: [number, number];
  landAreaSqMiles: number;
  tigerYear: number | null;
  funcstat: string;
  zip: string | null;
  isPrivate: boolean;
  isActive: boolean;
  createdAt: string;
}

/** A full AHJ record: the base geography plus permitting details drawn from the state's profile. */
export function buildAhj(rng: Rng, b: AhjBase): Omit<Ahj, 'id'> {
  const p = stateProfile(b.state);
  const st = b.state.toLowerCase();
  const slug = b.placeName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const local = b.type !== 'STATE';
  const domain = b.type === 'STATE' ? `${st}.gov` : `${b.type === 'COUNTY' ? `${slug}county` : slug}${st}.gov`;
  // North is colder: place the jurisdiction between the state's south and north edges.
  const [south, north] = b.stateLatRange;
  const t = north > south ? Math.min(1, Math.max(0, (b.centroid[0] - south) / (north - south))) : 0.5;
  const minC = round1(p.minC[1] + (p.minC[0] - p.minC[1]) * t + (rng.next() - 0.5) * 2);
  const maxC = round1(p.maxC[1] + (p.maxC[0] - p.maxC[1]) * t + (rng.next() - 0.5) * 2);
  const climate = climateOverrides[`${b.placeName}|${b.state}`] ?? (rng.bool(0.75) ? p.climate[0] : rng.pick(p.climate));
  const perKw = rng.int(5, 25);
  const fees =
    b.type === 'STATE'
      ? 'State-owned property only; see local AHJ for private parcels.'
      : rng.pick([
          `$${rng.int(150, 600)} flat for residential PV up to 10 kW; $${perKw}/kW above`,
          `Valuation-based: ${round1(rng.next() * 1.5 + 0.5)}% of project valuation, $${rng.int(75, 250)} minimum`,
          `SolarAPP+ $${rng.int(25, 50)} plus $${rng.int(75, 200)} inspection fee`,
          `$${rng.int(200, 450)} plan review + $${rng.int(100, 300)} permit; re-inspection $${rng.int(50, 120)}`,
        ]);
  const contactName = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
  const createdAt = b.createdAt;
  return {
    uuid: rng.bool(0.85) ? uuidFrom(rng) : null,
    name: b.name,
    type: b.type,
    country: 'US',
    state: b.state,
    stateName: b.stateName,
    parentCounty: b.parentCounty,
    geoId: b.geoId,
    ahjRegistryCode: b.geoId ? `${b.state}-${b.geoId}` : null,
    isActive: b.isActive,
    isPrivate: b.isPrivate,
    pointOfContact: local ? `${contactName}, ${rng.pick(['Permit Technician', 'Plans Examiner', 'Building Official', 'Permit Center Supervisor'])}` : null,
    submissionMethod: local ? rng.weighted(submissionMethods, [5, p.firePathways ? 3 : 1, 2, 1, 0.5]) : 'Mail',
    emails: local ? [`permits@${domain}`, ...(rng.bool(0.4) ? [`inspections@${domain}`] : [])] : [`buildingcodes@${domain}`],
    phones: [statePhone(rng, b.state), ...(rng.bool(0.3) ? [statePhone(rng, b.state)] : [])],
    address:
      local && b.zip
        ? `${rng.int(100, 2999)} ${rng.pick(['Civic Center Dr', 'Main St', 'Government Way', 'Court St', 'Municipal Plaza'])}, ${b.placeName}, ${b.state} ${b.zip}`
        : null,
    // City websites as typed in by hand, without a scheme (the vendor keeps them as entered).
    website: local && b.type !== 'COUNTY' ? `www.${domain}` : `https://www.${domain}`,
    portal: local && rng.bool(0.8) ? rng.pick(portalHosts)(slug, st) : null,
    turnaround: b.type === 'STATE' ? null : b.type === 'COUNTY' ? rng.int(3, 30) : rng.int(1, 21),
    fees,
    notes: rng.bool(0.7) ? rng.pick(noteChoices) : null,
    permitSubmissionNotes: local && rng.bool(0.7) ? rng.pick(submissionNoteChoices) : null,
    buildingCodeModel: p.building,
    buildingCodeLocal: local && rng.bool(0.35) ? `${b.placeName} amendments to the ${p.building}` : null,
    residentialCodeModel: p.residential,
    residentialCodeLocal: local && rng.bool(0.3) ? `${b.placeName} amendments to the ${p.residential}` : null,
    fireCodeModel: p.fire,
    fireCodeLocal: local && rng.bool(0.2) ? `${b.placeName} Fire Code amendments` : null,
    electricalCodeModel: p.electrical,
    electricalCodeLocal: null,
    windCodeModel: p.wind,
    windCodeLocal: local && rng.bool(0.15) ? `Design wind speed ${rng.int(105, 180)} mph (Risk Category II)` : null,
    codesOther: rng.bool(0.3) ? rng.pick(['2021 IECC', '2018 IECC', 'NFPA 855 (2020)', '2021 ISPSC']) : null,
    firePathwaysEnforced: p.firePathways ? rng.bool(0.85) : rng.bool(0.3),
    electricalEngineerStampRequired: rng.bool(0.2),
    structuralStampRequired: rng.bool(0.4),
    climateZone: climate,
    ashraeMinTempC: minC,
    ashraeMaxTempC: maxC,
    ashraeMinTempF: celsiusToF(minC),
    ashraeMaxTempF: celsiusToF(maxC),
    centroidLatitude: round6(b.centroid[0]),
    centroidLongitude: round6(b.centroid[1]),
    landAreaSqMiles: round1(b.landAreaSqMiles),
    specialZones: local ? rng.sample(specialZoneChoices, rng.int(0, 2)) : null,
    buildingDeptHours: local ? ['Mon–Fri 8:00–16:30', rng.bool(0.2) ? 'Sat 9:00–12:00' : 'Sat–Sun closed'] : null,
    tigerYear: b.tigerYear,
    funcstat: b.funcstat,
    createdAt,
    updatedAt: createdAt,
    custom: {},
  };
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
