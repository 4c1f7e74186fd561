/** Accounts: `GET /accounts`, `GET /accounts/{id}` (spec "Account", vendor reference for the list). */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import type { RestContactRef } from './contacts.js';
import type { RestRecordCommon } from './records.js';
import { recordListQuery, type RecordListParams } from './record-lists.js';
import { listOf } from './shapes.js';

export interface RestAccount extends RestRecordCommon {
  accountType?: 'RESIDENTIAL' | 'COMMERCIAL' | null;
  ownerId?: number | null;
  /** Only with `include_contacts=true` (ACC-1); primary first, ≤ 20 (ACC-3, ACC-4). */
  contacts?: RestContactRef[];
}

/**
 * Contacts ride along on every account read (`include_contacts=true`, ACC-1): same request count, and
 * `Account.contacts` then never needs a second call.
 */
const WITH_CONTACTS = { include_contacts: true } as const;

/** By id, archived accounts too: a project of an archived account still links to it (isActive false). */
export function fetchAccountsByIds(session: UpstreamSession, ids: readonly number[]) {
  return getByIds<RestAccount>(session, 'accounts', ids, (id) => `/accounts/${id}`, { ...WITH_CONTACTS, include_archived: true });
}

export function listAccounts(session: UpstreamSession, p: RecordListParams): Promise<RestAccount[]> {
  return session.get<unknown>('accounts', '/accounts', { ...recordListQuery(p), ...WITH_CONTACTS }).then(listOf<RestAccount>('accounts'));
}
