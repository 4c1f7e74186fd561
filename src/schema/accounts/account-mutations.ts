/**
 * Account writes: `POST /accounts` (with `match_by`, `match_found_strategy`, `allow_new_options`) and
 * `PATCH /accounts/{id}` (archive = `isActive: false`, ARCH-1). ACC-6 is checked here before any call.
 * The payload's account is primed with the REST answer, which always holds the contacts (ACC-2).
 */
import { builder } from '../builder.js';
import { AccountRef, ContactRef, UserRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { AccountType } from './account.js';
import type { RestAccount } from '../../upstream/accounts.js';
import { createAccount, updateAccount, type AccountWrite } from '../../upstream/account-writes.js';

export const AccountMatchBy = builder.enumType('AccountMatchBy', {
  description: 'Which field finds an existing account on create (REST `match_by`, ACC-9).',
  values: {
    TITLE: { value: 'title', description: 'The title (the default).' },
    PRIMARY_EMAIL: { value: 'primaryEmail', description: 'The primary e-mail address.' },
    PRIMARY_PHONE: { value: 'primaryPhone', description: 'The primary phone number.' },
    ADDRESS: { value: 'address', description: 'The primary address.' },
  } as const,
});

export const MatchFoundStrategy = builder.enumType('MatchFoundStrategy', {
  description: 'What happens when the create finds a matching record (REST `match_found_strategy`, ACC-9).',
  values: {
    SKIP: { value: 'skip', description: 'Leave the existing record as it is and return it (the default).' },
    REPLACE: { value: 'replace', description: 'Overwrite the existing record with the given fields.' },
    ENRICH: { value: 'enrich', description: 'Fill only the existing record\'s empty fields.' },
  } as const,
});

const AccountCreateInput = builder.inputType('AccountCreateInput', {
  description: 'A new account (body of POST /accounts).',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Title (name) of the account; required, not blank (ACC-6).' }),
    address: t.string({ required: true, description: 'The primary address, sent as the single-element `address` list (ACC-6).' }),
    description: t.string({ description: 'Free-text description.' }),
    accountType: t.field({ type: AccountType, description: 'Residential or commercial.' }),
    ownerId: t.globalID({ for: UserRef, description: 'The user who owns the account.' }),
    primaryEmail: t.string({ description: 'Primary e-mail; without `contacts`, a contact is created or matched from it (ACC-8).' }),
    primaryPhone: t.string({ description: 'Primary phone; without `contacts`, a contact is created or matched from it (ACC-8).' }),
    contacts: t.globalIDList({ for: ContactRef, description: 'Existing contacts (create them first); the first becomes the primary contact (ACC-7).' }),
    custom: t.field({ type: 'JSONObject', description: 'Custom property values keyed by keyName.' }),
    matchBy: t.field({ type: AccountMatchBy, description: 'Field that finds an existing account (default TITLE, ACC-9).' }),
    matchFoundStrategy: t.field({ type: MatchFoundStrategy, description: 'What to do with a match (default SKIP, ACC-9).' }),
    allowNewOptions: t.boolean({ description: 'Allow `custom` to create new dropdown options (default false, ACC-10).' }),
  }),
});

const AccountUpdateInput = builder.inputType('AccountUpdateInput', {
  description: 'Changes to an account (body of PATCH /accounts/{id}); fields left out are unchanged.',
  fields: (t) => ({
    title: t.string({ description: 'New title; not blank.' }),
    address: t.string({ description: 'New primary address.' }),
    description: t.string({ description: 'New description; null clears it.' }),
    accountType: t.field({ type: AccountType, description: 'Residential or commercial.' }),
    ownerId: t.globalID({ for: UserRef, description: 'The user who owns the account.' }),
    primaryEmail: t.string({ description: 'Primary e-mail.' }),
    primaryPhone: t.string({ description: 'Primary phone.' }),
    contacts: t.globalIDList({ for: ContactRef, description: 'The account\'s contacts, replacing the list; the first is the primary (ACC-7).' }),
    custom: t.field({ type: 'JSONObject', description: 'Custom property values keyed by keyName; null clears one.' }),
    isActive: t.boolean({ description: 'False archives the account, true restores it (ARCH-1).' }),
    allowNewOptions: t.boolean({ description: 'Allow `custom` to create new dropdown options (default false, ACC-10).' }),
  }),
});

const AccountCreatePayload = payloadType<RestAccount>(
  'AccountCreatePayload',
  'Result of accountCreate.',
  'account',
  AccountRef,
  'The created account, or the existing one a match found (see `matchedExisting`); null when refused.',
);

builder.objectFields(AccountCreatePayload, (t) => ({
  matchedExisting: t.boolean({
    nullable: true,
    description: 'True when an existing account matched (REST 200) instead of a new one being created (REST 201, ACC-9); null when refused.',
    resolve: (p) => (p as { matchedExisting?: boolean }).matchedExisting ?? null,
  }),
}));

const AccountUpdatePayload = payloadType<RestAccount>('AccountUpdatePayload', 'Result of accountUpdate.', 'account', AccountRef, 'The account after the change; null when refused.');

type Ids = { id: string | number } | null | undefined;
const dbId = (g: Ids) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);

builder.mutationFields((t) => ({
  accountCreate: t.field({
    type: AccountCreatePayload,
    description:
      'Creates an account (POST /accounts), or returns an existing one that matches on `matchBy` (ACC-9): SKIP leaves it unchanged, REPLACE overwrites it, ENRICH fills its empty fields. A main site is created at the address.',
    args: { input: t.arg({ type: AccountCreateInput, required: true, description: 'The new account.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.required(['title'], input.title);
      checks.required(['address'], input.address);
      let matchedExisting: boolean | undefined;
      return mutate(checks, async () => {
        const body: AccountWrite = {
          title: input.title,
          address: [input.address],
          description: input.description ?? undefined,
          accountType: input.accountType ?? undefined,
          ownerId: dbId(input.ownerId),
          primaryEmail: input.primaryEmail ?? undefined,
          primaryPhone: input.primaryPhone ?? undefined,
          contacts: input.contacts?.map((c) => parseDatabaseId(c.id)),
          custom: input.custom ?? undefined,
        };
        const { account, created } = await createAccount(ctx.upstream, body, {
          matchBy: input.matchBy ?? undefined,
          matchFoundStrategy: input.matchFoundStrategy ?? undefined,
          allowNewOptions: input.allowNewOptions ?? undefined,
        });
        matchedExisting = !created;
        return primeFresh(AccountRef, ctx, account);
      }).then((payload) => ({ ...payload, matchedExisting }));
    },
  }),
  accountUpdate: t.field({
    type: AccountUpdatePayload,
    description: 'Changes an account (PATCH /accounts/{id}); `isActive: false` archives it and `true` restores it (ARCH-1).',
    args: {
      id: t.arg.globalID({ for: AccountRef, required: true, description: 'The account to change.' }),
      input: t.arg({ type: AccountUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.title !== undefined) checks.required(['title'], input.title);
      if (input.address !== undefined) checks.required(['address'], input.address);
      return mutate(checks, async () => {
        const body: AccountWrite = {
          title: input.title ?? undefined,
          address: input.address ? [input.address] : undefined,
          description: input.description,
          accountType: input.accountType,
          ownerId: dbId(input.ownerId),
          primaryEmail: input.primaryEmail,
          primaryPhone: input.primaryPhone,
          contacts: input.contacts?.map((c) => parseDatabaseId(c.id)),
          custom: input.custom ?? undefined,
          isActive: input.isActive ?? undefined,
        };
        const account = await updateAccount(ctx.upstream, parseDatabaseId(id.id), body, { allowNewOptions: input.allowNewOptions ?? undefined });
        return primeFresh(AccountRef, ctx, account);
      });
    },
  }),
}));
