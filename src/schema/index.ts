/** Imports every domain for its side effects, then builds the schema. No re-exports (docs/code-style.md). */
import { isObjectType } from 'graphql';
import { builder } from './builder.js';
import { reuseStartedFields } from './children-by-id.js';
import './scalars.js';
import './users/user.js';
import './ahjs/ahj.js';
import './ahjs/ahj-mutations.js';
import './accounts/account.js';
import './accounts/account-mutations.js';
import './accounts/contact.js';
import './accounts/site.js';
import './accounts/contact-mutations.js';
import './accounts/site-mutations.js';
import './projects/stage.js';
import './projects/project.js';
import './projects/opportunity.js';
import './projects/project-mutations.js';
import './work-orders/work-order.js';
import './work-orders/work-order-mutations.js';
import './finance/invoice.js';
import './finance/invoice-mutations.js';
import './finance/payment-mutations.js';
import './catalog/catalog-item.js';
import './catalog/catalog-mutations.js';
import './calls/call.js';
import './calls/reminder.js';
import './calls/reminder-mutations.js';
import './calls/call-mutations.js';
import './utilities/utility.js';
import './utilities/utility-mutations.js';
import './lookups/label.js';
import './lookups/label-mutations.js';
import './lookups/timesheet.js';
import './lookups/timesheet-mutations.js';
import './catalog/catalog.js';
import './users/people.js';
import './keys/key.js';
import './keys/key-mutations.js';
import './files/folder.js';
import './files/file.js';
import './files/form-template.js';
import './files/form.js';
import './files/folder-mutations.js';
import './files/file-mutations.js';
import './files/form-mutations.js';
import './assets/asset.js';
import './assets/asset-mutations.js';
import './vendors/vendor.js';
import './vendors/vendor-mutations.js';
import './notes/note.js';
import './notes/note-mutations.js';
import './quotes/quote.js';
import './quotes/quote-mutations.js';
import './appointments/appointment.js';
import './appointments/appointment-mutations.js';
import './appointments/appointment-events.js';
import './files/form-template-mutations.js';
import './users/user-mutations.js';
import './mutations.js';
import './events/subscriptions.js';
import './operations/rate-limit.js';

builder.queryType({ description: 'The entry points of the graph: records by id, and lists of records.' });

export const schema = builder.toSchema();

// `first: 100` reads the record past the page only if `hasNextPage` is asked, so that field may hold a
// promise (pagination.ts). Pothos leaves an exposed field without a resolver, and a compiled query
// (gateway/plugins/use-compiled-queries.ts) reads such a field as a plain property: this one gets a
// resolver, whose promise the executor awaits.
const pageInfo = schema.getType('PageInfo');
const hasNextPage = isObjectType(pageInfo) ? pageInfo.getFields().hasNextPage : undefined;
if (!hasNextPage) throw new Error('the schema has no PageInfo.hasNextPage');
hasNextPage.resolve = (parent: { hasNextPage: boolean | Promise<boolean> }) => parent.hasNextPage;

reuseStartedFields(schema);
