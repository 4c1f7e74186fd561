/**
 * Contact writes: `POST /contacts`, `PATCH /contacts/{id}`, `DELETE /contacts/{id}` (contacts have no
 * archive flag, so removal is a deletion). `name` is checked here before any call. Accounts, projects
 * and opportunities then list a contact by id (ACC-5, ACC-7).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { AccountRef, ContactRef, ProjectRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import type { RestContact } from '../../upstream/contacts.js';
import { createContact, deleteContact, updateContact, type ContactWrite } from '../../upstream/contact-writes.js';

const ContactCreateInput = builder.inputType('ContactCreateInput', {
  // ACC-5
  description: 'A new contact (REST `POST /contacts`). Projects and opportunities have their own `contacts` list, set through their update mutations.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Full name; must not be blank.' }),
    title: t.string({ description: 'Job title.' }),
    description: t.string({ description: 'Free-text note about the contact.' }),
    emails: t.stringList({ description: 'E-mail addresses.' }),
    phones: t.stringList({ description: 'Phone numbers.' }),
    accountIds: t.globalIDList({ for: AccountRef, description: 'Accounts to link the contact to.' }),
    projectIds: t.globalIDList({ for: ProjectRef, description: 'Projects to add the contact to.' }),
  }),
});

const ContactUpdateInput = builder.inputType('ContactUpdateInput', {
  description: 'Changes to a contact (REST `PATCH /contacts/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    name: t.string({ description: 'New full name; must not be blank.' }),
    title: t.string({ description: 'Job title; null clears it.' }),
    description: t.string({ description: 'Free-text note; null clears it.' }),
    emails: t.stringList({ description: 'E-mail addresses, replacing the list.' }),
    phones: t.stringList({ description: 'Phone numbers, replacing the list.' }),
    accountIds: t.globalIDList({ for: AccountRef, description: 'The accounts the contact is linked to, replacing the current links.' }),
    projectIds: t.globalIDList({ for: ProjectRef, description: 'The projects the contact belongs to, replacing the current links.' }),
  }),
});

const ContactCreatePayload = payloadType<RestContact>(
  'ContactCreatePayload',
  'Result of contactCreate.',
  'contact',
  ContactRef,
  'The created contact; null when refused.',
);
const ContactUpdatePayload = payloadType<RestContact>(
  'ContactUpdatePayload',
  'Result of contactUpdate.',
  'contact',
  ContactRef,
  'The contact after the change; null when refused.',
);
const ContactDeletePayload = payloadType<string>(
  'ContactDeletePayload',
  'Result of contactDelete.',
  'deletedContactId',
  'ID',
  'The global id the deleted contact had; null when refused.',
);

type Ids = { id: string | number }[] | null | undefined;
const dbIds = (list: Ids) => list?.map((g) => parseDatabaseId(g.id));

builder.mutationFields((t) => ({
  contactCreate: t.field({
    type: ContactCreatePayload,
    description:
      "Creates a contact (REST `POST /contacts`), optionally linked to accounts and projects. Its id can then go into an account's, project's or opportunity's `contacts`.",
    args: { input: t.arg({ type: ContactCreateInput, required: true, description: 'The new contact.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.required(['name'], input.name);
      return mutate(checks, async () => {
        const body: ContactWrite = {
          name: input.name,
          title: input.title ?? undefined,
          description: input.description ?? undefined,
          emails: input.emails ?? undefined,
          phones: input.phones ?? undefined,
          accountIds: dbIds(input.accountIds),
          projectIds: dbIds(input.projectIds),
        };
        return primeFresh(ContactRef, ctx, await createContact(ctx.upstream, body));
      });
    },
  }),
  contactUpdate: t.field({
    type: ContactUpdatePayload,
    description: 'Changes a contact (REST `PATCH /contacts/{id}`). `accountIds` and `projectIds` replace the links when given.',
    args: {
      id: t.arg.globalID({ for: ContactRef, required: true, description: 'The contact to change.' }),
      input: t.arg({ type: ContactUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (input.name !== undefined) checks.required(['name'], input.name);
      return mutate(checks, async () => {
        const body: ContactWrite = {
          name: input.name ?? undefined,
          title: input.title,
          description: input.description,
          emails: input.emails ?? undefined,
          phones: input.phones ?? undefined,
          accountIds: dbIds(input.accountIds),
          projectIds: dbIds(input.projectIds),
        };
        return primeFresh(ContactRef, ctx, await updateContact(ctx.upstream, parseDatabaseId(id.id), body));
      });
    },
  }),
  contactDelete: t.field({
    type: ContactDeletePayload,
    description:
      'Deletes a contact (REST `DELETE /contacts/{id}`). Irreversible: the contact is removed from every account, project and opportunity that listed it, and its id no longer resolves.',
    args: { id: t.arg.globalID({ for: ContactRef, required: true, description: 'The contact to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteContact(ctx.upstream, databaseId);
        ContactRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Contact', databaseId);
      }),
  }),
}));
