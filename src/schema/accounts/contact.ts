/**
 * Contact: a person at a customer (`GET /contacts`, `GET /contacts/{id}`). Records list their contacts
 * inline as ContactRefs, so name, job title, e-mails and phones cost nothing; other fields load the
 * contact once.
 */
import { builder } from '../builder.js';
import { AccountRef, ContactRef, ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, stringList } from '../lenient.js';
import { connectionOf, NO_TOTALS_LISTS } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { listContacts, type RestContact } from '../../upstream/contacts.js';

/** One connection type per record type, shared by the root list and every per-parent list of it. */
export const ContactConnection = connectionOf(ContactRef, 'Contact', 'contact', 'contacts', NO_TOTALS_LISTS);

const get = reader<RestContact>(ContactRef);

const ContactFilter = builder.inputType('ContactFilter', {
  description: 'Filters of the contact list (the query parameters of REST `GET /contacts`).',
  fields: (t) => ({
    q: t.string({ description: 'Full text search across contact name, e-mails and phones (REST `q`).' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only contacts updated after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only contacts updated before this time (REST `updated_before`).' }),
  }),
});

const summaries = (list: Array<{ id: number; title?: string }> | undefined) => (Array.isArray(list) ? list.filter((r) => r && typeof r.id === 'number') : []);

ContactRef.implement({
  description: 'A person at a customer, linked to accounts and projects (REST `/contacts`).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the contact.' }),
    name: t.string({ nullable: true, description: 'Full name.', resolve: get('name') }),
    isPrimary: t.boolean({
      nullable: true,
      // ACC-3
      description: "In a record's `contacts`: true for the primary contact only, which is the first of the list; null when the contact is read on its own.",
      // A property of the listing, not of the contact: never loads the contact.
      resolve: (c) => (c as { isPrimary?: boolean }).isPrimary ?? null,
    }),
    title: t.string({ nullable: true, description: 'Job title.', resolve: get('title') }),
    description: t.string({ nullable: true, description: 'Free-text note about the contact.', resolve: get('description') }),
    emails: t.stringList({ description: 'E-mail addresses.', resolve: get('emails', stringList) }),
    phones: t.stringList({ description: 'Phone numbers.', resolve: get('phones', stringList) }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the contact was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the contact last changed.',
      resolve: get('updatedAt', dateTime),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The user who created the contact; null when an automation or another non-user actor did. Cost: one upstream request per operation (the user directory).',
      resolve: get('createdByUser', (u) => u?.id ?? null),
    }),
    accounts: t.field({
      type: [AccountRef],
      description:
        'Accounts the contact is linked to. `id` and `title` come with the contact; other fields cost one upstream request per distinct account, fetched together.',
      resolve: get('accounts', summaries),
    }),
    projects: t.field({
      type: [ProjectRef],
      description:
        'Projects the contact is linked to. `id` and `title` come with the contact; other fields cost one upstream request per distinct project, fetched together.',
      resolve: get('projects', summaries),
    }),
  }),
});

builder.queryFields((t) => ({
  contact: recordLookupField(t, ContactRef, 'a contact'),
  contacts: t.connection(
    restConnection(t, {
      type: ContactRef,
      description: 'Contacts of your company. Cost: one upstream request per page (REST `GET /contacts`).',
      args: { filter: t.arg({ type: ContactFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: ORDER_BY,
      pages: (args, ctx) => (page) =>
        listContacts(ctx.upstream, {
          q: args.filter?.q ?? undefined,
          updatedAfter: args.filter?.updatedAfter?.toISOString(),
          updatedBefore: args.filter?.updatedBefore?.toISOString(),
          ...page,
        }),
    }),
    ContactConnection,
  ),
}));
