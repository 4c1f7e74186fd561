/**
 * Vendors (vendor `/vendors`): suppliers, subcontractors, manufacturers, lenders … a company buys from
 * or works with, linked many-to-many to projects (`projectIds`) and to contacts.
 */
import type { Db } from '../core/db.js';
import { contactRefs, projectsTable } from '../records/model.js';
import type { VendorType } from '../../rest-enums.js';

export interface Vendor {
  id: number;
  /** Per-company vendor number (e.g. 1234). */
  number: number;
  name: string;
  description: string | null;
  /** One element: the full address. */
  address: string[];
  isActive: boolean;
  primaryEmail: string | null;
  primaryPhone: string | null;
  vendorType: VendorType | null;
  website: string | null;
  projectIds: number[];
  contactIds: number[];
  custom: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export const vendorsTable = (db: Db) => db.table<Vendor>('vendors', 3001);

export function nextVendorNumber(db: Db, companyId: number): number {
  return (
    vendorsTable(db)
      .all(companyId)
      .reduce((max, v) => Math.max(max, v.number), 1000) + 1
  );
}

/** Vendor (vendor `Vendor`): `projectIds` of projects that still exist; `contacts` only when asked for. */
export function renderVendor(db: Db, companyId: number, v: Vendor, opts: { contacts?: boolean } = {}): Record<string, unknown> {
  const projects = projectsTable(db);
  const out: Record<string, unknown> = {
    id: v.id,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    name: v.name,
    description: v.description,
    address: v.address,
    isActive: v.isActive,
    primaryEmail: v.primaryEmail,
    primaryPhone: v.primaryPhone,
    number: v.number,
    vendorType: v.vendorType,
    website: v.website,
    projectIds: v.projectIds.filter((id) => !!projects.get(id, companyId)),
    custom: v.custom,
  };
  if (opts.contacts) out.contacts = contactRefs(db, companyId, v.contactIds);
  return out;
}
