/**
 * Seeds the utility catalog (global) from utility-data.ts: territories from real county polygons, or a
 * municipal utility's city area, in the geo index for `utilitiesAt`.
 */
import type { SeedContext } from '../core/seed-context.js';
import { daysFrom } from '../core/seed-context.js';
import { atlas, cityAreaFromZips, zipsOf } from './atlas.js';
import { geoIndex, utilitiesTable } from './model.js';
import { statePhone } from './permits.js';
import { unionArea, type Area } from './shapes.js';
import { utilityDefs } from './utility-data.js';

const hoursChoices = ['Mon–Fri 7:00–19:00; outages 24/7', 'Mon–Fri 8:00–17:00; outages 24/7', 'Mon–Sat 7:00–20:00; outages 24/7', 'Mon–Fri 7:30–17:30'];
const streets = ['Energy Way', 'Power Plaza', 'Main St', 'Commerce Dr', 'Utility Blvd', 'Electric Ave'];

export function seedUtilities(s: SeedContext): void {
  const { db, rng, now } = s;
  const a = atlas();
  const table = utilitiesTable(db);
  const index = geoIndex(db);
  for (const def of utilityDefs) {
    const st = a.statesByCode.get(def.state)!;
    let area: Area | undefined;
    if (def.city) area = cityAreaFromZips(def.city, def.state);
    else {
      const parts = (def.counties ?? []).map((c) => a.countiesByFips.get(st.fips + c)?.area).filter((x): x is Area => !!x);
      if (parts.length) area = unionArea(parts);
    }
    const zip = zipsOf(def.hq, def.state)[0]?.zip ?? null;
    const createdAt = daysFrom(now, -rng.int(400, 800), 9 * 60);
    const rec = table.insert(null, {
      name: def.name,
      state: def.state,
      stateName: st.name,
      ownershipType: def.type,
      holdingCompany: def.holding,
      address: `${rng.int(100, 9999)} ${rng.pick(streets)}, ${def.hq}, ${def.state}${zip ? ` ${zip}` : ''}`,
      phone: statePhone(rng, def.state),
      website: def.website,
      hoursOfOperation: rng.pick(hoursChoices),
      isActive: def.active !== false,
      createdAt,
      updatedAt: def.active === false ? daysFrom(now, -rng.int(30, 300), 9 * 60) : createdAt,
      custom: {},
    });
    // Municipal systems are the most specific: they rank before any county-wide territory.
    if (area) index.utilities.push({ id: rec.id, companyId: null, area, rank: def.type === 'MUNICIPAL' ? 0 : 1 });
  }
}
