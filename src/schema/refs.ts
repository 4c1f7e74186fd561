/**
 * Every record type's ref, declared before any type is implemented (Pothos: refs first, `.implement()`
 * after) so that types pointing at each other never form an import cycle. Each ref carries its by-id
 * DataLoader (plugin-dataloader, one per request): a resolver that returns a database id gets the
 * record loaded; one that returns an object (a full record or a summary) skips the loader.
 */
import { builder } from './builder.js';
import { fullRecords, type Rec } from './summary.js';
import { parseDatabaseId, upstreamRecordId } from './ids.js';
import type { GatewayContext } from '../gateway/context.js';
import { fetchAccountsByIds, type RestAccount } from '../upstream/accounts.js';
import { fetchContactsByIds, type RestContact } from '../upstream/contacts.js';
import { fetchSitesByIds, type RestSite } from '../upstream/sites.js';
import { fetchProjectsByIds, type RestProject } from '../upstream/projects.js';
import { fetchOpportunitiesByIds, type RestOpportunity } from '../upstream/opportunities.js';
import { fetchUsersByIds, type RestUser } from '../upstream/users.js';
import { fetchAhjsByIds, type RestAhj } from '../upstream/ahjs.js';
import { loaderOptions } from './loader-options.js';

const id = {
  resolve: (record: { id: number }, _args: object, _ctx: GatewayContext, info: { parentType: { name: string } }) =>
    upstreamRecordId(record, info.parentType.name),
  parse: (value: string) => parseDatabaseId(value),
};

export const AccountRef = builder.loadableNodeRef('Account', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestAccount>>(fetchAccountsByIds(ctx.upstream, ids, ctx.readsContacts)),
});

export const ContactRef = builder.loadableNodeRef('Contact', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestContact>>(fetchContactsByIds(ctx.upstream, ids)),
});

export const SiteRef = builder.loadableNodeRef('Site', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestSite>>(fetchSitesByIds(ctx.upstream, ids)),
});

export const ProjectRef = builder.loadableNodeRef('Project', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestProject>>(fetchProjectsByIds(ctx.upstream, ids)),
});

export const OpportunityRef = builder.loadableNodeRef('Opportunity', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestOpportunity>>(fetchOpportunitiesByIds(ctx.upstream, ids)),
});

export const UserRef = builder.loadableNodeRef('User', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestUser>>(fetchUsersByIds(ctx.upstream, ids)),
});

export const AhjRef = builder.loadableNodeRef('Ahj', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestAhj>>(fetchAhjsByIds(ctx.upstream, ids)),
});
