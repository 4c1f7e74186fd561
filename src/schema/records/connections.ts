/**
 * One connection type per record type, shared by the root list and every per-parent list of that type
 * (so `Query.projects` and `Account.projects` page the same `ProjectConnection`).
 */
import { connectionOf } from '../pagination.js';
import { AccountRef, ContactRef, OpportunityRef, ProjectRef, SiteRef } from '../refs.js';

const NO_TOTALS_LISTS = '. The REST lists carry no totals, so there is no totalCount.';

export const AccountConnection = connectionOf(AccountRef, 'Account', 'account', 'accounts', NO_TOTALS_LISTS);
export const ContactConnection = connectionOf(ContactRef, 'Contact', 'contact', 'contacts', NO_TOTALS_LISTS);
export const SiteConnection = connectionOf(SiteRef, 'Site', 'site', 'sites', NO_TOTALS_LISTS);
export const ProjectConnection = connectionOf(ProjectRef, 'Project', 'project', 'projects', NO_TOTALS_LISTS);
export const OpportunityConnection = connectionOf(OpportunityRef, 'Opportunity', 'opportunity', 'opportunities', NO_TOTALS_LISTS);
