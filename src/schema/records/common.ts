/**
 * Fields every CRM record (Account, Project, Opportunity) shares, with one description each, written
 * from the spec's Account table and the vendor's Project/Opportunity schemas. Each record type spreads
 * `recordFields(t, Ref, 'account')` into its own fields.
 */
import { builder, type Types } from '../builder.js';
import { ContactRef, UserRef } from '../refs.js';
import { reader, type HasLoader, type Rec, whenRead } from '../summary.js';
import { dateTime, jsonObject, stringList } from '../lenient.js';
import { markSummary } from './contact-refs.js';
import type { RestRecordCommon } from '../../upstream/records.js';

export function recordFields<T extends RestRecordCommon>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Rec<T>>, ref: HasLoader<Rec<T>>, noun: string) {
  const get = reader<RestRecordCommon>(ref);
  return {
    databaseId: t.int({ nullable: false, description: `The REST id of the ${noun}.`, resolve: (r) => r.id }),
    number: t.int({ nullable: true, description: `Record number of the ${noun} (e.g. 1234).`, resolve: get('number') }),
    title: t.string({ nullable: true, description: `Title (name) of the ${noun}.`, resolve: get('title') }),
    description: t.string({ nullable: true, description: `Free-text description of the ${noun}.`, resolve: get('description') }),
    address: t.stringList({
      description: 'Location as a list of strings; one element holds the primary (full) address.',
      resolve: get('address', stringList),
    }),
    isActive: t.boolean({
      nullable: true,
      // ARCH-1
      description: `False when the ${noun} is archived; archive or restore it with its update mutation and \`isActive\`.`,
      resolve: get('isActive'),
    }),
    primaryEmail: t.string({ nullable: true, description: 'E-mail address of the primary contact.', resolve: get('primaryEmail') }),
    primaryPhone: t.string({ nullable: true, description: 'Phone number of the primary contact.', resolve: get('primaryPhone') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: `When the ${noun} was created.`,
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      // ACC-11
      description: `When the ${noun} last changed, custom property changes included.`,
      resolve: get('updatedAt', dateTime),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      // ACC-11
      description: `The user who created the ${noun}; null when an automation or a contact did. Names and e-mail come with the ${noun}; \`phone\` and \`role\` cost one upstream request per operation.`,
      resolve: get('createdBy'),
    }),
    updatedBy: t.field({
      type: UserRef,
      nullable: true,
      // ACC-11
      description: `The last user who edited the ${noun}; null if it was never edited or last edited by an automation or a contact. Names and e-mail come with the ${noun}; \`phone\` and \`role\` cost one upstream request per operation.`,
      resolve: get('updatedBy'),
    }),
    custom: t.field({
      type: 'JSONObject',
      description: "Custom property values keyed by the property's keyName, as set up in the company settings.",
      resolve: get('custom', jsonObject),
    }),
    customProperty: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The value of one custom property; null when it is unset.',
      args: { keyName: t.arg.string({ required: true, description: 'The property keyName, as in the company settings.' }) },
      resolve: (r, args, c) => whenRead(get('custom')(r, args, c), (custom) => jsonObject(custom)[args.keyName] ?? null),
    }),
    contacts: t.field({
      type: [ContactRef],
      // ACC-3, ACC-4, ACC-5
      description:
        noun === 'account'
          ? 'Contacts of the account, the primary contact first; at most 20. `name`, `title`, `description`, `emails`, `phones` and `isPrimary` come with the account at no extra cost; other fields cost one upstream request per distinct contact.'
          : `The ${noun}'s own contacts (not its account's), the primary contact first; at most 20. \`name\`, \`title\`, \`description\`, \`emails\`, \`phones\` and \`isPrimary\` come with the ${noun} at no extra cost; other fields cost one upstream request per distinct contact.`,
      resolve: get('contacts', markSummary),
    }),
    primaryContact: t.field({
      type: ContactRef,
      nullable: true,
      description: `The primary contact of the ${noun} (the first of \`contacts\`); null when it has none. It comes with the ${noun} as \`contacts\` do.`,
      resolve: get('contacts', (contacts) => markSummary(contacts)[0] ?? null),
    }),
  };
}

/** Sort order of a REST list (`order_by`). */
export const OrderDirection = builder.enumType('OrderDirection', {
  description: 'Sort direction of a list (REST `order_by`).',
  values: {
    ASC: { value: 'asc', description: 'Ascending: oldest first.' },
    DESC: { value: 'desc', description: 'Descending: newest first.' },
  } as const,
});

export const RecordOrder = builder.inputType('RecordOrder', {
  description: 'Order of a record list. The REST API sorts by its own key (creation order); only the direction can be chosen.',
  fields: (t) => ({
    direction: t.field({ type: OrderDirection, required: true, description: 'The sort direction (REST `order_by`).' }),
  }),
});
