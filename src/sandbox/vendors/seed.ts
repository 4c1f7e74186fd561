/**
 * Vendors of each company: distributors, manufacturers, lenders, subcontractors, logistics and
 * consultants, linked to the projects they supplied, financed or worked on (a supplier on most
 * projects, a lender on financed ones, a subcontractor on some).
 */
import { projectsTable } from '../records/model.js';
import { vendorsTable } from './model.js';
import { phoneNumber } from '../records/seed.js';
import { daysFrom, type SeedContext } from '../core/seed-context.js';
import type { VendorType } from '../../rest-enums.js';

type VendorSeed = [name: string, type: VendorType, website: string | null, address: string, description: string | null];

const vendorSeeds: Record<number, VendorSeed[]> = {
  1: [
    ['CED Greentech', 'SUPPLIER', 'https://www.cedgreentech.com', '4800 Lamar Ave, Mission, KS 66202', 'Solar and storage distribution'],
    ['Soligent', 'SUPPLIER', 'https://www.soligent.net', '1500 Valley House Dr, Rohnert Park, CA 94928', 'Solar distribution'],
    ['BayWa r.e. Solar Systems', 'SUPPLIER', 'https://solarsystems.baywa-re.us', '17440 Dallas Pkwy, Dallas, TX 75287', null],
    ['Enphase Energy', 'MANUFACTURER', 'https://enphase.com', '47281 Bayside Pkwy, Fremont, CA 94538', 'Microinverters and IQ batteries'],
    ['Tesla Energy', 'MANUFACTURER', 'https://www.tesla.com/powerwall', '1 Tesla Rd, Austin, TX 78725', 'Powerwall certified installer program'],
    ['GoodLeap', 'FINANCING', 'https://www.goodleap.com', '8781 Sierra College Blvd, Roseville, CA 95661', 'Solar and home improvement loans'],
    ['Mosaic', 'FINANCING', 'https://joinmosaic.com', '601 12th St, Oakland, CA 94607', null],
    ['Front Range Electrical Services', 'SUBCONTRACTOR', null, '2150 W 6th Ave, Denver, CO 80204', 'Service upgrades and trenching'],
    ['Summit Roofing Crew', 'SUBCONTRACTOR', 'www.summitroofingcrew.example', '7400 E Caley Ave, Centennial, CO 80111', 'Re-roofs ahead of installs'],
    ['Peak Crane & Rigging', 'LOGISTICS', null, '5600 Franklin St, Denver, CO 80216', 'Crane lifts for commercial arrays'],
    ['Desert Sun Freight', 'LOGISTICS', null, '2401 S 43rd Ave, Phoenix, AZ 85009', null],
    [
      'Helios Structural Engineering',
      'CONSULTANT',
      'https://helios-structural.example',
      '1624 Market St, Denver, CO 80202',
      'Roof structural letters and stamps',
    ],
    ['PermitFlow Consulting', 'CONSULTANT', 'https://permitflow.example', '100 Congress Ave, Austin, TX 78701', 'Permit and interconnection packages'],
    ['Rexel USA', 'SUPPLIER', 'https://www.rexelusa.com', '5429 LBJ Fwy, Dallas, TX 75240', 'Electrical supplies'],
  ],
  2: [
    ['Graybar', 'SUPPLIER', 'https://www.graybar.com', '34 N Meramec Ave, St. Louis, MO 63105', 'Electrical and datacom supplies'],
    ['Greentech Renewables Newark', 'SUPPLIER', 'https://www.greentechrenewables.com', '100 Avenue A, Newark, NJ 07114', null],
    [
      'Carrier Commercial',
      'MANUFACTURER',
      'https://www.carrier.com/commercial',
      '13995 Pasteur Blvd, Palm Beach Gardens, FL 33418',
      'Rooftop units and chillers',
    ],
    ['Sunrise Capital Partners', 'FINANCING', 'https://sunrisecap.example', '1 Liberty Plaza, New York, NY 10006', 'Commercial project finance'],
    ['Hudson Steel Erectors', 'SUBCONTRACTOR', null, '77 River Rd, Edgewater, NJ 07020', 'Structural steel'],
    ['Bay State Mechanical', 'SUBCONTRACTOR', 'bsmech.example', '12 Harbor St, Boston, MA 02210', 'HVAC and plumbing'],
    ['Tri-State Crane', 'LOGISTICS', null, '450 Meadow Ln, Secaucus, NJ 07094', null],
    ['Keystone Code Consultants', 'CONSULTANT', 'https://keystonecode.example', '250 W 57th St, New York, NY 10107', 'Code review and expediting'],
  ],
};

export function seedVendors(s: SeedContext): void {
  const { db, rng, now } = s;
  for (const companyId of s.companyIds) {
    const seeds = vendorSeeds[companyId] ?? vendorSeeds[1];
    const vendors = seeds.map(([name, vendorType, website, address, description], i) => {
      const createdAt = daysFrom(now, -rng.int(300, 900), rng.int(8 * 60, 18 * 60));
      const domain = (website ?? `${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`).replace(/^https?:\/\/(www\.)?/, '').split('/')[0];
      return vendorsTable(db).insert(companyId, {
        number: 1001 + i,
        name,
        description,
        address: [address],
        // One vendor per company no longer works with the company: archived, hidden from the default list.
        isActive: i !== seeds.length - 2,
        primaryEmail: rng.bool(0.8) ? `orders@${domain}` : null,
        primaryPhone: rng.bool(0.8) ? phoneNumber(rng) : null,
        vendorType,
        website,
        projectIds: [],
        contactIds: [],
        custom: vendorType === 'SUPPLIER' ? { accountNumber: `AC-${rng.int(10000, 99999)}`, paymentTerms: rng.pick(['Net 30', 'Net 45', 'COD']) } : {},
        createdAt,
        updatedAt: rng.bool(0.4) ? daysFrom(now, -rng.int(1, 200), rng.int(8 * 60, 18 * 60)) : createdAt,
      });
    });
    const active = vendors.filter((v) => v.isActive);
    const ofType = (t: VendorType) => active.filter((v) => v.vendorType === t);
    for (const project of projectsTable(db).all(companyId)) {
      const picks = [];
      if (rng.bool(0.75) && ofType('SUPPLIER').length) picks.push(rng.pick(ofType('SUPPLIER')));
      if (['Loan', 'Lease', 'PPA'].includes(String(project.custom.financing)) && rng.bool(0.6) && ofType('FINANCING').length)
        picks.push(rng.pick(ofType('FINANCING')));
      if (rng.bool(0.25) && ofType('SUBCONTRACTOR').length) picks.push(rng.pick(ofType('SUBCONTRACTOR')));
      if (rng.bool(0.1)) picks.push(rng.pick(active));
      for (const v of new Set(picks)) v.projectIds.push(project.id);
    }
  }
}
