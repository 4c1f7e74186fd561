/**
 * The core CRM records of each company: workspace users, workflows and stages, contacts, accounts with
 * their sites at real places, projects and opportunities on those sites.
 */
import type { Rng } from '../core/random.js';
import { servicePlaces, streetNames, type Place } from '../geo/places.js';
import { ahjsAt } from '../geo/lookup.js';
import {
  accountsTable,
  contactsTable,
  opportunitiesTable,
  projectsTable,
  recordPropertiesTable,
  sitesTable,
  stagesTable,
  usersTable,
  userSummary,
  workflowsTable,
  type Account,
  type Project,
  type Site,
  type RecordBase,
  type WorkspaceUser,
} from './model.js';
import { daysFrom, type SeedContext } from '../core/seed-context.js';

const firstNames = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Carlos',
  'Aisha',
  'Wei',
  'Priya',
  'Daniel',
  'Emily',
  'Jose',
  'Sarah',
  'Kevin',
  'Olivia',
  'Andre',
  'Grace',
  'Tom',
  'Hannah',
  'Luis',
  'Megan',
  'Noah',
  'Chloe',
  'Ethan',
  'Zoe',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Garcia',
  'Martinez',
  'Nguyen',
  'Patel',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Kim',
  'Chen',
  'Hernandez',
  'Moore',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Baker',
  'Reyes',
  'Cohen',
  'Okafor',
];
const businessWords = [
  'Mesa',
  'Summit',
  'Pioneer',
  'Evergreen',
  'Bluebird',
  'Canyon',
  'Harbor',
  'Frontier',
  'Cedar',
  'Redstone',
  'Lakeside',
  'Silverline',
  'Northstar',
  'Prairie',
];
const businessKinds = [
  'Dental Group',
  'Storage',
  'Cold Storage',
  'Elementary School',
  'Farms',
  'Logistics',
  'Brewing Co.',
  'Medical Plaza',
  'Self Storage',
  'Community Church',
  'Auto Body',
  'Apartments HOA',
];
const trades = ['SOLAR', 'ROOFING', 'ELECTRICAL', 'BATTERY', 'HVAC', 'EV_CHARGER', 'GENERAL_CONSTRUCTION'];
const roles = ['Technician', 'Technician', 'Technician', 'Project Manager', 'Sales Rep', 'Office Manager', 'Electrician', 'Installer'];

export const projectStages: [string, string][] = [
  ['Site Survey', 'PRE_CONSTRUCTION'],
  ['Design', 'PRE_CONSTRUCTION'],
  ['Permitting', 'PRE_CONSTRUCTION'],
  ['Utility Approval', 'PRE_CONSTRUCTION'],
  ['Installation', 'PRODUCTION'],
  ['Inspection', 'PRODUCTION'],
  ['Permission to Operate', 'POST_CONSTRUCTION'],
  ['Complete', 'POST_CONSTRUCTION'],
];
export const opportunityStages: [string, string][] = [
  ['New Lead', 'LEAD'],
  ['Qualified', 'LEAD'],
  ['Proposal Sent', 'SALES'],
  ['Negotiation', 'SALES'],
  ['Won', 'CLOSED'],
];

export function personName(rng: Rng): [string, string] {
  return [rng.pick(firstNames), rng.pick(lastNames)];
}

export function phoneNumber(rng: Rng): string {
  return `+1${rng.int(201, 989)}${rng.int(200, 999)}${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

export function seedCore(s: SeedContext): void {
  const places = servicePlaces();
  for (const companyId of s.companyIds) seedCompany(s, companyId, places);
}

function seedCompany(s: SeedContext, companyId: number, places: Place[]): void {
  const { db, rng, now } = s;
  const company2 = companyId !== 1;
  const domain = company2 ? 'graniteridge.example' : 'sunpeak.example';
  const long = (days: number) => daysFrom(now, -days, rng.int(8 * 60, 18 * 60));

  // Workspace users.
  const users: WorkspaceUser[] = [];
  for (let i = 0; i < 12; i++) {
    const [firstName, lastName] = personName(rng);
    users.push(
      usersTable(db).insert(companyId, {
        firstName,
        lastName,
        email: `${firstName}.${lastName}${i}@${domain}`.toLowerCase(),
        avatarUrl: rng.bool(0.6) ? `https://avatars.${domain}/${firstName.toLowerCase()}-${i}.png` : null,
        phone: phoneNumber(rng),
        role: i === 0 ? 'Owner' : rng.pick(roles),
        isActive: i !== 11,
      }),
    );
  }
  const someUser = () => rng.pick(users);

  // Workflows and their stages.
  const workflow = (name: string, type: 'PROJECT' | 'OPPORTUNITY', list: [string, string][]) => {
    const stageIds = list.map(
      ([stageName, stageType], position) =>
        stagesTable(db).insert(companyId, {
          name: stageName,
          type: stageType,
          scope: type,
          redSla: 14 + position * 2,
          yellowSla: 7 + position,
          position,
        }).id,
    );
    return workflowsTable(db).insert(companyId, {
      name,
      type,
      stageIds,
      description: `${name} stages`,
      createdAt: long(700),
      createdById: users[0].id,
    });
  };
  const projectWorkflow = workflow(company2 ? 'Commercial Build' : 'Residential Solar Install', 'PROJECT', projectStages);
  const oppWorkflow = workflow('Sales Pipeline', 'OPPORTUNITY', opportunityStages);

  seedPropertyDefinitions(s, companyId);

  // Accounts with contacts and sites.
  const regionStates = company2 ? ['NJ', 'NY', 'MA'] : ['CO', 'AZ', 'CA', 'TX'];
  const region = metroPlaces(places, regionStates);
  let number = 1000;
  const accounts: { account: Account; sites: Site[]; contactIds: number[] }[] = [];
  for (let i = 0; i < s.sizes.accounts; i++) {
    const commercial = rng.bool(company2 ? 0.7 : 0.2);
    const [firstName, lastName] = personName(rng);
    const title = commercial ? `${rng.pick(businessWords)} ${rng.pick(businessKinds)}` : `${firstName} ${lastName}`;
    const place = rng.pick(region);
    const street = `${rng.int(100, 9999)} ${rng.pick(streetNames)}`;
    const fullAddress = `${street}, ${place.city}, ${place.state} ${place.zip}`;
    const createdAt = long(rng.int(30, 700));
    const contactCount = commercial ? rng.int(1, 4) : rng.int(1, 2);
    const contactIds: number[] = [];
    for (let c = 0; c < contactCount; c++) {
      const [cf, cl] = c === 0 && !commercial ? [firstName, lastName] : personName(rng);
      const email = `${cf}.${cl}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`.toLowerCase();
      contactIds.push(
        contactsTable(db).insert(companyId, {
          name: `${cf} ${cl}`,
          title: commercial ? rng.pick(['Facilities Manager', 'Owner', 'CFO', 'Operations Director']) : null,
          description: null,
          emails: [email],
          phones: [phoneNumber(rng)],
          createdAt,
          updatedAt: createdAt,
          createdByUser: userSummary(someUser()),
          accountIds: [],
        }).id,
      );
    }
    const primary = contactsTable(db).get(contactIds[0], companyId)!;
    const edited = rng.bool(0.6);
    const account = accountsTable(db).insert(companyId, {
      createdAt,
      updatedAt: edited ? long(rng.int(0, 29)) : createdAt,
      title,
      description: commercial ? `${rng.pick(['Rooftop', 'Carport', 'Ground-mount'])} solar customer` : null,
      address: [fullAddress],
      // The first account stays active: the knobs tests and the docs read it by id.
      isActive: rng.bool(0.95) || i === 0,
      primaryEmail: primary.emails[0],
      primaryPhone: primary.phones[0],
      number: number++,
      createdBy: rng.bool(0.85) ? userSummary(someUser()) : null,
      updatedBy: edited ? userSummary(someUser()) : null,
      custom: {
        leadSource: rng.pick(['Referral', 'Website', 'Door to door', 'Home show', 'Partner']),
        ...(commercial ? { taxExempt: rng.bool(0.2) } : {}),
      },
      accountType: commercial ? 'COMMERCIAL' : 'RESIDENTIAL',
      ownerId: someUser().id,
      contactIds,
    });
    for (const id of contactIds) contactsTable(db).get(id, companyId)!.accountIds.push(account.id);
    const siteCount = commercial ? rng.int(1, 3) : 1;
    const sites: Site[] = [];
    for (let k = 0; k < siteCount; k++) {
      const p = k === 0 ? place : rng.pick(region);
      const st = k === 0 ? street : `${rng.int(100, 9999)} ${rng.pick(streetNames)}`;
      // Jitter within about a kilometre of the ZIP centroid, so sites in one ZIP do not stack.
      const lat = round6(p.lat + (rng.next() - 0.5) * 0.02);
      const lng = round6(p.lng + (rng.next() - 0.5) * 0.02);
      sites.push(
        sitesTable(db).insert(companyId, {
          accountId: account.id,
          title: k === 0 ? 'Main site' : `${p.city} site`,
          fullAddress: `${st}, ${p.city}, ${p.state} ${p.zip}`,
          street: st,
          city: p.city,
          state: p.state,
          zipcode: p.zip,
          geoLocation: `${lat},${lng}`,
          timezone: p.timezone,
          createdAt,
          updatedAt: createdAt,
        }),
      );
    }
    accounts.push({ account, sites, contactIds });
  }

  // Projects and opportunities on the accounts' sites.
  const makeRecord = (i: number, uidBase: number, list: [string, string][], wf: typeof projectWorkflow) => {
    const { account, sites, contactIds } = rng.pick(accounts);
    const site = rng.pick(sites);
    const [lat, lng] = site.geoLocation!.split(',').map(Number);
    const jurisdiction = ahjsAt(db, lat, lng)[0] ?? null;
    const stageIndex = rng.weighted(
      list.map((_, k) => k),
      list.map((_, k) => (k === list.length - 1 ? 1 : 3)),
    );
    const createdAt = long(rng.int(5, 500));
    const edited = rng.bool(0.8);
    const kind = rng.pick(['Solar PV', 'Solar + Storage', 'Roof Replacement', 'EV Charger', 'Battery Retrofit', 'Panel Upgrade']);
    const recordTrades = rng.sample(trades, rng.int(1, 3));
    const base: Omit<RecordBase, 'id'> = {
      uid: uidBase + i,
      createdAt,
      updatedAt: edited ? long(rng.int(0, 4)) : createdAt,
      title: `${account.title} – ${kind}`,
      description: rng.bool(0.5) ? `${kind} at ${site.fullAddress}` : null,
      address: [site.fullAddress!],
      isActive: rng.bool(0.96),
      primaryEmail: account.primaryEmail,
      primaryPhone: account.primaryPhone,
      number: uidBase + i,
      createdBy: rng.bool(0.9) ? userSummary(someUser()) : null,
      updatedBy: edited ? userSummary(someUser()) : null,
      custom: {
        systemSizeKw: round1(rng.next() * 18 + 3),
        panelCount: rng.int(8, 60),
        financing: rng.pick(['Cash', 'Loan', 'Lease', 'PPA']),
        roofTypes: rng.sample(['Asphalt shingle', 'Tile', 'Metal', 'Flat'], rng.int(1, 2)),
      },
      trades: recordTrades,
      value: rng.money(8000, 90000),
      size: round1(rng.next() * 18 + 3),
      workflowId: wf.id,
      workflowName: wf.name,
      accountId: account.id,
      siteId: site.id,
      geoLocation: [site.geoLocation!],
      street: site.street,
      city: site.city,
      state: site.state,
      zipcode: site.zipcode,
      jurisdiction,
      stageId: wf.stageIds[stageIndex],
      stageEnteredAt: long(rng.int(0, 40)),
      ownerId: someUser().id,
      salesRepId: someUser().id,
      projectManagerId: someUser().id,
      // ACC-5: a record's own contacts, usually a subset of the account's, sometimes none.
      contactIds: rng.bool(0.8) ? contactIds.slice(0, rng.int(1, contactIds.length)) : [],
    };
    return { base, stageIndex, list };
  };
  for (let i = 0; i < s.sizes.projects; i++) {
    const { base, stageIndex, list } = makeRecord(i, 1, projectStages, projectWorkflow);
    const done = stageIndex === list.length - 1;
    const status: Project['status'] = done ? 'COMPLETED' : rng.weighted(['ACTIVE', 'ON_HOLD', 'CANCELLED'], [20, 2, 1]);
    projectsTable(db).insert(companyId, {
      ...base,
      status,
      requestStatus: rng.bool(0.2) ? 'PRIORITY' : null,
      ...vendorShapes(i),
    });
  }
  for (let i = 0; i < s.sizes.opportunities; i++) {
    const { base } = makeRecord(i, 5001, opportunityStages, oppWorkflow);
    opportunitiesTable(db).insert(companyId, {
      ...base,
      confidence: rng.int(1, 10) * 10,
      lastActivity: base.updatedAt,
      ...(vendorShapes(i).vendorShape ? { vendorShape: true } : {}),
    });
  }
}

/**
 * Records of the vendor's other documented shapes, chosen by position (no random draw, so the rest of the
 * seed is unchanged): of every ten projects the third is on the phase engine (`phase`, no `stage`) and the
 * fourth is sent with `number` only; opportunities likewise have their fourth of ten with `number` only.
 */
export function vendorShapes(index: number): { workflowEngine?: 'PHASES'; vendorShape?: boolean } {
  if (index % 10 === 2) return { workflowEngine: 'PHASES' };
  if (index % 10 === 3) return { vendorShape: true };
  return {};
}

/** Custom properties of accounts, projects and opportunities: the keys the seeded `custom` values use. */
function seedPropertyDefinitions(s: SeedContext, companyId: number): void {
  const table = recordPropertiesTable(s.db);
  const def = (
    recordType: 'account' | 'project' | 'opportunity',
    name: string,
    keyName: string,
    type: 'DROPDOWN' | 'NUMERIC' | 'BOOLEAN' | 'TEXT' | 'DATE' | 'PERSON',
    options: string[] = [],
    isMultiple = false,
  ) => table.insert(companyId, { recordType, name, keyName, type, isMultiple, options, isCustom: true });
  def('account', 'Lead source', 'leadSource', 'DROPDOWN', ['Referral', 'Website', 'Door to door', 'Home show', 'Partner']);
  def('account', 'Tax exempt', 'taxExempt', 'BOOLEAN');
  def('account', 'Referral code', 'referralCode', 'TEXT');
  def('account', 'Customer since', 'customerSince', 'DATE');
  for (const recordType of ['project', 'opportunity'] as const) {
    def(recordType, 'System size (kW)', 'systemSizeKw', 'NUMERIC');
    def(recordType, 'Panel count', 'panelCount', 'NUMERIC');
    def(recordType, 'Financing', 'financing', 'DROPDOWN', ['Cash', 'Loan', 'Lease', 'PPA']);
    def(recordType, 'Roof type', 'roofTypes', 'DROPDOWN', ['Asphalt shingle', 'Tile', 'Metal', 'Flat'], true);
    def(recordType, 'Utility account number', 'utilityAccountNumber', 'TEXT');
    // FORM-2: the Electrical Inspection template assigns its forms to the user this property names.
    def(recordType, 'Inspector', 'inspectorPerson', 'PERSON');
  }
}

/** A company's region: the five largest cities (by ZIP count) of each of its states. */
function metroPlaces(places: Place[], states: string[]): Place[] {
  return states.flatMap((state) => {
    const list = places.filter((p) => p.state === state);
    const byCity = new Map<string, Place[]>();
    for (const p of list) {
      const l = byCity.get(p.city) ?? [];
      l.push(p);
      byCity.set(p.city, l);
    }
    return [...byCity.values()]
      .sort((a, b) => b.length - a.length || a[0].city.localeCompare(b[0].city))
      .slice(0, 5)
      .flat();
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
