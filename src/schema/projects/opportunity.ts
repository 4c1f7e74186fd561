/** Opportunity: a sales deal before it becomes a project (`GET /opportunities`, `/opportunities/{id}`; `/requests` is an alias). */
import { builder } from '../builder.js';
import { OpportunityRef, UserRef } from '../refs.js';
import { reader, whenRead } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, url } from '../lenient.js';
import { connectionOf, NO_TOTALS_LISTS } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { recordFields } from '../records/common.js';
import { RecordSearchInput, searchPages, WHERE_DESCRIPTION } from '../records/search.js';
import { OpportunityFilter, recordListParams } from '../records/filters.js';
import { WorkRecordRef } from './work-record.js';
import { StageRef, stageOrNull } from './stage.js';
import { listOpportunities, type RestOpportunity } from '../../upstream/opportunities.js';

/** One connection type per record type, shared by the root list and every per-parent list of it. */
export const OpportunityConnection = connectionOf(OpportunityRef, 'Opportunity', 'opportunity', 'opportunities', NO_TOTALS_LISTS);

const get = reader<RestOpportunity>(OpportunityRef);

OpportunityRef.implement({
  interfaces: [WorkRecordRef],
  description: 'An opportunity: a sales deal for an account, before it is sold and becomes a project (REST `/opportunities`).',
  fields: (t) =>
    Object.assign({}, recordFields(t, OpportunityRef, 'opportunity'), {
      confidence: t.float({ nullable: true, description: 'Deal confidence score, 0 to 100.', resolve: get('confidence') }),
      imageUrl: t.field({
        type: 'URL',
        nullable: true,
        description: 'Image of the site; null when unset or not an absolute URL.',
        resolve: get('imageUrl', url),
      }),
      streetViewUrl: t.field({
        type: 'URL',
        nullable: true,
        description: 'Street view image of the site; null when unset or not an absolute URL.',
        resolve: get('streetViewUrl', url),
      }),
      lastActivity: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'Time of the latest activity on the deal; null when there was none.',
        resolve: get('lastActivity', dateTime),
      }),
      stage: t.field({
        type: StageRef,
        nullable: true,
        description: 'Current stage of the deal (or its phase, for newer workflows); null when it has neither.',
        resolve: (o, a, c) => whenRead(get('stage')(o, a, c), (stage) => (stage != null ? stageOrNull(stage) : whenRead(get('phase')(o, a, c), stageOrNull))),
      }),
      salesRep: t.field({
        type: UserRef,
        nullable: true,
        description:
          'The sales rep of the deal; null when unassigned. Names and e-mail come with it; `phone` and `role` cost one upstream request per operation.',
        resolve: get('salesRep'),
      }),
      projectManager: t.field({
        type: UserRef,
        nullable: true,
        description:
          'The project manager of the deal; null when unassigned. Names and e-mail come with it; `phone` and `role` cost one upstream request per operation.',
        resolve: get('projectManager'),
      }),
    }),
});

builder.queryFields((t) => ({
  opportunity: recordLookupField(t, OpportunityRef, 'an opportunity'),
  opportunities: t.connection(
    restConnection(t, {
      type: OpportunityRef,
      description:
        'Opportunities of your company; archived ones only with `filter.includeArchived`. Cost: one upstream request per page (REST `GET /opportunities`).',
      args: {
        filter: t.arg({ type: OpportunityFilter, description: 'Narrows the list (REST query parameters).' }),
        where: t.arg({ type: RecordSearchInput, description: WHERE_DESCRIPTION }),
      },
      orderBy: ORDER_BY,
      pages: (args, ctx) =>
        args.where
          ? searchPages<RestOpportunity>(args, ctx, 'opportunities')
          : (page) => listOpportunities(ctx.upstream, Object.assign(recordListParams(args.filter, args.orderBy), page)),
    }),
    OpportunityConnection,
  ),
}));
