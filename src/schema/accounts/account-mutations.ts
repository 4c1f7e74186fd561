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
  // ACC-9
  description: 'Which field `accountCreate` uses to find an existing account instead of creating a duplicate (REST `match_by`).',
  values: {
    TITLE: { value: 'title', description: 'The title (the default).' },
    PRIMARY_EMAIL: { value: 'primaryEmail', description: 'The primary e-mail address.' },
    PRIMARY_PHONE: { value: 'primaryPhone', description: 'The primary phone number.' },
    ADDRESS: { value: 'address', description: 'The primary address.' },
  } as const,
});

export const MatchFoundStrategy = builder.enumType('MatchFoundStrategy', {
  // ACC-9
  description: 'What `accountCreate` does when it finds a matching account (REST `match_found_strategy`).',
  values: {
    SKIP: { value: 'skip', description: 'Leave the existing record as it is and return it (the default).' },
    REPLACE: { value: 'replace', description: 'Overwrite the existing record with the given fields.' },
    ENRICH: { value: 'enrich', description: "Fill only the existing record's empty fields." },
  } as const,
});

const AccountCreateInput = builder.inputType('AccountCreateInput', {
  description: 'A new account (REST `POST /accounts`).',
  fields: (t) => ({
    // ACC-6
    title: t.string({ required: true, description: 'Title (name) of the account; must not be blank.' }),
    // ACC-6
    address: t.string({
      required: true,
      description: 'The primary address as one line, e.g. "1200 Main St, Durango, CO 81301"; a main site is created there.',
    }),
    description: t.string({ description: 'Free-text description.' }),
    accountType: t.field({ type: AccountType, description: 'Residential or commercial.' }),
    ownerId: t.globalID({ for: UserRef, description: 'The user who owns the account.' }),
    // ACC-8
    primaryEmail: t.string({
      description: 'Primary e-mail address; without `contacts`, a contact is created from it (or an existing one with that e-mail is used).',
    }),
    // ACC-8
    primaryPhone: t.string({
      description: 'Primary phone number; without `contacts`, a contact is created from it (or an existing one with that phone is used).',
    }),
    // ACC-7
    contacts: t.globalIDList({
      for: ContactRef,
      description: 'Existing contacts (create them first with `contactCreate`); the first becomes the primary contact.',
    }),
    custom: t.field({ type: 'JSONObject', description: "Custom property values keyed by the property's keyName." }),
    // ACC-9
    matchBy: t.field({ type: AccountMatchBy, description: 'Field that finds an existing account; default TITLE.' }),
    // ACC-9
    matchFoundStrategy: t.field({ type: MatchFoundStrategy, description: 'What to do with a match; default SKIP.' }),
    // ACC-10
    allowNewOptions: t.boolean({
      description: 'True lets a `custom` value add a new option to a dropdown property; default false (an unknown option is refused).',
    }),
  }),
});

const AccountUpdateInput = builder.inputType('AccountUpdateInput', {
  description: 'Changes to an account (REST `PATCH /accounts/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    title: t.string({ description: 'New title; must not be blank.' }),
    address: t.string({ description: 'New primary address, as one line.' }),
    description: t.string({ description: 'New description; null clears it.' }),
    accountType: t.field({ type: AccountType, description: 'Residential or commercial.' }),
    ownerId: t.globalID({ for: UserRef, description: 'The user who owns the account.' }),
    primaryEmail: t.string({ description: 'New primary e-mail address.' }),
    primaryPhone: t.string({ description: 'New primary phone number.' }),
    // ACC-7
    contacts: t.globalIDList({ for: ContactRef, description: "The account's contacts, replacing the whole list; the first becomes the primary contact." }),
    custom: t.field({
      type: 'JSONObject',
      description: "Custom property values keyed by the property's keyName; only the keys given change, and a null value clears that property.",
    }),
    // ARCH-1
    isActive: t.boolean({ description: 'False archives the account, true restores it.' }),
    // ACC-10
    allowNewOptions: t.boolean({
      description: 'True lets a `custom` value add a new option to a dropdown property; default false (an unknown option is refused).',
    }),
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
    // ACC-9
    description:
      'True when an existing account matched `matchBy` and was returned instead of a new one; false when a new account was created; null when refused.',
    resolve: (p) => (p as { matchedExisting?: boolean }).matchedExisting ?? null,
  }),
}));

const AccountUpdatePayload = payloadType<RestAccount>(
  'AccountUpdatePayload',
  'Result of accountUpdate.',
  'account',
  AccountRef,
  'The account after the change; null when refused.',
);

type Ids = { id: string | number } | null | undefined;
const dbId = (g: Ids) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);

builder.mutationFields((t) => ({
  accountCreate: t.field({
    type: AccountCreatePayload,
    // ACC-9
    description:
      'Creates an account (REST `POST /accounts`), or returns an existing one that matches on `matchBy`: SKIP leaves it unchanged, REPLACE overwrites it, ENRICH fills its empty fields. A main site is created at the address.',
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
      }).then((payload) => Object.assign({}, payload, { matchedExisting }));
    },
  }),
  accountUpdate: t.field({
    type: AccountUpdatePayload,
    // ARCH-1
    description: 'Changes an account (REST `PATCH /accounts/{id}`); `isActive: false` archives it and `true` restores it.',
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
