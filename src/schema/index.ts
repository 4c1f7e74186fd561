/** Imports every domain for its side effects, then builds the schema. No re-exports (code-style.md). */
import { builder } from './builder.js';
import './scalars.js';
import './users/user.js';
import './ahjs/ahj.js';
import './accounts/account.js';
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
import './calls/call.js';
import './calls/reminder.js';
import './calls/reminder-mutations.js';
import './calls/call-mutations.js';
import './utilities/utility.js';
import './lookups/label.js';
import './lookups/timesheet.js';
import './lookups/catalog.js';
import './users/people.js';
import './users/keys.js';
import './files/folder.js';
import './files/file.js';
import './files/form-template.js';
import './files/form.js';
import './events/subscriptions.js';

builder.queryType({ description: 'The entry points of the graph: records by id, and lists of records.' });

export const schema = builder.toSchema();
