/**
 * One connection type per record type, shared by the root list and every per-parent list of that type
 * (so `Query.projects` and `Account.projects` page the same `ProjectConnection`).
 */
import { builder } from '../builder.js';
import { AccountRef, ContactRef, OpportunityRef, ProjectRef, SiteRef } from '../refs.js';

function connectionOf<T extends Parameters<typeof builder.connectionObject>[0]['type']>(type: T, name: string, plural: string) {
  return builder.connectionObject(
    {
      type,
      name: `${name}Connection`,
      description: `A page of ${plural} (Relay connection). The REST lists carry no totals, so there is no totalCount.`,
    },
    { name: `${name}Edge`, description: `One ${name.toLowerCase()} of a page, with its cursor.` },
  );
}

export const AccountConnection = connectionOf(AccountRef, 'Account', 'accounts');
export const ContactConnection = connectionOf(ContactRef, 'Contact', 'contacts');
export const SiteConnection = connectionOf(SiteRef, 'Site', 'sites');
export const ProjectConnection = connectionOf(ProjectRef, 'Project', 'projects');
export const OpportunityConnection = connectionOf(OpportunityRef, 'Opportunity', 'opportunities');
