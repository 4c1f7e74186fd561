/**
 * Account: a customer (spec "Account"). Links: contacts (inline, ACC-1), sites (`GET /sites?accountId=`),
 * projects and opportunities (`GET /projects|opportunities/search?prop1=accountId&op1=eq&value1=`: the
 * plain lists have no accountId filter). Each per-account list costs one request per account and page,
 * all accounts of a level in one wave.
 */
import { builder } from '../builder.js';
import { oneOf } from '../lenient.js';
import { AccountRef, OpportunityRef, ProjectRef, SiteRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { connectionOf, NO_TOTALS_LISTS } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { recordFields } from '../records/common.js';
import { RecordSearchInput, searchPages, WHERE_DESCRIPTION } from '../records/search.js';
import { AccountFilter, ArchivedFilter, recordListParams } from '../records/filters.js';
import { ProjectConnection } from '../projects/project.js';
import { OpportunityConnection } from '../projects/opportunity.js';
import { SiteConnection, SiteFilter, siteListParams } from './site.js';
import { listAccounts, type RestAccount } from '../../upstream/accounts.js';
import { listSites } from '../../upstream/sites.js';
import { listProjectsOfAccount } from '../../upstream/projects.js';
import { listOpportunitiesOfAccount } from '../../upstream/opportunities.js';
import { ACCOUNT_TYPES } from '../../rest-enums.js';

/** One connection type per record type, shared by the root list and every per-parent list of it. */
export const AccountConnection = connectionOf(AccountRef, 'Account', 'account', 'accounts', NO_TOTALS_LISTS);

const get = reader<RestAccount>(AccountRef);

export const AccountType = builder.enumType('AccountType', {
  description: 'Kind of customer.',
  values: {
    RESIDENTIAL: { description: 'A household.' },
    COMMERCIAL: { description: 'A business.' },
  } as const satisfies Record<(typeof ACCOUNT_TYPES)[number], { description: string }>,
});

AccountRef.implement({
  description: 'A customer of the company, with its contacts, sites, projects and opportunities (REST `/accounts`).',
  fields: (t) =>
    Object.assign({}, recordFields(t, AccountRef, 'account'), {
      accountType: t.field({
        type: AccountType,
        nullable: true,
        description: 'Residential or commercial; null when not set.',
        resolve: get('accountType', (v) => oneOf(ACCOUNT_TYPES, v)),
      }),
      owner: t.field({
        type: UserRef,
        nullable: true,
        description: 'The user who owns the account; null when unassigned. Cost: one upstream request per operation (the user directory).',
        resolve: get('ownerId'),
      }),
      sites: t.connection(
        restConnection(t, {
          needsOnlyId: true,
          type: SiteRef,
          description: "The account's sites. Cost: one upstream request per account and page; accounts of one page are fetched together.",
          args: { filter: t.arg({ type: SiteFilter, description: 'Narrows the sites by state, city or zip code.' }) },
          pages: (args, ctx, a) => (page) => listSites(ctx.upstream, Object.assign(siteListParams(args.filter), { accountId: a.id }, page)),
        }),
        SiteConnection,
      ),
      projects: t.connection(
        restConnection(t, {
          needsOnlyId: true,
          type: ProjectRef,
          description: "The account's projects. Cost: one upstream request per account and page; accounts of one page are fetched together.",
          args: { filter: t.arg({ type: ArchivedFilter, description: 'Whether archived projects are included.' }) },
          orderBy: ORDER_BY,
          pages: (args, ctx, a) => (page) =>
            listProjectsOfAccount(ctx.upstream, { accountId: a.id, includeArchived: args.filter?.includeArchived ?? undefined, ...page }),
        }),
        ProjectConnection,
      ),
      opportunities: t.connection(
        restConnection(t, {
          needsOnlyId: true,
          type: OpportunityRef,
          description: "The account's opportunities. Cost: one upstream request per account and page; accounts of one page are fetched together.",
          args: { filter: t.arg({ type: ArchivedFilter, description: 'Whether archived opportunities are included.' }) },
          orderBy: ORDER_BY,
          pages: (args, ctx, a) => (page) =>
            listOpportunitiesOfAccount(ctx.upstream, { accountId: a.id, includeArchived: args.filter?.includeArchived ?? undefined, ...page }),
        }),
        OpportunityConnection,
      ),
    }),
});

builder.queryFields((t) => ({
  account: recordLookupField(t, AccountRef, 'an account'),
  accounts: t.connection(
    restConnection(t, {
      type: AccountRef,
      description: 'Accounts of your company; archived ones only with `filter.includeArchived`. Cost: one upstream request per page (REST `GET /accounts`).',
      args: {
        filter: t.arg({ type: AccountFilter, description: 'Narrows the list (REST query parameters).' }),
        where: t.arg({ type: RecordSearchInput, description: WHERE_DESCRIPTION }),
      },
      orderBy: ORDER_BY,
      pages: (args, ctx) =>
        args.where
          ? searchPages<RestAccount>(args, ctx, 'accounts')
          : (page) => listAccounts(ctx.upstream, Object.assign(recordListParams(args.filter, args.orderBy), page), ctx.readsContacts),
    }),
    AccountConnection,
  ),
}));
