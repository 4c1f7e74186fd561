/** Accounts: `GET /accounts`, `GET /accounts/{id}` (spec "Account", vendor reference for the list). */
import type { UpstreamSession } from './client.js';
import { getByIds } from './batch.js';
import type { RestContactRef } from './contacts.js';
import type { RestRecordCommon } from './records.js';
import { recordListQuery, type RecordListParams } from './record-lists.js';
import { listOf } from './shapes.js';
import type { AccountType } from '../rest-enums.js';

export interface RestAccount extends RestRecordCommon {
  accountType?: AccountType | null;
  ownerId?: number | null;
  /** Only with `include_contacts=true` (ACC-1); primary first, ≤ 20 (ACC-3, ACC-4). */
  contacts?: RestContactRef[];
}

/**
 * `withContacts`: contacts ride along with the account read (`include_contacts=true`, ACC-1), same request
 * count, so `Account.contacts` never needs a second call. An operation that selects no contacts leaves
 * them out: up to 20 contacts per account are a third of its answer's bytes, for the upstream to write and
 * the gateway to parse.
 */
export const contactsQuery = (withContacts: boolean) => ({ include_contacts: withContacts || undefined });

/** By id, archived accounts too: a project of an archived account still links to it (isActive false). */
export function fetchAccountsByIds(session: UpstreamSession, ids: readonly number[], withContacts: boolean) {
  return getByIds<RestAccount>(session, 'accounts', ids, (id) => `/accounts/${id}`, { include_archived: true, ...contactsQuery(withContacts) });
}

export function listAccounts(session: UpstreamSession, p: RecordListParams, withContacts: boolean): Promise<RestAccount[]> {
  return session.get<unknown>('accounts', '/accounts', recordListQuery(p, contactsQuery(withContacts))).then(listOf<RestAccount>('accounts'));
}
