/** The REST body fields every CRM record (account, project, opportunity) shares (spec "Account"). */
import type { RestContactRef } from './contacts.js';
import type { RestUserSummary } from './users.js';

export interface RestRecordCommon {
  id: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  description?: string | null;
  address?: string[];
  isActive?: boolean;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  number?: number;
  createdBy?: RestUserSummary | null;
  updatedBy?: RestUserSummary | null;
  custom?: Record<string, unknown>;
  /** The record's contacts, primary first, at most 20 (ACC-3, ACC-4); on accounts only with include_contacts. */
  contacts?: RestContactRef[];
}
