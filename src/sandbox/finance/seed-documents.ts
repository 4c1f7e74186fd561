/**
 * Seeds invoices and bills with sections, catalog line items and payments that sum to `amountPaid`.
 * Documents are drafted first, then numbered in creation order so invoice numbers rise with time.
 */
import type { Db } from '../core/db.js';
import { laterIso } from '../core/http.js';
import type { Rng } from '../core/random.js';
import type { SeedContext } from '../core/seed-context.js';
import { accountsTable, projectsTable, usersTable, type Project, type WorkspaceUser } from '../records/model.js';
import { lineItemsAmount, percentageAmount, recalculate } from './documents.js';
import type { ItemSeed } from './catalog-data.js';
import {
  billsTable,
  cents,
  dollars,
  invoicesTable,
  lineItemIds,
  nextNumber,
  paymentsTable,
  sectionIds,
  type CatalogItem,
  type DocLineItem,
  type DocSection,
  type FinanceDoc,
  type Payment,
} from './model.js';
import type { InvoiceStatus, PaymentMethod } from '../../rest-enums.js';

const DAY = 86_400_000;

interface Draft {
  kind: 'invoice' | 'bill';
  doc: Omit<FinanceDoc, 'id' | 'number'>;
  sharedWithPortal: boolean;
  /** Share of the amount paid: 0 none, 1 in full, between = partial. */
  paidShare: number;
  payer: 'customer' | 'company';
}

type Kit = Map<ItemSeed['kit'], CatalogItem[]>;

export function seedDocuments(s: SeedContext, companyId: number, kit: Kit): void {
  const { db, rng } = s;
  const now = s.now.getTime();
  const users = usersTable(db).all(companyId);
  const drafts: Draft[] = [];
  const at = (t: number) => new Date(Math.min(t, now - DAY / 2)).toISOString();

  const sectioned = (groups: [string | null, [CatalogItem, number][]][], forBill: boolean) => {
    const sections: DocSection[] = [];
    const lineItems: DocLineItem[] = [];
    for (const [name, rows] of groups) {
      if (rows.length === 0) continue;
      const section = { id: sectionIds(db).allocateId(), name };
      sections.push(section);
      for (const [item, quantity] of rows) {
        const cost = item.cost ?? 0;
        lineItems.push({
          id: lineItemIds(db).allocateId(),
          sectionId: section.id,
          catalogItemId: item.id,
          quantity,
          unitCost: forBill ? Math.max(cost, 0.01) : cost,
          unitPrice: forBill ? Math.max(cost, 0.01) : (item.price ?? 0),
          description: item.type === 'SERVICE' && rng.bool(0.3) ? `${item.name} per plan set` : null,
        });
      }
    }
    return { sections, lineItems, amount: lineItemsAmount(lineItems) };
  };

  const draft = (
    kind: Draft['kind'],
    recordType: 'PROJECT' | 'ACCOUNT',
    recordId: number,
    createdAt: number,
    status: InvoiceStatus,
    body: Pick<FinanceDoc, 'calculationMethod' | 'percentage' | 'baseAmount' | 'amount' | 'sections' | 'lineItems' | 'description'>,
    paidShare: number,
  ) => {
    const created = at(createdAt);
    const issued = status === 'DRAFT' ? null : created;
    const terms = rng.pick([15, 30, 30, 45]);
    const updated = at(createdAt + rng.int(0, 20) * DAY);
    drafts.push({
      kind,
      doc: {
        status,
        ...body,
        amountPaid: 0,
        basedOnId: null,
        basedOnUid: null,
        issueDate: issued,
        dueDate: new Date(Date.parse(created) + terms * DAY).toISOString(),
        isArchived: false,
        recordType,
        recordId,
        createdAt: created,
        updatedAt: laterIso(updated, created),
      },
      sharedWithPortal: status !== 'DRAFT' && rng.bool(0.6),
      paidShare,
      payer: kind === 'invoice' ? 'customer' : 'company',
    });
  };

  // Chooses a status that fits the document's age: old unpaid ones are overdue, young ones sent.
  const pickStatus = (createdAt: number, done: boolean, cancelled: boolean): [InvoiceStatus, number] => {
    if (cancelled) return rng.bool(0.6) ? ['DECLINED', 0] : ['DRAFT', 0];
    const age = (now - createdAt) / DAY;
    const roll = rng.next();
    if (done ? roll < 0.7 : roll < 0.3) return ['PAID', 1];
    if (roll < (done ? 0.85 : 0.5)) return ['PARTIALLY_PAID', rng.int(2, 8) / 10];
    if (!done && roll < 0.75) return ['DRAFT', 0];
    return [age > 35 && rng.bool(0.7) ? 'OVERDUE' : 'SENT', 0];
  };

  const projects = projectsTable(db).all(companyId);
  for (const project of projects) {
    const created = Date.parse(project.createdAt);
    const done = project.status === 'COMPLETED';
    const cancelled = project.status === 'CANCELLED';
    if (rng.bool(0.8) && project.value) {
      const pct = rng.pick([10, 25, 30]);
      const [status, share] = done ? (['PAID', 1] as [InvoiceStatus, number]) : pickStatus(created + 3 * DAY, false, cancelled);
      draft(
        'invoice',
        'PROJECT',
        project.id,
        created + 3 * DAY,
        status,
        {
          calculationMethod: 'PERCENTAGE',
          percentage: pct,
          baseAmount: project.value,
          amount: percentageAmount(project.value, pct),
          sections: [],
          lineItems: [],
          description: `${pct}% deposit – ${project.title}`,
        },
        share,
      );
    }
    if (rng.bool(0.7)) {
      const when = created + rng.int(20, 90) * DAY;
      const [status, share] = pickStatus(when, done, cancelled);
      draft(
        'invoice',
        'PROJECT',
        project.id,
        when,
        status,
        {
          calculationMethod: 'LINE_ITEMS',
          percentage: null,
          baseAmount: null,
          ...sectioned(projectGroups(rng, project, kit), false),
          description: project.title,
        },
        share,
      );
    }
    if (rng.bool(0.35)) {
      const when = created + rng.int(10, 40) * DAY;
      const [status, share] = done ? (['PAID', 1] as [InvoiceStatus, number]) : pickStatus(when, rng.bool(0.5), false);
      const equipment = projectGroups(rng, project, kit).filter(([name]) => name !== 'Labor and services' && name !== null);
      draft(
        'bill',
        'PROJECT',
        project.id,
        when,
        status === 'DECLINED' || status === 'OVERDUE' ? 'SENT' : status,
        {
          calculationMethod: 'LINE_ITEMS',
          percentage: null,
          baseAmount: null,
          ...sectioned(equipment, true),
          description: `Equipment order – ${rng.pick(['CED Greentech', 'Soligent', 'Krannich Solar', 'BayWa r.e.', 'ABC Supply'])}`,
        },
        share,
      );
    }
  }
  for (const account of accountsTable(db).all(companyId)) {
    if (!rng.bool(0.3)) continue;
    const when = Date.parse(account.createdAt) + rng.int(30, 300) * DAY;
    const [status, share] = pickStatus(when, true, false);
    const services = rng.sample(kit.get('service') ?? [], rng.int(1, 3)).map((i): [CatalogItem, number] => [i, serviceQuantity(rng, i)]);
    draft(
      'invoice',
      'ACCOUNT',
      account.id,
      when,
      status,
      {
        calculationMethod: 'LINE_ITEMS',
        percentage: null,
        baseAmount: null,
        ...sectioned([[null, services]], false),
        description: rng.pick(['Service visit', 'Annual maintenance', 'Warranty follow-up']),
      },
      share,
    );
  }

  drafts.sort((a, b) => (a.doc.createdAt < b.doc.createdAt ? -1 : a.doc.createdAt > b.doc.createdAt ? 1 : 0));
  let stripeSeeded = false;
  for (const d of drafts) {
    const record =
      d.kind === 'invoice'
        ? invoicesTable(db).insert(companyId, { ...d.doc, number: nextNumber(db, companyId, 'invoice'), sharedWithPortal: d.sharedWithPortal })
        : billsTable(db).insert(companyId, { ...d.doc, number: nextNumber(db, companyId, 'bill') });
    if (d.paidShare <= 0 || record.amount <= 0) continue;
    // PAY-2 needs a processor payment to exist: the first paid invoice always has one.
    const forceStripe = d.kind === 'invoice' && !stripeSeeded;
    const payments = seedPayments(db, rng, companyId, d, record, users, now, forceStripe);
    if (payments.some((p) => p.source === 'STRIPE')) stripeSeeded = true;
    recalculate(record, payments, new Date(now));
  }
}

/** A plausible quantity for a service sold on its own, by its unit. */
function serviceQuantity(rng: Rng, item: CatalogItem): number {
  if (item.name === 'Panel cleaning') return rng.int(12, 40);
  if (item.name.startsWith('Trenching')) return rng.int(20, 120);
  if (item.name === 'PV system installation labor') return rng.int(3, 12);
  return rng.int(1, 2);
}

function projectGroups(rng: Rng, project: Project, kit: Kit): [string | null, [CatalogItem, number][]][] {
  const pick = (k: ItemSeed['kit'], filter: (c: CatalogItem) => boolean = () => true) => rng.pick((kit.get(k) ?? []).filter(filter));
  const panelCount = typeof project.custom.panelCount === 'number' ? project.custom.panelCount : rng.int(12, 40);
  const pv = kit.get('pv') ?? [];
  const module = pick('pv', (c) => c.category === 'PV_MODULE');
  const micro = rng.bool(0.6);
  const equipment: [CatalogItem, number][] = [[module, panelCount]];
  const inverter = micro ? pick('pv', (c) => c.category === 'MICROINVERTER') : pick('pv', (c) => c.category === 'PV_INVERTER');
  equipment.push([inverter, micro ? panelCount : 1]);
  if (!micro) equipment.push([pv.find((c) => c.category === 'POWER_OPTIMIZER')!, panelCount]);
  equipment.push([pv.find((c) => c.category === 'RACKING')!, Math.ceil(panelCount / 2)]);
  equipment.push([pv.find((c) => c.sku === 'FF2-02-B2')!, panelCount * 2]);
  equipment.push([pv.find((c) => c.category === 'WIRE')!, rng.int(80, 260)]);
  const groups: [string | null, [CatalogItem, number][]][] = [['Equipment', equipment.filter(([c]) => !!c)]];
  if (project.trades.includes('BATTERY') || rng.bool(0.3)) {
    const battery = pick('storage', (c) => c.category === 'BATTERY_SYSTEM');
    const gateway = (kit.get('storage') ?? []).find((c) => c.category === 'CHARGING_GATEWAY' && c.manufacturer === battery.manufacturer);
    groups.push(['Energy storage', [[battery, rng.int(1, 2)], ...(gateway ? [[gateway, 1] as [CatalogItem, number]] : [])]]);
  }
  const service = (name: string) => (kit.get('service') ?? []).find((c) => c.name === name);
  const labor: [CatalogItem | undefined, number][] = [
    [service('PV system installation labor'), Math.max(1, Math.round(panelCount * 0.4))],
    [service('Engineering and plan set'), 1],
    [service('Permit and interconnection filing'), 1],
  ];
  if (rng.bool(0.25)) labor.push([service('Main panel upgrade to 200A'), 1]);
  groups.push(['Labor and services', labor.filter((r): r is [CatalogItem, number] => !!r[0])]);
  // An unnamed section with a referral credit now and then, as bare lineItems would make (INV-7).
  const discount = kit.get('discount')?.[0];
  if (discount && rng.bool(0.2)) groups.push([null, [[discount, 1]]]);
  return groups;
}

function seedPayments(db: Db, rng: Rng, companyId: number, d: Draft, doc: FinanceDoc, users: WorkspaceUser[], now: number, forceStripe: boolean): Payment[] {
  const total = cents(doc.amount);
  const target = d.paidShare >= 1 ? total : Math.max(1, Math.min(total - 1, Math.round(total * d.paidShare)));
  const count = rng.int(1, d.paidShare >= 1 ? 3 : 2);
  const start = Date.parse(doc.issueDate ?? doc.createdAt);
  const parts: number[] = [];
  let left = target;
  for (let i = 0; i < count; i++) {
    const part = i === count - 1 ? left : Math.max(1, Math.round((left * rng.int(30, 60)) / 100));
    parts.push(part);
    left -= part;
    if (left <= 0) break;
  }
  return parts.map((amount, i) => {
    const stripe = d.payer === 'customer' && (forceStripe ? i === 0 : rng.bool(0.3));
    const method: PaymentMethod = stripe
      ? rng.pick(['CREDIT_CARD', 'ACH'] as const)
      : rng.weighted(
          d.payer === 'customer' ? (['CHECK', 'ACH', 'CASH', 'KLARNA', 'AFFIRM'] as const) : (['ACH', 'CHECK'] as const),
          d.payer === 'customer' ? [5, 4, 1, 1, 1] : [3, 2],
        );
    const paidAt = new Date(Math.min(now - DAY / 4, start + rng.int(1, 25) * DAY + i * 3 * DAY + rng.int(9 * 60, 17 * 60) * 60_000)).toISOString();
    const by = stripe ? null : rng.pick(users);
    return paymentsTable(db).insert(companyId, {
      parentType: d.kind === 'invoice' ? 'INVOICE' : 'BILL',
      parentId: doc.id,
      amount: dollars(amount),
      status: 'COMPLETED',
      paymentMethod: method,
      paymentDate: paidAt,
      paymentReference: stripe
        ? `pi_${rng.int(1e8, 9e8).toString(36)}${rng.int(1e8, 9e8).toString(36)}`
        : method === 'CHECK'
          ? `Check #${rng.int(1001, 9999)}`
          : null,
      notes: rng.bool(0.15) ? rng.pick(['Deposit', 'Paid at install', 'Final payment', 'Financing disbursement']) : null,
      source: stripe ? 'STRIPE' : 'MANUAL',
      createdBy: by ? { id: by.id, firstName: by.firstName, lastName: by.lastName } : null,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
  });
}
