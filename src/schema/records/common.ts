/**
 * Fields every CRM record (Account, Project, Opportunity) shares, with one description each, written
 * from the spec's Account table and the vendor's Project/Opportunity schemas. Each record type spreads
 * `recordFields(t, Ref, 'account')` into its own fields.
 */
import { builder, type Types } from '../builder.js';
import { ContactRef, UserRef } from '../refs.js';
import { reader, type HasLoader, type Rec } from '../summary.js';
import { dateTime, jsonObject, stringList } from '../lenient.js';
import { markSummary } from './contact-refs.js';
import type { RestRecordCommon } from '../../upstream/records.js';

export function recordFields<T extends RestRecordCommon>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Rec<T>>,
  ref: HasLoader<Rec<T>>,
  noun: string,
) {
  const get = reader<RestRecordCommon>(ref as unknown as HasLoader<Rec<RestRecordCommon>>);
  return {
    databaseId: t.int({ nullable: false, description: `The REST id of the ${noun}.`, resolve: (r) => r.id }),
    number: t.int({ nullable: true, description: `Record number of the ${noun} (e.g. 1234).`, resolve: get('number') }),
    title: t.string({ nullable: true, description: `Title (name) of the ${noun}.`, resolve: get('title') }),
    description: t.string({ nullable: true, description: `Free-text description of the ${noun}.`, resolve: get('description') }),
    address: t.stringList({
      description: 'Location as a list of strings; one element holds the primary (full) address.',
      resolve: async (r, a, c) => stringList(await get('address')(r, a, c)),
    }),
    isActive: t.boolean({
      nullable: true,
      description: `False when the ${noun} is archived (archive = update with isActive false, ARCH-1).`,
      resolve: get('isActive'),
    }),
    primaryEmail: t.string({ nullable: true, description: 'E-mail address of the primary contact.', resolve: get('primaryEmail') }),
    primaryPhone: t.string({ nullable: true, description: 'Phone number of the primary contact.', resolve: get('primaryPhone') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: `When the ${noun} was created.`,
      resolve: async (r, a, c) => dateTime(await get('createdAt')(r, a, c)),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: `Time of the latest change to the ${noun}, custom property changes included (ACC-11).`,
      resolve: async (r, a, c) => dateTime(await get('updatedAt')(r, a, c)),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description: `The user who created the ${noun}; null when a non-user actor (an automation or a contact) did (ACC-11).`,
      resolve: async (r, a, c) => (await get('createdBy')(r, a, c)) ?? null,
    }),
    updatedBy: t.field({
      type: UserRef,
      nullable: true,
      description: `The last user who edited the ${noun}, per the change log; null if never edited or last edited by a non-user actor (ACC-11).`,
      resolve: async (r, a, c) => (await get('updatedBy')(r, a, c)) ?? null,
    }),
    custom: t.field({
      type: 'JSONObject',
      description: 'Custom properties keyed by property keyName.',
      resolve: async (r, a, c) => jsonObject(await get('custom')(r, a, c)),
    }),
    customProperty: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The value of one custom property; null when it is unset.',
      args: { keyName: t.arg.string({ required: true, description: 'The property keyName, as in the company settings.' }) },
      resolve: async (r, args, c) => jsonObject(await get('custom')(r, args, c))[args.keyName] ?? null,
    }),
    contacts: t.field({
      type: [ContactRef],
      description:
        noun === 'account'
          ? 'Contacts of the account: the primary contact first, at most 20 (ACC-3, ACC-4). Read with the account: no extra request for the fields a contact reference holds.'
          : `The ${noun}'s own contacts, not inherited from its account (ACC-5): the primary first, at most 20.`,
      resolve: async (r, a, c) => markSummary(await get('contacts')(r, a, c)),
    }),
    primaryContact: t.field({
      type: ContactRef,
      nullable: true,
      description: `The primary contact of the ${noun} (the first of \`contacts\`); null when it has none.`,
      resolve: async (r, a, c) => markSummary(await get('contacts')(r, a, c))[0] ?? null,
    }),
  };
}

/** Sort order of a REST list (`order_by`). */
export const OrderDirection = builder.enumType('OrderDirection', {
  description: 'Sort direction of a list, as the REST `order_by` parameter.',
  values: {
    ASC: { value: 'asc', description: 'Ascending (oldest first).' },
    DESC: { value: 'desc', description: 'Descending (newest first).' },
  } as const,
});

export const RecordOrder = builder.inputType('RecordOrder', {
  description: 'Ordering of a record list. The REST API sorts by its own key; only the direction can be chosen.',
  fields: (t) => ({
    direction: t.field({ type: OrderDirection, required: true, description: 'The sort direction (REST `order_by`).' }),
  }),
});
