/**
 * Call and Reminder refs (declared before implementation, as in ../refs.ts), the one normalised call
 * value both REST call shapes become, and the tagging that lets the `CallRecord`/`ReminderRecord`
 * unions tell a project from an opportunity or an account by the id field it came from.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { Typed } from '../typename.js';
import type { GatewayContext } from '../../gateway/context.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { CallOwnerPath, RestCall, RestLegacyCall } from '../../upstream/calls.js';
import { fetchRemindersByIds, type RestReminder } from '../../upstream/reminders.js';
import { loaderOptions } from '../loader-options.js';
import { withFields } from '../../upstream/shapes.js';

/** Which REST list a call was read from: the fields the older per-record shape lacks are null then. */
export type CallShape = 'COMPANY_WIDE' | 'PER_RECORD';

/** A call as the schema sees it: the company-wide fields, whichever list it came from. */
export type CallValue = Omit<RestCall, 'summary' | 'transcriptText' | 'classificationNote' | 'resolution' | 'projectId' | 'opportunityId' | 'accountId'> &
  Partial<Pick<RestCall, 'summary' | 'transcriptText' | 'classificationNote' | 'resolution' | 'projectId' | 'opportunityId' | 'accountId'>> & {
    shape: CallShape;
  };

const ID_OF_OWNER = { projects: 'projectId', opportunities: 'opportunityId', accounts: 'accountId' } as const;

export function fromCompanyList(row: RestCall): CallValue {
  return withFields(row, { shape: 'COMPANY_WIDE' as const });
}

/** A row of `/{owner}/{id}/calls` is logged on that record (the list holds only its calls, CALL-7). */
export function fromRecordList(row: RestLegacyCall, owner: CallOwnerPath, ownerId: number): CallValue {
  const value = withFields(row, {
    projectId: null as number | null,
    opportunityId: null as number | null,
    accountId: null as number | null,
    shape: 'PER_RECORD' as const,
  });
  value[ID_OF_OWNER[owner]] = ownerId;
  return value;
}

const id = {
  resolve: (record: { id: number }) => record.id,
  parse: (value: string) => parseDatabaseId(value),
};

export const CallRef = builder.loadableNodeRef('Call', {
  loaderOptions,
  id: { resolve: (call: CallValue) => call.id, parse: id.parse },
  // No GET /calls/{id} exists: a Call by global id is NOT_FOUND at once, with no upstream request.
  load: (ids: number[]) =>
    Promise.resolve(
      ids.map(
        () =>
          new UpstreamError('NOT_FOUND', "A call cannot be fetched by id (the REST API has no GET /calls/{id}); read it through `calls` or a record's `calls`"),
      ) as (CallValue | Error)[],
    ),
});

export const ReminderRef = builder.loadableNodeRef('Reminder', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestReminder>>(fetchRemindersByIds(ctx.upstream, ids)),
});

/** The record a call or reminder is on, as its union gets it: the id, naming the record's type. */
export type LinkedRecord = Typed<'Project' | 'Opportunity' | 'Account', { id: number }>;

/** The linked record as `{ __typename, id }` (only `id`/`databaseId` asked = no request), or null while unlinked. */
export function linkedRecord(row: { projectId?: number | null; opportunityId?: number | null; accountId?: number | null }): LinkedRecord | null {
  const [kind, recordId]: [LinkedRecord['__typename'], number | null | undefined] =
    row.projectId != null ? ['Project', row.projectId] : row.opportunityId != null ? ['Opportunity', row.opportunityId] : ['Account', row.accountId];
  return typeof recordId === 'number' ? { __typename: kind, id: recordId } : null;
}
