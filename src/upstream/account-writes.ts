/** Account writes: `POST /accounts` (ACC-6..10) and `PATCH /accounts/{id}` (ARCH-1). */
import type { UpstreamSession } from './client.js';
import type { RestAccount } from './accounts.js';
import type { AccountType } from '../rest-enums.js';

/** The JSON body of POST and PATCH /accounts; undefined fields are left out, null clears. */
export interface AccountWrite {
  title?: string;
  address?: string[];
  description?: string | null;
  accountType?: AccountType | null;
  ownerId?: number | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  contacts?: number[];
  custom?: Record<string, unknown>;
  isActive?: boolean;
}

export interface AccountCreateOptions {
  matchBy?: 'title' | 'primaryEmail' | 'primaryPhone' | 'address';
  matchFoundStrategy?: 'skip' | 'replace' | 'enrich';
  allowNewOptions?: boolean;
}

/** 201 = created, 200 = an existing account matched (ACC-9). */
export async function createAccount(session: UpstreamSession, body: AccountWrite, o: AccountCreateOptions = {}) {
  const res = await session.writeResponse<RestAccount>('POST', 'accounts', '/accounts', {
    body,
    query: { match_by: o.matchBy, match_found_strategy: o.matchFoundStrategy, allow_new_options: o.allowNewOptions },
  });
  return { account: res.body, created: res.status === 201 };
}

export function updateAccount(session: UpstreamSession, id: number, body: AccountWrite, o: { allowNewOptions?: boolean } = {}) {
  return session.write<RestAccount>('PATCH', 'accounts', `/accounts/${id}`, { body, query: { allow_new_options: o.allowNewOptions } });
}
