/**
 * Quotes on opportunities, their status following the sales stage (a draft for a qualified lead, sent
 * once the proposal went out, a revision after changes were asked for, approved when won), and the
 * approved quote behind some projects. Line items come from the catalog kits the trades call for; the
 * tax is the company's tax of the record's state; some quotes carry a discount.
 */
import type { Rng } from '../core/random.js';
import { opportunitiesTable, projectsTable, stagesTable, type RecordBase } from '../records/model.js';
import { catalogItemsTable, taxesTable, type CatalogItem } from '../finance/model.js';
import { itemSeeds, type ItemSeed } from '../finance/catalog-data.js';
import { quoteLineItemIds, quoteSectionIds, quotesTable, type QuoteLineItem, type QuoteSection } from './model.js';
import type { SeedContext } from '../core/seed-context.js';
import type { QuoteStatus } from '../../rest-enums.js';

const DAY = 86_400_000;
const taxOfState: Record<string, string> = {
  CO: 'Denver sales tax',
  AZ: 'Arizona TPT',
  CA: 'California sales tax',
  TX: 'Texas sales tax',
  NJ: 'New Jersey sales tax',
  NY: 'New York City sales tax',
  MA: 'Massachusetts sales tax',
};

type Kit = Map<ItemSeed['kit'], CatalogItem[]>;

export function seedQuotes(s: SeedContext): void {
  const { db, rng } = s;
  const now = s.now.getTime();
  for (const companyId of s.companyIds) {
    const kit: Kit = new Map();
    for (const item of catalogItemsTable(db).all(companyId)) {
      const seed = itemSeeds.find((i) => i.name === item.name);
      if (seed && (item.price ?? 0) > 0) kit.set(seed.kit, [...(kit.get(seed.kit) ?? []), item]);
    }
    const taxes = taxesTable(db)
      .all(companyId)
      .filter((t) => !t.isArchived);
    const taxFor = (state: string | null) => taxes.find((t) => t.name.startsWith(taxOfState[state ?? ''] ?? '#'))?.id ?? null;
    let number = 3000 * companyId;

    const quote = (r: RecordBase, recordType: 'OPPORTUNITY' | 'PROJECT', status: QuoteStatus, createdAt: number, title: string) => {
      const { sections, lineItems } = itemsFor(
        rng,
        kit,
        r,
        () => quoteSectionIds(db).allocateId(),
        () => quoteLineItemIds(db).allocateId(),
      );
      if (lineItems.length === 0) return;
      const created = new Date(Math.min(createdAt, now - DAY)).toISOString();
      const updated = new Date(Math.min(Date.parse(created) + rng.int(0, 10) * DAY, now - DAY / 2)).toISOString();
      const discount = rng.weighted([null, 'PERCENTAGE', 'FIXED'] as const, [6, 2, 1]);
      quotesTable(db).insert(companyId, {
        quoteNumber: ++number,
        title,
        description: rng.bool(0.5) ? `${title} for ${r.address[0] ?? 'the site'}` : null,
        status,
        discountType: discount,
        discountValue: discount === 'PERCENTAGE' ? rng.pick([5, 7.5, 10]) : discount === 'FIXED' ? rng.pick([250, 500, 1000]) : null,
        taxId: taxFor(r.state),
        issueDate: status === 'DRAFT' ? null : updated,
        isArchived: false,
        sharedWithPortal: status !== 'DRAFT' && rng.bool(0.7),
        recordType,
        recordId: r.id,
        siteId: r.siteId,
        sections,
        lineItems,
        createdAt: created,
        updatedAt: updated,
      });
    };

    for (const o of opportunitiesTable(db).all(companyId)) {
      const stage = stagesTable(db).get(o.stageId, companyId)?.name ?? '';
      const start = Date.parse(o.createdAt) + rng.int(2, 20) * DAY;
      const kind = o.title.split(' – ')[1] ?? 'System';
      switch (stage) {
        case 'New Lead':
          if (rng.bool(0.2)) quote(o, 'OPPORTUNITY', 'DRAFT', start, `${kind} estimate`);
          break;
        case 'Qualified':
          if (rng.bool(0.6)) quote(o, 'OPPORTUNITY', 'DRAFT', start, `${kind} proposal`);
          break;
        case 'Proposal Sent':
          quote(o, 'OPPORTUNITY', 'SENT', start, `${kind} proposal`);
          break;
        case 'Negotiation':
          quote(o, 'OPPORTUNITY', 'CHANGES_REQUESTED', start, `${kind} proposal`);
          quote(o, 'OPPORTUNITY', rng.bool(0.5) ? 'SENT' : 'DRAFT', start + rng.int(3, 15) * DAY, `${kind} proposal (revised)`);
          break;
        default:
          if (rng.bool(0.2)) quote(o, 'OPPORTUNITY', 'DECLINED', start, `${kind} proposal`);
          quote(o, 'OPPORTUNITY', 'APPROVED', start + rng.int(3, 20) * DAY, `${kind} proposal (final)`);
      }
    }
    for (const p of projectsTable(db).all(companyId)) {
      if (rng.bool(0.25)) quote(p, 'PROJECT', 'APPROVED', Date.parse(p.createdAt) - rng.int(3, 20) * DAY, `${p.title.split(' – ')[1] ?? 'System'} contract`);
    }
  }
}

/** Sections and line items for a record: the PV kit sized by its panel count, storage, EV and soft costs. */
function itemsFor(
  rng: Rng,
  kit: Kit,
  r: RecordBase,
  sectionId: () => number,
  lineItemId: () => number,
): { sections: QuoteSection[]; lineItems: QuoteLineItem[] } {
  const sections: QuoteSection[] = [];
  const lineItems: QuoteLineItem[] = [];
  const used = new Set<number>();
  const panels = typeof r.custom.panelCount === 'number' ? r.custom.panelCount : rng.int(12, 40);
  const section = (name: string | null, rows: [CatalogItem | undefined, number][]) => {
    const fresh = rows.filter((row): row is [CatalogItem, number] => !!row[0] && !used.has(row[0].id) && row[1] > 0);
    if (fresh.length === 0) return;
    const s = { id: sectionId(), name };
    sections.push(s);
    for (const [item, quantity] of fresh) {
      used.add(item.id);
      lineItems.push({
        id: lineItemId(),
        sectionId: s.id,
        catalogItemId: item.id,
        quantity,
        unitCost: item.cost ?? 0,
        unitPrice: item.price ?? 0,
        description: null,
      });
    }
  };
  const pick = (k: ItemSeed['kit'], category?: string) => {
    const items = (kit.get(k) ?? []).filter((i) => category === undefined || i.category === category);
    return items.length > 0 ? rng.pick(items) : undefined;
  };
  const trades = r.trades;
  if (trades.includes('SOLAR') || !trades.some((t) => ['BATTERY', 'EV_CHARGER'].includes(t))) {
    const kw = Math.max(1, Math.round(panels * 0.41));
    section('Solar array', [
      [pick('pv', 'PV_MODULE'), panels],
      [pick('pv', 'MICROINVERTER'), panels],
      [pick('pv', 'RACKING'), Math.ceil(panels / 3)],
      [pick('pv', 'MOUNTING'), panels * 2],
      [pick('service', 'INSTALLATION'), kw],
    ]);
  }
  if (trades.includes('BATTERY'))
    section('Battery storage', [
      [pick('storage', 'BATTERY_SYSTEM'), rng.int(1, 2)],
      [pick('storage', 'CHARGING_GATEWAY'), 1],
      [pick('storage', 'INSTALLATION'), 1],
    ]);
  if (trades.includes('EV_CHARGER'))
    section('EV charging', [
      [pick('ev', 'EV_CHARGER'), 1],
      [pick('ev', 'INSTALLATION'), 1],
    ]);
  if (trades.includes('ROOFING'))
    section('Roofing', [
      [pick('roof', 'ROOF_COVERING'), rng.int(60, 110)],
      [pick('roof', 'ROOF_UNDERLAYMENT'), rng.int(2, 4)],
    ]);
  section(null, [
    [pick('service', 'PERMITTING'), 1],
    [pick('service', 'ENGINEERING'), 1],
  ]);
  return { sections, lineItems };
}
