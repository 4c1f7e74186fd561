/**
 * Assets (vendor `/assets`): installed equipment on a customer's site (inverters, batteries, meters,
 * chargers …) with manufacturer, model, serial number, install date and expected lifetime. An asset
 * belongs to one site and that site's account; a site move re-points it (the move walks every table
 * whose rows carry `siteId`).
 */
import type { Db } from '../core/db.js';
import { badRequest } from '../core/http.js';
import { labelsTable } from '../work-orders/model.js';
import type { AssetStatus, AssetType } from '../../rest-enums.js';

export interface Asset {
  id: number;
  /** Short per-company number; null on older records. */
  uid: number | null;
  name: string | null;
  type: AssetType | null;
  status: AssetStatus;
  manufacturer: string | null;
  model: string | null;
  serialNumber: string | null;
  siteId: number;
  accountId: number | null;
  /** Nameplate size in the unit the type suggests (kW for inverters, kWh for batteries). */
  size: number | null;
  labelIds: number[];
  /** YYYY-MM-DD. */
  installDate: string | null;
  manufacturingDate: string | null;
  /** Years. */
  expectedLifetime: number | null;
  description: string | null;
  coverImageFileId: number | null;
  nameplateImageFileId: number | null;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
}

export const assetsTable = (db: Db) => db.table<Asset>('assets', 170001);

/** The next short number of a company's assets. */
export function nextAssetUid(db: Db, companyId: number): number {
  return (
    assetsTable(db)
      .all(companyId)
      .reduce((max, a) => Math.max(max, a.uid ?? 0), 1000) + 1
  );
}

/** Asset (vendor `Asset`): labels expanded to `{id, name, color, type}`, in the order they were given. */
export function renderAsset(db: Db, companyId: number, a: Asset): Record<string, unknown> {
  const labels = labelsTable(db);
  return {
    id: a.id,
    uid: a.uid,
    name: a.name,
    type: a.type,
    status: a.status,
    manufacturer: a.manufacturer,
    model: a.model,
    serialNumber: a.serialNumber,
    siteId: a.siteId,
    accountId: a.accountId,
    size: a.size,
    labels: a.labelIds
      .map((id) => labels.get(id, companyId))
      .filter((l) => !!l)
      .map((l) => ({ id: l.id, name: l.name, color: l.color, type: l.type === 'ASSET' ? 'ASSET' : 'TASK' })),
    installDate: a.installDate,
    manufacturingDate: a.manufacturingDate,
    expectedLifetime: a.expectedLifetime,
    description: a.description,
    coverImageFileId: a.coverImageFileId,
    nameplateImageFileId: a.nameplateImageFileId,
    isArchived: a.isArchived,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** A calendar day `YYYY-MM-DD` that exists (2025-02-30 is refused), else a 400 naming the field. */
export function calendarDay(v: unknown, field: string): string {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !d || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) {
    throw badRequest(field, `${field} must be a date in the form YYYY-MM-DD`);
  }
  return v as string;
}
